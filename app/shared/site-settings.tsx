import { createStore, get, set } from 'idb-keyval';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { api } from '#contract/api.ts';
import type { PublicSiteSettings } from '#contract/site-settings.ts';
import { call } from './api-client.ts';
import { whenIdle } from './when-idle.ts';

const SiteSettingsContext = createContext<{
  site: PublicSiteSettings;
  replace: (site: PublicSiteSettings) => void;
} | null>(null);

/** The owner's business facts as visitors see them: every name, number, price and picture on the pages. */
export function useSite(): PublicSiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSite must be used inside SiteSettingsProvider');
  return settings.site;
}

/**
 * Puts newer settings in place of the page's, for the dashboard's save: the header, the footer, the tab's title and
 * the home-screen name follow her change at once, with no reload.
 */
export function useReplaceSite(): (site: PublicSiteSettings) => void {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useReplaceSite must be used inside SiteSettingsProvider');
  return settings.replace;
}

export function SiteSettingsProvider({ site, children }: { site: PublicSiteSettings; children: ReactNode }) {
  // The settings the page started with, until a save replaces them (a new `site` from above wins again).
  const [replaced, setReplaced] = useState<{ over: PublicSiteSettings; site: PublicSiteSettings }>();
  const current = replaced?.over === site ? replaced.site : site;
  const value = useMemo(
    () => ({ site: current, replace: (next: PublicSiteSettings) => setReplaced({ over: site, site: next }) }),
    [current, site],
  );
  return <SiteSettingsContext.Provider value={value}>{children}</SiteSettingsContext.Provider>;
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
