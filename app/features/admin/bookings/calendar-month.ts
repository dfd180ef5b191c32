import { isLapsed, type BookingAnswer } from '#contract/booking.ts';
import { addCalendarDays } from '#contract/calendar-day.ts';
import { parseTimeToMinutes } from '#contract/clock-time.ts';
import { sumDollars, weekdayOf } from '#contract/quote.ts';
import { formatPrice } from '#contract/site-settings.ts';

// The month calendar's arithmetic, pure: its weeks (Sunday first, her Sacramento calendar dates), each day's
// bookings, and each week's money due. No time zone enters: dates are calendar dates throughout.

/** "2026-06" */
export type CalendarMonth = string;

export const monthOf = (date: string): CalendarMonth => date.slice(0, 7);

/** The month `by` months after `month` (before it when negative). */
export function addMonths(month: CalendarMonth, by: number): CalendarMonth {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year! * 12 + (monthNumber! - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "June 2026" */
export const monthTitle = (month: CalendarMonth) => MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`));

/** The weeks a month's page shows, Sunday to Saturday, with the days of the months around it to fill them. */
export function monthWeeks(month: CalendarMonth): string[][] {
  const first = `${month}-01`;
  let day = addCalendarDays(first, -weekdayOf(first));
  const weeks: string[][] = [];
  while (weeks.length === 0 || monthOf(day) === month) {
    const week = Array.from({ length: 7 }, (_, index) => addCalendarDays(day, index));
    weeks.push(week);
    day = addCalendarDays(day, 7);
  }
  return weeks;
}

const STATUS_ORDER = { booked: 0, held: 1, completed: 2, cancelled: 3 } as const;

/** Each day's bookings and holds, booked first, then by client name. */
export function bookingsByDay(bookings: readonly BookingAnswer[]): Map<string, BookingAnswer[]> {
  const byDay = new Map<string, BookingAnswer[]>();
  for (const booking of bookings) {
    const list = byDay.get(booking.eventDate) ?? [];
    list.push(booking);
    byDay.set(booking.eventDate, list);
  }
  for (const list of byDay.values()) {
    list.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.clientName.localeCompare(b.clientName));
  }
  return byDay;
}

/**
 * Each day's trials (a booking's run-through on a day of its own), by time then client name. A cancelled booking's
 * trial is off her calendar with it.
 */
export function trialsByDay(bookings: readonly BookingAnswer[]): Map<string, BookingAnswer[]> {
  const byDay = new Map<string, BookingAnswer[]>();
  for (const booking of bookings) {
    if (!booking.trial || booking.status === 'cancelled') continue;
    byDay.set(booking.trial.date, [...(byDay.get(booking.trial.date) ?? []), booking]);
  }
  const minutes = (booking: BookingAnswer) => parseTimeToMinutes(booking.trial?.time ?? '') ?? 0;
  for (const list of byDay.values()) {
    list.sort((a, b) => minutes(a) - minutes(b) || a.clientName.localeCompare(b.clientName));
  }
  return byDay;
}

/** How a booking reads on the calendar: its status, or "lapsed" for a hold whose date is open again. */
export type CalendarMark = 'booked' | 'held' | 'lapsed' | 'completed' | 'cancelled';
export const markOf = (booking: BookingAnswer, today: string): CalendarMark =>
  isLapsed(booking, today) ? 'lapsed' : booking.status;

export interface MoneyDue {
  booking: BookingAnswer;
  /** Who owes it: the client's name, or a self-paying person's (her balance is due on the client's date). */
  who: string;
  kind: 'retainer' | 'balance';
  amount: number;
  dueDate: string;
}

export interface WeekMoney {
  items: MoneyDue[];
  total: number;
}

/**
 * The money due in a week (its first and last day): balances falling due that week, and unpaid retainers of bookings
 * booked that week. A booking whose balance is due the same week is listed once, by its balance (which holds the
 * retainer). Each person who pays for herself owes her own balance on the client's date, named; the retainer is the
 * client's alone. Holds, cancelled bookings and anything paid are left out.
 */
export function weekMoney(bookings: readonly BookingAnswer[], from: string, to: string): WeekMoney {
  const items: MoneyDue[] = [];
  const within = (date: string | null) => date !== null && date >= from && date <= to;
  for (const booking of bookings) {
    if (booking.status !== 'booked' && booking.status !== 'completed') continue;
    const client = booking.clientShare;
    if (within(booking.balanceDueDate)) {
      const owing = [
        { who: booking.clientName, balance: client.balance },
        ...booking.party.flatMap((person) =>
          person.share ? [{ who: person.name, balance: person.share.balance }] : [],
        ),
      ];
      for (const { who, balance } of owing) {
        if (balance > 0)
          items.push({ booking, who, kind: 'balance', amount: balance, dueDate: booking.balanceDueDate });
      }
      continue;
    }
    const unpaidRetainer = Math.min(client.balance, sumDollars([booking.retainer.amount, -client.paid]));
    if (unpaidRetainer > 0 && within(booking.retainer.dueDate)) {
      items.push({
        booking,
        who: booking.clientName,
        kind: 'retainer',
        amount: unpaidRetainer,
        dueDate: booking.retainer.dueDate!,
      });
    }
  }
  // By date, then booking by booking (the client before her party, as listed).
  items.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.booking.clientName.localeCompare(b.booking.clientName));
  return { items, total: sumDollars(items.map((item) => item.amount)) };
}

/**
 * One item of "Due this week": "Maya Lopez balance $400 (10/03)", and a self-paying person named with whose party
 * she is in: "Jess (Maya Lopez's party) balance $70 (10/03)".
 */
export const moneyDueWords = (item: MoneyDue) =>
  `${item.who === item.booking.clientName ? item.who : `${item.who} (${item.booking.clientName}'s party)`} ${item.kind} ${formatPrice(item.amount)} (${item.dueDate.slice(5).replace('-', '/')})`;
