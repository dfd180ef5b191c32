import { createStore, del, get, set } from 'idb-keyval';
import type { PartyCard } from '#contract/party-link.ts';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';

/**
 * A schedule kept on this phone, so it opens on the wedding morning without signal. It lives in IndexedDB (never
 * in the service worker's caches) with the device token the server handed out on the first lookup, so the page
 * refreshes the copy quietly without sending the PIN again; the PIN itself is not kept.
 */
export interface SavedSchedule {
  token: string;
  /** Only in copies saved before device tokens: the page trades it for a token on its next refresh. */
  pin?: string;
  data: ClientSchedule;
  /** Epoch milliseconds of the last successful lookup. */
  savedAt: number;
  /** The version on the phone, so an unchanged schedule is answered in a few bytes. */
  etag?: string;
}

/** One phone can hold several schedules (the artist's own, a coordinator's), and shows one of them. */
export interface SavedSchedules {
  list: SavedSchedule[];
  /** The key (see `scheduleKey`) of the one on screen. */
  current?: string;
}

/** The same schedule keeps its key when its token changes: the schedule's id, which leads the token. */
export const scheduleKey = (saved: Pick<SavedSchedule, 'token' | 'pin'>) =>
  saved.token ? saved.token.split('.')[0]! : `pin:${saved.pin ?? ''}`;

const LIST_KEY = 'saved-schedules';
/** Where a single schedule was kept before a phone could hold several; moved into the list on first read. */
const LEGACY_KEY = 'saved-schedule';

let db: ReturnType<typeof createStore> | undefined;
// Created on first use: there is no IndexedDB during server rendering.
const store = () => (db ??= createStore('wedding-day-schedule', 'schedules'));

function isSavedSchedule(value: unknown): value is SavedSchedule {
  const saved = value as SavedSchedule | undefined;
  return (
    (typeof saved?.token === 'string' || typeof saved?.pin === 'string') &&
    typeof saved.savedAt === 'number' &&
    typeof saved.data?.schedule?.clientName === 'string' &&
    Array.isArray(saved.data.services)
  );
}

export async function loadSavedSchedules(): Promise<SavedSchedules> {
  try {
    const stored = await get<unknown>(LIST_KEY, store());
    const value = (stored ?? {}) as Partial<SavedSchedules>;
    const list = Array.isArray(value.list) ? value.list.filter(isSavedSchedule) : [];
    const legacy = await get<unknown>(LEGACY_KEY, store());
    if (isSavedSchedule(legacy)) {
      const moved = { list: [...list, { ...legacy, token: legacy.token ?? '' }], current: scheduleKey(legacy) };
      await set(LIST_KEY, moved, store());
      await del(LEGACY_KEY, store());
      return moved;
    }
    const current = list.some((saved) => scheduleKey(saved) === value.current) ? value.current : undefined;
    return { list, current: current ?? (list[0] ? scheduleKey(list[0]) : undefined) };
  } catch {
    // Private browsing modes may refuse IndexedDB; the page then simply works online only.
    return { list: [] };
  }
}

async function update(change: (saved: SavedSchedules) => SavedSchedules): Promise<boolean> {
  try {
    const next = change(await loadSavedSchedules());
    await set(LIST_KEY, next, store());
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps `saved` (replacing the copy of the same schedule, and the entry it replaces when a PIN was traded for a
 * token) and shows it from now on.
 */
export async function saveSchedule(saved: SavedSchedule, replacing?: string): Promise<boolean> {
  const key = scheduleKey(saved);
  const stored = await update(({ list }) => ({
    list: [...list.filter((item) => scheduleKey(item) !== key && scheduleKey(item) !== replacing), saved],
    current: key,
  }));
  // Ask the browser not to evict it under storage pressure; a refusal is fine, the copy is still there.
  if (stored) void navigator.storage?.persist?.().catch(() => false);
  return stored;
}

export const showSavedSchedule = (key: string) => update(({ list }) => ({ list, current: key }));

/** Removes one schedule from this phone; another saved one (if any) is shown next. */
export const forgetSavedSchedule = (key: string) =>
  update(({ list, current }) => {
    const rest = list.filter((item) => scheduleKey(item) !== key);
    return { list: rest, current: current === key ? (rest[0] ? scheduleKey(rest[0]) : undefined) : current };
  });

/**
 * A person's party card (her own link's page, `/party`), kept in the same store under her link's token so it opens
 * without signal too. Her photos are not kept: they are fetched only while she is online.
 */
export interface SavedPartyCard {
  card: PartyCard;
  /** Epoch milliseconds of the last successful fetch. */
  savedAt: number;
}

const partyKey = (token: string) => `party:${token}`;

export async function loadSavedPartyCard(token: string): Promise<SavedPartyCard | undefined> {
  try {
    const saved = await get<SavedPartyCard>(partyKey(token), store());
    return typeof saved?.savedAt === 'number' && typeof saved.card?.person?.name === 'string' ? saved : undefined;
  } catch {
    return undefined;
  }
}

export async function savePartyCard(token: string, saved: SavedPartyCard): Promise<boolean> {
  try {
    // The claiming answer's device token is kept apart (party-api.ts), not in the copy.
    const { deviceToken: _, ...card } = saved.card;
    await set(partyKey(token), { ...saved, card }, store());
    void navigator.storage?.persist?.().catch(() => false);
    return true;
  } catch {
    return false;
  }
}

/** Deletes her saved card: her link was replaced, so nothing of it stays on the phone. */
export async function forgetPartyCard(token: string): Promise<void> {
  try {
    await del(partyKey(token), store());
  } catch {
    // Nothing kept.
  }
}
