/**
 * How the schedule's calendar dates are shown, which service is under way, and the line saying what is due. Pure
 * functions. Reading and showing the free-text clock times is contract/clock-time.ts, which the dashboard shares.
 */

import { parseTimeToMinutes } from '#contract/clock-time.ts';
import { formatPrice } from '#contract/site-settings.ts';
import type { ClientBooking, ClientSchedule } from '#contract/wedding-schedule.ts';

/** Splits "YYYY-MM-DD" (or an ISO timestamp, whose time part is ignored) into its calendar parts. */
export function parseCalendarDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return undefined;
  return { year, month, day };
}

// Made on first use, not when the code loads: creating a date format loads the locale's calendar and time-zone data,
// which on a slowed phone was most of the time spent evaluating the app's code on every page, schedule or not.
let longDate: Intl.DateTimeFormat | undefined;

/**
 * "2026-06-14" → "Sunday, June 14, 2026". The date is a calendar date, not an instant: it is formatted in UTC from
 * its own parts so a phone in California never shows the day before.
 */
export function formatLongDate(value: string): string {
  const parts = parseCalendarDate(value);
  if (!parts) return value;
  longDate ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return longDate.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)));
}

// Shared with Faces, which keeps its own copy on the phone.
export { formatSavedAt, localIsoDate } from '#shared/saved-at.ts';

export interface TimedService {
  id: string;
  startTime: string;
  endTime: string;
  /** The artist's chair (1–4) on a morning of several chairs (set by the timeline builder); typed services have none. */
  chair?: number;
  /** The first name of the artist on that chair, once she chose her team's artists for the chairs ("with Dana"). */
  artist?: string;
}

/** The artists' clocks and calendar: the wedding is in California, wherever the phone thinks it is. */
const WEDDING_TIME_ZONE = 'America/Los_Angeles';
let weddingClock: Intl.DateTimeFormat | undefined;

/** The wedding's own date (YYYY-MM-DD) and minutes after midnight at an instant, in America/Los_Angeles. */
export function weddingClockAt(now: Date): { date: string; minutes: number } {
  weddingClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: WEDDING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(weddingClock.formatToParts(now).map(({ type, value }) => [type, value]));
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minutes: (Number(part.hour) % 24) * 60 + Number(part.minute),
  };
}

/** The chairs the services were placed on, in order (1–4). */
const chairsUsed = (services: readonly Pick<TimedService, 'chair'>[]) =>
  [...new Set(services.flatMap((service) => (service.chair ? [service.chair] : [])))].sort((a, b) => a - b);

/** Whether the services were placed on two chairs or more: then rows name the artist. */
export function usesTwoChairs(services: readonly Pick<TimedService, 'chair'>[]): boolean {
  return chairsUsed(services).length > 1;
}

/**
 * Beside a service on a morning of several chairs: "with Dana" once she chose her team's artists for the chairs,
 * else "Artist 1"; undefined for a service with no chair.
 */
export const artistOf = (service: Pick<TimedService, 'chair' | 'artist'>) =>
  service.artist ? `with ${service.artist}` : service.chair ? `Artist ${service.chair}` : undefined;

/**
 * On the wedding day (its date in America/Los_Angeles), every service under way and what comes next. On a
 * two-chair morning several services are under way at once, and each chair has its own next; a service without a
 * chair counts on both. A service without a readable end lasts until the next one on its chair starts (an hour
 * when none does). Services whose start cannot be read are never marked.
 */
export function underWayAndNext(
  weddingDate: string,
  services: readonly TimedService[],
  now: Date,
): { nowIds: string[]; nextIds: string[] } {
  const clock = weddingClockAt(now);
  if (clock.date !== weddingDate.slice(0, 10)) return { nowIds: [], nextIds: [] };
  const timed = services.flatMap((service) => {
    const start = parseTimeToMinutes(service.startTime);
    return start === undefined
      ? []
      : [{ id: service.id, chair: service.chair, start, end: parseTimeToMinutes(service.endTime) }];
  });
  const twoChairs = usesTwoChairs(services);
  const chairs: (number | undefined)[] = twoChairs ? chairsUsed(services) : [undefined];
  const onChair = (chair: number | undefined) =>
    timed.filter((service) => chair === undefined || service.chair === undefined || service.chair === chair);
  const nowIds = new Set<string>();
  const nextIds = new Set<string>();
  for (const chair of chairs) {
    const mine = onChair(chair);
    for (const service of mine) {
      const following = mine.filter((other) => other.start > service.start).map((other) => other.start);
      const end = service.end ?? (following.length ? Math.min(...following) : service.start + 60);
      if (service.start <= clock.minutes && clock.minutes < end) nowIds.add(service.id);
    }
    const upcoming = mine.filter((service) => service.start > clock.minutes);
    const soonest = Math.min(...upcoming.map((service) => service.start));
    upcoming.filter((service) => service.start === soonest).forEach((service) => nextIds.add(service.id));
  }
  // Listed in schedule order, whichever chair found them.
  const inOrder = (ids: Set<string>) => services.filter((service) => ids.has(service.id)).map((service) => service.id);
  return { nowIds: inOrder(nowIds), nextIds: inOrder(nextIds) };
}

export const PAID_IN_FULL = 'Paid in full';
export const NO_PRICE = 'Contact for pricing';

/** Whether a booking has been priced: a hold with no party yet has a $0 quote, which is not "paid in full". */
const isPriced = (booking: ClientBooking) => booking.total > 0 || booking.lines.length > 0;

/**
 * The spec's line under the schedule. A manual total wins ("Total due on or before {wedding date}: $975"); without
 * one (blank means automatic), a booking's remaining balance by its due date, or "Paid in full" once nothing
 * remains; a schedule with no booking (or an unpriced one) says "Contact for pricing", as it always has.
 */
export function totalLine({ schedule, booking }: Pick<ClientSchedule, 'schedule' | 'booking'>): string {
  const manual = schedule.manualTotal.trim();
  if (manual) return `Total due on or before ${formatLongDate(schedule.weddingDate)}: ${manual}`;
  if (!booking || !isPriced(booking)) return NO_PRICE;
  if (booking.balance <= 0) return PAID_IN_FULL;
  return `Total due on or before ${formatLongDate(booking.balanceDueDate)}: ${formatPrice(booking.balance)}`;
}
