import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, SCHEDULE_TOKEN_HEADER } from '#contract/api.ts';
import { MAX_PARTY, MAX_PAYMENTS, type BookingAnswer } from '#contract/booking.ts';
import { DEFAULT_SITE_SETTINGS, type ServiceGroup, type ServiceItem } from '#contract/site-settings.ts';
import type { ClientSchedule, WeddingSchedule } from '#contract/wedding-schedule.ts';
import { snapshot, startTestServer, type TestServer } from '../test/test-server.ts';

// Her day in these tests: Tuesday 10 March 2026, 10 a.m. in Sacramento.
const TODAY = '2026-03-10';
const START = Date.parse('2026-03-10T17:00:00Z');

const SIX = [
  { name: 'Bride', service: 'Bridal Makeup' },
  { name: 'Mother of the Bride', service: 'Mother of the Bride / Groom' },
  { name: 'Bridesmaid 1', service: 'Bridesmaid' },
  { name: 'Bridesmaid 2', service: 'Bridesmaid' },
  { name: 'Bridesmaid 3', service: 'Bridesmaid' },
  { name: 'Flower girl', service: 'Wedding Attendee' },
];
// 225 + 150 × 5
const SIX_SERVICES = 975;

const wedding = (extra: Record<string, unknown> = {}) => ({
  clientName: 'Maya Example',
  clientPhone: '(916) 555-0177',
  clientEmail: 'maya@example.com',
  eventDate: '2026-06-13',
  eventType: 'wedding',
  status: 'booked',
  holdUntil: '',
  venueName: 'Folsom Lake Barn',
  venueAddress: '1 Example Road, Folsom, CA',
  venueZip: '95630',
  readyBy: '3:00 PM',
  party: SIX,
  travelMiles: null,
  notes: 'Private: her sister is allergic to latex',
  pin: '',
  ...extra,
});

