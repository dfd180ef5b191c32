import { describe, expect, it } from 'vitest';
import {
  bookingTripId,
  mileageDeductionCents,
  mileageLog,
  rateFor,
  trialTripId,
  tripEditInput,
  tripInput,
  zipInAddress,
  type Trip,
} from './mileage.ts';
import * as v from 'valibot';
import { bookingSettingsInput } from './site-settings.schema.ts';
import { PRIVATE_SETTINGS } from './site-settings.ts';
import { mileageRateLabel } from './site-settings-labels.ts';
import { DEFAULT_SITE_SETTINGS } from './site-settings-defaults.ts';

type LogBooking = Parameters<typeof mileageLog>[0]['bookings'][number];

const booking = (id: string, extra: Partial<LogBooking> = {}): LogBooking => ({
  id,
  clientName: `Client ${id}`,
  eventDate: '2026-05-09',
  eventType: 'wedding',
  status: 'booked',
  venueName: 'Folsom Lake Barn',
  venueAddress: '1 Example Road, Folsom, CA',
  venueZip: '95630',
  trial: null,
  terms: { travelMiles: 25, travelMilesEstimated: true },
  ...extra,
});

const log = (bookings: LogBooking[], more: Partial<Parameters<typeof mileageLog>[0]> = {}) =>
  mileageLog({ year: 2026, today: '2026-06-01', bookings, trips: [], tripEdits: [], ...more });

describe('mileageLog', () => {
  it('logs a wedding once its date has passed, as the round trip of the quote, saying where the miles came from', () => {
    const rows = log([
      booking('a'),
      booking('b', { eventType: 'special-event', terms: { travelMiles: 12, travelMilesEstimated: false } }),
      // Today and after: not yet driven.
      booking('c', { eventDate: '2026-06-01' }),
    ]);
    expect(rows.map((row) => [row.id, row.kind, row.miles, row.source, row.counted, row.place])).toEqual([
      ['booking:a', 'wedding', 50, 'estimated', true, 'Folsom Lake Barn, 1 Example Road, Folsom, CA'],
      ['booking:b', 'special-event', 24, 'typed', true, 'Folsom Lake Barn, 1 Example Road, Folsom, CA'],
    ]);
  });

  it('logs nothing for a held date, or another year', () => {
    expect(log([booking('a', { status: 'held' }), booking('b', { eventDate: '2025-12-31' })])).toEqual([]);
  });

  it('shows a cancelled booking’s trip but leaves it out until she keeps it', () => {
    const cancelled = booking('a', { status: 'cancelled' });
    expect(log([cancelled])[0]).toMatchObject({ cancelled: true, kept: false, counted: false, miles: 50 });
    const kept = log([cancelled], {
      tripEdits: [{ id: 'booking:a', miles: null, keep: true, createdAt: '', updatedAt: '' }],
    });
    expect(kept[0]).toMatchObject({ cancelled: true, kept: true, counted: true, miles: 50 });
  });

  it('takes her corrected miles over the quote’s', () => {
    const rows = log([booking('a')], {
      tripEdits: [{ id: bookingTripId('a'), miles: 61.5, keep: false, createdAt: '', updatedAt: '' }],
    });
    expect(rows[0]).toMatchObject({ miles: 61.5, source: 'corrected', counted: true });
  });

  it('logs a trial away from her studio, and none at her studio', () => {
    const away = booking('a', {
      eventDate: '2026-09-12',
      trial: { date: '2026-04-04', time: '10:00 AM', place: 'address', address: '5 Oak St, Auburn, CA 95603' },
    });
    const studio = booking('b', {
      eventDate: '2026-09-19',
      trial: { date: '2026-04-05', time: '10:00 AM', place: 'studio', address: '' },
    });
    const rows = log([away, studio], { trialMiles: { a: 33 } });
    expect(rows.map((row) => [row.id, row.kind, row.date, row.miles, row.place])).toEqual([
      [trialTripId('a'), 'trial', '2026-04-04', 66, '5 Oak St, Auburn, CA 95603'],
    ]);
    // Miles not known: listed, not counted, until she types them.
    expect(log([away])[0]).toMatchObject({ miles: null, source: 'unknown', counted: false });
  });

  it('adds her own trips of the year, by date', () => {
    const trip: Trip = {
      id: 't1',
      createdAt: '',
      date: '2026-02-03',
      miles: 18.4,
      place: 'Sephora Pro, Roseville',
      bookingId: '',
      note: 'Supply run',
    };
    const rows = log([booking('a')], { trips: [trip, { ...trip, id: 't2', date: '2025-02-03' }] });
    expect(rows.map((row) => [row.id, row.miles, row.source, row.byHand])).toEqual([
      ['t1', 18.4, 'by hand', true],
      ['booking:a', 50, 'estimated', false],
    ]);
  });
});

