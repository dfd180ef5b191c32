/**
 * How a timeline row reads on the bride's schedule: by the person, with the service only where it adds something.
 * "Bridesmaid 2" booked for "Bridesmaid" reads "Bridesmaid 2", "Bride" for "Bridal Makeup" reads "Bride", but
 * "Maria" booked for "Mother of the Bride" reads "Maria (Mother of the Bride)". Pure.
 */

// Words that say what is done, not who it is for: they never make the service worth repeating.
const FILLER = new Set(['makeup', 'make', 'and', 'of', 'the', 'a', 'for', 'service', 'application']);

// Spellings of one role, so "Bridal" is the bride and a maid of honor is a bridesmaid.
const SAME_ROLE: [RegExp, string][] = [
  [/\b(?:maid|matron) of honou?r\b/g, 'bridesmaid'],
  [/\bbridal\b/g, 'bride'],
  [/\bmom\b/g, 'mother'],
];

const normalise = (text: string) =>
  SAME_ROLE.reduce((result, [spelling, role]) => result.replace(spelling, role), text.toLowerCase());

const wordsOf = (text: string) => normalise(text).match(/[a-z]+/g) ?? [];

/**
 * The service's words that say who it is for, each a group of alternatives: "Mother of the Bride / Groom" is
 * [mother] and [bride or groom]. What is in brackets ("(12 & Under)") is a price-list note and is left out.
 */
function roleGroups(serviceName: string): string[][] {
  const withoutNotes = serviceName.replace(/\([^)]*\)/g, ' ');
  const groups: string[][] = [];
  let joinNext = false;
  for (const token of normalise(withoutNotes).match(/[a-z]+|\//g) ?? []) {
    if (token === '/') {
      joinNext = groups.length > 0;
      continue;
    }
    if (FILLER.has(token)) continue;
    if (joinNext) groups[groups.length - 1]!.push(token);
    else groups.push([token]);
    joinNext = false;
  }
  return groups;
}

/**
 * How well a service's name fits a person: the number of its role words her name or role says (see scheduleLine),
 * or undefined when it says something she does not ("Bridal Makeup" for "Mother of the Bride" fits with 1,
 * "Mother of the Bride / Groom" with 2; "Bridesmaid" does not fit "Bride").
 */
export function serviceFit(person: string, serviceName: string): number | undefined {
  const personWords = new Set(wordsOf(person));
  const groups = roleGroups(serviceName);
  return groups.every((group) => group.some((word) => personWords.has(word))) ? groups.length : undefined;
}

/**
 * The line for a person's service: the person alone when her name or role already says what the service is for
 * (every word of the service beyond "makeup" is in it, "Bride / Groom" needing either), otherwise
 * "Person (Service)", or "Person: Service" when the person already has brackets ("Anna (Bride): Airbrush").
 * A blank person gives the service as it is, a blank service the person.
 */
export function scheduleLine(person: string, serviceName: string): string {
  const who = person.trim();
  const what = serviceName.trim();
  if (!who || !what) return who || what;
  if (serviceFit(who, what) !== undefined) return who;
  return who.includes('(') ? `${who}: ${what}` : `${who} (${what})`;
}
