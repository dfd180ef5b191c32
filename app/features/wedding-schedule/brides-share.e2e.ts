// The bride's PIN page when some of her party pay for themselves: her own share (her people, travel, what she has
// paid and what remains), and who pays for herself with "Paid" or "Not yet", never another person's amounts (her
// whole party has the PIN). At 390 px; the answer itself is checked in server/routes/booking-shares.test.ts.
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { BookingAnswer } from '#contract/booking.ts';
import { admin, enterPin, PAGE } from '#e2e/schedule-e2e-helpers.ts';

const SCREENS = '/work/screens/38';
mkdirSync(SCREENS, { recursive: true });

/** A wedding whose bridesmaids Jess and Ana pay for themselves, with a PIN no other test uses. */
async function sharedBooking(request: APIRequestContext) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const pin = String(100000 + Math.floor(Math.random() * 900000));
    const response = await request.post('/api/admin/bookings', {
      headers: admin,
      data: {
        clientName: `Maya Lopez ${Date.now()}`,
        clientPhone: '(916) 555-0123',
        eventDate: '2027-05-15',
        eventType: 'wedding',
        status: 'booked',
        venueName: 'Vizcaya Mansion',
        readyBy: '3:00 PM',
        party: [
          { name: 'Bride', services: ['Bridal Makeup'] },
          { name: 'Mother', services: ['Mother of the Bride / Groom'] },
          {
            name: 'Jess',
            services: ['Bridesmaid', 'Unbooked Wedding Guest Touch Up'],
            payer: 'self',
            phone: '9165550166',
          },
          { name: 'Ana', services: ['Bridesmaid'], payer: 'self' },
        ],
        travelMiles: 25,
        pin,
      },
    });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(201);
    return { booking: (await response.json()) as BookingAnswer, pin };
  }
  throw new Error('Could not find a free PIN');
}

async function pay(request: APIRequestContext, id: string, body: Record<string, unknown>) {
  const response = await request.post(`/api/admin/bookings/${id}/payments`, {
    headers: admin,
    data: { method: 'Venmo', paidOn: '2026-05-01', note: '', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('a bride whose bridesmaids pay for themselves', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('her page shows her own share, and "Paid" or "Not yet" for each who pays for herself', async ({
    page,
    request,
  }) => {
    const { booking, pin } = await sharedBooking(request);
    const id = (name: string) => booking.party.find((person) => person.name === name)!.id;
    // Hers: 225 + 150 + travel 70 = 445. Jess: 150 + 40; Ana: 150, paid in full with a tip.
    await pay(request, booking.id, { amount: 100 });
    await pay(request, booking.id, { amount: 90, tip: 20, payerId: id('Jess') });
    await pay(request, booking.id, { amount: 150, tip: 30, payerId: id('Ana') });

    await page.goto(PAGE);
    await enterPin(page, pin);
    const money = page.getByRole('region', { name: 'Your Booking' });
    await expect(money.getByRole('row')).toHaveText([
      /^Bridal Makeup\s*Bride\s*\$225$/,
      /^Mother of the Bride \/ Groom\s*Mother\s*\$150$/,
      /^Travel\s*\$70$/,
      /^Your share\s*\$445$/,
      /^Paid so far\s*\$100$/,
      /^Balance due by .+\s*\$345$/,
    ]);
    await expect(page.getByText(/^Total due on or before .+: \$345$/)).toBeVisible();
    const others = money.getByRole('list', { name: 'Paying for themselves' });
    await expect(others.getByRole('listitem')).toHaveText([/^Jess\s*Not yet$/, /^Ana\s*Paid$/]);
    // Nothing of theirs but their names and whether they have paid.
    for (const secret of ['Bridesmaid', '$190', '$90', '$40', 'tip', '555-0166']) {
      await expect(money.getByText(secret, { exact: false })).toHaveCount(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await money.scrollIntoViewIfNeeded();
    await money.screenshot({ path: `${SCREENS}/shares-brides-page-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await money.screenshot({ path: `${SCREENS}/shares-brides-page-1280.png` });
  });
});
