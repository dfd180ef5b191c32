import type { Context } from 'koa';
import { api } from '#contract/api.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import { centsOf } from '#contract/money.ts';
import {
  MAX_PAYOUTS,
  PAYOUT_METHOD_LABELS,
  countsFor1099,
  parseYear,
  payoutInput,
  type Payout,
  type PayoutInput,
} from '#contract/payout.ts';
import { formulaFree, moneyCell, sendCsv } from '../exports/csv.ts';
import { HttpError, notFound } from '../errors.ts';
import { payoutsYear } from '../payouts/payouts-year.ts';
import type { Data } from '../store/store.ts';
import { newId, on, parseBody, type RouteDeps } from './context.ts';

// Payouts to her team (contract/payout.ts): the Payouts tab's year, its record/edit/delete, and its CSV.

export const PAYOUTS_CSV_HEADER = [
  'Artist',
  'Date',
  'Row',
  'Method',
  'Amount',
  'Owed',
  'Counts toward 1099-NEC',
  'Wedding',
  'Note',
] as const;

/** `?year=YYYY`: this year (Sacramento) when left out; 400 naming `year` for anything but one plain year. */
function yearOf(ctx: Context, today: string): number {
  const value = ctx.query.year;
  if (value === undefined) return Number(today.slice(0, 4));
  const year = parseYear(value);
  if (year === undefined) throw new HttpError(400, 'Year must be a year like 2026', {}, { field: 'year' });
  return year;
}

/** The artist is one of her team (never the lead: she does not pay herself) and the wedding one of her bookings. */
function checkPayout(data: Readonly<Data>, input: PayoutInput) {
  if (!(data.team ?? []).some((artist) => artist.id === input.artistId)) {
    throw new HttpError(400, 'Choose an artist of your team', {}, { field: 'artistId' });
  }
  if (input.bookingId !== '' && !data.bookings.some((booking) => booking.id === input.bookingId)) {
    throw new HttpError(400, 'Choose one of your weddings, or none', {}, { field: 'bookingId' });
  }
}

export function registerPayoutRoutes({ store, clock, adminRouter }: RouteDeps) {
  const iso = () => new Date(clock()).toISOString();
  const today = () => sacramentoDate(new Date(clock()));

  on(adminRouter, api.adminPayouts.list, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = payoutsYear(store.data, yearOf(ctx, today()));
  });

  on(adminRouter, api.adminPayouts.create, async (ctx) => {
    const input = parseBody(ctx, payoutInput, { nameField: true });
    const payout: Payout = { ...input, id: newId(), createdAt: iso() };
    await store.update((data) => {
      checkPayout(data, input);
      if ((data.payouts ?? []).length >= MAX_PAYOUTS) {
        throw new HttpError(400, `At most ${MAX_PAYOUTS} payouts are kept: delete old ones you no longer need`);
      }
      data.payouts = [...(data.payouts ?? []), payout];
    });
    ctx.status = 201;
    ctx.body = payout;
  });

  on(adminRouter, api.adminPayouts.update, async (ctx) => {
    const input = parseBody(ctx, payoutInput, { nameField: true });
    ctx.body = await store.update((data) => {
      const index = (data.payouts ?? []).findIndex((payout) => payout.id === ctx.params.id);
      if (index === -1) throw notFound('Payout');
      checkPayout(data, input);
      const next: Payout = { ...data.payouts[index]!, ...input };
      data.payouts[index] = next;
      return next;
    });
  });

  on(adminRouter, api.adminPayouts.remove, async (ctx) => {
    await store.update((data) => {
      if (!(data.payouts ?? []).some((payout) => payout.id === ctx.params.id)) throw notFound('Payout');
      data.payouts = data.payouts.filter((payout) => payout.id !== ctx.params.id);
    });
    ctx.body = { ok: true };
  });

  /**
   * The year for her accountant: for each artist her weddings' pay and what is owed, each payout (and whether it
   * counts toward the 1099-NEC), and her 1099-NEC total with its flags. Money cells are numbers; text `formulaFree`.
   */
  on(adminRouter, api.adminExports.payoutsCsv, (ctx) => {
    const year = yearOf(ctx, today());
    const answer = payoutsYear(store.data, year);
    const weddingName = new Map(
      store.data.bookings.map((booking) => [booking.id, `${booking.eventDate} ${booking.clientName}`]),
    );
    const rows = function* () {
      for (const artist of answer.artists) {
        const name = formulaFree(artist.name);
        for (const wedding of artist.weddings) {
          yield [
            name,
            wedding.eventDate,
            'Wedding pay',
            '',
            moneyCell(wedding.pay.total),
            moneyCell(wedding.owed),
            '',
            formulaFree(wedding.clientName),
            '',
          ];
        }
        for (const payout of [...artist.payouts].reverse()) {
          yield [
            name,
            payout.paidOn,
            'Payout',
            PAYOUT_METHOD_LABELS[payout.method],
            moneyCell(centsOf(payout.amount)),
            '',
            countsFor1099(payout.method) ? 'Yes' : 'No (1099-K)',
            formulaFree(weddingName.get(payout.bookingId) ?? ''),
            formulaFree(payout.note),
          ];
        }
        const form = artist.form1099;
        yield [
          name,
          String(year),
          '1099-NEC total',
          '',
          moneyCell(form.total),
          moneyCell(artist.owed),
          '',
          '',
          formulaFree([form.summary, ...form.flags].join('; ')),
        ];
      }
    };
    sendCsv(ctx, `payouts-${year}`, PAYOUTS_CSV_HEADER, rows(), today());
  });
}
