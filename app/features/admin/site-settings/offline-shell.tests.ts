import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { SiteSettings } from '#contract/site-settings.ts';
import { E2E_ADMIN_KEY } from '#e2e/admin-e2e-helpers.ts';

// Issue 37, item 7: the page the service worker opens every address with (/index.html) follows her name after she
// renames her business, in its own HTML (iPhone names a Home Screen icon from that tag), not only once its code runs.
const SCREENS = '/work/screens/37';
mkdirSync(SCREENS, { recursive: true });
const admin = { 'x-admin-key': E2E_ADMIN_KEY };
const TITLE = /<meta name="apple-mobile-web-app-title" content="([^"]*)"/;

test.describe('with its service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("the service worker's page follows her new name, offline too, when the worker was installed before she renamed", async ({
    browser,
    request,
  }) => {
    const original = (await (await request.get('/api/admin/site', { headers: admin })).json()) as SiteSettings;
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    /** The worker's copy of the page, as it will answer the next address opened. */
    const keptShell = () =>
      page.evaluate(async () => (await caches.match('/index.html', { ignoreSearch: true }))?.text() ?? '');
    try {
      // A visitor while she still has the first-run name: the worker installs and keeps its copy of the page.
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect.poll(async () => TITLE.exec(await keptShell())?.[1]).toBe(original.artistName);

      const saved = await request.put('/api/admin/site', {
        headers: admin,
        data: { ...original, artistName: 'Sofia Reyes', businessName: 'Sofia Reyes Beauty' },
      });
      expect(saved.status(), await saved.text()).toBe(200);

      // She comes back: the worker answers with its copy, and the page puts her new name into it.
      const back = await page.goto('/faqs');
      expect(back?.fromServiceWorker()).toBe(true);
      await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Sofia Reyes');
      await expect.poll(async () => TITLE.exec(await keptShell())?.[1]).toBe('Sofia Reyes');

      // Without signal, the next page's own HTML says her name, before any of its code runs.
      await context.setOffline(true);
      const offline = await page.goto('/wedding-day-schedule');
      expect(offline?.fromServiceWorker()).toBe(true);
      const html = await offline!.text();
      expect(TITLE.exec(html)?.[1]).toBe('Sofia Reyes');
      expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png?for=SR"');
      expect(html).not.toContain(original.artistName);
      // It is still the build's page: it starts and shows the schedule's PIN screen offline.
      await expect(page.getByRole('heading', { name: 'Wedding Day Schedule' })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/visitor-offline-shell-390.png` });
    } finally {
      await context.close();
      await request.put('/api/admin/site', { headers: admin, data: original });
    }
  });
});
