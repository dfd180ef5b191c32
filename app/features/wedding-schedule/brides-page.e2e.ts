// The bride's page at 390 px, as the second usability walk found it: the texts that bring her to sign, the
// invitation to keep her schedule on her Home Screen (with an app of its own), the PDF that waits for signal, her
// ready-by time, a wrong PIN's way back to the artist, and her agreement with each of its parts shown once.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { longDate } from '#contract/calendar-day.ts';
import { smsHref } from '#contract/phone.ts';
import { SCHEDULE_NOT_FOUND_MESSAGE } from '#contract/messages.ts';
import { login, openTab } from '#e2e/admin-e2e-helpers.ts';
import { admin, createBooking, createSchedule, enterPin, issueLink, PAGE } from '#e2e/schedule-e2e-helpers.ts';

const SCREENS = '/work/screens/37';
mkdirSync(SCREENS, { recursive: true });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

const agreementOf = (page: Page) => page.getByRole('region', { name: 'Booking agreement' });
const CONSENT = /you agree to sign this agreement electronically/;

/** Both widths of one screen, the phone's last so the test goes on as it was. */
async function screens(page: Page, name: string, fullPage = true) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/bride-${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/bride-${name}-390.png`, fullPage });
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('signing: the e-signature paragraph once, beside "I agree", and the hash once, in the small print', async ({
  page,
  request,
}) => {
  const clientName = `Ivy Chen ${Date.now()}`;
  const booking = await createBooking(request, { clientName });
  const { token } = await issueLink(request, booking.id);
  const { agreement: answer } = (await (await request.get(`/api/wedding-schedule/${booking.pin}`)).json()) as {
    agreement: { sha256: string };
  };

  await page.goto(`/sign#${token}`);
  const agreement = agreementOf(page);
  const box = agreement.getByRole('checkbox', { name: 'I agree' });
  await expect(box).toBeVisible();
  await expect(agreement.getByText(CONSENT)).toHaveCount(1);
  await expect(box).toHaveAccessibleDescription(CONSENT);
  // Beside the box: its heading and paragraph sit in the box's own group, after the agreement's last section.
  const consent = agreement.getByRole('group', { name: 'ELECTRONIC RECORDS AND SIGNATURE' });
  await expect(consent.getByText(CONSENT)).toBeVisible();
  await expect(consent.getByRole('checkbox', { name: 'I agree' })).toBeVisible();
  await expect(agreement.getByText(answer.sha256, { exact: true })).toHaveCount(1);
  await consent.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/bride-signing-consent-390.png` });

  await agreement.getByLabel('Your full name').fill(clientName);
  await box.check();
  await agreement.getByRole('button', { name: 'Sign' }).click();
  await expect(agreement.getByText('Signed', { exact: true })).toBeVisible();
  await expect(agreement.getByText(answer.sha256, { exact: true })).toHaveCount(1);
  await expect(agreement.getByText(CONSENT)).toHaveCount(1);
  await screens(page, 'signing-signed');

  // Her party's read-only copy, by PIN: the same, once each.
  await page.goto(PAGE);
  await enterPin(page, booking.pin);
  const readOnly = agreementOf(page);
  await expect(readOnly.getByText('Signed', { exact: true })).toBeVisible();
  await expect(readOnly.getByText(answer.sha256, { exact: true })).toHaveCount(1);
  await expect(readOnly.getByRole('group', { name: 'Signature' })).toContainText(answer.sha256);
  await expect(readOnly.getByText(CONSENT)).toHaveCount(1);
});

test('the texts: the PIN text brings her signing link while the agreement waits, and an agreement reminder', async ({
  page,
  request,
}) => {
  const eventDate = '2027-06-12';
  const booking = await createBooking(request, {
    clientName: `Zoë Walk ${Date.now()}`,
    eventDate,
    clientPhone: '(916) 555-0177',
  });
  await login(page);
  await openTab(page, 'Bookings');
  const today = new Date().toISOString().slice(0, 7);
  const months =
    (Number(eventDate.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
    Number(eventDate.slice(5, 7)) -
    Number(today.slice(5, 7));
  for (let i = 0; i < months; i += 1) await page.getByRole('button', { name: 'Next month' }).click();
  await page.locator(`[data-date="${eventDate}"]`).click();
  await page
    .getByRole('button', { name: /^Open booking for Zoë Walk/ })
    .first()
    .click();
  const texts = page.getByRole('region', { name: /^Texts to / });
  const bodyOf = async (key: string) =>
    decodeURIComponent((await texts.locator(`a[data-text="${key}"]`).getAttribute('href'))!.split('body=')[1]!);

  // The balance reminder names the wedding's date once.
  const reminder = await bodyOf('balance');
  expect(reminder.split(longDate(eventDate)).length - 1, reminder).toBe(1);

  // No link yet: the PIN text makes hers, then carries it; so does the agreement reminder.
  const pinRow = texts.getByRole('listitem').filter({ hasText: 'Schedule PIN' });
  await expect(pinRow).toContainText('agreement');
  await texts.scrollIntoViewIfNeeded();
  await texts.screenshot({ path: `${SCREENS}/bride-texts-make-link-390.png` });
  await pinRow.getByRole('button', { name: /signing link/ }).click();
  await expect(texts.locator('a[data-text="pin"]')).toBeFocused();
  const link = (await (await request.get(`/api/admin/bookings/${booking.id}/signing-link`, { headers: admin })).json())
    .link as { url: string };
  const pinText = await bodyOf('pin');
  expect(pinText).toContain(`enter your PIN: ${booking.pin}`);
  expect(pinText).toContain('Your booking agreement is waiting for you to sign');
  expect(pinText).toContain(link.url);
  const agreementText = await bodyOf('agreement');
  expect(agreementText).toContain(link.url);
  await expect(texts.getByRole('listitem').filter({ hasText: 'Agreement reminder' })).toBeVisible();
  // The agreement's own panel knows the link is made.
  await expect(page.getByTestId('signing-link')).toContainText('Her link works until');
  await texts.scrollIntoViewIfNeeded();
  await texts.screenshot({ path: `${SCREENS}/bride-texts-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await texts.screenshot({ path: `${SCREENS}/bride-texts-1280.png` });
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE });

  test('her PIN opens the schedule with the invitation near the top, saying the Home Screen app needs her PIN once', async ({
    page,
    request,
  }) => {
    const site = (await (await request.get('/api/site')).json()) as { businessName: string };
    const { pin } = await createSchedule(request, { clientName: `Noor ${Date.now()}` }, [
      { serviceName: 'Bridal Makeup', startTime: '8:00 AM', endTime: '9:30 AM', sortOrder: 1 },
    ]);
    await page.goto(PAGE);
    await enterPin(page, pin);
    const invitation = page.getByRole('complementary', { name: 'Keep it on your home screen' });
    await expect(invitation).toContainText('Open it from your Home Screen once with signal and enter your PIN');
    const box = (await invitation.boundingBox())!;
    expect(box.y + 60, 'its top is on her first screen').toBeLessThan(844);
    await page.screenshot({ path: `${SCREENS}/bride-install-iphone-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SCREENS}/bride-install-iphone-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });

    // Her schedule's own app: installed from here, it opens here.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/wedding-day-schedule.webmanifest');
    const manifest = (await (await request.get(href!)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ id: '/wedding-day-schedule', start_url: '/wedding-day-schedule' });
    expect(String(manifest.name)).toContain(site.businessName);
    // The server's page says so before its code runs; the visitors' manifest stays as it is.
    expect(await (await request.get(PAGE)).text()).toContain(
      '<link rel="manifest" href="/wedding-day-schedule.webmanifest"',
    );
    expect(await (await request.get('/')).text()).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(await (await request.get('/manifest.webmanifest')).json()).toMatchObject({ id: '/', start_url: '/' });

    // Dismissed, it stays dismissed.
    await invitation.getByRole('button', { name: 'Got it' }).click();
    await expect(invitation).toHaveCount(0);
  });
});

test('where the browser offers installing, the offer is on her first screen', async ({ page, request }) => {
  const { pin } = await createSchedule(request, { clientName: `Ana ${Date.now()}` }, [
    { serviceName: 'Bridal Makeup', startTime: '8:00 AM', endTime: '9:30 AM', sortOrder: 1 },
  ]);
  await page.goto(PAGE);
  await enterPin(page, pin);
  await expect(page.getByRole('heading', { level: 1, name: /Wedding Day$/ })).toBeVisible();
  // Chromium fires this only for real engagement; the event the browser would send is stood in for here.
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
  const install = page.getByRole('button', { name: 'Install app' });
  await expect(install).toBeVisible();
  expect((await install.boundingBox())!.y).toBeLessThan(844);
  await page.screenshot({ path: `${SCREENS}/bride-install-android-390.png` });
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(install).toHaveCount(0);
});

test('offline, "Download PDF" says why it waits, to her eyes and to a screen reader', async ({
  page,
  context,
  request,
}) => {
  const booking = await createBooking(request, { clientName: `Lea ${Date.now()}` });
  await page.goto(PAGE);
  await enterPin(page, booking.pin);
  const pdf = agreementOf(page).getByRole('button', { name: 'Download PDF' });
  await expect(pdf).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByText(/You're offline/)).toBeVisible();
  await expect(pdf).toBeDisabled();
  await expect(pdf).toHaveAccessibleDescription(/needs a connection/);
  await expect(agreementOf(page).getByText(/needs a connection/)).toBeVisible();
  await pdf.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/bride-pdf-offline-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await pdf.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/bride-pdf-offline-1280.png` });
  await context.setOffline(false);
});

