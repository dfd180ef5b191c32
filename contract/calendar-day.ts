// Calendar dates (YYYY-MM-DD) as the artist lives them: her days are Sacramento's (America/Los_Angeles). Pure, no
// validation library, so visitors' pages can use them.

/** True for a YYYY-MM-DD that is a real date. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The calendar date `days` after `date` (before it when negative): calendar arithmetic, no time zone in it. */
export function addCalendarDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The same day `months` calendar months after `date`, or that month's last day when it has no such day
 * (Aug 31 + 6 months = Feb 28): her booking horizon and the availability look-up's longest range.
 */
export function addCalendarMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  const firstOfMonth = new Date(0);
  firstOfMonth.setUTCFullYear(year, month - 1 + months, 1);
  const lastOfMonth = new Date(firstOfMonth);
  lastOfMonth.setUTCMonth(firstOfMonth.getUTCMonth() + 1, 0);
  firstOfMonth.setUTCDate(Math.min(day, lastOfMonth.getUTCDate()));
  return firstOfMonth.toISOString().slice(0, 10);
}

// Made on first use, not when the module loads: a formatter with a time zone costs a phone's main thread several
// milliseconds to build (ICU's zone data), and the public pages load this module as they start (docs/performance.md).
let laDate: Intl.DateTimeFormat | undefined;
/** Today's date in Sacramento (YYYY-MM-DD): "lapsed", "the day before" and due dates are hers. */
export const sacramentoDate = (at: Date) =>
  (laDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })).format(at);

let longFormat: Intl.DateTimeFormat | undefined;
/**
 * "2026-06-20" as "Saturday, June 20, 2026": read as a calendar date (formatted in UTC from its own parts), so no time
 * zone moves it a day. A time part after the date is ignored; anything that is not a date is returned as it is.
 */
export function longDate(date: string): string {
  const day = date.slice(0, 10);
  if (!isCalendarDate(day)) return date;
  longFormat ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return longFormat.format(new Date(`${day}T00:00:00Z`));
}
