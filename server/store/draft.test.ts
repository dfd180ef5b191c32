import { types } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createDraft, deepFreeze } from './draft.ts';

interface Item {
  id: string;
  n: number;
  tags: string[];
  note?: string;
}
interface Shape {
  items: Item[];
  others: Item[];
  settings: { name: string; pictures: { hero: string; carousel: string[] } };
  seededAt: string | null;
}

const item = (i: number): Item => ({ id: `i${i}`, n: i, tags: [`t${i}`] });
const sample = (): Shape => ({
  items: Array.from({ length: 40 }, (_, i) => item(i)),
  others: [item(100), item(101)],
  settings: { name: 'Studio', pictures: { hero: 'a', carousel: ['b', 'c'] } },
  seededAt: null,
});

/** Runs `change` on a draft of frozen data and on a plain copy: the finished data must equal the plain result. */
function both<R>(change: (data: Shape) => R) {
  const base = deepFreeze(sample());
  const plain = structuredClone(sample());
  const plainResult = change(plain);
  const { draft, finish } = createDraft(base);
  const { data, result } = finish(change(draft));
  expect(data).toEqual(plain);
  expect(result).toEqual(plainResult);
  // The data the change started from is as it was, and still frozen.
  expect(base).toEqual(sample());
  expect(Object.isFrozen(base.items[0])).toBe(true);
  return { base, data, result };
}

/** Whether a value, or anything in it, is a Proxy (a draft that escaped). */
function holdsProxy(value: unknown, seen = new Set<unknown>()): boolean {
  if (value === null || typeof value !== 'object' || seen.has(value)) return false;
  if (types.isProxy(value)) return true;
  seen.add(value);
  return Object.values(value).some((inner) => holdsProxy(inner, seen));
}

describe('a draft of the data', () => {
  it('gives what the same change gives on plain objects, sharing every untouched object with the data before', () => {
    const { base, data } = both((d) => {
      d.items.find((x) => x.id === 'i3')!.n = 33;
      d.items.push({ id: 'new', n: -1, tags: [] });
    });
    expect(data.items[3]).not.toBe(base.items[3]);
    expect(data.items[4]).toBe(base.items[4]);
    expect(data.others).toBe(base.others);
    expect(data.settings).toBe(base.settings);
    expect(Object.isFrozen(data) && Object.isFrozen(data.items) && Object.isFrozen(data.items[3])).toBe(true);
    expect(Object.isFrozen(data.items.at(-1)!.tags)).toBe(true);
  });

  it('gives the data itself back when a change only reads', () => {
    const base = deepFreeze(sample());
    const { draft, finish } = createDraft(base);
    draft.items.some((x) => x.n > 5);
    void draft.items[7]!.tags[0];
    void draft.settings.pictures.carousel.length;
    expect(finish(undefined).data).toBe(base);
  });

  it('handles splice, sort, filter, spread, nested lists, delete and replacing whole lists', () => {
    both((d) => {
      d.items.splice(2, 3);
      d.items.sort((a, b) => b.n - a.n);
      d.items[0] = { ...d.items[0]!, note: 'first' };
      d.items[1]!.tags.push('more');
      delete d.items[2]!.note;
      d.settings.pictures.carousel.reverse();
      d.others = d.others.filter((x) => x.n === 101);
      d.seededAt = 'now';
    });
    both((d) => {
      const kept = d.items.filter((x) => x.n % 2 === 0);
      // Changed through the filtered list, seen through the list it came from (the same object, as in plain JS).
      kept[1]!.n = 1000;
      d.others.push(kept[2]!);
      return d.items.indexOf(kept[1]!);
    });
    both((d) => {
      const found = d.items.findLast((x) => x.n < 10)!;
      found.tags = [...found.tags, 'x'];
      return [d.items.findIndex((x) => x === found), d.items.includes(found), d.items.lastIndexOf(found)];
    });
  });

  it('returns what the change returns without drafts in it, and refuses writes once finished', () => {
    const base = deepFreeze(sample());
    const { draft, finish } = createDraft(base);
    const found = draft.items.find((x) => x.id === 'i5')!;
    found.n = 55;
    const { data, result } = finish({ found, list: draft.items.filter((x) => x.n < 3), settings: draft.settings });
    expect(holdsProxy(result)).toBe(false);
    expect(holdsProxy(data)).toBe(false);
    expect(result.found).toBe(data.items[5]);
    expect(result.found.n).toBe(55);
    expect(result.list.map((x) => x.id)).toEqual(['i0', 'i1', 'i2']);
    expect(() => {
      found.n = 7;
    }).toThrow(TypeError);
  });

  it('hands a search the frozen records, so a search that writes fails instead of changing the data', () => {
    const base = deepFreeze(sample());
    const { draft } = createDraft(base);
    expect(() =>
      draft.items.find((x) => {
        x.n = 0;
        return false;
      }),
    ).toThrow(TypeError);
    expect(base.items[0]!.n).toBe(0);
    expect(base.items[1]!.n).toBe(1);
  });
});

describe('writes deep inside a record of a list', () => {
  interface Deep {
    groups: { name: string; items: { name: string; price: number; notes: { text: string }[] }[] }[];
    bookings: { id: string; terms: { lines: { price: number }[] } }[];
  }
  const deep = (): Deep => ({
    groups: [
      { name: 'Weddings', items: [{ name: 'Bridal', price: 225, notes: [{ text: 'a' }] }] },
      { name: 'Add-Ons', items: [{ name: 'Flower Girl', price: 50, notes: [] }] },
    ],
    bookings: [
      { id: 'b1', terms: { lines: [{ price: 150 }, { price: 150 }] } },
      { id: 'b2', terms: { lines: [{ price: 225 }] } },
    ],
  });

  it('keeps a write to a record in a list inside another list’s record, at any depth', () => {
    const base = deepFreeze(deep());
    const { draft, finish } = createDraft(base);
    draft.groups[0]!.items[0]!.price = 240;
    draft.groups[0]!.items[0]!.notes[0]!.text = 'b';
    draft.bookings[1]!.terms.lines[0]!.price = 230;
    const { data } = finish(undefined);
    const expected = deep();
    expected.groups[0]!.items[0]!.price = 240;
    expected.groups[0]!.items[0]!.notes[0]!.text = 'b';
    expected.bookings[1]!.terms.lines[0]!.price = 230;
    expect(data).toEqual(expected);
    // What was not written to is the very same object as before; what was, is new.
    expect(data.groups[1]).toBe(base.groups[1]);
    expect(data.bookings[0]).toBe(base.bookings[0]);
    expect(data.groups[0]).not.toBe(base.groups[0]);
    expect(base).toEqual(deep());
  });

  it('leaves a record that was only read through, deep down, the same object', () => {
    const base = deepFreeze(deep());
    const { draft, finish } = createDraft(base);
    let total = 0;
    for (const booking of draft.bookings) for (const line of booking.terms.lines) total += line.price;
    const { data, result } = finish(total);
    expect(result).toBe(525);
    expect(data).toBe(base);
  });
});
