import { describe, expect, it } from 'vitest';
import { dataProblem, withLoadDefaults, type Data } from './store.ts';

// Payments stored before who-pays-what have no `payerId` and no `tip`: the file still loads, and they read as the
// client's payments with no tip.
describe('payments stored before who-pays-what', () => {
  const oldPayment = {
    id: 'pay-1',
    createdAt: '2026-01-10T18:00:00.000Z',
    amount: 100,
    method: 'Venmo',
    paidOn: '2026-01-10',
    note: '',
  };
  const booking = (payments: unknown[]) =>
    ({ id: 'b-1', payments, terms: { lines: [] } }) as unknown as Data['bookings'][number];

  it('pass the start-up check and load as the client, with no tip', () => {
    const loaded = withLoadDefaults({ bookings: [booking([oldPayment])] });
    expect(loaded.bookings[0]!.payments).toEqual([{ ...oldPayment, payerId: '', tip: 0 }]);
  });

  it('keep who paid and the tip once stored', () => {
    const loaded = withLoadDefaults({ bookings: [booking([{ ...oldPayment, payerId: 'p-2', tip: 25 }])] });
    expect(loaded.bookings[0]!.payments[0]).toMatchObject({ payerId: 'p-2', tip: 25 });
  });

  it('refuse a tip that is not a number at start-up, naming it', () => {
    const problem = dataProblem({ bookings: [{ ...validBooking(), payments: [{ ...oldPayment, tip: '5' }] }] });
    expect(problem).toContain('payments.0.tip');
    expect(dataProblem({ bookings: [{ ...validBooking(), payments: [oldPayment] }] })).toBeUndefined();
  });
});

function validBooking() {
  return {
    id: 'b-1',
    createdAt: '2026-01-10T18:00:00.000Z',
    updatedAt: '2026-01-10T18:00:00.000Z',
    clientName: 'Maya',
    clientPhone: '(916) 555-0100',
    clientEmail: '',
    eventDate: '2026-06-20',
    eventType: 'wedding',
    status: 'booked',
    holdUntil: '',
    venueName: '',
    venueAddress: '',
    venueZip: '',
    readyBy: '',
    notes: '',
    terms: {
      lines: [{ name: 'Bride', service: 'Bridal Makeup', price: 250, durationMinutes: 90 }],
      travelMiles: null,
      travelMilesEstimated: false,
      travelRule: { baseFee: 40, includedMiles: 10, perMile: 1, roundTrip: true, maxMiles: 100 },
      retainerAmount: 100,
      pricedOn: '2026-01-10',
    },
    payments: [],
    scheduleId: null,
    bookedOn: '2026-01-10',
  };
}
