import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import type { CalendarLink } from '#contract/availability.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import type { FacesView } from '#contract/faces.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { trialReminderText, type Trial } from '#contract/trial.ts';
import type { App } from '../app.ts';
import { bookingReminderMail, dueReminders } from '../alerts/booking-alerts.ts';
import { bookingRecord, startWithBookings } from '../test/seeded-bookings.ts';
import { SMTP_USER, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { upgradedBooking, type BookingRecord } from '../store/records.ts';

// A booking's trial (contract/trial.ts): its routes, its event in the calendar feed (read back by ical.js), the day-
// before reminder to her, the client's "Trial reminder" text, and bookings stored before trials.

/** Noon in Sacramento (PDT) on a calendar day. */
const noon = (day: string) => Date.parse(`${day}T19:00:00Z`);
let now = noon('2026-05-01');
const ALERT_EMAIL = 'elena@example.com';

const maya = bookingRecord({
  clientName: 'Maya Lopez',
  clientPhone: '9165550142',
  eventDate: '2026-06-20',
  venueName: 'Vizcaya',
  venueAddress: '2019 21st St, Sacramento',
});
const cancelled = bookingRecord({ clientName: 'Cara Cancelled', eventDate: '2026-07-11', status: 'cancelled' });

let server: TestServer;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startWithBookings(
    { bookings: [maya, cancelled], siteSettings: { siteUrl: 'https://elenamarie.example', homeCity: 'Sacramento' } },
    {
      clock: () => now,
      env: { SMTP_URL: sink.url, ALERT_EMAIL, MAIL_FROM: `Elena Marie alerts <${SMTP_USER}>` },
    },
  );
});
afterAll(async () => {
  await server.close();
  await sink.stop();
});

const setTrial = (id: string, json: unknown, admin: boolean | string = true) =>
  server.request(api.adminBookings.setTrial.path({ id }), { method: 'PUT', admin, json });

