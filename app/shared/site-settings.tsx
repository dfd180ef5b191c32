import { createStore, get, set } from 'idb-keyval';
import { createContext, useContext, type ReactNode } from 'react';
import { api } from '#contract/api.ts';
import type { PublicSiteSettings } from '#contract/site-settings.ts';
import { call } from './api-client.ts';
import { whenIdle } from './when-idle.ts';

const SiteSettingsContext = createContext<PublicSiteSettings | null>(null);

/** The owner's business facts as visitors see them: every name, number, price and picture on the pages. */
export function useSite(): PublicSiteSettings {
  const site = useContext(SiteSettingsContext);
  if (!site) throw new Error('useSite must be used inside SiteSettingsProvider');
  return site;
}

export function SiteSettingsProvider({ site, children }: { site: PublicSiteSettings; children: ReactNode }) {
  return <SiteSettingsContext.Provider value={site}>{children}</SiteSettingsContext.Provider>;
}

let db: ReturnType<typeof createStore> | undefined;
// Created on first use: there is no IndexedDB during server rendering.
const store = () => (db ??= createStore('site-settings', 'remembered'));
const REMEMBERED = 'site-settings';

/**
 * Settings for a page the browser renders alone (the service worker's offline shell, which carries no data):
 * fresh from the server when it answers quickly, else the copy this browser saw last. Every answer is remembered,
 * so a phone without signal still shows the artist's own name and number. Undefined only on a first visit with no
 * connection, which never reaches the shell.
 */
export async function loadSiteSettings(timeoutMs = 2500): Promise<PublicSiteSettings | undefined> {
  try {
    const site = await call(api.site, { signal: AbortSignal.timeout(timeoutMs) });
    // An answer that is not the settings (no JSON) is no better than none.
    if (site === undefined) throw new Error('No settings in the answer');
    rememberSiteSettings(site);
    return site;
  } catch {
    return get<PublicSiteSettings>(REMEMBERED, store()).catch(() => undefined);
  }
}

/**
 * Remembers them once the browser has nothing better to do: the write is not needed for the page to come to life.
 * Returns a cancel.
 */
export function rememberSiteSettingsWhenIdle(site: PublicSiteSettings): () => void {
  return whenIdle(() => rememberSiteSettings(site));
}

/**
 * Public facts only (what every page shows). Kept in IndexedDB, not web storage: the first use of web storage in a
 * browser session loads it synchronously, 1 to 17 ms of the main thread at 1x on this machine, a long task on a
 * phone while the page comes to life; IndexedDB works off the main thread.
 */
export function rememberSiteSettings(site: PublicSiteSettings): void {
  // Storage refused (private mode, full): the next offline start shows the server's copy once online.
  set(REMEMBERED, site, store()).catch(() => undefined);
}
