import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { login, openPanel, openTab } from '#e2e/admin-e2e-helpers.ts';

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
