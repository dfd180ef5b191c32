import { api } from '#contract/api.ts';
import { refundProblem } from '#contract/books.ts';
import { bookingInput, MAX_PAYMENTS, paymentInput, type Booking, type BookingInput } from '#contract/booking.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import type { Context } from 'koa';
import {
  bookedOnFor,
  bookingAnswer,
  editedTerms,
  newTerms,
  priceParty,
  repricedTerms,
} from '../bookings/booking-terms.ts';
import { deleteSchedule, newScheduleFor, writeBookingToSchedule } from '../bookings/schedule-sync.ts';
import { HttpError, notFound } from '../errors.ts';
import { checkTipFor } from '../payouts/tip-for.ts';
import type { Data } from '../store/store.ts';
import { newId, now, on, parseBody, type RouteDeps } from './context.ts';

const SCHEDULE_QUERY_MESSAGE =
  'This booking has a wedding schedule: say whether it goes too (?schedule=delete) or stays (?schedule=keep)';

/** The stored booking's facts from what she typed (the terms and the rest are the caller's). */
const factsOf = (input: BookingInput) => ({
  clientName: input.clientName,
  clientPhone: input.clientPhone,
  clientEmail: input.clientEmail,
  eventDate: input.eventDate,
  eventType: input.eventType,
  status: input.status,
  holdUntil: input.holdUntil,
  venueName: input.venueName,
  venueAddress: input.venueAddress,
  venueZip: input.venueZip,
  readyBy: input.readyBy,
  notes: input.notes,
  parkingNotes: input.parkingNotes,
  autoEmails: input.autoEmails,
});

const onlyWeddings = (field: string) =>
  new HttpError(400, 'Only a wedding has a wedding schedule (the PIN page)', {}, { field });

const bookingIndex = (data: Readonly<Data>, id: string | undefined) => {
  const index = data.bookings.findIndex((booking) => booking.id === id);
  if (index === -1) throw notFound('Booking');
  return index;
};

/**
 * A body that turns an existing schedule into a booking takes the schedule's name, date and venue for the ones it
 * leaves out or empty, so she need not type them again.
 */
function withScheduleFacts(data: Readonly<Data>, body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { scheduleId } = body as { scheduleId?: unknown };
  if (typeof scheduleId !== 'string' || scheduleId === '') return body;
  const schedule = data.weddingSchedules.find((item) => item.id === scheduleId);
  if (!schedule) throw new HttpError(404, 'Wedding schedule not found', {}, { field: 'scheduleId' });
  const given = body as Record<string, unknown>;
  const orSchedule = (key: string, value: string) =>
    given[key] === undefined || given[key] === '' ? { [key]: value } : {};
  return {
    ...given,
    ...orSchedule('clientName', schedule.clientName),
    ...orSchedule('eventDate', schedule.weddingDate),
    ...orSchedule('venueName', schedule.venueName),
    ...orSchedule('venueAddress', schedule.venueAddress),
  };
}

