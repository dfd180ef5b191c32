import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { api, type AnswerOf } from '#contract/api.ts';
import type { PublicListKey } from '#contract/routes.ts';
import type { PublicSiteSettings } from '#contract/site-settings.ts';
import { send } from '#shared/api-client.ts';

type PublicLists = typeof api.publicLists;

/** The public lists, as the API table has them; the server fills in the ones the requested page shows. */
export type PublicData = { [K in keyof PublicLists]?: AnswerOf<PublicLists[K]> };
export type PublicDataKey = keyof PublicData & PublicListKey;

interface PublicDataCache {
  lists: PublicData;
  /** Lists the server just embedded in the page: the first page to use one needs no second request for it. */
  justEmbedded: Set<PublicDataKey>;
}

const PublicDataContext = createContext<{ current: PublicDataCache }>({ current: { lists: {}, justEmbedded: new Set() } });

/**
 * Holds what has been loaded, starting with what the server sent along with the HTML. A page shows what is held at
 * once and, unless it came with the page, asks the server again in the background: the owner who edits an FAQ in
 * the dashboard and comes back to /faqs in the same tab sees her change.
 */
export function PublicDataProvider({ initial, children }: { initial?: PublicData; children: ReactNode }) {
  const cache = useRef<PublicDataCache>({
    lists: { ...initial },
    justEmbedded: new Set(Object.keys(initial ?? {}) as PublicDataKey[]),
  });
  return <PublicDataContext.Provider value={cache}>{children}</PublicDataContext.Provider>;
}

export type ListState<T> = { status: 'loading' } | { status: 'loaded'; items: T[] } | { status: 'failed' };

export function usePublicList<K extends PublicDataKey>(key: K): ListState<NonNullable<PublicData[K]>[number]> {
  type Item = NonNullable<PublicData[K]>[number];
  const cache = useContext(PublicDataContext);
  const cached = cache.current.lists[key] as Item[] | undefined;
  const [state, setState] = useState<ListState<Item>>(cached ? { status: 'loaded', items: cached } : { status: 'loading' });

  useEffect(() => {
    if (cache.current.justEmbedded.delete(key) && cache.current.lists[key]) return;
    const controller = new AbortController();
    // The list's type is the table's for `key` (PublicData), as `Item` says.
    send(api.publicLists[key], { signal: controller.signal })
      .then((items) => {
        const list = Array.isArray(items) ? items : [];
        (cache.current.lists as Record<string, unknown>)[key] = list;
        setState({ status: 'loaded', items: list });
      })
      .catch((error: unknown) => {
        // A failed refresh keeps the list already shown; only a page with nothing to show says it failed.
        if ((error as Error).name !== 'AbortError') setState((current) => (current.status === 'loaded' ? current : { status: 'failed' }));
      });
    return () => controller.abort();
  }, [key, cache]);

  return state;
}

/**
 * Reads the lists and settings the server embedded in the page (a JSON data block, not a script, so the CSP allows
 * it); undefined in the service worker's shell, which carries no data.
 */
export function readEmbeddedData(): (PublicData & { site?: PublicSiteSettings }) | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('initial-data');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as PublicData & { site?: PublicSiteSettings };
  } catch {
    return undefined;
  }
}
