import * as v from 'valibot';
import { isCalendarDate } from './calendar-day.ts';
import { optionalText, requiredText, type Stored } from './fields.ts';
import type { Booking } from './booking.ts';

// Her mileage log: one trip per wedding or special event she drove to (booked or completed, once its date has
// passed), one per trial away from her studio, and the trips she adds by hand (a supply run, a consultation). Each
// is the round trip, 2 × the one-way miles her quote holds, unless she corrected it. Pure, so the dashboard, the
// books and their CSVs read the same rows; the server gives it the data and today's date (its test clock).

/** A trip she added by hand (data.trips). Miles are the round trip. */
export interface Trip extends Stored {
  date: string;
  miles: number;
  place: string;
  /** The booking it was for, '' when none (a supply run). */
  bookingId: string;
  note: string;
}

/**
 * Her change to a trip made from a booking (data.tripEdits), by the row's id (`booking:{id}` or `trial:{id}`): miles
 * she corrected (round trip; null keeps the quote's), and `keep` for a cancelled booking's trip she did drive.
 */
export interface TripEdit {
  id: string;
  miles: number | null;
  keep: boolean;
  createdAt: string;
  updatedAt: string;
}

export const MAX_TRIP_MILES = 10_000;
/** Her hand-added trips are a log, not a database: a few a week for years. */
export const MAX_TRIPS = 5_000;

/** Miles as she reads them off a car: whole or with one decimal (42.5), from 0. */
const milesField = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.check((miles) => Number.isFinite(miles), `${label} must be a number`),
    v.minValue(0, `${label} cannot be negative`),
    v.maxValue(MAX_TRIP_MILES, `${label} must be at most ${MAX_TRIP_MILES.toLocaleString('en-US')}`),
    v.check((miles) => /^\d+(\.\d)?$/.test(String(miles)), `${label} can have at most one decimal (42.5)`),
  );

/** POST /api/admin/trips and PUT of a hand-added trip: 400 names the field. */
export const tripInput = v.object({
  date: v.pipe(
    v.string('Date must be a date (YYYY-MM-DD)'),
    v.trim(),
    v.nonEmpty('Date is required'),
    v.check(isCalendarDate, 'Date must be a real date (YYYY-MM-DD)'),
  ),
  miles: milesField('Miles'),
  place: requiredText('Place', 200),
  bookingId: v.optional(
    v.pipe(v.string('Booking must be text'), v.trim(), v.maxLength(100, 'Booking is too long')),
    '',
  ),
  note: optionalText('Note', 300),
});
export type TripInput = v.InferOutput<typeof tripInput>;

/** PUT of a trip made from a booking: her miles (null: the quote's again) and whether a cancelled one is kept. */
export const tripEditInput = v.object({
  miles: v.optional(v.nullable(milesField('Miles')), null),
  keep: v.optional(v.boolean('Keep must be true or false'), false),
});
export type TripEditInput = v.InferOutput<typeof tripEditInput>;

/** Her rate for a year (Site Settings `mileageRates`), in cents a mile. */
export interface MileageRate {
  year: number;
  centsPerMile: number;
}

/** A generated row's id: the booking's trip or its trial's, so her edit stays with it whatever else changes. */
export const bookingTripId = (bookingId: string) => `booking:${bookingId}`;
export const trialTripId = (bookingId: string) => `trial:${bookingId}`;
export const isGeneratedTripId = (id: string) => id.startsWith('booking:') || id.startsWith('trial:');

/** Where the miles came from: the quote's estimate from the ZIP, miles typed on the booking, her correction, by hand. */
export type MilesSource = 'estimated' | 'typed' | 'corrected' | 'by hand' | 'unknown';

export interface MileageRow {
  id: string;
  date: string;
  kind: 'wedding' | 'special-event' | 'trial' | 'other';
  place: string;
  bookingId: string;
  /** The booking's client, '' for a trip with none. */
  clientName: string;
  /** The round trip counted, or null while no miles are known (she types them). */
  miles: number | null;
  source: MilesSource;
  /** True for a cancelled booking's trip: left out of the totals unless `kept`. */
  cancelled: boolean;
  kept: boolean;
  /** Whether its miles count toward the year. */
  counted: boolean;
  note: string;
  /** True for a trip she added by hand: she may edit or delete it. */
  byHand: boolean;
}

type LogBooking = Pick<
  Booking,
  'id' | 'clientName' | 'eventDate' | 'eventType' | 'status' | 'venueName' | 'venueAddress' | 'venueZip' | 'trial'
> & { terms: Pick<Booking['terms'], 'travelMiles' | 'travelMilesEstimated'> };

