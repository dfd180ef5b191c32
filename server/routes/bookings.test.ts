import { describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import { MAX_PAYMENTS, type BookingAnswer } from '#contract/booking.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { snapshot } from '../test/test-server.ts';
import { bookingsApiSuite, SIX, SIX_SERVICES, TODAY, wedding } from '../test/bookings-api.ts';

describe("bookings API: quotes, money and the bride's view", () => {
  const { suite, admin, created, update, updated, bride, setPriceList, refused } = bookingsApiSuite();

  it('quotes a six-person wedding from her price list, with travel from the ZIP, and makes its schedule', async () => {
    const booking = await created(wedding({ pin: '482913' }));
    expect(booking).toMatchObject({
      clientName: 'Maya Example',
      eventDate: '2026-06-13',
      status: 'booked',
      // The old { name, service } form: one service each, and an id the answer always gives.
      party: SIX.map(({ name, service }) => ({ name, services: [service], payer: 'client', minor: false })),
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
      personId: booking.party[0]!.id,
      service: 'Bridal Makeup',
      price: 225,
      durationMinutes: 90,
    });
    expect(booking.quote.lines).toHaveLength(6);
    expect(JSON.stringify(booking)).not.toContain('95814');

    const schedule = suite.server.store.data.weddingSchedules.find((item) => item.id === booking.scheduleId)!;
    expect(schedule).toMatchObject({
      clientName: 'Maya Example',
      weddingDate: '2026-06-13',
      venueName: 'Folsom Lake Barn',
      venueAddress: '1 Example Road, Folsom, CA',
      pin: '482913',
      contactPhone: suite.server.store.data.siteSettings.phone,
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
      // The bride's page has no use for the people's ids.
      lines: booking.quote.lines.map(({ personId: _personId, ...line }) => line),
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
    await suite.server.store.update((data) => {
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
    await suite.server.store.update((data) => {
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
      personId: grown.party.at(-1)!.id,
      service: 'Bridesmaid Makeup',
      price: 150,
      durationMinutes: 60,
    });
    expect(grown.quote.servicesTotal).toBe(SIX_SERVICES + 150);

    // A service on neither the booking nor the list: 400 naming the field, nothing written.
    const before = await snapshot(suite.server);
    await refused(
      await update(booking.id, wedding({ party: [...SIX.slice(0, 3), { name: 'Aunt', service: 'Airbrush' }] })),
      400,
      'party.3.services.0',
      /Airbrush.*not a service on your price list/,
    );
    expect(await snapshot(suite.server)).toEqual(before);

    // "Use today's prices": every line from today's list; the renamed "Bridesmaid" is no longer on it.
    const kept = await updated(booking.id, wedding({ party: SIX.slice(0, 2) }));
    expect(kept.quote.lines.map((line) => line.price)).toEqual([225, 150]);
    await suite.server.store.update((data) => {
      data.siteSettings.travelFee = { ...data.siteSettings.travelFee, baseFee: 50 };
      data.siteSettings.retainerAmount = 150;
    });
    suite.now = Date.parse('2026-04-01T17:00:00Z');
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
    const beforeReprice = await snapshot(suite.server);
    await refused(
      await admin(api.adminBookings.reprice.path({ id: withOld.id }), 'POST'),
      400,
      'party.0.services.0',
      /Bridesmaid Makeup/,
    );
    expect(await snapshot(suite.server)).toEqual(beforeReprice);
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

    await suite.server.store.update((data) => {
      data.siteSettings.homeZip = '';
    });
    const noHome = await created(wedding({ eventDate: '2026-06-18' }));
    expect(noHome.quote).toMatchObject({ travelMiles: null, total: SIX_SERVICES });
    expect(noHome.warnings).toContain(
      'Add your home ZIP in Site Settings, or type the travel miles: travel is not in the total yet.',
    );

    // An estimate kept with the booking stays when her home moves; a new venue ZIP is estimated again.
    await suite.server.store.update((data) => {
      data.siteSettings.homeZip = '95603';
    });
    const estimated = await created(wedding({ eventDate: '2026-06-19' }));
    await suite.server.store.update((data) => {
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

    const before = await snapshot(suite.server);
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
    expect(await snapshot(suite.server)).toEqual(before);
  });

  it(`holds at most ${MAX_PAYMENTS} payments on a booking`, async () => {
    const booking = await created(wedding({ travelMiles: 0 }));
    await suite.server.store.update((data) => {
      data.bookings[0]!.payments = Array.from({ length: MAX_PAYMENTS }, (_, index) => ({
        id: `p${index}`,
        createdAt: '2026-03-01T00:00:00.000Z',
        amount: 1,
        method: 'Cash',
        paidOn: TODAY,
        note: '',
        payerId: '',
        tip: 0,
      }));
    });
    const before = await snapshot(suite.server);
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
    expect(await snapshot(suite.server)).toEqual(before);
  });
});
