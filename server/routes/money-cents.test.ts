import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { type SiteSettings } from '#contract/site-settings.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// Audit 3, F7: 19.99, 1.13 and 0.07 were refused as having "more than two decimals" (19.99 * 100 is
// 1998.9999999999998), in payments, prices and money settings alike. Every money field now checks its cents in
// whole numbers (contract/money.ts).

const CENTS = [19.99, 1.13, 0.07];

describe('money with cents', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const admin = (path: string, method: string, json: unknown) => server.request(path, { method, admin: true, json });
  const settings = (change: Partial<SiteSettings>): SiteSettings => ({
    ...structuredClone(DEFAULT_SITE_SETTINGS),
    ...change,
  });

  it('takes prices, a travel rule and retainers with cents in Site Settings, and refuses a third decimal', async () => {
    const groups = structuredClone(DEFAULT_SITE_SETTINGS.serviceGroups);
    groups[0]!.items[0]!.price = 19.99;
    const mine = settings({
      serviceGroups: groups,
      travelFee: { ...DEFAULT_SITE_SETTINGS.travelFee, baseFee: 1.13, perMile: 0.07 },
      retainerAmount: 1.13,
      eventRetainerAmount: 0.07,
    });
    const saved = await admin(api.adminSite.save.path(), 'PUT', mine);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(server.store.data.siteSettings).toMatchObject({
      travelFee: { baseFee: 1.13, perMile: 0.07 },
      retainerAmount: 1.13,
      eventRetainerAmount: 0.07,
    });
    expect(server.store.data.siteSettings.serviceGroups[0]!.items[0]!.price).toBe(19.99);

    const finer = await admin(api.adminSite.save.path(), 'PUT', { ...mine, retainerAmount: 1.135 });
    expect(finer.status).toBe(400);
    expect(await finer.json()).toMatchObject({ field: 'retainerAmount', error: expect.stringMatching(/two decimals/) });
  });

  it('records payments of 19.99, 1.13 and 0.07 and adds them up to the cent', async () => {
    const created = await admin(api.adminBookings.create.path(), 'POST', {
      clientName: 'Cents Example',
      clientPhone: '(916) 555-0177',
      eventDate: '2030-06-12',
      eventType: 'wedding',
      status: 'booked',
      party: [],
      travelMiles: 0,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const booking = (await created.json()) as BookingAnswer;
    let answer = booking;
    for (const amount of CENTS) {
      const paid = await admin(api.adminBookings.addPayment.path({ id: booking.id }), 'POST', {
        amount,
        method: 'Cash',
        paidOn: '2030-01-02',
      });
      expect(paid.status, `${amount}: ${await paid.clone().text()}`).toBe(201);
      answer = (await paid.json()) as BookingAnswer;
    }
    expect(answer.payments.map((payment) => payment.amount)).toEqual(CENTS);
    expect(answer.paid).toBe(21.19);
  });
});
