import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { api, SCHEDULE_TOKEN_HEADER } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { type ServiceGroup, type ServiceItem } from '#contract/site-settings.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// The bookings API's tests, in two files by subject (bookings.test.ts, bookings-rules.test.ts): her day, a
// six-person wedding, and a server started for the file with her settings put back before each test.

/** Her day in these tests: Tuesday 10 March 2026, 10 a.m. in Sacramento. */
export const TODAY = '2026-03-10';
const START = Date.parse('2026-03-10T17:00:00Z');

export const SIX = [
  { name: 'Bride', service: 'Bridal Makeup' },
  { name: 'Mother of the Bride', service: 'Mother of the Bride / Groom' },
  { name: 'Bridesmaid 1', service: 'Bridesmaid' },
  { name: 'Bridesmaid 2', service: 'Bridesmaid' },
  { name: 'Bridesmaid 3', service: 'Bridesmaid' },
  { name: 'Flower girl', service: 'Wedding Attendee' },
];
/** 225 + 150 × 5 */
export const SIX_SERVICES = 975;

export const wedding = (extra: Record<string, unknown> = {}) => ({
  clientName: 'Maya Example',
  clientPhone: '(916) 555-0177',
  clientEmail: 'maya@example.com',
  eventDate: '2026-06-13',
  eventType: 'wedding',
  status: 'booked',
  holdUntil: '',
  venueName: 'Folsom Lake Barn',
  venueAddress: '1 Example Road, Folsom, CA',
  venueZip: '95630',
  readyBy: '3:00 PM',
  party: SIX,
  travelMiles: null,
  notes: 'Private: her sister is allergic to latex',
  pin: '',
  ...extra,
});

/**
 * Starts the file's server (its clock is `suite.now`, put back to 10 a.m. before each test), and the requests the
 * tests make. Call inside the file's `describe`.
 */
export function bookingsApiSuite() {
  const suite = { server: undefined as unknown as TestServer, now: START };
  beforeAll(async () => {
    suite.server = await startTestServer({
      clock: () => suite.now,
      env: { PIN_GUESS_LIMIT: '1000', KEY_GUESS_LIMIT: '100' },
    });
  });
  afterAll(() => suite.server.close());
  beforeEach(async () => {
    suite.now = START;
    await suite.server.store.update((data) => {
      data.bookings = [];
      data.weddingSchedules = [];
      data.scheduleServices = [];
      data.siteSettings = {
        ...structuredClone(DEFAULT_SITE_SETTINGS),
        homeZip: '95814',
        paymentInstructions: 'Venmo @elena-marie, Zelle (916) 555-0142, or cash',
        paymentLink: 'https://pay.example.com/elena',
      };
    });
  });

  const admin = (path: string, method = 'GET', json?: unknown) =>
    suite.server.request(path, { method, admin: true, ...(json === undefined ? {} : { json }) });
  const create = (body: unknown) => admin(api.adminBookings.create.path(), 'POST', body);
  const created = async (body: unknown) => {
    const response = await create(body);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as BookingAnswer;
  };
  const update = (id: string, body: unknown) => admin(api.adminBookings.update.path({ id }), 'PUT', body);
  const updated = async (id: string, body: unknown) => {
    const response = await update(id, body);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as BookingAnswer;
  };
  const bride = async (pin: string) => {
    const response = await suite.server.request(api.weddingSchedule.byPin.path({ pin }));
    expect(response.status).toBe(200);
    return { body: (await response.json()) as ClientSchedule, token: response.headers.get(SCHEDULE_TOKEN_HEADER)! };
  };
  /** Edits her first price group's items, as saving Site Settings replaces them. */
  const setPriceList = (change: (items: ServiceItem[]) => void) =>
    suite.server.store.update((data) => {
      const groups = JSON.parse(JSON.stringify(data.siteSettings.serviceGroups)) as ServiceGroup[];
      change(groups[0]!.items);
      data.siteSettings = { ...data.siteSettings, serviceGroups: groups };
    });
  const refused = async (response: Response, status: number, field: string | undefined, message: RegExp) => {
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: string; field?: string };
    expect(body.field).toBe(field);
    expect(body.error).toMatch(message);
  };
  return { suite, admin, create, created, update, updated, bride, setPriceList, refused };
}
