import type { BookingAnswer } from '#contract/booking.ts';
import { DEFAULT_TRAVEL_RULE } from '#contract/quote.ts';

/** A booking as the API answers it, for the unit tests: a booked Saturday wedding, unpaid. */
export function answer(overrides: Partial<BookingAnswer>): BookingAnswer {
  const made: Omit<BookingAnswer, 'clientShare' | 'tips'> = {
    id: 'b1',
    createdAt: '2026-01-10T18:00:00.000Z',
    updatedAt: '2026-01-10T18:00:00.000Z',
    clientName: 'Olivia Bennett',
    clientPhone: '(916) 555-0188',
    clientEmail: '',
    eventDate: '2026-06-20',
    eventType: 'wedding',
    status: 'booked',
    holdUntil: '',
    venueName: 'Vizcaya',
    venueAddress: '',
    venueZip: '95816',
    readyBy: '3:00 PM',
    notes: '',
    parkingNotes: '',
    callSheets: [],
    autoEmails: true,
    emails: [],
    thankYou: { link: 'https://www.example.com/thank-you#t', lastDay: '2026-09-18' },
    arrivalTime: '',
    party: [],
    pin: '',
    payments: [],
    scheduleId: null,
    bookedOn: '2026-01-10',
    trial: null,
    quote: {
      lines: [],
      servicesTotal: 900,
      travelMiles: 5,
      travelFee: 40,
      total: 940,
      travelMilesEstimated: true,
      travelByText: false,
      pricedOn: '2026-01-10',
      travelRule: DEFAULT_TRAVEL_RULE,
    },
    retainer: { amount: 100, dueDate: '2026-01-10' },
    paid: 0,
    balance: 940,
    balanceDueDate: '2026-06-20',
    lapsed: false,
    signedVersion: null,
    warnings: [],
    ...overrides,
  };
  // With no one paying for herself, the client's share is the whole booking.
  const { quote, paid, balance } = made;
  return {
    clientShare: { lines: quote.lines, total: quote.total, paid, tips: 0, balance },
    tips: 0,
    ...made,
    ...overrides,
  };
}
