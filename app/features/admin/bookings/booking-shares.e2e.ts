// Who pays what, on her phone: a bridesmaid who pays for herself has her own share in the booking's payments, her
// payment is recorded with a tip (by keyboard), her balance and the client's each stay right with the tip apart,
// the calendar's "due this week" names her, and "Text Jess her share" goes to her phone with her own figures.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { personShareText } from '#contract/booking-texts.ts';
import { addCalendarDays, longDate, sacramentoDate } from '#contract/calendar-day.ts';
import { smsHref } from '#contract/phone.ts';
import { weekdayOf } from '#contract/quote.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { expectToast, login, openTab, toasts, unique } from '#e2e/admin-e2e-helpers.ts';

const SCREENS = '/work/screens/38';
mkdirSync(SCREENS, { recursive: true });
const JESS_PHONE = '(916) 555-0166';

test.use({ viewport: { width: 390, height: 844 } });

/** A Saturday some weeks ahead (Sacramento), so its balance date is still to come. */
function saturdayAhead(weeks: number): string {
  const today = sacramentoDate(new Date());
  const from = addCalendarDays(today, weeks * 7);
  return addCalendarDays(from, (6 - weekdayOf(from) + 7) % 7);
}

/** The Bookings tab on the month of `date`, that day chosen. */
async function openDay(page: Page, date: string) {
  await openTab(page, 'Bookings');
  // From today's month, wherever the calendar was left.
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  const today = sacramentoDate(new Date());
  const months =
    (Number(date.slice(0, 4)) - Number(today.slice(0, 4))) * 12 + Number(date.slice(5, 7)) - Number(today.slice(5, 7));
  for (let i = 0; i < months; i += 1) await page.getByRole('button', { name: 'Next month' }).click();
  await page.locator(`[data-date="${date}"]`).click();
}

/** The screen with the panel just under the sticky header, toasts closed. */
async function shoot(page: Page, panel: Locator, what: string, width: number) {
  const dismiss = toasts(page).getByRole('button', { name: 'Dismiss notification' });
  for (const close of await dismiss.all()) await close.click();
  await expect(dismiss).toHaveCount(0);
  await panel.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 90));
  await page.screenshot({ path: `${SCREENS}/shares-${what}-${width}.png` });
}

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

