/** The app's pages; the server answers any other path with the 404 page and status 404. */
export const SITE_ROUTES = [
  '/',
  '/faqs',
  '/policies',
  '/testimonials',
  '/portfolio',
  '/services',
  '/preferred-vendors',
  '/admin',
  '/contact-form',
  '/wedding-day-schedule',
] as const;
export type SiteRoute = (typeof SITE_ROUTES)[number];

export const isSiteRoute = (path: string): path is SiteRoute =>
  (SITE_ROUTES as readonly string[]).includes(path.length > 1 ? path.replace(/\/+$/, '') : path);
