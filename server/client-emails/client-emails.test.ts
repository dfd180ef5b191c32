import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import type { ScheduleService } from '#contract/wedding-schedule.ts';
import type { App } from '../app.ts';
import { SMTP_USER, startSmtpSink, type ReceivedMail, type SmtpSink } from '../test/smtp-sink.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { until } from '../test/until.ts';

// Her clients' automatic e-mails through the real server, a loopback SMTP server and the test clock: each received
// once at 9:00 AM Sacramento on its day, from her name with Reply-To her address and a plain-text part, naming no
// one else's data; none for a cancelled booking or with e-mails off; one missed goes late before the wedding only.

const SITE_URL = 'https://www.elenamarie.example';
const HER_ADDRESS = 'elena@elenamarie.example';
/** A time in Sacramento (PDT in these months: UTC-7) on a calendar day. */
const at = (day: string, time = '12:00') => Date.parse(`${day}T${time}:00-07:00`);

const booking = (extra: Record<string, unknown> = {}) => ({
  clientName: 'Maya Example',
  clientPhone: '(916) 555-0177',
  clientEmail: 'maya@example.com',
  eventDate: '2026-06-13',
  eventType: 'wedding',
  status: 'booked',
  venueName: 'Folsom Lake Barn',
  venueAddress: '1 Example Road, Folsom, CA',
  venueZip: '',
  travelMiles: 0,
  parkingNotes: 'Park behind the barn, by the oak.',
  pin: '4321',
  party: [
    { name: 'Maya Example', services: ['Bridal Makeup'] },
    { name: 'Jo Friend', services: ['Bridesmaid'], payer: 'self', email: 'jo@example.com', phone: '(916) 555-0199' },
  ],
  ...extra,
});

