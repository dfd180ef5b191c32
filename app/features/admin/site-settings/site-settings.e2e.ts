import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Policy } from '#contract/policy.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { E2E_ADMIN_KEY, expectToast, login, openPanel, openTab, SCREENS } from '#e2e/admin-e2e-helpers.ts';
// The usability walk's Site Settings tests, in this file so they never save settings while these tests do.
import './walk.tests.ts';

const admin = { 'x-admin-key': E2E_ADMIN_KEY };
const PAGES = [
  '/',
  '/services',
  '/faqs',
  '/policies',
  '/testimonials',
  '/portfolio',
  '/preferred-vendors',
  '/contact-form',
];

const settingsNow = async (request: APIRequestContext) =>
  (await (await request.get('/api/admin/site', { headers: admin })).json()) as SiteSettings;
const policies = async (request: APIRequestContext) =>
  (await (await request.get('/api/admin/policies', { headers: admin })).json()) as Policy[];

/** Everything a fresh visitor's browser or a search engine is sent, as text, page by page. */
async function everythingPublic(request: APIRequestContext) {
  const texts: Record<string, string> = {};
  for (const path of [...PAGES, '/sitemap.xml', '/robots.txt', '/manifest.webmanifest', '/api/site', '/api/faqs']) {
    texts[path] = await (await request.get(path)).text();
  }
  return texts;
}

/** Her business facts' form (the tab also holds alerts and signed-in devices). */
const settingsForm = (page: Page) => openPanel(page).getByRole('form', { name: 'Site Settings' });

async function fillField(page: Page, label: string, value: string) {
  const input = settingsForm(page).getByLabel(label, { exact: true });
  await input.fill(value);
}

test.describe.configure({ mode: 'serial' });

