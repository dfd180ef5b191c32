import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import type { InquiryPushPayload } from '#contract/inquiry-alerts.ts';
import type { App } from '../app.ts';
import { startPushService, type TestDevice, type TestPushService } from '../test/push-service.ts';
import { SMTP_USER, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { until } from '../test/until.ts';
import { pushSubscriptionId } from './push.ts';

const ALERT_EMAIL = 'elena@example.com';
const SITE_URL = 'https://www.elenamarie.example';
/** Noon in Sacramento on a calendar day (PDT in these months). */
const noon = (day: string) => Date.parse(`${day}T19:00:00Z`);

const booking = (extra: Record<string, unknown> = {}) => ({
  clientName: 'Maya Example',
  clientPhone: '(916) 555-0177',
  eventDate: '2026-06-13',
  eventType: 'wedding',
  status: 'booked',
  venueZip: '',
  party: [{ name: 'Bride', service: 'Bridal Makeup' }],
  travelMiles: 0,
  ...extra,
});

describe('booking reminders: the day before a hold lapses, 7 days before a balance is due', () => {
  let sink: SmtpSink;
  let pushService: TestPushService;
  let device: TestDevice;
  let server: TestServer;
  let now = noon('2026-05-01');
  const reminders = () => (server.app as App).bookingReminders;

  beforeAll(async () => {
    sink = await startSmtpSink();
    pushService = await startPushService();
    device = pushService.device('phone');
  });
  afterAll(async () => {
    await sink.stop();
    await pushService.close();
  });
  beforeEach(async () => {
    now = noon('2026-05-01');
    server = await startTestServer({
      clock: () => now,
      env: { SMTP_URL: sink.url, ALERT_EMAIL, MAIL_FROM: `Elena Marie alerts <${SMTP_USER}>` },
      alertOptions: {
        retry: { firstRetryMs: 100, maxRetryMs: 400 },
        push: { testPushService: { origin: pushService.url, ca: pushService.ca } },
      },
    });
    await server.store.update((data) => {
      data.siteSettings = { ...data.siteSettings, siteUrl: SITE_URL };
      data.pushSubscriptions = [
        {
          id: pushSubscriptionId(device.endpoint),
          endpoint: device.endpoint,
          p256dh: device.p256dh,
          auth: device.auth,
          device: 'Her phone',
          createdAt: new Date(now).toISOString(),
        },
      ];
    });
  });
  afterEach(async () => {
    await server.close();
    sink.received.length = 0;
    pushService.requests.length = 0;
  });

  const create = async (body: unknown) => {
    const response = await server.request(api.adminBookings.create.path(), { method: 'POST', admin: true, json: body });
    expect(response.status).toBe(201);
    return (await response.json()) as BookingAnswer;
  };
  const pushes = () =>
    pushService.requests.map((request) => JSON.parse(device.decrypt(request.body)) as InquiryPushPayload);

  it('tells her the day before a hold lapses, once, by e-mail and push', async () => {
    const hold = await create(booking({ status: 'held', holdUntil: '2026-05-20' }));
    // Two days before: nothing yet.
    now = noon('2026-05-18');
    expect(await reminders().check()).toBe(0);

    // The day before, in Sacramento (early morning there is still the previous day in UTC terms the other way).
    now = Date.parse('2026-05-19T08:30:00Z'); // 1:30 a.m. on the 19th in Sacramento
    expect(await reminders().check()).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(mail!.envelope.to).toEqual([ALERT_EMAIL]);
    expect(mail!.parsed.subject).toBe('Hold lapses tomorrow: Maya Example');
    expect(mail!.parsed.text).toContain(
      "The hold on Maya Example's wedding on Saturday, June 13, 2026 lapses at the end of Wednesday, May 20, 2026.",
    );
    expect(mail!.parsed.text).toContain(`${SITE_URL}/admin?tab=bookings`);
    await until(() => (pushService.requests.length === 1 ? true : undefined));
    expect(pushes()[0]).toMatchObject({
      title: 'Hold lapses tomorrow: Maya Example',
      url: '/admin?tab=bookings',
      tag: `hold-lapses:2026-05-20-${hold.id}`,
    });

    // Looked at again that day, the next day, and after a restart of the check: never again for that date.
    expect(await reminders().check()).toBe(0);
    now = noon('2026-05-20');
    expect(await reminders().check()).toBe(0);
    expect(server.store.data.bookings[0]!.alertsSent).toEqual(['hold-lapses:2026-05-20']);

    // A hold extended is a new date: its own reminder the day before.
    const extended = await server.request(api.adminBookings.update.path({ id: hold.id }), {
      method: 'PUT',
      admin: true,
      json: booking({ status: 'held', holdUntil: '2026-05-27' }),
    });
    expect(extended.status).toBe(200);
    now = noon('2026-05-26');
    expect(await reminders().check()).toBe(1);
    await sink.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(2);
  });

  it('tells her 7 days before an unpaid balance is due, with the reminder to text written out; not once paid', async () => {
    await server.store.update((data) => {
      data.siteSettings = { ...data.siteSettings, balanceDueDaysBefore: 3, paymentInstructions: 'Venmo @elena' };
    });
    // Her phone typed as bare digits: the e-mail writes it as a phone number reads.
    const owing = await create(booking({ clientPhone: '9165550177' }));
    const paid = await create(booking({ clientName: 'Paid Bride', eventDate: '2026-06-14' }));
    await server.request(api.adminBookings.addPayment.path({ id: paid.id }), {
      method: 'POST',
      admin: true,
      json: { amount: 225, method: 'Zelle', paidOn: '2026-05-01' },
    });
    // Balance due 3 days before 13 June: 10 June; the reminder from 3 June.
    now = noon('2026-06-02');
    expect(await reminders().check()).toBe(0);
    now = noon('2026-06-03');
    expect(await reminders().check()).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(mail!.parsed.subject).toBe('Balance due Wednesday, June 10, 2026: Maya Example, $225');
    expect(mail!.parsed.text).toContain('Total $225, paid so far $0.');
    expect(mail!.parsed.text).toContain('Text her the reminder: (916) 555-0177');
    const html = typeof mail!.parsed.html === 'string' ? mail!.parsed.html : '';
    expect(html).toMatch(/href="sms:\+19165550177\?&amp;body=[^"]*Venmo%20%40elena/);
    await until(() => (pushService.requests.length === 1 ? true : undefined));
    expect(pushes()[0]).toMatchObject({ tag: `balance-due:2026-06-10-${owing.id}` });
    now = noon('2026-06-09');
    expect(await reminders().check()).toBe(0);
  });

  it('keeps what she typed as text in the e-mail', async () => {
    await create(
      booking({
        clientName: '<img src=x onerror=alert(1)> Maya\u202Egpj.exe',
        status: 'held',
        holdUntil: '2026-05-02',
      }),
    );
    expect(await reminders().check()).toBe(1);
    const [mail] = await sink.waitFor(1);
    const html = typeof mail!.parsed.html === 'string' ? mail!.parsed.html : '';
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Maya');
    expect(mail!.parsed.subject).not.toContain('\u202E');
    expect(mail!.parsed.text).not.toContain('\u202E');
  });
});
