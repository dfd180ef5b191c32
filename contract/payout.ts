/**
 * A payout: money she paid a team artist (contract/team.ts), by which method and when. Payouts by Zelle, cash or
 * check count toward the artist's 1099-NEC (contract/form-1099.ts); card, PayPal and Venmo are reported by the
 * payment platform on a 1099-K.
 */

import * as v from 'valibot';
import { calendarDay } from './booking.ts';
import { dollars, optionalText, type Stored } from './fields.ts';

export const PAYOUT_METHODS = ['zelle', 'cash', 'check', 'venmo', 'paypal', 'card'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  zelle: 'Zelle',
  cash: 'Cash',
  check: 'Check',
  venmo: 'Venmo',
  paypal: 'PayPal',
  card: 'Card',
};

/** The most payouts kept: a few artists paid a few times for each wedding of many years. */
export const MAX_PAYOUTS = 5000;

const idText = (label: string) =>
  v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(100, `${label} is too long`));

export const payoutInput = v.object({
  artistId: v.pipe(idText('Artist'), v.nonEmpty('Choose the artist')),
  amount: dollars('Amount', { max: 100_000, moreThanZero: true }),
  paidOn: calendarDay('Paid on'),
  method: v.picklist(PAYOUT_METHODS, 'Method must be Zelle, cash, check, Venmo, PayPal or card'),
  note: optionalText('Note', 300),
  /** The wedding it pays for; '' when it is for no one wedding. */
  bookingId: v.optional(idText('Wedding'), ''),
});
export type PayoutInput = v.InferOutput<typeof payoutInput>;
export type Payout = PayoutInput & Stored;

/** Zelle, cash and check count toward the 1099-NEC; card, PayPal and Venmo are on the platform's 1099-K. */
export const countsFor1099 = (method: PayoutMethod) => method === 'zelle' || method === 'cash' || method === 'check';

/** Her 1099-NEC thresholds (Site Setting `form1099Thresholds`), one per year, in dollars. */
export interface Form1099Threshold {
  year: number;
  amount: number;
}

/** The threshold set for the year, in dollars, or null when none is: never a guess. */
export function thresholdFor(year: number, thresholds: readonly Form1099Threshold[]): number | null {
  return thresholds.find((threshold) => threshold.year === year)?.amount ?? null;
}

/** The year a payout counts in: its date is a calendar day in Sacramento, as she typed it. */
export const payoutYear = (payout: Pick<Payout, 'paidOn'>) => Number(payout.paidOn.slice(0, 4));

/** The year asked for (`?year=2026`), or undefined when it is not a plain four-digit year from 2000 to 2100. */
export function parseYear(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{4}$/.test(value)) return undefined;
  const year = Number(value);
  return year >= 2000 && year <= 2100 ? year : undefined;
}
