/**
 * Money for bookings and the public estimate, computed in one place so the server, the dashboard and the visitor's
 * "Check your date" block never disagree. Amounts are dollars with at most two decimals; every sum is taken in whole
 * cents (money.ts) so 0.1 + 0.2 never shows as $0.30000000000000004. No validation code: visitors' pages import it.
 */
import { centsOf, sumDollars, toDollars } from './money.ts';

/** Her travel policy (Site Settings `travelFee`): the spec's $40 covering 10 miles, then $1.00 a mile round trip. */
export interface TravelRule {
  /** Charged for any trip away from her place, covering `includedMiles`. */
  baseFee: number;
  /** One-way miles the base fee covers. */
  includedMiles: number;
  /** Dollars per mile beyond the included ones (each way when `roundTrip`). */
  perMile: number;
  /** Whether the miles beyond are charged there and back. */
  roundTrip: boolean;
  /** Beyond this many one-way miles, travel is quoted by text. */
  maxMiles: number;
}

export const DEFAULT_TRAVEL_RULE: TravelRule = {
  baseFee: 40,
  includedMiles: 10,
  perMile: 1,
  roundTrip: true,
  maxMiles: 100,
};

/** Straight-line miles between ZIP centres are multiplied by this to estimate the road. */
export const ROAD_FACTOR = 1.25;

// Cents are counted in the one money module; sumDollars stays importable from here too.
export { sumDollars };

/** The travel fee for a one-way distance, by her rule. */
export type TravelFee =
  | { kind: 'fee'; fee: number }
  /** Beyond `maxMiles`: she quotes it by text. */
  | { kind: 'quoted-by-text' }
  /** No miles known (an unknown ZIP with none typed): she has to ask. */
  | { kind: 'unknown' };

/**
 * 0 miles is at her place (no fee); up to `includedMiles` the base fee; beyond, the base fee plus the extra miles at
 * `perMile` (twice for a round trip), rounded up to the whole dollar. 25 miles one way: 40 + 2 × 15 = $70.
 */
export function travelFeeFor(miles: number | null, rule: TravelRule): TravelFee {
  if (miles === null || !Number.isFinite(miles) || miles < 0) return { kind: 'unknown' };
  if (miles === 0) return { kind: 'fee', fee: 0 };
  if (miles > rule.maxMiles) return { kind: 'quoted-by-text' };
  const extraMiles = Math.max(0, miles - rule.includedMiles);
  const extraCents = centsOf(rule.perMile) * extraMiles * (rule.roundTrip ? 2 : 1);
  return { kind: 'fee', fee: Math.ceil((centsOf(rule.baseFee) + extraCents) / 100) };
}

const EARTH_RADIUS_MILES = 3958.8;

/** Estimated road miles, one way, between two points: the great-circle distance times the road factor, rounded up. */
export function estimatedRoadMiles(from: { lat: number; lon: number }, to: { lat: number; lon: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(to.lat - from.lat);
  const dLon = rad(to.lon - from.lon);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLon / 2) ** 2;
  const straight = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
  // A few hundredths of a mile of floating-point noise must not round a whole number up.
  return Math.ceil(Math.round(straight * ROAD_FACTOR * 100) / 100);
}

/** One service of one person in the party, priced from her list on the day the quote was made. */
export interface QuoteLine {
  /** The person's name or role ("Bride", "Bridesmaid 2"). */
  name: string;
  /** The party person (contract/party.ts) the line is for; set on every save since people had several services. */
  personId?: string;
  /** The service's name as it was on her price list then. */
  service: string;
  price: number;
  durationMinutes: number;
}

export interface Quote {
  lines: QuoteLine[];
  servicesTotal: number;
  /** One-way miles, or null when unknown. */
  travelMiles: number | null;
  /** The travel fee in the total; null when unknown or quoted by text (nothing is added). */
  travelFee: number | null;
  travel: TravelFee;
  total: number;
}

/** The quote: the party's services plus travel. Unknown or by-text travel adds nothing (a warning says so). */
export function quoteFor(lines: readonly QuoteLine[], travelMiles: number | null, rule: TravelRule): Quote {
  const servicesTotal = sumDollars(lines.map((line) => line.price));
  const travel = travelFeeFor(travelMiles, rule);
  const travelFee = travel.kind === 'fee' ? travel.fee : null;
  return {
    lines: [...lines],
    servicesTotal,
    travelMiles,
    travelFee,
    travel,
    total: sumDollars([servicesTotal, travelFee ?? 0]),
  };
}

/** What has been paid and what remains; never below zero (an overpayment reads as paid in full). */
export function balanceOf(total: number, payments: readonly { amount: number }[]): { paid: number; balance: number } {
  const paid = sumDollars(payments.map((payment) => payment.amount));
  return { paid, balance: Math.max(0, toDollars(centsOf(total) - centsOf(paid))) };
}

/** Her price list's groups, as far as the wedding minimum reads them. */
type MinimumGroups = readonly { name: string; items: readonly { name: string }[] }[];

/** A group of hair services ("Hair"): its services go on a face another service already counts. */
const isHairGroup = (group: MinimumGroups[number]) => /\bhair\b/i.test(group.name);

/**
 * Whether a service counts toward the wedding minimum, which counts faces' services as it always has: a bridal
 * preview (an item whose name has "Preview") does not, nor does a service of her Hair group (given `groups`), so a
 * bride's makeup and hair are one service toward it, as before hair was offered.
 */
export const countsTowardWeddingMinimum = (serviceName: string, groups: MinimumGroups = []) =>
  !/preview/i.test(serviceName) &&
  !groups.some((group) => isHairGroup(group) && group.items.some((item) => item.name === serviceName));

/**
 * The first-run wedding minimum (Site Settings `weddingMinimum`): Saturdays and Sundays need this many services, the
 * spec's "Minimum of 4 services". Her own number lives in her settings; this is only its default.
 */
export const DEFAULT_WEDDING_MINIMUM = 4;

/** The weekday of a calendar date (YYYY-MM-DD), 0 = Sunday: a date has one weekday wherever it is read. */
export function weekdayOf(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay();
}

/** True when a wedding on this date falls short of her weekend minimum (Site Settings `weddingMinimum`). */
export function belowWeekendMinimum(
  isoDate: string,
  serviceNames: readonly string[],
  minimum: number = DEFAULT_WEDDING_MINIMUM,
  groups: MinimumGroups = [],
): boolean {
  const weekday = weekdayOf(isoDate);
  if (weekday !== 0 && weekday !== 6) return false;
  return serviceNames.filter((name) => countsTowardWeddingMinimum(name, groups)).length < minimum;
}

/** A wedding's retainer is her wedding retainer, a special event's her event retainer (0: none asked). */
export const retainerFor = (
  eventType: 'wedding' | 'special-event',
  settings: { retainerAmount: number; eventRetainerAmount: number },
) => (eventType === 'wedding' ? settings.retainerAmount : settings.eventRetainerAmount);