export function registerBookingRoutes({ store, clock, secrets, alerts, adminRouter }: RouteDeps) {
  const today = () => sacramentoDate(new Date(clock()));
  const answer = (data: Readonly<Data>, booking: Booking) =>
    bookingAnswer(data, booking, today(), secrets.linkToken, alerts.emailEnabled);
  const parseNew = (ctx: Context) => {
    const request = ctx.request as { body?: unknown };
    request.body = withScheduleFacts(store.data, request.body);
    return parseBody(ctx, bookingInput, { nameField: true });
  };

  on(adminRouter, api.adminBookings.list, (ctx) => {
    const data = store.data;
    ctx.body = [...data.bookings]
      .sort((a, b) => a.eventDate.localeCompare(b.eventDate) || a.createdAt.localeCompare(b.createdAt))
      .map((booking) => answer(data, booking));
  });

  on(adminRouter, api.adminBookings.get, (ctx) => {
    const data = store.data;
    ctx.body = answer(data, data.bookings[bookingIndex(data, ctx.params.id)]!);
  });

  on(adminRouter, api.adminBookings.create, async (ctx) => {
    const input = parseNew(ctx);
    if (input.pin && input.scheduleId) {
      throw new HttpError(400, 'Give a PIN for a new schedule, or a schedule to link, not both', {}, { field: 'pin' });
    }
    if (input.eventType !== 'wedding' && (input.pin || input.scheduleId)) {
      throw onlyWeddings(input.pin ? 'pin' : 'scheduleId');
    }
    const day = today();
    const createdAt = now();
    ctx.body = await store.update((data) => {
      const { party, lines } = priceParty(input.party, data.siteSettings, undefined, newId);
      const booking: Booking = {
        ...factsOf(input),
        id: newId(),
        createdAt,
        updatedAt: createdAt,
        party,
        terms: newTerms(input, data.siteSettings, day, lines),
        payments: [],
        scheduleId: null,
        bookedOn: bookedOnFor(input.status, null, day),
        trial: null,
      };
      if (input.scheduleId) {
        if (!data.weddingSchedules.some((item) => item.id === input.scheduleId)) {
          throw new HttpError(404, 'Wedding schedule not found', {}, { field: 'scheduleId' });
        }
        if (data.bookings.some((item) => item.scheduleId === input.scheduleId)) {
          throw new HttpError(409, 'That wedding schedule already belongs to a booking', {}, { field: 'scheduleId' });
        }
        booking.scheduleId = input.scheduleId;
        writeBookingToSchedule(data, booking, '');
      } else if (input.pin) {
        booking.scheduleId = newScheduleFor(data, booking, input.pin, newId(), createdAt).id;
      }
      data.bookings.push(booking);
      return answer(data, booking);
    });
    ctx.status = 201;
  });

  on(adminRouter, api.adminBookings.update, async (ctx) => {
    const input = parseBody(ctx, bookingInput, { nameField: true });
    const day = today();
    ctx.body = await store.update((data) => {
      const index = bookingIndex(data, ctx.params.id);
      const existing = data.bookings[index]!;
      if (input.eventType !== 'wedding' && (input.pin || existing.scheduleId)) throw onlyWeddings('eventType');
      const { party, lines } = priceParty(input.party, data.siteSettings, existing, newId);
      const booking: Booking = {
        ...existing,
        ...factsOf(input),
        party,
        terms: editedTerms(existing, input, data.siteSettings, lines),
        bookedOn: bookedOnFor(input.status, existing.bookedOn, day),
        updatedAt: now(),
      };
      if (booking.scheduleId) writeBookingToSchedule(data, booking, input.pin);
      else if (input.pin) booking.scheduleId = newScheduleFor(data, booking, input.pin, newId(), now()).id;
      data.bookings[index] = booking;
      return answer(data, booking);
    });
  });

  // Deleting a booking that has a schedule says whether the schedule goes too: `?schedule=delete` or `keep`. Its
  // agreement's versions and their signature records (a name, an address, a browser, the whole text) go with it, in
  // the same write: the dashboard offers the signed PDF before she deletes.
  on(adminRouter, api.adminBookings.remove, async (ctx) => {
    const choice = ctx.query.schedule;
    await store.update((data) => {
      const index = bookingIndex(data, ctx.params.id);
      const { scheduleId } = data.bookings[index]!;
      if (scheduleId && data.weddingSchedules.some((item) => item.id === scheduleId)) {
        if (choice !== 'delete' && choice !== 'keep') {
          throw new HttpError(400, SCHEDULE_QUERY_MESSAGE, {}, { field: 'schedule' });
        }
        if (choice === 'delete') deleteSchedule(data, scheduleId);
      }
      data.bookings = data.bookings.filter((booking) => booking.id !== ctx.params.id);
      // Its clients' e-mail records (their addresses) go with it.
      data.clientEmails = data.clientEmails.filter((record) => record.bookingId !== ctx.params.id);
      if (data.agreementVersions.some((item) => item.bookingId === ctx.params.id)) {
        data.agreementVersions = data.agreementVersions.filter((item) => item.bookingId !== ctx.params.id);
      }
    });
    ctx.body = { ok: true };
  });

  on(adminRouter, api.adminBookings.addPayment, async (ctx) => {
    const input = parseBody(ctx, paymentInput, { nameField: true });
    ctx.body = await store.update((data) => {
      const index = bookingIndex(data, ctx.params.id);
      const existing = data.bookings[index]!;
      if (existing.payments.length >= MAX_PAYMENTS) {
        throw new HttpError(400, `A booking can hold at most ${MAX_PAYMENTS} payments`, {}, { field: 'payments' });
      }
      // Who paid is the client ('') or a person of this party: money from anyone else would count for no one.
      if (input.payerId && !existing.party.some((person) => person.id === input.payerId)) {
        throw new HttpError(400, 'Who paid must be the client or a person in this party', {}, { field: 'payerId' });
      }
      checkTipFor(data, existing, input.tipForArtistId);
      const refundRefused = input.kind === 'refund' ? refundProblem(existing.payments, input.amount) : undefined;
      if (refundRefused) throw new HttpError(400, refundRefused, {}, { field: 'amount' });
      const booking: Booking = {
        ...existing,
        payments: [...existing.payments, { ...input, id: newId(), createdAt: now() }],
        updatedAt: now(),
      };
      data.bookings[index] = booking;
      return answer(data, booking);
    });
    ctx.status = 201;
  });

  on(adminRouter, api.adminBookings.removePayment, async (ctx) => {
    ctx.body = await store.update((data) => {
      const index = bookingIndex(data, ctx.params.id);
      const existing = data.bookings[index]!;
      if (!existing.payments.some((payment) => payment.id === ctx.params.paymentId)) throw notFound('Payment');
      const booking: Booking = {
        ...existing,
        payments: existing.payments.filter((payment) => payment.id !== ctx.params.paymentId),
        updatedAt: now(),
      };
      data.bookings[index] = booking;
      return answer(data, booking);
    });
  });

  on(adminRouter, api.adminBookings.reprice, async (ctx) => {
    const day = today();
    ctx.body = await store.update((data) => {
      const index = bookingIndex(data, ctx.params.id);
      const existing = data.bookings[index]!;
      const booking: Booking = {
        ...existing,
        terms: repricedTerms(existing, data.siteSettings, day),
        updatedAt: now(),
      };
      data.bookings[index] = booking;
      return answer(data, booking);
    });
  });
}
