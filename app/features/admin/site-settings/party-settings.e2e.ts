// Site Settings' party rules at 390 px: "Party changes close {n} days before the wedding" and how long intake answers
// and inspiration photos are kept, each line written from what she types, each wrong number refused beside its field
// with nothing saved (so this file never changes her settings and runs with the owner's files).
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectToast, login, openPanel, openTab } from '#e2e/admin-e2e-helpers.ts';

const SCREENS = '/work/screens/39';
mkdirSync(SCREENS, { recursive: true });

const LOCK = 'Party changes close, days before the wedding';
const KEEP = 'Delete intake answers and photos, days after the wedding';

const settingsForm = (page: Page) => openPanel(page).getByRole('form', { name: 'Site Settings' });

test.use({ viewport: { width: 390, height: 844 } });

test('the count lock and the keeping of intake answers: their lines follow her number, a wrong one is refused beside it', async ({
  page,
}) => {
  await login(page);
  await openTab(page, 'Site Settings');
  const form = settingsForm(page);
  const lock = form.getByLabel(LOCK, { exact: true });
  const keep = form.getByLabel(KEEP, { exact: true });
  await expect(lock).toHaveValue('14');
  await expect(form.getByText(/^Party changes close 14 days before the wedding: /)).toBeVisible();
  await expect(
    form.getByText(
      'Allergies, answers and inspiration photos are deleted 60 days after the wedding. Nightly backups keep copies for 14 days more.',
    ),
  ).toBeVisible();

  await lock.fill('10');
  await expect(form.getByText(/^Party changes close 10 days before the wedding: /)).toBeVisible();
  await keep.fill('90');
  await expect(form.getByText(/deleted 90 days after the wedding/)).toBeVisible();

  await lock.fill('200');
  await keep.fill('0');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(page, 'Please fix the highlighted fields; nothing was saved.');
  await expect(form.getByText(`${LOCK} must be at most 120`)).toBeVisible();
  await expect(form.getByText(`${KEEP} must be at least 1`)).toBeVisible();
  await expect(lock).toHaveAttribute('aria-invalid', 'true');
  await expect(keep).toHaveAttribute('aria-invalid', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await lock.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/settings-party-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await lock.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/settings-party-1280.png` });
});
