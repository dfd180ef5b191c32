import { signedPaymentCents, type Booking, type Payment, type PaymentKind } from './booking.ts';
import { bookingShares } from './booking-shares.ts';
import { centsOf, toDollars } from './money.ts';
import {
  mileageDeductionCents,
  mileageLog,
  milesTenths,
  noRateMessage,
  rateFor,
  type MileageRate,
  type MileageRow,
  type Trip,
  type TripEdit,
} from './mileage.ts';
import type { Payout } from './payout.ts';
import { quoteFor } from './quote.ts';
import { formatPrice } from './site-settings.ts';

// Her books for a tax year, as her accountant reads them: what came in (services, travel fees and tips apart), what
// went back (refunds, in a column of their own), what she paid her team, and the miles she drove with their
// deduction. Pure and in whole cents (money.ts), so the Books tab, GET /api/admin/books and the three CSVs agree to
// the cent. How a payment splits between services and travel: docs/decisions/0025-books.md.

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** One payment or refund as a line of income (income.csv). Money in cents; a refund's amount is positive. */
export interface IncomeLine {
  date: string;
  bookingId: string;
  clientName: string;
  eventDate: string;
  kind: PaymentKind;
  method: string;
  /** Who paid: the client, or the self-paying person of the party by name. */
  payer: string;
  services: number;
  travel: number;
  tips: number;
  refund: number;
  /** The refund's reason, or the payment's note. */
  note: string;
}

/** A month's figures, or the year's. Money in cents, miles as counted (round trips). */
export interface BooksFigures {
  services: number;
  travel: number;
  tips: number;
  /** services + travel + tips. */
  received: number;
  refunds: number;
  payouts: number;
  /** received − refunds − payouts: what the year left her before other costs. */
  net: number;
  miles: number;
  /** null when the year has no rate. */
  deduction: number | null;
}

export interface BooksYear {
  year: number;
  /** Cents a mile, or null with `rateMessage` saying so. */
  rate: number | null;
  rateMessage: string | null;
  months: (BooksFigures & { month: number; name: string })[];
  total: BooksFigures;
  income: IncomeLine[];
  trips: MileageRow[];
  /** Trips counted but with no miles known yet: she types them. */
  tripsWithoutMiles: number;
}

type BooksBooking = Parameters<typeof mileageLog>[0]['bookings'][number] &
  Pick<Booking, 'terms' | 'party' | 'payments'>;

/**
 * A payment's amount split between services and travel in proportion to what its payer owes: the client's share
 * holds the whole travel fee, so her payments carry travel by its part of her share; a self-paying person's share
 * has no travel. Travel is rounded to the cent and services take the rest, so the two always add up to the amount.
 */
export function splitPayment(
  booking: Pick<Booking, 'terms' | 'party'>,
  payment: Pick<Payment, 'amount' | 'payerId'>,
): { services: number; travel: number } {
  const amount = centsOf(payment.amount);
  const quote = quoteFor(booking.terms.lines, booking.terms.travelMiles, booking.terms.travelRule);
  const selfPaying = booking.party.some((person) => person.id === payment.payerId && person.payer === 'self');
  if (selfPaying || !quote.travelFee) return { services: amount, travel: 0 };
  const { client } = bookingShares({
    lines: quote.lines,
    party: booking.party,
    travelFee: quote.travelFee,
    payments: [],
  });
  const owed = centsOf(client.total);
  if (owed <= 0) return { services: amount, travel: 0 };
  const travel = Math.round((amount * centsOf(quote.travelFee)) / owed);
  return { services: amount - travel, travel };
}

/**
 * Why a refund of `amount` (dollars) cannot be recorded on a booking, or undefined: it gives back money she received,
 * so never more than its payments less the refunds already made.
 */
