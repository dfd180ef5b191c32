import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectToast, login, openPanel, openTab } from '#e2e/admin-e2e-helpers.ts';
import { literalPattern } from '#test-support/literal-pattern.ts';

const SCREENS = '/work/screens/calendar-link';

/**
 * The same link, whatever the site's address: other tests change her site address on the same server meanwhile, and
 * the link's address follows it; the link itself is its path.
 */
const sameLinkAs = (url: string) => new RegExp(`${literalPattern(new URL(url).pathname)}$`);

test('Site Settings, Calendar link: copy it, subscribe, and make a new one that retires the old (390 px)', async ({
  page,
  context,
}) => {
  await mkdir(SCREENS, { recursive: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  await openTab(page, 'Site Settings');
  const panel = openPanel(page).getByRole('region', { name: 'Calendar link' });
  await panel.scrollIntoViewIfNeeded();

  const address = panel.getByRole('textbox', { name: 'Subscription address' });
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await address.inputValue();
  // The feed itself answers, as a calendar.
  const feed = await page.request.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await expect(panel.getByRole('link', { name: 'Subscribe on this device' })).toHaveAttribute(
    'href',
    first.replace(/^https?:/, 'webcal:'),
  );

  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expectToast(page, 'Calendar link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/calendar-link-390.png`, fullPage: false });

  // Cancelling the question changes nothing.
  await panel.getByRole('button', { name: 'Make a new link' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('The current link stops working at once');
  await page.screenshot({ path: `${SCREENS}/calendar-link-confirm-390.png`, fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(address).toHaveValue(sameLinkAs(first));

  await panel.getByRole('button', { name: 'Make a new link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Make a new link' }).click();
  await expectToast(page, 'the old one no longer works');
  await expect(address).not.toHaveValue(sameLinkAs(first));
  const second = await address.inputValue();
  expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);
  expect((await page.request.get(new URL(second).pathname)).status()).toBe(200);

  // The same link after a reload: it is kept on the server, not made anew for each visit.
  await page.reload();
  await openTab(page, 'Site Settings');
  await expect(openPanel(page).getByRole('textbox', { name: 'Subscription address' })).toHaveValue(sameLinkAs(second));

  await page.setViewportSize({ width: 1280, height: 900 });
  await openPanel(page).getByRole('region', { name: 'Calendar link' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/calendar-link-1280.png`, fullPage: false });
});
