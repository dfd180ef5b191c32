import type { Store } from '../store/store.ts';
import { byOrderThenCreation } from '../routes/context.ts';

type Key = 'faqs' | 'policies' | 'testimonials' | 'gallery' | 'vendors';

/**
 * The same visible, ordered lists the public API answers with, read straight from the store so a server-rendered
 * page needs no request to itself.
 */
export function publicLists(store: Store, keys: readonly string[]): Partial<Record<Key, unknown[]>> {
  const visible = <T extends { isVisible?: boolean; sortOrder?: number; createdAt: string }>(items: readonly T[]) =>
    [...items].filter((item) => item.isVisible !== false).sort(byOrderThenCreation);
  const data = store.data;
  const lists: Partial<Record<Key, unknown[]>> = {};
  for (const key of keys) {
    if (key === 'faqs') lists.faqs = visible(data.faqs).map(({ id, question, answer }) => ({ id, question, answer }));
    if (key === 'policies') lists.policies = visible(data.policies).map(({ id, title, content }) => ({ id, title, content }));
    if (key === 'testimonials')
      lists.testimonials = visible(data.testimonials).map(({ id, clientName, content, serviceType, rating }) => ({
        id,
        clientName,
        content,
        serviceType,
        rating,
      }));
    if (key === 'gallery')
      lists.gallery = visible(data.gallery).map(({ id, title, description, imageUrl, category }) => ({
        id,
        title,
        description,
        imageUrl,
        category,
      }));
    if (key === 'vendors')
      lists.vendors = visible(data.vendors).map(({ isVisible: _hidden, createdAt: _created, ...vendor }) => vendor);
  }
  return lists;
}
