// Pure helpers behind the Wedding Schedules list, kept apart so they can be tested without a browser.
import { pathOf } from '#contract/routes.ts';

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

/** "2026-06-20" as "Saturday, June 20, 2026", read as a calendar date so no time zone moves it a day. */
export const longDate = (date: string) => {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime())
    ? date
    : parsed.toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
};

/**
 * The text the owner sends the bride: where her schedule is (at the site address of her Site Settings, wherever the
 * dashboard happens to be open) and the PIN that opens it, signed with her name.
 */
export const brideMessage = (
  schedule: { clientName: string; pin: string },
  site: { siteUrl: string; artistName: string },
) => {
  const firstName = schedule.clientName.trim().split(/\s+/)[0] || schedule.clientName;
  return `Hi ${firstName}! Your wedding day makeup schedule is ready. Open ${site.siteUrl}${pathOf('schedule')} and enter your PIN: ${schedule.pin} - ${site.artistName}`;
};