test('she changes her phone, booking line, a price, the Deposit policy and the site address; a fresh visitor sees only the new facts', async ({
  page,
  request,
}) => {
  // The whole chain, from the form to every public page a fresh visitor gets: over half a minute when the machine
  // is busy.
  test.slow();
  const original = await settingsNow(request);
  const deposit = (await policies(request)).find((policy) => policy.title === 'Deposit')!;
  try {
    await login(page);
    // Every other tab says which first-run placeholders are left, with a way to Site Settings.
    const banner = page.getByRole('status').filter({ hasText: 'Your site still shows first-run placeholders' });
    await expect(banner).toContainText('Site address, Phone, E-mail');
    await banner.getByRole('button', { name: 'Open Site Settings' }).click();
    await expect(page.getByRole('tab', { name: 'Site Settings' })).toHaveAttribute('aria-selected', 'true');
    await expect(banner).toBeHidden();
    const panel = settingsForm(page);
    const checklist = panel.getByRole('region', { name: 'Still to make your own' });
    await expect(checklist).toContainText('Site address (still www.example.com)');
    await expect(checklist).toContainText('Phone (still a 555 number)');

    // Bad input: a clear message beside the field, and nothing saved.
    await fillField(page, 'E-mail', 'hello-at-nowhere');
    await fillField(page, 'Site address', 'javascript:alert(1)');
    await panel.getByRole('button', { name: 'Save settings' }).click();
    await expect(panel.getByText('E-mail must be an e-mail address, such as hello@yourname.com')).toBeVisible();
    await expect(panel.getByText('Site address must be a web address starting with https://')).toBeVisible();
    await expect(panel.getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByLabel('E-mail', { exact: true })).toBeFocused();
    await expectToast(page, 'Please fix the highlighted fields; nothing was saved.');
    // Nothing of this refused save reached the server. (Other dashboard tests share this server and may save their
    // own settings meanwhile, so the fields this save tried to change are what is compared.)
    const afterRefusal = await settingsNow(request);
    expect({ email: afterRefusal.email, siteUrl: afterRefusal.siteUrl }).toEqual({
      email: original.email,
      siteUrl: original.siteUrl,
    });
    await page.screenshot({ path: `${SCREENS}/site-settings-errors-1280.png`, fullPage: true });

    await fillField(page, 'E-mail', original.email);
    await fillField(page, 'Site address', 'https://www.rosaglowbeauty.com/');
    await fillField(page, 'Phone', '(530) 212-7788');
    await fillField(page, 'Business name', 'Rosa Glow Beauty');
    await fillField(page, 'E-mail', 'book@rosaglowbeauty.com');
    await expect(panel.getByText('Text and call links dial +15302127788.')).toBeVisible();
    await fillField(page, 'Booking line', 'Booking 2027 and 2028');
    await fillField(page, 'Tagline', 'Glow <b>Like</b> *You*');
    await panel.getByRole('button', { name: /^Weddings \(5 services\)/ }).click();
    const bridal = panel.getByRole('group', { name: 'Weddings: Bridal Makeup' });
    await bridal.getByLabel('Price ($)').fill('260');
    await panel.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, 'Settings saved');
    await expect(checklist).not.toContainText('Site address');

    // The Deposit policy, in the Policies tab: the one copy /services shows too.
    await openTab(page, 'Policies');
    // What is left of the first run is still named on the other tabs, and only that.
    await expect(banner).toContainText('Social profile');
    await expect(banner).not.toContainText('Site address');
    await expect(banner).not.toContainText('Phone');
    await openPanel(page).getByRole('button', { name: 'Edit policy: Deposit' }).click();
    const content = openPanel(page).getByLabel('Content');
    await content.fill(
      (await content.inputValue()).replace('A $100 non-refundable deposit', 'A $150 non-refundable deposit'),
    );
    await openPanel(page).getByRole('button', { name: 'Update Policy' }).click();
    await expectToast(page, /updated/i);

    const site = await everythingPublic(request);
    const all = Object.values(site).join('\n');
    // Nothing old survives anywhere.
    for (const old of [
      '(916) 555-0142',
      '+19165550142',
      'Booking 2025 and 2026',
      'www.example.com',
      'hello@example.com',
      original.businessName,
      '"name":"Bridal Makeup"},"price":"225.00"',
      'A $100 non-refundable deposit',
    ]) {
      expect(all, old).not.toContain(old);
    }
    // Each new fact is in the server's first HTML, its links, its structured data and the sitemap.
    expect(site['/']).toContain('Booking 2027 and 2028');
    expect(site['/']).toContain('href="sms:+15302127788"');
    expect(site['/']).toContain('<link rel="canonical" href="https://www.rosaglowbeauty.com/"');
    expect(site['/']).toContain('<meta property="og:url" content="https://www.rosaglowbeauty.com/"');
    expect(site['/']).toContain('"telephone":"+15302127788"');
    expect(site['/']).toContain('"url":"https://www.rosaglowbeauty.com"');
    expect(site['/']).toMatch(/"name":"Bridal Makeup"\},"price":"260.00"/);
    // Typed markup is text, never HTML.
    expect(site['/']).toContain('Glow &lt;b&gt;Like&lt;/b&gt; <em>You</em>');
    expect(site['/contact-form']).toContain('href="tel:+15302127788"');
    expect(site['/contact-form']).toContain('href="mailto:book@rosaglowbeauty.com"');
    expect(JSON.parse(site['/manifest.webmanifest']!)).toMatchObject({ name: 'Rosa Glow Beauty' });
    expect(site['/services']).toContain('A $150 non-refundable deposit');
    expect(site['/policies']).toContain('A $150 non-refundable deposit');
    expect(site['/sitemap.xml']).toContain('<loc>https://www.rosaglowbeauty.com/services</loc>');
    expect(site['/robots.txt']).toContain('Sitemap: https://www.rosaglowbeauty.com/sitemap.xml');

    // A new visitor's browser shows the new price on the Bridal Makeup card.
    const visitor = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    const services = await visitor.newPage();
    await services.goto('/services');
    await expect(services.getByRole('article', { name: 'Bridal Makeup', exact: true })).toContainText('$260');
    await visitor.close();
  } finally {
    await request.put('/api/admin/site', { headers: admin, data: original });
    await request.put(`/api/admin/policies/${deposit.id}`, { headers: admin, data: deposit });
  }
});

test('a returning visitor whose service worker holds the site sees her change on the next page load', async ({
  browser,
  request,
}) => {
  const original = await settingsNow(request);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByText(original.bookingLine, { exact: true })).toBeVisible();

    await request.put('/api/admin/site', { headers: admin, data: { ...original, bookingLine: 'Booking 2029' } });
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByText('Booking 2029', { exact: true })).toBeVisible();
    await expect(page.getByText(original.bookingLine, { exact: true })).toHaveCount(0);
  } finally {
    await context.close();
    await request.put('/api/admin/site', { headers: admin, data: original });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Site Settings tab fits a 390 px screen and the save button stays in reach', async ({ page }) => {
    await login(page);
    await openTab(page, 'Site Settings');
    const panel = openPanel(page);
    await expect(panel.getByRole('heading', { name: 'Services and prices' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/site-settings-390.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await panel.getByRole('heading', { name: 'Services and prices' }).scrollIntoViewIfNeeded();
    await expect(panel.getByRole('button', { name: 'Save settings' })).toBeInViewport();
  });
});
