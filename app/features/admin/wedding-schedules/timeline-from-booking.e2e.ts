import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { addCalendarDays } from '#contract/calendar-day.ts';
import type { ScheduleService } from '#contract/wedding-schedule.ts';
import { admin, createSchedule } from '#e2e/schedule-e2e-helpers.ts';
import { expectToast, login, openTab, toasts, unique } from '#e2e/admin-e2e-helpers.ts';
import { effort } from '#e2e/effort.ts';

// Issue 38: the timeline built from the booking's party (typed once), reopened on saved work, following the
// booking's later changes; and a shift that takes a person's later services along, never into two chairs at once.

const SCREENS = '/work/screens/38';
mkdirSync(SCREENS, { recursive: true });

test.use({ viewport: { width: 390, height: 844 } });

const SIX = [
  { name: 'Bride', services: ['Bridal Makeup'] },
  { name: 'Bridesmaid 1', services: ['Bridesmaid'] },
  { name: 'Bridesmaid 2', services: ['Bridesmaid'] },
  { name: 'Bridesmaid 3', services: ['Bridesmaid'] },
  { name: 'Mother of the Bride', services: ['Mother of the Bride / Groom'] },
  { name: 'Flower Girl', services: ['Flower Girl Makeup (12 & Under)'] },
];

const scheduleCard = (page: Page, clientName: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: clientName, exact: true }) });

/** The builder's rows as [name, service, minutes], top to bottom. */
async function rowsOf(builder: Locator) {
  const rows = builder.locator('li[data-person-key]');
  const names = await rows
    .getByLabel('Name or role')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const services = await rows
    .getByLabel('Service')
    .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
  const minutes = await rows
    .getByLabel('Minutes')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  return names.map((name, index) => [name, services[index], minutes[index]]);
}

/** A wedding booking with its schedule (a PIN no other test uses), on a date of its own. */
async function bookWedding(page: Page, clientName: string) {
  const body = {
    clientName,
    clientPhone: '(916) 555-0177',
    eventType: 'wedding',
    status: 'booked',
    // A Saturday of its own, years ahead, so no other test's booking shares it.
    eventDate: addCalendarDays('2030-01-05', 7 * Math.floor(Math.random() * 500)),
    venueName: 'Vizcaya',
    venueZip: '95816',
    readyBy: '3:00 PM',
    party: SIX,
    travelMiles: 25,
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    const pin = String(100000 + Math.floor(Math.random() * 900000));
    const response = await page.request.post(api.adminBookings.create.path(), {
      headers: admin,
      data: { ...body, pin },
    });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(201);
    return { body, booking: (await response.json()) as BookingAnswer };
  }
  throw new Error('Could not find a free PIN');
}

async function storedServices(page: Page, scheduleId: string) {
  const response = await page.request.get(`/api/admin/wedding-schedules/${scheduleId}/services`, { headers: admin });
  return (await response.json()) as ScheduleService[];
}

