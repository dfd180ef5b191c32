import { withHomeScreenTags } from '#contract/app-icon.ts';
import { whenIdle } from '../when-idle.ts';

/**
 * The page the service worker opens every address with (vite.config.ts `navigateFallback`), kept in Workbox's
 * precache (named `workbox-precache-v2-<scope>`) under its build revision.
 */
const OFFLINE_SHELL = '/index.html';
const PRECACHE = /^workbox-precache-/;

type Names = { artistName: string; businessName: string };

/**
 * Puts her current home-screen name and monogram into the service worker's copy of the page. The worker fetched
 * that copy when it installed (the server writes her names into /index.html), and keeps it until the next deploy:
 * after she renames her business, every page opened from it, offline or by a returning visitor, would still carry
 * the old name in its HTML, and iPhone names a Home Screen icon from that tag. The copy is rewritten here with the
 * same function the server writes pages with, from the settings this page has, with no request: it stays the same
 * build's shell, only its tags change.
 */
export async function keepOfflineShellHers(names: Names): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const cacheName of await caches.keys()) {
    if (!PRECACHE.test(cacheName)) continue;
    const cache = await caches.open(cacheName);
    for (const request of await cache.keys(OFFLINE_SHELL, { ignoreSearch: true })) {
      const kept = await cache.match(request);
      if (!kept?.ok) continue;
      const html = await kept.text();
      const hers = withHomeScreenTags(html, names);
      if (hers === html) continue;
      const headers = new Headers(kept.headers);
      headers.delete('content-length');
      await cache.put(request, new Response(hers, { status: kept.status, statusText: kept.statusText, headers }));
    }
  }
}

/** The same, once the page has nothing better to do; a refused cache (private mode, full) changes nothing. */
export const keepOfflineShellHersWhenIdle = (names: Names) =>
  whenIdle(() => void keepOfflineShellHers(names).catch(() => undefined));
