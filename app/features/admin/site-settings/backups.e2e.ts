import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { startHttpsSite, type HttpsSite } from '#e2e/https-site.ts';
import { expectToast, login, openPanel, openTab } from '#e2e/admin-e2e-helpers.ts';

const SCREENS = '/work/screens/backups';

test('Site Settings, Backups: download a backup, see the kept ones and download one (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  await openTab(page, 'Site Settings');
  const panel = openPanel(page).getByRole('region', { name: 'Backups' });
  await panel.scrollIntoViewIfNeeded();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Download a backup' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bridal-site-backup-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/);
  const saved = await download.path();
  // A tar inside gzip, holding the site's data.
  expect(gunzipSync(await readFile(saved)).includes(Buffer.from('data/db.json'))).toBe(true);

  // The server keeps nightly backups in DATA_DIR/backups; one is put there as the nightly schedule would.
  const backupDir = path.join(process.env.E2E_DATA_DIR_OWNER!, 'backups');
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  await copyFile(saved, path.join(backupDir, 'nightly-2026-01-10-031500.tar.gz'));
  await page.reload();
  await openTab(page, 'Site Settings');
  const list = panel.getByRole('list', { name: 'Kept backups' });
  await expect(list.getByText('Jan 10, 2026, 3:15 AM')).toBeVisible();
  // Its own entry: a server running past BACKUP_TIME has also made today's nightly backup by now.
  const placed = list.getByRole('listitem').filter({ hasText: 'Jan 10, 2026, 3:15 AM' });
  await expect(placed.getByText('Nightly')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/backups-390.png`, fullPage: false });

  const [kept] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('link', { name: 'Download the backup of Jan 10, 2026, 3:15 AM' }).click(),
  ]);
  expect(kept.suggestedFilename()).toBe('nightly-2026-01-10-031500.tar.gz');
  expect(await readFile(await kept.path())).toEqual(await readFile(saved));

  await page.setViewportSize({ width: 1280, height: 900 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/backups-1280.png`, fullPage: false });
});

