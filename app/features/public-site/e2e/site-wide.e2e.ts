import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pageMeta } from '#contract/routes.ts';
import { hydrated } from '#e2e/hydrated.ts';
import { defaultPublicSettings } from '#contract/site-settings-defaults.ts';

/** The visitors' test server keeps the first-run settings. */
const titleOf = (path: string) => pageMeta(path, defaultPublicSettings()).title;

/** Every public route with the heading it must arrive with (already in the server's HTML). */
const ROUTES = [
  { path: '/', title: /Bridal and Event Makeup Artist in Sacramento/, heading: 'Elevate Your Natural Beauty' },
  { path: '/faqs', title: /FAQ's/, heading: 'Frequently Asked Questions' },
  { path: '/policies', title: /Policies/, heading: 'Policies' },
  { path: '/testimonials', title: /Testimonials/, heading: 'Testimonials' },
  { path: '/services', title: /Services and Prices/, heading: 'SERVICES AND PRICES' },
  { path: '/portfolio', title: /Portfolio/, heading: 'PORTFOLIO' },
  { path: '/preferred-vendors', title: /Preferred Vendors/, heading: 'Preferred Vendors' },
  { path: '/contact-form', title: /Lesson Questionnaire/, heading: 'Student Information and Questionnaire' },
] as const;

const NAV = ['Home', "FAQ's", 'Policies', 'Testimonials', 'Services', 'Portfolio', 'Preferred Vendors'];

function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('each public page arrives rendered by the server with its title, description, canonical, Open Graph and JSON-LD', async ({
  request,
}) => {
  for (const route of ROUTES) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const html = await response.text();
    expect(html, route.path).toMatch(new RegExp(`<title>[^<]*${route.title.source}[^<]*</title>`));
    const text = html.replace(/<[^>]+>/g, '');
    expect(text, route.path).toContain(route.heading);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain(`<link rel="canonical" href="https://www.example.com${route.path}"`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('"@type":"BeautySalon"');
    expect(html).toContain(
      '"areaServed":[{"@type":"City","name":"Sacramento"},{"@type":"Place","name":"Sacramento and Northern California"}]',
    );
    expect(html).toContain('<script type="application/json" id="initial-data">');
  }
  const faqs = await (await request.get('/faqs')).text();
  expect(faqs).toContain('"@type":"FAQPage"');
  expect(faqs).toContain('How do I book?');
  const vendors = await (await request.get('/preferred-vendors')).text();
  expect(vendors).toContain('Photographers');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/\n');
  // The dashboard, like the schedule page, is left crawlable so that its noindex is read.
  expect(robots).not.toContain('/admin');
  // Left crawlable so its noindex is read: a crawler that may not fetch the page never sees it.
  expect(await (await request.get('/wedding-day-schedule')).text()).toContain(
    '<meta name="robots" content="noindex" />',
  );
  expect(robots).not.toContain('/wedding-day-schedule');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://www.example.com/preferred-vendors</loc>');
  expect(sitemap).not.toContain('/admin');
});

test('an unknown path answers 404 with the 404 page and its developer hint', async ({ page, request }) => {
  const raw = await request.get('/no-such-page');
  expect(raw.status()).toBe(404);
  expect(await raw.text()).toContain('404 Page Not Found');
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('desktop navigation has the seven links, the logo goes home, and every page starts at the top', async ({
  page,
}) => {
  await page.goto('/services');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(NAV);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await nav.getByRole('link', { name: 'Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PORTFOLIO' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle(/Portfolio/);
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('client-side navigation gives every page its own title, the schedule page included', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page).toHaveTitle(titleOf('/faqs'));
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Wedding day schedule' });
  await expect.poll(() => hydrated(footerLink)).toBe(true);
  // Set on this document only: still there after a click means the router moved, not a new page load.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  await footerLink.click();
  await expect(page.getByLabel('Your PIN')).toBeVisible();
  await expect(page).toHaveTitle(/^Wedding Day Schedule \| /);
  await expect(page).toHaveTitle(titleOf('/wedding-day-schedule'));

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, path] of [
    ['Testimonials', '/testimonials'],
    ['Portfolio', '/portfolio'],
    ['Home', '/'],
  ] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(titleOf(path));
  }
  await expect(page.locator('html[data-same-document]')).toHaveCount(1);
});

test.describe('with its service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("pages opened from the service worker's shell get their own title, not the shell's", async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    for (const path of ['/wedding-day-schedule', '/faqs', '/no-such-page', '/']) {
      const response = await page.goto(path);
      // The service worker answered with its precached shell (the home page's title), not the server's page.
      expect(response?.fromServiceWorker(), path).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page, path).toHaveTitle(titleOf(path));
    }
    await page.goto('/wedding-day-schedule');
    await expect(page.getByLabel('Your PIN')).toBeVisible();
    await expect(page).toHaveTitle(/^Wedding Day Schedule \| /);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu toggle shows the links, and choosing one closes the menu and opens the page at the top', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText(NAV);
    await nav.getByRole('link', { name: "FAQ's" }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('no public page scrolls sideways, logs a console error, or has a WCAG A/AA violation', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    for (const route of [...ROUTES, { path: '/no-such-page', heading: '404 Page Not Found' }]) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${route.path} scrolls sideways`).toBeLessThanOrEqual(0);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary, route.path).toEqual([]);
      const name = route.path === '/' ? 'home' : route.path.slice(1);
      await page.screenshot({ path: `/work/screens/public/e2e-${name}-390.png`, fullPage: true });
    }
    // The 404 document itself is the expected error, not one the page made.
    expect(errors.filter((text) => !text.includes('404'))).toEqual([]);
  });
});

test('the desktop pages have no WCAG A/AA violations and no console errors after hydration', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      results.violations.map((v) => v.id),
      route.path,
    ).toEqual([]);
    const name = route.path === '/' ? 'home' : route.path.slice(1);
    await page.screenshot({ path: `/work/screens/public/e2e-${name}-1280.png`, fullPage: true });
  }
  expect(errors).toEqual([]);
});
