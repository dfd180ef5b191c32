// An existing wedding schedule turned into a booking from its card ("Make it a booking"): the dashboard opens the
// Bookings tab with a new booking filled from the schedule and linked to it, and the card then shows its booking.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { addCalendarDays, sacramentoDate } from '#contract/calendar-day.ts';
import { expectToast, login, openTab } from '#e2e/admin-e2e-helpers.ts';
import { createSchedule } from '#e2e/schedule-e2e-helpers.ts';

const SCREENS = '/work/screens/bookings';
mkdirSync(SCREENS, { recursive: true });

test.use({ viewport: { width: 390, height: 844 } });

test('a schedule with no booking becomes one from its card at 390 px, and its card then shows the booking', async ({
  page,
  request,
}) => {
  test.slow();
  const clientName = `Zoë Ñúñez ${Date.now()}`;
  // A day a couple of months on, different each run so the calendar's day list stays short.
  const weddingDate = addCalendarDays(sacramentoDate(new Date()), 40 + Math.floor(Math.random() * 200));
  const schedule = await createSchedule(
    request,
    {
      clientName,
      weddingDate,
      venueName: 'Vizcaya Mansion',
      venueAddress: '2019 21st St, Sacramento, CA',
      contactPhone: '(916) 555-0142',
    },
    [],
  );
  await login(page);
  await openTab(page, 'Wedding Schedules');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: clientName }) });
  await expect(card.getByRole('button', { name: 'Open booking' })).toHaveCount(0);
  await card.getByRole('button', { name: `Make it a booking for ${clientName}` }).click();

  // The Bookings tab, with a new booking on the schedule's date, filled from it and linked to it (no new PIN).
  await expect(page.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'New booking' });
  await expect(form.getByLabel('Client name')).toHaveValue(clientName);
  await expect(form.getByLabel('Event date')).toHaveValue(weddingDate);
  await expect(form.getByLabel('Venue', { exact: true })).toHaveValue('Vizcaya Mansion');
  await expect(form.getByLabel('Venue address')).toHaveValue('2019 21st St, Sacramento, CA');
  // Her own phone is the schedule's day-of contact, never the bride's: the client's phone is left to type.
  await expect(form.getByLabel('Client phone')).toHaveValue('');
  await expect(form.getByTestId('linked-schedule')).toContainText(`PIN ${schedule.pin}`);
  await expect(form.getByLabel('Wedding PIN')).toHaveCount(0);
  await expect(page.locator(`[data-date="${weddingDate}"]`)).toHaveAttribute('aria-pressed', 'true');
  await form
    .getByRole('group', { name: 'Event', exact: true })
    .screenshot({ path: `${SCREENS}/from-schedule-event-390.png` });

  await form.getByLabel('Client phone').fill('(916) 555-0123');
  await form.getByLabel('Travel miles (one way)').fill('25');
  await form.getByRole('button', { name: '+ Bride', exact: true }).click();
  await form.getByLabel('How many bridesmaids').fill('3');
  await form.getByRole('button', { name: 'Add bridesmaids' }).click();
  // 225 + 3 × 150 + travel 40 + 2 × 15
  await expect(page.getByTestId('quote-total')).toHaveText('$745');
  await page.screenshot({ path: `${SCREENS}/from-schedule-form-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Create booking' }).click();
  await expectToast(page, 'Booking created');
  await expect(page.getByRole('heading', { name: clientName, level: 2 })).toBeVisible();
  // Saved, it is a booking like any: its schedule's PIN in the PIN field, its schedule a tap away.
  await expect(page.getByRole('form', { name: `Booking for ${clientName}` }).getByLabel('Wedding PIN')).toHaveValue(
    schedule.pin,
  );
  await expect(page.getByRole('button', { name: 'Open schedule' })).toBeVisible();

  // The server linked the schedule (no second one was made) and took the facts as one.
  const bookings = (await (await page.request.get(api.adminBookings.list.path())).json()) as BookingAnswer[];
  const booking = bookings.find((item) => item.clientName === clientName)!;
  expect(booking).toMatchObject({ scheduleId: schedule.id, pin: schedule.pin, eventDate: weddingDate });
  const schedules = (await (await page.request.get(api.adminWeddingSchedules.list.path())).json()) as {
    clientName: string;
  }[];
  expect(schedules.filter((item) => item.clientName === clientName)).toHaveLength(1);

  // Its card now says it belongs to a booking, and opens it.
  await openTab(page, 'Wedding Schedules');
  await expect(card.getByText('Booking', { exact: true }).first()).toBeVisible();
  await expect(card.getByTestId('schedule-booking')).toHaveText('Booked · $745 left of $745');
  await expect(card.getByRole('button', { name: /Make it a booking/ })).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${SCREENS}/schedule-card-booked-390.png` });
  await card.getByRole('button', { name: `Open booking for ${clientName}` }).click();
  await expect(page.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: `Booking for ${clientName}` })).toBeVisible();
});
