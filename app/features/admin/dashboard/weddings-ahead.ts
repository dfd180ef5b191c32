import type { BookingAnswer } from '#contract/booking.ts';
import { addCalendarDays } from '#contract/calendar-day.ts';
import { formatTime, minutesToTwelveHour, parseTimeToMinutes } from '#contract/clock-time.ts';
import { weekdayOf } from '#contract/quote.ts';

// The dashboard's "today first" strip, pure: which weddings it names (today's, and this weekend's), what it calls
// their day, and the first chair's time from the schedule's services.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Friday to Sunday: the wedding weekend. */
const WEEKEND = new Set([5, 6, 0]);

/** The days the strip looks at: today, and the days of this weekend (Friday to Sunday) still to come, in order. */
export function daysAhead(today: string): string[] {
  const toSunday = (7 - weekdayOf(today)) % 7;
  const days: string[] = [];
  for (let ahead = 0; ahead <= toSunday; ahead += 1) {
    const day = addCalendarDays(today, ahead);
    if (ahead === 0 || WEEKEND.has(weekdayOf(day))) days.push(day);
  }
  return days;
}

/** "Today", "Tomorrow", or the weekday: how the strip names a wedding's day. */
export function dayWord(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addCalendarDays(today, 1)) return 'Tomorrow';
  return WEEKDAYS[weekdayOf(date)]!;
}

/** The weddings booked for today and this weekend, soonest first: holds and cancelled ones are not weddings yet. */
export function weddingsAhead(bookings: readonly BookingAnswer[], today: string): BookingAnswer[] {
  const days = new Set(daysAhead(today));
  return bookings
    .filter(
      (booking) =>
        booking.eventType === 'wedding' &&
        (booking.status === 'booked' || booking.status === 'completed') &&
        days.has(booking.eventDate),
    )
    .sort((a, b) => a.eventDate.localeCompare(b.eventDate) || a.clientName.localeCompare(b.clientName));
}

/**
 * When the first chair starts: the earliest start among the schedule's services ("8:00 AM"), else the schedule's
 * own start time, else ''.
 */
export function firstChair(services: readonly { startTime: string }[], scheduleStart = ''): string {
  const starts = services
    .map((service) => parseTimeToMinutes(service.startTime))
    .filter((minutes): minutes is number => minutes !== undefined);
  if (starts.length > 0) return minutesToTwelveHour(Math.min(...starts));
  return formatTime(scheduleStart);
}

/** Ready-by as a time on the clock ("3pm" → "3:00 PM"); anything else she typed, as typed. */
export function readyByTime(readyBy: string): string {
  const minutes = parseTimeToMinutes(readyBy);
  return minutes === undefined ? readyBy.trim() : minutesToTwelveHour(minutes);
}
