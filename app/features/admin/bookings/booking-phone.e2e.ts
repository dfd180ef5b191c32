// Issue 37, "the dashboard on a working day": finding a booking without paging the calendar, and the booking editor
// on a phone (parts to jump between, the view kept after Create, Delete away from Save, nothing wider than the
// screen, whole prices in the service picker, the client's phone readable).
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { longDate, sacramentoDate } from '#contract/calendar-day.ts';
import { expectToast, login, openTab } from '#e2e/admin-e2e-helpers.ts';
import { admin } from '#e2e/schedule-e2e-helpers.ts';
import { weddingBookingBody } from '#test-support/wedding-booking.ts';
import { addMonths, monthOf, monthTitle } from './calendar-month.ts';

const SCREENS = '/work/screens/37';
mkdirSync(SCREENS, { recursive: true });

test.use({ viewport: { width: 390, height: 844 } });

/** A number no other run has used, for names that find one booking alone. */
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
/** A day of a month some way ahead, different each run, so the day's list stays short. */
const dayAhead = (months: number) =>
  `${addMonths(monthOf(sacramentoDate(new Date())), months)}-${10 + (Date.now() % 15)}`;

async function createBooking(request: APIRequestContext, extra: Record<string, unknown>) {
  const response = await request.post(api.adminBookings.create.path(), {
    headers: admin,
    data: weddingBookingBody({ venueZip: '95816', travelMiles: 25, ...extra }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as BookingAnswer;
}

/** What a test made goes again (the owner server is shared by the dashboard's tests). */
async function removeBookings(request: APIRequestContext, names: readonly string[]) {
  const all = (await (await request.get(api.adminBookings.list.path(), { headers: admin })).json()) as BookingAnswer[];
  for (const booking of all.filter((item) => names.includes(item.clientName))) {
    await request.delete(api.adminBookings.remove.path({ id: booking.id }), {
      headers: admin,
      params: { schedule: 'delete' },
    });
  }
}

/** Whether a select's chosen words fit inside it (a phone cuts them at its edge, arrow included). */
const chosenFits = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(element.selectedOptions[0]?.text ?? '').width;
    const arrow = 20;
    return {
      text: element.selectedOptions[0]?.text,
      fits: text + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + arrow <= element.clientWidth,
    };
  });

/** Nothing in `box` reaches past its own edge or the booking's, and the page itself does not scroll sideways. */
async function expectNoSidewaysOverflow(page: Page, box: Locator, name: string) {
  const found = await box.evaluate((element) => {
    const panel = element.closest('section[aria-labelledby="booking-title"]')!;
    const edge = panel.getBoundingClientRect().right - parseFloat(getComputedStyle(panel).paddingRight);
    return {
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      right: element.getBoundingClientRect().right,
      edge,
      page: { scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth },
    };
  });
  expect(found.scrollWidth, `${name}: scrollWidth`).toBeLessThanOrEqual(found.clientWidth);
  expect(found.right, `${name}: right edge`).toBeLessThanOrEqual(found.edge + 0.5);
  expect(found.page.scrollWidth, 'the page').toBeLessThanOrEqual(found.page.clientWidth);
}

test('a booking is found by name without its accents, in her next bookings, or by jumping to its month', async ({
  page,
  request,
}) => {
  const mark = stamp();
  const far = `Zoë Ñúñez ${mark}`;
  const near = `Chloé Dubois ${mark}`;
  const farDate = dayAhead(7);
  const nearDate = dayAhead(1);
  try {
    await createBooking(request, { clientName: far, eventDate: farDate, pin: '' });
    await createBooking(request, { clientName: near, eventDate: nearDate, pin: '' });
    await login(page);
    await openTab(page, 'Bookings');
    const finder = page.getByRole('region', { name: 'Find a booking' });
    const calendarTitle = page.locator('#calendar-title');

    // Typed as a phone types it: no accents, any case. One tap opens it, seven months on.
    await finder.getByLabel('Search by client name').fill(`ZOE nunez ${mark}`);
    const found = finder.getByRole('list', { name: 'Bookings found' }).getByRole('button');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(far);
    await finder.screenshot({ path: `${SCREENS}/b-finder-search-390.png` });
    await found.click();
    await expect(page.getByRole('heading', { level: 2, name: far })).toBeVisible();
    await expect(calendarTitle).toHaveText(monthTitle(monthOf(farDate)));
    await expect(page.locator(`[data-date="${farDate}"]`)).toHaveAttribute('aria-pressed', 'true');

    // The month next to it, chosen from the list of months (each with its bookings counted).
    await finder.getByRole('searchbox', { name: 'Search by client name' }).fill('');
    await finder.getByLabel('Jump to month').selectOption(monthOf(nearDate));
    await expect(calendarTitle).toHaveText(monthTitle(monthOf(nearDate)));
    await expect(page.locator(`[data-date="${nearDate}"]`)).toHaveAttribute('aria-label', new RegExp(`${near} booked`));

    // Her next bookings, soonest first, from today on.
    const next = finder.getByRole('list', { name: 'Next bookings' }).getByRole('button');
    await expect(next.first()).toBeVisible();
    const labels = await next.evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
    const dates = labels.map((label) => new Date(label.split(', ').slice(2, 4).join(', ')).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    await finder.screenshot({ path: `${SCREENS}/b-finder-next-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SCREENS}/b-finder-1280.png` });
  } finally {
    await removeBookings(request, [far, near]);
  }
});

test('the booking editor on a phone: parts to jump to, the view kept after Create, Delete apart, nothing too wide', async ({
  page,
  request,
}) => {
  test.slow();
  const mark = stamp();
  // One long word for a first name: the texts, their buttons and the agreement all carry it.
  const client = `Anastasiyaalexandrovna Reyes ${mark}`;
  const date = dayAhead(3);
  try {
    await login(page);
    await openTab(page, 'Bookings');
    await page.getByLabel('Jump to month').selectOption(monthOf(date));
    await page.locator(`[data-date="${date}"]`).click();
    await page.getByRole('button', { name: /^New booking on / }).click();

    const form = page.getByRole('form', { name: 'New booking' });
    await form.getByLabel('Client name').fill(client);
    await form.getByLabel('Client phone').fill('5302194476');
    await form.getByLabel('Venue ZIP').fill('95816');
    await form.getByLabel('Travel miles (one way)').fill('25');
    await form.getByRole('button', { name: '+ Bride', exact: true }).click();

    // The service picker shows its whole price at 390 px.
    const person = form.getByRole('listitem', { name: 'Person 1' });
    const picker = person.getByLabel('Service');
    await expect(picker).toHaveValue('Bridal Makeup');
    expect(await chosenFits(picker)).toEqual({ text: 'Bridal Makeup · $225', fits: true });
    await person.screenshot({ path: `${SCREENS}/b-party-row-390.png` });

    // Create: the view stays on the booking, at the button she tapped, which now saves it.
    const create = page.getByRole('button', { name: 'Create booking' });
    await create.scrollIntoViewIfNeeded();
    const before = (await create.boundingBox())!.y;
    await create.click();
    await expectToast(page, 'Booking created');
    const save = page.getByRole('button', { name: 'Save booking' });
    await expect(save).toBeFocused();
    await expect(page.getByRole('region', { name: 'Payments' })).toBeVisible();
    await page.waitForTimeout(800); // any scrolling the old editor did is over by now
    await expect(save).toBeInViewport();
    expect(Math.abs((await save.boundingBox())!.y - before)).toBeLessThan(40);
    await expect(page.getByRole('heading', { level: 2, name: client })).toBeAttached();

    // Her phone, readable, where the day lists her.
    const dayList = page.getByRole('list', { name: `Bookings on ${longDate(date)}` });
    const call = dayList.getByRole('link', { name: `Call ${client}` });
    await expect(call).toHaveText('(530) 219-4476');
    await expect(call).toHaveAttribute('href', 'tel:+15302194476');

    // Jump links, reached with the keyboard from the booking's name.
    const parts = page.getByRole('navigation', { name: 'Parts of this booking' });
    await expect(parts.getByRole('link')).toHaveText(['Details', 'Money', 'Texts', 'Trial', 'Agreement']);
    await page.getByRole('heading', { level: 2, name: client }).focus();
    const texts = parts.getByRole('link', { name: 'Texts' });
    for (
      let presses = 0;
      presses < 6 && !(await texts.evaluate((link) => link === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(texts).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Texts' })).toBeFocused();
    await expect(page.getByRole('heading', { name: /^Texts to / })).toBeInViewport();
    await expect(parts).toBeInViewport();
    await page.screenshot({ path: `${SCREENS}/b-editor-texts-jump-390.png` });
    await parts.getByRole('link', { name: 'Agreement' }).click();
    await expect(page.getByRole('heading', { name: 'Booking agreement' })).toBeInViewport();
    await parts.getByRole('link', { name: 'Details' }).click();
    await expect(
      page.getByRole('form', { name: `Booking for ${client}` }).getByText('Client', { exact: true }),
    ).toBeInViewport();

    // Delete is far from Save: more than a screen apart.
    const remove = page.getByRole('button', { name: 'Delete booking' });
    const gap = Math.abs((await remove.boundingBox())!.y - (await save.boundingBox())!.y);
    expect(gap).toBeGreaterThan(844);
    await remove.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/b-editor-delete-390.png` });

    // Nothing sideways: the payments, the texts (opened) and the agreement fit the phone.
    const textsBox = page.getByRole('region', { name: /^Texts to / });
    for (const summary of await textsBox.getByText('Read the message').all()) await summary.click();
    await expectNoSidewaysOverflow(page, page.getByRole('region', { name: 'Payments' }), 'Payments');
    await expectNoSidewaysOverflow(page, textsBox, 'Texts');
    await expectNoSidewaysOverflow(page, page.getByRole('region', { name: /^Booking agreement/ }), 'Agreement');
    await expectNoSidewaysOverflow(page, page.getByRole('region', { name: 'Quote' }), 'Quote');

    await page.getByRole('heading', { level: 2, name: client }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/b-editor-top-390.png` });
    await page.screenshot({ path: `${SCREENS}/b-editor-full-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('heading', { level: 2, name: client }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/b-editor-1280.png` });
    await page.screenshot({ path: `${SCREENS}/b-editor-full-1280.png`, fullPage: true });
  } finally {
    await removeBookings(request, [client]);
  }
});
