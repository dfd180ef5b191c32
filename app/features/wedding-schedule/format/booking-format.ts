/**
 * How the bride's page lists her booking's money (the "Your Booking" card, in the booking's own chunk). Pure functions. Every amount goes through
 * contract/site-settings.ts `formatPrice`, the one money format of the site.
 */

import { sumDollars } from '#contract/quote.ts';
import { formatPrice } from '#contract/site-settings.ts';
import type { ClientBooking } from '#contract/wedding-schedule.ts';
import { formatLongDate, PAID_IN_FULL } from './schedule-format.ts';

/** One row of her quote as the page lists it. */
export interface MoneyRow {
  label: string;
  /** The person (or role) the line is for, shown under the service. */
  detail?: string;
  amount: string;
  kind: 'line' | 'total' | 'paid' | 'balance';
}

/**
 * Her quote as rows: each person's service, travel (what the total holds beyond the services: the booking answer
 * gives the lines and the total, and travel is the rest), the total, what she has paid and what remains. When some of
 * her party pay for themselves, these are her own share's, and the total says so ("Your share").
 */
export function moneyRows(booking: ClientBooking): MoneyRow[] {
  const servicesTotal = sumDollars(booking.lines.map((line) => line.price));
  const travel = sumDollars([booking.total, -servicesTotal]);
  return [
    ...booking.lines.map((line): MoneyRow => ({
      label: line.service,
      detail: line.name,
      amount: formatPrice(line.price),
      kind: 'line',
    })),
    ...(travel > 0 ? [{ label: 'Travel', amount: formatPrice(travel), kind: 'line' as const }] : []),
    {
      label: booking.selfPaying?.length ? 'Your share' : 'Total',
      amount: formatPrice(booking.total),
      kind: 'total',
    },
    { label: 'Paid so far', amount: formatPrice(booking.paid), kind: 'paid' },
    booking.balance > 0
      ? {
          label: `Balance due by ${formatLongDate(booking.balanceDueDate)}`,
          amount: formatPrice(booking.balance),
          kind: 'balance',
        }
      : { label: 'Balance', amount: PAID_IN_FULL, kind: 'balance' },
  ];
}

/** Who in her party pays for herself, each with "paid" or "not yet": never her amounts (the server sends none). */
export const selfPayingRows = (booking: ClientBooking) =>
  (booking.selfPaying ?? []).map((person) => ({ name: person.name, status: person.paid ? 'paid' : 'not yet' }));

/** Her payment link, only when it is a web address (never a `javascript:` or other scheme on her bride's page). */
export function paymentHref(link: string): string | undefined {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