describe("a booking's trial", () => {
  it('refuses what is not a trial, naming the field, and changes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ time: '10am' }, 'date', 'Trial date is required'],
      [{ date: '2026-02-30', time: '10am' }, 'date', 'Trial date must be a real date (YYYY-MM-DD)'],
      [{ date: '2026-05-16' }, 'time', 'Trial time is required'],
      [{ date: '2026-05-16', time: 'after lunch' }, 'time', 'Trial time must be a time such as 10:00 AM'],
      [{ date: '2026-05-16', time: '10am', place: 'salon' }, 'place', 'Trial place must be studio or address'],
      [
        { date: '2026-05-16', time: '10am', place: 'address', address: ' ' },
        'address',
        'Type the address of the trial',
      ],
      [
        { date: '2026-05-16', time: '10am', address: 'x'.repeat(301) },
        'address',
        'Trial address must be at most 300 characters',
      ],
      [
        { date: '2026-06-21', time: '10am' },
        'date',
        'The trial must be on or before the wedding (Saturday, June 20, 2026)',
      ],
    ];
    for (const [json, field, error] of cases) {
      const response = await setTrial(maya.id, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await response.json()).toEqual({ error, field });
    }
    expect(server.store.data.bookings.find((booking) => booking.id === maya.id)!.trial).toBeNull();
  });

  it('is refused without her sign-in, on every spelling of the path', async () => {
    const id = maya.id;
    const json = { date: '2026-05-16', time: '10am' };
    for (const spelling of [
      api.adminBookings.setTrial.path({ id }),
      `/API/admin/bookings/${id}/trial`,
      `/api/Admin/bookings/${id}/trial`,
      `/api/%61dmin/bookings/${id}/trial`,
    ]) {
      const response = await server.request(spelling, { method: 'PUT', json });
      expect([401, 404], spelling).toContain(response.status);
    }
    expect((await setTrial(id, json, 'wrong-key')).status).toBe(401);
    expect(server.store.data.bookings.find((booking) => booking.id === id)!.trial).toBeNull();
  });

  it('is set with its time as the schedule writes it, kept by the booking form, listed for the month calendar', async () => {
    const response = await setTrial(maya.id, { date: '2026-05-16', time: '10am', place: 'studio', address: 'ignored' });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as BookingAnswer;
    expect(answer.trial).toEqual({ date: '2026-05-16', time: '10:00 AM', place: 'studio', address: '' });
    expect((await setTrial('no-such-booking', { date: '2026-05-16', time: '10am' })).status).toBe(404);

    // The booking's form never sends the trial: saving it keeps the trial.
    const saved = await server.request(api.adminBookings.update.path({ id: maya.id }), {
      method: 'PUT',
      admin: true,
      json: {
        clientName: 'Maya Lopez',
        clientPhone: '9165550142',
        eventDate: '2026-06-20',
        eventType: 'wedding',
        status: 'booked',
        venueName: 'Vizcaya',
        venueAddress: '2019 21st St, Sacramento',
        party: answer.party.map(({ id, name, services }) => ({ id, name, services })),
        travelMiles: 0,
      },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as BookingAnswer).trial).toEqual(answer.trial);

    // The dashboard's month calendar reads the list.
    const list = (await (
      await server.request(api.adminBookings.list.path(), { admin: true })
    ).json()) as BookingAnswer[];
    expect(list.find((booking) => booking.id === maya.id)!.trial).toEqual(answer.trial);
  });

  it('shows in the calendar feed as an event of its own, "Trial: {client}", read back by ical.js', async () => {
    await setTrial(maya.id, { date: '2026-05-16', time: '10:30 AM', place: 'address', address: '12 J St, Davis' });
    await setTrial(cancelled.id, { date: '2026-05-17', time: '9am' });
    const link = (await (
      await server.request(api.adminCalendarLink.get.path(), { admin: true })
    ).json()) as CalendarLink;
    const text = await (await server.request(new URL(link.url).pathname)).text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const trials = events.filter((event) => event.summary.startsWith('Trial:'));
    // A cancelled booking's trial is not on her calendar.
    expect(trials).toHaveLength(1);
    const [trial] = trials;
    expect(trial!.summary).toBe('Trial: Maya Lopez');
    expect(trial!.uid).toBe(`trial-${maya.id}@elenamarie.example`);
    expect(trial!.startDate.zone.tzid).toBe('America/Los_Angeles');
    // 10:30 AM PDT (UTC-7), two hours (a bridal preview's length).
    expect(trial!.startDate.toJSDate().toISOString()).toBe('2026-05-16T17:30:00.000Z');
    expect(trial!.endDate.toJSDate().toISOString()).toBe('2026-05-16T19:30:00.000Z');
    expect(trial!.location).toBe('12 J St, Davis');
    expect(trial!.description).toContain('Makeup trial for the wedding on Saturday, June 20, 2026');
    // The wedding is still its own event.
    expect(events.map((event) => event.summary)).toContain('Maya Lopez: Wedding');

    // At her studio, the calendar says so with her home city.
    await setTrial(maya.id, { date: '2026-05-16', time: '10:30 AM' });
    const again = await (await server.request(new URL(link.url).pathname)).text();
    const studio = new ICAL.Component(ICAL.parse(again))
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component))
      .find((event) => event.summary === 'Trial: Maya Lopez');
    expect(studio!.location).toBe('Studio, Sacramento');
  });

  it('reminds her the day before, once, with the trial reminder to text written out', async () => {
    await setTrial(maya.id, { date: '2026-05-16', time: '10:30 AM' });
    const reminders = (server.app as App).bookingReminders;
    now = noon('2026-05-14');
    expect(await reminders.check()).toBe(0);
    now = noon('2026-05-15');
    expect(await reminders.check()).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(mail!.envelope.to).toEqual([ALERT_EMAIL]);
    expect(mail!.parsed.subject).toBe('Trial tomorrow: Maya Lopez, 10:30 AM');
    expect(mail!.parsed.text).toContain(
      "Maya Lopez's makeup trial is on Saturday, May 16, 2026 at 10:30 AM, at your studio in Sacramento.",
    );
    expect(mail!.parsed.text).toContain('Text her the trial reminder: (916) 555-0142');
    expect(mail!.parsed.html).toContain('sms:+19165550142');
    expect(await reminders.check()).toBe(0);
    expect(server.store.data.bookings.find((booking) => booking.id === maya.id)!.alertsSent).toContain(
      'trial:2026-05-16',
    );
    now = noon('2026-05-01');
  });

  it('is removed by DELETE, and its event and reminder with it', async () => {
    const response = await server.request(api.adminBookings.removeTrial.path({ id: maya.id }), {
      method: 'DELETE',
      admin: true,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as BookingAnswer).trial).toBeNull();
    const booking = server.store.data.bookings.find((item) => item.id === maya.id)!;
    expect(dueReminders(booking, 0, '2026-05-15').filter((reminder) => reminder.kind === 'trial')).toEqual([]);
  });
});

