import { appIconAddress, PAGE_ICON_LINKS } from '#contract/app-icon.ts';
import { useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import { Route, Router, Switch, useLocation } from 'wouter';
import { pageMeta, ROUTE_IDS, ROUTES } from '#contract/routes.ts';
import type { PublicSiteSettings } from '#contract/site-settings.ts';
import { PAGES } from './config/pages.tsx';
import { PublicDataProvider, type PublicData } from './features/public-site/data/public-data.tsx';
import { NotFoundPage } from './features/public-site/pages/not-found-page.tsx';
import { GlobalStyle } from '#shared/global-style.ts';
import { SiteLayout } from '#shared/layout/site-layout.tsx';
import { keepOfflineShellHersWhenIdle } from '#shared/pwa/offline-shell.ts';
import { ReloadPrompt } from '#shared/pwa/reload-prompt.tsx';
import { rememberSiteSettingsWhenIdle, SiteSettingsProvider, useSite } from '#shared/site-settings.tsx';
import { theme } from '#shared/theme.ts';
import { ToastProvider } from '#shared/ui/toast.tsx';

export function AppRoutes() {
  return (
    <Switch>
      {ROUTE_IDS.map((id) => (
        <Route key={id} path={ROUTES[id].path} component={PAGES[id]} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/**
 * The tab title of every route, from the table the server writes into the first HTML. The page may not have come
 * from the server: the service worker answers every address with one precached shell (titled for the home page),
 * and client-side navigation keeps the document, so without this a page keeps the title it started with.
 * Trailing slashes are dropped as the server and the router do.
 */
function DocumentTitle() {
  const [location] = useLocation();
  const site = useSite();
  const { title } = pageMeta(location, site);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/**
 * The home-screen name and icon iPhone takes from the page's tags, and the tab's icon, as the server writes them
 * (server/web/shell.ts): the service worker's precached shell carries the build's first-run ones, so the page puts
 * hers in.
 */
function HomeScreenTags() {
  const { artistName, businessName } = useSite();
  useEffect(() => {
    // Only what differs: setting a link's address again, even to the same one, has the browser fetch it again.
    const set = (selector: string, attribute: string, value: string) => {
      const element = document.querySelector(selector);
      if (element && element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
    };
    set('meta[name="apple-mobile-web-app-title"]', 'content', artistName);
    for (const { rel, path } of PAGE_ICON_LINKS) set(`link[rel="${rel}"]`, 'href', appIconAddress(path, businessName));
  }, [artistName, businessName]);
  // And in the worker's copy of the page itself, for the pages it opens next (before their code has run).
  useEffect(() => keepOfflineShellHersWhenIdle({ artistName, businessName }), [artistName, businessName]);
  return null;
}

/** Tells `/boot.js` the page is the app's now, so a button tapped before the code started is pressed again. */
function AnnounceHydrated() {
  useEffect(() => {
    window.dispatchEvent(new Event('app-hydrated'));
  }, []);
  return null;
}

/** Keeps the settings this page came with for a later start without signal (see `loadSiteSettings`). */
function RememberSiteSettings() {
  const site = useSite();
  useEffect(() => rememberSiteSettingsWhenIdle(site), [site]);
  return null;
}

/**
 * `ssrPath` is set when rendering on the server; `initialData` holds the lists the server rendered the page with,
 * and `site` the owner's settings.
 */
export function App({
  ssrPath,
  initialData,
  site,
}: {
  ssrPath?: string;
  initialData?: PublicData;
  site: PublicSiteSettings;
}) {
  return (
    <SiteSettingsProvider site={site}>
      <RememberSiteSettings />
      <HomeScreenTags />
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ToastProvider>
          <PublicDataProvider initial={initialData}>
            <Router ssrPath={ssrPath}>
              <SiteLayout>
                <AppRoutes />
              </SiteLayout>
              {/* After the pages, so its effect runs last and the table has the final word. */}
              <DocumentTitle />
              <AnnounceHydrated />
            </Router>
          </PublicDataProvider>
          <ReloadPrompt />
        </ToastProvider>
      </ThemeProvider>
    </SiteSettingsProvider>
  );
}