test('a self-paying bridesmaid: her share, her payment with a tip, both balances right, and her text', async ({
  page,
}) => {
  await login(page);
  const client = unique('Maya');
  const date = saturdayAhead(10);
  const created = await page.request.post(api.adminBookings.create.path(), {
    data: {
      clientName: client,
      clientPhone: '(916) 555-0177',
      eventDate: date,
      eventType: 'wedding',
      status: 'booked',
      venueName: 'Vizcaya',
      readyBy: '3:00 PM',
      // The client pays for the bride (225) and travel (25 miles: 70); Jess and Ana pay for themselves (150 each).
      party: [
        { name: 'Bride', services: ['Bridal Makeup'] },
        { name: 'Jess', services: ['Bridesmaid'], payer: 'self', phone: JESS_PHONE },
        { name: 'Ana', services: ['Bridesmaid'], payer: 'self' },
      ],
      travelMiles: 25,
      pin: '',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as BookingAnswer;
  const due = longDate(booking.balanceDueDate);

  await openDay(page, date);
  await page.getByRole('button', { name: `Open booking for ${client}` }).click();
  const payments = page.getByRole('region', { name: 'Payments' });
  const shares = payments.getByRole('list', { name: 'Who pays what' });
  const row = (name: string) => shares.getByRole('listitem').filter({ hasText: name });
  await expect(row(client.split(' ')[0]!)).toContainText(`$295 · paid $0 · remaining $295`);
  await expect(row('Jess')).toContainText(`$150 · paid $0 · remaining $150`);
  await expect(row('Ana')).toContainText('$150 · paid $0 · remaining $150');

  // By keyboard: from the client to Jess in "Who paid", which fills in what she owes; a tip on top.
  const whoPaid = payments.getByRole('group', { name: 'Who paid' });
  await whoPaid.getByRole('radio', { checked: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(whoPaid.getByRole('radio', { name: 'Jess' })).toBeChecked();
  await expect(payments.getByLabel('Amount ($)')).toHaveValue('150');
  await payments.getByLabel('Amount ($)').fill('100');
  await payments.getByLabel('Tip ($, optional)').fill('-5');
  await payments.getByRole('textbox', { name: 'Method', exact: true }).fill('Venmo');
  await payments.getByRole('textbox', { name: 'Method', exact: true }).press('Enter');
  // The message stands beside the tip, and nothing is recorded.
  await expect(payments.getByText('Tip cannot be negative')).toBeVisible();
  await expect(payments.getByLabel('Tip ($, optional)')).toHaveAttribute('aria-invalid', 'true');
  await payments.getByLabel('Tip ($, optional)').fill('20');
  await payments.getByLabel('Tip ($, optional)').press('Enter');
  await expectToast(page, 'Payment of $100 and a $20 tip from Jess recorded');

  // Her balance goes down by her payment, the client's does not move, and the tip counts toward nothing.
  await expect(row('Jess')).toContainText(`$150 · paid $100 · remaining $50`);
  await expect(row(client.split(' ')[0]!)).toContainText('$295 · paid $0 · remaining $295');
  await expect(payments.getByTestId('payment-summary')).toContainText('Paid $100 of $595');
  await expect(payments.getByTestId('payment-summary')).toContainText('Remaining $495');
  await expect(payments.getByTestId('tips-received')).toHaveText('Tips received: $20 (not in any balance)');
  await expect(payments.getByRole('list', { name: 'Payments recorded' })).toContainText('$100 + $20 tip Venmo');
  await expect(payments.getByRole('list', { name: 'Payments recorded' })).toContainText('from Jess');
  await noSideScroll(page);
  await expect(payments.getByTestId('payment-summary')).toContainText(`by ${due}`);
  await shoot(page, payments, 'payments-panel', 390);

  // "Text Jess her share": to her phone, her lines, paid and remaining, and how to pay; Ana has no phone.
  const answer = (await (
    await page.request.get(api.adminBookings.get.path({ id: booking.id }))
  ).json()) as BookingAnswer;
  const site = (await (await page.request.get(api.adminSite.get.path())).json()) as SiteSettings;
  const jess = answer.party.find((person) => person.name === 'Jess')!;
  const texts = page.getByRole('region', { name: /^Texts to / });
  const jessText = texts.getByRole('link', { name: 'Text Jess her share' });
  const body = personShareText(answer, { name: 'Jess', share: jess.share! }, site);
  expect(body).toContain('Bridesmaid: $150');
  expect(body).toContain('Paid so far: $100. Remaining: $50');
  await expect(jessText).toHaveAttribute('href', smsHref(JESS_PHONE, body));
  expect((await jessText.getAttribute('href'))!.startsWith('sms:+19165550166?&body=')).toBe(true);
  await expect(texts.getByText("To Jess's phone, (916) 555-0166.")).toBeVisible();
  const anaHref = await texts.getByRole('link', { name: 'Text Ana her share' }).getAttribute('href');
  expect(anaHref!.startsWith('sms:?&body=')).toBe(true);
  expect(decodeURIComponent(anaHref!)).toContain('Remaining: $150');
  await texts.getByRole('listitem').filter({ hasText: "Jess's share" }).getByText('Read the message').click();
  await expect(texts.getByText(/Hi Jess! Here is your share for Maya's wedding/)).toBeVisible();
  await noSideScroll(page);
  await shoot(page, texts, 'texts-panel', 390);

  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, payments, 'payments-panel', 1280);
  await shoot(page, texts, 'texts-panel', 1280);
  await page.setViewportSize({ width: 390, height: 844 });

  // The calendar's "due this week" names her, on the client's balance date.
  await page.reload();
  await openDay(page, booking.balanceDueDate);
  const dueWeek = page.locator('p', { hasText: `${client}'s party` });
  await expect(dueWeek).toContainText(`Jess (${client}'s party) balance $50`);
  await expect(dueWeek).toContainText(`Ana (${client}'s party) balance $150`);
  await expect(dueWeek).toContainText(`${client} balance $295`);
});
