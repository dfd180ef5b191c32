import type { BookingAnswer } from '#contract/booking.ts';
import { addMonths, monthOf, type CalendarMonth } from './calendar-month.ts';

// Finding a booking without paging the calendar: her next bookings, a search by the client's name, and the months
// to jump to. Pure, over the list the dashboard already has.

/**
 * A name as the search compares it: accents and other marks taken off (é → e, ñ → n, ø and ł and ß spelled out),
 * letter case and spacing ignored, so "zoe nunez" finds "Zoë Ñúñez".
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ø/gi, 'o')
    .replace(/ł/gi, 'l')
    .replace(/đ/gi, 'd')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/œ/gi, 'oe')
    .toLocaleLowerCase('en-US')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The bookings whose client's name holds every word she typed (in any order, each anywhere in the name), soonest
 * first from today, then the past ones, latest first. Empty for an empty search.
 */
export function findBookings(bookings: readonly BookingAnswer[], query: string, today: string): BookingAnswer[] {
  const words = searchable(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const found = bookings.filter((booking) => {
    const name = searchable(booking.clientName);
    return words.every((word) => name.includes(word));
  });
  const ahead = found.filter((booking) => booking.eventDate >= today).sort(byDateThenName);
  const past = found
    .filter((booking) => booking.eventDate < today)
    .sort((a, b) => b.eventDate.localeCompare(a.eventDate) || a.clientName.localeCompare(b.clientName));
  return [...ahead, ...past];
}

const byDateThenName = (a: BookingAnswer, b: BookingAnswer) =>
  a.eventDate.localeCompare(b.eventDate) || a.clientName.localeCompare(b.clientName);

/** Her next `count` bookings and holds from today on, soonest first: cancelled ones and lapsed holds left out. */
export function nextBookings(bookings: readonly BookingAnswer[], today: string, count: number): BookingAnswer[] {
  return bookings
    .filter((booking) => booking.eventDate >= today && booking.status !== 'cancelled' && !booking.lapsed)
    .sort(byDateThenName)
    .slice(0, count);
}

export interface MonthChoice {
  month: CalendarMonth;
  /** Bookings and holds that month (cancelled ones left out). */
  count: number;
}

/**
 * The months to jump to: from a year before today's month to two years after it, widened to take in every booking,
 * each with how many bookings it holds.
 */
export function monthChoices(bookings: readonly BookingAnswer[], today: string): MonthChoice[] {
  const counts = new Map<CalendarMonth, number>();
  for (const booking of bookings) {
    if (booking.status === 'cancelled') continue;
    const month = monthOf(booking.eventDate);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  const months = [...counts.keys()];
  const current = monthOf(today);
  let first = addMonths(current, -12);
  let last = addMonths(current, 24);
  for (const month of months) {
    if (month < first) first = month;
    if (month > last) last = month;
  }
  const choices: MonthChoice[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) {
    choices.push({ month, count: counts.get(month) ?? 0 });
  }
  return choices;
}
