import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { AdminSessionAnswer } from '#contract/admin-auth.ts';
import { api } from '#contract/api.ts';
import { E2E_ADMIN_KEY, expectToast, login, openTab, SCREENS } from '#e2e/admin-e2e-helpers.ts';

test('a wrong key is refused by the server; the right key opens the dashboard until Log out', async ({ page }) => {
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
    'Bookings',
    'Team',
    'Payouts',
    'Books',
    'Site Settings',
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

test('a session the server has ended returns the owner to the login card with a message', async ({ page }) => {
  await login(page);
  // Signed out from another device: this session is gone on the server, the page does not know yet.
  const { session } = (await (await page.request.get(api.adminSession.get.path())).json()) as AdminSessionAnswer;
  const ended = await page.request.delete(api.adminSessions.end.path({ id: session!.id }), {
    headers: { 'x-admin-key': E2E_ADMIN_KEY },
  });
  expect(ended.status()).toBe(204);
  // The tab's list request is refused, and the dashboard gives way to the login card.
  await page.getByRole('tab', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText('Your admin session has ended. Please log in again.')).toBeVisible();
  await expectToast(page, 'Invalid admin key');
});

test('the login card and every tab pass an automated accessibility check (axe, WCAG 2 A and AA)', async ({ page }) => {
  // Nine scans of a page that keeps every opened tab mounted: a minute on this 2-core machine when it is busy.
  test.slow();
  const scan = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
      (v) => `${v.id}: ${v.help}`,
    );
  await page.goto('/admin');
  await expect(page.getByLabel('Admin Key')).toBeVisible();
  expect(await scan()).toEqual([]);
  await login(page);
  for (const tab of [
    'Testimonials',
    'Gallery',
    'FAQs',
    'Policies',
    'Vendors',
    'Lesson Forms',
    'Wedding Schedules',
    'Site Settings',
  ]) {
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
