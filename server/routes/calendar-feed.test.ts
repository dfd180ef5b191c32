import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import type { CalendarLink } from '#contract/availability.ts';
import type { ScheduleService, WeddingSchedule } from '#contract/wedding-schedule.ts';
import { logIn, withCookie } from '../test/admin-login.ts';
import { bookingRecord, startWithBookings } from '../test/seeded-bookings.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { redactPath } from '../middleware/request-log.ts';
import { DataFileError, Store } from '../store/store.ts';

// Today, for every test here, is Friday May 1, 2026 in Sacramento.
const clock = () => Date.parse('2026-05-01T19:00:00Z');
const PIN = '482913';

const schedule: WeddingSchedule = {
  id: 'schedule-maya',
  createdAt: '2026-01-10T18:00:00.000Z',
  clientName: 'Maya Lopez',
  pin: PIN,
  weddingDate: '2026-06-20',
  startTime: '9:15 AM',
  venueName: 'Vizcaya',
  venueAddress: '2019 21st St, Sacramento',
  contactPhone: '',
  manualTotal: '',
  isActive: true,
};
const service = (id: string, serviceName: string, startTime: string, endTime: string, sortOrder: number) =>
  ({
    id,
    createdAt: schedule.createdAt,
    scheduleId: schedule.id,
    serviceName,
    startTime,
    endTime,
    sortOrder,
  }) satisfies ScheduleService;
const services = [
  service('s2', 'Bridesmaid Makeup', '10:45 AM', '11:30 AM', 2),
  service('s1', 'Bridal Makeup', '9:15 AM', '10:45 AM', 1),
];

// A booked wedding with a timeline, $490 with $150 paid; balance due 14 days before.
const maya = bookingRecord({
  clientName: 'Maya Lopez',
  // Typed as bare digits: the feed writes it as a phone number reads.
  clientPhone: '9165550142',
  eventDate: '2026-06-20',
  venueName: 'Vizcaya',
  venueAddress: '2019 21st St, Sacramento',
  readyBy: '1:00 PM',
  scheduleId: schedule.id,
  payments: [
    {
      id: 'p1',
      createdAt: schedule.createdAt,
      amount: 150,
      method: 'Venmo',
      paidOn: '2026-01-10',
      note: '',
      payerId: '',
      tip: 0,
    },
  ],
});
// A booked event without a schedule: all day. Paid in full: no balance event.
const priya = bookingRecord({
  clientName: 'Priya Shah',
  eventDate: '2026-12-12',
  eventType: 'special-event',
  venueName: 'The Citizen Hotel',
  payments: [
    {
      id: 'p2',
      createdAt: schedule.createdAt,
      amount: 490,
      method: 'Zelle',
      paidOn: '2026-02-01',
      note: '',
      payerId: '',
      tip: 0,
    },
  ],
});
const hold = bookingRecord({
  clientName: 'Hana Held',
  eventDate: '2026-07-04',
  status: 'held',
  holdUntil: '2026-05-10',
});
const lapsed = bookingRecord({
  clientName: 'Lana Lapsed',
  eventDate: '2026-07-05',
  status: 'held',
  holdUntil: '2026-04-30',
});
const cancelled = bookingRecord({ clientName: 'Cara Cancelled', eventDate: '2026-07-11', status: 'cancelled' });

let server: TestServer;
beforeAll(async () => {
  server = await startWithBookings(
    {
      bookings: [maya, priya, hold, lapsed, cancelled],
      weddingSchedules: [schedule],
      scheduleServices: services,
      siteSettings: { siteUrl: 'https://elenamarie.example', balanceDueDaysBefore: 14 },
    },
    { clock },
  );
});
afterAll(() => server.close());

async function currentLink(): Promise<string> {
  const response = await server.request(api.adminCalendarLink.get.path(), { admin: true });
  expect(response.status).toBe(200);
  return ((await response.json()) as CalendarLink).url;
}

/** The path of a subscription address, to ask this test server for it. */
const pathOf = (url: string) => new URL(url).pathname;

function parsedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  };
}

