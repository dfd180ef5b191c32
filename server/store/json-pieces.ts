/**
 * The data file's text, JSON.stringify(data, null, 2) byte for byte, kept in pieces cached by object identity. The
 * store never writes to an object once it is committed (a change copies what it touches, see draft.ts), so text
 * cached for an object stays true, and a write turns into text only the records it added or changed.
 *
 * Each record's text is kept (a string), and each top-level list is written as UTF-8 chunks of LIST_CHUNK records:
 * a chunk whose records are the same objects, in the same places, as in the list written before is written again
 * as it is. Adding a record changes the last chunk, changing one changes its own; removing one changes the chunks
 * after it. The file is written from the chunks (writev), so what did not change is neither serialised, encoded
 * nor copied again, and a write has a hundred or so pieces rather than one per record.
 */
const LIST_CHUNK = 512;
const CLOSE_LIST = Buffer.from('\n  ]');
const EMPTY_LIST = Buffer.from('[]');
const CLOSE_DATA = Buffer.from('\n}');
const EMPTY_DATA = Buffer.from('{}');
/** Before each element of a top-level list: the first one's comma is cut off. */
const ELEMENT_LEAD = ',\n    ';

/** A top-level list and its chunks, the last piece being the list's closing bracket. */
interface ListText {
  list: readonly unknown[];
  pieces: Buffer[];
}

/** What is kept for one top-level list. */
interface ListCache {
  /** The last two lists seen under this key (the data on disk, and the data being written). */
  recent: ListText[];
  /**
   * Each element's text at its depth, after ELEMENT_LEAD. A Map, not a WeakMap: tens of thousands of ephemeron
   * entries made V8's garbage collection stop the process for tens of milliseconds at a time. Entries of records no
   * longer listed are dropped once they are as many as the listed ones.
   */
  elements: Map<object, string>;
}

export class JsonPieces {
  private readonly lists = new Map<string, ListCache>();
  /** Each top-level object that is not a list (the site settings), as text at its depth. */
  private readonly objects = new Map<string, { value: object; piece: Buffer }>();
  /** `,\n  "key": ` before each top-level value (`{\n  "key": ` before the first). */
  private readonly keys = new Map<string, Buffer>();
  /** How many values have been turned into JSON text (records, the settings): what writes have cost. */
  serialised = 0;

  /** The pieces of `data`'s text, in order: `Buffer.concat` them, or write them as they are. */
  of(data: object): Buffer[] {
    const pieces: Buffer[] = [];
    let first = true;
    for (const key of Object.keys(data)) {
      const value = (data as Record<string, unknown>)[key];
      const valuePieces = this.valuePieces(key, value);
      // JSON.stringify leaves out a property that has no JSON (undefined, a function).
      if (!valuePieces) continue;
      pieces.push(this.keyPiece(key, first));
      first = false;
      for (const piece of valuePieces) pieces.push(piece);
    }
    pieces.push(first ? EMPTY_DATA : CLOSE_DATA);
    return pieces;
  }

  private keyPiece(key: string, first: boolean): Buffer {
    const lead = `${first ? '{' : ','}\n  ${JSON.stringify(key)}: `;
    let piece = this.keys.get(lead);
    if (!piece) this.keys.set(lead, (piece = Buffer.from(lead)));
    return piece;
  }

  private valuePieces(key: string, value: unknown): readonly Buffer[] | undefined {
    if (Array.isArray(value)) return this.listPieces(key, value);
    if (value !== null && typeof value === 'object') {
      let cached = this.objects.get(key);
      if (cached?.value !== value) {
        this.serialised += 1;
        cached = { value, piece: Buffer.from(indent(JSON.stringify(value, null, 2), '\n  ')) };
        this.objects.set(key, cached);
      }
      return [cached.piece];
    }
    const text = JSON.stringify(value) as string | undefined;
    return text === undefined ? undefined : [Buffer.from(text)];
  }

  private listPieces(key: string, list: readonly unknown[]): Buffer[] {
    if (list.length === 0) return [EMPTY_LIST];
    let cache = this.lists.get(key);
    if (!cache) this.lists.set(key, (cache = { recent: [], elements: new Map() }));
    const known = cache.recent.find((entry) => entry.list === list);
    if (known) return known.pieces;
    const before = cache.recent[0];
    const pieces: Buffer[] = [];
    for (let start = 0, chunk = 0; start < list.length; start += LIST_CHUNK, chunk += 1) {
      const end = Math.min(start + LIST_CHUNK, list.length);
      const kept = before && sameChunk(before.list, list, start, end) ? before.pieces[chunk] : undefined;
      pieces.push(kept ?? this.chunk(cache.elements, list, start, end));
    }
    pieces.push(CLOSE_LIST);
    if (cache.elements.size > 2 * list.length + 100) {
      const listed = new Map<object, string>();
      for (const element of list) {
        if (element !== null && typeof element === 'object') listed.set(element, cache.elements.get(element)!);
      }
      cache.elements = listed;
    }
    cache.recent = [{ list, pieces }, ...cache.recent.slice(0, 1)];
    return pieces;
  }

  /** The text of `list`'s elements from `start` to `end`, after the list's "[" when it is the first chunk. */
  private chunk(elements: Map<object, string>, list: readonly unknown[], start: number, end: number): Buffer {
    const texts = new Array<string>(end - start);
    for (let index = start; index < end; index += 1) {
      const text = this.elementText(elements, list[index]);
      texts[index - start] = index === 0 ? `[${text.slice(1)}` : text;
    }
    return Buffer.from(texts.join(''));
  }

  private elementText(elements: Map<object, string>, element: unknown): string {
    const cacheable = element !== null && typeof element === 'object';
    let text = cacheable ? elements.get(element) : undefined;
    if (text !== undefined) return text;
    this.serialised += 1;
    // In a list, what has no JSON is written as null.
    text = ELEMENT_LEAD + indent((JSON.stringify(element, null, 2) as string | undefined) ?? 'null', '\n    ');
    if (cacheable) elements.set(element, text);
    return text;
  }
}

/** Whether `after`'s elements from `start` to `end` are the very ones `before` had there, as a chunk of its own. */
function sameChunk(before: readonly unknown[], after: readonly unknown[], start: number, end: number): boolean {
  if (Math.min(start + LIST_CHUNK, before.length) !== end) return false;
  for (let index = start; index < end; index += 1) if (before[index] !== after[index]) return false;
  return true;
}

/** JSON text moved in to a depth: a line break in JSON text is always indentation (strings escape theirs). */
const indent = (text: string, lineStart: string) => text.replaceAll('\n', lineStart);
