import { api } from '#contract/api.ts';
import {
  AVAILABILITY_MAX_MONTHS,
  type AvailabilityAnswer,
  type AvailabilityDay,
  type TravelEstimate,
} from '#contract/availability.ts';
import { takesDate, type Booking } from '#contract/booking.ts';
import { addCalendarMonths, isCalendarDate, sacramentoDate } from '#contract/calendar-day.ts';
import { travelFeeFor } from '#contract/quote.ts';
import type { Context } from 'koa';
import { roadMilesBetween, zipPlace } from '../bookings/zip-places.ts';
import { HttpError } from '../errors.ts';
import { on, type RouteDeps } from './context.ts';

// The public "Is my date open?" look-ups. They tell a visitor how full a day is and what travel to a ZIP costs,
// never anything of a booking itself (no name, id, venue or count), and they are cheap to repeat: answers come from
// the bookings in memory, and browsers and proxies may keep them a while.

/** Availability may be a minute old: a visitor checking dates does not need the second a hold was made. */
const AVAILABILITY_CACHE = 'public, max-age=60';
/** A travel estimate changes only when she edits her home ZIP or fee. */
const TRAVEL_CACHE = 'public, max-age=600';

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

function queryDate(ctx: Context, name: 'from' | 'to'): string {
  const value = queryValue(ctx, name);
  if (!value) throw fieldError(`Send ${name} as a date (YYYY-MM-DD)`, name);
  if (!isCalendarDate(value)) throw fieldError(`${name} must be a real date (YYYY-MM-DD)`, name);
  return value;
}

/** The status of a day a booking takes: full when the firm ones reach her limit, else limited (held or part-full). */
const statusOf = (day: DayTaken, bookingsPerDay: number): AvailabilityDay['status'] =>
  day.firm >= bookingsPerDay ? 'booked' : 'limited';

/**
 * GET /api/availability?from=&to= (at most AVAILABILITY_MAX_MONTHS) answers the days that are not open, and
 * GET /api/travel-estimate?zip= the miles from her home ZIP and her fee for them.
 */
export function registerAvailabilityRoutes({ store, publicRouter, clock }: RouteDeps) {
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

  on(publicRouter, api.travelEstimate, (ctx) => {
    const zip = queryValue(ctx, 'zip');
    if (!zip) throw fieldError('Send zip as a 5-digit ZIP code, such as 95603', 'zip');
    if (!/^\d{5}$/.test(zip)) throw fieldError('ZIP must be 5 digits, such as 95603', 'zip');
    const venue = zipPlace(zip);
    if (!venue) throw new HttpError(404, `We don't know ZIP ${zip}: travel is quoted by text.`);
    const { homeZip, travelFee } = store.data.siteSettings;
    // Without her home ZIP (not set yet, or one the table lacks) nothing can be measured: the public block then
    // says "travel quoted by text", as for an unknown ZIP. Her ZIP itself is private and never named.
    const miles = homeZip ? roadMilesBetween(homeZip, zip) : undefined;
    if (miles === undefined) throw new HttpError(404, 'Travel is not estimated online yet: it is quoted by text.');
    const fee = travelFeeFor(miles, travelFee);
    ctx.set('Cache-Control', TRAVEL_CACHE);
    ctx.body = {
      zip,
      place: venue.place,
      miles,
      fee: fee.kind === 'fee' ? fee.fee : null,
    } satisfies TravelEstimate;
  });
}
