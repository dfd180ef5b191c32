import { escapeHtml } from './html.ts';

/**
 * The installed app's icons are her business's monogram, drawn by the server from its initials
 * (server/web/app-icons.ts). Their addresses carry the initials, so a phone, a browser cache or the service worker's
 * precache of the first-run icons never hands back an old monogram once she renames her business.
 */

/** Words that say what a business does rather than whose it is: "Sofia Reyes Beauty" is "SR". */
const TRADE_WORDS =
  /^(beauty|makeup|make-up|artistry|artist|studio|studios|bridal|glam|co|company|llc|inc|salon|and|by|the|of|&|\+)$/i;

/** "Elena Marie Beauty" → "EM", "Glow" → "G", "The Beauty Studio" → "B": at most two letters, as written. */
export function businessInitials(businessName: string): string {
  const words = businessName
    .split(/[\s/|,.-]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  const own = words.filter((word) => !TRADE_WORDS.test(word));
  const chosen = own.length > 0 ? own : words;
  return chosen
    .slice(0, 2)
    .map((word) => [...word][0]!.toLocaleUpperCase('en-US'))
    .join('');
}

/**
 * The icons the manifest and the page name, each drawn at its size; `inset` leaves room for a maskable crop, and
 * `rounded` rounds the corners of one no system shapes itself (a browser tab's).
 */
export const APP_ICONS = {
  '/icons/icon-192.png': { size: 192, inset: 0.1, rounded: false },
  '/icons/icon-512.png': { size: 512, inset: 0.1, rounded: false },
  '/icons/icon-maskable-512.png': { size: 512, inset: 0.26, rounded: false },
  // iOS rounds the corners itself and shows transparency as black, so a full square.
  '/icons/apple-touch-icon.png': { size: 180, inset: 0.14, rounded: false },
  // The browser tab's, a PNG: the page's renderer fetches and decodes the tab's icon on its main thread after the
  // page loads, and an SVG one is a whole document to build and lay out (7 to 23 ms at 1x; under 1 ms as a PNG).
  '/icons/favicon.png': { size: 96, inset: 0.06, rounded: true },
} as const;
export type AppIconPath = keyof typeof APP_ICONS;

/**
 * The icons a page names in its head, by the link's `rel`: the home-screen icon iPhone takes, and the browser tab's.
 * The build writes them with the first-run addresses (vite.config.ts); the server's pages (server/web/shell.ts) and
 * the app (app/app.tsx, for the service worker's copy of the page) point them at her business's.
 */
export const PAGE_ICON_LINKS = [
  { rel: 'apple-touch-icon', path: '/icons/apple-touch-icon.png' },
  { rel: 'icon', path: '/icons/favicon.png' },
] as const satisfies readonly { rel: string; path: AppIconPath }[];

/** An icon's address for her business: the path, with the initials as its version. */
export const appIconAddress = (path: AppIconPath, businessName: string) =>
  `${path}?for=${encodeURIComponent(businessInitials(businessName))}`;

/**
 * A page's head with her home-screen name (iPhone's `apple-mobile-web-app-title`, which names the icon on the home
 * screen) and her monogram's icon links, in place of the build's first-run ones. Every page the server writes has
 * them (server/web/shell.ts), and so has the service worker's copy of the page, which opens every address offline
 * and for returning visitors: the server writes /index.html the same way when the worker installs, and the app puts
 * her current ones into the worker's copy when she has changed them since (app/shared/pwa/offline-shell.ts).
 */
export function withHomeScreenTags(html: string, site: { artistName: string; businessName: string }): string {
  return PAGE_ICON_LINKS.reduce(
    (page, { rel, path }) =>
      page.replace(
        new RegExp(`<link rel="${rel}" href="[^"]*"`),
        () => `<link rel="${rel}" href="${escapeHtml(appIconAddress(path, site.businessName))}"`,
      ),
    html.replace(
      /<meta name="apple-mobile-web-app-title" content="[^"]*"\s*\/?>/,
      () => `<meta name="apple-mobile-web-app-title" content="${escapeHtml(site.artistName)}" />`,
    ),
  );
}