// Restore, checked first: her own backup verifies and names the passkeys it brings back; the same backup with one
// byte of its manifest's HMAC changed does not, and restores the content only. Passkeys need a secure context whose
// origin is the site address, so this runs a server of its own behind an HTTPS front (as passkeys.e2e.ts does), on
// a port of its own so both files can run at once. Its ADMIN_KEY comes from the environment, as on the e2e servers.
test.describe('Site Settings, Backups: restore, checked first', () => {
  const HTTPS_PORT = Number(process.env.E2E_BACKUPS_HTTPS_PORT ?? 8444);
  const SITE = `https://localhost:${HTTPS_PORT}`;
  const SHOTS = '/tmp/shots';
  let https: HttpsSite;
  let browser: Browser;

  test.beforeAll(async () => {
    https = await startHttpsSite(HTTPS_PORT, 'backups');
    browser = https.browser;
    await mkdir(SHOTS, { recursive: true });
  });

  test.afterAll(async () => {
    await https?.stop();
  });

  /** Both widths of what she sees, with nothing wider than the screen at 390 px. */
  async function shoot(page: Page, region: Locator, name: string) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await region.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/backups-${name}-${width}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    }
    await page.setViewportSize({ width: 390, height: 844 });
  }

  /** Chooses a backup file as she would: "Restore from a backup" opens the file picker. */
  async function chooseBackup(page: Page, panel: Locator, file: { name: string; buffer: Buffer }) {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      panel.getByRole('button', { name: 'Restore from a backup' }).click(),
    ]);
    await chooser.setFiles({ ...file, mimeType: 'application/gzip' });
  }

  test('her backup verifies and lists her passkeys; a changed one restores the content only (390 px)', async () => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: SITE, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    // Her phone's passkey, named.
    await login(page);
    await openTab(page, 'Site Settings');
    const passkeys = page.getByRole('list', { name: 'Passkeys' });
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expectToast(page, /Passkey added/);
    await passkeys.getByRole('button', { name: /^Rename / }).click();
    await page.getByLabel('Passkey name').fill('Test phone');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Passkey renamed');

    const panel = openPanel(page).getByRole('region', { name: 'Backups' });
    await panel.scrollIntoViewIfNeeded();
    // What a backup holds, truly: this server's admin key comes from ADMIN_KEY, so no backup holds it.
    for (const held of ['your passkeys', 'your calendar link', 'devices that get your notifications', 'private links'])
      await expect(panel).toContainText(held);
    await expect(panel).toContainText('never holds your backup code');
    await expect(panel).not.toContainText(/holds your admin key/i);
    await expect(panel.getByRole('listitem').filter({ hasText: 'admin key' })).toHaveText(
      'the admin key, when the server made it itself (never a key set by whoever runs your server).',
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: 'Download a backup' }).click(),
    ]);
    const backup = await readFile(await download.path());
    expect(gunzipSync(backup).includes(Buffer.from('data/admin-key'))).toBe(false);

    // Her backup code, to copy and keep; the page asks for it only when she does.
    await panel.getByRole('button', { name: 'Show backup code' }).click();
    const code = panel.getByRole('textbox', { name: 'Your backup code' });
    await expect(code).toHaveText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){7}$/);
    const shown = (await code.textContent())!;
    // Whole on a phone: nothing of it hidden past the box's edge.
    expect(await code.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
    await shoot(page, panel.getByRole('region', { name: 'Backup code', exact: true }), 'code');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE });
    await panel.getByRole('button', { name: 'Copy code' }).click();
    await expectToast(page, 'Backup code copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    expect(gunzipSync(backup).includes(Buffer.from(shown.replaceAll('-', '')))).toBe(false);
    await panel.getByRole('button', { name: 'Hide' }).click();
    await expect(code).toBeHidden();

    // Her own backup: verified, bringing back her passkey by name.
    await chooseBackup(page, panel, { name: download.suggestedFilename(), buffer: backup });
    const confirm = panel.getByRole('region', { name: 'Restore this backup?' });
    // The confirm step takes her focus, and the keyboard reaches its Restore next.
    await expect(confirm.getByRole('heading', { name: 'Restore this backup?' })).toBeFocused();
    await expect(confirm).toContainText(/^Restore this backup\?Verified:/);
    const brought = confirm.getByRole('list', { name: 'Passkeys this backup brings back' });
    await expect(brought.getByRole('listitem')).toHaveCount(1);
    await expect(brought.getByRole('listitem')).toContainText(/^Test phone: added \w{3} \d{1,2}, \d{4}/);
    await expect(confirm).not.toContainText('Not verified');
    await expect(confirm.getByRole('button', { name: 'Restore the content only' })).toHaveCount(0);
    await shoot(page, confirm, 'verified');
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Restore', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToast(page, /^Backup restored/);
    await expect(panel.getByRole('status').filter({ hasText: 'Backup restored' })).toHaveText(
      /^Backup restored: 0 wedding schedule\(s\)/,
    );
    await expect(confirm).toBeHidden();
    // Still signed in (the session that restored stays), with the passkey back.
    await page.reload();
    await openTab(page, 'Site Settings');
    await expect(passkeys.getByRole('listitem').getByRole('heading', { name: 'Test phone' })).toBeVisible();

    // The same backup with one character of its manifest's HMAC changed: not verified, content only.
    const tar = gunzipSync(backup);
    const at = tar.indexOf('"mac": "') + '"mac": "'.length;
    expect(at).toBeGreaterThan('"mac": "'.length);
    tar[at] = tar[at] === 0x30 ? 0x31 : 0x30;
    await chooseBackup(page, panel, { name: 'changed-backup.tar.gz', buffer: gzipSync(tar) });
    await expect(confirm).toContainText(/^Restore this backup\?Not verified\./);
    await expect(confirm).toContainText('Restoring it brings back the content only');
    await expect(confirm).toContainText("brides' saved phones ask for their PIN once");
    await expect(confirm.getByRole('list', { name: 'Passkeys this backup brings back' })).toHaveCount(0);
    await expect(confirm).toContainText('Your 1 passkey(s) stay as they are');
    await shoot(page, confirm, 'not-verified');
    await expect(confirm.getByRole('button', { name: 'Restore', exact: true })).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Restore the content only' }).click();
    await expectToast(page, /only the content came back/);
    // Kept in the panel, past the toast.
    await expect(panel.getByRole('status').filter({ hasText: 'Backup restored' })).toContainText(
      "It was not verified, so only the content came back: your calendar link is new (subscribe again), and brides' saved phones ask for their PIN once.",
    );
    await context.close();
  });
});
