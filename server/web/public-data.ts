import { PUBLIC_COLLECTIONS, visiblePublicList, type PublicCollection } from '../routes/public-lists.ts';
import type { Store } from '../store/store.ts';

/**
 * The same visible, ordered lists the public API answers with, read straight from the store so a server-rendered
 * page needs no request to itself.
 */
export function publicLists(store: Store, keys: readonly string[]): Partial<Record<PublicCollection, unknown[]>> {
  const lists: Partial<Record<PublicCollection, unknown[]>> = {};
  for (const key of PUBLIC_COLLECTIONS) {
    if (keys.includes(key)) lists[key] = visiblePublicList(store.data, key);
  }
  return lists;
}
