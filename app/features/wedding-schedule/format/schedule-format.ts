/**
 * How the schedule's calendar dates are shown and which service is under way. Pure functions. Reading and showing
 * the free-text clock times is app/shared/time/clock-time.ts, which the dashboard shares.
 */

import { parseTimeToMinutes } from '../../../shared/time/clock-time.ts';

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

/** The phone's own calendar date as YYYY-MM-DD (local time, which is what "today" means to the bride). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "Saved Nov 21 at 3:05 PM": when the copy on the phone was last fetched, in the phone's own time. */
export function formatSavedAt(savedAt: number, now: Date = new Date()): string {
  const saved = new Date(savedAt);
  const time = saved.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (localIsoDate(saved) === localIsoDate(now)) return `today at ${time}`;
  const date = saved.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(saved.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${date} at ${time}`;
}

export interface TimedService {
  id: string;
  startTime: string;
  endTime: string;
}

/**
 * On the wedding day (by the phone's clock), which service is under way and which comes next. A service without
 * a readable end is taken to last until the next one starts.
 */
export function currentAndNext(
  weddingDate: string,
  services: readonly TimedService[],
  now: Date,
): { currentId?: string; nextId?: string } {
  if (localIsoDate(now) !== weddingDate.slice(0, 10)) return {};
  const minutesNow = now.getHours() * 60 + now.getMinutes();
  const timed = services
    .map((service) => ({
      id: service.id,
      start: parseTimeToMinutes(service.startTime),
      end: parseTimeToMinutes(service.endTime),
    }))
    .filter(
      (service): service is { id: string; start: number; end: number | undefined } => service.start !== undefined,
    );
  let currentId: string | undefined;
  let nextId: string | undefined;
  timed.forEach((service, index) => {
    const end = service.end ?? timed[index + 1]?.start ?? service.start + 60;
    if (currentId === undefined && service.start <= minutesNow && minutesNow < end) currentId = service.id;
    if (
      service.start > minutesNow &&
      (nextId === undefined || service.start < timed.find((s) => s.id === nextId)!.start)
    ) {
      nextId = service.id;
    }
  });
  return { currentId, nextId };
}
