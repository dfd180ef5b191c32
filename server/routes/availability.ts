import { api } from '#contract/api.ts';
import {
  AVAILABILITY_EARLIEST_DATE,
  AVAILABILITY_MAX_MONTHS,
  type AvailabilityAnswer,
  type AvailabilityDay,
  type TravelEstimate,
} from '#contract/availability.ts';
import { takesDate, type Booking } from '#contract/booking.ts';
import { addCalendarMonths, isCalendarDate, sacramentoDate } from '#contract/calendar-day.ts';
import { travelFeeFor, type TravelRule } from '#contract/quote.ts';
import type { Context } from 'koa';
import { roadMilesBetween, zipPlace } from '../bookings/zip-places.ts';
import { HttpError } from '../errors.ts';
import { on, type RouteDeps } from './context.ts';

// The public "Is my date open?" look-ups. They tell a visitor how full a day is and what travel to a ZIP costs,
// never anything of a booking itself (no name, id, venue or count), and they are cheap to repeat: answers come from
// the bookings in memory, and browsers and proxies may keep them a while. Travel estimates are the exception: each
// says a little about where she lives, so they are rounded and few (see `publicMiles`).

/** Availability may be a minute old: a visitor checking dates does not need the second a hold was made. */
const AVAILABILITY_CACHE = 'public, max-age=60';
/** A travel estimate changes only when she edits her home ZIP or fee. */
const TRAVEL_CACHE = 'public, max-age=600';

/** Public miles are rounded up to a multiple of this. */
const PUBLIC_MILES_STEP = 5;

/**
 * The miles a visitor is told: rounded up to the next 5, and never below the miles her base fee covers (nor one step).
 * Exact miles from a few ZIPs around Sacramento once gave her home ZIP away (the one that answered 0 miles), so the
 * public answer is as coarse as the fee allows. The fee is hers for these miles, so it says nothing they don't: a fee
 * from the exact miles would give them back ($2 a mile). Her dashboard's quote keeps the exact miles.
 */
const publicMiles = (miles: number, rule: TravelRule) =>
  Math.max(rule.includedMiles, PUBLIC_MILES_STEP, Math.ceil(miles / PUBLIC_MILES_STEP) * PUBLIC_MILES_STEP);

/** How many of a day's bookings are firm (booked or completed) and how many are holds that still hold. */
interface DayTaken {
  firm: number;
  held: number;
}

/**
 * The days that bookings take, counted once per list of bookings and day: the store replaces the list whenever a
 * booking changes, so its identity says when to count again, and "today" says when a hold may have lapsed. One
 * index is kept, as big as the bookings themselves.
 */
class TakenDays {
  private index:
    { bookings: readonly Booking[]; today: string; dates: string[]; taken: Map<string, DayTaken> } | undefined;

  of(bookings: readonly Booking[], today: string) {
    if (this.index?.bookings !== bookings || this.index.today !== today) {
      const taken = new Map<string, DayTaken>();
      for (const booking of bookings) {
        if (!takesDate(booking, today)) continue;
        let day = taken.get(booking.eventDate);
        if (!day) taken.set(booking.eventDate, (day = { firm: 0, held: 0 }));
        if (booking.status === 'held') day.held += 1;
        else day.firm += 1;
      }
      this.index = { bookings, today, dates: [...taken.keys()].sort(), taken };
    }
    return this.index;
  }
}

/** The first index in sorted `dates` at or after `date`. */
function firstAtOrAfter(dates: readonly string[], date: string): number {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (dates[middle]! < date) low = middle + 1;
    else high = middle;
  }
  return low;
}

const fieldError = (message: string, field: string) => new HttpError(400, message, {}, { field });

