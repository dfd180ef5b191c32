// Helpers behind the Wedding Schedules list, written once in contract/ (the bookings use them too).
export { generatePin } from '#contract/schedule-pin.ts';
export { longDate } from '#contract/calendar-day.ts';
export { brideMessage } from '#contract/booking-texts.ts';
