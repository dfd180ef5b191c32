import { describe, expect, it } from 'vitest';
import { api, SCHEDULE_TOKEN_HEADER } from '#contract/api.ts';
import { MAX_PARTY, type BookingAnswer } from '#contract/booking.ts';
import type { WeddingSchedule } from '#contract/wedding-schedule.ts';
import { snapshot } from '../test/test-server.ts';
import { bookingsApiSuite, SIX, wedding } from '../test/bookings-api.ts';

describe('bookings API: her rules, bad input, the schedule it owns, and access', () => {
  const { suite, admin, create, created, update, updated, bride, refused } = bookingsApiSuite();

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
    suite.now = Date.parse('2026-03-15T17:00:00Z');
    const booked = await updated(third.id, wedding({ eventDate: '2026-08-01' }));
    expect(booked).toMatchObject({ bookedOn: '2026-03-15', retainer: { dueDate: '2026-03-15' } });
    suite.now = Date.parse('2026-03-20T17:00:00Z');
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
    const before = await snapshot(suite.server);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [wedding({ party: [{ name: 'Bride', service: 'Airbrush' }] }), 'party.0.services.0', /Airbrush/],
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
    expect(await snapshot(suite.server)).toEqual(before);
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
    const before = await snapshot(suite.server);
    await refused(await create(wedding({ pin: '246810', eventDate: '2026-09-05' })), 409, 'pin', /already used/);
    expect(await snapshot(suite.server)).toEqual(before);

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
    const schedule = () => suite.server.store.data.weddingSchedules.find((item) => item.id === booking.scheduleId)!;
    expect(schedule()).toMatchObject({
      clientName: 'Maya B.',
      weddingDate: '2026-06-20',
      venueName: 'Sutter Club',
      venueAddress: '1220 9th St',
      pin: '482915',
    });
    // Her PIN left blank on the booking keeps the schedule's; saved phones keep refreshing.
    const saved = await suite.server.request(api.weddingSchedule.saved.path(), {
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
    expect((await suite.server.request(api.weddingSchedule.byPin.path({ pin: '482915' }))).status).toBe(404);
    const stale = await suite.server.request(api.weddingSchedule.saved.path(), {
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

    const before = await snapshot(suite.server);
    await refused(await create(wedding({ scheduleId: schedule.id })), 409, 'scheduleId', /already belongs/);
    await refused(await create(wedding({ scheduleId: 'no-such-schedule' })), 404, 'scheduleId', /not found/);
    await refused(await create(wedding({ scheduleId: schedule.id, pin: '1111' })), 400, 'pin', /not both/);
    expect(await snapshot(suite.server)).toEqual(before);
  });

  it('asks whether the schedule goes when deleting a booking; a schedule deleted alone leaves its booking', async () => {
    const keep = await created(wedding({ pin: '111222' }));
    const drop = await created(wedding({ pin: '333444', eventDate: '2026-06-20' }));
    const plain = await created(wedding({ eventDate: '2026-06-27' }));

    const before = await snapshot(suite.server);
    for (const query of ['', '?schedule=maybe', '?schedule=DELETE']) {
      await refused(
        await admin(`${api.adminBookings.remove.path({ id: keep.id })}${query}`, 'DELETE'),
        400,
        'schedule',
        /\?schedule=delete.*\?schedule=keep/,
      );
    }
    expect(await snapshot(suite.server)).toEqual(before);

    expect((await admin(`${api.adminBookings.remove.path({ id: keep.id })}?schedule=keep`, 'DELETE')).status).toBe(200);
    expect((await bride('111222')).body.booking).toBeNull();
    expect((await admin(`${api.adminBookings.remove.path({ id: drop.id })}?schedule=delete`, 'DELETE')).status).toBe(
      200,
    );
    expect(suite.server.store.data.weddingSchedules.some((item) => item.id === drop.scheduleId)).toBe(false);
    expect((await suite.server.request(api.weddingSchedule.byPin.path({ pin: '333444' }))).status).toBe(404);
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
    const before = await snapshot(suite.server);
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
          const response = await suite.server.request(path, {
            method,
            admin: key,
            ...(method === 'POST' ? { json: wedding() } : {}),
          });
          expect(response.status, `${method} ${path} ${key}`).toBe(401);
          expect(await response.text()).not.toContain('Maya');
        }
      }
    }
    expect(await snapshot(suite.server)).toEqual(before);
  });
});