/** Miles in tenths (42.5 → 425): sums of them are exact. */
export const milesTenths = (miles: number) => Math.round(miles * 10);

const placeOf = (booking: LogBooking) =>
  [booking.venueName, booking.venueAddress].filter((part) => part.trim() !== '').join(', ') ||
  (booking.venueZip ? `ZIP ${booking.venueZip}` : '');

/**
 * The year's mileage log, by date: each wedding or special event booked or completed (or cancelled, shown to keep)
 * whose date has passed, each trial at an address once done, and her own trips. `trialMiles` holds the one-way miles
 * the server estimated for each trial's address (by its ZIP), null when it could not. A held date logs nothing.
 */
export function mileageLog(input: {
  year: number;
  today: string;
  bookings: readonly LogBooking[];
  trips: readonly Trip[];
  tripEdits: readonly TripEdit[];
  trialMiles?: Readonly<Record<string, number | null>>;
}): MileageRow[] {
  const inYear = (date: string) => date.startsWith(`${input.year}-`) && date < input.today;
  const edits = new Map(input.tripEdits.map((edit) => [edit.id, edit]));
  const rows: MileageRow[] = [];
  const generated = (
    id: string,
    booking: LogBooking,
    fields: Pick<MileageRow, 'date' | 'kind' | 'place'>,
    oneWay: number | null,
    estimated: boolean,
  ) => {
    const edit = edits.get(id);
    const cancelled = booking.status === 'cancelled';
    const kept = cancelled && edit?.keep === true;
    const corrected = edit !== undefined && edit.miles !== null;
    const miles = corrected ? edit.miles : oneWay === null ? null : oneWay * 2;
    rows.push({
      id,
      ...fields,
      bookingId: booking.id,
      clientName: booking.clientName,
      miles,
      source: corrected ? 'corrected' : oneWay === null ? 'unknown' : estimated ? 'estimated' : 'typed',
      cancelled,
      kept,
      counted: (!cancelled || kept) && miles !== null,
      note: '',
      byHand: false,
    });
  };
  for (const booking of input.bookings) {
    const drove = booking.status === 'booked' || booking.status === 'completed' || booking.status === 'cancelled';
    if (drove && inYear(booking.eventDate)) {
      generated(
        bookingTripId(booking.id),
        booking,
        { date: booking.eventDate, kind: booking.eventType, place: placeOf(booking) },
        booking.terms.travelMiles,
        booking.terms.travelMilesEstimated,
      );
    }
    // A trial at her studio is no trip. One at an address is, whatever the booking's state, once it is done.
    const trial = booking.trial;
    if (trial && trial.place === 'address' && inYear(trial.date)) {
      const oneWay = input.trialMiles?.[booking.id] ?? null;
      generated(
        trialTripId(booking.id),
        booking,
        { date: trial.date, kind: 'trial', place: trial.address },
        oneWay,
        true,
      );
    }
  }
  for (const trip of input.trips) {
    if (!trip.date.startsWith(`${input.year}-`)) continue;
    rows.push({
      id: trip.id,
      date: trip.date,
      kind: 'other',
      place: trip.place,
      bookingId: trip.bookingId,
      clientName: input.bookings.find((booking) => booking.id === trip.bookingId)?.clientName ?? '',
      miles: trip.miles,
      source: 'by hand',
      cancelled: false,
      kept: false,
      counted: true,
      note: trip.note,
      byHand: true,
    });
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

/** Her rate for the year, or null when she has none: then no deduction is counted, never a guess. */
export const rateFor = (year: number, rates: readonly MileageRate[]): number | null =>
  rates.find((rate) => rate.year === year)?.centsPerMile ?? null;

/**
 * The deduction in cents for miles (in tenths) at a rate in cents a mile (at most one decimal, 72.5). Both are made
 * whole (tenths of a mile × tenths of a cent), multiplied exactly, and rounded ONCE to the nearest cent, half a cent
 * up: the year's deduction is taken from the year's total miles, as the tax form asks, not summed from rounded trips
 * or months (so months, each rounded for showing, may differ from the year by a cent).
 */
export function mileageDeductionCents(tenthsOfMiles: number, centsPerMile: number): number {
  const rateTenths = Math.round(centsPerMile * 10);
  return Math.round((tenthsOfMiles * rateTenths) / 100);
}

/** "No mileage rate set for 2027": said wherever a year without a rate would show a deduction. */
export const noRateMessage = (year: number) => `No mileage rate set for ${year}`;

/** The place a trial's address names by its ZIP (the last 5 digits in it), for the server to estimate miles. */
export const zipInAddress = (address: string): string | undefined =>
  /\b(\d{5})(?:-\d{4})?\b(?!.*\b\d{5}\b)/.exec(address)?.[1];
