/**
 * How the bride's page shows her booking agreement: the plain-text document as headings, paragraphs and lists, the
 * consent sentence beside the box, and when she signed. Pure functions, only in the agreement's own chunk.
 */

import { ELECTRONIC_CONSENT_HEADING } from '#contract/agreement.ts';

let signedAtFormat: Intl.DateTimeFormat | undefined;

/** "June 3, 2026 at 4:12 PM PDT": when she signed (stored in UTC), in the artist's California time. */
export function formatSignedAt(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  signedAtFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const part = Object.fromEntries(signedAtFormat.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.month} ${part.day}, ${part.year} at ${part.hour}:${part.minute} ${part.dayPeriod} ${part.timeZoneName}`;
}

/** A block of the agreement's text: a heading, a paragraph, or a list of points. */
export type DocumentBlock =
  /** `section` for the document's own headings, written in capitals ("THE EVENT"); `sub` for others (a policy's title). */
  | { kind: 'heading'; text: string; level: 'section' | 'sub' }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

const BULLET = /^\s*[-•*]\s+/;

/** A line that names what follows: short, not a sentence, not a point of a list and not a "Label: value" line. */
const isHeadingLine = (line: string) => {
  const text = line.trim();
  return text.length > 0 && text.length <= 60 && !BULLET.test(text) && !/[.,;!?)]$/.test(text) && !/:./.test(text);
};

/**
 * The plain-text document as headings, paragraphs and lists, so it reads as a document on a phone rather than a
 * wall of text. Blocks are separated by blank lines; a block's short first line that is not a sentence is its
 * heading ("The event", "Payment"); lines starting "- " or "• " are a list; other lines keep their line breaks
 * ("Date: …" under "Date: …"). Nothing is reworded: every word of the text she signs is shown, in order.
 */
export function documentBlocks(text: string): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    // "POLICIES" then "Deposit": a section's heading may lead straight into its first item's.
    for (let leading = 0; leading < 2 && lines.length > 0 && isHeadingLine(lines[0]!); leading++) {
      if (leading === 1 && lines.length === 1) break;
      const heading = lines.shift()!.trim();
      blocks.push({ kind: 'heading', text: heading, level: /[a-z]/.test(heading) ? 'sub' : 'section' });
    }
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
      if (list.length) blocks.push({ kind: 'list', items: list });
      paragraph = [];
      list = [];
    };
    for (const line of lines) {
      if (BULLET.test(line)) {
        if (paragraph.length) flush();
        list.push(line.replace(BULLET, '').trim());
      } else {
        if (list.length) flush();
        paragraph.push(line.trim());
      }
    }
    flush();
  }
  return blocks;
}

/**
 * The document's consent to sign electronically (the US ESIGN Act's), shown beside the "I agree" box: the
 * paragraph under the heading that names electronic records, as the document words it.
 */
export function consentOf(blocks: readonly DocumentBlock[]): string | undefined {
  const heading = blocks.findIndex((block) => block.kind === 'heading' && block.text === ELECTRONIC_CONSENT_HEADING);
  const next = heading === -1 ? undefined : blocks[heading + 1];
  return next?.kind === 'paragraph' ? next.text : undefined;
}