describe('bookings API', () => {
  let server: TestServer;
  let now = START;
  beforeAll(async () => {
    server = await startTestServer({ clock: () => now, env: { PIN_GUESS_LIMIT: '1000', KEY_GUESS_LIMIT: '100' } });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    now = START;
    await server.store.update((data) => {
      data.bookings = [];
      data.weddingSchedules = [];
      data.scheduleServices = [];
      data.siteSettings = {
        ...structuredClone(DEFAULT_SITE_SETTINGS),
        homeZip: '95814',
        paymentInstructions: 'Venmo @elena-marie, Zelle (916) 555-0142, or cash',
        paymentLink: 'https://pay.example.com/elena',
      };
    });
  });

  const admin = (path: string, method = 'GET', json?: unknown) =>
    server.request(path, { method, admin: true, ...(json === undefined ? {} : { json }) });
  const create = (body: unknown) => admin(api.adminBookings.create.path(), 'POST', body);
  const created = async (body: unknown) => {
    const response = await create(body);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as BookingAnswer;
  };
  const update = (id: string, body: unknown) => admin(api.adminBookings.update.path({ id }), 'PUT', body);
  const updated = async (id: string, body: unknown) => {
    const response = await update(id, body);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as BookingAnswer;
  };
  const bride = async (pin: string) => {
    const response = await server.request(api.weddingSchedule.byPin.path({ pin }));
    expect(response.status).toBe(200);
    return { body: (await response.json()) as ClientSchedule, token: response.headers.get(SCHEDULE_TOKEN_HEADER)! };
  };
  /** Edits her first price group's items, as saving Site Settings replaces them. */
  const setPriceList = (change: (items: ServiceItem[]) => void) =>
    server.store.update((data) => {
      const groups = JSON.parse(JSON.stringify(data.siteSettings.serviceGroups)) as ServiceGroup[];
      change(groups[0]!.items);
      data.siteSettings = { ...data.siteSettings, serviceGroups: groups };
    });
  const refused = async (response: Response, status: number, field: string | undefined, message: RegExp) => {
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: string; field?: string };
    expect(body.field).toBe(field);
    expect(body.error).toMatch(message);
  };

  it('quotes a six-person wedding from her price list, with travel from the ZIP, and makes its schedule', async () => {
    const booking = await created(wedding({ pin: '482913' }));
    expect(booking).toMatchObject({
      clientName: 'Maya Example',
      eventDate: '2026-06-13',
      status: 'booked',
      party: SIX,
      pin: '482913',
      quote: {
        servicesTotal: SIX_SERVICES,
        // Sacramento 95814 to Folsom 95630: 25 road miles one way, 40 + 2 × 15.
        travelMiles: 25,
        travelMilesEstimated: true,
        travelFee: 70,
        travelByText: false,
        total: SIX_SERVICES + 70,
        pricedOn: TODAY,
      },
      retainer: { amount: 100, dueDate: TODAY },
      bookedOn: TODAY,
      payments: [],
      paid: 0,
      balance: SIX_SERVICES + 70,
      balanceDueDate: '2026-06-13',
      lapsed: false,
      warnings: [],
    });
    expect(booking.quote.lines[0]).toEqual({
      name: 'Bride',
      service: 'Bridal Makeup',
      price: 225,
      durationMinutes: 90,
    });
    expect(booking.quote.lines).toHaveLength(6);
    expect(JSON.stringify(booking)).not.toContain('95814');

    const schedule = server.store.data.weddingSchedules.find((item) => item.id === booking.scheduleId)!;
    expect(schedule).toMatchObject({
      clientName: 'Maya Example',
      weddingDate: '2026-06-13',
      venueName: 'Folsom Lake Barn',
      venueAddress: '1 Example Road, Folsom, CA',
      pin: '482913',
      contactPhone: server.store.data.siteSettings.phone,
      isActive: true,
    });

    const listed = (await (await admin(api.adminBookings.list.path())).json()) as BookingAnswer[];
    expect(listed.map((item) => item.id)).toEqual([booking.id]);
    const one = (await (await admin(api.adminBookings.get.path({ id: booking.id }))).json()) as BookingAnswer;
    expect(one).toEqual(booking);
  });

  it("gives the bride her quote, payments and how to pay, never her notes, the client's e-mail or the home ZIP", async () => {
    const booking = await created(wedding({ pin: '482914' }));
    const { body } = await bride('482914');
    expect(body.booking).toEqual({
      lines: booking.quote.lines,
      total: SIX_SERVICES + 70,
      paid: 0,
      balance: SIX_SERVICES + 70,
      balanceDueDate: '2026-06-13',
      paymentInstructions: 'Venmo @elena-marie, Zelle (916) 555-0142, or cash',
      paymentLink: 'https://pay.example.com/elena',
      readyBy: booking.readyBy,
    });
    const text = JSON.stringify(body);
    for (const secret of ['latex', 'maya@example.com', '95814', '482914']) expect(text).not.toContain(secret);

    // The answer kept for the wedding morning's reloads is made again after a payment and after Site Settings.
    await admin(api.adminBookings.addPayment.path({ id: booking.id }), 'POST', {
      amount: 100,
      method: 'Venmo',
      paidOn: TODAY,
      note: 'Retainer',
    });
    expect((await bride('482914')).body.booking).toMatchObject({ paid: 100, balance: SIX_SERVICES - 30 });
    await server.store.update((data) => {
      data.siteSettings = { ...data.siteSettings, paymentInstructions: 'Zelle only', balanceDueDaysBefore: 7 };
    });
    expect((await bride('482914')).body.booking).toMatchObject({
      paymentInstructions: 'Zelle only',
      balanceDueDate: '2026-06-06',
    });
  });

  it('prices changed miles by the travel rule the booking was priced with, and answers that rule', async () => {
    const booking = await created(wedding());
    expect(booking.quote.travelRule).toEqual(DEFAULT_SITE_SETTINGS.travelFee);
    await server.store.update((data) => {
      data.siteSettings.travelFee = { ...data.siteSettings.travelFee, baseFee: 50, perMile: 2 };
    });
    // 30 typed miles by the kept rule: 40 + 2 × 20 (today's would be 50 + 2 × 2 × 20 = $130). The dashboard's live
    // quote prices by the answer's rule, so what she sees before Save is what Save gives.
    const moved = await updated(booking.id, wedding({ travelMiles: 30 }));
    expect(moved.quote).toMatchObject({ travelMiles: 30, travelFee: 80, total: SIX_SERVICES + 80 });
    expect(moved.quote.travelRule).toEqual(DEFAULT_SITE_SETTINGS.travelFee);
  });

  it('answers null for a schedule with no booking', async () => {
    const response = await admin(api.adminWeddingSchedules.create.path(), 'POST', {
      clientName: 'Ava Example',
      pin: '7391',
      weddingDate: '2026-07-01',
    });
    expect(response.status).toBe(201);
    expect((await bride('7391')).body).toMatchObject({ booking: null, agreement: null });
  });

  it('keeps the quoted prices, minutes and names when her price list changes; new services take today’s', async () => {
    const booking = await created(wedding());
    await setPriceList((items) => {
      items[0]!.price = 250; // Bridal Makeup
      items[0]!.durationMinutes = 100;
      items[3]!.name = 'Bridesmaid Makeup'; // renamed
      items[4]!.price = 160; // Wedding Attendee
    });
    // The same party saved again: nothing changes, even the renamed service keeps its quoted name.
    const same = await updated(booking.id, wedding({ notes: 'Edited' }));
    expect(same.quote.lines).toEqual(booking.quote.lines);
    expect(same.quote.total).toBe(booking.quote.total);
    expect(same.notes).toBe('Edited');

    // A member added with a service new to the booking is priced from today's list.
    const grown = await updated(
      booking.id,
      wedding({ party: [...SIX, { name: 'Bridesmaid 4', service: 'Bridesmaid Makeup' }] }),
    );
    expect(grown.quote.lines.at(-1)).toEqual({
      name: 'Bridesmaid 4',
      service: 'Bridesmaid Makeup',
      price: 150,
      durationMinutes: 60,
    });
    expect(grown.quote.servicesTotal).toBe(SIX_SERVICES + 150);

    // A service on neither the booking nor the list: 400 naming the field, nothing written.
    const before = await snapshot(server);
    await refused(
      await update(booking.id, wedding({ party: [...SIX.slice(0, 3), { name: 'Aunt', service: 'Airbrush' }] })),
      400,
      'party.3.service',
      /Airbrush.*not a service on your price list/,
    );
    expect(await snapshot(server)).toEqual(before);

    // "Use today's prices": every line from today's list; the renamed "Bridesmaid" is no longer on it.
    const kept = await updated(booking.id, wedding({ party: SIX.slice(0, 2) }));
    expect(kept.quote.lines.map((line) => line.price)).toEqual([225, 150]);
    await server.store.update((data) => {
      data.siteSettings.travelFee = { ...data.siteSettings.travelFee, baseFee: 50 };
      data.siteSettings.retainerAmount = 150;
    });
    now = Date.parse('2026-04-01T17:00:00Z');
    const repriced = (await (
      await admin(api.adminBookings.reprice.path({ id: booking.id }), 'POST')
    ).json()) as BookingAnswer;
    expect(repriced.quote).toMatchObject({
      lines: [
        { name: 'Bride', service: 'Bridal Makeup', price: 250, durationMinutes: 100 },
        { name: 'Mother of the Bride', service: 'Mother of the Bride / Groom', price: 150, durationMinutes: 60 },
      ],
      travelFee: 80,
      total: 400 + 80,
      pricedOn: '2026-04-01',
    });
    expect(repriced.retainer.amount).toBe(150);

    const withOld = await created(wedding({ party: [{ name: 'Bridesmaid 1', service: 'Bridesmaid Makeup' }] }));
    await setPriceList((items) => {
      items.splice(3, 1);
    });
    const beforeReprice = await snapshot(server);
    await refused(
      await admin(api.adminBookings.reprice.path({ id: withOld.id }), 'POST'),
      400,
      'party.0.service',
      /Bridesmaid Makeup/,
    );
    expect(await snapshot(server)).toEqual(beforeReprice);
  });

  it('follows her travel policy: typed miles, 0 miles, exactly 10, beyond her limit, unknown ZIP, no home ZIP', async () => {
    const typed = await created(wedding({ travelMiles: 12 }));
    expect(typed.quote).toMatchObject({ travelMiles: 12, travelMilesEstimated: false, travelFee: 44 });
    const home = await created(wedding({ travelMiles: 0, eventDate: '2026-06-14' }));
    expect(home.quote).toMatchObject({ travelMiles: 0, travelFee: 0, total: SIX_SERVICES });
    const ten = await created(wedding({ travelMiles: 10, eventDate: '2026-06-15' }));
    expect(ten.quote.travelFee).toBe(40);

    // South Lake Tahoe: 106 road miles, beyond her 100.
    const far = await created(wedding({ venueZip: '96150', eventDate: '2026-06-16' }));
    expect(far.quote).toMatchObject({ travelMiles: 106, travelFee: null, travelByText: true, total: SIX_SERVICES });
    expect(far.warnings).toContain('106 miles is beyond your 100-mile limit: quote travel by text (not in the total).');

    const unknown = await created(wedding({ venueZip: '99999', eventDate: '2026-06-17' }));
    expect(unknown.quote).toMatchObject({ travelMiles: null, travelFee: null, total: SIX_SERVICES });
    expect(unknown.warnings).toContain("ZIP 99999 isn't one we know: type the travel miles.");

    await server.store.update((data) => {
      data.siteSettings.homeZip = '';
    });
    const noHome = await created(wedding({ eventDate: '2026-06-18' }));
    expect(noHome.quote).toMatchObject({ travelMiles: null, total: SIX_SERVICES });
    expect(noHome.warnings).toContain(
      'Add your home ZIP in Site Settings, or type the travel miles: travel is not in the total yet.',
    );

    // An estimate kept with the booking stays when her home moves; a new venue ZIP is estimated again.
    await server.store.update((data) => {
      data.siteSettings.homeZip = '95603';
    });
    const estimated = await created(wedding({ eventDate: '2026-06-19' }));
    await server.store.update((data) => {
      data.siteSettings.homeZip = '95814';
    });
    expect((await updated(estimated.id, wedding({ eventDate: '2026-06-19' }))).quote.travelMiles).toBe(
      estimated.quote.travelMiles,
    );
    expect((await updated(estimated.id, wedding({ eventDate: '2026-06-19', venueZip: '95811' }))).quote).toMatchObject({
      travelMiles: 1,
      travelFee: 40,
    });
  });

  it('records payments and removes one entered by mistake; balance never below zero', async () => {
    const booking = await created(wedding({ travelMiles: 0 }));
    const pay = (json: unknown) => admin(api.adminBookings.addPayment.path({ id: booking.id }), 'POST', json);
    const first = await pay({ amount: 100, method: 'Venmo', paidOn: TODAY, note: 'Retainer' });
    expect(first.status).toBe(201);
    const afterFirst = (await first.json()) as BookingAnswer;
    expect(afterFirst).toMatchObject({ paid: 100, balance: SIX_SERVICES - 100 });
    expect(afterFirst.payments).toEqual([
      expect.objectContaining({ amount: 100, method: 'Venmo', paidOn: TODAY, note: 'Retainer' }),
    ]);
    const second = (await (await pay({ amount: 0.1, method: 'Cash', paidOn: TODAY })).json()) as BookingAnswer;
    expect(second).toMatchObject({ paid: 100.1, balance: 874.9 });
    const removed = (await (
      await admin(api.adminBookings.removePayment.path({ id: booking.id, paymentId: second.payments[1]!.id }), 'DELETE')
    ).json()) as BookingAnswer;
    expect(removed).toMatchObject({ paid: 100, balance: SIX_SERVICES - 100 });
    const over = (await (await pay({ amount: 2000, method: 'Zelle', paidOn: TODAY })).json()) as BookingAnswer;
    expect(over.balance).toBe(0);

    const before = await snapshot(server);
    await refused(await pay({ amount: -5, method: 'Cash', paidOn: TODAY }), 400, 'amount', /more than \$0/);
    await refused(await pay({ amount: 10.005, method: 'Cash', paidOn: TODAY }), 400, 'amount', /cents/);
    await refused(await pay({ amount: 10, method: 'Cash', paidOn: '2026-02-30' }), 400, 'paidOn', /real date/);
    await refused(await pay({ amount: 10, method: '', paidOn: TODAY }), 400, 'method', /Method is required/);
    expect(
      (await admin(api.adminBookings.removePayment.path({ id: booking.id, paymentId: 'nope' }), 'DELETE')).status,
    ).toBe(404);
    expect((await admin(api.adminBookings.addPayment.path({ id: 'nope' }), 'POST', { amount: 1 })).status).toBe(400);
    expect(
      (
        await admin(api.adminBookings.addPayment.path({ id: 'nope' }), 'POST', {
          amount: 1,
          method: 'Cash',
          paidOn: TODAY,
        })
      ).status,
    ).toBe(404);
    expect(await snapshot(server)).toEqual(before);
  });

  it(`holds at most ${MAX_PAYMENTS} payments on a booking`, async () => {
    const booking = await created(wedding({ travelMiles: 0 }));
    await server.store.update((data) => {
      data.bookings[0]!.payments = Array.from({ length: MAX_PAYMENTS }, (_, index) => ({
        id: `p${index}`,
        createdAt: '2026-03-01T00:00:00.000Z',
        amount: 1,
        method: 'Cash',
        paidOn: TODAY,
        note: '',
      }));
    });
    const before = await snapshot(server);
    await refused(
      await admin(api.adminBookings.addPayment.path({ id: booking.id }), 'POST', {
        amount: 1,
        method: 'Cash',
        paidOn: TODAY,
      }),
      400,
      'payments',
      /at most 100 payments/,
    );
    expect(await snapshot(server)).toEqual(before);
  });

  it('keeps a lapsed hold, marked, and counts a date taken only while it holds; warns at her capacity', async () => {
    const lapsed = await created(wedding({ status: 'held', holdUntil: '2026-03-09', eventDate: '2026-08-01' }));
    expect(lapsed).toMatchObject({ status: 'held', lapsed: true, bookedOn: null, retainer: { dueDate: null } });
    expect(lapsed.warnings).toContain('The hold lapsed on 2026-03-09; the date is open again.');

    // A lapsed hold does not take the date: a second booking that day gets no capacity warning.
    const second = await created(wedding({ eventDate: '2026-08-01' }));
    expect(second.warnings).toEqual([]);
    const third = await created(wedding({ status: 'held', holdUntil: '2026-03-20', eventDate: '2026-08-01' }));
    expect(third.warnings).toContain('This date already has 1 booking; your limit is 1 a day.');
    expect(third.lapsed).toBe(false);

    // Booked later: the retainer is due the day it first became booked, and stays due then.
    now = Date.parse('2026-03-15T17:00:00Z');
    const booked = await updated(third.id, wedding({ eventDate: '2026-08-01' }));
    expect(booked).toMatchObject({ bookedOn: '2026-03-15', retainer: { dueDate: '2026-03-15' } });
    now = Date.parse('2026-03-20T17:00:00Z');
    const completed = await updated(third.id, wedding({ eventDate: '2026-08-01', status: 'completed' }));
    expect(completed.bookedOn).toBe('2026-03-15');
  });

  it('warns of a weekend wedding below 4 services, a preview not counting; a weekday one is fine', async () => {
    const party = [
      { name: 'Bride', service: 'Bridal Makeup' },
      { name: 'Bride', service: 'Bridal Preview' },
      { name: 'Mom', service: 'Mother of the Bride / Groom' },
    ];
    const saturday = await created(wedding({ party, eventDate: '2026-06-20' }));
    expect(saturday.warnings).toContain(
      "A Saturday wedding needs at least 4 services; this party has 2 (a bridal preview doesn't count).",
    );
    const wednesday = await created(wedding({ party, eventDate: '2026-06-24' }));
    expect(wednesday.warnings).toEqual([]);
  });

  it('refuses bad input with 400 naming the field, storing nothing', async () => {
    await created(wedding());
    const before = await snapshot(server);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [wedding({ party: [{ name: 'Bride', service: 'Airbrush' }] }), 'party.0.service', /Airbrush/],
      [wedding({ eventDate: '2026-13-01' }), 'eventDate', /real date/],
      [wedding({ eventDate: '06/13/2026' }), 'eventDate', /real date/],
      [wedding({ status: 'maybe' }), 'status', /held, booked, completed or cancelled/],
      [wedding({ eventType: 'party' }), 'eventType', /wedding or special-event/],
      [wedding({ status: 'held' }), 'holdUntil', /hold lapses/],
      [wedding({ travelMiles: -1 }), 'travelMiles', /negative/],
      [wedding({ readyBy: 'soonish' }), 'readyBy', /time such as 3:00 PM/],
      [wedding({ venueZip: '9563' }), 'venueZip', /5 digits/],
      [wedding({ clientPhone: 'call me' }), 'clientPhone', /text/],
      [wedding({ pin: '12a4' }), 'pin', /only numbers/],
      [wedding({ eventType: 'special-event', pin: '5678' }), 'pin', /Only a wedding/],
      [
        wedding({ party: Array.from({ length: MAX_PARTY + 1 }, () => SIX[0]) }),
        'party',
        new RegExp(`at most ${MAX_PARTY}`),
      ],
      [wedding({ clientName: 'x'.repeat(121) }), 'clientName', /at most 120/],
      [wedding({ party: 'everyone' }), 'party', /list/],
    ];
    for (const [body, field, message] of cases) await refused(await create(body), 400, field, message);
    expect((await create([wedding()])).status).toBe(400);
    expect(await snapshot(server)).toEqual(before);
  });

  it('keeps hostile text as text', async () => {
    const hostile = `<script>alert(1)</script> $& $' "); DROP TABLE bookings; --`;
    const booking = await created(
      wedding({ clientName: hostile, notes: hostile, party: [{ name: hostile, service: 'Bridal Makeup' }] }),
    );
    expect(booking.clientName).toBe(hostile.trim());
    expect(booking.party[0]!.name).toBe(hostile.trim());
  });

  it('refuses a PIN another schedule uses with 409, and a hold may have no PIN until a later save', async () => {
    await created(wedding({ pin: '246810' }));
    const before = await snapshot(server);
    await refused(await create(wedding({ pin: '246810', eventDate: '2026-09-05' })), 409, 'pin', /already used/);
    expect(await snapshot(server)).toEqual(before);

    const hold = await created(wedding({ status: 'held', holdUntil: '2026-03-20', eventDate: '2026-09-05' }));
    expect(hold).toMatchObject({ scheduleId: null, pin: '' });
    await refused(await update(hold.id, wedding({ pin: '246810', eventDate: '2026-09-05' })), 409, 'pin', /already/);
    const withPin = await updated(hold.id, wedding({ pin: '135790', eventDate: '2026-09-05' }));
    expect(withPin.pin).toBe('135790');
    expect((await bride('135790')).body.schedule).toMatchObject({
      clientName: 'Maya Example',
      weddingDate: '2026-09-05',
    });
  });

  it('keeps the name, date and venue one fact with its schedule, from either side; a new PIN ends old tokens', async () => {
    const booking = await created(wedding({ pin: '482915' }));
    const { token } = await bride('482915');
    const edited = await updated(
      booking.id,
      wedding({
        clientName: 'Maya B.',
        eventDate: '2026-06-20',
        venueName: 'Sutter Club',
        venueAddress: '1220 9th St',
      }),
    );
    const schedule = () => server.store.data.weddingSchedules.find((item) => item.id === booking.scheduleId)!;
    expect(schedule()).toMatchObject({
      clientName: 'Maya B.',
      weddingDate: '2026-06-20',
      venueName: 'Sutter Club',
      venueAddress: '1220 9th St',
      pin: '482915',
    });
    // Her PIN left blank on the booking keeps the schedule's; saved phones keep refreshing.
    const saved = await server.request(api.weddingSchedule.saved.path(), {
      headers: { [SCHEDULE_TOKEN_HEADER]: token },
    });
    expect(saved.status).toBe(200);
    expect(edited.pin).toBe('482915');

    // The spec's schedule API writes back to the booking.
    const current: WeddingSchedule = schedule();
    const response = await admin(api.adminWeddingSchedules.update.path({ id: current.id }), 'PUT', {
      ...current,
      clientName: 'Maya Bell',
      weddingDate: '2026-06-27',
      venueName: 'Vizcaya',
      venueAddress: '2019 21st St',
    });
    expect(response.status).toBe(200);
    expect((await (await admin(api.adminBookings.get.path({ id: booking.id }))).json()) as BookingAnswer).toMatchObject(
      {
        clientName: 'Maya Bell',
        eventDate: '2026-06-27',
        venueName: 'Vizcaya',
        venueAddress: '2019 21st St',
      },
    );

    // A new PIN through the booking: the old PIN and the phones' old tokens stop working.
    await updated(booking.id, wedding({ clientName: 'Maya Bell', eventDate: '2026-06-27', pin: '482916' }));
    expect((await server.request(api.weddingSchedule.byPin.path({ pin: '482915' }))).status).toBe(404);
    const stale = await server.request(api.weddingSchedule.saved.path(), {
      headers: { [SCHEDULE_TOKEN_HEADER]: token },
    });
    expect(stale.status).toBe(404);
    expect((await bride('482916')).body.schedule.clientName).toBe('Maya Bell');
  });

  it('turns an existing schedule into a booking, taking its name, date and venue; 404 unknown, 409 taken', async () => {
    const response = await admin(api.adminWeddingSchedules.create.path(), 'POST', {
      clientName: 'Ava Example',
      pin: '7392',
      weddingDate: '2026-07-11',
      venueName: 'The Example Barn',
      venueAddress: '9 Barn Lane',
    });
    const schedule = (await response.json()) as WeddingSchedule;
    const booking = await created(
      wedding({ scheduleId: schedule.id, clientName: '', eventDate: '', venueName: '', venueAddress: '' }),
    );
    expect(booking).toMatchObject({
      scheduleId: schedule.id,
      pin: '7392',
      clientName: 'Ava Example',
      eventDate: '2026-07-11',
      venueName: 'The Example Barn',
      venueAddress: '9 Barn Lane',
    });
    expect((await bride('7392')).body.booking?.total).toBe(booking.quote.total);

    const before = await snapshot(server);
    await refused(await create(wedding({ scheduleId: schedule.id })), 409, 'scheduleId', /already belongs/);
    await refused(await create(wedding({ scheduleId: 'no-such-schedule' })), 404, 'scheduleId', /not found/);
    await refused(await create(wedding({ scheduleId: schedule.id, pin: '1111' })), 400, 'pin', /not both/);
    expect(await snapshot(server)).toEqual(before);
  });

  it('asks whether the schedule goes when deleting a booking; a schedule deleted alone leaves its booking', async () => {
    const keep = await created(wedding({ pin: '111222' }));
    const drop = await created(wedding({ pin: '333444', eventDate: '2026-06-20' }));
    const plain = await created(wedding({ eventDate: '2026-06-27' }));

    const before = await snapshot(server);
    for (const query of ['', '?schedule=maybe', '?schedule=DELETE']) {
      await refused(
        await admin(`${api.adminBookings.remove.path({ id: keep.id })}${query}`, 'DELETE'),
        400,
        'schedule',
        /\?schedule=delete.*\?schedule=keep/,
      );
    }
    expect(await snapshot(server)).toEqual(before);

    expect((await admin(`${api.adminBookings.remove.path({ id: keep.id })}?schedule=keep`, 'DELETE')).status).toBe(200);
    expect((await bride('111222')).body.booking).toBeNull();
    expect((await admin(`${api.adminBookings.remove.path({ id: drop.id })}?schedule=delete`, 'DELETE')).status).toBe(
      200,
    );
    expect(server.store.data.weddingSchedules.some((item) => item.id === drop.scheduleId)).toBe(false);
    expect((await server.request(api.weddingSchedule.byPin.path({ pin: '333444' }))).status).toBe(404);
    expect((await admin(api.adminBookings.remove.path({ id: plain.id }), 'DELETE')).status).toBe(200);
    expect((await admin(api.adminBookings.remove.path({ id: plain.id }), 'DELETE')).status).toBe(404);

    const owned = await created(wedding({ pin: '555666' }));
    expect((await admin(api.adminWeddingSchedules.remove.path({ id: owned.scheduleId! }), 'DELETE')).status).toBe(200);
    expect((await (await admin(api.adminBookings.get.path({ id: owned.id }))).json()) as BookingAnswer).toMatchObject({
      scheduleId: null,
      pin: '',
    });
  });

  it('answers nothing without the key or a session, or in another spelling of the path', async () => {
    await created(wedding());
    const before = await snapshot(server);
    for (const path of [
      '/api/admin/bookings',
      '/API/ADMIN/BOOKINGS',
      '/api/ADMIN/bookings',
      '/api/%61dmin/bookings',
      '/api//admin/bookings',
      '/api/admin/bookings/',
    ]) {
      for (const key of [false, 'not-the-key-0123456789'] as const) {
        for (const method of ['GET', 'POST']) {
          const response = await server.request(path, {
            method,
            admin: key,
            ...(method === 'POST' ? { json: wedding() } : {}),
          });
          expect(response.status, `${method} ${path} ${key}`).toBe(401);
          expect(await response.text()).not.toContain('Maya');
        }
      }
    }
    expect(await snapshot(server)).toEqual(before);
  });
});
