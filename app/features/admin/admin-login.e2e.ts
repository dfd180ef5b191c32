import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectToast, login, openTab, SCREENS } from './admin-e2e-helpers.ts';

test('a wrong key is refused by the server; the right key opens the dashboard for the tab session until Log out', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  const keyField = page.getByLabel('Admin Key');
  await expect(keyField).toHaveAttribute('type', 'password');

  await keyField.fill('not-the-key-at-all');
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Invalid admin key');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);

  await login(page);
  await expectToast(page, 'Admin access granted');
  await expect(page.getByText('Manage your testimonials and gallery images')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'Testimonials',
    'Gallery',
    'FAQs',
    'Policies',
    'Vendors',
    'Lesson Forms',
    'Wedding Schedules',
  ]);
  await expect(page.getByRole('tab', { name: 'Testimonials' })).toHaveAttribute('aria-selected', 'true');

  // Arrow keys move between tabs (Radix Tabs), and the choice shows its panel.
  await page.getByRole('tab', { name: 'Testimonials' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Add New Image' })).toBeVisible();

  // A reload keeps her in (and on her tab); Log out ends it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('a key the server no longer accepts returns the owner to the login card with a message', async ({ page }) => {
  await page.goto('/admin');
  await page.evaluate(() => window.sessionStorage.setItem('admin-key', 'a-key-that-was-changed'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText('Your admin session has ended. Please log in again.')).toBeVisible();
});

test('the login card and every tab pass an automated accessibility check (axe, WCAG 2 A and AA)', async ({ page }) => {
  const scan = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
      (v) => `${v.id}: ${v.help}`,
    );
  await page.goto('/admin');
  await expect(page.getByLabel('Admin Key')).toBeVisible();
  expect(await scan()).toEqual([]);
  await login(page);
  for (const tab of ['Testimonials', 'Gallery', 'FAQs', 'Policies', 'Vendors', 'Lesson Forms', 'Wedding Schedules']) {
    await openTab(page, tab);
    await expect(page.getByRole('tabpanel').getByText('Loading...')).toHaveCount(0);
    expect(await scan(), tab).toEqual([]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the login card and the tab strip fit a 390 px screen', async ({ page }) => {
    await page.goto('/admin');
    await page.screenshot({ path: `${SCREENS}/login-390.png`, fullPage: true });
    await login(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The last tab is reachable by scrolling the strip sideways.
    await page.getByRole('tab', { name: 'Wedding Schedules' }).click();
    await expect(page.getByRole('heading', { name: 'Create Wedding Schedule' })).toBeVisible();
  });
});
