import type { Booking } from '#contract/booking.ts';
import { zipInAddress } from '#contract/mileage.ts';
import { roadMilesBetween } from '../bookings/zip-places.ts';

/**
 * The one-way miles to each trial at an address, estimated as a venue's are (her home ZIP to the ZIP the address
 * ends with); null when the address names no ZIP the table knows, or her home ZIP is unset: she types the miles.
 */
export function trialMilesOf(bookings: readonly Booking[], homeZip: string): Record<string, number | null> {
  const miles: Record<string, number | null> = {};
  for (const booking of bookings) {
    if (booking.trial?.place !== 'address') continue;
    const zip = zipInAddress(booking.trial.address);
    miles[booking.id] = zip && homeZip ? (roadMilesBetween(homeZip, zip) ?? null) : null;
  }
  return miles;
}
