import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { api } from '#contract/api.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { useAdminSession } from '../session/admin-session.tsx';

interface SavedSettings {
  /** Her settings as stored; undefined until loaded. */
  saved?: SiteSettings;
  setSaved: (settings: SiteSettings) => void;
}

const SavedSettingsContext = createContext<SavedSettings>({ setSaved: () => {} });

/**
 * Her stored settings for the whole dashboard: the first-run banner, the Site Settings tab, and the tabs that use
 * her price list (the timeline builder) all read the same copy, which a save replaces.
 */
export function SavedSettingsProvider({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const [saved, setSaved] = useState<SiteSettings>();
  useEffect(() => {
    void session
      .call(api.adminSite.get)
      .then(setSaved)
      .catch(() => {
        // A failed load leaves the banner off and the tab waiting; a 401 has already returned to the login card.
      });
  }, [session]);
  return <SavedSettingsContext.Provider value={{ saved, setSaved }}>{children}</SavedSettingsContext.Provider>;
}

export const useSavedSettings = () => useContext(SavedSettingsContext);