describe('her calendar subscription', () => {
  it('gives her a private address on her site, the same each time she asks', async () => {
    const url = await currentLink();
    expect(url).toMatch(/^https:\/\/elenamarie\.example\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await currentLink()).toBe(url);
  });

  it('holds every booking that takes its date, holds as tentative, and each balance due date; never a PIN', async () => {
    const response = await server.request(pathOf(await currentLink()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    expect(text).not.toContain(PIN);
    for (const gone of ['Lana Lapsed', 'Cara Cancelled']) expect(text).not.toContain(gone);

    const { calendar, events } = parsedEvents(text);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Los_Angeles');
    const rows = events.map((event) => ({
      summary: event.summary,
      status: event.component.getFirstPropertyValue('status'),
      allDay: event.startDate.isDate,
      start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
      end: event.startDate.isDate ? null : event.endDate.toJSDate().toISOString(),
      location: event.location,
    }));
    expect(rows).toEqual([
      // First chair 9:15 AM to ready by 1:00 PM, Pacific daylight time (UTC-7).
      {
        summary: 'Maya Lopez: Wedding',
        status: 'CONFIRMED',
        allDay: false,
        start: '2026-06-20T16:15:00.000Z',
        end: '2026-06-20T20:00:00.000Z',
        location: 'Vizcaya, 2019 21st St, Sacramento',
      },
      {
        summary: 'Balance due: Maya Lopez $340',
        status: null,
        allDay: true,
        start: '2026-06-06',
        end: null,
        location: null,
      },
      {
        summary: 'Hold: Hana Held (Wedding)',
        status: 'TENTATIVE',
        allDay: true,
        start: '2026-07-04',
        end: null,
        location: null,
      },
      {
        summary: 'Priya Shah: Special event',
        status: 'CONFIRMED',
        allDay: true,
        start: '2026-12-12',
        end: null,
        location: 'The Citizen Hotel',
      },
    ]);
    const timed = events[0]!;
    // The zone is the file's own, not the test machine's.
    expect(timed.startDate.zone.tzid).toBe('America/Los_Angeles');
    expect(events[2]!.description).toContain('Held until Sunday, May 10, 2026');
    expect(events[0]!.description).toContain('Client: Maya Lopez, (916) 555-0142');
  });

  it('answers 404 for a wrong, malformed or differently spelt address', async () => {
    const url = await currentLink();
    const token = /calendar\/(.*)\.ics$/.exec(url)![1]!;
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      `/api/calendar/${wrong}.ics`,
      `/api/calendar/${token}`,
      `/api/calendar/${token}.ICS`,
      `/api/calendar/${token}.ics.ics`,
      `/api/calendar/${'x'.repeat(3000)}.ics`,
      `/API/calendar/${token}.ics`,
      '/api/calendar/.ics',
    ]) {
      const response = await server.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('Maya');
    }
  });

  it('"Make a new link" retires the old address at once', async () => {
    const old = await currentLink();
    const renewed = await server.request(api.adminCalendarLink.renew.path(), { method: 'POST', admin: true });
    expect(renewed.status).toBe(200);
    const { url } = (await renewed.json()) as CalendarLink;
    expect(url).not.toBe(old);
    expect(await currentLink()).toBe(url);
    expect((await server.request(pathOf(old))).status).toBe(404);
    expect((await server.request(pathOf(url))).status).toBe(200);
  });

  it('never writes the token to the log, however the path is spelt', async () => {
    const url = await currentLink();
    const token = /calendar\/(.*)\.ics$/.exec(url)![1]!;
    const before = server.logs.length;
    for (const path of [
      pathOf(url),
      `/API/Calendar/${token}.ics`,
      `/api/%63alendar/${token}.ics`,
      `/api/calendar/${token}`,
    ]) {
      await server.request(path);
    }
    const lines = server.logs.slice(before);
    expect(lines.filter((line) => line.includes('/api/calendar/[redacted]'))).toHaveLength(4);
    expect(lines.join('\n')).not.toContain(token);
    expect(redactPath('/api/calendar')).toBe('/api/calendar');
    expect(redactPath('/api/calendars')).toBe('/api/calendars');
  });

  it('keeps the address across a restart: the data file holds it (and so does a backup)', async () => {
    const url = await currentLink();
    const again = await startTestServer({ dataDir: server.dataDir, clock });
    try {
      expect((await again.request(pathOf(url))).status).toBe(200);
    } finally {
      await again.close();
    }
  });

  it('refuses to start on a data file whose token is not one the server makes', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-token-'));
    try {
      await writeFile(path.join(dataDir, 'db.json'), JSON.stringify({ calendarFeedToken: 'short' }));
      await expect(Store.open(dataDir)).rejects.toThrow(DataFileError);
      await expect(Store.open(dataDir)).rejects.toThrow('has a bad calendar link secret');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('gives the link to the owner only', async () => {
    for (const [method, path] of [
      ['GET', api.adminCalendarLink.get.path()],
      ['POST', api.adminCalendarLink.renew.path()],
      ['GET', '/API/ADMIN/calendar-link'],
      ['POST', '/api/admin/%63alendar-link'],
      ['GET', '/api/admin/calendar-link/'],
    ] as const) {
      const response = await server.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.text()).not.toContain('/api/calendar/');
      const wrongKey = await server.request(path, { method, admin: 'not-the-key' });
      expect(wrongKey.status, `${method} ${path} with a wrong key`).toBe(401);
    }
    // A change made with the session cookie must come from her own pages.
    const { cookie } = await logIn(server);
    const crossSite = await server.request(api.adminCalendarLink.renew.path(), {
      method: 'POST',
      ...withCookie(cookie, { origin: 'https://evil.example' }),
    });
    expect(crossSite.status).toBe(403);
    const fromDashboard = await server.request(api.adminCalendarLink.get.path(), withCookie(cookie));
    expect(fromDashboard.status).toBe(200);
  });
});
