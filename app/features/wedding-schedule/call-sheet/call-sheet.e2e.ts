// Her team and their call sheets (issue 41) at 390 px, through the real server: she adds an artist to her team
// (a wrong phone said beside its field), a schedule of three chairs gets an artist for each in the timeline builder,
// the booking texts each artist her call sheet, and each sheet shows only her chair's faces and her own pay; one is
// opened, changed ("Changed since you opened it") and reloaded offline. Every field, refusal and access rule of the
// routes is in server/routes/team.test.ts and call-sheets.test.ts.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { BookingAnswer } from '#contract/booking.ts';
import { expectToast, login, openTab, unique } from '#e2e/admin-e2e-helpers.ts';
import { bookWeddingWithPin, daysAhead } from '#e2e/party-e2e-helpers.ts';
import { admin } from '#e2e/schedule-e2e-helpers.ts';

const SCREENS = '/work/screens/41';
mkdirSync(SCREENS, { recursive: true });

/**
 * A screenshot at 390 px and the same screen at 1280 px (the whole page for a call sheet, the screen's view else),
 * with SCREENSHOTS=1 only: npm test has no seconds to spare for them.
 */
async function shoot(page: Page, what: string, fullPage = false, at?: Locator) {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `${SCREENS}/A-${what}-390.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
  await at?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SCREENS}/A-${what}-1280.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
}

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

const sheetPath = (booking: BookingAnswer, name: string) =>
  `/call-sheet${new URL(booking.callSheets.find((sheet) => sheet.name === name)!.link).hash}`;

test.describe('her team and their call sheets', () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('two artists on chairs 2 and 3, each with her call sheet: only her chair and her pay, and offline once opened', async ({
    page,
    context,
  }) => {
    test.slow();
    const dana = unique('Dana');
    const priya = unique('Priya');
    // The second artist through the API: the form is walked once, for the first.
    const made = await page.request.post('/api/admin/team', {
      headers: admin,
      data: { name: priya, phone: '(916) 555-0143', dayRate: 400, w9OnFile: true },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { booking: booked } = await bookWeddingWithPin(page.request, {
      eventDate: daysAhead(60),
      party: [
        { name: 'Bride', services: ['Bridal Makeup'] },
        { name: 'Maya', services: ['Bridesmaid'] },
        { name: 'Ana', services: ['Bridesmaid'] },
      ],
    });
    const client = booked.clientName;

    // The Team tab: she is first, from her settings; a wrong phone is said beside its field.
    await login(page);
    await openTab(page, 'Team');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('listitem').first()).toContainText('You, the lead artist');
    await panel.getByRole('button', { name: 'Add artist' }).click();
    const form = panel.getByRole('region', { name: 'Add an artist' });
    await form.getByLabel('Name').fill(dana);
    await form.getByLabel('Phone').fill('12');
    await form.getByLabel('Bridesmaid', { exact: true }).fill('90');
    await form.getByLabel('Early-start fee').fill('125');
    await form.getByRole('checkbox', { name: 'W-9 on file' }).check();
    await form.getByRole('button', { name: 'Add artist' }).click();
    await expect(form.getByText('Phone must be a number that can receive a text')).toBeVisible();
    await expect(form.getByLabel('Phone')).toBeFocused();
    await form.getByLabel('Phone').scrollIntoViewIfNeeded();
    await shoot(page, 'team-form-error', false, form.getByLabel('Phone'));
    await form.getByLabel('Phone').fill('(916) 555-0142');
    await form.getByRole('button', { name: 'Add artist' }).click();
    await expectToast(page, `${dana} saved to your team`);
    const danaCard = panel.getByRole('listitem').filter({ hasText: dana });
    await expect(danaCard).toContainText('$90 Bridesmaid · early start $125');
    await expect(danaCard).toContainText('W-9 on file');
    await noSideScroll(page);
    await danaCard.scrollIntoViewIfNeeded();
    await shoot(page, 'team', false, danaCard);

    // The builder: three chairs, Dana on chair 2 and Priya on chair 3.
    await openTab(page, 'Wedding Schedules');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: client, exact: true }) });
    await card.getByRole('button', { name: `Build timeline for ${client}` }).click();
    const builder = page.getByRole('region', { name: `Build timeline for ${client}` });
    await builder.getByRole('radio', { name: '3 chairs' }).check();
    const chairs = builder.getByRole('group', { name: 'Who works each chair' });
    await expect(chairs.getByLabel('Chair 1')).toHaveValue('lead');
    await chairs.getByLabel('Chair 2').selectOption({ label: dana });
    await chairs.getByLabel('Chair 3').selectOption({ label: priya });
    await chairs.scrollIntoViewIfNeeded();
    await noSideScroll(page);
    await shoot(page, 'builder-chairs', false, chairs);
    await builder.getByRole('button', { name: 'Preview' }).click();
    await builder.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Create services' }).click();
    await expectToast(page, new RegExp(`3 services created for ${client}`));

    // The booking: "Text {artist} her call sheet" for each artist on its chairs.
    const booking = (await (
      await page.request.get(`/api/admin/bookings/${booked.id}`, { headers: admin })
    ).json()) as BookingAnswer;
    expect(booking.callSheets.map((sheet) => sheet.name)).toEqual([dana, priya]);
    await openTab(page, 'Bookings');
    await page.getByLabel('Search by client name').fill(client);
    await page.getByRole('list', { name: 'Bookings found' }).getByRole('button').first().click();
    const sheets = page.getByRole('region', { name: 'Call sheets' });
    const textDana = sheets.getByRole('link', { name: `Text ${dana.split(' ')[0]} her call sheet` });
    await expect(textDana).toHaveAttribute('href', /^sms:/);
    expect(decodeURIComponent((await textDana.getAttribute('href'))!)).toContain(booking.callSheets[0]!.link);
    await sheets.scrollIntoViewIfNeeded();
    await shoot(page, 'booking-call-sheets', false, sheets);

    // Dana's sheet: chair 2 only (Ana), her own pay; no one else, no client e-mail, no notes, no other pay.
    await page.goto(sheetPath(booking, dana));
    const sheet = page.locator('[data-call-sheet]');
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(`Call sheet · ${dana}`);
    expect(page.url()).not.toContain('#');
    await expect(
      sheet.getByRole('region', { name: 'Your faces, in order' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Ana']);
    await expect(sheet.getByRole('region', { name: 'Where' })).toContainText('2020 16th St, Sacramento');
    await expect(sheet.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', /google\.com\/maps/);
    await expect(sheet.locator('[data-arrive]')).toHaveText(/^Arrive by \d{1,2}:\d{2} [AP]M$/);
    // $90 for Ana's Bridesmaid at her rate; her arrival is not before the early-start time.
    await expect(sheet.getByRole('region', { name: 'Your pay for the day' })).toContainText('Total$90');
    for (const hidden of ['Maya', /\bBride\b/, 'olivia.private', 'Private note', priya, '$400']) {
      await expect(sheet).not.toContainText(hidden);
    }
    await noSideScroll(page);
    await shoot(page, 'call-sheet-dana', true);

    // Priya's sheet: chair 3 only (Maya), her day rate; opened once, then offline.
    await page.goto(sheetPath(booking, priya));
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(`Call sheet · ${priya}`);
    await expect(
      sheet.getByRole('region', { name: 'Your faces, in order' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Maya']);
    await expect(sheet.getByRole('region', { name: 'Your pay for the day' })).toContainText('Day rate$400');
    for (const hidden of ['Ana', dana, 'olivia.private', '$90']) await expect(sheet).not.toContainText(hidden);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(sheet.getByRole('status').first()).toHaveText(/^Up to date/);

    // She changes the parking notes: the sheet says so at its top.
    const changed = await page.request.put(`/api/admin/bookings/${booking.id}`, {
      headers: admin,
      data: {
        clientName: booking.clientName,
        clientPhone: booking.clientPhone,
        clientEmail: booking.clientEmail,
        eventDate: booking.eventDate,
        eventType: 'wedding',
        status: 'booked',
        venueName: booking.venueName,
        venueAddress: booking.venueAddress,
        readyBy: booking.readyBy,
        party: booking.party.map(({ id, name, services }) => ({ id, name, services })),
        travelMiles: 10,
        notes: booking.notes,
        parkingNotes: 'Park on 16th St; the side gate is open',
      },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await page.reload();
    await expect(sheet.getByRole('alert')).toContainText('Changed since you opened it: parking and access');
    await expect(sheet.getByRole('region', { name: 'Where' })).toContainText('Park on 16th St');
    await shoot(page, 'call-sheet-priya-changed', true);

    await context.setOffline(true);
    await page.reload();
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(`Call sheet · ${priya}`);
    await expect(sheet.getByRole('status').first()).toHaveText(
      /^You're offline\. Showing the copy saved on this phone, last updated today at/,
    );
    await expect(
      sheet.getByRole('region', { name: 'Your faces, in order' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Maya']);
    await expect(sheet).not.toContainText('Ana');
    await shoot(page, 'call-sheet-offline', true);
    await context.setOffline(false);
  });
});
