import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import type { BooksYear } from '#contract/books.ts';
import type { Trip } from '#contract/mileage.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { roadMilesBetween } from '../bookings/zip-places.ts';
import { logIn, withCookie } from '../test/admin-login.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// Her books through the real server (issue 43 §1): a year built from bookings, payments with tips, a refund, a
// payout, a trial away and one at her studio, a hand-added trip and a corrected one; the summary and the three CSVs
// (read back with a real CSV parser) against figures worked out here, a year without a rate, and the routes' guards.

/** Noon in Sacramento (PST/PDT alike near enough: 20:00Z is noon or 1 p.m.) on a day. */
const at = (day: string) => Date.parse(`${day}T20:00:00Z`);
let now = at('2026-03-10');
let server: TestServer;

const admin = (path: string, method = 'GET', json?: unknown) =>
  server.request(path, { method, admin: true, ...(json === undefined ? {} : { json }) });
const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};
const refused = async (response: Response, status: number, field: string | undefined, message: RegExp) => {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: string; field?: string };
  expect(body.field).toBe(field);
  expect(body.error).toMatch(message);
};
const booking = (extra: Record<string, unknown>) => ({
  clientPhone: '(916) 555-0177',
  clientEmail: '',
  eventType: 'wedding',
  status: 'booked',
  holdUntil: '',
  venueName: 'Folsom Lake Barn',
  venueAddress: '1 Example Road, Folsom, CA',
  venueZip: '95630',
  readyBy: '',
  notes: '',
  pin: '',
  ...extra,
});
const SIX = [
  { name: 'Bride', service: 'Bridal Makeup' },
  { name: 'Mother of the Bride', service: 'Mother of the Bride / Groom' },
  { name: 'Bridesmaid 1', service: 'Bridesmaid' },
  { name: 'Bridesmaid 2', service: 'Bridesmaid' },
  { name: 'Bridesmaid 3', service: 'Bridesmaid' },
  { name: 'Flower girl', service: 'Wedding Attendee' },
];
const payment = (id: string, body: Record<string, unknown>) =>
  admin(api.adminBookings.addPayment.path({ id }), 'POST', { method: 'Zelle', note: '', ...body });
