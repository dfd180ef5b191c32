import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pathOf } from '#contract/routes.ts';
import { smsHref } from '#contract/phone.ts';
import { formatPrice, type PublicSiteSettings } from '#contract/site-settings.ts';
import { hydrated } from '#e2e/hydrated.ts';

const PHONE = { width: 390, height: 844 };
const NAV = ['Home', "FAQ's", 'Policies', 'Testimonials', 'Services', 'Portfolio', 'Preferred Vendors'];
const SHOTS = '/work/screens/usability';

/** Her settings as the visitors' server has them (the page is drawn from the same answer). */
const siteSettings = async (page: Page): Promise<PublicSiteSettings> => (await page.request.get('/api/site')).json();

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('every service and its own price on /services can be read within two screens of the price heading, without swiping sideways', async ({
    page,
  }) => {
    const site = await siteSettings(page);
    await page.goto('/services');
    const heading = page.getByRole('heading', { level: 1, name: 'SERVICES AND PRICES' });
    const glance = page.getByRole('region', { name: 'Prices at a glance' });
    await expect(glance).toBeVisible();
    for (const screen of [1, 2]) {
      await page.screenshot({
        path: `${SHOTS}/services-390-screen-${screen}.png`,
        clip: { x: 0, y: (screen - 1) * PHONE.height, ...PHONE },
        fullPage: true,
      });
    }
    const top = (await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)) as number;
    // Each service by its own name, beside its own price: a line "Graduation, Prom, Photoshoot, Birthday Makeup
    // $150 each" left "Prom Makeup" to be found in its card, two screens and more down the page.
    const shown = await glance.evaluate((element) =>
      [...element.querySelectorAll('dt')].map((term) => {
        const price = term.parentElement!.querySelector('.price')!.getBoundingClientRect();
        return {
          name: term.textContent ?? '',
          price: term.nextElementSibling?.textContent ?? '',
          top: price.top + window.scrollY,
          bottom: price.bottom + window.scrollY,
          left: price.left,
          right: price.right,
        };
      }),
    );
    const expected = site.serviceGroups.flatMap((group) =>
      group.items.map((item) => ({ name: item.name, price: formatPrice(item.price) })),
    );
    expect(expected).toHaveLength(13);
    expect(shown.map(({ name, price }) => ({ name, price }))).toEqual(expected);
    for (const line of shown) {
      expect(line.top, `${line.name}'s price is above the heading`).toBeGreaterThan(top);
      expect(line.bottom - top, `${line.name}'s price ends past two screens from the heading`).toBeLessThanOrEqual(
        2 * PHONE.height,
      );
      expect(line.bottom, `${line.name}'s price ends past the second screen`).toBeLessThanOrEqual(2 * PHONE.height);
      expect(line.left, line.name).toBeGreaterThanOrEqual(0);
      expect(line.right, line.name).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    // The spec's four sideways rows are still there, below it, each a region named by its group.
    for (const group of site.serviceGroups) {
      await expect(page.getByRole('heading', { level: 2, name: group.name, exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: group.name, exact: true })).toBeVisible();
    }
  });

  test('/services has no accessibility problems axe knows of, its landmarks each named once', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('region', { name: 'Prices at a glance' })).toBeVisible();
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // The list at a glance names its groups for what they hold, apart from the rows below.
    await expect(page.getByRole('region', { name: 'Weddings prices', exact: true })).toContainText('Bridal Makeup');
  });

  test('the menu keeps its seven links and offers text to book, lessons and my schedule below them', async ({
    page,
  }) => {
    const site = await siteSettings(page);
    await page.goto('/services');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => hydrated(toggle)).toBe(true);
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(NAV);
    const panel = page.locator('#site-nav');
    for (const [name, href] of [
      ['Text to book', smsHref(site.phone)],
      ['Lessons', pathOf('lessons')],
      ['My schedule', pathOf('schedule')],
    ] as const) {
      const link = panel.getByRole('link', { name, exact: true });
      await expect(link, name).toBeVisible();
      await expect(link, name).toHaveAttribute('href', href);
    }
    await page.screenshot({ path: `${SHOTS}/menu-open-390.png` });
    const axe = await new AxeBuilder({ page })
      .include('header')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // A choice among them closes the menu, as the seven links do.
    await panel.getByRole('link', { name: 'Lessons', exact: true }).click();
    await expect(page).toHaveURL(/\/contact-form$/);
    await expect(panel).toBeHidden();
  });

  test.describe('before the code has arrived', () => {
    // The server's page itself, not the service worker's copy of it.
    test.use({ serviceWorkers: 'block' });

    test('the menu opens at a tap, its links work and Escape closes it, with the code blocked', async ({ page }) => {
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/');
      const panel = page.locator('#site-nav');
      await expect(panel).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(panel).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await page.screenshot({ path: `${SHOTS}/menu-open-before-code-390.png` });
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByRole('heading', { level: 1, name: 'SERVICES AND PRICES' })).toBeVisible();
      // A page loaded anew starts with its menu closed.
      await expect(panel).toBeHidden();
    });

    test('a menu opened before the code stays open when the code takes over, and the code then closes it', async ({
      page,
    }) => {
      let release!: () => void;
      const codeMayArrive = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await codeMayArrive;
        await route.continue();
      });
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      const panel = page.locator('#site-nav');
      await expect(panel).toBeVisible();
      expect(await hydrated(page.locator('header button'))).toBe(false);
      release();
      const closeButton = page.getByRole('button', { name: 'Close menu' });
      await expect.poll(() => hydrated(closeButton)).toBe(true);
      // Hydrated with it open: not closed again, and the tap was not pressed a second time.
      await page.waitForTimeout(300);
      await expect(panel).toBeVisible();
      await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
      // The header's own behaviour from here: a link focused in it, Escape closes and gives focus back.
      await panel.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(panel).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(panel).toBeHidden();
    });
  });

  test('Escape closes the menu and gives focus back to the menu button', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => hydrated(toggle)).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('#site-nav');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-nav');
  });

  test('tabbing on past the last item of the menu closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => hydrated(toggle)).toBe(true);
    await toggle.click();
    const panel = page.locator('#site-nav');
    await expect(panel).toBeVisible();
    const last = panel.getByRole('link').last();
    await last.focus();
    await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    // Focus went on to the page, not back into the hidden menu.
    expect(await page.evaluate(() => document.activeElement?.closest('#site-nav') ?? null)).toBeNull();
    // Shift+Tab within the menu (back to the button) leaves it open.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await panel.getByRole('link').first().focus();
    await page.keyboard.press('Shift+Tab');
    await expect(panel).toBeVisible();
  });
});

test('at 1280 px /services keeps its four rows and shows no extra price list', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'SERVICES AND PRICES' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prices at a glance' })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/services-1280.png` });
  // The wide header shows the seven links alone; the phone menu's row of actions is not in it.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(NAV);
  await expect(page.locator('#site-nav').getByRole('link', { name: 'Text to book' })).toBeHidden();
});
