import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_KEY } from '../playwright.config.ts';

export { E2E_ADMIN_KEY };
export const SCREENS = '/work/screens/admin';

/** A name no other test (or earlier run against the same server) has used. */
export const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1000)}`;

/** The toast region, not Radix's separate screen-reader announcement of the same text. */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(toasts(page).getByText(text)).toBeVisible();
}

export async function login(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Admin Key').fill(E2E_ADMIN_KEY);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** The open tab's panel: tabs she opened before stay in the page, hidden, with fields of the same names. */
export const openPanel = (page: Page) => page.getByRole('tabpanel');

export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Presses Delete, then confirms in the dialog. */
export async function deleteWithConfirmation(page: Page, deleteButtonName: string) {
  await page.getByRole('button', { name: deleteButtonName }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Opens a public page as a new visitor would after the owner's change: a browser of her own, with nothing loaded
 * or cached before. (The owner's own tab is checked separately.)
 */
export async function openPublicPage(page: Page, path: string) {
  const browser = page.context().browser();
  if (!browser) throw new Error('No browser');
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await context.newPage();
  visitor.on('close', () => void context.close());
  await visitor.goto(path);
  // Wait for the page's lists, so that "not shown" is checked against the loaded page.
  await visitor.waitForLoadState('networkidle');
  return visitor;
}
