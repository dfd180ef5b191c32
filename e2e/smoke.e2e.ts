import { expect, test } from '@playwright/test';

// This checks what the server answers; a service worker would answer page paths from its shell instead.
test.use({ serviceWorkers: 'block' });

test('the production server answers every page path with the app, and unknown paths with 404', async ({ page }) => {
  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('the schedule page and the dashboard name their lazily loaded code in their HTML, so it downloads at once', async ({
  request,
}) => {
  for (const [route, chunk] of [
    ['/wedding-day-schedule', 'schedule-view'],
    ['/admin', 'admin-page'],
  ] as const) {
    const html = await (await request.get(route)).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1]!,
    );
    const own = preloads.find((href) => href.includes(`/assets/${chunk}-`));
    expect(own, `${route} preloads its own code`).toBeDefined();
    for (const href of preloads) expect((await request.get(href)).status(), href).toBe(200);
  }
  // Public pages are rendered on the server and need no such hint.
  expect(await (await request.get('/faqs')).text()).not.toContain('schedule-view-');
});
