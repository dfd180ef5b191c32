import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Policy } from '#contract/policy.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { E2E_ADMIN_KEY, expectToast, login, openPanel, openTab, SCREENS, toasts } from '#e2e/admin-e2e-helpers.ts';
// The usability walk's Site Settings tests, in this file so they never save settings while these tests do.
import './walk.tests.ts';
import './offline-shell.tests.ts';
import './rules-stated-once.tests.ts';

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
    await bridal.getByLabel('Price', { exact: true }).fill('260');
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

test.describe('with its service worker', () => {
  test.use({ serviceWorkers: 'allow' });

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

      await request.put('/api/admin/site', {
        headers: admin,
        data: { ...original, bookingLine: 'Booking 2029', businessName: 'Rosa Glow Beauty' },
      });
      const response = await page.reload();
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.getByText('Booking 2029', { exact: true })).toBeVisible();
      await expect(page.getByText(original.bookingLine, { exact: true })).toHaveCount(0);
      // The manifest an install reads, as this page's worker answers it: her new name, not the one it installed with.
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!;
        return ((await (await fetch(link.href)).json()) as { name: string }).name;
      });
      expect(manifest).toBe('Rosa Glow Beauty');
    } finally {
      await context.close();
      await request.put('/api/admin/site', { headers: admin, data: original });
    }
  });
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

// Issue 37, item 4: Site Settings on a phone.
const SCREENS_37 = '/work/screens/37';
mkdirSync(SCREENS_37, { recursive: true });

/** The toast on top of the site's header, dismissed (for screenshots of what is under it). */
const dismissToast = (page: Page) => toasts(page).getByRole('button', { name: 'Dismiss notification' }).click();

/** The Site Settings tab, logged in, at its top. */
async function openSettings(page: Page) {
  await login(page);
  await dismissToast(page);
  await openTab(page, 'Site Settings');
  await expect(settingsForm(page)).toBeVisible();
}

/** The "$" drawn before a field's value: seen, inside the box at its left, before what she types. */
async function expectDollarBefore(input: Locator) {
  const unit = input.locator('xpath=preceding-sibling::span');
  await expect(unit).toHaveText('$');
  await expect(unit).toBeVisible();
  const [box, sign] = [(await input.boundingBox())!, (await unit.boundingBox())!];
  expect(sign.x).toBeGreaterThan(box.x);
  expect(sign.x + sign.width).toBeLessThan(box.x + 32);
  expect(sign.y).toBeGreaterThan(box.y);
  expect(sign.y + sign.height).toBeLessThan(box.y + box.height);
  // The value she types starts after it.
  const padding = await input.evaluate((element) => parseFloat(getComputedStyle(element).paddingLeft));
  expect(box.x + padding).toBeGreaterThanOrEqual(sign.x + sign.width);
}

