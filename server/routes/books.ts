import type { Context } from 'koa';
import { api } from '#contract/api.ts';
import { booksFor, type BooksYear } from '#contract/books.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import { isGeneratedTripId, MAX_TRIPS, tripEditInput, tripInput, type Trip } from '#contract/mileage.ts';
import {
  incomeCsvRows,
  INCOME_CSV_HEADER,
  mileageCsvRows,
  MILEAGE_CSV_HEADER,
  summaryCsvRows,
  SUMMARY_CSV_HEADER,
} from '../books/books-csv.ts';
import { trialMilesOf } from '../books/trial-miles.ts';
import { HttpError, notFound } from '../errors.ts';
import { sendCsv } from '../exports/csv.ts';
import type { Data } from '../store/store.ts';
import { newId, now, on, parseBody, type RouteDeps } from './context.ts';

/** `?year=2026`, one four-digit year from 2000 to 2100; anything else is a 400 naming `year`. */
function yearOf(ctx: Context): number {
  const given = ctx.query.year;
  const text = typeof given === 'string' ? given : '';
  const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
  if (!(year >= 2000 && year <= 2100)) {
    throw new HttpError(400, 'Year must be a year such as 2026 (?year=2026)', {}, { field: 'year' });
  }
  return year;
}

/** Her books for a year from the data as it stands, with the trips of days that have passed on the server's clock. */
export function booksOf(data: Readonly<Data>, year: number, today: string): BooksYear {
  return booksFor({
    year,
    today,
    bookings: data.bookings,
    payouts: data.payouts,
    trips: data.trips,
    tripEdits: data.tripEdits,
    mileageRates: data.siteSettings.mileageRates,
    trialMiles: trialMilesOf(data.bookings, data.siteSettings.homeZip),
  });
}

export function registerBooksRoutes({ store, clock, adminRouter }: RouteDeps) {
  const today = () => sacramentoDate(new Date(clock()));

  on(adminRouter, api.adminBooks.get, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = booksOf(store.data, yearOf(ctx), today());
  });

  on(adminRouter, api.adminTrips.create, async (ctx) => {
    const input = parseBody(ctx, tripInput, { nameField: true });
    ctx.body = await store.update((data) => {
      if (data.trips.length >= MAX_TRIPS) {
        throw new HttpError(
          400,
          `The mileage log can hold at most ${MAX_TRIPS} trips of your own`,
          {},
          { field: 'date' },
        );
      }
      checkBooking(data, input.bookingId);
      const trip: Trip = { ...input, id: newId(), createdAt: now() };
      data.trips = [...data.trips, trip];
      return trip;
    });
    ctx.status = 201;
  });

  on(adminRouter, api.adminTrips.update, async (ctx) => {
    const id = ctx.params.id!;
    if (isGeneratedTripId(id)) {
      const input = parseBody(ctx, tripEditInput, { nameField: true });
      await store.update((data) => {
        const bookingId = id.slice(id.indexOf(':') + 1);
        const booking = data.bookings.find((item) => item.id === bookingId);
        if (!booking || (id.startsWith('trial:') && booking.trial?.place !== 'address')) throw notFound('Trip');
        const others = data.tripEdits.filter((edit) => edit.id !== id);
        // Nothing left to remember (her miles gone, not kept): the row reads as the booking has it again.
        const createdAt = data.tripEdits.find((edit) => edit.id === id)?.createdAt ?? now();
        data.tripEdits =
          input.miles === null && !input.keep ? others : [...others, { id, ...input, createdAt, updatedAt: now() }];
      });
    } else {
      const input = parseBody(ctx, tripInput, { nameField: true });
      await store.update((data) => {
        const index = data.trips.findIndex((trip) => trip.id === id);
        if (index < 0) throw notFound('Trip');
        checkBooking(data, input.bookingId);
        data.trips[index] = { ...data.trips[index]!, ...input };
      });
    }
    ctx.body = { ok: true };
  });

  on(adminRouter, api.adminTrips.remove, async (ctx) => {
    const id = ctx.params.id!;
    await store.update((data) => {
      if (isGeneratedTripId(id)) {
        data.tripEdits = data.tripEdits.filter((edit) => edit.id !== id);
        return;
      }
      if (!data.trips.some((trip) => trip.id === id)) throw notFound('Trip');
      data.trips = data.trips.filter((trip) => trip.id !== id);
    });
    ctx.body = { ok: true };
  });

  const csv =
    (name: string, header: readonly string[], rows: (books: BooksYear) => (string | number)[][]) => (ctx: Context) => {
      const year = yearOf(ctx);
      const at = today();
      sendCsv(ctx, `${name}-${year}`, header, rows(booksOf(store.data, year, at)), at);
    };
  on(adminRouter, api.adminExports.incomeCsv, csv('income', INCOME_CSV_HEADER, incomeCsvRows));
  on(adminRouter, api.adminExports.mileageCsv, csv('mileage', MILEAGE_CSV_HEADER, mileageCsvRows));
  on(adminRouter, api.adminExports.booksSummaryCsv, csv('books-summary', SUMMARY_CSV_HEADER, summaryCsvRows));
}

/** A trip names a booking of hers or none. */
function checkBooking(data: Readonly<Data>, bookingId: string) {
  if (bookingId !== '' && !data.bookings.some((booking) => booking.id === bookingId)) {
    throw new HttpError(400, 'Booking must be one of your bookings, or none', {}, { field: 'bookingId' });
  }
}
