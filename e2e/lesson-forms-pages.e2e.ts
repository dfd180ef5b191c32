import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { E2E_ADMIN_KEY, login, openPanel, openTab, unique } from './admin-e2e-helpers.ts';

const SCREENS = '/work/screens/lesson-forms';

// On the visitor's server, whose only changes are lesson forms: the 22 sent here would otherwise push the one
// questionnaire an owner test just sent off the first page while both run.

const form = (name: string, extra: Record<string, string> = {}) => ({
  name,
  email: 'pages@example.com',
  phone: '(530) 555-0142',
  lessonPurpose: 'self-application',
  skillLevel: 'beginner',
  mainGoal: 'personal-use',
  focusAreas: JSON.stringify(['Eyebrows']),
  kitPreference: 'combination',
  ...extra,
});

async function submitMany(request: APIRequestContext, names: string[]) {
  for (const name of names) {
    expect((await request.post('/api/lesson-submissions', { data: form(name) })).status()).toBe(201);
  }
}

test('lesson forms come a page at a time, can be searched and downloaded as CSV, at 390 px and by keyboard', async ({
  page,
  request,
}) => {
  const batch = unique('Pager');
  await submitMany(
    request,
    Array.from({ length: 21 }, (_, i) => `${batch} #${i + 1}`),
  );
  const zoe = `Zoë Ñúñez ${batch}`;
  expect(
    (await request.post('/api/lesson-submissions', { data: form(zoe, { email: 'zoe.pages@example.com' }) })).status(),
  ).toBe(201);
  const all = await request.get('/api/admin/lesson-submissions?page=1', { headers: { 'x-admin-key': E2E_ADMIN_KEY } });
  const { total } = (await all.json()) as { total: number };
  expect(total).toBeGreaterThanOrEqual(22);
  const count = (value: number) => value.toLocaleString('en-US');

  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  await openTab(page, 'Lesson Forms');
  const panel = openPanel(page);
  const pages = panel.getByRole('navigation', { name: 'Lesson form pages' });
  await expect(pages.getByText(`1–20 of ${count(total)}`)).toBeVisible();
  await expect(panel.getByRole('listitem', { name: /^Lesson inquiry from / })).toHaveCount(20);
  // Newest first: Zoë, then the batch from its last.
  await expect(panel.getByRole('listitem', { name: /^Lesson inquiry from / }).first()).toHaveAccessibleName(
    `Lesson inquiry from ${zoe}`,
  );
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/lesson-forms-390.png`, fullPage: false });
  await pages.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/lesson-forms-pager-390.png`, fullPage: false });

  // The keyboard alone: Next, and the view starts at the top of the new page.
  await pages.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(pages.getByText(`21–${count(Math.min(40, total))} of ${count(total)}`)).toBeVisible();
  await expect(page.locator('#lesson-list-title')).toBeFocused();
  await expect(panel.getByRole('listitem', { name: `Lesson inquiry from ${batch} #2` })).toBeVisible();
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(pages.getByText(`1–20 of ${count(total)}`)).toBeVisible();

  // Search by name without its accents, then by phone however it is written.
  const search = panel.getByRole('searchbox', { name: 'Search by name, e-mail or phone' });
  await search.focus();
  await page.keyboard.type(`zoe nunez ${batch}`.toLowerCase());
  await expect(panel.getByRole('listitem', { name: /^Lesson inquiry from / })).toHaveCount(1);
  await expect(panel.getByRole('listitem', { name: `Lesson inquiry from ${zoe}` })).toBeVisible();
  await expect(pages).toBeHidden();
  await page.screenshot({ path: `${SCREENS}/lesson-forms-search-390.png`, fullPage: false });
  await search.fill(batch.toLowerCase());
  await expect(pages.getByText('1–20 of 22')).toBeVisible();
  await search.fill('nobody by this name at all');
  await expect(panel.getByText('No lesson forms match "nobody by this name at all".')).toBeVisible();
  await search.fill('');
  await expect(pages.getByText(`1–20 of ${count(total)}`)).toBeVisible();

  // The download: a CSV with today's name, Zoë's accents intact.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Download CSV (Excel)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^lesson-forms-\d{4}-\d\d-\d\d\.csv$/);
  const rows = parse(await readFile((await download.path())!), { bom: true }) as string[][];
  expect(rows[0]![0]).toBe('Submitted (Pacific time)');
  expect(rows.slice(1).map((row) => row[1])).toContain(zoe);
  expect(rows).toHaveLength(total + 1);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/lesson-forms-1280.png`, fullPage: false });
});

test('Site Settings offers all her content as one JSON file', async ({ page }) => {
  await login(page);
  await openTab(page, 'Site Settings');
  const link = openPanel(page).getByRole('link', { name: 'Download all my content (JSON)' });
  await link.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^site-\d{4}-\d\d-\d\d\.json$/);
  const site = JSON.parse(await readFile((await download.path())!, 'utf8')) as Record<string, unknown>;
  expect(site).toHaveProperty('siteSettings');
  expect(site).toHaveProperty('weddingSchedules');
  expect(site).not.toHaveProperty('adminSessions');
  await page.screenshot({ path: `${SCREENS}/download-content-1280.png`, fullPage: false });
});
