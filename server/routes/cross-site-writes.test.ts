import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import type { Payout } from '#contract/payout.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import type { TeamMember } from '#contract/team.ts';
import type { ScheduleService } from '#contract/wedding-schedule.ts';
import { builderRow, weddingBookingBody } from '#test-support/wedding-booking.ts';
import type { Data } from '../store/store.ts';
import { logIn, withCookie } from '../test/admin-login.ts';
import { snapshot, startTestServer, type TestServer } from '../test/test-server.ts';

// Her dashboard's writes made from another site's page with her session cookie (a browser that sent it despite
// SameSite=Strict), route by route for her team, payouts, the live morning's taps and the day, thank-you and
// call-sheet links: each is refused with 403 and writes nothing (the store in memory and on disk read back), while the
// very same request from her own pages is taken, so the refusal is the origin's and nothing else's.

const SITE = 'https://www.elenamarie.example';
/** Her day while the wedding is set up, then the wedding's morning (Saturday 13 June 2026, PDT), when taps count. */
const BEFORE = Date.parse('2026-03-10T17:00:00Z');
const at = (clock: string) => `2026-06-13T${clock}:00-07:00`;
const MORNING = Date.parse(at('08:30'));

const json = async <T>(response: Response) => (await response.json()) as T;

/** How another site's page tells on itself: its Origin, Sec-Fetch-Site without one, or both. */
const CROSS_SITE: Record<string, string>[] = [
  { origin: 'https://evil.example' },
  { 'sec-fetch-site': 'cross-site' },
  { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
];

let now = BEFORE;
let server: TestServer;
let dana: TeamMember;
let priya: TeamMember;
let booking: BookingAnswer;
let payout: Payout;
let service: ScheduleService;

const admin = async <T>(path: string, method: string, body: unknown, status = 200) => {
  const response = await server.request(path, { method, admin: true, json: body });
  expect(response.status, await response.clone().text()).toBe(status);
  return json<T>(response);
};
const bookingIn = (data: Readonly<Data>) => data.bookings.find((item) => item.id === booking.id)!;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  await server.store.update((data) => {
    data.siteSettings = {
      ...structuredClone(DEFAULT_SITE_SETTINGS),
      siteUrl: SITE,
      serviceGroups: DEFAULT_SITE_SETTINGS.serviceGroups.map((group) => ({ ...group, offered: true })),
    };
  });
  const artist = (body: object) => admin<TeamMember>(api.adminTeam.create.path(), 'POST', body, 201);
  dana = await artist({
    name: 'Dana Reyes',
    phone: '(916) 555-0142',
    rates: [{ serviceName: 'Bridesmaid', amount: 90 }],
  });
  // On no chair and with no payout: hers is the deletion.
  priya = await artist({ name: 'Priya Shah', phone: '(916) 555-0143', dayRate: 400 });
  booking = await admin<BookingAnswer>(
    api.adminBookings.create.path(),
    'POST',
    weddingBookingBody({
      pin: '4821',
      party: [
        { name: 'Zoë', services: ['Bridal Makeup'] },
        { name: 'Maya', services: ['Bridesmaid'] },
      ],
    }),
    201,
  );
  const row = builderRow(booking);
  await admin(api.adminScheduleServices.write.path({ id: booking.scheduleId! }), 'PUT', {
    mode: 'replace',
    chairs: 2,
    chairArtists: ['lead', dana.id],
    services: [
      row('Maya', 'Bridesmaid', '8:00 AM', '8:45 AM', 2, 1),
      row('Zoë', 'Bridal Makeup', '8:30 AM', '10:00 AM', 1, 2),
    ],
  });
  const services = await json<ScheduleService[]>(
    await server.request(api.adminScheduleServices.list.path({ id: booking.scheduleId! }), { admin: true }),
  );
  service = services[0]!;
  payout = await admin<Payout>(
    api.adminPayouts.create.path(),
    'POST',
    { artistId: dana.id, amount: 100, paidOn: '2026-06-14', method: 'zelle', note: '', bookingId: booking.id },
    201,
  );
  now = MORNING;
});
afterAll(() => server.close());

