import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AvailabilityAnswer, TravelEstimate } from '#contract/availability.ts';
import { addCalendarDays, longDate, sacramentoDate } from '#contract/calendar-day.ts';
import { firstChairFor, partyLines } from '#contract/check-your-date.ts';
import { offeredGroups } from '#contract/offered-services.ts';
import { formatPrice, type PublicSiteSettings, type SiteSettings } from '#contract/site-settings.ts';
import { E2E_ADMIN_KEY } from '../../../../playwright.config.ts';
import { webFontsDrawn } from '#e2e/hydrated.ts';

const PHONE = { width: 390, height: 844 };
const SHOTS = '/work/screens/check-date';
const SHOTS37 = '/work/screens/37';
const admin = { 'x-admin-key': E2E_ADMIN_KEY };
/** Sacramento (downtown) as her home, Auburn as the getting-ready place: about 25 to 40 road miles. */
const HOME_ZIP = '95814';
const AUBURN = '95603';

/** A Saturday some months ahead, a different week each run, so runs against the same server do not meet. */
function saturdayAhead(weeksAhead: number): string {
  let date = addCalendarDays(sacramentoDate(new Date()), weeksAhead * 7);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 6) date = addCalendarDays(date, 1);
  return date;
}

async function statusOf(request: APIRequestContext, date: string): Promise<string> {
  const answer = (await (await request.get(`/api/availability?from=${date}&to=${date}`)).json()) as AvailabilityAnswer;
  return answer.days.find((day) => day.date === date)?.status ?? 'open';
}

/** Sums the layout shifts the page reports from now on (none caused by her own input). */
const watchShifts = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as { shifts: number };
    record.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: false });
  });
const shiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

/** The line that answers a field: the element its aria-describedby names. */
async function answerTo(page: Page, field: Locator): Promise<Locator> {
  const id = await field.getAttribute('aria-describedby');
  if (!id) throw new Error('The field names no answer line');
  return page.locator(`[id="${id}"]`);
}

/** An element's box on the whole page, for a full-page screenshot of it. */
const pageBox = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { x: box.left + window.scrollX, y: box.top + window.scrollY, width: box.width, height: box.height };
  });

const isBlockCode = (url: string) => /\/check-your-date[^/]*\.js$/.test(new URL(url).pathname);

