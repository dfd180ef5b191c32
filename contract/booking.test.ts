import { describe, expect, it } from 'vitest';
import {
  balanceDueDateOf,
  bookingMoney,
  bookingWarnings,
  isLapsed,
  takesDate,
  type Booking,
  type QuoteTerms,
} from './booking.ts';
import { DEFAULT_TRAVEL_RULE } from './quote.ts';

const line = (name: string, service: string, price: number, durationMinutes = 60) => ({
  name,
  service,
  price,
  durationMinutes,
});

const terms = (extra: Partial<QuoteTerms> = {}): QuoteTerms => ({
  lines: [line('Bride', 'Bridal Makeup', 225, 90), line('Mom', 'Mother of the Bride / Groom', 150)],
  travelMiles: 25,
  travelMilesEstimated: true,
  travelRule: { ...DEFAULT_TRAVEL_RULE },
  retainerAmount: 100,
  pricedOn: '2026-03-10',
  ...extra,
});

const booking = (extra: Partial<Booking> = {}): Booking => ({
  id: 'b1',
  createdAt: '2026-03-10T17:00:00.000Z',
  updatedAt: '2026-03-10T17:00:00.000Z',
  clientName: 'Maya',
  clientPhone: '(916) 555-0177',
  clientEmail: '',
  // A Wednesday: the weekend minimum is tested on its own.
  eventDate: '2026-06-17',
  eventType: 'wedding',
  status: 'booked',
  holdUntil: '',
  venueName: '',
  venueAddress: '',
  venueZip: '95630',
  readyBy: '',
  notes: '',
  party: [],
  terms: terms(),
  payments: [],
  scheduleId: null,
  bookedOn: '2026-03-10',
  trial: null,
  ...extra,
});

const payment = (amount: number) => ({
  id: `p${amount}`,
  createdAt: '2026-03-10T17:00:00.000Z',
  amount,
  method: 'Cash',
  paidOn: '2026-03-10',
  note: '',
  payerId: '',
  tip: 0,
});

describe('bookingMoney', () => {
  it('adds the party and the travel fee (25 miles: 40 + 2 × 15), with the retainer due the day it was booked', () => {
    expect(bookingMoney(booking(), 0)).toEqual({
      quote: {
        lines: terms().lines,
        servicesTotal: 375,
        travelMiles: 25,
        travelFee: 70,
        total: 445,
        travelMilesEstimated: true,
        travelByText: false,
        pricedOn: '2026-03-10',
        travelRule: DEFAULT_TRAVEL_RULE,
      },
      retainer: { amount: 100, dueDate: '2026-03-10' },
      paid: 0,
      balance: 445,
      balanceDueDate: '2026-06-17',
      // Everyone the client's (no party given): her share is the whole booking.
      party: [],
      clientShare: { lines: terms().lines, total: 445, paid: 0, tips: 0, balance: 445 },
      tips: 0,
    });
  });

  it('charges nothing at her place (0 miles) and only the base fee at exactly 10 miles', () => {
    expect(bookingMoney(booking({ terms: terms({ travelMiles: 0 }) }), 0).quote).toMatchObject({
      travelFee: 0,
      total: 375,
    });
    expect(bookingMoney(booking({ terms: terms({ travelMiles: 10 }) }), 0).quote).toMatchObject({
      travelFee: 40,
      total: 415,
    });
    expect(bookingMoney(booking({ terms: terms({ travelMiles: 11 }) }), 0).quote.travelFee).toBe(42);
  });

  it('rounds the travel fee up to the whole dollar, and sums cents exactly', () => {
    const rule = { ...DEFAULT_TRAVEL_RULE, perMile: 0.65 };
    const money = bookingMoney(
      booking({
        terms: terms({
          travelMiles: 12,
          travelRule: rule,
          lines: [line('Guest', 'Touch-up', 0.1), line('Guest 2', 'Touch-up', 0.2)],
        }),
      }),
      0,
    );
    // 40 + 2 × 2 × 0.65 = 42.60, rounded up to 43; 0.1 + 0.2 is 0.3, not 0.30000000000000004.
    expect(money.quote).toMatchObject({ servicesTotal: 0.3, travelFee: 43, total: 43.3 });
  });

  it('leaves travel out of the total for an unknown ZIP (no miles) and beyond her limit', () => {
    expect(
      bookingMoney(booking({ terms: terms({ travelMiles: null, travelMilesEstimated: false }) }), 0).quote,
    ).toMatchObject({ travelMiles: null, travelFee: null, travelByText: false, total: 375 });
    expect(bookingMoney(booking({ terms: terms({ travelMiles: 101 }) }), 0).quote).toMatchObject({
      travelMiles: 101,
      travelFee: null,
      travelByText: true,
      total: 375,
    });
  });

  it('counts payments toward the total (the retainer is the first), never below zero, and dates the balance', () => {
    expect(bookingMoney(booking({ payments: [payment(100), payment(0.1), payment(0.2)] }), 0)).toMatchObject({
      paid: 100.3,
      balance: 344.7,
    });
    expect(bookingMoney(booking({ payments: [payment(500)] }), 0)).toMatchObject({ paid: 500, balance: 0 });
    expect(bookingMoney(booking(), 14).balanceDueDate).toBe('2026-06-03');
    expect(balanceDueDateOf('2026-03-01', 1)).toBe('2026-02-28');
    expect(bookingMoney(booking({ bookedOn: null, status: 'held' }), 0).retainer).toEqual({
      amount: 100,
      dueDate: null,
    });
  });
});