const csvOf = async (route: { path: () => string }, query: string) => {
  const response = await admin(`${route.path()}?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  return parse(Buffer.from(await response.arrayBuffer()), { bom: true, record_delimiter: '\r\n' }) as string[][];
};
/** Cents as the CSV writes them. */
const cell = (cents: number) => (cents / 100).toFixed(2);

let maya: BookingAnswer;
let lena: BookingAnswer;
let cara: BookingAnswer;
let handTrip: Trip;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  await server.store.update((data) => {
    data.siteSettings = { ...structuredClone(DEFAULT_SITE_SETTINGS), homeZip: '95814' };
  });
  // Maya: a six-person wedding, 25 miles typed ($70 travel: $40 + 2 × 15 × $1), $975 of services: $1,045.
  maya = await ok(
    await admin(
      api.adminBookings.create.path(),
      'POST',
      booking({ clientName: 'Maya Example', eventDate: '2026-06-13', party: SIX, travelMiles: 25 }),
    ),
    201,
  );
  // Lena: a special event, miles estimated from the venue's ZIP; her trial at the studio logs no trip.
  lena = await ok(
    await admin(
      api.adminBookings.create.path(),
      'POST',
      booking({
        clientName: 'Lena Example',
        eventType: 'special-event',
        eventDate: '2026-09-05',
        party: [{ name: 'Lena', service: 'Bridal Makeup' }],
        travelMiles: null,
      }),
    ),
    201,
  );
  // Cara: cancelled, her retainer kept (income), her trip left out.
  cara = await ok(
    await admin(
      api.adminBookings.create.path(),
      'POST',
      booking({
        clientName: 'Cara Cancelled',
        eventDate: '2026-07-11',
        party: [{ name: 'Cara', service: 'Bridal Makeup' }],
        travelMiles: 10,
      }),
    ),
    201,
  );
  await ok(
    await admin(api.adminBookings.setTrial.path({ id: maya.id }), 'PUT', {
      date: '2026-04-18',
      time: '10am',
      place: 'address',
      address: '5 Oak St, Auburn, CA 95603',
    }),
  );
  await ok(
    await admin(api.adminBookings.setTrial.path({ id: lena.id }), 'PUT', {
      date: '2026-08-01',
      time: '11am',
      place: 'studio',
    }),
  );
  await ok(await payment(maya.id, { amount: 100, paidOn: '2026-03-10' }), 201);
  await ok(await payment(maya.id, { amount: 945, tip: 120, method: 'Cash', paidOn: '2026-06-13' }), 201);
  // Lena pays it all on the day, with a $40 tip.
  await ok(await payment(lena.id, { amount: lena.quote.total, tip: 40, method: 'Venmo', paidOn: '2026-09-05' }), 201);
  await ok(await payment(cara.id, { amount: 100, paidOn: '2026-02-01' }), 201);
  cara = await ok(
    await admin(
      api.adminBookings.update.path({ id: cara.id }),
      'PUT',
      booking({
        clientName: 'Cara Cancelled',
        eventDate: '2026-07-11',
        status: 'cancelled',
        party: [{ name: 'Cara', service: 'Bridal Makeup' }],
        travelMiles: 10,
      }),
    ),
  );
  // A payout to her second artist (issue 41's data.payouts), and one of the year before.
  await server.store.update((data) => {
    data.payouts = [
      ...data.payouts,
      {
        id: 'po1',
        createdAt: '',
        artistId: 'a1',
        amount: 150.5,
        paidOn: '2026-06-14',
        method: 'zelle',
        note: '',
        bookingId: maya.id,
      },
      {
        id: 'po0',
        createdAt: '',
        artistId: 'a1',
        amount: 99,
        paidOn: '2025-12-31',
        method: 'cash',
        note: '',
        bookingId: '',
      },
    ];
  });
}, 30_000);
afterAll(() => server.close());

describe('refunds on a booking', () => {
  it('refuses a refund without a reason, with a tip, or of more than was paid, naming the field', async () => {
    await refused(
      await payment(maya.id, { amount: 50, kind: 'refund', paidOn: '2026-06-20' }),
      400,
      'reason',
      /reason/,
    );
    await refused(
      await payment(maya.id, { amount: 50, tip: 5, kind: 'refund', reason: 'x', paidOn: '2026-06-20' }),
      400,
      'tip',
      /A refund has no tip/,
    );
    await refused(
      await payment(maya.id, { amount: 1045.01, kind: 'refund', reason: 'x', paidOn: '2026-06-20' }),
      400,
      'amount',
      /at most the \$1,045 paid/,
    );
    await refused(
      await payment(maya.id, { amount: 5, kind: 'refund ', reason: 'x', paidOn: '2026-06-20' }),
      400,
      'kind',
      /payment or refund/,
    );
  });

  it('records a refund as money given back: what is paid goes down', async () => {
    const answer = await ok<BookingAnswer>(
      await payment(maya.id, { amount: 50, kind: 'refund', reason: "Flower girl didn't come", paidOn: '2026-06-20' }),
      201,
    );
    expect(answer.paid).toBe(995);
    expect(answer.balance).toBe(50);
    expect(answer.tips).toBe(120);
    expect(answer.payments.at(-1)).toMatchObject({ kind: 'refund', amount: 50, reason: "Flower girl didn't come" });
  });
});

/** The travel of a payment of `cents` toward a client share of `owed` cents that holds `travel` cents of travel. */
const travelOf = (cents: number, travel: number, owed: number) => Math.round((cents * travel) / owed);

describe('the year', () => {
  it('adds a trip by hand and corrects a booking’s miles; the log follows', async () => {
    now = at('2026-03-10');
    handTrip = await ok<Trip>(
      await admin(api.adminTrips.create.path(), 'POST', {
        date: '2026-02-14',
        miles: 18.5,
        place: 'Sephora Pro, Roseville',
        note: '=HYPERLINK("https://evil.example")',
      }),
      201,
    );
    expect(handTrip).toMatchObject({ date: '2026-02-14', miles: 18.5, bookingId: '' });
    await ok(await admin(api.adminTrips.update.path({ id: `booking:${maya.id}` }), 'PUT', { miles: 54 }));
  });

  it('gives the summary, month by month and in total, against figures worked out here', async () => {
    now = at('2027-01-05');
    const books = await ok<BooksYear>(await admin(`${api.adminBooks.get.path()}?year=2026`));
    // Maya: her client share is the whole $1,045 with $70 of travel.
    const mayaRetainerTravel = travelOf(10000, 7000, 104500);
    const mayaBalanceTravel = travelOf(94500, 7000, 104500);
    const lenaTravel = Math.round(lena.quote.travelFee! * 100);
    const lenaServices = Math.round(lena.quote.servicesTotal * 100);
    // Cara's kept retainer: her share is Bridal Makeup and the base travel fee for 10 miles.
    const caraTravel = travelOf(10000, Math.round(cara.quote.travelFee! * 100), Math.round(cara.quote.total * 100));
    expect(books.months[1]).toMatchObject({ services: 10000 - caraTravel, travel: caraTravel, tips: 0, refunds: 0 });
    expect(books.months[2]).toMatchObject({ services: 10000 - mayaRetainerTravel, travel: mayaRetainerTravel });
    expect(books.months[5]).toMatchObject({
      services: 94500 - mayaBalanceTravel,
      travel: mayaBalanceTravel,
      tips: 12000,
      refunds: 5000,
      payouts: 15050,
      net: 94500 + 12000 - 5000 - 15050,
    });
    expect(books.months[8]).toMatchObject({ services: lenaServices, travel: lenaTravel, tips: 4000 });

    // Miles: her own 18.5, Maya's trial to Auburn and back, Maya's wedding as corrected (54), Lena's estimate × 2;
    // Cara's cancelled wedding and Lena's studio trial none.
    const trialOneWay = roadMilesBetween('95814', '95603')!;
    const lenaOneWay = lena.quote.travelMiles!;
    const miles = 18.5 + 2 * trialOneWay + 54 + 2 * lenaOneWay;
    const tenths = Math.round(miles * 10);
    const deduction = Math.round((tenths * 725) / 100);
    expect(books.trips.map((trip) => [trip.date, trip.kind, trip.miles, trip.source, trip.counted])).toEqual([
      ['2026-02-14', 'other', 18.5, 'by hand', true],
      ['2026-04-18', 'trial', 2 * trialOneWay, 'estimated', true],
      ['2026-06-13', 'wedding', 54, 'corrected', true],
      ['2026-07-11', 'wedding', 20, 'typed', false],
      ['2026-09-05', 'special-event', 2 * lenaOneWay, 'estimated', true],
    ]);
    expect(books.rate).toBe(72.5);
    expect(books.total).toEqual({
      services: 10000 - caraTravel + 97500 + lenaServices,
      travel: caraTravel + 7000 + lenaTravel,
      tips: 16000,
      received: 10000 + 104500 + lenaServices + lenaTravel + 16000,
      refunds: 5000,
      payouts: 15050,
      net: 10000 + 104500 + lenaServices + lenaTravel + 16000 - 5000 - 15050,
      miles,
      deduction,
    });

    const summary = await csvOf(api.adminExports.booksSummaryCsv, 'year=2026');
    expect(summary[0]).toEqual([
      'Month',
      'Services',
      'Travel fees',
      'Tips',
      'Received',
      'Refunds',
      'Payouts to team',
      'Net',
      'Miles',
      'Mileage deduction',
    ]);
    expect(summary[6]).toEqual([
      'June',
      cell(94500 - mayaBalanceTravel),
      cell(mayaBalanceTravel),
      '120.00',
      cell(94500 + 12000),
      '50.00',
      '150.50',
      cell(94500 + 12000 - 5000 - 15050),
      '54.0',
      cell(Math.round((540 * 725) / 100)),
    ]);
    expect(summary[13]!.slice(0, 9)).toEqual([
      'Total 2026',
      cell(books.total.services),
      cell(caraTravel + 7000 + lenaTravel),
      '160.00',
      cell(books.total.received),
      '50.00',
      '150.50',
      cell(books.total.net),
      miles.toFixed(1),
    ]);
    expect(summary[13]![9]).toBe(cell(deduction));
    expect(summary[14]!.slice(0, 2)).toEqual(['Mileage rate (cents a mile)', '72.5']);

    const income = await csvOf(api.adminExports.incomeCsv, 'year=2026');
    expect(income[0]).toEqual([
      'Date',
      'Client',
      'Event date',
      'Type',
      'Paid by',
      'Method',
      'Services',
      'Travel fees',
      'Tips',
      'Refund',
      'Note or reason',
    ]);
    expect(income.slice(1)).toEqual([
      [
        '2026-02-01',
        'Cara Cancelled',
        '2026-07-11',
        'Payment',
        'Client',
        'Zelle',
        cell(10000 - caraTravel),
        cell(caraTravel),
        '0.00',
        '0.00',
        '',
      ],
      [
        '2026-03-10',
        'Maya Example',
        '2026-06-13',
        'Payment',
        'Client',
        'Zelle',
        cell(10000 - mayaRetainerTravel),
        cell(mayaRetainerTravel),
        '0.00',
        '0.00',
        '',
      ],
      [
        '2026-06-13',
        'Maya Example',
        '2026-06-13',
        'Payment',
        'Client',
        'Cash',
        cell(94500 - mayaBalanceTravel),
        cell(mayaBalanceTravel),
        '120.00',
        '0.00',
        '',
      ],
      // A refund: a positive number in its own column, with its reason.
      [
        '2026-06-20',
        'Maya Example',
        '2026-06-13',
        'Refund',
        'Client',
        'Zelle',
        '0.00',
        '0.00',
        '0.00',
        '50.00',
        "Flower girl didn't come",
      ],
      [
        '2026-09-05',
        'Lena Example',
        '2026-09-05',
        'Payment',
        'Client',
        'Venmo',
        cell(lenaServices),
        cell(lenaTravel),
        '40.00',
        '0.00',
        '',
      ],
    ]);

    const mileage = await csvOf(api.adminExports.mileageCsv, 'year=2026');
    expect(mileage[0]).toEqual([
      'Date',
      'Trip',
      'Place',
      'Client',
      'Miles (round trip)',
      'Miles from',
      'Counted',
      'Note',
    ]);
    expect(mileage.slice(1)).toEqual([
      // Her note, which starts like a formula, is shown as text.
      [
        '2026-02-14',
        'Trip',
        'Sephora Pro, Roseville',
        '',
        '18.5',
        'Added by hand',
        'Yes',
        `'=HYPERLINK("https://evil.example")`,
      ],
      [
        '2026-04-18',
        'Trial',
        '5 Oak St, Auburn, CA 95603',
        'Maya Example',
        (2 * trialOneWay).toFixed(1),
        'Estimated',
        'Yes',
        '',
      ],
      [
        '2026-06-13',
        'Wedding',
        'Folsom Lake Barn, 1 Example Road, Folsom, CA',
        'Maya Example',
        '54.0',
        'Corrected',
        'Yes',
        '',
      ],
      [
        '2026-07-11',
        'Wedding',
        'Folsom Lake Barn, 1 Example Road, Folsom, CA',
        'Cara Cancelled',
        '20.0',
        'Typed',
        'No (cancelled)',
        '',
      ],
      [
        '2026-09-05',
        'Special event',
        'Folsom Lake Barn, 1 Example Road, Folsom, CA',
        'Lena Example',
        (2 * lenaOneWay).toFixed(1),
        'Estimated',
        'Yes',
        '',
      ],
    ]);
  });

  it('counts a cancelled booking’s trip once she keeps it, and forgets her edit when she puts it back', async () => {
    const id = `booking:${cara.id}`;
    await ok(await admin(api.adminTrips.update.path({ id }), 'PUT', { keep: true }));
    let books = await ok<BooksYear>(await admin(`${api.adminBooks.get.path()}?year=2026`));
    expect(books.trips.find((trip) => trip.id === id)).toMatchObject({ kept: true, counted: true, miles: 20 });
    await ok(await admin(api.adminTrips.remove.path({ id }), 'DELETE'));
    books = await ok<BooksYear>(await admin(`${api.adminBooks.get.path()}?year=2026`));
    expect(books.trips.find((trip) => trip.id === id)).toMatchObject({ kept: false, counted: false });
    expect(server.store.data.tripEdits.map((edit) => edit.id)).toEqual([`booking:${maya.id}`]);
  });

  it('says a year has no rate, and counts no deduction', async () => {
    await ok(
      await admin(api.adminTrips.create.path(), 'POST', {
        date: '2027-01-02',
        miles: 12,
        place: 'Consultation, Davis',
      }),
      201,
    );
    const books = await ok<BooksYear>(await admin(`${api.adminBooks.get.path()}?year=2027`));
    expect(books.rate).toBeNull();
    expect(books.rateMessage).toBe('No mileage rate set for 2027');
    expect(books.total).toMatchObject({ miles: 12, deduction: null });
    const summary = await csvOf(api.adminExports.booksSummaryCsv, 'year=2027');
    expect(summary[1]![9]).toBe('');
    expect(summary[13]!.slice(8)).toEqual(['12.0', '']);
    expect(summary[14]!.slice(0, 2)).toEqual(['Mileage rate (cents a mile)', 'No mileage rate set for 2027']);
  });
});

