// How a questionnaire's focus areas are read, kept apart so it can be tested without a browser.

/** Older or hand-made records may hold the focus areas as a JSON string. */
export const focusList = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string') {
    try {
      return focusList(JSON.parse(value));
    } catch {
      return value ? [value] : [];
    }
  }
  return [];
};
