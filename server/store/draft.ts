/**
 * Copy-on-write drafts of the store's data, so a change costs what it touches rather than a copy of everything.
 *
 * Committed data is frozen (deeply): nothing may write to an object once it is on disk, and the store relies on it
 * (the JSON text cached for an object stays true; see json-pieces.ts). A change gets a draft of the data instead:
 * proxies that read through to the frozen objects and copy an object only when the change writes to it, or to
 * something inside it. Finishing the draft gives the new data: every object the change touched is a new (frozen)
 * object, every object it did not touch is the very same object as before. So the data a change started from is
 * never written to: a change that throws, or a write that fails, leaves it as it was.
 *
 * A change may do to the draft what it could do to plain objects and arrays: read, assign, delete, push, splice,
 * sort, filter, spread, return what it read. Values it creates may hold drafts (a spread record, a mapped list);
 * those are replaced by the finished objects. Searching a list (find, findIndex, some, every, filter, indexOf,
 * includes, and their "last" forms) hands the callback the list's frozen records as they are and drafts only what
 * it returns, so looking through tens of thousands of records costs about what it costs on a plain array.
 */

/** One change's drafts. */
interface Session {
  /** The draft of each record read out of a list, by the record: one draft per record, whichever list it came from. */
  readonly items: Map<object, DraftState>;
  /** Those of them the change wrote to, in the order it did. */
  readonly changedItems: DraftState[];
  /**
   * Those of them that drafted an object or list inside them (a record's list of lines, say), in the order they
   * did: a write deep inside changes them without their knowing, and only finishing them tells (see createDraft).
   */
  readonly touchedItems: DraftState[];
  readonly seen: Set<object>;
}

interface DraftState {
  readonly session: Session;
  /** The object as the change found it: frozen (or, for a list a search made, the change's own). */
  readonly base: object;
  /** The change's own shallow copy: a list's from the start, an object's from its first write or drafted child. */
  copy: Record<PropertyKey, unknown> | unknown[] | null;
  /** The draft it was read from (not for a list's items: a record may be in more than one list). */
  readonly parent: DraftState | null;
  proxy: object;
  /** Written to, or something inside it was. */
  modified: boolean;
  /** Properties the change assigned (objects only): their values may be new objects holding drafts. */
  assigned: Set<PropertyKey> | null;
  /** Objects the change put into the list (lists only): its own, not drafted on reading. */
  added: Set<object> | null;
  /** The change put drafts into the list's copy itself (sorting, splicing): finishing looks at every item. */
  holdsDrafts: boolean;
  /** A list a search made: not in the data yet, frozen when it goes there. */
  fresh: boolean;
  finished: boolean;
  result: object | undefined;
}

/**
 * A draft answers this key with its state; nothing else has it. (Not a WeakMap from drafts to states: a change that
 * reads through a list drafts each record it reads, and tens of thousands of ephemeron entries made V8's garbage
 * collection stop the process for seconds.)
 */
const STATE = Symbol('draft state');

const stateOf = (value: object): DraftState | undefined => (value as { [STATE]?: DraftState })[STATE];