describe('the routes’ guards', () => {
  const routes = [
    ['GET', `${api.adminBooks.get.path()}?year=2026`],
    ['GET', `${api.adminExports.incomeCsv.path()}?year=2026`],
    ['GET', `${api.adminExports.mileageCsv.path()}?year=2026`],
    ['GET', `${api.adminExports.booksSummaryCsv.path()}?year=2026`],
    ['POST', api.adminTrips.create.path()],
    ['PUT', api.adminTrips.update.path({ id: 'x' })],
    ['DELETE', api.adminTrips.remove.path({ id: 'x' })],
  ] as const;

  it('answers nobody without her key or session, whatever the letter case', async () => {
    for (const [method, path] of routes) {
      for (const variant of [path, path.replace('/api/admin/', '/api/ADMIN/'), path.replace('books', 'Books')]) {
        const response = await server.request(variant, { method, json: method === 'GET' ? undefined : {} });
        expect([401, 404], `${method} ${variant}`).toContain(response.status);
        expect(await response.text()).not.toContain('Maya');
      }
      const wrongKey = await server.request(path, { method, admin: 'not-the-key' });
      expect(wrongKey.status).toBe(401);
    }
  });

  it('refuses her trips written from another site with her cookie', async () => {
    const { cookie } = await logIn(server);
    const before = JSON.stringify([server.store.data.trips, server.store.data.tripEdits]);
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<
      string,
      string
    >[]) {
      for (const [method, path, json] of [
        ['POST', api.adminTrips.create.path(), { date: '2026-05-01', miles: 1, place: 'A' }],
        ['PUT', api.adminTrips.update.path({ id: `booking:${maya.id}` }), { miles: 1 }],
        ['DELETE', api.adminTrips.remove.path({ id: handTrip.id }), undefined],
      ] as const) {
        const response = await server.request(path, { method, json, ...withCookie(cookie, headers) });
        expect(response.status, `${method} ${path}`).toBe(403);
      }
    }
    expect(JSON.stringify([server.store.data.trips, server.store.data.tripEdits])).toBe(before);
    // Her own page, with the same cookie, reads the books.
    expect((await server.request(`${api.adminBooks.get.path()}?year=2026`, withCookie(cookie))).status).toBe(200);
  });

  it('refuses a year that is not one, naming it', async () => {
    for (const query of [
      '',
      'year=',
      'year=26',
      'year=2026abc',
      'year=1999',
      'year=2026&year=2027',
      'year[]=2026',
      'year=%00',
      'year=２０２６',
    ]) {
      for (const route of [
        api.adminBooks.get,
        api.adminExports.incomeCsv,
        api.adminExports.mileageCsv,
        api.adminExports.booksSummaryCsv,
      ]) {
        await refused(await admin(`${route.path()}?${query}`), 400, 'year', /Year must be a year such as 2026/);
      }
    }
  });

  it('checks a trip’s fields, naming each, and writes nothing on a refusal', async () => {
    const before = server.store.data.trips.length;
    const post = (body: unknown) => admin(api.adminTrips.create.path(), 'POST', body);
    const good = { date: '2026-05-01', miles: 10, place: 'Roseville' };
    await refused(await post({ ...good, miles: -5 }), 400, 'miles', /cannot be negative/);
    await refused(await post({ ...good, miles: '10' }), 400, 'miles', /must be a number/);
    await refused(await post({ ...good, miles: 1e9 }), 400, 'miles', /at most 10,000/);
    await refused(await post({ ...good, date: '2026-13-01' }), 400, 'date', /real date/);
    await refused(await post({ ...good, place: '' }), 400, 'place', /Place is required/);
    await refused(await post({ ...good, place: 'x'.repeat(201) }), 400, 'place', /at most 200/);
    await refused(await post({ ...good, note: 'x'.repeat(301) }), 400, 'note', /at most 300/);
    await refused(await post({ ...good, bookingId: 'no-such-booking' }), 400, 'bookingId', /one of your bookings/);
    await refused(await post([good]), 400, undefined, /JSON object/);
    const proto = await admin(
      api.adminTrips.create.path(),
      'POST',
      JSON.parse('{"__proto__":{"x":1},"date":"2026-05-01","miles":1,"place":"A"}'),
    );
    expect(proto.status).toBe(201);
    const made = (await proto.json()) as Trip & { x?: unknown };
    expect(made.x).toBeUndefined();
    expect(server.store.data.trips.length).toBe(before + 1);
    await ok(await admin(api.adminTrips.remove.path({ id: made.id }), 'DELETE'));
    expect(server.store.data.trips.length).toBe(before);
  });

  it('edits and deletes only trips that exist', async () => {
    await refused(
      await admin(api.adminTrips.update.path({ id: 'nope' }), 'PUT', { date: '2026-05-01', miles: 1, place: 'A' }),
      404,
      undefined,
      /Trip not found/,
    );
    await refused(await admin(api.adminTrips.remove.path({ id: 'nope' }), 'DELETE'), 404, undefined, /Trip not found/);
    await refused(
      await admin(api.adminTrips.update.path({ id: 'booking:nope' }), 'PUT', { miles: 1 }),
      404,
      undefined,
      /Trip not found/,
    );
    // Lena's trial is at the studio: no trip to correct.
    await refused(
      await admin(api.adminTrips.update.path({ id: `trial:${lena.id}` }), 'PUT', { miles: 1 }),
      404,
      undefined,
      /Trip not found/,
    );
    await refused(
      await admin(api.adminTrips.update.path({ id: `booking:${maya.id}` }), 'PUT', { miles: 1.25 }),
      400,
      'miles',
      /one decimal/,
    );
    const edited = await ok<{ ok: true }>(
      await admin(api.adminTrips.update.path({ id: handTrip.id }), 'PUT', {
        date: '2026-02-15',
        miles: 20,
        place: 'Sephora Pro',
      }),
    );
    expect(edited.ok).toBe(true);
    expect(server.store.data.trips.find((trip) => trip.id === handTrip.id)).toMatchObject({
      date: '2026-02-15',
      miles: 20,
      createdAt: handTrip.createdAt,
    });
  });
});