test.describe('Check your date', () => {
  let bookingId = '';
  let homeZipBefore = '';
  let bookedDate = '';
  let openDate = '';

  test.beforeAll(async ({ request }) => {
    // Her home ZIP (private: never on a public page) lets the ZIP look-up measure miles.
    const settings = (await (await request.get('/api/admin/site', { headers: admin })).json()) as SiteSettings;
    homeZipBefore = settings.homeZip;
    if (settings.homeZip !== HOME_ZIP) {
      const saved = await request.put('/api/admin/site', { headers: admin, data: { ...settings, homeZip: HOME_ZIP } });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    // A booked wedding on one Saturday; the next Saturday left open.
    const week = 20 + Math.floor(Math.random() * 30);
    bookedDate = saturdayAhead(week);
    openDate = saturdayAhead(week + 1);
    const created = await request.post('/api/admin/bookings', {
      headers: admin,
      data: {
        clientName: 'Check Date Test Bride',
        clientPhone: '(916) 555-0199',
        eventDate: bookedDate,
        eventType: 'wedding',
        status: 'booked',
        party: [{ name: 'Bride', service: 'Bridal Makeup' }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    bookingId = ((await created.json()) as { id: string }).id;
    expect(await statusOf(request, bookedDate)).toBe('booked');
    expect(await statusOf(request, openDate)).toBe('open');
  });

  test.afterAll(async ({ request }) => {
    if (bookingId) await request.delete(`/api/admin/bookings/${bookingId}`, { headers: admin });
    const settings = (await (await request.get('/api/admin/site', { headers: admin })).json()) as SiteSettings;
    if (settings.homeZip !== homeZipBefore) {
      await request.put('/api/admin/site', { headers: admin, data: { ...settings, homeZip: homeZipBefore } });
    }
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: PHONE });

    test('a booked date, an open one, a party of 6, a ZIP and a ready-by time make a text with all five things and the total', async ({
      page,
    }) => {
      const site = (await (await page.request.get('/api/site')).json()) as PublicSiteSettings;
      const blockCode: string[] = [];
      page.on('request', (request) => {
        if (isBlockCode(request.url())) blockCode.push(request.url());
      });
      await page.goto('/services', { waitUntil: 'networkidle' });
      // Nothing of the block's code on the first load: it is asked for as the block nears the screen.
      expect(blockCode).toEqual([]);
      await webFontsDrawn(page);
      await watchShifts(page);

      const block = page.locator('#check-your-date');
      const dateField = block.getByLabel('Date', { exact: true });
      // Straight to what follows the block: the block loads with its end on the screen, and its space was held,
      // so nothing there moves when the code arrives.
      await page.getByRole('heading', { name: 'POLICIES' }).scrollIntoViewIfNeeded();
      await expect(dateField).toBeAttached();
      expect(blockCode.length).toBeGreaterThan(0);
      expect(await shiftsSoFar(page)).toBe(0);
      await block.getByRole('heading', { name: 'CHECK YOUR DATE' }).scrollIntoViewIfNeeded();

      const dateStatus = await answerTo(page, dateField);
      const zipField = block.getByLabel('ZIP code');
      const zipStatus = await answerTo(page, zipField);
      const readyField = block.getByLabel('Everyone ready by');
      await dateField.fill(bookedDate);
      await expect(dateStatus).toHaveText(`Sorry, ${longDate(bookedDate)} is booked. Try another date?`);
      await dateField.fill(openDate);
      await expect(dateStatus).toHaveText(`Good news: ${longDate(openDate)} is open.`);
      await expect(block.getByRole('note')).toHaveText(/^Saturday weddings start at 4 services/);

      // The party of six, by tapping and by keyboard.
      await block.getByRole('button', { name: 'One more: Bridal Makeup', exact: true }).click();
      const moreBridesmaids = block.getByRole('button', { name: 'One more: Bridesmaid', exact: true });
      await moreBridesmaids.focus();
      for (let press = 0; press < 4; press += 1) await page.keyboard.press('Enter');
      await block.getByRole('spinbutton', { name: /Flower Girl/ }).fill('1');
      await expect(block.getByRole('spinbutton', { name: /^Bridesmaid/ })).toHaveValue('4');
      await expect(block.getByRole('note')).toHaveCount(0);
      // At 390 px every stepper is on the screen's width, and nothing scrolls sideways.
      for (const button of await block.getByRole('button', { name: /^One (more|fewer):/ }).all()) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);

      const estimate = (await (await page.request.get(`/api/travel-estimate?zip=${AUBURN}`)).json()) as TravelEstimate;
      await zipField.fill(AUBURN);
      await expect(zipStatus).toHaveText(`${estimate.place}: about ${estimate.miles} miles: $${estimate.fee} travel.`);

      await readyField.fill('15:00');
      const lines = partyLines(
        offeredGroups(site.serviceGroups, 'wedding'),
        { 'Bridal Makeup': 1, Bridesmaid: 4, 'Flower Girl Makeup (12 & Under)': 1 },
        'wedding',
      );
      const firstChair = firstChairFor(lines, '15:00', site.chairs);
      if (firstChair.kind !== 'time') throw new Error('The party should have a first chair');
      await expect(await answerTo(page, readyField)).toHaveText(
        `First chair about ${firstChair.firstStart}, with ${site.chairs === 2 ? 'two artists side by side' : 'one artist'}.`,
      );

      const servicesTotal = lines.reduce((sum, line) => sum + line.price, 0);
      const total = formatPrice(servicesTotal + estimate.fee!);
      const summary = block.getByRole('region', { name: 'Your estimate' });
      await expect(summary).toContainText(formatPrice(servicesTotal));
      await expect(summary).toContainText(total);
      await expect(summary).toContainText(formatPrice(site.retainerAmount));

      const link = block.getByRole('link', { name: `Text ${site.artistName} about ${longDate(openDate)}` });
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(/^sms:\+1\d{10}\?&body=/);
      const body = decodeURIComponent(href.slice(href.indexOf('body=') + 'body='.length));
      expect(body).toContain('Occasion: Wedding');
      expect(body).toContain(`Date: ${longDate(openDate)}`);
      expect(body).toContain(
        'Number of services: 6 (Bridal Makeup ×1, Bridesmaid ×4, Flower Girl Makeup (12 & Under) ×1)',
      );
      expect(body).toContain(`Getting ready in: ${estimate.place} ${AUBURN}`);
      expect(body).toContain(`Ready by: 3:00 PM (first chair about ${firstChair.firstStart})`);
      expect(body).toContain(`total ${total}`);

      await summary.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/check-date-390-estimate.png` });
      await page.screenshot({ path: `${SHOTS}/check-date-390-block.png`, fullPage: true, clip: await pageBox(block) });

      // Offline, the two look-ups say so plainly; the rest keeps working from what is loaded.
      await page.context().setOffline(true);
      await dateField.fill(addCalendarDays(openDate, 35));
      await expect(dateStatus).toContainText('You appear to be offline');
      await zipField.fill('95630');
      await expect(zipStatus).toHaveText(
        "You appear to be offline, so travel can't be estimated: travel quoted by text.",
      );
      await expect(summary).toContainText('quoted by text');
      await block.getByRole('button', { name: 'One more: Bridesmaid', exact: true }).click();
      await expect(summary).toContainText('7 services');
      // A date and ZIP already looked up still answer.
      await dateField.fill(openDate);
      await expect(dateStatus).toHaveText(`Good news: ${longDate(openDate)} is open.`);
      await page.context().setOffline(false);
    });

    test('the text greets her by her first name and is signed with the name the visitor gives', async ({ page }) => {
      const site = (await (await page.request.get('/api/site')).json()) as PublicSiteSettings;
      const firstName = site.artistName.split(' ')[0]!;
      await page.goto('/services#check-your-date');
      const block = page.locator('#check-your-date');
      const nameField = block.getByLabel('Your name');
      await expect(nameField).toBeAttached();
      await block.getByLabel('Date', { exact: true }).fill(openDate);
      await block.getByRole('button', { name: 'One more: Bridal Makeup', exact: true }).click();
      await block.getByRole('spinbutton', { name: /^Bridesmaid/ }).fill('3');
      await block.getByLabel('Everyone ready by').fill('14:30');
      const link = block.getByRole('link', { name: `Text ${site.artistName} about ${longDate(openDate)}` });
      const textBody = async () => {
        const href = (await link.getAttribute('href'))!;
        return decodeURIComponent(href.slice(href.indexOf('body=') + 'body='.length)).split('\n');
      };
      const nameLine = await answerTo(page, nameField);
      // Without a name: her first name, not "Hi Elena Marie!".
      await expect(nameLine).toContainText(`Your text opens "Hi ${firstName}!"`);
      expect((await textBody())[0]).toBe(`Hi ${firstName}! I'd like to book makeup with you.`);

      await nameField.fill('Maya');
      await expect(nameLine).toHaveText(`Your text opens "Hi ${firstName}! This is Maya."`);
      const body = await textBody();
      expect(body[0]).toBe(`Hi ${firstName}! This is Maya. I'd like to book makeup with you.`);
      // The five things How to Book asks for, and the estimate, as before.
      expect(body.slice(1).map((line) => line.split(':')[0])).toEqual([
        'Occasion',
        'Date',
        'Number of services',
        'Getting ready in',
        'Ready by',
        'Estimate from your site',
      ]);
      await block.getByRole('region', { name: 'Your estimate' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS37}/visitor-check-date-name-390.png` });

      // Too long: said beside the field, and the text is not signed with it.
      await nameField.fill('Maya Alejandra Gonzalez de la Torre y Santos');
      await expect(nameLine).toHaveText('Up to 40 characters, please (this is 44): your first name is enough.');
      await expect(nameField).toHaveAttribute('aria-invalid', 'true');
      const fieldBox = (await nameField.boundingBox())!;
      const lineBox = (await nameLine.boundingBox())!;
      expect(lineBox.y - (fieldBox.y + fieldBox.height)).toBeLessThan(40);
      expect((await textBody())[0]).toBe(`Hi ${firstName}! I'd like to book makeup with you.`);
      await nameLine.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS37}/visitor-check-date-name-too-long-390.png` });
      await nameField.fill('Maya');
      await expect(nameField).toHaveAttribute('aria-invalid', 'false');
    });

    test('the home page’s link under Inquire opens the block on /services', async ({ page }) => {
      await page.goto('/');
      await page.screenshot({ path: `${SHOTS}/home-390-inquire.png` });
      await page.getByRole('link', { name: 'Is your date open? Check your date' }).click();
      await expect(page).toHaveURL(/\/services#check-your-date$/);
      const heading = page.getByRole('heading', { name: 'CHECK YOUR DATE' });
      await expect(heading).toBeInViewport();
      await expect(page.locator('#check-your-date').getByLabel('Date', { exact: true })).toBeVisible();
    });
  });

  test('at 1280 px the estimate sits beside the steps, and loading the block moves nothing', async ({ page }) => {
    await page.goto('/services', { waitUntil: 'networkidle' });
    await webFontsDrawn(page);
    await watchShifts(page);
    const block = page.locator('#check-your-date');
    // Straight to what follows the block, its end on the screen: the block loads there and must not push it down.
    const policies = page.getByRole('heading', { name: 'POLICIES' });
    await policies.scrollIntoViewIfNeeded();
    await expect(block.getByLabel('Date', { exact: true })).toBeAttached();
    await expect(policies).toBeInViewport();
    expect(await shiftsSoFar(page)).toBe(0);
    await block.getByLabel('Date', { exact: true }).fill(openDate);
    await block.getByRole('button', { name: 'One more: Bridal Makeup', exact: true }).click();
    await block.getByRole('spinbutton', { name: /^Bridesmaid/ }).fill('3');
    await block.getByLabel('ZIP code').fill(AUBURN);
    await block.getByLabel('Everyone ready by').fill('14:30');
    await expect(block.getByText(/First chair about/)).toBeVisible();
    const steps = (await block.getByRole('group', { name: /Your date/ }).boundingBox())!;
    const summary = (await block.getByRole('region', { name: 'Your estimate' }).boundingBox())!;
    expect(summary.x).toBeGreaterThan(steps.x + steps.width - 1);
    // A window as tall as the block, so the sticky estimate is drawn where it sits, not stitched in while scrolling.
    await page.setViewportSize({ width: 1280, height: 1900 });
    await page.evaluate(() => window.scrollTo(0, document.getElementById('check-your-date')!.offsetTop - 64));
    await page.screenshot({ path: `${SHOTS}/check-date-1280-block.png` });
  });
});
