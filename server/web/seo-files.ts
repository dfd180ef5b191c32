import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import { appIconAddress, type AppIconPath } from '../../contract/app-icon.ts';
import { escapeHtml } from '../../contract/html.ts';
import { ROUTE_LIST, routeFor, type RouteInfo } from '../../contract/routes.ts';
import type { SiteSettings } from '../../contract/site-settings.ts';
import type { Store } from '../store/store.ts';
import { appIcons } from './app-icons.ts';
import { REVALIDATE } from './static-files.ts';

/** The pages people (and search engines) read; listed in the sitemap. */
export const PUBLIC_ROUTES = ROUTE_LIST.filter((route) => route.indexable).map((route) => route.path);

/**
 * No page is disallowed, the dashboard and the private-link pages included: each is kept out of search results by
 * its noindex (the X-Robots-Tag header, security-headers.ts, and the page's robots meta), which a crawler only reads
 * if it may fetch the page. A disallowed address can still be listed, bare, once anything links to it.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    '',
    // Written as the URL parser writes it, so no line break in her stored address can start a directive of its own.
    ...addressOn(siteUrl, '/sitemap.xml').map((address) => `Sitemap: ${address}`),
    '',
  ].join('\n');
}

/**
 * A page's address on her site, as the URL parser writes it; none if her stored address does not parse (the
 * settings' schema refuses such an address, but data written before that rule may hold one).
 */
function addressOn(siteUrl: string, pagePath: string): [string] | [] {
  try {
    return [new URL(pagePath, siteUrl).href];
  } catch {
    return [];
  }
}

export function sitemapXml(siteUrl: string): string {
  const urls = PUBLIC_ROUTES.flatMap((route) => addressOn(siteUrl, route))
    .map((address) => `  <url><loc>${escapeHtml(address)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

const icons = appIcons();

/** The manifest's icons (its own and its shortcuts'), each at the address of her business's monogram. */
function withHerIcons(value: unknown, businessName: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withHerIcons(item, businessName));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, withHerIcons(inner, businessName)] as const);
  const icon = Object.fromEntries(entries) as Record<string, unknown>;
  if (typeof icon.src === 'string' && icons.isIcon(icon.src)) icon.src = appIconAddress(icon.src, businessName);
  return icon;
}

/** The page whose own app's manifest is at `manifestPath`, if one is. */
const appRouteOf = (manifestPath: string) => ROUTE_LIST.find((route) => route.app?.manifest === manifestPath);

/**
 * A page with an app of its own (the wedding-day schedule) names its manifest instead of the site's, so that what is
 * installed from it opens it; the page's code does the same on the service worker's copy of the page.
 */
export function withPageManifest(routePath: string, html: string): string {
  const app = routeFor(routePath)?.app;
  return app
    ? html.replace(/<link rel="manifest" href="[^"]*"/, () => `<link rel="manifest" href="${app.manifest}"`)
    : html;
}

/**
 * robots.txt, the sitemap, the web app manifests (the site's, and a page's own app's) and the app's icons, written
 * from her Site Settings as they stand: `send` answers a GET or HEAD of one of them and says whether it did.
 */
export function seoFiles(store: Store, clientDir: string): { send: (ctx: Context) => Promise<boolean> } {
  // The manifest the build wrote (icons, colours, shortcuts), with her business's names in it.
  let builtManifest: Promise<Record<string, unknown>> | undefined;
  const webManifest = async (site: SiteSettings) => {
    const built = await (builtManifest ??= readFile(path.join(clientDir, 'manifest.webmanifest'), 'utf8')
      .then((text) => JSON.parse(text) as Record<string, unknown>)
      .catch(() => ({})));
    return JSON.stringify({
      ...(withHerIcons(built, site.businessName) as Record<string, unknown>),
      name: site.businessName,
      short_name: site.artistName,
      description: `${site.subtitle || 'Makeup'} in ${site.serviceArea}, and your wedding-day makeup schedule, even offline.`,
    });
  };
  /**
   * A page's own app: the site's colours and icons, its name from her business as the page's title has it, and the
   * page as its id, start and scope (another id than the site's, so both can be installed side by side). The site's
   * shortcuts lead elsewhere and are left out.
   */
  const pageManifest = async (route: RouteInfo, app: NonNullable<RouteInfo['app']>, site: SiteSettings) => {
    const { shortcuts: _elsewhere, ...siteApp } = JSON.parse(await webManifest(site)) as Record<string, unknown>;
    return JSON.stringify({
      ...siteApp,
      id: route.path,
      start_url: route.path,
      scope: route.path,
      name: route.title(site),
      short_name: app.shortName,
      description: route.description(site),
    });
  };

  return {
    send: async (ctx) => {
      const { siteUrl } = store.data.siteSettings;
      if (ctx.path === '/robots.txt' || ctx.path === '/sitemap.xml') {
        ctx.set('Cache-Control', REVALIDATE);
        ctx.type = ctx.path === '/robots.txt' ? 'text/plain' : 'application/xml';
        ctx.body = ctx.path === '/robots.txt' ? robotsTxt(siteUrl) : sitemapXml(siteUrl);
        return true;
      }
      if (ctx.path === '/manifest.webmanifest') {
        ctx.set('Cache-Control', REVALIDATE);
        ctx.type = 'application/manifest+json';
        ctx.body = await webManifest(store.data.siteSettings);
        return true;
      }
      const appRoute = appRouteOf(ctx.path);
      if (appRoute?.app) {
        ctx.set('Cache-Control', REVALIDATE);
        ctx.type = 'application/manifest+json';
        ctx.body = await pageManifest(appRoute, appRoute.app, store.data.siteSettings);
        return true;
      }
      if (icons.isIcon(ctx.path)) {
        // Whatever `?for=` says, the icon is her business's as it stands; the query only tells caches it changed.
        ctx.set('Cache-Control', REVALIDATE);
        ctx.type = 'image/png';
        ctx.body = await icons.png(ctx.path as AppIconPath, store.data.siteSettings.businessName);
        return true;
      }
      return false;
    },
  };
}