export function refundProblem(
  payments: readonly Pick<Payment, 'amount' | 'kind'>[],
  amount: number,
): string | undefined {
  const paid = payments.reduce((sum, payment) => sum + signedPaymentCents(payment), 0);
  if (centsOf(amount) <= paid) return undefined;
  return paid <= 0
    ? 'Nothing has been paid on this booking to refund'
    : `A refund can be at most the ${formatPrice(toDollars(paid))} paid`;
}

const zero = (): BooksFigures => ({
  services: 0,
  travel: 0,
  tips: 0,
  received: 0,
  refunds: 0,
  payouts: 0,
  net: 0,
  miles: 0,
  deduction: 0,
});

const monthOf = (date: string) => Number(date.slice(5, 7));

/** The year's books from her data; `today` (Sacramento) decides which trips have happened. */
export function booksFor(input: {
  year: number;
  today: string;
  bookings: readonly BooksBooking[];
  payouts: readonly Pick<Payout, 'amount' | 'paidOn'>[];
  trips: readonly Trip[];
  tripEdits: readonly TripEdit[];
  mileageRates: readonly MileageRate[];
  trialMiles?: Readonly<Record<string, number | null>>;
}): BooksYear {
  const prefix = `${input.year}-`;
  const income: IncomeLine[] = [];
  for (const booking of input.bookings) {
    for (const payment of booking.payments) {
      if (!payment.paidOn.startsWith(prefix)) continue;
      const refund = payment.kind === 'refund';
      const split = refund ? { services: 0, travel: 0 } : splitPayment(booking, payment);
      const payerId = payment.payerId ?? '';
      income.push({
        date: payment.paidOn,
        bookingId: booking.id,
        clientName: booking.clientName,
        eventDate: booking.eventDate,
        kind: refund ? 'refund' : 'payment',
        method: payment.method,
        payer: booking.party.find((person) => person.id === payerId && person.payer === 'self')?.name ?? 'Client',
        ...split,
        tips: refund ? 0 : centsOf(payment.tip ?? 0),
        refund: refund ? centsOf(payment.amount) : 0,
        note: refund ? payment.reason || payment.note : payment.note,
      });
    }
  }
  income.sort((a, b) => a.date.localeCompare(b.date) || a.clientName.localeCompare(b.clientName));
  const trips = mileageLog({ ...input });
  const rate = rateFor(input.year, input.mileageRates);
  const months = MONTH_NAMES.map((name, index) => ({ month: index + 1, name, ...zero() }));
  const tenths = Array.from({ length: 12 }, () => 0);
  for (const line of income) {
    const month = months[monthOf(line.date) - 1]!;
    month.services += line.services;
    month.travel += line.travel;
    month.tips += line.tips;
    month.refunds += line.refund;
  }
  for (const payout of input.payouts) {
    if (payout.paidOn.startsWith(prefix)) months[monthOf(payout.paidOn) - 1]!.payouts += centsOf(payout.amount);
  }
  for (const trip of trips) {
    if (trip.counted && trip.miles !== null) tenths[monthOf(trip.date) - 1]! += milesTenths(trip.miles);
  }
  const total = zero();
  months.forEach((month, index) => {
    month.received = month.services + month.travel + month.tips;
    month.net = month.received - month.refunds - month.payouts;
    month.miles = tenths[index]! / 10;
    month.deduction = rate === null ? null : mileageDeductionCents(tenths[index]!, rate);
    for (const key of ['services', 'travel', 'tips', 'received', 'refunds', 'payouts', 'net'] as const) {
      total[key] += month[key];
    }
  });
  const yearTenths = tenths.reduce((sum, value) => sum + value, 0);
  total.miles = yearTenths / 10;
  // Rounded once, from the year's miles (mileage.ts): not the sum of the months' rounded figures.
  total.deduction = rate === null ? null : mileageDeductionCents(yearTenths, rate);
  return {
    year: input.year,
    rate,
    rateMessage: rate === null ? noRateMessage(input.year) : null,
    months,
    total,
    income,
    trips,
    tripsWithoutMiles: trips.filter((trip) => trip.miles === null && (!trip.cancelled || trip.kept)).length,
  };
}
