import type { PublicPolicy } from '#contract/policy.ts';

// An FAQ answer that sends the visitor to a policy ("The Travel Fee policy has the amounts") links to it on
// /policies. Her answers and her policies are both her own words, so the link is found by the policy's title, never
// by a fixed list: rename a policy and the answers naming it by its new title link to it.

type Titled = Pick<PublicPolicy, 'id' | 'title'>;

/** "Travel Fee" → "travel-fee-policy"; "Cancellation Policy" → "cancellation-policy" (the word said once). */
function anchorOf(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bpolicy\s*$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // The suffix keeps her titles clear of the page's own ids ("main", "site-nav").
  return `${words || 'a'}-policy`;
}

/**
 * Each policy's place on /policies, by id: readable (`/policies#travel-fee-policy`), and unique on the page even
 * when two titles read alike (the second gets "-2").
 */
export function policyAnchors(policies: readonly Titled[]): Map<string, string> {
  const taken = new Set<string>();
  const anchors = new Map<string, string>();
  for (const policy of policies) {
    const base = anchorOf(policy.title);
    let anchor = base;
    for (let n = 2; taken.has(anchor); n += 1) anchor = `${base}-${n}`;
    taken.add(anchor);
    anchors.set(policy.id, anchor);
  }
  return anchors;
}

/** A piece of an answer: its words, and where they link when they name a policy. */
export interface AnswerPart {
  text: string;
  href?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sameWords = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

/**
 * The answer cut where it names a policy as "the {title} policy" (or by a title that itself ends in "policy"),
 * those words linked to the policy on /policies. A bare "deposit" is not a link: only the policy by its name.
 */
export function answerParts(answer: string, policies: readonly Titled[]): AnswerPart[] {
  const anchors = policyAnchors(policies);
  const hrefs = new Map<string, string>();
  for (const policy of policies) {
    const title = policy.title.trim();
    const phrase = sameWords(/\bpolicy$/i.test(title) ? title : `${title} policy`);
    if (title && !hrefs.has(phrase)) hrefs.set(phrase, `/policies#${anchors.get(policy.id)}`);
  }
  if (hrefs.size === 0) return [{ text: answer }];
  // The longest first, so a "Wedding Deposit policy" is not taken for a "Deposit policy". Whole words only, told
  // by the character before (no lookbehind: older iPhones' Safari cannot read one).
  const phrases = [...hrefs.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(
    `(^|[^\\p{L}\\p{N}])(${phrases.map((phrase) => escapeRegExp(phrase).replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of answer.matchAll(pattern)) {
    const [, before = '', phrase = ''] = match;
    const start = match.index + before.length;
    if (start > last) parts.push({ text: answer.slice(last, start) });
    parts.push({ text: phrase, href: hrefs.get(sameWords(phrase)) });
    last = start + phrase.length;
  }
  if (last < answer.length) parts.push({ text: answer.slice(last) });
  return parts;
}