interface Write {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: () => string;
  body?: () => unknown;
  /** What the write changes, read back from the store. */
  read: (data: Readonly<Data>) => unknown;
}

/** Each admin write of these subjects; the deletions last, as the writes before them are really taken. */
const WRITES: Write[] = [
  {
    name: 'adding a team artist',
    method: 'POST',
    path: () => api.adminTeam.create.path(),
    body: () => ({ name: 'Evil Artist', phone: '(916) 555-0199' }),
    read: (data) => data.team,
  },
  {
    name: 'changing a team artist',
    method: 'PUT',
    path: () => api.adminTeam.update.path({ id: dana.id }),
    body: () => ({ name: 'Dana Reyes', phone: '(916) 555-0100', rates: [{ serviceName: 'Bridesmaid', amount: 1 }] }),
    read: (data) => data.team,
  },
  {
    name: 'recording a payout',
    method: 'POST',
    path: () => api.adminPayouts.create.path(),
    body: () => ({ artistId: dana.id, amount: 5000, paidOn: '2026-06-14', method: 'cash', note: '', bookingId: '' }),
    read: (data) => data.payouts,
  },
  {
    name: 'changing a payout',
    method: 'PUT',
    path: () => api.adminPayouts.update.path({ id: payout.id }),
    body: () => ({ artistId: dana.id, amount: 9999, paidOn: '2026-06-14', method: 'cash', note: '', bookingId: '' }),
    read: (data) => data.payouts,
  },
  {
    name: 'a live-morning tap',
    method: 'POST',
    path: () => api.adminProgress.tap.path({ id: booking.scheduleId! }),
    body: () => ({ serviceId: service.id, step: 'start', at: at('08:30'), tapId: 'cross-site-1' }),
    read: (data) => data.progressTaps,
  },
  {
    name: 'making the day link',
    method: 'POST',
    path: () => api.adminBookings.dayLink.path({ id: booking.id }),
    body: () => ({}),
    read: (data) => bookingIn(data).dayLink,
  },
  {
    name: 'a new thank-you link',
    method: 'POST',
    path: () => api.adminBookings.thankYouLink.path({ id: booking.id }),
    read: (data) => bookingIn(data).thankYouLink,
  },
  {
    name: 'a new call-sheet link',
    method: 'POST',
    path: () => api.adminBookings.callSheetLink.path({ id: booking.id, artistId: dana.id }),
    read: (data) => bookingIn(data).callSheetLinks,
  },
  {
    name: 'deleting a payout',
    method: 'DELETE',
    path: () => api.adminPayouts.remove.path({ id: payout.id }),
    read: (data) => data.payouts,
  },
  {
    name: 'deleting a team artist',
    method: 'DELETE',
    path: () => api.adminTeam.remove.path({ id: priya.id }),
    read: (data) => data.team,
  },
];

describe('her team, payouts, live-morning taps and day, thank-you and call-sheet links, written from another site', () => {
  it.each(WRITES)('refuses $name with her cookie and writes nothing; her own page’s is taken', async (write) => {
    const { cookie } = await logIn(server);
    const send = (headers: Record<string, string>) =>
      server.request(write.path(), { method: write.method, json: write.body?.(), ...withCookie(cookie, headers) });
    const before = JSON.stringify(write.read(server.store.data) ?? null);
    const stored = await snapshot(server);

    for (const headers of CROSS_SITE) {
      const response = await send(headers);
      expect(response.status, `${write.method} ${write.path()} ${JSON.stringify(headers)}`).toBe(403);
      expect(JSON.stringify(write.read(server.store.data) ?? null)).toBe(before);
      expect(await snapshot(server)).toEqual(stored);
    }

    // The same request from her own page, with the same cookie, is a real write.
    const own = await send({ origin: server.url });
    expect(own.status, await own.clone().text()).toBeLessThan(300);
    expect(JSON.stringify(write.read(server.store.data) ?? null)).not.toBe(before);
  });
});