describe('the deduction', () => {
  it('is the year’s miles times her rate, rounded once to the cent, half a cent up', () => {
    // 1 mile at 72.5¢ is 72.5¢: 73¢.
    expect(mileageDeductionCents(10, 72.5)).toBe(73);
    // 1,234.5 miles at 72.5¢ = $895.0125 → $895.01; at 70¢ = $864.15.
    expect(mileageDeductionCents(12345, 72.5)).toBe(89501);
    expect(mileageDeductionCents(12345, 70)).toBe(86415);
    // Summed from trips rounded one by one it would be 3 × 73¢ = $2.19; once, 3 × 72.5 = $2.175 → $2.18.
    expect(mileageDeductionCents(30, 72.5)).toBe(218);
  });

  it('has a rate only for the years she set', () => {
    const rates = [
      { year: 2025, centsPerMile: 70 },
      { year: 2026, centsPerMile: 72.5 },
    ];
    expect(rateFor(2026, rates)).toBe(72.5);
    expect(rateFor(2027, rates)).toBeNull();
  });
});

describe('what she types', () => {
  it('checks a trip, naming the field', () => {
    const issue = (body: unknown) => {
      const result = v.safeParse(tripInput, body);
      return result.success ? undefined : [result.issues[0].path?.[0]?.key, result.issues[0].message];
    };
    const good = { date: '2026-02-03', miles: 18.4, place: 'Roseville' };
    expect(v.parse(tripInput, good)).toEqual({ ...good, bookingId: '', note: '' });
    expect(issue({ ...good, miles: -1 })).toEqual(['miles', 'Miles cannot be negative']);
    expect(issue({ ...good, miles: 1.25 })).toEqual(['miles', 'Miles can have at most one decimal (42.5)']);
    expect(issue({ ...good, miles: Infinity })).toEqual(['miles', 'Miles must be a number']);
    expect(issue({ ...good, date: '2026-02-30' })).toEqual(['date', 'Date must be a real date (YYYY-MM-DD)']);
    expect(issue({ ...good, place: '  ' })).toEqual(['place', 'Place is required']);
    expect(v.parse(tripEditInput, {})).toEqual({ miles: null, keep: false });
  });

  it('finds the ZIP an address ends with', () => {
    expect(zipInAddress('5 Oak St, Auburn, CA 95603')).toBe('95603');
    expect(zipInAddress('12345 Main St, Auburn, CA 95603-1234')).toBe('95603');
    expect(zipInAddress('5 Oak St, Auburn')).toBeUndefined();
  });
});

describe('her rates in Site Settings', () => {
  const check = (mileageRates: unknown) => {
    const result = v.safeParse(bookingSettingsInput.entries.mileageRates, mileageRates);
    return result.success ? undefined : result.issues[0].message;
  };

  it('start with the IRS rates for 2025 and 2026', () => {
    expect(DEFAULT_SITE_SETTINGS.mileageRates).toEqual([
      { year: 2025, centsPerMile: 70 },
      { year: 2026, centsPerMile: 72.5 },
    ]);
    expect(mileageRateLabel(2026)).toBe('Mileage rate for 2026');
    expect(PRIVATE_SETTINGS).toContain('mileageRates');
  });

  it('take one rate a year, in cents with at most one decimal', () => {
    expect(check([{ year: 2027, centsPerMile: 74 }])).toBeUndefined();
    expect(check([{ year: 2027, centsPerMile: 72.55 }])).toBe('Mileage rate can have at most one decimal (72.5)');
    expect(check([{ year: 2027, centsPerMile: -1 }])).toBe('Mileage rate cannot be negative');
    expect(
      check([
        { year: 2027, centsPerMile: 74 },
        { year: 2027, centsPerMile: 75 },
      ]),
    ).toBe('Each year can have only one mileage rate');
    expect(check([{ year: 1999, centsPerMile: 74 }])).toBe('Mileage rate year must be at least 2000');
  });
});
