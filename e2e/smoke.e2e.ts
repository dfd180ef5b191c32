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
