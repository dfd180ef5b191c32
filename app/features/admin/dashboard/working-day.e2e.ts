// Issue 37, "the dashboard on a working day": today's wedding first, above the tabs; the bride's page as she sees
// it, from there and from the booking; and the phone's Back button closing a dialog or the menu before it leaves.
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import { login, openTab } from '#e2e/admin-e2e-helpers.ts';
import { admin } from '#e2e/schedule-e2e-helpers.ts';
import { weddingBookingBody } from '#test-support/wedding-booking.ts';

const SCREENS = '/work/screens/37';
mkdirSync(SCREENS, { recursive: true });

test.use({ viewport: { width: 390, height: 844 } });

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const pinOf = () => String(100000 + Math.floor(Math.random() * 899999));

/** A wedding booked for today (Sacramento), with its schedule's services at 9:00 and 7:45 in the morning. */
async function weddingToday(request: APIRequestContext, clientName: string) {
  const response = await request.post(api.adminBookings.create.path(), {
    headers: admin,
    data: weddingBookingBody({
      clientName,
      clientPhone: '5302194476',
      eventDate: sacramentoDate(new Date()),
      readyBy: '3pm',
      venueName: 'Vizcaya',
      pin: pinOf(),
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
  const booking = (await response.json()) as BookingAnswer;
  for (const [index, [serviceName, startTime, endTime]] of [
    ['Bride', '9:00 AM', '10:30 AM'],
    ['Maid of Honor', '7:45 AM', '8:45 AM'],
  ].entries()) {
    const made = await request.post(api.adminScheduleServices.create.path({ id: booking.scheduleId! }), {
      headers: admin,
      data: { serviceName, startTime, endTime, sortOrder: index + 1 },
    });
    expect(made.status()).toBe(201);
  }
  return booking;
}

const removeBooking = (request: APIRequestContext, booking: BookingAnswer) =>
  request.delete(api.adminBookings.remove.path({ id: booking.id }), { headers: admin, params: { schedule: 'delete' } });

test("today's wedding above the tabs: first chair, ready-by, Shift times, the bride's page, call and text", async ({
  page,
  request,
}) => {
  const client = `Sofia Reyes ${stamp()}`;
  const booking = await weddingToday(request, client);
  try {
    await login(page);
    // Testimonials stays the tab the dashboard opens on; the strip is above the tabs.
    await expect(page.getByRole('tab', { name: 'Testimonials' })).toHaveAttribute('aria-selected', 'true');
    const strip = page.getByRole('region', { name: /^Today/ });
    const wedding = strip.getByRole('listitem', { name: `${client}'s wedding` });
    await expect(wedding).toContainText('Vizcaya');
    await expect(wedding).toContainText(client);
    await expect(wedding).toContainText('First chair 7:45 AM · Ready by 3:00 PM · (530) 219-4476');
    const stripBox = (await strip.boundingBox())!;
    expect(stripBox.y + stripBox.height).toBeLessThanOrEqual(
      (await page.getByRole('tablist', { name: 'Dashboard sections' }).boundingBox())!.y,
    );
    await expect(wedding.getByRole('link', { name: `Call ${client}` })).toHaveAttribute('href', 'tel:+15302194476');
    await expect(wedding.getByRole('link', { name: `Text ${client}` })).toHaveAttribute('href', 'sms:+15302194476');
    await page.screenshot({ path: `${SCREENS}/b-today-strip-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SCREENS}/b-today-strip-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });

    // From Site Settings with a change not saved, the strip asks first, as the tabs do; Cancel keeps her change.
    await page.getByRole('tab', { name: 'Site Settings' }).click();
    const businessName = page.getByRole('tabpanel').getByLabel('Business name', { exact: true });
    await businessName.fill('Rosa Glow Beauty');
    await wedding.getByRole('button', { name: `Shift times for ${client}` }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('tab', { name: 'Site Settings' })).toHaveAttribute('aria-selected', 'true');
    await expect(businessName).toHaveValue('Rosa Glow Beauty');
    await wedding.getByRole('button', { name: `Shift times for ${client}` }).click();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();

    // Shift times: the running-late shift of her schedule, one tap away.
    await expect(page.getByRole('tab', { name: 'Wedding Schedules' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Running late? Shift times' })).toBeVisible();

    // The bride's page as she sees it: no PIN asked, her times and her money, under a note only the owner sees.
    await wedding.getByRole('link', { name: `Bride's page for ${client}, as she sees it` }).click();
    await expect(page).toHaveURL(new RegExp(`/wedding-day-schedule\\?preview=${booking.scheduleId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${client}'s Wedding Day` })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Preview' })).toContainText('as she sees it once her PIN opens it');
    await expect(page.getByRole('rowheader', { name: 'Maid of Honor' })).toBeVisible();
    await expect(page.getByLabel('PIN')).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/b-bride-preview-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SCREENS}/b-bride-preview-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });

    // Back returns to the dashboard, as she left it.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('tab', { name: 'Wedding Schedules' })).toHaveAttribute('aria-selected', 'true');
    await expect(strip.getByRole('listitem', { name: `${client}'s wedding` })).toBeVisible();
  } finally {
    await removeBooking(request, booking);
  }
});

test("the booking's own way to her page: the service editor, and the bride's page, with Back to the booking", async ({
  page,
  request,
}) => {
  const client = `Lucía Marín ${stamp()}`;
  const booking = await weddingToday(request, client);
  try {
    await login(page);
    await openTab(page, 'Bookings');
    await page
      .getByRole('list', { name: /^Bookings on / })
      .getByRole('button', { name: `Open booking for ${client}` })
      .click();
    const links = page.getByRole('group', { name: 'Wedding schedule' });
    await links.getByRole('link', { name: `Bride's page for ${client}, as she sees it` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${client}'s Wedding Day` })).toBeVisible();
    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    // Her booking is open again where she left it.
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 2, name: client })).toBeVisible();
    await page.getByRole('group', { name: 'Wedding schedule' }).getByRole('button', { name: 'Open schedule' }).click();
    await expect(page.getByRole('tab', { name: 'Wedding Schedules' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Running late? Shift times' })).toBeVisible();
  } finally {
    await removeBooking(request, booking);
  }
});

test("the phone's Back button closes the open dialog or menu first, and leaves only when nothing is open", async ({
  page,
  request,
}) => {
  const client = `Noa Back ${stamp()}`;
  const booking = await weddingToday(request, client);
  try {
    await page.goto('/preferred-vendors');
    await login(page);
    const dashboard = page.getByRole('heading', { name: 'Admin Dashboard' });

    // The site's menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#site-nav')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(dashboard).toBeVisible();

    // Delete's own dialog, then a question of the dashboard's (the shared confirm dialog).
    await openTab(page, 'Bookings');
    await page
      .getByRole('list', { name: /^Bookings on / })
      .getByRole('button', { name: `Open booking for ${client}` })
      .click();
    await page.getByRole('button', { name: 'Delete booking' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/b-back-dialog-open-390.png` });
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 2, name: client })).toBeVisible();

    await page.getByRole('button', { name: "Use today's prices" }).click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(dashboard).toBeVisible();

    // Closed by Cancel, a dialog leaves nothing behind: Back then leaves the dashboard at once.
    await page.getByRole('button', { name: "Use today's prices" }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Its history entry is taken away again (the page's own state, no longer a dialog's).
    await expect
      .poll(() => page.evaluate(() => (window.history.state as { backClosesDepth?: number } | null)?.backClosesDepth))
      .toBeUndefined();
    await page.goBack();
    await expect(page).toHaveURL(/\/preferred-vendors$/);
    const stored = await request.get(api.adminBookings.get.path({ id: booking.id }), { headers: admin });
    expect(stored.status()).toBe(200);
  } finally {
    await removeBooking(request, booking);
  }
});
