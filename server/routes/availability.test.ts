import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import type { AvailabilityAnswer, TravelEstimate } from '#contract/availability.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { ROAD_FACTOR, travelFeeFor, DEFAULT_TRAVEL_RULE } from '#contract/quote.ts';
import { bookingRecord, startWithBookings } from '../test/seeded-bookings.ts';
import type { TestServer } from '../test/test-server.ts';
import { addCalendarMonths } from '#contract/calendar-day.ts';

// Today, for every test here, is Friday May 1, 2026 in Sacramento (noon there).
let now = Date.parse('2026-05-01T19:00:00Z');
const clock = () => now;

const booked = bookingRecord({ clientName: 'Maya Booked', eventDate: '2026-06-06', venueName: 'Secret Barn' });
const held = bookingRecord({
  clientName: 'Hana Held',
  eventDate: '2026-06-13',
  status: 'held',
  holdUntil: '2026-05-10',
});
const lapsed = bookingRecord({
  clientName: 'Lana Lapsed',
  eventDate: '2026-06-14',
  status: 'held',
  holdUntil: '2026-04-30',
});
const cancelled = bookingRecord({ clientName: 'Cara Cancelled', eventDate: '2026-06-21', status: 'cancelled' });
const completed = bookingRecord({ clientName: 'Cleo Completed', eventDate: '2026-04-11', status: 'completed' });
// Two on one day: one booked and one held, against a limit of one a day.
const sameDayBooked = bookingRecord({ clientName: 'Dana Double', eventDate: '2026-07-11' });
const sameDayHeld = bookingRecord({
  clientName: 'Erin Extra',
  eventDate: '2026-07-11',
  status: 'held',
  holdUntil: '2026-05-20',
});
const everyone = [booked, held, lapsed, cancelled, completed, sameDayBooked, sameDayHeld];

let server: TestServer;
beforeAll(async () => {
  server = await startWithBookings(
    { bookings: everyone, siteSettings: { homeZip: '95814', bookingsPerDay: 1 } },
    // Every test here comes from one address; the estimates' limits are tested in travel-estimate.test.ts.
    { clock, env: { TRAVEL_ESTIMATE_LIMIT: '1000' } },
  );
});
afterAll(() => server.close());

const availability = (query: string) => server.request(`${api.availability.path()}?${query}`);

