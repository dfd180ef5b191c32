import { clear, createStore, del, entries, get, set } from 'idb-keyval';
import type { FacesView } from '#contract/faces.ts';

// Faces kept on the artist's phone, so the page opens in a suite with no signal: the view and its photos' bytes, in
// IndexedDB of its own (never a service-worker cache: the photos are health and personal data behind /api/admin/).
// A copy goes at sign-out, on a 401, and the day after its wedding (Sacramento time).

export interface SavedFaces {
  view: FacesView;
  /** Each photo of the view (looks and inspiration), by its id. */
  photos: Record<string, Blob>;
  /** Epoch milliseconds of the last successful fetch. */
  savedAt: number;
}

let db: ReturnType<typeof createStore> | undefined;
// Created on first use: there is no IndexedDB during server rendering.
const store = () => (db ??= createStore('faces', 'views'));

const isSaved = (value: unknown): value is SavedFaces => {
  const saved = value as SavedFaces | undefined;
  return typeof saved?.savedAt === 'number' && Array.isArray(saved.view?.people) && typeof saved.photos === 'object';
};

export async function loadSavedFaces(bookingId: string): Promise<SavedFaces | undefined> {
  try {
    const saved = await get<unknown>(bookingId, store());
    return isSaved(saved) ? saved : undefined;
  } catch {
    // Private browsing may refuse IndexedDB: the page then works online only.
    return undefined;
  }
}

export async function saveFaces(saved: SavedFaces): Promise<boolean> {
  try {
    await set(saved.view.bookingId, saved, store());
    // Ask the browser not to evict it under storage pressure; a refusal is fine, the copy is still there.
    void navigator.storage?.persist?.().catch(() => false);
    return true;
  } catch {
    return false;
  }
}

/** Every copy on this phone: at sign-out and on a 401, nothing of anyone's allergies or photos stays behind. */
export async function forgetAllFaces(): Promise<void> {
  try {
    await clear(store());
  } catch {
    // Nothing kept.
  }
}

/** The copies of weddings before `today` (Sacramento): a copy lasts to the end of its wedding day. */
export async function forgetPastFaces(today: string): Promise<void> {
  try {
    for (const [key, value] of await entries<IDBValidKey, unknown>(store())) {
      if (!isSaved(value) || value.view.date < today) await del(key, store());
    }
  } catch {
    // Nothing kept.
  }
}

/** The photos a view shows: every look's and every inspiration photo, each once. */
export const photosOf = (view: FacesView) =>
  view.people.flatMap((person) => [...(person.look?.photos ?? []), ...person.inspirationPhotos]);
