import { createStore, del, get, set } from 'idb-keyval';
import type { CallSheet } from '#contract/call-sheet.ts';

// A call sheet kept on her phone (IndexedDB, in the schedule page's store), so it opens at 6 AM with no signal once
// opened. `first` is the sheet as she first opened it, for "Changed since you opened it"; it moves on when she says
// she has seen the changes. The copy goes the day after the wedding, and when the link is refused (401, 404, 410).

export interface SavedCallSheet {
  sheet: CallSheet;
  /** Epoch milliseconds of the last successful fetch. */
  savedAt: number;
  /** The sheet as she first opened it (or as she last marked seen). */
  first: CallSheet;
}

let db: ReturnType<typeof createStore> | undefined;
// The schedule page's own database and store: created on first use (there is no IndexedDB while rendering).
const store = () => (db ??= createStore('wedding-day-schedule', 'schedules'));
const keyOf = (token: string) => `call-sheet:${token}`;

const isSheet = (value: unknown): value is CallSheet =>
  typeof (value as CallSheet | undefined)?.date === 'string' && Array.isArray((value as CallSheet).faces);

export async function loadSavedCallSheet(token: string): Promise<SavedCallSheet | undefined> {
  try {
    const saved = await get<SavedCallSheet>(keyOf(token), store());
    return saved && typeof saved.savedAt === 'number' && isSheet(saved.sheet) && isSheet(saved.first)
      ? saved
      : undefined;
  } catch {
    return undefined;
  }
}

export async function saveCallSheet(token: string, saved: SavedCallSheet): Promise<void> {
  try {
    await set(keyOf(token), saved, store());
    void navigator.storage?.persist?.().catch(() => false);
  } catch {
    // Private browsing may refuse IndexedDB: the page then works online only.
  }
}

export async function forgetCallSheet(token: string): Promise<void> {
  try {
    await del(keyOf(token), store());
  } catch {
    // Nothing kept.
  }
}

/** Whether a copy of the wedding on `date` is past keeping on `today` (both YYYY-MM-DD, the wedding's time zone). */
export const isPastKeeping = (date: string, today: string) => today > date;
