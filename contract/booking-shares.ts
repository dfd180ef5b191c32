import { centsOf, toDollars } from './money.ts';
import type { PartyPerson } from './party.ts';
import type { QuoteLine } from './quote.ts';

// Who pays what: a booking's money split between the client and each person who pays for herself. Every sum is
// taken in whole cents (money.ts), so $0.10 + $0.20 shares never read $0.30000000000000004. Pure: the server's
// answer, the dashboard and the texts all read the same figures.

/** One payer's part of a booking: her lines, their total, what she has paid toward it, her tips, and what remains. */
export interface Share {
  lines: QuoteLine[];
  total: number;
  /** Payments toward the total; tips are never in it. */
  paid: number;
  /** Tips she gave, kept apart: they never count toward any balance. */
  tips: number;
  /** What remains; never below zero (an overpayment reads as paid in full). */
  balance: number;
}

/** A payment as the shares read it: who paid (`payerId` '' = the client) and the tip on top of the amount. */
export interface SharedPayment {
  amount: number;
  /** Missing on payments stored before who-pays-what: the client. */
  payerId?: string;
  /** Missing on payments stored before tips: none. */
  tip?: number;
}

/** A payment stored before who-pays-what (no `payerId`, no `tip`) read as the client's, with no tip. */
export const paymentWithDefaults = <P extends SharedPayment>(payment: P): P & { payerId: string; tip: number } => ({
  ...payment,
  payerId: payment.payerId ?? '',
  tip: payment.tip ?? 0,
});

export interface BookingShares {
  /** The client's share: the lines of everyone she pays for, the travel fee, and the payments not from a self-payer. */
  client: Share;
  /** Each self-paying person's share, by her id. People the client pays for are not in it. */
  people: Record<string, Share>;
  /** Every tip received on the booking, whoever gave it. */
  tips: number;
}

const shareOf = (lines: QuoteLine[], extraCents: number, payments: readonly SharedPayment[]): Share => {
  const totalCents = lines.reduce((sum, line) => sum + centsOf(line.price), extraCents);
  const paidCents = payments.reduce((sum, payment) => sum + centsOf(payment.amount), 0);
  const tipCents = payments.reduce((sum, payment) => sum + centsOf(payment.tip ?? 0), 0);
  return {
    lines,
    total: toDollars(totalCents),
    paid: toDollars(paidCents),
    tips: toDollars(tipCents),
    balance: toDollars(Math.max(0, totalCents - paidCents)),
  };
};

/**
 * The booking's shares. A line goes to the person it is for when she pays for herself, else to the client (so does
 * a line for no one in the party). The travel fee and the retainer stay with the client: the retainer holds her
 * date, so it is part of what the client pays, never split. A payment goes to the self-paying person who made it;
 * any other (the client's, or from someone the client pays for or who has left the party) counts for the client.
 */
export function bookingShares(booking: {
  lines: readonly (QuoteLine & { personId?: string })[];
  party: readonly Pick<PartyPerson, 'id' | 'payer'>[];
  /** Null when travel is unknown or quoted by text: nothing is added, as in the total. */
  travelFee: number | null;
  payments: readonly SharedPayment[];
}): BookingShares {
  const selfPaying = booking.party.filter((person) => person.payer === 'self').map((person) => person.id);
  const isSelf = (id: string | undefined) => id !== undefined && id !== '' && selfPaying.includes(id);
  const people: Record<string, Share> = {};
  for (const id of selfPaying) {
    people[id] = shareOf(
      booking.lines.filter((line) => line.personId === id),
      0,
      booking.payments.filter((payment) => payment.payerId === id),
    );
  }
  const client = shareOf(
    booking.lines.filter((line) => !isSelf(line.personId)),
    centsOf(booking.travelFee ?? 0),
    booking.payments.filter((payment) => !isSelf(payment.payerId)),
  );
  const tips = toDollars(booking.payments.reduce((sum, payment) => sum + centsOf(payment.tip ?? 0), 0));
  return { client, people, tips };
}
