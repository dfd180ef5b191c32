// Her books on her phone (issue 43 §1): a past wedding with a payment and a tip, a refund recorded in the booking's
// payments panel (its reason asked for beside the field), a trip added by hand; the Books tab for that year shows
// the totals, and the wedding's miles corrected change the miles and the deduction. Figures are worked out here.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { expectToast, login, openTab, toasts, unique } from '#e2e/admin-e2e-helpers.ts';

const SCREENS = '/work/screens/43';
mkdirSync(SCREENS, { recursive: true });
// A year no other test writes to: its first-run mileage rate is 70¢ a mile.
const YEAR = '2025';

test.use({ viewport: { width: 390, height: 844 } });

const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}${cents % 100 ? `.${String(cents % 100).padStart(2, '0')}` : ''}`;

/** The screen with `element` just under the sticky header, toasts closed. */
async function shoot(page: Page, element: Locator, what: string, width: number, below = 100) {
  const dismiss = toasts(page).getByRole('button', { name: 'Dismiss notification' });
  for (const close of await dismiss.all()) await close.click();
  await expect(dismiss).toHaveCount(0);
  await element.evaluate(
    (node, offset) => window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - offset),
    below,
  );
  await page.screenshot({ path: `${SCREENS}/D-books-${what}-${width}.png` });
}

test('a year’s books: payments, tips and a refund, a hand-added trip, and a wedding’s miles corrected', async ({
  page,
}) => {
  await login(page);
  const client = unique('Bea');
  const created = await page.request.post(api.adminBookings.create.path(), {
    data: {
      clientName: client,
      clientPhone: '(916) 555-0177',
      eventDate: `${YEAR}-10-18`,
      eventType: 'wedding',
      status: 'booked',
      venueName: 'Vizcaya',
      venueAddress: '2019 21st St, Sacramento',
      party: [{ name: 'Bride', services: ['Bridal Makeup'] }],
      // Typed: 20 miles one way, 40 there and back.
      travelMiles: 20,
      pin: '',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as BookingAnswer;
  const total = Math.round(booking.quote.total * 100);
  const paid = await page.request.post(api.adminBookings.addPayment.path({ id: booking.id }), {
    data: { amount: booking.quote.total, tip: 50, method: 'Zelle', paidOn: `${YEAR}-10-18` },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const trip = await page.request.post(api.adminTrips.create.path(), {
    data: { date: `${YEAR}-03-02`, miles: 12.5, place: 'Sephora Pro, Roseville', note: 'Supply run' },
  });
  expect(trip.status(), await trip.text()).toBe(201);

  // The refund, from the booking's payments panel: without a reason it is refused beside the field.
  await openTab(page, 'Bookings');
  const finder = page.getByRole('region', { name: 'Find a booking' });
  await finder.getByLabel('Search by client name').fill(client);
  await finder.getByRole('list', { name: 'Bookings found' }).getByRole('button').click();
  const payments = page.getByRole('region', { name: 'Payments' });
  await payments.getByRole('group', { name: 'Record' }).getByRole('radio', { name: 'Refund' }).check();
  await expect(payments.getByLabel('Tip ($, optional)')).toHaveCount(0);
  await payments.getByLabel('Amount ($)').fill('35');
  await payments.getByRole('textbox', { name: 'Method', exact: true }).fill('Zelle');
  await payments.getByLabel('Refunded on').fill(`${YEAR}-10-25`);
  await payments.getByRole('button', { name: 'Record refund' }).click();
  await expect(payments.getByLabel('Reason for the refund')).toHaveAccessibleDescription(
    /Type the reason for the refund/,
  );
  await payments.getByLabel('Reason for the refund').fill('Started 30 minutes late');
  await payments.getByRole('button', { name: 'Record refund' }).click();
  await expectToast(page, 'Refund of $35 recorded');
  const refunds = payments.getByRole('list', { name: 'Payments recorded' }).getByRole('listitem');
  await expect(refunds.filter({ hasText: 'Refund' })).toContainText('−$35');
  await expect(refunds.filter({ hasText: 'Refund' })).toContainText('Started 30 minutes late');
  await expect(payments.getByTestId('payment-summary')).toContainText(`Paid ${dollars(total - 3500)}`);
  await shoot(page, payments, 'refund', 390);

  // Books for the year: received (the payment and its tip), the refund apart, the miles (40 + 12.5).
  await openTab(page, 'Books');
  const books = page.getByRole('tabpanel');
  await books.getByLabel('Year').selectOption(YEAR);
  await expect(books.getByTestId('books-received')).toContainText(dollars(total + 5000));
  await expect(books.getByTestId('books-refunds')).toHaveText('$35');
  await expect(books.getByTestId('books-miles')).toContainText('52.5 mi');
  // 52.5 miles at 70¢ = $36.75.
  await expect(books.getByTestId('books-miles')).toContainText('$36.75 at 70¢ a mile');
  const october = books.getByRole('row', { name: /^October/ });
  await expect(october).toContainText('$35');
  await expect(books.getByRole('region', { name: `${YEAR} month by month` })).toBeVisible();

  // The wedding's miles corrected: 46 round trip instead of the quote's 40.
  const log = books.getByRole('list', { name: 'Mileage log' });
  const wedding = log.getByTestId('trip-row').filter({ hasText: client });
  await expect(wedding).toContainText('40 mi');
  await expect(wedding).toContainText('typed');
  await wedding.getByRole('button', { name: /^Correct miles/ }).click();
  await wedding.getByLabel('Round-trip miles').fill('46');
  await wedding.getByRole('button', { name: 'Save miles' }).click();
  await expectToast(page, 'Miles corrected to 46');
  await expect(wedding).toContainText('46 mi');
  await expect(wedding).toContainText('corrected');
  // 58.5 miles at 70¢ = $40.95.
  await expect(books.getByTestId('books-miles')).toContainText('58.5 mi');
  await expect(books.getByTestId('books-miles')).toContainText('$40.95 at 70¢ a mile');
  await expect(books.getByTestId('books-total-row')).toContainText('58.5');
  // Nothing wider than her phone: the months' table scrolls inside its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const bar = books.getByLabel('Year');
  await shoot(page, bar, 'year', 390);
  await shoot(page, log, 'mileage', 390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, bar, 'year', 1280);
  await shoot(page, log, 'mileage', 1280);

  // Her rates in Site Settings, one a year: the first run's 2025 and 2026.
  await openTab(page, 'Site Settings');
  const rates = page.getByRole('region', { name: 'Mileage rates' });
  await expect(rates.getByLabel('Mileage rate for 2026 (¢ a mile)')).toHaveValue('72.5');
  await shoot(page, rates, 'rates', 1280, 180);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, rates, 'rates', 390, 130);
});
