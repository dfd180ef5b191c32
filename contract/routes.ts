import { plainTagline, type PublicSiteSettings } from './site-settings.ts';

/** The lists a page can be rendered with; the server embeds them so the page arrives with its content. */
export type PublicListKey = 'faqs' | 'policies' | 'testimonials' | 'gallery' | 'vendors';

type Site = Pick<PublicSiteSettings, 'businessName' | 'artistName' | 'serviceArea' | 'homeCity' | 'tagline'> & {
  serviceGroups?: PublicSiteSettings['serviceGroups'];
};

export interface RouteInfo {
  path: `/${string}`;
  /** The link's words in the site's navigation, in the order below; pages without one are not in the menu. */
  nav?: string;
  title: (site: Site) => string;
  description: (site: Site) => string;
  /** Listed in the sitemap and open to search engines; the others carry noindex. */
  indexable: boolean;
  /** Rendered on the server with its content; the dashboard gets the bare shell (it has nothing to show before its login). */
  serverRendered: boolean;
  /** Lists the server embeds in the page. */
  data: readonly PublicListKey[];
  /** Source of code the route loads lazily, as named in Vite's build manifest, preloaded from its HTML. */
  lazyModule?: string;
  /**
   * An installable app of its own: the page links this manifest instead of the site's, so that what is installed
   * from it opens it (its id, start URL and scope are the page's path). The server writes it from her settings.
   */
  app?: { manifest: `/${string}.webmanifest`; shortName: string };
}

/**
 * Every page of the site, once. The app's router and navigation, the server's renderer, sitemap, robots and
 * preloads all derive from this table; a page's component is bound to its id in `app/config/pages.tsx`, where a
 * missing or misspelled id fails the type check.
 */
export const ROUTES = {
  home: {
    path: '/',
    nav: 'Home',
    title: (site) => `${site.businessName} | Bridal and Event Makeup Artist in ${site.homeCity}`,
    description: (site) =>
      `${plainTagline(site.tagline)}. Bridal and event makeup in ${site.serviceArea}, on location or in studio. Text to inquire.`,
    indexable: true,
    serverRendered: true,
    data: [],
  },
  faqs: {
    path: '/faqs',
    nav: "FAQ's",
    title: (site) => `FAQ's | ${site.businessName}`,
    description: (site) =>
      `Answers to common questions about bridal makeup, trials, travel, deposits and booking with ${site.businessName} in ${site.serviceArea}.`,
    indexable: true,
    serverRendered: true,
    // The policies too: an answer naming one links to it.
    data: ['faqs', 'policies'],
  },
  policies: {
    path: '/policies',
    nav: 'Policies',
    title: (site) => `Policies | ${site.businessName}`,
    description: (site) =>
      `Booking, deposit, travel and cancellation policies for bridal and event makeup with ${site.businessName}.`,
    indexable: true,
    serverRendered: true,
    data: ['policies'],
  },
  testimonials: {
    path: '/testimonials',
    nav: 'Testimonials',
    title: (site) => `Testimonials | ${site.businessName}`,
    description: (site) =>
      `Kind words from brides, bridal parties and event clients of ${site.businessName}, makeup artist in ${site.serviceArea}.`,
    indexable: true,
    serverRendered: true,
    data: ['testimonials'],
  },
  services: {
    path: '/services',
    nav: 'Services',
    title: (site) => `Services and Prices | ${site.businessName}`,
    description: (site) =>
      `Bridal, wedding party, special event and photoshoot makeup and 1:1 makeup lessons by ${site.businessName} in ${site.serviceArea}, with every price and duration.`,
    indexable: true,
    serverRendered: true,
    data: ['policies'],
  },
  portfolio: {
    path: '/portfolio',
    nav: 'Portfolio',
    title: (site) => `Portfolio | ${site.businessName}`,
    description: (site) =>
      `Bridal, special event and photoshoot makeup by ${site.businessName}: a portfolio of soft, luminous, long-wearing looks.`,
    indexable: true,
    serverRendered: true,
    data: ['gallery'],
  },
  vendors: {
    path: '/preferred-vendors',
    nav: 'Preferred Vendors',
    title: (site) => `Preferred Vendors | ${site.businessName}`,
    description: (site) =>
      `Photographers, hairstylists, planners and creators in ${site.serviceArea} that ${site.artistName} loves working with.`,
    indexable: true,
    serverRendered: true,
    data: ['vendors'],
  },
  lessons: {
    path: '/contact-form',
    title: (site) => `1:1 Makeup Lesson Questionnaire | ${site.businessName}`,
    description: (site) =>
      `Tell ${site.artistName} about your goals for a 1:1 makeup lesson in ${site.serviceArea}. A reply within 24 hours.`,
    indexable: true,
    serverRendered: true,
    data: [],
  },
  admin: {
    path: '/admin',
    title: (site) => `Admin | ${site.businessName}`,
    description: () => 'Owner dashboard.',
    indexable: false,
    serverRendered: false,
    data: [],
    lazyModule: 'app/features/admin/dashboard/admin-page.tsx',
  },
  schedule: {
    path: '/wedding-day-schedule',
    title: (site) => `Wedding Day Schedule | ${site.businessName}`,
    description: () => 'Your wedding-day makeup schedule.',
    indexable: false,
    serverRendered: true,
    data: [],
    lazyModule: 'app/features/wedding-schedule/components/schedule-view.tsx',
    // A bride who installs it from her schedule opens her schedule, not the site's home page.
    app: { manifest: '/wedding-day-schedule.webmanifest', shortName: 'My Schedule' },
  },
  /** The bride's signing page, opened by her private link (`/sign#<token>`): nothing on it is the server's to render. */
  sign: {
    path: '/sign',
    title: (site) => `Sign your booking agreement | ${site.businessName}`,
    description: (site) => `Read and sign your booking agreement with ${site.businessName}.`,
    indexable: false,
    serverRendered: true,
    data: [],
    lazyModule: 'app/features/wedding-schedule/signing/signing-view.tsx',
  },
  /** A person's own page of the party, opened by her private link (`/party#<token>`): her times, share and intake. */
  party: {
    path: '/party',
    title: (site) => `Your wedding details | ${site.businessName}`,
    description: (site) => `Your wedding-day times and details for ${site.artistName}.`,
    indexable: false,
    serverRendered: true,
    data: [],
    lazyModule: 'app/features/wedding-schedule/party/party-page.tsx',
  },
  /** A team artist's call sheet, opened by her private link (`/call-sheet#<token>`): her chairs of one wedding. */
  callSheet: {
    path: '/call-sheet',
    title: (site) => `Call sheet | ${site.businessName}`,
    description: (site) => `Your chairs, times and faces for a wedding with ${site.artistName}.`,
    indexable: false,
    serverRendered: true,
    data: [],
    lazyModule: 'app/features/wedding-schedule/call-sheet/call-sheet-page.tsx',
  },
  /** The photographer's and planner's read-only morning, opened by the day link (`/day#<token>`, issue 42). */
  day: {
    path: '/day',
    title: (site) => `The wedding morning | ${site.businessName}`,
    description: (site) => `How the wedding morning runs, live, from ${site.artistName}.`,
    indexable: false,
    serverRendered: true,
    data: [],
    lazyModule: 'app/features/wedding-schedule/day/day-page.tsx',
  },
  /** The bride's thank-you page, opened by her private link (`/thank-you#<token>`): a testimonial and review links. */
  thankYou: {
    path: '/thank-you',
    title: (site) => `Thank you | ${site.businessName}`,
    description: (site) => `A thank-you from ${site.artistName}, and a place for your words.`,
    indexable: false,
    serverRendered: true,
    data: [],
    lazyModule: 'app/features/wedding-schedule/thank-you/thank-you-page.tsx',
  },
  /**
   * Faces (`/faces?booking=<id>`): a wedding's people as the artist needs them on the morning, kept on her phone for a
   * suite with no signal. Outside /admin because the service worker opens every page but the dashboard offline; the
   * owner's session cookie authorises its one call, and it has nothing for the server to render.
   */
  faces: {
    path: '/faces',
    title: (site) => `Faces | ${site.businessName}`,
    description: () => "Each person's look, allergies and photos for the wedding morning.",
    indexable: false,
    serverRendered: false,
    data: [],
    lazyModule: 'app/features/admin/faces/faces-page.tsx',
  },
} as const satisfies Record<string, RouteInfo>;

