import { chairsOf, artistOfChair } from '#contract/wedding-schedule.ts';
import { HttpError } from '../errors.ts';
import type { Data } from '../store/store.ts';

/** The artists on the booking's schedule's chairs, the lead included, each once, in chair order. */
export function artistsOnBooking(data: Readonly<Data>, scheduleId: string | null): string[] {
  const schedule = scheduleId ? data.weddingSchedules.find((item) => item.id === scheduleId) : undefined;
  if (!schedule) return [];
  const chairs = Array.from({ length: chairsOf(schedule) }, (_, index) => index + 1);
  return [...new Set(chairs.map((chair) => artistOfChair(schedule, chair)))];
}

/**
 * A tip given for one artist names an artist on the booking's chairs (the lead or a team artist working one):
 * a tip for anyone else would be paid to no one. '' (shared by faces done) is always fine.
 */
export function checkTipFor(data: Readonly<Data>, booking: { scheduleId: string | null }, tipForArtistId: string) {
  if (tipForArtistId === '') return;
  if (!artistsOnBooking(data, booking.scheduleId).includes(tipForArtistId)) {
    throw new HttpError(
      400,
      'Tip for must be an artist working a chair of this wedding',
      {},
      { field: 'tipForArtistId' },
    );
  }
}
