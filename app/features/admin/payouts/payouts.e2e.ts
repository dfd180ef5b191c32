import { expect, test } from '@playwright/test';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import type { TeamMember } from '#contract/team.ts';
import { expectToast, login, openTab, unique } from '#e2e/admin-e2e-helpers.ts';

const SCREENS = '/work/screens/41';

test.use({ viewport: { width: 390, height: 844 } });

test('payouts at 390 px: a second artist’s pay with an early start and tips, Venmo left out of the 1099-NEC, the 2026 threshold', async ({
  page,
}) => {
  await login(page);
  const name = unique('Dana');
  // Her artist, paid $90 a bridesmaid, $125 for an early start, her W-9 on file.
  const team = await page.request.post(api.adminTeam.create.path(), {
    data: {
      name,
      phone: '(916) 555-0101',
      rates: [{ serviceName: 'Bridesmaid', amount: 90 }],
      earlyStartFee: 125,
      w9OnFile: true,
    },
  });
  expect(team.status(), await team.text()).toBe(201);
  const dana = (await team.json()) as TeamMember;

  // A 2026 wedding: chair 1 hers (the bride, a bridesmaid), chair 2 Dana's from 6:00 AM (she arrives 5:30 AM).
  const created = await page.request.post(api.adminBookings.create.path(), {
    data: {
      clientName: unique('Payout bride'),
      clientPhone: '(916) 555-0177',
      eventDate: '2026-12-30',
      eventType: 'wedding',
      status: 'booked',
      venueZip: '95816',
      readyBy: '9:00 AM',
      pin: String(Math.floor(100000 + Math.random() * 899999)),
      party: [
        { name: 'Bride', service: 'Bridal Makeup' },
        { name: 'Bridesmaid 1', service: 'Bridesmaid' },
        { name: 'Bridesmaid 2', service: 'Bridesmaid' },
        { name: 'Bridesmaid 3', service: 'Bridesmaid' },
      ],
      travelMiles: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as BookingAnswer;
  const [bride, maid1, maid2, maid3] = booking.party;
  const row = (person: typeof bride, serviceName: string, chair: 1 | 2, startTime: string) => ({
    serviceName,
    person: person!.name,
    personId: person!.id,
    chair,
    startTime,
    endTime: '',
  });
  const services = await page.request.put(api.adminScheduleServices.write.path({ id: booking.scheduleId! }), {
    data: {
      mode: 'replace',
      chairs: 2,
      chairArtists: ['lead', dana.id],
      services: [
        row(maid1, 'Bridesmaid', 1, '6:15 AM'),
        row(maid2, 'Bridesmaid', 2, '6:00 AM'),
        row(maid3, 'Bridesmaid', 2, '7:00 AM'),
        row(bride, 'Bridal Makeup', 1, '7:15 AM'),
      ],
    },
  });
  expect(services.status(), await services.text()).toBe(200);
  // $100 shared by the four faces (Dana did two: $50), and $30 given for Dana alone.
  for (const tip of [{ tip: 100 }, { tip: 30, tipForArtistId: dana.id }]) {
    const paid = await page.request.post(api.adminBookings.addPayment.path({ id: booking.id }), {
      data: { amount: 0, method: 'Cash', paidOn: '2026-12-30', ...tip },
    });
    expect(paid.status(), await paid.text()).toBe(201);
  }
  // Paid $1,500 by Zelle in April: past 2025's $600, short of 2026's $2,000.
  const zelle = await page.request.post(api.adminPayouts.create.path(), {
    data: { artistId: dana.id, amount: 1500, paidOn: '2026-04-01', method: 'zelle', note: '' },
  });
  expect(zelle.status(), await zelle.text()).toBe(201);

  await openTab(page, 'Payouts');
  await page.getByLabel('Year').selectOption('2026');
  const card = page.getByRole('region', { name });
  await expect(card.getByRole('list', { name: `${name}'s weddings` })).toContainText(
    '2 faces · $180 + $125 early start + $80 tips',
  );
  await expect(card).toContainText('Pay $385 · Paid $0 · Owed $385');
  const form1099 = card.getByTestId('form-1099');
  await expect(form1099).toHaveText('1099-NEC total $1,500.00 of the $2,000.00 threshold');

  // A payout by Venmo, the method forgotten at first: the message stands beside the field.
  await card.getByRole('button', { name: `Record a payout to ${name}` }).click();
  await expect(card.getByLabel('Amount')).toHaveValue('385.00');
  await card.getByRole('button', { name: 'Record payout' }).click();
  await expect(card.getByText('Method must be Zelle, cash, check, Venmo, PayPal or card')).toBeVisible();
  await card.getByRole('radio', { name: 'Venmo' }).check();
  await card.getByRole('button', { name: 'Record payout' }).click();
  await expectToast(page, `Payout of $385 to ${name} recorded`);
  await expect(card).toContainText('Pay $385 · Paid $385 · Owed $0');
  // Left out of the 1099-NEC total: Venmo reports it on a 1099-K.
  await expect(form1099).toContainText('1099-NEC total $1,500.00 of the $2,000.00 threshold');
  await expect(form1099).toContainText('Left out (on a 1099-K): $385.00');
  await expect(card.getByRole('list', { name: `Flags for ${name}` })).toHaveCount(0);

  // $500 in cash reaches 2026's $2,000: flagged.
  await card.getByRole('button', { name: `Record a payout to ${name}` }).click();
  await card.getByLabel('Amount').fill('500');
  await card.getByRole('radio', { name: 'Cash' }).check();
  await card.getByLabel('For the wedding').selectOption('');
  await card.getByRole('button', { name: 'Record payout' }).click();
  await expect(card.getByRole('list', { name: `Flags for ${name}` })).toHaveText(
    '1099-NEC due: $2,000.00 paid by Zelle, cash or check in 2026 (threshold $2,000.00)',
  );
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/B-payouts-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/B-payouts-1280.png`, fullPage: true });
});
