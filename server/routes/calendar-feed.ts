import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus, type ICalEventData } from 'ical-generator';
import { api } from '#contract/api.ts';
import type { CalendarLink } from '#contract/availability.ts';
import { bookingMoney, takesDate, type Booking } from '#contract/booking.ts';
import { addCalendarDays, longDate, sacramentoDate } from '#contract/calendar-day.ts';
import { EVENT_TYPE_CHOICES, labelOf } from '#contract/choices.ts';
import { parseTimeToMinutes } from '#contract/clock-time.ts';
import { displayPhone } from '#contract/phone.ts';
import { formatPrice } from '#contract/site-settings.ts';
import { trialMinutes, trialPlaceWords, trialTitle, type Trial } from '#contract/trial.ts';
import type { ScheduleService } from '#contract/wedding-schedule.ts';
import {
  calendarFeedTokenMatches,
  isCalendarFeedToken,
  makeCalendarFeedToken,
} from '../bookings/calendar-feed-token.ts';
import { HttpError } from '../errors.ts';
import type { Data, Store } from '../store/store.ts';
import { on, type RouteDeps } from './context.ts';

// Her bookings on her phone: a private iCalendar subscription (`/api/calendar/{token}.ics`) that Apple and Google
// Calendar poll. It holds every booking that takes its date (a hold as tentative until it lapses), its trial, each
// balance due date, client names and venues; never a schedule's PIN. The address is the only key to it, so the token is never
// logged (middleware/request-log.ts redacts the path) and a new link retires the old one at once.

/** Every wedding is in Northern California: times are clock times there, sent with the zone's definition. */
const TIME_ZONE = 'America/Los_Angeles';

/** What every wrong, retired or malformed address gets alike: nothing says whether a feed exists. */
const NO_FEED = () => new HttpError(404, 'No calendar at this address');

const FEED_FILE = /^([^/]+)\.ics$/;

/** The subscription address on her site (Site Settings `siteUrl`). */
export function calendarLinkOf(siteUrl: string, token: string): CalendarLink {
  return { url: new URL(api.calendarFeed.path({ file: `${token}.ics` }), siteUrl).href };
}

