/**
 * The year's 1099-NEC total for a team artist: her payouts dated in that year (Sacramento calendar days) by Zelle,
 * cash or check. Card, PayPal and Venmo payouts are left out: the platform reports them on a 1099-K. Flagged at or
 * above the year's threshold (Site Setting `form1099Thresholds`: $600 for 2025, $2,000 for 2026, later years as
 * she sets them); a year without a threshold says so and flags nothing. An artist paid that year without "W-9 on
 * file" is flagged too. Pure, in cents.
 */

import { centsOf, toDollars } from './money.ts';
import { countsFor1099, payoutYear, thresholdFor, type Form1099Threshold, type Payout } from './payout.ts';

export interface Form1099Total {
  year: number;
  /** Cents: Zelle, cash and check payouts dated in the year. */
  total: number;
  /** Cents: what she paid by card, PayPal or Venmo that year (left out of the total). */
  leftOut: number;
  /** Cents, or null when no threshold is set for the year. */
  threshold: number | null;
  /** True when the total is at or above the threshold. */
  due: boolean;
  /** True when she was paid that year and has no W-9 on file. */
  w9Missing: boolean;
  /** What to look at, in words: "1099-NEC due: …", "No W-9 on file". A year without a threshold flags no total. */
  flags: string[];
  /** One line for the year: the total against the threshold, or that no threshold is set. */
  summary: string;
}

/** "$2,000.00": the 1099-NEC's amounts, always with their cents. */
export const dollarsAndCents = (cents: number) =>
  `$${toDollars(cents).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const noThresholdMessage = (year: number) => `No 1099-NEC threshold set for ${year}`;

export function form1099For(input: {
  year: number;
  payouts: readonly Pick<Payout, 'amount' | 'paidOn' | 'method'>[];
  thresholds: readonly Form1099Threshold[];
  w9OnFile: boolean;
}): Form1099Total {
  const { year } = input;
  const ofYear = input.payouts.filter((payout) => payoutYear(payout) === year);
  let total = 0;
  let leftOut = 0;
  for (const payout of ofYear) {
    if (countsFor1099(payout.method)) total += centsOf(payout.amount);
    else leftOut += centsOf(payout.amount);
  }
  const thresholdDollars = thresholdFor(year, input.thresholds);
  const threshold = thresholdDollars === null ? null : centsOf(thresholdDollars);
  const due = threshold !== null && total >= threshold;
  const w9Missing = !input.w9OnFile && ofYear.length > 0;
  const flags: string[] = [];
  if (due)
    flags.push(
      `1099-NEC due: ${dollarsAndCents(total)} paid by Zelle, cash or check in ${year} (threshold ${dollarsAndCents(threshold)})`,
    );
  if (w9Missing) flags.push('No W-9 on file');
  const summary =
    threshold === null
      ? `1099-NEC total ${dollarsAndCents(total)}. ${noThresholdMessage(year)}`
      : `1099-NEC total ${dollarsAndCents(total)} of the ${dollarsAndCents(threshold)} threshold`;
  return { year, total, leftOut, threshold, due, w9Missing, flags, summary };
}