describe('automatic e-mails to her client', () => {
  let sink: SmtpSink;
  let server: TestServer;
  let now = at('2026-05-01');
  const emails = () => (server.app as App).clientEmails;

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.stop();
  });
  beforeEach(async () => {
    now = at('2026-05-01');
    server = await startTestServer({
      clock: () => now,
      env: { SMTP_URL: sink.url, ALERT_EMAIL: 'inbox@example.com', MAIL_FROM: `Site alerts <${SMTP_USER}>` },
      alertOptions: { retry: { firstRetryMs: 100, maxRetryMs: 400 } },
    });
    await server.store.update((data) => {
      data.siteSettings = {
        ...data.siteSettings,
        siteUrl: SITE_URL,
        artistName: 'Elena Marie',
        email: HER_ADDRESS,
        reviewLinks: [{ label: 'Google', url: 'https://g.page/r/elena-example/review' }],
      };
    });
  });
  afterEach(async () => {
    await server.close();
    sink.received.length = 0;
  });

  const create = async (body: unknown) => {
    const response = await server.request(api.adminBookings.create.path(), { method: 'POST', admin: true, json: body });
    expect(response.status).toBe(201);
    return (await response.json()) as BookingAnswer;
  };
  const read = async (id: string) =>
    (await (await server.request(api.adminBookings.get.path({ id }), { admin: true })).json()) as BookingAnswer;
  /** Moves the clock, looks, and answers the e-mails that arrived (waiting for the outbox to deliver them). */
  const lookAt = async (time: number, expected: number): Promise<ReceivedMail[]> => {
    now = time;
    const before = sink.received.length;
    expect(await emails().check()).toBe(expected);
    if (expected === 0) return [];
    const all = await sink.waitFor(before + expected);
    return all.slice(before);
  };
  const fromHer = (mail: ReceivedMail) => {
    expect(mail.parsed.from?.value[0]).toMatchObject({ name: 'Elena Marie', address: SMTP_USER });
    expect(mail.parsed.replyTo?.value[0]?.address).toBe(HER_ADDRESS);
    expect(mail.parsed.text).toBeTruthy();
    expect(mail.parsed.html).toBeTruthy();
  };

  it('sends each one once, at 9:00 AM on its day, through the outbox, and lists them on the booking', async () => {
    const made = await create(booking());
    // The first chair at 7:30 AM: her arrival time in the day-before note.
    await server.store.update((data) => {
      data.scheduleServices.push({
        id: 'service-1',
        createdAt: new Date(now).toISOString(),
        scheduleId: made.scheduleId!,
        serviceName: 'Bridal Makeup',
        startTime: '7:30 AM',
        endTime: '8:30 AM',
        sortOrder: 0,
      } as ScheduleService);
    });
    expect(made.emails.map((line) => [line.kind, line.plannedFor, line.status, line.to])).toEqual([
      ['summary', '2026-05-01', 'planned', 'Maya Example'],
      ['agreement', '2026-05-04', 'planned', 'Maya Example'],
      ['balance', '2026-06-06', 'planned', 'Maya Example'],
      ['balance', '2026-06-06', 'planned', 'Jo Friend'],
      ['dayBefore', '2026-06-12', 'planned', 'Maya Example'],
      ['thankYou', '2026-06-15', 'planned', 'Maya Example'],
    ]);

    // Booked at noon: the summary goes at once (9:00 AM has passed), with her signing link.
    const [summary] = await lookAt(at('2026-05-01', '12:00'), 1);
    expect(summary!.envelope.to).toEqual(['maya@example.com']);
    fromHer(summary!);
    expect(summary!.parsed.text).toContain('Hi Maya! Here is the quote for your wedding on Saturday, June 13, 2026');
    expect(summary!.parsed.text).toMatch(
      /Your booking agreement is waiting for you to sign: https:\/\/www\.elenamarie\.example\/sign#\S+/,
    );
    // Jo's e-mail and phone are hers alone.
    expect(summary!.raw).not.toContain('jo@example.com');
    expect(summary!.raw).not.toContain('555-0199');
    // Never twice, however often it looks.
    await lookAt(at('2026-05-01', '15:00'), 0);

    // "Your agreement is waiting": not before 9:00 AM on the third day, then once.
    await lookAt(at('2026-05-04', '08:59'), 0);
    const [agreement] = await lookAt(at('2026-05-04', '09:00'), 1);
    fromHer(agreement!);
    expect(agreement!.parsed.subject).toBe('Your booking agreement is waiting for you to sign');
    expect(agreement!.parsed.text).toContain('A friendly reminder: your booking agreement for your wedding');

    // The balance, 7 days before it is due (the wedding day, by her setting): Maya's, and Jo's own share to Jo.
    const balances = await lookAt(at('2026-06-06', '09:30'), 2);
    const toMaya = balances.find((mail) => mail.envelope.to[0] === 'maya@example.com')!;
    const toJo = balances.find((mail) => mail.envelope.to[0] === 'jo@example.com')!;
    fromHer(toMaya);
    fromHer(toJo);
    expect(toMaya.parsed.text).toContain('A friendly reminder: the balance of');
    expect(toJo.parsed.text).toContain('Hi Jo! Here is your share for');
    expect(toJo.parsed.text).toContain('Your total: $150');
    // Jo's e-mail names none of Maya's amounts or details, and Maya's none of Jo's.
    expect(toJo.raw).not.toContain('maya@example.com');
    expect(toJo.raw).not.toContain('555-0177');
    expect(toJo.parsed.text).not.toContain('Bridal Makeup');
    expect(toMaya.raw).not.toContain('jo@example.com');

    // The day before: arrival time, address, parking, her prep sheet.
    const [dayBefore] = await lookAt(at('2026-06-12', '09:00'), 1);
    fromHer(dayBefore!);
    expect(dayBefore!.parsed.text).toContain('I arrive at 7:30 AM.');
    expect(dayBefore!.parsed.text).toContain('Address: Folsom Lake Barn, 1 Example Road, Folsom, CA');
    expect(dayBefore!.parsed.text).toContain('Parking: Park behind the barn, by the oak.');
    expect(dayBefore!.parsed.text).toContain('button-front top');

    // Nothing on the wedding day or the day after; the thank-you 2 days after, with her review links and her link.
    await lookAt(at('2026-06-13', '10:00'), 0);
    await lookAt(at('2026-06-14', '10:00'), 0);
    const [thanks] = await lookAt(at('2026-06-15', '09:00'), 1);
    fromHer(thanks!);
    expect(thanks!.parsed.text).toContain('Google: https://g.page/r/elena-example/review');
    expect(thanks!.parsed.text).toMatch(/https:\/\/www\.elenamarie\.example\/thank-you#\S+/);
    expect(thanks!.parsed.text).toContain('until Friday, September 11, 2026');

    await lookAt(at('2026-06-20', '10:00'), 0);
    expect(sink.received).toHaveLength(6);
    // Kept apart from the alerts, each marked sent once delivered; the booking lists them so.
    await until(() => (server.store.data.clientEmails.every((record) => record.sentAt) ? true : undefined));
    expect(server.store.data.clientEmails).toHaveLength(6);
    expect(server.store.data.alertOutbox).toEqual([]);
    const after = await read(made.id);
    expect(after.emails.every((line) => line.status === 'sent' && line.sentAt)).toBe(true);
  });

  it('sends none for a cancelled booking, or with her e-mails turned off (listed as off)', async () => {
    const cancelled = await create(booking({ status: 'cancelled' }));
    const off = await create(booking({ clientName: 'Nora Quiet', autoEmails: false, pin: '9876' }));
    expect(off.autoEmails).toBe(false);
    expect(off.emails.every((line) => line.status === 'off')).toBe(true);
    expect(cancelled.emails.every((line) => line.status === 'not-needed')).toBe(true);
    for (const day of ['2026-05-01', '2026-05-04', '2026-06-06', '2026-06-12', '2026-06-15']) {
      await lookAt(at(day, '10:00'), 0);
    }
    expect(sink.received).toEqual([]);

    // Turned back on: from then on they go (the missed ones too, while before the wedding).
    now = at('2026-06-01', '10:00');
    const turnedOn = await server.request(api.adminBookings.update.path({ id: off.id }), {
      method: 'PUT',
      admin: true,
      json: booking({ clientName: 'Nora Quiet', autoEmails: true, pin: '9876' }),
    });
    expect(turnedOn.status).toBe(200);
    expect(((await turnedOn.json()) as BookingAnswer).autoEmails).toBe(true);
  });

  it('drops one waiting in the outbox (her mail server down) when the booking is cancelled meanwhile', async () => {
    const made = await create(booking());
    await sink.stop();
    now = at('2026-05-01', '12:00');
    expect(await emails().check()).toBe(1);
    await until(() => (server.store.data.alertOutbox[0]?.failedAttempts ? true : undefined));
    const cancelled = await server.request(api.adminBookings.update.path({ id: made.id }), {
      method: 'PUT',
      admin: true,
      json: booking({ status: 'cancelled' }),
    });
    expect(cancelled.status).toBe(200);
    await sink.start();
    now += 60_000;
    (server.app as App).alerts.sendOutbox();
    await until(() => (server.store.data.alertOutbox.length === 0 ? true : undefined));
    expect(sink.received).toEqual([]);
    expect((await read(made.id)).emails.find((line) => line.kind === 'summary')!.status).toBe('not-needed');
  });

  it('sends one missed while the server was down late, before the wedding, and never after it', async () => {
    // Booked at 8:00 AM: the summary waits for 9:00 AM, and the server is down until 6 days later.
    now = at('2026-05-01', '08:00');
    const early = await create(booking());
    expect(await emails().check()).toBe(0);
    const late = await lookAt(at('2026-05-07', '07:00'), 2);
    expect(late.map((mail) => mail.parsed.subject).sort()).toEqual([
      'Your booking agreement is waiting for you to sign',
      'Your wedding on Saturday, June 13, 2026: your booking with Elena Marie',
    ]);

    // Down again from before the balance reminder until after the wedding: the missed ones are not sent late.
    await lookAt(at('2026-06-14', '10:00'), 0);
    const lines = (await read(early.id)).emails;
    expect(lines.filter((line) => line.kind === 'balance' || line.kind === 'dayBefore').map((l) => l.status)).toEqual([
      'not-needed',
      'not-needed',
      'not-needed',
    ]);
    // The thank-you is after the wedding by nature: it goes on its day.
    const [thanks] = await lookAt(at('2026-06-15', '10:00'), 1);
    expect(thanks!.parsed.subject).toBe('Thank you, Maya!');
  });

  it('sends no backlog for a booking stored before automatic e-mails: only what falls from that day on', async () => {
    now = at('2026-03-02', '10:00');
    const old = await create(booking({ eventDate: '2026-06-13' }));
    // As stored before this feature: no autoEmails on the record, nothing sent.
    await server.store.update((data) => {
      const { autoEmails: _on, ...before } = data.bookings[0]!;
      data.bookings[0] = before;
    });
    // The first look after the upgrade: the summary and agreement reminder of March are not sent late.
    await lookAt(at('2026-05-01', '10:00'), 0);
    expect(server.store.data.bookings[0]).toMatchObject({ autoEmails: true, autoEmailsFrom: '2026-05-01' });
    const lines = (await read(old.id)).emails;
    expect(lines.filter((line) => line.kind === 'summary' || line.kind === 'agreement').map((l) => l.status)).toEqual([
      'not-needed',
      'not-needed',
    ]);
    // What falls after it goes as planned.
    const [dayBefore] = await lookAt(at('2026-06-12', '09:00'), 3).then((mails) =>
      mails.filter((mail) => mail.parsed.subject?.startsWith('See you tomorrow')),
    );
    expect(dayBefore!.envelope.to).toEqual(['maya@example.com']);
  });

  it('sends the balance reminder at once when booked inside its 7 days', async () => {
    now = at('2026-06-09', '07:00');
    await create(booking({ pin: '', party: [{ name: 'Maya Example', services: ['Bridal Makeup'] }] }));
    const sent = await lookAt(at('2026-06-09', '07:05'), 1);
    expect(sent[0]!.parsed.text).toContain('A friendly reminder: the balance of');
  });
});