/** A calendar date and minutes after its midnight as local time ("2026-06-20T09:15:00"); past 24 h rolls over. */
function localTime(date: string, minutes: number): string {
  const day = addCalendarDays(date, Math.floor(minutes / (24 * 60)));
  const inDay = minutes % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day}T${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}:00`;
}

/**
 * When her morning runs: from the first chair (the schedule's earliest service) to ready-by (the booking's, else
 * the schedule's), or undefined when the schedule gives no such times (the booking is then an all-day event).
 */
function morningOf(booking: Booking, services: readonly ScheduleService[]): { start: number; end: number } | undefined {
  const starts = services.map((service) => parseTimeToMinutes(service.startTime)).filter((m) => m !== undefined);
  if (starts.length === 0) return undefined;
  const start = Math.min(...starts);
  const readyBy = [booking.readyBy, ...services.map((service) => service.readyBy ?? '')]
    .map((time) => parseTimeToMinutes(time))
    .find((minutes) => minutes !== undefined);
  const lastEnd = Math.max(...services.map((service) => parseTimeToMinutes(service.endTime) ?? -1));
  const end = readyBy ?? (lastEnd >= 0 ? lastEnd : undefined);
  return end !== undefined && end > start ? { start, end } : undefined;
}

const joinLines = (...lines: (string | false | undefined)[]) => lines.filter(Boolean).join('\n');

/** A booking's trial, an event of its own ("Trial: {client}") at its time and place, as long as a preview takes. */
function trialEvent(
  booking: Booking,
  trial: Trial,
  settings: Readonly<Data['siteSettings']>,
  kind: string,
  now: Date,
  uidDomain: string,
): ICalEventData {
  const start = parseTimeToMinutes(trial.time) ?? 0;
  return {
    id: `trial-${booking.id}@${uidDomain}`,
    stamp: now,
    summary: trialTitle(booking.clientName),
    status: booking.status === 'held' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    location: trialPlaceWords(trial, settings.homeCity, 'calendar'),
    description: joinLines(
      `Makeup trial for the ${kind.toLowerCase()} on ${longDate(booking.eventDate)}`,
      `Client: ${booking.clientName}, ${displayPhone(booking.clientPhone)}`,
    ),
    timezone: TIME_ZONE,
    start: localTime(trial.date, start),
    end: localTime(trial.date, start + trialMinutes(booking.terms.lines, settings.serviceGroups)),
  };
}

/** The feed's text for the data as it stands, on `today` (Sacramento). */
export function calendarFeedText(data: Readonly<Data>, today: string, now: Date, uidDomain: string): string {
  const { artistName, balanceDueDaysBefore } = data.siteSettings;
  const calendar = ical({
    name: `${artistName}: bookings`,
    prodId: { company: artistName || 'Bridal makeup', product: 'Bookings', language: 'EN' },
    // Events carry the zone themselves; the generator writes its VTIMEZONE. No calendar-wide zone: with one,
    // ical-generator writes DTSTAMP without its Z.
    timezone: { name: null, generator: getVtimezoneComponent },
    // Apple and Google decide how often to poll; this asks for hourly where they listen.
    ttl: 60 * 60,
  });
  const servicesBySchedule = new Map<string, ScheduleService[]>();
  for (const service of data.scheduleServices) {
    const list = servicesBySchedule.get(service.scheduleId);
    if (list) list.push(service);
    else servicesBySchedule.set(service.scheduleId, [service]);
  }
  const bookings = [...data.bookings]
    .filter((booking) => takesDate(booking, today))
    .sort((a, b) => a.eventDate.localeCompare(b.eventDate) || a.createdAt.localeCompare(b.createdAt));
  for (const booking of bookings) {
    const held = booking.status === 'held';
    const kind = labelOf(EVENT_TYPE_CHOICES, booking.eventType);
    const location = [booking.venueName, booking.venueAddress].filter((part) => part.trim()).join(', ');
    const morning = morningOf(booking, booking.scheduleId ? (servicesBySchedule.get(booking.scheduleId) ?? []) : []);
    const party = booking.terms.lines.length;
    const event: ICalEventData = {
      id: `booking-${booking.id}@${uidDomain}`,
      stamp: now,
      summary: held ? `Hold: ${booking.clientName} (${kind})` : `${booking.clientName}: ${kind}`,
      status: held ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      location: location || null,
      description: joinLines(
        held && `Held until ${longDate(booking.holdUntil)}`,
        `Client: ${booking.clientName}, ${displayPhone(booking.clientPhone)}`,
        party > 0 && `${party} ${party === 1 ? 'service' : 'services'}`,
        booking.readyBy && `Ready by ${booking.readyBy}`,
      ),
      ...(morning
        ? {
            timezone: TIME_ZONE,
            start: localTime(booking.eventDate, morning.start),
            end: localTime(booking.eventDate, morning.end),
          }
        : { allDay: true, start: booking.eventDate }),
    };
    calendar.createEvent(event);
    if (booking.trial) {
      calendar.createEvent(trialEvent(booking, booking.trial, data.siteSettings, kind, now, uidDomain));
    }
    if (held) continue;
    const money = bookingMoney(booking, balanceDueDaysBefore);
    if (money.balance <= 0) continue;
    calendar.createEvent({
      id: `balance-${booking.id}@${uidDomain}`,
      stamp: now,
      allDay: true,
      start: money.balanceDueDate,
      summary: `Balance due: ${booking.clientName} ${formatPrice(money.balance)}`,
      description: `${kind} on ${longDate(booking.eventDate)}. Paid so far ${formatPrice(money.paid)} of ${formatPrice(money.quote.total)}.`,
    });
  }
  return calendar.toString();
}

/** Her token, made (and saved) the first time she asks for her link. */
async function currentToken(store: Store): Promise<string> {
  const stored = store.data.calendarFeedToken;
  if (stored !== undefined) return stored;
  return store.update((draft) => (draft.calendarFeedToken ??= makeCalendarFeedToken()));
}

export function registerCalendarFeedRoutes({ store, publicRouter, adminRouter, clock }: RouteDeps) {
  on(publicRouter, api.calendarFeed, (ctx) => {
    const token = FEED_FILE.exec(ctx.params.file ?? '')?.[1] ?? '';
    if (!isCalendarFeedToken(token) || !calendarFeedTokenMatches(token, store.data.calendarFeedToken)) throw NO_FEED();
    const now = new Date(clock());
    const uidDomain = new URL(store.data.siteSettings.siteUrl).hostname;
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.set('Content-Disposition', 'inline; filename="bookings.ics"');
    ctx.body = calendarFeedText(store.data, sacramentoDate(now), now, uidDomain);
  });

  on(adminRouter, api.adminCalendarLink.get, async (ctx) => {
    ctx.body = calendarLinkOf(store.data.siteSettings.siteUrl, await currentToken(store));
  });

  // "Make a new link": the old address answers 404 from the moment this is saved.
  on(adminRouter, api.adminCalendarLink.renew, async (ctx) => {
    const token = await store.update((draft) => (draft.calendarFeedToken = makeCalendarFeedToken()));
    ctx.body = calendarLinkOf(store.data.siteSettings.siteUrl, token);
  });
}