export type RouteId = keyof typeof ROUTES;
export type SitePath = (typeof ROUTES)[RouteId]['path'];

export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];
/** The table as a list, in its order. */
export const ROUTE_LIST: readonly RouteInfo[] = ROUTE_IDS.map((id) => ROUTES[id]);

/** The one way to write a page's address: `pathOf('services')`, which the type checker holds to the table. */
export const pathOf = (id: RouteId): SitePath => ROUTES[id].path;

/** The route a request path names (a trailing slash is the same page), or undefined for the 404 page. */
export function routeFor(path: string): RouteInfo | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return ROUTE_LIST.find((route) => route.path === normalized);
}

/** At most this many characters of an unknown address are shown back on the 404 page. */
export const NOT_FOUND_PATH_SHOWN = 200;

/**
 * The unknown address as the 404 page shows it: cut to NOT_FOUND_PATH_SHOWN characters with an ellipsis, so an
 * address as long as a request may be does not make a page as large. The server's copy and the browser's hydration
 * both show it through this, so they agree.
 */
export function notFoundPathShown(path: string): string {
  const characters = Array.from(path);
  return characters.length > NOT_FOUND_PATH_SHOWN ? `${characters.slice(0, NOT_FOUND_PATH_SHOWN).join('')}…` : path;
}

export const NOT_FOUND_ROUTE = {
  title: (site: Site) => `404 Page Not Found | ${site.businessName}`,
  description: () => 'This page could not be found.',
  indexable: false,
} as const;

/** Title, description and whether search engines may index it, for any path (the 404 page for unknown ones). */
export function pageMeta(path: string, site: Site): { title: string; description: string; indexable: boolean } {
  const route = routeFor(path) ?? NOT_FOUND_ROUTE;
  return { title: route.title(site), description: route.description(site), indexable: route.indexable };
}

/** The navigation's links, in the table's order. */
export const NAV_ROUTES = ROUTE_LIST.filter((route): route is RouteInfo & { nav: string } => route.nav !== undefined);
