import * as v from 'valibot';
import { api } from '#contract/api.ts';
import type { Booking } from '#contract/booking.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import type { DayView } from '#contract/day-link.ts';
import { pathOf } from '#contract/routes.ts';
import { notFound } from '../errors.ts';
import { linkAddress, linkToken, PrivateLinks, type LinkRule } from '../links/private-links.ts';
import { liveOf } from '../progress/progress-taps.ts';
import type { Data } from '../store/store.ts';
import { on, parseBody, type RouteDeps } from './context.ts';

// The day link (`/day#<token>`, issue 42): the morning for the photographer and the planner, read-only, under the
// private-link rule (server/links/private-links.ts): kind 'day', id = the booking's id, the version on the booking
// (`dayLink`), 410 once replaced, unknown tokens spending the link guess budget. What it shows is built field by
// field: the bride's first name, the ready-by and expected times, each chair's counts, the getting-ready address and
// the lead artist's phone; no other name, no service, no money, nothing from the intake.

const renewInput = v.object({ renew: v.optional(v.boolean('Renew must be true or false'), false) });

const dayRule = (data: Readonly<Data>): LinkRule<Booking> => ({
  kind: 'day',
  find: (id) => {
    const booking = data.bookings.find((item) => item.id === id);
    return booking ? { record: booking, link: booking.dayLink } : undefined;
  },
});

/** The day view of a booking on `today` (Sacramento). */
export function dayViewOf(data: Readonly<Data>, booking: Booking, today: string): DayView {
  const live = booking.scheduleId ? liveOf(data, booking.scheduleId) : undefined;
  return {
    brideFirstName: booking.clientName.trim().split(/\s+/)[0] ?? '',
    date: booking.eventDate.slice(0, 10),
    // The timeline's ready-by (the builder's, as the morning is planned), else the booking's.
    readyBy: live?.bride?.readyBy || booking.readyBy,
    expected: live?.bride?.expected ?? '',
    chairs: live?.chairs ?? [],
    gettingReadyAddress: booking.venueAddress,
    leadPhone: data.siteSettings.phone,
    live: booking.eventDate.slice(0, 10) === today,
    updatedAt: live?.updatedAt ?? null,
  };
}

export function registerDayLinkRoutes({ store, limits, secrets, clock, publicRouter, adminRouter }: RouteDeps) {
  const links = new PrivateLinks(secrets, limits.linkGuesses, clock, () => store.data.siteSettings.artistName);
  const today = () => sacramentoDate(new Date(clock()));

  on(publicRouter, api.day, (ctx) => {
    const booking = links.open(ctx, dayRule(store.data));
    ctx.body = dayViewOf(store.data, booking, today());
  });

  // The current link (made at first); `renew` retires it for the next version, as a party link's "New link" does.
  on(adminRouter, api.adminBookings.dayLink, async (ctx) => {
    const { renew } = parseBody(ctx, renewInput, { nameField: true });
    const issuedAt = new Date(clock()).toISOString();
    const state = await store.update((data) => {
      const booking = data.bookings.find((item) => item.id === ctx.params.id);
      if (!booking) throw notFound('Booking');
      if (!booking.dayLink || renew) {
        booking.dayLink = { version: (booking.dayLink?.version ?? 0) + 1, issuedAt };
      }
      return { id: booking.id, version: booking.dayLink.version };
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      link: linkAddress(
        store.data.siteSettings.siteUrl,
        pathOf('day'),
        linkToken(secrets.linkToken, 'day', state.id, state.version),
      ),
    };
  });
}
