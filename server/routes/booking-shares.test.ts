import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { snapshot, startTestServer, type TestServer } from '../test/test-server.ts';

// Who pays what, through the real server: a party where two bridesmaids pay for themselves, their payments and
// tips, and the bride's PIN page, which must carry her own share and never another person's amounts.

const TODAY = '2026-03-10';
const START = Date.parse('2026-03-10T17:00:00Z');
const JESS_PHONE = '(916) 555-0166';

const wedding = {
  clientName: 'Maya Example',
  clientPhone: '(916) 555-0177',
  clientEmail: '',
  eventDate: '2026-06-13',
  eventType: 'wedding',
  status: 'booked',
  holdUntil: '',
  venueName: 'Folsom Lake Barn',
  venueAddress: '',
  venueZip: '',
  readyBy: '3:00 PM',
  // 225 + 150 for the client's, 150 each for the two who pay for themselves, and 25 miles: 40 + 2 × 15 = 70.
  party: [
    { name: 'Bride', services: ['Bridal Makeup'] },
    { name: 'Mother of the Bride', services: ['Mother of the Bride / Groom'] },
    { name: 'Jess', services: ['Bridesmaid'], payer: 'self', phone: JESS_PHONE },
    { name: 'Ana', services: ['Bridesmaid'], payer: 'self' },
  ],
  travelMiles: 25,
  notes: '',
  pin: '482913',
};

