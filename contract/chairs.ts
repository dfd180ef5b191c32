// The chairs of a wedding morning and who sits in them: a person's key and whether she is the bride. Apart from the
// back-timing (contract/back-timing.ts), so the pages that show a morning live load these few lines only.

/** A schedule has one to four chairs (an artist each, side by side). */
export type ChairNumber = 1 | 2 | 3 | 4;
export const CHAIR_NUMBERS = [1, 2, 3, 4] as const;
export const MAX_CHAIRS = 4;
export const CHAIRS_MESSAGE = 'Chairs must be 1 to 4';

// "Bride" as the first word, followed by nothing, a space, colon, comma, dash or opening bracket: "Bride",
// "Bride Anna", "Bride: Anna", "Bride (Anna)", "Bride-to-be", "Bride 2". The apostrophe is deliberately not in the
// list, so "Bride's mother" is not the bride; \b is not used because it would accept "Bride's".
const BRIDE_FIRST = /^bride(?:$|[\s:,(\-–—])/i;
// A name with the role in brackets: "Anna (Bride)". Only the exact word, so "(Mother of the Bride)" is not.
const BRIDE_IN_BRACKETS = /\(\s*bride\s*\)/i;

/**
 * Whether a row's person is the bride, by the person text only (case and surrounding spaces ignored): it starts
 * with the word "Bride" (see BRIDE_FIRST) or says "(Bride)". "Bridesmaid 1", "Mother of the Bride" and
 * "Bride's sister" are not the bride. The service name is not used: "Bridal Makeup" can be booked for a trial or a
 * bridesmaid, and a wrong guess would move someone else last. A bride typed only by name ("Anna") is not
 * recognised; the artist moves her by hand.
 */
export function isBride(person: string): boolean {
  const text = person.trim();
  return BRIDE_FIRST.test(text) || BRIDE_IN_BRACKETS.test(text);
}

/**
 * Who a row is for, so her services are known as hers: the booking's person id, or else her name or role as typed
 * (case and surrounding spaces ignored). A blank name is no one in particular: undefined.
 */
export function personKey(row: { person: string; personId?: string }): string | undefined {
  if (row.personId) return `id:${row.personId}`;
  const name = row.person.trim().toLowerCase();
  return name ? `name:${name}` : undefined;
}