describe('the trial reminder and her own reminder, as words', () => {
  const trial: Trial = { date: '2026-05-16', time: '10:30 AM', place: 'studio', address: '' };

  it('tells the client the date, the time, the place and what to bring', () => {
    expect(
      trialReminderText({ clientName: 'Maya Lopez', trial }, { artistName: 'Elena', homeCity: 'Sacramento' }),
    ).toBe(
      [
        'Hi Maya! A reminder of your makeup trial on Saturday, May 16, 2026 at 10:30 AM, at my studio in Sacramento.',
        'Please come with a clean face, and bring a photo of your dress and your earrings.',
        '- Elena',
      ].join('\n'),
    );
    const away = trialReminderText(
      { clientName: 'Maya', trial: { ...trial, place: 'address', address: '12 J St, Davis' } },
      { artistName: 'Elena' },
    );
    expect(away).toContain('at 10:30 AM, at 12 J St, Davis.');
  });

  it('is due from the day before a trial of a booking that takes its date, and on the day if missed', () => {
    const booked = { ...bookingRecord({ eventDate: '2026-06-20' }), trial };
    const kinds = (booking: typeof booked, today: string) =>
      dueReminders(booking, 0, today).filter((reminder) => reminder.kind === 'trial');
    expect(kinds(booked, '2026-05-14')).toEqual([]);
    expect(kinds(booked, '2026-05-15')).toEqual([
      { bookingId: booked.id, kind: 'trial', day: '2026-05-16', key: 'trial:2026-05-16' },
    ]);
    expect(kinds(booked, '2026-05-16')).toHaveLength(1);
    expect(kinds(booked, '2026-05-17')).toEqual([]);
    expect(kinds({ ...booked, alertsSent: ['trial:2026-05-16'] }, '2026-05-15')).toEqual([]);
    expect(kinds({ ...booked, status: 'cancelled' }, '2026-05-15')).toEqual([]);
    const mail = bookingReminderMail(
      booked,
      kinds(booked, '2026-05-16')[0]!,
      { ...DEFAULT_SITE_SETTINGS, homeCity: '' },
      '2026-05-16',
    );
    expect(mail.subject).toBe(`Trial today: ${booked.clientName}, 10:30 AM`);
    expect(mail.text).toContain('at your studio.');
  });
});

describe('bookings stored before trials', () => {
  it('read as having none, in the upgrade and through a server started on such a file', async () => {
    const { trial: _trial, ...old } = bookingRecord({ clientName: 'Olga Old' });
    expect(upgradedBooking(old as BookingRecord).trial).toBeNull();
    // One stored before people had services of their own, too.
    const { party: _party, ...older } = old;
    expect(upgradedBooking(older as BookingRecord)).toMatchObject({ trial: null, party: [{ name: 'Bride' }, {}, {}] });

    const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-trial-old-'));
    await writeFile(path.join(dataDir, 'db.json'), JSON.stringify({ bookings: [old, { ...older, id: 'older' }] }));
    const oldServer = await startTestServer({ dataDir });
    try {
      const list = (await (
        await oldServer.request(api.adminBookings.list.path(), { admin: true })
      ).json()) as BookingAnswer[];
      expect(list.map((booking) => booking.trial)).toEqual([null, null]);
      const set = await oldServer.request(api.adminBookings.setTrial.path({ id: 'older' }), {
        method: 'PUT',
        admin: true,
        json: { date: '2026-05-16', time: '9:00 AM' },
      });
      expect(set.status).toBe(200);
      // Its Faces and looks read too: a file from before looks has none.
      const faces = await oldServer.request(api.adminBookings.faces.path({ id: 'older' }), { admin: true });
      expect(faces.status).toBe(200);
      expect(((await faces.json()) as FacesView).people.map((card) => card.look)).toEqual([null, null, null]);
      expect(oldServer.store.data.looks).toEqual([]);
    } finally {
      await oldServer.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
