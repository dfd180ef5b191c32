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
    try {
      const stored = window.localStorage.getItem(REMEMBERED);
      return stored ? (JSON.parse(stored) as PublicSiteSettings) : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * Remembers them once the browser has nothing better to do: the write (JSON, then synchronous storage) is not needed
 * for the page to come to life, and on a slow phone it was a visible part of the work done meanwhile. Returns a cancel.
 */
export function rememberSiteSettingsWhenIdle(site: PublicSiteSettings): () => void {
  return whenIdle(() => rememberSiteSettings(site));
}

/** Public facts only (what every page shows), so web storage is a fine place for them. */
export function rememberSiteSettings(site: PublicSiteSettings): void {
  try {
    window.localStorage.setItem(REMEMBERED, JSON.stringify(site));
  } catch {
    // Storage refused (private mode, full): the next offline start shows the server's copy once online.
  }
}