describe('who pays what', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock: () => START, env: { PIN_GUESS_LIMIT: '1000' } });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.store.update((data) => {
      data.bookings = [];
      data.weddingSchedules = [];
      data.scheduleServices = [];
      data.siteSettings = { ...structuredClone(DEFAULT_SITE_SETTINGS), paymentInstructions: 'Venmo @elena' };
    });
  });

  const admin = (path: string, method = 'GET', json?: unknown) =>
    server.request(path, { method, admin: true, ...(json === undefined ? {} : { json }) });
  const ok = async (response: Response, status = 200) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as BookingAnswer;
  };
  const pay = (id: string, body: Record<string, unknown>) =>
    admin(api.adminBookings.addPayment.path({ id }), 'POST', { method: 'Venmo', paidOn: TODAY, note: '', ...body });
  const booked = async () => {
    const booking = await ok(await admin(api.adminBookings.create.path(), 'POST', wedding), 201);
    const idOf = (name: string) => booking.party.find((person) => person.name === name)!.id;
    return { booking, jess: idOf('Jess'), ana: idOf('Ana'), mom: idOf('Mother of the Bride') };
  };

  it("splits the booking into the client's share and each self-paying person's, with tips apart", async () => {
    const { booking, jess, ana } = await booked();
    expect(booking.quote.total).toBe(745);
    expect(booking.clientShare).toMatchObject({ total: 445, paid: 0, tips: 0, balance: 445 });
    expect(booking.clientShare.lines.map((line) => line.name)).toEqual(['Bride', 'Mother of the Bride']);
    expect(booking.party.map((person) => person.share?.total ?? null)).toEqual([null, null, 150, 150]);

    await ok(await pay(booking.id, { amount: 100 }), 201);
    await ok(await pay(booking.id, { amount: 100, tip: 20, payerId: jess }), 201);
    const answer = await ok(await pay(booking.id, { amount: 150, payerId: ana }), 201);

    expect(answer.clientShare).toMatchObject({ paid: 100, tips: 0, balance: 345 });
    const share = (id: string) => answer.party.find((person) => person.id === id)!.share;
    expect(share(jess)).toMatchObject({ total: 150, paid: 100, tips: 20, balance: 50 });
    expect(share(ana)).toMatchObject({ total: 150, paid: 150, tips: 0, balance: 0 });
    // The booking's own figures leave the tip out.
    expect(answer).toMatchObject({ paid: 350, balance: 395, tips: 20 });
    expect(answer.payments.map((payment) => [payment.payerId, payment.amount, payment.tip])).toEqual([
      ['', 100, 0],
      [jess, 100, 20],
      [ana, 150, 0],
    ]);
  });

  it('takes a tip alone, and counts a payment from someone the client pays for as the client’s', async () => {
    const { booking, mom } = await booked();
    const tipOnly = await ok(await pay(booking.id, { amount: 0, tip: 25 }), 201);
    expect(tipOnly).toMatchObject({ paid: 0, balance: 745, tips: 25 });
    expect(tipOnly.clientShare).toMatchObject({ paid: 0, tips: 25, balance: 445 });
    const fromMom = await ok(await pay(booking.id, { amount: 45, payerId: mom }), 201);
    expect(fromMom.clientShare).toMatchObject({ paid: 45, balance: 400 });
  });

  it('refuses who paid when she is not in the party, and a payment of nothing, writing nothing', async () => {
    const { booking } = await booked();
    const before = await snapshot(server);
    const refused = async (response: Response, field: string, message: RegExp) => {
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; field?: string };
      expect(body).toMatchObject({ field });
      expect(body.error).toMatch(message);
    };
    await refused(await pay(booking.id, { amount: 50, payerId: 'someone-else' }), 'payerId', /client or a person/);
    await refused(await pay(booking.id, { amount: 0 }), 'amount', /more than \$0/);
    await refused(await pay(booking.id, { amount: 0, tip: 0 }), 'amount', /more than \$0/);
    await refused(await pay(booking.id, { amount: 10, tip: -5 }), 'tip', /Tip cannot be negative/);
    await refused(await pay(booking.id, { amount: 10, tip: 1.005 }), 'tip', /two decimals/);
    expect(await snapshot(server)).toEqual(before);
  });

  it("gives the bride's page her own share and who pays for herself, never another person's amounts", async () => {
    const { booking, jess, ana } = await booked();
    await ok(await pay(booking.id, { amount: 100 }), 201);
    await ok(await pay(booking.id, { amount: 100, tip: 20, payerId: jess }), 201);
    await ok(await pay(booking.id, { amount: 150, tip: 30, payerId: ana }), 201);

    const response = await server.request(api.weddingSchedule.byPin.path({ pin: '482913' }));
    expect(response.status).toBe(200);
    const text = await response.text();
    const page = JSON.parse(text) as ClientSchedule;
    expect(page.booking).toEqual({
      lines: [
        { name: 'Bride', service: 'Bridal Makeup', price: 225, durationMinutes: 90 },
        { name: 'Mother of the Bride', service: 'Mother of the Bride / Groom', price: 150, durationMinutes: 60 },
      ],
      total: 445,
      paid: 100,
      balance: 345,
      balanceDueDate: booking.balanceDueDate,
      paymentInstructions: 'Venmo @elena',
      paymentLink: DEFAULT_SITE_SETTINGS.paymentLink,
      readyBy: '3:00 PM',
      selfPaying: [
        { name: 'Jess', paid: false },
        { name: 'Ana', paid: true },
      ],
    });
    // Nowhere in the answer: their payments, tips, phone, ids or prices. Her agreement prices what she pays for, and
    // names who pays for herself with her services only; its total is her share.
    for (const secret of ['tip', '5550166', jess, ana, '"share"', 'balance":50', '"paid":150', 'Bridesmaid: $150']) {
      expect(text).not.toContain(secret);
    }
    const agreement = page.agreement!.text;
    expect(agreement).toContain('Jess, Bridesmaid: pays for herself\nAna, Bridesmaid: pays for herself');
    expect(agreement).toContain('Travel (25 miles each way): $70\nTotal: $445');
    // Her money part names no other person's lines or totals.
    const money = JSON.stringify(page.booking);
    for (const secret of ['Bridesmaid', '745', '395', '350']) expect(money).not.toContain(secret);
  });
});
