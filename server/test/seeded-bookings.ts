import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_TRAVEL_RULE } from '#contract/quote.ts';
import { type SiteSettings } from '#contract/site-settings.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import type { ScheduleService, WeddingSchedule } from '#contract/wedding-schedule.ts';
import type { Clock } from '../middleware/throttle.ts';
import { upgradedBooking, type BookingRecord } from '../store/records.ts';
import type { Booking } from '#contract/booking.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// Bookings written into the data file before the server starts, as a server holding her bookings reads them on
// start-up (the store checks each record's shape then): tests of what reads bookings need not go through the
// bookings API to have some.

let counter = 0;

/** A booked wedding for three, with every field a stored booking has; `over` changes what a test is about. */
export function bookingRecord(over: Partial<BookingRecord> = {}): Booking {
  counter += 1;
  return upgradedBooking({
    id: `booking-${counter}`,
    createdAt: '2026-01-10T18:00:00.000Z',
    updatedAt: '2026-01-10T18:00:00.000Z',
    clientName: `Client ${counter}`,
    clientPhone: '(916) 555-0100',
    clientEmail: '',
    eventDate: '2026-06-20',
    eventType: 'wedding',
    status: 'booked',
    holdUntil: '',
    venueName: '',
    venueAddress: '',
    venueZip: '',
    readyBy: '',
    notes: '',
    terms: {
      lines: [
        { name: 'Bride', service: 'Bridal Makeup', price: 250, durationMinutes: 90 },
        { name: 'Bridesmaid 1', service: 'Bridesmaid Makeup', price: 120, durationMinutes: 45 },
        { name: 'Bridesmaid 2', service: 'Bridesmaid Makeup', price: 120, durationMinutes: 45 },
      ],
      travelMiles: 0,
      travelMilesEstimated: false,
      travelRule: DEFAULT_TRAVEL_RULE,
      retainerAmount: 150,
      pricedOn: '2026-01-10',
    },
    payments: [],
    scheduleId: null,
    bookedOn: over.status === 'held' ? null : '2026-01-10',
    ...over,
  });
}

export interface SeededData {
  bookings?: BookingRecord[];
  weddingSchedules?: WeddingSchedule[];
  scheduleServices?: ScheduleService[];
  siteSettings?: Partial<SiteSettings>;
}

/**
 * Starts the test server on a data file holding these records (and settings over the defaults), on `clock`, with
 * `env` for its configuration. The data folder is removed on close.
 */
export async function startWithBookings(
  seeded: SeededData,
  options: { clock?: Clock; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-bookings-'));
  const { siteSettings, ...lists } = seeded;
  await writeFile(
    path.join(dataDir, 'db.json'),
    JSON.stringify({ ...lists, siteSettings: { ...structuredClone(DEFAULT_SITE_SETTINGS), ...siteSettings } }),
  );
  const server = await startTestServer({ dataDir, clock: options.clock, env: options.env });
  return {
    ...server,
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
