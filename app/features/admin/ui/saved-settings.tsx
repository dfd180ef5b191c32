import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api } from '#contract/api.ts';
import { withoutPrivateSettings, type SiteSettings } from '#contract/site-settings.ts';
import { call } from '#shared/api-client.ts';
import { useReplaceSite, useSite } from '#shared/site-settings.tsx';
import { useAdminSession } from '../session/admin-session.tsx';
import { UnsavedChangesProvider } from './unsaved-changes.tsx';

interface SavedSettings {
  /** Her settings as stored; undefined until loaded. */
  saved?: SiteSettings;
  /** After a save: the stored settings, for the dashboard and for the site's own header and footer around it. */
  setSaved: (settings: SiteSettings) => void;
}

const SavedSettingsContext = createContext<SavedSettings>({ setSaved: () => {} });

/**
 * Her stored settings for the whole dashboard: the first-run banner, the Site Settings tab, and the tabs that use
 * her price list (the timeline builder) all read the same copy, which a save replaces. A save also replaces the
 * settings the page around the dashboard shows, so its header names her new business at once; and the dashboard
 * asks before she leaves changes not saved.
 */
export function SavedSettingsProvider({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const [saved, keep] = useState<SiteSettings>();
  const site = useSite();
  const replaceSite = useReplaceSite();
  useEffect(() => {
    void session
      .call(api.adminSite.get)
      .then(keep)
      .catch(() => {
        // A failed load leaves the banner off and the tab waiting; a 401 has already returned to the login card.
      });
  }, [session]);

  const setSaved = useCallback(
    (settings: SiteSettings) => {
      keep(settings);
      // Her words at once; her chosen photos as addresses (which only the server resolves) a moment later.
      replaceSite({ ...withoutPrivateSettings(settings), pictures: site.pictures });
      void call(api.site)
        .then((fresh) => fresh && replaceSite(fresh))
        .catch(() => {
          // The words are already in place; the photos follow on the next page load.
        });
    },
    [replaceSite, site.pictures],
  );

  const value = useMemo(() => ({ saved, setSaved }), [saved, setSaved]);
  return (
    <SavedSettingsContext.Provider value={value}>
      <UnsavedChangesProvider>{children}</UnsavedChangesProvider>
    </SavedSettingsContext.Provider>
  );
}

export const useSavedSettings = () => useContext(SavedSettingsContext);
