/**
 * How the schedule's free-text times and calendar dates are shown. Pure functions: the page, the calendar file and
 * the "now / next" highlight all read times the same way.
 */

const MERIDIEM = /\b(a\.?m\.?|p\.?m\.?)(?=$|[^a-z])/i;

function twelveHour(hours: number, minutes: number) {
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/**
 * "14:30" → "2:30 PM", "00:00" → "12:00 AM", bare "9" → "9:00 AM". Values that already say am/pm, and anything
 * else the owner typed ("after the ceremony"), are shown exactly as written.
 */
export function formatTime(value: string | undefined | null): string {
  const text = (value ?? '').trim();
  if (!text || MERIDIEM.test(text)) return text;
  const clock = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  if (clock) {
    const hours = Number(clock[1]);
    const minutes = Number(clock[2]);
    return hours <= 23 && minutes <= 59 ? twelveHour(hours, minutes) : text;
  }
  const bare = /^(\d{1,2})$/.exec(text);
  if (bare) {
    const hours = Number(bare[1]);
    return hours <= 23 ? twelveHour(hours, 0) : text;
  }
  return text;
}

/** "8:00 AM – 9:30 AM"; one side alone when the other is blank. */
export function formatTimeRange(start: string | undefined | null, end: string | undefined | null): string {
  const from = formatTime(start);
  const to = formatTime(end);
  if (from && to) return `${from} – ${to}`;
  return from || to;
}

/**
 * Minutes after midnight for any time the page can show ("8:00 AM", "8am", "14:30", "9"), or undefined when the
 * text is not a time. Used to place services on the phone's clock and in the calendar file.
 */
export function parseTimeToMinutes(value: string | undefined | null): number | undefined {
  const text = (value ?? '').trim().toLowerCase();
  if (!text) return undefined;
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?$/.exec(text);
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const meridiem = match[3]?.[0];
  if (minutes > 59) return undefined;
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (hours > 23) {
    return undefined;
  }
  return hours * 60 + minutes;
}

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

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/**
 * "2026-06-14" → "Sunday, June 14, 2026". The date is a calendar date, not an instant: it is formatted in UTC from
 * its own parts so a phone in California never shows the day before.
 */
export function formatLongDate(value: string): string {
  const parts = parseCalendarDate(value);
  if (!parts) return value;
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
