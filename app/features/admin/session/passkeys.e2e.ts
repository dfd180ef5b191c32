import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSKEY_LOGIN_FAILED } from '#contract/messages.ts';
import { startHttpsSite, type HttpsSite } from '#e2e/https-site.ts';
import { E2E_ADMIN_KEY, expectToast, login, openTab } from '#e2e/admin-e2e-helpers.ts';

// Passkeys only work in a secure context whose origin is the relying party's, so this test runs the site the way
// it runs in production: a server of its own (TRUST_PROXY=true, a fresh data folder) behind an HTTPS reverse proxy
// on https://localhost:8443, with a certificate made for the test and trusted by this Chromium alone (by its
// public key's hash), and the site address in Site Settings set to that origin. Chromium's virtual authenticator
// (the CDP WebAuthn domain) plays the phone's Face ID.

const HTTPS_PORT = Number(process.env.E2E_HTTPS_PORT ?? 8443);
const SITE = `https://localhost:${HTTPS_PORT}`;
const SCREENS = '/tmp/shots';

test.describe.configure({ mode: 'serial' });

let https: HttpsSite;
let browser: Browser;

test.beforeAll(async () => {
  https = await startHttpsSite(HTTPS_PORT, 'passkeys');
  browser = https.browser;
});

test.afterAll(async () => {
  await https?.stop();
});

/** A page on the HTTPS site with a virtual platform authenticator that verifies its user (Face ID). */
async function pageWithAuthenticator(options: { viewport?: { width: number; height: number } } = {}) {
  const context = await browser.newContext({ baseURL: SITE, ...options });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return { context, page, credentials };
}

const loginCard = (page: Page) => page.getByRole('heading', { name: 'Admin Login' });
const dashboard = (page: Page) => page.getByRole('heading', { name: 'Admin Dashboard' });

test('a passkey: register it, log out, log in with it, rename and remove it, and then it no longer logs in', async () => {
  const { context, page, credentials } = await pageWithAuthenticator();
  await page.goto('/admin');
  // A real secure context on the site address, not a certificate-error page.
  expect(await page.evaluate(() => [window.isSecureContext, location.origin])).toEqual([true, SITE]);

  await login(page);
  await openTab(page, 'Site Settings');
  const passkeys = page.getByRole('list', { name: 'Passkeys' });
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expectToast(page, /Passkey added/);
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys.getByRole('listitem')).toContainText('Not used to log in yet');
  expect(await credentials()).toHaveLength(1);

  // The same device again: the browser refuses a second passkey for it (excludeCredentials).
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expectToast(page, 'This device already has a passkey for the dashboard.');
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);

  // She names it, with the keyboard.
  await passkeys.getByRole('button', { name: /^Rename / }).click();
  const nameField = page.getByLabel('Passkey name');
  await expect(nameField).toBeFocused();
  await nameField.fill('Test phone');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Passkey renamed');
  await expect(passkeys.getByRole('listitem').getByRole('heading', { name: 'Test phone' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(loginCard(page)).toBeVisible();

  // Face ID instead of the key.
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await expectToast(page, 'Admin access granted');
  await expect(dashboard(page)).toBeVisible();
  await page.reload();
  await expect(dashboard(page)).toBeVisible();
  await openTab(page, 'Site Settings');
  await expect(passkeys.getByRole('listitem')).toContainText('Last used');
  // The key was never typed in this session, and nothing the page can read holds it or the cookie either.
  const readable = await page.evaluate(async () =>
    [document.cookie, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })].join(' '),
  );
  expect(readable).not.toContain(E2E_ADMIN_KEY);
  expect(readable).not.toContain('admin_session');

  await passkeys.getByRole('button', { name: 'Remove Test phone' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Passkey removed: Test phone');
  await expect(page.getByText('No passkeys yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(loginCard(page)).toBeVisible();
  // The phone still holds the passkey, but the site no longer accepts it.
  expect(await credentials()).toHaveLength(1);
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await expectToast(page, PASSKEY_LOGIN_FAILED);
  await expect(loginCard(page)).toBeVisible();
  await page.reload();
  await expect(loginCard(page)).toBeVisible();
  await context.close();
});

test('sign out everywhere ends every session, this one included; the login card offers the passkey on a phone', async () => {
  const laptop = await pageWithAuthenticator();
  const phone = await pageWithAuthenticator({ viewport: { width: 390, height: 844 } });
  await login(laptop.page);
  await login(phone.page);
  await openTab(laptop.page, 'Site Settings');
  await laptop.page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await laptop.page.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expectToast(laptop.page, 'Signed out on every device');
  await expect(loginCard(laptop.page)).toBeVisible();
  await phone.page.reload();
  await expect(loginCard(phone.page)).toBeVisible();

  await expect(phone.page.getByRole('button', { name: 'Log in with a passkey' })).toBeVisible();
  await phone.page.screenshot({ path: `${SCREENS}/login-passkey-390.png`, fullPage: true });
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await laptop.context.close();
  await phone.context.close();
});