async function daysFor(from: string, to: string) {
  const response = await availability(`from=${from}&to=${to}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as AvailabilityAnswer).days;
}

describe('GET /api/availability', () => {
  it('answers the days that are not open: booked and completed full, held limited; cancelled and lapsed open', async () => {
    const response = await availability('from=2026-04-01&to=2026-07-31');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      days: [
        { date: '2026-04-11', status: 'booked' },
        { date: '2026-06-06', status: 'booked' },
        { date: '2026-06-13', status: 'limited' },
        { date: '2026-07-11', status: 'booked' },
      ],
    });
    // Nothing of any booking: no name, id, venue or phone.
    for (const booking of everyone) {
      for (const secret of [booking.clientName, booking.id, booking.clientPhone]) expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('Secret Barn');
  });

  it('answers only the days inside the range, both ends included', async () => {
    expect(await daysFor('2026-06-06', '2026-06-13')).toEqual([
      { date: '2026-06-06', status: 'booked' },
      { date: '2026-06-13', status: 'limited' },
    ]);
    expect(await daysFor('2026-06-07', '2026-06-12')).toEqual([]);
    expect(await daysFor('2026-06-13', '2026-06-13')).toEqual([{ date: '2026-06-13', status: 'limited' }]);
  });

  it('counts against her bookings per day: one booked of two is limited, two are booked', async () => {
    await server.store.update((data) => {
      data.siteSettings.bookingsPerDay = 2;
    });
    try {
      expect(await daysFor('2026-06-01', '2026-07-31')).toEqual([
        { date: '2026-06-06', status: 'limited' },
        { date: '2026-06-13', status: 'limited' },
        // One booked and one hold: not full until the hold is booked too.
        { date: '2026-07-11', status: 'limited' },
      ]);
      await server.store.update((data) => {
        data.bookings.push(bookingRecord({ eventDate: '2026-06-06' }));
      });
      expect(await daysFor('2026-06-06', '2026-06-06')).toEqual([{ date: '2026-06-06', status: 'booked' }]);
    } finally {
      await server.store.update((data) => {
        data.siteSettings.bookingsPerDay = 1;
        data.bookings = data.bookings.filter((booking) => everyone.some((seeded) => seeded.id === booking.id));
      });
    }
  });

  it('sees a new booking at once, and a hold opening its date the day after it lapses', async () => {
    const added = bookingRecord({ eventDate: '2026-08-01', status: 'held', holdUntil: '2026-05-02' });
    await server.store.update((data) => {
      data.bookings.push(added);
    });
    try {
      expect(await daysFor('2026-08-01', '2026-08-01')).toEqual([{ date: '2026-08-01', status: 'limited' }]);
      // May 2 is its last day; on May 3 (Sacramento) the date is open again.
      now = Date.parse('2026-05-03T06:59:00Z');
      expect(await daysFor('2026-08-01', '2026-08-01')).toEqual([{ date: '2026-08-01', status: 'limited' }]);
      now = Date.parse('2026-05-03T07:00:00Z');
      expect(await daysFor('2026-08-01', '2026-08-01')).toEqual([]);
    } finally {
      now = Date.parse('2026-05-01T19:00:00Z');
      await server.store.update((data) => {
        data.bookings = data.bookings.filter((booking) => booking.id !== added.id);
      });
    }
  });

  it('takes a range of up to 18 months, to the day', async () => {
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addCalendarMonths('2026-05-01', 18)).toBe('2027-11-01');
    expect((await availability('from=2026-05-01&to=2027-11-01')).status).toBe(200);
    const tooLong = await availability('from=2026-05-01&to=2027-11-02');
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ error: 'Ask for at most 18 months at a time', field: 'to' });
  });

  it('refuses a date before 2000 with a message naming the field, so the 18-month cap holds for every year', async () => {
    // Years 0 to 99 once slipped past the cap: the date arithmetic read them as 1900 to 1999.
    const cases: [string, { error: string; field: string }][] = [
      ['from=0001-01-01&to=1902-07-01', { error: 'from must be in 2000 or later', field: 'from' }],
      ['from=0099-12-01&to=0100-01-01', { error: 'from must be in 2000 or later', field: 'from' }],
      ['from=1999-12-31&to=2000-01-01', { error: 'from must be in 2000 or later', field: 'from' }],
      ['from=2026-05-01&to=0001-01-01', { error: 'to must be in 2000 or later', field: 'to' }],
    ];
    for (const [query, answer] of cases) {
      const response = await availability(query);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual(answer);
    }
    expect((await availability('from=2000-01-01&to=2000-02-01')).status).toBe(200);
    expect(addCalendarMonths('0001-01-31', 18)).toBe('0002-07-31');
  });

  it('refuses a missing, malformed, impossible, repeated or reversed range with a message naming the field', async () => {
    const cases: [string, { error: string; field: string }][] = [
      ['', { error: 'Send from as a date (YYYY-MM-DD)', field: 'from' }],
      ['from=2026-06-01', { error: 'Send to as a date (YYYY-MM-DD)', field: 'to' }],
      ['from=June 1&to=2026-06-30', { error: 'from must be a real date (YYYY-MM-DD)', field: 'from' }],
      ['from=2026-02-30&to=2026-03-30', { error: 'from must be a real date (YYYY-MM-DD)', field: 'from' }],
      ['from=2026-06-01&to=2026-06-01&to=2026-07-01', { error: 'Send to as a date (YYYY-MM-DD)', field: 'to' }],
      [`from=${'9'.repeat(5000)}&to=2026-06-01`, { error: 'from must be a real date (YYYY-MM-DD)', field: 'from' }],
      ['from=2026-06-30&to=2026-06-01', { error: 'to must be on or after from', field: 'to' }],
    ];
    for (const [query, answer] of cases) {
      const response = await availability(query);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual(answer);
    }
  });
});

/** Straight-line miles between two points (the haversine formula), written out here to check the server's. */
function straightMiles(from: { lat: number; lon: number }, to: { lat: number; lon: number }) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const a =
    Math.sin(rad(to.lat - from.lat) / 2) ** 2 +
    Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(rad(to.lon - from.lon) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(a));
}

describe('GET /api/travel-estimate', () => {
  const estimate = (zip: string) => server.request(`${api.travelEstimate.path()}?zip=${zip}`);
  /** Her own estimate, for a booking's quote: exact miles. */
  const exact = async (zip: string) => {
    const response = await server.request(`${api.adminTravelEstimate.path()}?zip=${zip}`, { admin: true });
    expect(response.status, zip).toBe(200);
    return (await response.json()) as TravelEstimate;
  };
  const priced = (miles: number) => {
    const fee = travelFeeFor(miles, DEFAULT_TRAVEL_RULE);
    return fee.kind === 'fee' ? fee.fee : null;
  };

  it('estimates the road miles from her home ZIP and her fee for three real Northern California ZIPs', async () => {
    // Town centres as a map gives them, not the server's ZIP table: her estimate is the straight line times the
    // road factor, within 15% (ZIP centres are not town centres); a visitor's is that, rounded up to the next 5.
    const downtownSacramento = { lat: 38.5816, lon: -121.4944 };
    const towns = [
      { zip: '95603', place: 'Auburn, CA', centre: { lat: 38.8966, lon: -121.0769 } },
      { zip: '95616', place: 'Davis, CA', centre: { lat: 38.5449, lon: -121.7405 } },
      { zip: '95630', place: 'Folsom, CA', centre: { lat: 38.678, lon: -121.1761 } },
    ];
    for (const town of towns) {
      const hers = await exact(town.zip);
      const expected = straightMiles(downtownSacramento, town.centre) * ROAD_FACTOR;
      expect(Math.abs(hers.miles - expected) / expected, town.place).toBeLessThanOrEqual(0.15);
      expect(hers).toEqual({ zip: town.zip, place: town.place, miles: hers.miles, fee: priced(hers.miles) });

      const response = await estimate(town.zip);
      expect(response.status, town.zip).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=600');
      const shown = Math.max(10, Math.ceil(hers.miles / 5) * 5);
      expect(await response.json()).toEqual({ zip: town.zip, place: town.place, miles: shown, fee: priced(shown) });
    }
    // Auburn is about 40 road miles out: $40 for the first 10, then $1 a mile there and back.
    const auburn = (await (await estimate('95603')).json()) as TravelEstimate;
    expect(auburn.miles % 5).toBe(0);
    expect(auburn.fee).toBe(40 + 2 * (auburn.miles - 10));
  });

  it('tells a visitor miles rounded up to the next 5, never below the 10 her base fee covers, and never her ZIP', async () => {
    // ZIPs around her home at 0 to 20 exact miles (her dashboard's figure), one of them her own.
    const nearby = ['95814', '95811', '95816', '95818', '95819', '95822', '95825', '95831', '95670', '95691'];
    const seen = new Set<number>();
    for (const zip of nearby) {
      const hers = await exact(zip);
      seen.add(hers.miles);
      const answer = (await (await estimate(zip)).json()) as TravelEstimate;
      const shown = Math.max(10, Math.ceil(hers.miles / 5) * 5);
      expect(answer, zip).toEqual({ zip, place: hers.place, miles: shown, fee: priced(shown) });
      expect(answer.miles, zip).toBeGreaterThanOrEqual(hers.miles);
    }
    // Her own ZIP is 0 miles and free in her quote, and looks like any ZIP within 10 miles to a visitor.
    expect(await exact('95814')).toMatchObject({ miles: 0, fee: 0 });
    expect(await (await estimate('95814')).json()).toMatchObject({ miles: 10, fee: 40 });
    expect([...seen].some((miles) => miles % 5 !== 0)).toBe(true);
  });

  it('gives her exact miles for a booking: the quote in her dashboard is priced on them', async () => {
    // Davis: exact miles in the saved quote and its fee from them, whatever a visitor is told.
    const davis = await exact('95616');
    const created = await server.request(api.adminBookings.create.path(), {
      method: 'POST',
      admin: true,
      json: {
        clientName: 'Quinn Quote',
        clientPhone: '(916) 555-0199',
        clientEmail: '',
        eventDate: '2026-09-15',
        eventType: 'wedding',
        status: 'booked',
        holdUntil: '',
        venueName: '',
        venueAddress: '',
        venueZip: '95616',
        readyBy: '',
        party: [{ name: 'Bride', service: 'Bridal Makeup' }],
        travelMiles: null,
        notes: '',
        pin: '',
      },
    });
    const booking = (await created.json()) as BookingAnswer;
    expect(created.status, JSON.stringify(booking)).toBe(201);
    expect(booking.quote).toMatchObject({ travelMiles: davis.miles, travelMilesEstimated: true, travelFee: davis.fee });
    expect(davis.miles % 5).not.toBe(0);
    await server.store.update((data) => {
      data.bookings = data.bookings.filter((saved) => saved.id !== booking.id);
    });
    // Hers is the owner's: without the key or a session, 401.
    expect((await server.request(`${api.adminTravelEstimate.path()}?zip=95616`)).status).toBe(401);
  });

  it('answers no fee (travel quoted by text) beyond her limit', async () => {
    const response = await estimate('90012'); // downtown Los Angeles, some 450 miles by road
    expect(response.status).toBe(200);
    const answer = (await response.json()) as TravelEstimate;
    expect(answer.place).toBe('Los Angeles, CA');
    expect(answer.miles).toBeGreaterThan(DEFAULT_TRAVEL_RULE.maxMiles);
    expect(answer.fee).toBeNull();
  });

  it('answers 404 with a message for a ZIP it does not know, and 400 naming the field for one that is not a ZIP', async () => {
    const unknown = await estimate('00000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "We don't know ZIP 00000: travel is quoted by text." });
    for (const zip of [
      '9560',
      '956031',
      'abcde',
      '95-603',
      '%EF%BC%99%EF%BC%95%EF%BC%96%EF%BC%90%EF%BC%93',
      `9${'5'.repeat(3000)}`,
    ]) {
      const response = await estimate(zip);
      expect(response.status, zip).toBe(400);
      expect(await response.json(), zip).toEqual({ error: 'ZIP must be 5 digits, such as 95603', field: 'zip' });
    }
    for (const query of ['', '?zip=', '?zip=95603&zip=95616']) {
      const missing = await server.request(api.travelEstimate.path() + query);
      expect(missing.status, query).toBe(400);
      expect(await missing.json()).toEqual({ error: 'Send zip as a 5-digit ZIP code, such as 95603', field: 'zip' });
    }
  });

  it('answers 404 "quoted by text", never her ZIP, while her home ZIP is not set', async () => {
    await server.store.update((data) => {
      data.siteSettings.homeZip = '';
    });
    try {
      const response = await estimate('95603');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Travel is not estimated online yet: it is quoted by text.' });
    } finally {
      await server.store.update((data) => {
        data.siteSettings.homeZip = '95814';
      });
    }
  });

  it('logs the request line without the ZIP', async () => {
    const before = server.logs.length;
    expect((await estimate('95630')).status).toBe(200);
    const lines = server.logs.slice(before);
    expect(lines.some((line) => line.includes('/api/travel-estimate'))).toBe(true);
    expect(lines.join('\n')).not.toContain('95630');
  });
});
