import { createStore, del, get, set } from 'idb-keyval';
import type { ClientSchedule } from '../../../../contract/wedding-schedule.ts';

/**
 * The one schedule kept on this phone, so it opens on the wedding morning without signal. It lives in IndexedDB
 * (never in the service worker's caches) with the device token the server handed out on the first lookup, so the
 * page refreshes the copy quietly without sending the PIN again; the PIN itself is not kept.
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

const KEY = 'saved-schedule';
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

export async function loadSavedSchedule(): Promise<SavedSchedule | undefined> {
  try {
    const value = await get<unknown>(KEY, store());
    return isSavedSchedule(value) ? value : undefined;
  } catch {
    // Private browsing modes may refuse IndexedDB; the page then simply works online only.
    return undefined;
  }
}

export async function saveSchedule(saved: SavedSchedule): Promise<boolean> {
  try {
    await set(KEY, saved, store());
    // Ask the browser not to evict it under storage pressure; a refusal is fine, the copy is still there.
    void navigator.storage?.persist?.().catch(() => false);
    return true;
  } catch {
    return false;
  }
}

export async function forgetSavedSchedule(): Promise<void> {
  try {
    await del(KEY, store());
  } catch {
    // Nothing saved, nothing to forget.
  }
}
