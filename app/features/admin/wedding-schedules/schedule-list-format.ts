// Pure helpers behind the Wedding Schedules list, kept apart so they can be tested without a browser.

/** A random 6-digit PIN no other schedule uses; crypto-random, since the PIN is the bride's only lock. */
export function generatePin(
  taken: ReadonlySet<string>,
  random: (buffer: Uint32Array) => void = (b) => crypto.getRandomValues(b),
): string {
  const buffer = new Uint32Array(1);
  for (;;) {
    random(buffer);
    const pin = String(buffer[0]! % 1_000_000).padStart(6, '0');
    if (!taken.has(pin)) return pin;
  }
}

// The long date and the PIN text are written once in contract/ (the bookings' texts use them too).
export { longDate } from '#contract/calendar-day.ts';
export { brideMessage } from '#contract/booking-texts.ts';
