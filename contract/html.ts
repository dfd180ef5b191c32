const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text for HTML (an element's text or a double-quoted attribute) or XML: nothing in it can end the value or start a
 * tag. The pages, their head and the sitemap are written with it.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (char) => ENTITIES[char]!);

/**
 * The same, with `'` escaped too, so the text is safe even in a single-quoted attribute: for markup that others
 * may rewrite before it is shown (an e-mail, in the mail app that displays it).
 */
export const escapeHtmlAndApostrophes = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