describe('holds', () => {
  const hold = { status: 'held' as const, holdUntil: '2026-03-20' };
  it('lapse at the end of their last day: they hold the date through it, not after', () => {
    expect(isLapsed(hold, '2026-03-20')).toBe(false);
    expect(takesDate(hold, '2026-03-20')).toBe(true);
    expect(isLapsed(hold, '2026-03-21')).toBe(true);
    expect(takesDate(hold, '2026-03-21')).toBe(false);
  });

  it('leave booked and completed dates taken, and cancelled ones open', () => {
    expect(takesDate({ status: 'booked', holdUntil: '2026-01-01' }, '2026-03-21')).toBe(true);
    expect(takesDate({ status: 'completed', holdUntil: '' }, '2026-03-21')).toBe(true);
    expect(takesDate({ status: 'cancelled', holdUntil: '' }, '2026-03-21')).toBe(false);
    expect(isLapsed({ status: 'booked', holdUntil: '2026-01-01' }, '2026-03-21')).toBe(false);
  });
});

describe('bookingWarnings', () => {
  const rules = { bookingsPerDay: 1, zipKnown: true, homeZipSet: true };
  const today = '2026-03-10';
  const other = (extra: Partial<Booking> = {}) => ({ id: 'b2', status: 'booked' as const, holdUntil: '', ...extra });

  it('warns at her capacity per day, counting only bookings that take the date', () => {
    expect(bookingWarnings(booking(), [other()], rules, today)).toEqual([
      'This date already has 1 booking; your limit is 1 a day.',
    ]);
    expect(bookingWarnings(booking(), [other(), other({ id: 'b3' })], { ...rules, bookingsPerDay: 2 }, today)).toEqual([
      'This date already has 2 bookings; your limit is 2 a day.',
    ]);
    // Itself, a lapsed hold and a cancelled booking do not count; neither does a second artist's day under the limit.
    expect(
      bookingWarnings(
        booking(),
        [booking(), other({ status: 'held', holdUntil: '2026-03-09' }), other({ id: 'b4', status: 'cancelled' })],
        rules,
        today,
      ),
    ).toEqual([]);
    expect(bookingWarnings(booking(), [other()], { ...rules, bookingsPerDay: 2 }, today)).toEqual([]);
    // A cancelled booking is never over capacity.
    expect(bookingWarnings(booking({ status: 'cancelled' }), [other()], rules, today)).toEqual([]);
  });

  it('asks for the miles: unknown ZIP, no ZIP, no home ZIP', () => {
    const noMiles = terms({ travelMiles: null, travelMilesEstimated: false });
    expect(
      bookingWarnings(booking({ terms: noMiles, venueZip: '99999' }), [], { ...rules, zipKnown: false }, today),
    ).toEqual(["ZIP 99999 isn't one we know: type the travel miles."]);
    expect(bookingWarnings(booking({ terms: noMiles, venueZip: '' }), [], rules, today)).toEqual([
      "Add the venue's ZIP or type the travel miles: travel is not in the total yet.",
    ]);
    expect(bookingWarnings(booking({ terms: noMiles }), [], { ...rules, homeZipSet: false }, today)).toEqual([
      'Add your home ZIP in Site Settings, or type the travel miles: travel is not in the total yet.',
    ]);
  });

  it('marks a lapsed hold, and a weekend wedding short of 4 services', () => {
    expect(bookingWarnings(booking({ status: 'held', holdUntil: '2026-03-09' }), [], rules, today)).toContain(
      'The hold lapsed on 2026-03-09; the date is open again.',
    );
    // The party has 2 services: fine on a Wednesday, short on a Sunday.
    expect(bookingWarnings(booking(), [], rules, today)).toEqual([]);
    const short = booking({ eventDate: '2026-06-14' });
    expect(bookingWarnings(short, [], rules, today)).toEqual([
      "A Sunday wedding needs at least 4 services; this party has 2 (a bridal preview doesn't count).",
    ]);
  });
});
