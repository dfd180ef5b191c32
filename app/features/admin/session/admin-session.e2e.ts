import { expect, test, type Page } from '@playwright/test';
import { api } from '#contract/api.ts';
import { E2E_ADMIN_KEY, expectToast, login, openTab } from '#e2e/admin-e2e-helpers.ts';

const SCREENS = '/tmp/shots';

const dashboardHeading = (page: Page) => page.getByRole('heading', { name: 'Admin Dashboard' });

/**
 * Everything a script on the page could read: web storage, cookies it can see, every IndexedDB store, every
 * Cache Storage entry and the service worker's caches (the same Cache Storage), as one text.
 */
async function readableStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [
      document.cookie,
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
    ];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error);
        });
        parts.push(`${name}/${store}: ${JSON.stringify(all)}`);
      }
      db.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        parts.push(`${cacheName} ${request.url} ${JSON.stringify([...request.headers])}`);
        if (response && /json|text|javascript/.test(response.headers.get('content-type') ?? '')) {
          parts.push(await response.text());
        }
      }
    }
    return parts.join('\n');
  });
}

test.describe('with its service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a key login lasts across a reload and a new tab, in a cookie no script can read', async ({ page, context }) => {
    await login(page);
    await expectToast(page, 'Admin access granted');

    // The cookie: HttpOnly, SameSite=Strict, for the admin API only, and kept for 30 days (the installed app reopens
    // logged in).
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === 'admin_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    expect(session!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60_000);
    expect(session!.value).not.toContain(E2E_ADMIN_KEY);

    await page.reload();
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toHaveCount(0);

    const second = await context.newPage();
    await second.goto('/admin');
    await expect(dashboardHeading(second)).toBeVisible();
    await openTab(second, 'FAQs');
    await expect(second.getByRole('tabpanel').getByText('Loading...')).toHaveCount(0);

    // Nowhere a script on the page can look holds the key (the service worker has had time to cache what it caches).
    await page.waitForLoadState('networkidle');
    for (const tab of [page, second]) {
      const storage = await readableStorage(tab);
      expect(storage).not.toContain(E2E_ADMIN_KEY);
      expect(storage).not.toContain(session!.value);
    }
    expect(await page.evaluate(() => document.cookie)).not.toContain('admin_session');
    await second.close();
  });
});

test('a browser closed and opened again is still logged in; Log out ends the session on the server', async ({
  page,
  context,
  browser,
}) => {
  await login(page);
  // A new browser context with the first one's saved cookies: what a restart of the installed app keeps.
  const state = await context.storageState();
  const reopened = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: state });
  const again = await reopened.newPage();
  await again.goto('/admin');
  await expect(dashboardHeading(again)).toBeVisible();
  await reopened.close();

  const cookie = (await context.cookies()).find((item) => item.name === 'admin_session')!;
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect((await context.cookies()).some((item) => item.name === 'admin_session')).toBe(false);
  // The old cookie, sent again by hand, is refused: the session ended on the server, not only in this browser.
  const replay = await page.request.get(api.adminSession.get.path(), {
    headers: { cookie: `admin_session=${cookie.value}` },
  });
  expect(replay.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('Site Settings lists this device; signing out another device ends that one only', async ({ page, browser }) => {
  const phoneContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
  });
  const phone = await phoneContext.newPage();
  await login(phone);
  await login(page);
  await openTab(page, 'Site Settings');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  const thisDevice = devices.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(thisDevice).toHaveCount(1);
  await expect(thisDevice).toContainText('Last used');

  // The phone is lost: sign it out from here (keyboard only).
  const lost = devices.getByRole('listitem').filter({ hasText: 'Android, Chrome' }).first();
  await lost.getByRole('button', { name: 'Sign out Android, Chrome' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Sign out this device?');
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expectToast(page, 'Android, Chrome is signed out');

  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.reload();
  await expect(dashboardHeading(page)).toBeVisible();
  await phoneContext.close();
});

test.describe('Signed-in devices on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('fits a 390 px screen', async ({ page }) => {
    await login(page);
    await openTab(page, 'Site Settings');
    await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/devices-390.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('Signed-in devices at 1280 px', async ({ page }) => {
  await login(page);
  await openTab(page, 'Site Settings');
  await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/devices-1280.png`, fullPage: true });
});