test('Event Details adds "Everyone ready by" under the spec\'s rows when the booking has a ready-by time', async ({
  page,
  request,
}) => {
  const booking = await createBooking(request, { clientName: `Rae ${Date.now()}`, readyBy: '2:45 PM' });
  await page.goto(PAGE);
  await enterPin(page, booking.pin);
  const details = page.getByRole('region', { name: 'Event Details' });
  await expect(details.getByRole('row')).toHaveText([/^Date/, /^Time/, /^Location/, /^Address/]);
  await expect(details.getByText('Everyone ready by 2:45 PM', { exact: true })).toBeVisible();
  await details.screenshot({ path: `${SCREENS}/bride-ready-by-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await details.screenshot({ path: `${SCREENS}/bride-ready-by-1280.png` });

  // A schedule with no booking has no such line.
  const { pin } = await createSchedule(request, {}, []);
  await page.goto(PAGE);
  await page.getByRole('button', { name: "Open another wedding's schedule" }).click();
  await enterPin(page, pin);
  await expect(page.getByRole('region', { name: 'Event Details' })).not.toContainText('ready by');
});

test('a wrong PIN keeps the message and Try Again, then offers a text to the artist', async ({ page, request }) => {
  const site = (await (await request.get('/api/site')).json()) as { artistName: string; phone: string };
  await page.goto(PAGE);
  // Five digits: no schedule has such a PIN (the dashboard makes 4 or 6).
  await enterPin(page, '13579');
  await expect(page.getByText(SCHEDULE_NOT_FOUND_MESSAGE)).toBeVisible();
  const tryAgain = page.getByRole('button', { name: 'Try Again' });
  await expect(tryAgain).toBeVisible();
  const lost = page.getByRole('link', { name: `Lost your PIN? Text ${site.artistName}` });
  await expect(lost).toBeVisible();
  await expect(lost).toHaveAttribute('href', new RegExp(`^${smsHref(site.phone).replace(/[?+]/g, '\\$&')}`));
  expect((await lost.boundingBox())!.y).toBeGreaterThan((await tryAgain.boundingBox())!.y);
  await screens(page, 'wrong-pin', false);
  await tryAgain.click();
  await expect(page.getByLabel('Your PIN')).toBeVisible();
});