test("the builder starts from the booking's party with nothing retyped, reloads saved work, and follows the booking's later changes", async ({
  page,
}) => {
  test.slow();
  const client = unique('Valeria');
  const { body, booking } = await bookWedding(page, client);
  await login(page);
  await openTab(page, 'Wedding Schedules');

  // What she does from the booking to the timeline, counted as the walk counts it (e2e/effort.ts).
  const her = effort(page);
  const { tap } = her;

  await tap(scheduleCard(page, client).getByRole('button', { name: `Build timeline for ${client}` }));
  const builder = page.getByRole('region', { name: `Build timeline for ${client}` });
  await expect(builder.getByLabel('Ready by')).toHaveValue('3:00 PM');
  await expect(builder.getByLabel('Ready by')).toBeFocused();
  // One row per service of each person, from her price list, the bride last: nothing typed again.
  expect(await rowsOf(builder)).toEqual([
    ['Bridesmaid 1', 'Bridesmaid', '60'],
    ['Bridesmaid 2', 'Bridesmaid', '60'],
    ['Bridesmaid 3', 'Bridesmaid', '60'],
    ['Mother of the Bride', 'Mother of the Bride / Groom', '60'],
    ['Flower Girl', 'Flower Girl Makeup (12 & Under)', '25'],
    ['Bride', 'Bridal Makeup', '90'],
  ]);
  await tap(builder.getByRole('radio', { name: '2 chairs side by side' }));
  await builder
    .getByRole('heading', { name: `Build timeline for ${client}` })
    .evaluate((title) => title.scrollIntoView());
  await page.screenshot({ path: `${SCREENS}/builder-from-booking-390.png` });
  await tap(builder.getByRole('button', { name: 'Preview' }));
  const preview = builder.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Starts at 11:20 AM. Everyone is done by 2:45 PM');
  await tap(preview.getByRole('button', { name: 'Create services' }));
  await expectToast(page, `6 services created for ${client}; her start time is now 11:20 AM`);
  test.info().annotations.push({ type: 'effort', description: `booking to timeline, six people: ${her.summary()}` });
  console.log(`Six-person timeline from the booking: ${her.summary()}`);
  // Swipes are reported, not held: on this shared server the card's place in the list depends on what other tests
  // made, and the screenshot above scrolls away on purpose. The walk (npm run walk) holds them on a fresh server.
  expect({ taps: her.count.taps, characters: her.count.characters }).toEqual({ taps: 4, characters: 0 });

  const people = new Map(booking.party.map((person) => [person.name, person.id]));
  const written = await storedServices(page, booking.scheduleId!);
  expect(written.map((service) => [service.person, service.personId])).toEqual(
    expect.arrayContaining(SIX.map((person) => [person.name, people.get(person.name)])),
  );
  expect(written).toHaveLength(6);

  // Later, in the booking: Bridesmaid 1 is Jess now, Bridesmaid 3 dropped out, Aunt Rae joined.
  const party = booking.party
    .filter((person) => person.name !== 'Bridesmaid 3')
    .map(({ id, name, services }) => ({ id, name: name === 'Bridesmaid 1' ? 'Jess' : name, services }));
  const edited = await page.request.put(api.adminBookings.update.path({ id: booking.id }), {
    headers: admin,
    data: { ...body, pin: '', party: [...party, { name: 'Aunt Rae', services: ['Wedding Attendee'] }] },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  // One fact: her rows on the schedule carry her new name, as the bride's page shows it.
  const renamed = (await storedServices(page, booking.scheduleId!)).find(
    (service) => service.personId === people.get('Bridesmaid 1'),
  );
  expect(renamed).toMatchObject({ person: 'Jess', serviceName: 'Jess (Bridesmaid)' });

  // Reopened: her saved timeline, not a blank form nor the party again.
  await page.reload();
  await openTab(page, 'Wedding Schedules');
  await scheduleCard(page, client)
    .getByRole('button', { name: `Build timeline for ${client}` })
    .click();
  await expect(builder.getByText('Your timeline as you built it')).toBeVisible();
  await expect(builder.getByLabel('Ready by')).toHaveValue('3:00 PM');
  await expect(builder.getByRole('radio', { name: '2 chairs side by side' })).toBeChecked();
  await expect(builder.getByLabel('Buffer (minutes)')).toHaveValue('15');
  expect((await rowsOf(builder)).map(([name]) => name)).toEqual([
    'Jess',
    'Bridesmaid 2',
    'Bridesmaid 3',
    'Mother of the Bride',
    'Flower Girl',
    'Bride',
  ]);
  // Bridesmaid 3 is marked, not dropped.
  const gone = builder.getByRole('group', { name: 'Row 3', exact: true });
  await expect(gone).toContainText('No longer in the booking.');
  await expect(builder.getByText('No longer in the booking.')).toHaveCount(1);
  // Aunt Rae: not in the timeline yet, one tap away.
  const notYet = builder.getByRole('region', { name: 'Not in the timeline yet' });
  await expect(notYet.getByRole('button')).toHaveText(['+ Aunt Rae']);
  await notYet.evaluate((box) => box.scrollIntoView());
  await page.screenshot({ path: `${SCREENS}/builder-reopened-390.png` });
  await gone.evaluate((row) => row.scrollIntoView());
  await page.screenshot({ path: `${SCREENS}/builder-gone-row-390.png` });
  await notYet.getByRole('button', { name: 'Add Aunt Rae (Wedding Attendee)' }).click();
  await expect(notYet).toHaveCount(0);
  const added = builder.getByRole('group', { name: 'Row 7', exact: true });
  await expect(added.getByLabel('Name or role')).toBeFocused();
  await expect(added.getByLabel('Name or role')).toHaveValue('Aunt Rae');
  await expect(added.getByLabel('Service')).toHaveValue('Wedding Attendee');
  await expect(added.getByLabel('Minutes')).toHaveValue('60');

  await page.setViewportSize({ width: 1280, height: 900 });
  await builder.getByRole('heading', { name: 'Who is in the chair' }).evaluate((title) => title.scrollIntoView());
  await page.screenshot({ path: `${SCREENS}/builder-reopened-1280.png` });
  await builder
    .getByRole('heading', { name: `Build timeline for ${client}` })
    .evaluate((title) => title.scrollIntoView());
  await page.screenshot({ path: `${SCREENS}/builder-top-1280.png` });
});

test('Add person puts the row above the button she tapped and focuses it; the Bride chip stays until two brides are in', async ({
  page,
}) => {
  const client = unique('Imani');
  await createSchedule(page.request, { clientName: client }, []);
  await login(page);
  await openTab(page, 'Wedding Schedules');
  await scheduleCard(page, client)
    .getByRole('button', { name: `Build timeline for ${client}` })
    .click();
  const builder = page.getByRole('region', { name: `Build timeline for ${client}` });
  const chips = (row: number) => builder.getByRole('group', { name: `Quick picks for row ${row}` }).getByRole('button');
  await expect(chips(1)).toHaveText([
    'Bride',
    'Bridesmaid 1',
    'Maid of Honor',
    'Mother of the Bride',
    'Mother of the Groom',
    'Flower Girl',
  ]);
  await chips(1).filter({ hasText: 'Bride' }).first().click();
  await builder.getByRole('button', { name: 'Add person' }).click();
  const second = builder.getByRole('group', { name: 'Row 2', exact: true });
  await expect(second.getByLabel('Name or role')).toBeFocused();
  // A second bride can still be added: the chip stays.
  await expect(chips(2).first()).toHaveText('Bride');
  await second.getByLabel('Name or role').fill('Bride (Sam)');
  await builder.getByRole('button', { name: 'Add person' }).click();
  await expect(builder.getByRole('group', { name: 'Row 3', exact: true }).getByLabel('Name or role')).toBeFocused();
  // Two brides in: no third.
  await expect(chips(3).first()).toHaveText('Bridesmaid 1');
  await expect(chips(3).getByText('Bride', { exact: true })).toHaveCount(0);
});

test("a shift takes a person's later services along, even on the other chair, and refuses to put her in two chairs at once", async ({
  page,
}) => {
  const client = unique('Lena');
  const { id } = await createSchedule(page.request, { clientName: client, startTime: '12:00 PM' }, []);
  const rows: [string, string, string, string, 1 | 2][] = [
    ['Jess', 'Jess', '12:00 PM', '1:00 PM', 1],
    ['Ana', 'Ana', '12:00 PM', '1:00 PM', 2],
    ['Jess', 'Jess (Bridesmaid Hair)', '1:00 PM', '1:45 PM', 2],
    ['Bride', 'Bride', '1:15 PM', '2:45 PM', 1],
    ['Mother of the Bride', 'Mother of the Bride', '1:45 PM', '2:30 PM', 2],
  ];
  const written = await page.request.put(`/api/admin/wedding-schedules/${id}/services`, {
    headers: admin,
    data: {
      mode: 'replace',
      services: rows.map(([person, serviceName, startTime, endTime, chair], index) => ({
        serviceName,
        person,
        personId: `p-${person}`,
        chair,
        startTime,
        endTime,
        sortOrder: index + 1,
        readyBy: '3:00 PM',
      })),
    },
  });
  expect(written.status()).toBe(200);
  await login(page);
  await openTab(page, 'Wedding Schedules');
  await scheduleCard(page, client)
    .getByRole('button', { name: `Manage Services for ${client}` })
    .click();
  const shift = page.getByRole('region', { name: 'Running late? Shift times' });

  // Artist 1 is 15 minutes late with Jess's makeup: her hair on chair 2 follows, and whoever sits after it there.
  await shift.getByLabel('From service').selectOption({ label: '1. Jess · 12:00 PM – 1:00 PM' });
  await expect(shift.getByRole('radio', { name: "Only Artist 1's chair" })).toBeChecked();
  await shift.getByRole('button', { name: '15 minutes' }).click();
  await expect(shift.getByRole('list', { name: 'Rows that will move' }).getByRole('listitem')).toHaveText([
    'Jess: 12:15 PM – 1:15 PM',
    'Jess (Bridesmaid Hair): 1:15 PM – 2:00 PM',
    'Bride: 1:30 PM – 3:00 PM',
    'Mother of the Bride: 2:00 PM – 2:45 PM',
  ]);
  await shift.getByRole('button', { name: 'Shift times' }).click();
  await expectToast(page, '4 services moved 15 minutes later');
  const times = async () =>
    (await storedServices(page, id)).map((service) => [service.serviceName, service.startTime, service.endTime]);
  const shifted = [
    ['Jess', '12:15 PM', '1:15 PM'],
    ['Ana', '12:00 PM', '1:00 PM'],
    ['Jess (Bridesmaid Hair)', '1:15 PM', '2:00 PM'],
    ['Bride', '1:30 PM', '3:00 PM'],
    ['Mother of the Bride', '2:00 PM', '2:45 PM'],
  ];
  expect(await times()).toEqual(shifted);

  // Her hair pulled 30 minutes earlier would start while her makeup is still on: refused, naming her.
  await toasts(page)
    .getByRole('button', { name: 'Dismiss notification' })
    .click()
    .catch(() => {});
  await shift.getByLabel('From service').selectOption({ label: '3. Jess (Bridesmaid Hair) · 1:15 PM – 2:00 PM' });
  await shift.getByRole('radio', { name: 'Earlier' }).check();
  await shift.getByLabel('Any number of minutes').fill('30');
  const refusal =
    "Jess can't be in two chairs at once: Jess (12:15 PM – 1:15 PM) overlaps Jess (Bridesmaid Hair) (12:45 PM – 1:30 PM)";
  await expect(shift.getByRole('alert')).toHaveText(`${refusal}. Choose fewer minutes or another service.`);
  await shift.getByRole('alert').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/shift-two-chairs-390.png` });
  await shift.getByRole('button', { name: 'Shift times' }).click();
  await expectToast(page, refusal);
  expect(await times()).toEqual(shifted);
});