/** A single query value: a repeated parameter (`?zip=1&zip=2`) is not one. */
function queryValue(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** The `zip` asked about: five digits, or 400 naming the field. */
function queryZip(ctx: Context): string {
  const zip = queryValue(ctx, 'zip');
  if (!zip) throw fieldError('Send zip as a 5-digit ZIP code, such as 95603', 'zip');
  if (!/^\d{5}$/.test(zip)) throw fieldError('ZIP must be 5 digits, such as 95603', 'zip');
  return zip;
}

/**
 * The place and exact road miles of a ZIP from her home ZIP. Without her home ZIP (not set yet, or one the table
 * lacks) nothing can be measured: the public block then says "travel quoted by text", as for an unknown ZIP; the
 * table is not even loaded while none is set (it costs memory). Her ZIP itself is private and never named.
 */
function measure(homeZip: string, zip: string): { place: string; miles: number } {
  const notEstimated = () => new HttpError(404, 'Travel is not estimated online yet: it is quoted by text.');
  if (!homeZip) throw notEstimated();
  const venue = zipPlace(zip);
  if (!venue) throw new HttpError(404, `We don't know ZIP ${zip}: travel is quoted by text.`);
  const miles = roadMilesBetween(homeZip, zip);
  if (miles === undefined) throw notEstimated();
  return { place: venue.place, miles };
}

function queryDate(ctx: Context, name: 'from' | 'to'): string {
  const value = queryValue(ctx, name);
  if (!value) throw fieldError(`Send ${name} as a date (YYYY-MM-DD)`, name);
  if (!isCalendarDate(value)) throw fieldError(`${name} must be a real date (YYYY-MM-DD)`, name);
  if (value < AVAILABILITY_EARLIEST_DATE) {
    throw fieldError(`${name} must be in ${AVAILABILITY_EARLIEST_DATE.slice(0, 4)} or later`, name);
  }
  return value;
}

/** The status of a day a booking takes: full when the firm ones reach her limit, else limited (held or part-full). */
const statusOf = (day: DayTaken, bookingsPerDay: number): AvailabilityDay['status'] =>
  day.firm >= bookingsPerDay ? 'booked' : 'limited';

/**
 * GET /api/availability?from=&to= (at most AVAILABILITY_MAX_MONTHS) answers the days that are not open,
 * GET /api/travel-estimate?zip= the rounded miles from her home ZIP and her fee for them, and
 * GET /api/admin/travel-estimate?zip= her the exact ones, for a booking's quote.
 */
export function registerAvailabilityRoutes({ store, publicRouter, adminRouter, limits, clock }: RouteDeps) {
  const takenDays = new TakenDays();

  on(publicRouter, api.availability, (ctx) => {
    const from = queryDate(ctx, 'from');
    const to = queryDate(ctx, 'to');
    if (to < from) throw fieldError('to must be on or after from', 'to');
    if (to > addCalendarMonths(from, AVAILABILITY_MAX_MONTHS)) {
      throw fieldError(`Ask for at most ${AVAILABILITY_MAX_MONTHS} months at a time`, 'to');
    }
    const { dates, taken } = takenDays.of(store.data.bookings, sacramentoDate(new Date(clock())));
    const { bookingsPerDay } = store.data.siteSettings;
    const days: AvailabilityDay[] = [];
    for (let i = firstAtOrAfter(dates, from); i < dates.length && dates[i]! <= to; i += 1) {
      days.push({ date: dates[i]!, status: statusOf(taken.get(dates[i]!)!, bookingsPerDay) });
    }
    ctx.set('Cache-Control', AVAILABILITY_CACHE);
    ctx.body = { days } satisfies AvailabilityAnswer;
  });

  /** The answer for `miles` to the ZIP, priced by her travel rule. */
  const estimate = (zip: string, place: string, miles: number, rule: TravelRule): TravelEstimate => {
    const fee = travelFeeFor(miles, rule);
    return { zip, place, miles, fee: fee.kind === 'fee' ? fee.fee : null };
  };

  on(publicRouter, api.travelEstimate, (ctx) => {
    const zip = queryZip(ctx);
    // Every well-formed ask counts, known ZIP or not: a malformed one (400) says nothing and costs nothing.
    limits.travelEstimates.assertAllowed(ctx);
    limits.travelEstimates.record(ctx);
    const { homeZip, travelFee } = store.data.siteSettings;
    const { place, miles } = measure(homeZip, zip);
    ctx.set('Cache-Control', TRAVEL_CACHE);
    ctx.body = estimate(zip, place, publicMiles(miles, travelFee), travelFee);
  });

  on(adminRouter, api.adminTravelEstimate, (ctx) => {
    const zip = queryZip(ctx);
    const { homeZip, travelFee } = store.data.siteSettings;
    const { place, miles } = measure(homeZip, zip);
    ctx.body = estimate(zip, place, miles, travelFee);
  });
}
