import { api } from '#contract/api.ts';
import type { Booking } from '#contract/booking.ts';
import { longDate, sacramentoDate } from '#contract/calendar-day.ts';
import { trialInput } from '#contract/trial.ts';
import { bookingAnswer } from '../bookings/booking-terms.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Data } from '../store/store.ts';
import { now, on, parseBody, type RouteDeps } from './context.ts';

// A booking's trial has routes of its own, so the booking's form (which never sends it) cannot drop it, and setting
// it is one small write from her phone. The calendar feed, the reminders and the texts read it from the booking.

export function registerTrialRoutes({ store, clock, secrets, alerts, adminRouter }: RouteDeps) {
  const today = () => sacramentoDate(new Date(clock()));

  /** Writes `trial` onto the booking in one update and answers the booking as the dashboard reads it. */
  const writeTrial = (id: string | undefined, trial: Booking['trial']) =>
    store.update((data: Data) => {
      const index = data.bookings.findIndex((booking) => booking.id === id);
      if (index === -1) throw notFound('Booking');
      const existing = data.bookings[index]!;
      // A trial is a run-through before the day: one dated after it is a slip of the finger.
      if (trial && trial.date > existing.eventDate) {
        throw new HttpError(
          400,
          `The trial must be on or before the ${existing.eventType === 'wedding' ? 'wedding' : 'event'} (${longDate(existing.eventDate)})`,
          {},
          { field: 'date' },
        );
      }
      const booking: Booking = { ...existing, trial, updatedAt: now() };
      data.bookings[index] = booking;
      return bookingAnswer(data, booking, today(), secrets.linkToken, alerts.emailEnabled);
    });

  on(adminRouter, api.adminBookings.setTrial, async (ctx) => {
    const trial = parseBody(ctx, trialInput, { nameField: true });
    ctx.body = await writeTrial(ctx.params.id, trial);
  });

  on(adminRouter, api.adminBookings.removeTrial, async (ctx) => {
    ctx.body = await writeTrial(ctx.params.id, null);
  });
}