for (const width of [390, 1280]) {
  test.describe(`Site Settings at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('each section is one tap away, with how many of its fields still hold a placeholder', async ({
      page,
      request,
    }) => {
      const original = await settingsNow(request);
      try {
        // Four placeholders in Business details (site address, phone, e-mail, social profile), two in the home page's
        // words (a booking line for past years, the first-run greeting).
        await request.put('/api/admin/site', {
          headers: admin,
          data: {
            ...original,
            siteUrl: 'https://www.example.com',
            phone: '(916) 555-0142',
            email: 'hello@example.com',
            socialUrl: 'https://www.instagram.com/example',
            bookingLine: 'Booking 2020',
            bio: { ...original.bio, heading: "Hi, I'm Elena Marie" },
          },
        });
        await openSettings(page);
        const nav = page.getByRole('navigation', { name: 'Site Settings sections' });
        await expect(nav.getByRole('link')).toHaveText([
          /^Business details4 left/,
          /^Home page words2 left/,
          'Services and prices',
          'Bookings and travel',
          'Team pay',
          'Mileage rates',
          "What's included",
          'Home pictures',
          'E-mails and reviews',
          'Calendar link',
          'Alerts',
          'Devices',
          'Backups',
        ]);
        await expect(nav.getByRole('link', { name: 'Business details 4 left to make your own' })).toBeVisible();
        await page.screenshot({ path: `${SCREENS_37}/settings-jump-links-${width}.png` });

        // A tap: the section's title comes to the top, clear of the sticky bars, and has her focus.
        await nav.getByRole('link', { name: 'Bookings and travel' }).click();
        const rules = page.getByRole('heading', { name: 'Bookings and travel' });
        await expect(rules).toBeFocused();
        await expect(rules).toBeInViewport({ ratio: 1 });
        await expect
          .poll(async () => (await rules.boundingBox())!.y - (await nav.boundingBox())!.y)
          .toBeGreaterThanOrEqual((await nav.boundingBox())!.height);
        await expect.poll(async () => (await rules.boundingBox())!.y).toBeLessThan(300);
        expect(page.url()).toMatch(/\/admin$/);
        await page.screenshot({ path: `${SCREENS_37}/settings-jumped-${width}.png` });

        // The keyboard: Enter on a link, then Tab goes on inside the section.
        await nav.getByRole('link', { name: /^Home page words/ }).focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { name: 'Home page words' })).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(settingsForm(page).getByLabel('Tagline', { exact: true })).toBeFocused();

        // Far down the page, the links are still in view; the backups are one tap away too.
        await expect(nav).toBeInViewport();
        await nav.getByRole('link', { name: 'Backups' }).click();
        await expect(page.getByRole('heading', { name: 'Backups' })).toBeFocused();
        await expect(page.getByRole('heading', { name: 'Backups' })).toBeInViewport();

        // The counts follow what she types.
        await nav.getByRole('link', { name: /^Business details/ }).click();
        await settingsForm(page).getByLabel('Phone', { exact: true }).fill('(530) 212-7788');
        await expect(nav.getByRole('link', { name: /^Business details/ })).toHaveText(/^Business details3 left/);
        await settingsForm(page).getByLabel('Booking line', { exact: true }).fill('');
        await settingsForm(page).getByLabel('Meet the Artist heading', { exact: true }).fill("Hi, I'm Sofia");
        await expect(nav.getByRole('link', { name: /^Home page words/ })).toHaveText('Home page words');

        // The checklist's facts take her to their fields.
        await settingsForm(page)
          .getByRole('region', { name: 'Still to make your own' })
          .getByRole('button', { name: 'E-mail (still an example.com address)' })
          .click();
        await expect(settingsForm(page).getByLabel('E-mail', { exact: true })).toBeFocused();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      } finally {
        await request.put('/api/admin/site', { headers: admin, data: original });
      }
    });
  });
}

test.describe('Site Settings on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('phone and e-mail fields bring their keyboards; amounts of dollars a decimal one, with "$" before them', async ({
    page,
  }) => {
    await openSettings(page);
    const form = settingsForm(page);
    const phone = form.getByLabel('Phone', { exact: true });
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    const email = form.getByLabel('E-mail', { exact: true });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('inputmode', 'email');

    // Dollars: the label alone names the field, and "$" is not in its value.
    const rules = form.getByRole('region', { name: 'Bookings and travel' });
    for (const label of ['Base travel fee', 'Fee per mile beyond', 'Wedding retainer', 'Special event retainer']) {
      const money = rules.getByRole('textbox', { name: label, exact: true });
      await expect(money, label).toHaveAttribute('inputmode', 'decimal');
      await expect(money, label).not.toHaveValue(/\$/);
      await expectDollarBefore(money);
    }
    // Miles and days are whole numbers, with no "$".
    const miles = rules.getByRole('textbox', { name: 'Miles the base fee covers', exact: true });
    await expect(miles).toHaveAttribute('inputmode', 'numeric');
    await expect(miles.locator('xpath=preceding-sibling::span')).toHaveCount(0);

    await form.getByRole('button', { name: /^Weddings \(/ }).click();
    const bridal = form.getByRole('group', { name: 'Weddings: Bridal Makeup' });
    const price = bridal.getByRole('textbox', { name: 'Price', exact: true });
    await expect(price).toHaveAttribute('inputmode', 'decimal');
    await expectDollarBefore(price);
    await expect(bridal.getByRole('textbox', { name: 'Minutes', exact: true })).toHaveAttribute('inputmode', 'numeric');
    await bridal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS_37}/settings-price-390.png` });
    await rules.getByRole('textbox', { name: 'Base travel fee', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS_37}/settings-money-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await bridal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS_37}/settings-price-1280.png` });
  });

  test('"Home city" says what it is for; only "Home ZIP" says the miles start there', async ({ page }) => {
    await openSettings(page);
    const form = settingsForm(page);
    const city = form.getByLabel('Home city', { exact: true });
    await expect(city).toHaveAccessibleDescription(/home page's title.*Lessons page.*search results/);
    await expect(city).toHaveAccessibleDescription(/count from your Home ZIP, not from here/);
    await expect(form.getByLabel('Home ZIP', { exact: true })).toHaveAccessibleDescription(/Where your miles start/);
    await expect(form.getByText(/miles start/)).toHaveCount(1);
    await city.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS_37}/settings-home-city-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await city.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS_37}/settings-home-city-1280.png` });
  });

  test('she is asked before leaving changes not saved, and Cancel keeps them', async ({ page }) => {
    await openSettings(page);
    // With nothing changed, nothing asks: to the home page (the header's name), then back to the dashboard from
    // within the site (as the bride's page preview's "Back to dashboard" does).
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(() => history.pushState(null, '', '/admin'));
    await expect(page.getByRole('tab', { name: 'Site Settings' })).toHaveAttribute('aria-selected', 'true');
    /** The leave dialog's own history entry (Back closes it) is gone again. */
    const settled = () =>
      page.waitForFunction(() => !(history.state as { backClosesDepth?: number } | null)?.backClosesDepth);

    const form = settingsForm(page);
    const name = form.getByLabel('Business name', { exact: true });
    const before = await name.inputValue();
    await name.fill('Rosa Glow Beauty');
    await expect(form.getByText('Changes not saved yet')).toBeVisible();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });

    // Another tab of the dashboard.
    await page.getByRole('tab', { name: 'Testimonials' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your changes to Site Settings are not saved yet.');
    await page.screenshot({ path: `${SCREENS_37}/settings-leave-dialog-390.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Site Settings' })).toHaveAttribute('aria-selected', 'true');
    await expect(name).toHaveValue('Rosa Glow Beauty');

    // A link to another page of the site (the header's name).
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(name).toHaveValue('Rosa Glow Beauty');

    // The phone's Back button, to the page of the site she came from.
    await settled();
    await page.evaluate(() => history.back());
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await settled();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(name).toHaveValue('Rosa Glow Beauty');

    // Closing or reloading the page: the browser's own question.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (question) => {
        resolve(question.type());
        void question.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);
    await expect(name).toHaveValue('Rosa Glow Beauty');

    // Leaving drops the changes: back on the tab, the saved name.
    await page.getByRole('tab', { name: 'Testimonials' }).click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page.getByRole('tab', { name: 'Testimonials' })).toHaveAttribute('aria-selected', 'true');
    await openTab(page, 'Site Settings');
    await expect(name).toHaveValue(before);
    await expect(form.getByText('Changes not saved yet')).toBeHidden();
    // With nothing unsaved, nothing asks.
    await openTab(page, 'Gallery');
    await expect(dialog).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    await openTab(page, 'Site Settings');
    await name.fill('Rosa Glow Beauty');
    await page.getByRole('tab', { name: 'Testimonials' }).click();
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `${SCREENS_37}/settings-leave-dialog-1280.png` });
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  });

  test('after a save the site header and footer show her new name, with no reload', async ({ page, request }) => {
    const original = await settingsNow(request);
    try {
      await openSettings(page);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const header = page.getByRole('banner');
      await expect(header).toContainText(original.artistName);
      const form = settingsForm(page);
      await form.getByLabel('Artist name', { exact: true }).fill('Sofia Reyes');
      await form.getByLabel('Business name', { exact: true }).fill('Sofia Reyes Beauty');
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expectToast(page, 'Settings saved');
      await expect(header.getByRole('link', { name: /^Sofia Reyes/ })).toBeVisible();
      await expect(header).not.toContainText(original.artistName);
      await expect(page.getByRole('contentinfo')).toContainText('Sofia Reyes Beauty');
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      await dismissToast(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SCREENS_37}/settings-header-renamed-390.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: `${SCREENS_37}/settings-header-renamed-1280.png` });
    } finally {
      await request.put('/api/admin/site', { headers: admin, data: original });
    }
  });
});
