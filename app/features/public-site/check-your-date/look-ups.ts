import { api } from '#contract/api.ts';
import type { AvailabilityDay, TravelEstimate } from '#contract/availability.ts';
import { monthAround } from '#contract/check-your-date.ts';
import { ApiError, call } from '#shared/api-client.ts';

// The block's only two requests: the date's month of her calendar, and the ZIP's miles. Nothing else the visitor
// types leaves the page.

/** What her calendar says of a date: open unless the month's answer lists it. */
export type DateAnswer =
  | { kind: 'status'; status: 'open' | AvailabilityDay['status'] }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

/**
 * Months already asked for, kept for the page's life (a handful at most: one per month she tries), so going back
 * to a date she looked at, or another date in its month, answers at once and without signal.
 */
const months = new Map<string, Promise<Map<string, AvailabilityDay['status']>>>();

export async function dateAnswer(date: string): Promise<DateAnswer> {
  const { month, from, to } = monthAround(date);
  let days = months.get(month);
  if (!days) {
    days = call(api.availability, { search: { from, to } }).then(
      (answer) => new Map(answer.days.map((day) => [day.date, day.status])),
    );
    months.set(month, days);
    // A failed look-up is not kept: the next try asks again (she may have signal by then).
    days.catch(() => months.delete(month));
  }
  try {
    return { kind: 'status', status: (await days).get(date) ?? 'open' };
  } catch (error) {
    return lookUpFailure(error);
  }
}

/** What the ZIP look-up says: miles and place, no estimate for it, a ZIP that is not one, or no signal. */
export type ZipAnswer =
  | { kind: 'estimate'; estimate: TravelEstimate }
  /**
   * The server's words: a ZIP it does not know, no estimate online (her home ZIP not set), or none for now (this
   * connection or the site has asked for many in the last hour).
   */
  | { kind: 'unknown'; message: string }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

const zips = new Map<string, ZipAnswer>();

export async function zipAnswer(zip: string): Promise<ZipAnswer> {
  const known = zips.get(zip);
  if (known) return known;
  try {
    const answer: ZipAnswer = { kind: 'estimate', estimate: await call(api.travelEstimate, { search: { zip } }) };
    zips.set(zip, answer);
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      const unknown: ZipAnswer = { kind: 'unknown', message: error.message };
      zips.set(zip, unknown);
      return unknown;
    }
    // Not kept: the next try, later, may be answered.
    if (error instanceof ApiError && error.status === 429) return { kind: 'unknown', message: error.message };
    return lookUpFailure(error);
  }
}

function lookUpFailure(error: unknown): { kind: 'offline' } | { kind: 'failed'; message: string } {
  if (error instanceof ApiError && error.status === 0) return { kind: 'offline' };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}
