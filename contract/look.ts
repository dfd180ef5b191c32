import * as v from 'valibot';
import { text } from './fields.ts';
import type { PrivatePhoto } from './party-link.ts';

// Each person's look, kept from her trial for her wedding morning: the products and shades the artist used, the lash
// style, notes, up to six photos from the trial, and what to bring in the kit for her (a crimper, a lash glue). It is
// the artist's working record: kept as long as the booking (the intake's retention never touches it), seen only by
// the artist, the person herself once her trial is done, and the artist of her chair on the day.

export const MAX_LOOK_PHOTOS = 6;
export const LOOK_LIMITS = { lines: 30, bring: 20, product: 80, shade: 80, lashes: 120, notes: 2000, bringItem: 80 };

/** One line of her look: a product and its shade ("Foundation", "Armani Luminous Silk 5.5"). */
export interface LookLine {
  product: string;
  shade: string;
}

/** A person's look as answered (GET/PUT …/party/:personId/look, Faces, and her own link once the trial is done). */
export interface Look {
  /** ≤ 30, in the order she typed them. */
  lines: LookLine[];
  /** The lash style she chose at the trial (free text: "Ardell Wispies, cut to the outer third"). */
  lashes: string;
  notes: string;
  /** ≤ 20 kit items to bring for her, each once. */
  bring: string[];
  /** ≤ 6 photos from the trial; their `url` is the route of whoever reads them (dashboard or her link). */
  photos: PrivatePhoto[];
  /** ISO; '' for a look never saved. */
  updatedAt: string;
}

/** A look nobody has written yet: what GET answers before the first save. */
export const emptyLook = (): Look => ({ lines: [], lashes: '', notes: '', bring: [], photos: [], updatedAt: '' });

const lookLine = v.object({
  product: v.pipe(text('Product', LOOK_LIMITS.product), v.nonEmpty('Name the product (foundation, concealer, lip…)')),
  shade: v.optional(text('Shade', LOOK_LIMITS.shade), ''),
});

/**
 * The body of PUT …/party/:personId/look: `{ lines, lashes, notes, bring }`, each message naming its field as the
 * form finds it (`lines.2.shade`, `bring.0`). A kit item given twice (in any letter case) is kept once.
 */
export const lookInput = v.object({
  lines: v.optional(
    v.pipe(
      v.array(lookLine, 'Lines must be a list'),
      v.maxLength(LOOK_LIMITS.lines, `A look can have at most ${LOOK_LIMITS.lines} lines`),
    ),
    [],
  ),
  lashes: v.optional(text('Lash style', LOOK_LIMITS.lashes), ''),
  notes: v.optional(text('Notes', LOOK_LIMITS.notes), ''),
  bring: v.optional(
    v.pipe(
      v.array(
        v.pipe(text('Item to bring', LOOK_LIMITS.bringItem), v.nonEmpty('Name the item to bring, or remove it')),
        'Bring must be a list',
      ),
      v.maxLength(LOOK_LIMITS.bring, `At most ${LOOK_LIMITS.bring} items to bring`),
      v.transform((items) => dedupe(items)),
    ),
    [],
  ),
});
export type LookInput = v.InferOutput<typeof lookInput>;

/** Each item once, in the first spelling given (a "Crimper" and a "crimper" are one crimper). */
export function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.trim().toLowerCase().replace(/\s+/g, ' ');
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