const isDraftable = (value: unknown): value is object => {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** Freezes `value` and every plain object and array inside it: what committed data is. */
export function deepFreeze<T>(value: T): T {
  if (isDraftable(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

function assertOpen(state: DraftState) {
  if (state.finished) throw new TypeError('A draft of the data was changed after its store update had finished');
}

function ownCopy(state: DraftState): Record<PropertyKey, unknown> {
  state.copy ??= Array.isArray(state.base) ? state.base.slice() : { ...state.base };
  return state.copy as Record<PropertyKey, unknown>;
}

function markModified(state: DraftState) {
  for (let current: DraftState | null = state; current && !current.modified; current = current.parent) {
    current.modified = true;
    ownCopy(current);
    if (!current.parent && current.session.items.get(current.base) === current) {
      current.session.changedItems.push(current);
    }
  }
}

/**
 * Handlers for a draft of an object (a record, the settings, the data itself). The proxy's target is the draft's
 * state, which holds no property of the record: every trap answers from the copy, or the base until there is one.
 */
const objectHandler: ProxyHandler<DraftState> = {
  get(state, key) {
    if (key === STATE) return state;
    const source = (state.copy ?? state.base) as Record<PropertyKey, unknown>;
    const value = source[key];
    if (typeof key === 'symbol' || !isDraftable(value) || state.finished) return value;
    // Only what came from the base is drafted: what the change put there itself is its own to change.
    if (value !== (state.base as Record<PropertyKey, unknown>)[key] || stateOf(value)) return value;
    if (!state.copy && !state.parent && state.session.items.get(state.base) === state) {
      state.session.touchedItems.push(state);
    }
    const draft = createState(state.session, value, state).proxy;
    ownCopy(state)[key] = draft;
    return draft;
  },
  set(state, key, value) {
    assertOpen(state);
    ownCopy(state)[key] = value;
    (state.assigned ??= new Set()).add(key);
    markModified(state);
    return true;
  },
  defineProperty(state, key, descriptor) {
    assertOpen(state);
    Reflect.defineProperty(ownCopy(state), key, { ...descriptor, configurable: true });
    (state.assigned ??= new Set()).add(key);
    markModified(state);
    return true;
  },
  deleteProperty(state, key) {
    assertOpen(state);
    delete ownCopy(state)[key];
    markModified(state);
    return true;
  },
  has(state, key) {
    return key === STATE || key in (state.copy ?? state.base);
  },
  ownKeys(state) {
    return Reflect.ownKeys(state.copy ?? state.base);
  },
  getOwnPropertyDescriptor(state, key) {
    const descriptor = Reflect.getOwnPropertyDescriptor(state.copy ?? state.base, key);
    if (!descriptor) return undefined;
    // Through `get`, so whatever reads descriptors sees the same drafts a property access does; writable, as the
    // draft is (the base being frozen is no concern of the change's).
    if ('value' in descriptor) {
      descriptor.value = objectHandler.get!(state, key, undefined);
      descriptor.writable = true;
    }
    return { ...descriptor, configurable: true };
  },
  getPrototypeOf(state) {
    return Object.getPrototypeOf(state.base) as object | null;
  },
};

type Predicate = (value: unknown, index: number, list: unknown[]) => unknown;

/**
 * Handlers for a draft of a list. Its target is the change's own shallow copy (copying pointers is cheap, and a
 * real array keeps Array.isArray and every array method working on the proxy); each list has its own handlers,
 * which know its state. Reading an item drafts it but leaves the item in the copy, so a list that was only read
 * needs no pass over its items when finished.
 */
function listHandler(state: DraftState): ProxyHandler<unknown[]> {
  const items = state.copy as unknown[];
  const proxy = () => state.proxy as unknown[];
  const draftAt = (index: number): unknown => {
    const value = items[index];
    if (!isDraftable(value) || state.finished || stateOf(value) || state.added?.has(value)) return value;
    return itemDraft(state.session, value);
  };
  /** The item as the change knows it: its draft once it has one (so `x === found` holds), else as it is. */
  const current = (index: number): unknown => {
    const value = items[index];
    const { items: drafted } = state.session;
    if (drafted.size === 0 || value === null || typeof value !== 'object') return value;
    return drafted.get(value)?.proxy ?? value;
  };
  const noteAdded = (value: unknown) => {
    if (!isDraftable(value)) return;
    if (stateOf(value)) state.holdsDrafts = true;
    else (state.added ??= new Set()).add(value);
  };
  const baseOf = (value: unknown) => (isDraftable(value) ? (stateOf(value)?.base ?? value) : value);
  const position = (value: unknown, from: number, step: 1 | -1): number => {
    const wanted = baseOf(value);
    for (let index = from; index >= 0 && index < items.length; index += step) {
      if (baseOf(items[index]) === wanted) return index;
    }
    return -1;
  };
  const startOf = (from: number | undefined, fallback: number) =>
    from === undefined ? fallback : from < 0 ? Math.max(items.length + Math.trunc(from), -1) : Math.trunc(from);
  // The callbacks of a search get each item as it is, or its draft if it has one already: a frozen record cannot be
  // changed through it.
  const searches: Record<string, (...args: never[]) => unknown> = {
    find(predicate: Predicate, self?: unknown) {
      for (let index = 0; index < items.length; index += 1) {
        if (predicate.call(self, current(index), index, proxy())) return draftAt(index);
      }
      return undefined;
    },
    findLast(predicate: Predicate, self?: unknown) {
      for (let index = items.length - 1; index >= 0; index -= 1) {
        if (predicate.call(self, current(index), index, proxy())) return draftAt(index);
      }
      return undefined;
    },
    findIndex(predicate: Predicate, self?: unknown) {
      for (let index = 0; index < items.length; index += 1) {
        if (predicate.call(self, current(index), index, proxy())) return index;
      }
      return -1;
    },
    findLastIndex(predicate: Predicate, self?: unknown) {
      for (let index = items.length - 1; index >= 0; index -= 1) {
        if (predicate.call(self, current(index), index, proxy())) return index;
      }
      return -1;
    },
    some(predicate: Predicate, self?: unknown) {
      for (let index = 0; index < items.length; index += 1) {
        if (predicate.call(self, current(index), index, proxy())) return true;
      }
      return false;
    },
    every(predicate: Predicate, self?: unknown) {
      for (let index = 0; index < items.length; index += 1) {
        if (!predicate.call(self, current(index), index, proxy())) return false;
      }
      return true;
    },
    // A list of the kept items as they are, as a draft of its own: its items are drafted as they are read, the
    // same drafts as through this list.
    filter(predicate: Predicate, self?: unknown) {
      const kept: unknown[] = [];
      for (let index = 0; index < items.length; index += 1) {
        if (predicate.call(self, current(index), index, proxy())) kept.push(items[index]);
      }
      const made = createState(state.session, kept, null);
      made.fresh = true;
      if (state.added) made.added = new Set(state.added);
      return made.proxy;
    },
    indexOf: (value: unknown, from?: number) => position(value, Math.max(startOf(from, 0), 0), 1),
    lastIndexOf: (value: unknown, from?: number) => position(value, startOf(from, items.length - 1), -1),
    includes: (value: unknown, from?: number) =>
      value !== value ? items.some((item) => item !== item) : position(value, Math.max(startOf(from, 0), 0), 1) >= 0,
  };
  return {
    get(target, key) {
      if (key === STATE) return state;
      if (typeof key === 'symbol') return Reflect.get(target, key);
      const search = Object.hasOwn(searches, key) ? searches[key] : undefined;
      if (search && (target as unknown as Record<string, unknown>)[key] === Array.prototype[key as 'find']) {
        return search;
      }
      const index = Number(key);
      return Number.isInteger(index) && index >= 0 && String(index) === key
        ? draftAt(index)
        : (target as unknown as Record<string, unknown>)[key];
    },
    set(target, key, value) {
      assertOpen(state);
      // Not Reflect.set with the proxy as receiver: that would come back through defineProperty.
      (target as unknown as Record<PropertyKey, unknown>)[key] = value;
      noteAdded(value);
      markModified(state);
      return true;
    },
    defineProperty(target, key, descriptor) {
      assertOpen(state);
      noteAdded(descriptor.value);
      markModified(state);
      return Reflect.defineProperty(target, key, descriptor);
    },
    deleteProperty(target, key) {
      assertOpen(state);
      markModified(state);
      return Reflect.deleteProperty(target, key);
    },
  };
}

function itemDraft(session: Session, item: object): object {
  let state = session.items.get(item);
  if (!state) session.items.set(item, (state = createState(session, item, null)));
  return state.proxy;
}

function createState(session: Session, base: object, parent: DraftState | null): DraftState {
  const state: DraftState = {
    session,
    base,
    copy: null,
    parent,
    proxy: base,
    modified: false,
    assigned: null,
    added: null,
    holdsDrafts: false,
    fresh: false,
    finished: false,
    result: undefined,
  };
  if (Array.isArray(base)) {
    state.copy = base.slice();
    state.proxy = new Proxy(state.copy, listHandler(state));
  } else {
    state.proxy = new Proxy(state, objectHandler);
  }
  return state;
}

/**
 * The finished object of a draft: its base when nothing in it changed, else its copy with every draft in it
 * finished, frozen. Whether anything changed is decided here, from the bottom up: a record read out of a list does
 * not know every list it is in, so each list looks for the records the change wrote to.
 */
function finishState(state: DraftState): object {
  if (state.finished) return state.result!;
  state.finished = true;
  const { session } = state;
  let changed = state.modified;
  const copy = state.copy as Record<PropertyKey, unknown> | null;
  if (Array.isArray(copy)) {
    if (state.holdsDrafts) {
      for (let index = 0; index < copy.length; index += 1) {
        const value: unknown = copy[index];
        const child = value !== null && typeof value === 'object' ? stateOf(value) : undefined;
        if (child) copy[index] = finishState(child);
      }
    }
    // A record read and changed is still its old self in the copy: its new self goes in its place.
    for (const item of session.changedItems) {
      for (let index = copy.indexOf(item.base); index !== -1; index = copy.indexOf(item.base, index + 1)) {
        copy[index] = finishState(item);
        changed = true;
      }
    }
    // What the change put in is its own, finished where it is (drafts inside it replaced in place).
    for (const value of state.added ?? []) finishValue(session, value, true);
  } else if (copy) {
    for (const key of Reflect.ownKeys(copy)) {
      const value = copy[key];
      if (value === null || typeof value !== 'object') continue;
      const child = stateOf(value);
      if (child) {
        copy[key] = finishState(child);
        if (copy[key] !== child.base || child.fresh) changed = true;
      } else if (state.assigned?.has(key)) copy[key] = finishValue(session, value, true);
    }
  }
  if (!changed) {
    state.result = state.fresh ? Object.freeze(state.base) : state.base;
  } else {
    state.result = Object.freeze(copy!);
  }
  return state.result;
}

/**
 * A value the change made or returned, with every draft in it replaced by its finished object; frozen when it goes
 * into the data (`freeze`). Objects the change made are updated in place (they are its own); frozen objects are
 * committed or finished, and hold no drafts.
 */
function finishValue(session: Session, value: unknown, freeze: boolean): unknown {
  if (value === null || typeof value !== 'object') return value;
  const state = stateOf(value);
  if (state) return finishState(state);
  if (!isDraftable(value) || Object.isFrozen(value) || session.seen.has(value)) return value;
  session.seen.add(value);
  const record = value as Record<PropertyKey, unknown>;
  for (const key of Array.isArray(value) ? value.keys() : Reflect.ownKeys(record)) {
    const item = record[key];
    if (item !== null && typeof item === 'object') {
      const finished = finishValue(session, item, freeze);
      if (finished !== item) record[key] = finished;
    }
  }
  return freeze ? Object.freeze(value) : value;
}

/** Starts a draft of `base`; change `draft`, then `finish` gives the new data and the change's result without drafts. */
export function createDraft<T extends object>(base: T) {
  const session: Session = { items: new Map(), changedItems: [], touchedItems: [], seen: new Set() };
  const root = createState(session, base, null);
  return {
    draft: root.proxy as T,
    finish<R>(result: R): { data: T; result: R } {
      // A record read out of a list does not know which lists hold it, so a write inside a list inside it (a
      // group's services, a booking's lines) cannot mark it changed. Those records are finished first, the latest
      // drafted first (the deepest: a record is drafted before anything inside it), and each one that came out
      // changed is then replaced in its lists like a record written to directly.
      for (let index = session.touchedItems.length - 1; index >= 0; index -= 1) {
        const item = session.touchedItems[index]!;
        if (!item.modified && finishState(item) !== item.base) session.changedItems.push(item);
      }
      const data = finishState(root) as T;
      return { data, result: finishValue(session, result, false) as R };
    },
  };
}
