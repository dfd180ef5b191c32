import { describe, expect, it } from 'vitest';
import { booksFor, refundProblem, splitPayment } from './books.ts';
import { bookingMoney, type Booking, type Payment } from './booking.ts';
import { DEFAULT_TRAVEL_RULE } from './quote.ts';

const terms = {
  lines: [
    { name: 'Bride', personId: 'bride', service: 'Bridal Makeup', price: 225, durationMinutes: 90 },
    { name: 'Sister', personId: 'sister', service: 'Bridesmaid', price: 150, durationMinutes: 60 },
  ],
  // 25 miles one way: $40 + 2 × 15 × $1 = $70 travel; the quote is $445.
  travelMiles: 25,
  travelMilesEstimated: true,
  travelRule: { ...DEFAULT_TRAVEL_RULE },
  retainerAmount: 100,
  pricedOn: '2026-01-05',
};
const person = (id: string, payer: 'client' | 'self') => ({
  id,
  name: id === 'bride' ? 'Maya' : 'June',
  services: [],
  phone: '',
  email: '',
  payer,
  minor: false,
});

const pay = (id: string, paidOn: string, amount: number, extra: Partial<Payment> = {}): Payment => ({
  id,
  createdAt: '',
  amount,
  method: 'Zelle',
  paidOn,
  note: '',
  payerId: '',
  tip: 0,
  tipForArtistId: '',
  ...extra,
});

const booking = (payments: Payment[], extra: Partial<Booking> = {}): Booking =>
  ({
    id: 'b1',
    createdAt: '',
    updatedAt: '',
    clientName: 'Maya Example',
    clientPhone: '(916) 555-0177',
    clientEmail: '',
    eventDate: '2026-05-09',
    eventType: 'wedding',
    status: 'booked',
    holdUntil: '',
    venueName: 'Folsom Lake Barn',
    venueAddress: '',
    venueZip: '95630',
    readyBy: '',
    notes: '',
    party: [person('bride', 'client'), person('sister', 'self')],
    terms,
    payments,
    scheduleId: null,
    bookedOn: '2026-01-05',
    trial: null,
    ...extra,
  }) as Booking;

describe('splitPayment', () => {
  it('splits the client’s payment between services and travel as her share of the quote does', () => {
    // The client owes $225 + $70 travel = $295: $100 carries 100 × 70 / 295 = $23.73 of travel.
    expect(splitPayment(booking([]), { amount: 100, payerId: '' })).toEqual({ services: 7627, travel: 2373 });
    // All of it: the travel fee exactly.
    expect(splitPayment(booking([]), { amount: 295, payerId: '' })).toEqual({ services: 22500, travel: 7000 });
  });

  it('gives a self-paying person’s payment all to services (her share holds no travel)', () => {
    expect(splitPayment(booking([]), { amount: 150, payerId: 'sister' })).toEqual({ services: 15000, travel: 0 });
  });

  it('gives everything to services when travel is not in the quote', () => {
    const noTravel = booking([], { terms: { ...terms, travelMiles: null } });
    expect(splitPayment(noTravel, { amount: 100, payerId: '' })).toEqual({ services: 10000, travel: 0 });
  });
});

describe('refunds', () => {
  it('lower what is paid on the booking, and the payer’s share', () => {
    const payments = [
      pay('p1', '2026-01-05', 295),
      pay('r1', '2026-02-01', 50, { kind: 'refund', reason: 'One fewer bridesmaid' }),
    ];
    const money = bookingMoney(booking(payments), 0);
    expect(money.paid).toBe(245);
    expect(money.balance).toBe(200);
    expect(money.clientShare.paid).toBe(245);
  });

  it('never give back more than was paid', () => {
    const payments = [pay('p1', '2026-01-05', 100), pay('r1', '2026-01-06', 40, { kind: 'refund', reason: 'x' })];
    expect(refundProblem(payments, 60)).toBeUndefined();
    expect(refundProblem(payments, 60.01)).toBe('A refund can be at most the $60 paid');
    expect(refundProblem([], 1)).toBe('Nothing has been paid on this booking to refund');
  });
});

describe('booksFor', () => {
  const payments = [
    pay('p1', '2026-01-05', 100),
    pay('p2', '2026-05-09', 195, { tip: 60 }),
    pay('p3', '2026-05-09', 150, { payerId: 'sister', tip: 20 }),
    pay('r1', '2026-05-20', 30, { kind: 'refund', reason: 'Late start' }),
    pay('old', '2025-12-20', 999),
  ];
  const books = booksFor({
    year: 2026,
    today: '2026-12-31',
    bookings: [booking(payments)],
    payouts: [
      { amount: 120.5, paidOn: '2026-05-10' },
      { amount: 999, paidOn: '2025-05-10' },
    ],
    trips: [],
    tripEdits: [],
    mileageRates: [{ year: 2026, centsPerMile: 72.5 }],
  });

  it('puts each payment in its month: services, travel and tips apart, refunds and payouts in their own columns', () => {
    // p1: travel 100 × 70 / 295 = 23.73; p2: 195 × 70 / 295 = 46.27 (together the $70 fee).
    expect(books.months[0]).toMatchObject({ services: 7627, travel: 2373, tips: 0, received: 10000, refunds: 0 });
    expect(books.months[4]).toMatchObject({
      services: 14873 + 15000,
      travel: 4627,
      tips: 8000,
      received: 14873 + 15000 + 4627 + 8000,
      refunds: 3000,
      payouts: 12050,
      net: 14873 + 15000 + 4627 + 8000 - 3000 - 12050,
    });
    expect(books.total).toMatchObject({ services: 37500, travel: 7000, tips: 8000, refunds: 3000, payouts: 12050 });
    expect(books.income.map((line) => [line.date, line.kind, line.payer, line.refund, line.note])).toEqual([
      ['2026-01-05', 'payment', 'Client', 0, ''],
      ['2026-05-09', 'payment', 'Client', 0, ''],
      ['2026-05-09', 'payment', 'June', 0, ''],
      ['2026-05-20', 'refund', 'Client', 3000, 'Late start'],
    ]);
  });

  it('counts the wedding’s round trip and its deduction at her rate', () => {
    expect(books.trips).toHaveLength(1);
    expect(books.months[4]).toMatchObject({ miles: 50, deduction: 3625 });
    expect(books.total).toMatchObject({ miles: 50, deduction: 3625 });
    expect(books.rateMessage).toBeNull();
  });

  it('says a year has no rate and counts no deduction', () => {
    const later = booksFor({
      year: 2027,
      today: '2027-12-31',
      bookings: [booking([], { eventDate: '2027-05-08' })],
      payouts: [],
      trips: [],
      tripEdits: [],
      mileageRates: [{ year: 2026, centsPerMile: 72.5 }],
    });
    expect(later.rate).toBeNull();
    expect(later.rateMessage).toBe('No mileage rate set for 2027');
    expect(later.total).toMatchObject({ miles: 50, deduction: null });
    expect(later.months[4]!.deduction).toBeNull();
  });
});
