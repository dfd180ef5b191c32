// The live morning on several phones (`npm run test:slow`, issue 42): a tap on the chair board shows within 5 s on
// the bride's page and on a bridesmaid's own link, both open at once, and a tap made with no signal on Faces is
// sent when the phone is back online. At 390 px.
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { BookingAnswer } from '#contract/booking.ts';
import { minutesToTwelveHour } from '#contract/clock-time.ts';
import { sacramentoMinutes, type ProgressAnswer } from '#contract/progress.ts';
import { login } from '#e2e/admin-e2e-helpers.ts';
import { hydrated } from '#e2e/hydrated.ts';
import { bookWeddingWithPin, daysAhead, partyPathOf } from '#e2e/party-e2e-helpers.ts';
import { admin } from '#e2e/schedule-e2e-helpers.ts';

const SCREENS = '/work/screens/42';
mkdirSync(SCREENS, { recursive: true });

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const personOf = (booking: BookingAnswer, name: string) => booking.party.find((person) => person.name === name)!;

/** Today's wedding: Maya, then Ava, then the bride in chair 1, laid out around now. */
async function todaysWedding(request: APIRequestContext) {
  const now = sacramentoMinutes(new Date());
  test.skip(now < 70 || now > 22 * 60, 'the morning is laid out around now, inside one Sacramento day');
  const { booking, pin } = await bookWeddingWithPin(request, {
    eventDate: daysAhead(0),
    party: [
      { name: 'Olivia', services: ['Bridal Makeup'] },
      { name: 'Maya', services: ['Bridesmaid'] },
      { name: 'Ava', services: ['Bridesmaid'] },
    ],
  });
  const rows: [string, string, number][] = [
    ['Maya', 'Maya', now - 55],
    ['Ava', 'Ava', now - 10],
    ['Olivia', 'Bride (Olivia)', now + 35],
  ];
  const ids: Record<string, string> = {};
  for (const [index, [name, label, start]] of rows.entries()) {
    const response = await request.post(`/api/admin/wedding-schedules/${booking.scheduleId}/services`, {
      headers: admin,
      data: {
        serviceName: personOf(booking, name).services[0],
        startTime: minutesToTwelveHour(start),
        endTime: minutesToTwelveHour(start + 45),
        sortOrder: index + 1,
        person: label,
        personId: personOf(booking, name).id,
        chair: 1,
        readyBy: minutesToTwelveHour(now + 150),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids[name] = ((await response.json()) as { id: string }).id;
  }
  return { booking, pin, ids };
}

const tapOn = (request: APIRequestContext, scheduleId: string, serviceId: string, step: string, tapId: string) =>
  request.post(`/api/admin/wedding-schedules/${scheduleId}/progress`, {
    headers: admin,
    data: { serviceId, step, at: new Date().toISOString(), tapId },
  });

test('a tap shows within 5 s on the bride’s page and on a bridesmaid’s link', async ({ page, browser, request }) => {
  const { booking, pin, ids } = await todaysWedding(request);

  // The bride's phone, by PIN.
  await page.goto('/wedding-day-schedule');
  // The server sends the PIN screen before its code runs: the PIN goes in once the page is live.
  await expect.poll(() => hydrated(page.getByLabel('Your PIN'))).toBe(true);
  await page.getByLabel('Your PIN').fill(pin);
  await page.getByLabel('Your PIN').press('Enter');
  // Before the first tap her page shows the morning as planned (Now and next); the live card comes with the taps.
  await expect(page.getByRole('heading', { level: 1, name: /Wedding Day/ })).toBeVisible();
  const brideCard = page.locator('[data-live-card="bride"]');
  await expect(brideCard).toHaveCount(0);

  // Ava's phone, her own link.
  const avaContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const ava = await avaContext.newPage();
  await ava.goto(partyPathOf(booking, 'Ava'));
  const avaLine = ava.locator('[data-live-card="party"] [data-live-line]');
  await expect(avaLine).toHaveText('1 face before you');

  const seen: number[] = [];
  const tapped = Date.now();
  expect((await tapOn(request, booking.scheduleId!, ids.Maya!, 'start', `s-${tapped}`)).status()).toBe(200);
  await expect(brideCard.locator('[data-live-person="Maya"]')).toContainText('In the chair now', { timeout: 5000 });
  seen.push(Date.now() - tapped);
  await expect(avaLine).toHaveText(/^You're next: be ready at /, { timeout: 5000 });
  seen.push(Date.now() - tapped);
  expect(Math.max(...seen)).toBeLessThan(5000);

  const done = Date.now();
  const answer = (await (
    await tapOn(request, booking.scheduleId!, ids.Maya!, 'done', `d-${done}`)
  ).json()) as ProgressAnswer;
  // Maya finished about 10 minutes late: Ava and the bride move, and Ava's phone says her new time.
  expect(answer.line).toMatch(/^Bride now .* \(\+1[01] min\); ready-by .* holds\.$/);
  const avaStart = answer.services.find((service) => service.id === ids.Ava)!.startTime;
  await expect(avaLine).toHaveText(`You're next: be ready at ${avaStart}`, { timeout: 5000 });
  await expect(brideCard.locator('[data-live-person="Maya"]')).toContainText('Done', { timeout: 5000 });
  for (const [shot, phone] of [
    ['bride-live', page],
    ['party-live', ava],
  ] as const) {
    await phone.screenshot({ path: `${SCREENS}/C-${shot}-390.png` });
    await phone.setViewportSize({ width: 1280, height: 900 });
    await phone.screenshot({ path: `${SCREENS}/C-${shot}-1280.png` });
  }
  await avaContext.close();

  // The photographer's day link: the bride's first name, the times, the chair's count; no other name, no money.
  const made = await request.post(`/api/admin/bookings/${booking.id}/day-link`, { headers: admin, data: {} });
  const link = ((await made.json()) as { link: string }).link;
  const photographer = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const day = await photographer.newPage();
  await day.goto(`/day${new URL(link).hash}`);
  await expect(day.getByRole('heading', { name: "Olivia's wedding morning" })).toBeVisible();
  await expect(day.locator('[data-day-chair="1"]')).toContainText('1 of 3 done');
  await expect(day.locator('[data-day-expected]')).toHaveText(/^Expected \d/);
  const text = await day.locator('main').innerText();
  for (const hidden of ['Maya', 'Ava', 'Party', 'Bridesmaid', 'Bridal', '$', 'lashes', 'private']) {
    expect(text, hidden).not.toContain(hidden);
  }
  await day.screenshot({ path: `${SCREENS}/C-day-link-390.png`, fullPage: true });
  await day.setViewportSize({ width: 1280, height: 900 });
  await day.screenshot({ path: `${SCREENS}/C-day-link-1280.png`, fullPage: true });
  await photographer.close();
});

test('a tap made with no signal on Faces is sent when the phone is back online', async ({ page, context, request }) => {
  const { booking } = await todaysWedding(request);
  await login(page);
  await page.goto(`/faces?booking=${booking.id}`);
  const board = page.getByRole('region', { name: 'Chair board' });
  await expect(board.getByRole('button', { name: 'Start Maya, Bridesmaid' })).toBeEnabled();

  await context.setOffline(true);
  await board.getByRole('button', { name: 'Start Maya, Bridesmaid' }).click();
  await expect(board.locator('[data-board-queued]')).toHaveText('1 tap waiting for signal');
  await expect(board.getByRole('button', { name: 'Start Maya, Bridesmaid' })).toBeDisabled();
  const before = (await (
    await request.get(`/api/admin/wedding-schedules/${booking.scheduleId}/progress`, { headers: admin })
  ).json()) as ProgressAnswer;
  expect(before.taps).toEqual([]);

  await context.setOffline(false);
  await expect(board.locator('[data-board-line]')).toContainText('Maya in the chair');
  await expect(board.locator('[data-board-queued]')).toHaveCount(0);
  const after = (await (
    await request.get(`/api/admin/wedding-schedules/${booking.scheduleId}/progress`, { headers: admin })
  ).json()) as ProgressAnswer;
  expect(after.taps.map((tap) => tap.step)).toEqual(['start']);
});

test('a second artist taps her own chair from her call sheet, and only hers', async ({ page, request }) => {
  const now = sacramentoMinutes(new Date());
  test.skip(now < 70 || now > 22 * 60, 'the morning is laid out around now, inside one Sacramento day');
  const artist = await request.post('/api/admin/team', {
    headers: admin,
    data: { name: `Dana ${Date.now()}`, phone: '(916) 555-0142', rates: [], earlyStartFee: 0 },
  });
  expect(artist.status(), await artist.text()).toBe(201);
  const dana = (await artist.json()) as { id: string; name: string };
  const { booking } = await bookWeddingWithPin(request, {
    eventDate: daysAhead(0),
    party: [
      { name: 'Olivia', services: ['Bridal Makeup'] },
      { name: 'Maya', services: ['Bridesmaid'] },
    ],
  });
  const row = (name: string, label: string, chair: number, sortOrder: number) => ({
    serviceName: personOf(booking, name).services[0],
    startTime: minutesToTwelveHour(now - 5),
    endTime: minutesToTwelveHour(now + 40),
    sortOrder,
    person: label,
    personId: personOf(booking, name).id,
    chair,
  });
  const wrote = await request.put(`/api/admin/wedding-schedules/${booking.scheduleId}/services`, {
    headers: admin,
    data: {
      mode: 'replace',
      chairs: 2,
      chairArtists: ['lead', dana.id],
      services: [row('Maya', 'Maya', 2, 1), row('Olivia', 'Bride (Olivia)', 1, 2)],
    },
  });
  expect(wrote.status(), await wrote.text()).toBe(200);
  const services = ((await wrote.json()) as { services: { id: string; person: string }[] }).services;
  const withSheets = (await (await request.get(`/api/admin/bookings/${booking.id}`, { headers: admin })).json()) as {
    callSheets: { artistId: string; link: string }[];
  };
  const link = withSheets.callSheets.find((sheet) => sheet.artistId === dana.id)!.link;

  await page.goto(`/call-sheet${new URL(link).hash}`);
  const board = page.getByRole('region', { name: 'Chair board' });
  await expect(board.getByRole('button', { name: /^Start / })).toHaveCount(1);
  await board.getByRole('button', { name: 'Start Maya, Bridesmaid' }).click();
  await expect(board.locator('[data-board-line]')).toContainText('Maya in the chair');
  await page.screenshot({ path: `${SCREENS}/C-call-sheet-board-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/C-call-sheet-board-1280.png` });

  // The bride's chair is not hers: refused, whatever her phone sends.
  const token = new URL(link).hash.slice(1);
  const refused = await request.post('/api/call-sheet/progress', {
    headers: { 'x-link-token': token },
    data: {
      serviceId: services.find((service) => service.person.startsWith('Bride'))!.id,
      step: 'start',
      at: new Date().toISOString(),
      tapId: `other-${Date.now()}`,
    },
  });
  expect(refused.status()).toBe(403);
});
