/** `text` as a regular expression source that matches exactly that text (for building a RegExp around it). */
export const literalPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
