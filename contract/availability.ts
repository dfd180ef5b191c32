// "Is my date open?": what the public site may learn about her calendar (never a name, an id or anything else of a
// booking), and the travel estimate for a ZIP.

/** A day that is not open. Open days are left out of the answer. */
export interface AvailabilityDay {
  date: string;
  /** `limited`: held, or partly booked against her capacity per day; `booked`: full. */
  status: 'limited' | 'booked';
}

/** GET /api/availability?from=YYYY-MM-DD&to=YYYY-MM-DD (at most 18 months). */
export interface AvailabilityAnswer {
  days: AvailabilityDay[];
}

/** The longest range one availability request may ask for. */
export const AVAILABILITY_MAX_MONTHS = 18;

/** The earliest date availability is asked about: no booking is older, and the years 0 to 99 are nobody's wedding. */
export const AVAILABILITY_EARLIEST_DATE = '2000-01-01';

/**
 * GET /api/travel-estimate?zip=95603: the miles (one way, by road, estimated) and her fee for them. The public answer
 * rounds the miles up to the next 5 (never below the miles her base fee covers) and prices those, so her home ZIP
 * cannot be worked out from it; her dashboard's (`/api/admin/travel-estimate`) has the exact miles.
 */
export interface TravelEstimate {
  zip: string;
  /** "Auburn, CA". */
  place: string;
  miles: number;
  /** Dollars; null when the miles are beyond her limit (travel quoted by text). */
  fee: number | null;
}

/** Her private calendar subscription address (`/api/calendar/{token}.ics`). */
export interface CalendarLink {
  url: string;
}
