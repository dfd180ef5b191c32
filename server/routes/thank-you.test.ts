import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, LINK_TOKEN_HEADER } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { linkExpiredMessage, linkReplacedMessage } from '#contract/messages.ts';
import type { PublicTestimonial, Testimonial } from '#contract/testimonial.ts';
import { testimonialLockedMessage, type ThankYouView } from '#contract/thank-you.ts';
import { SMTP_USER, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// The bride's thank-you link (`/thank-you#<token>`): the private-link rule (no token, a guess, another kind's token,
// a replaced or expired link), her one testimonial (validation naming the field, hostile input, editable until it is
// published), hidden in the Testimonials tab with its source, her artist's alert, and the consent the switch needs.

const SITE = 'https://www.elenamarie.example';
const ALERT_EMAIL = 'elena@example.com';
const at = (day: string, time = '12:00') => Date.parse(`${day}T${time}:00-07:00`);

const wedding = {
  clientName: 'Maya Example',
  clientPhone: '(916) 555-0177',
  clientEmail: 'maya@example.com',
  eventDate: '2026-06-13',
  eventType: 'wedding',
  status: 'booked',
  venueZip: '',
  travelMiles: 0,
  party: [{ name: 'Maya Example', services: ['Bridal Makeup', 'Bridal Hair'] }],
};

const good = {
  clientName: 'Maya E.',
  rating: 5,
  content: 'She made me feel like myself, only glowing.',
  consent: true,
};

describe('the thank-you link', () => {
  let sink: SmtpSink;
  let server: TestServer;
  let now = at('2026-06-14');
  let booking: BookingAnswer;
  let token: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({
      clock: () => now,
      env: {
        SMTP_URL: sink.url,
        ALERT_EMAIL,
        MAIL_FROM: `Alerts <${SMTP_USER}>`,
        LINK_GUESS_LIMIT: '1000',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await sink.stop();
  });
  beforeEach(async () => {
    now = at('2026-05-01');
    await server.store.update((data) => {
      data.bookings = [];
      data.testimonials = [];
      data.clientEmails = [];
      data.siteSettings = {
        ...data.siteSettings,
        siteUrl: SITE,
        artistName: 'Elena Marie',
        reviewLinks: [
          { label: 'Google', url: 'https://g.page/r/elena-example/review' },
          { label: 'The Knot', url: 'https://www.theknot.com/marketplace/elena-example' },
        ],
      };
    });
    const made = await server.request(api.adminBookings.create.path(), { method: 'POST', admin: true, json: wedding });
    expect(made.status).toBe(201);
    booking = (await made.json()) as BookingAnswer;
    token = booking.thankYou.link.split('#')[1]!;
    now = at('2026-06-14');
    sink.received.length = 0;
  });

  const open = (withToken: string | null = token) =>
    server.request(api.thankYou.get.path(), { headers: withToken === null ? {} : { [LINK_TOKEN_HEADER]: withToken } });
  const write = (body: unknown, withToken = token) =>
    server.request(api.thankYou.put.path(), { method: 'PUT', headers: { [LINK_TOKEN_HEADER]: withToken }, json: body });
  const publish = (testimonial: Testimonial, isVisible: boolean) =>
    server.request(api.adminTestimonials.update.path({ id: testimonial.id }), {
      method: 'PUT',
      admin: true,
      json: {
        clientName: testimonial.clientName,
        content: testimonial.content,
        serviceType: testimonial.serviceType,
        rating: testimonial.rating,
        isVisible,
      },
    });
  const errorOf = async (response: Response) => (await response.json()) as { error: string; field?: string };

  it('gives each booking its link on her site address, working until 90 days after the wedding', () => {
    expect(booking.thankYou.link).toMatch(new RegExp(`^${SITE}/thank-you#[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}$`));
    expect(booking.thankYou.lastDay).toBe('2026-09-11');
  });

  it('opens only with her token: none, a guess or another link kind is 404, never cached or indexed', async () => {
    const answer = await open();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    const view = (await answer.json()) as ThankYouView;
    expect(view).toEqual({
      clientName: 'Maya Example',
      eventDate: '2026-06-13',
      artistName: 'Elena Marie',
      serviceType: 'Bridal Makeup & Bridal Hair',
      reviewLinks: [
        { label: 'Google', url: 'https://g.page/r/elena-example/review' },
        { label: 'The Knot', url: 'https://www.theknot.com/marketplace/elena-example' },
      ],
      testimonial: null,
      published: false,
    });
    // Nothing private of the booking rides along.
    expect(JSON.stringify(view)).not.toContain('555-0177');
    expect(JSON.stringify(view)).not.toContain('maya@example.com');
    expect((await open(null)).status).toBe(404);
    expect((await open(`${token.slice(0, -2)}xx`)).status).toBe(404);
    expect((await open(token.toUpperCase())).status).toBe(404);
    expect((await open(encodeURIComponent(`${token}%`))).status).toBe(404);
    const partyToken = booking.party[0]!.link.split('#')[1]!;
    expect((await open(partyToken)).status).toBe(404);
    expect((await write(good, partyToken)).status).toBe(404);
    // A cancelled booking's link opens nothing.
    await server.store.update((data) => void (data.bookings[0]!.status = 'cancelled'));
    expect((await open()).status).toBe(404);
  });

  it('answers 410 once replaced by a new link, and once its 90 days after the wedding are over', async () => {
    const renewed = await server.request(api.adminBookings.thankYouLink.path({ id: booking.id }), {
      method: 'POST',
      admin: true,
    });
    expect(renewed.status).toBe(200);
    const fresh = ((await renewed.json()) as BookingAnswer).thankYou.link.split('#')[1]!;
    expect(fresh).not.toBe(token);
    const old = await open();
    expect(old.status).toBe(410);
    expect((await errorOf(old)).error).toBe(linkReplacedMessage('Elena Marie'));
    expect((await write(good)).status).toBe(410);
    expect((await open(fresh)).status).toBe(200);
    // The admin route is the owner's alone.
    expect(
      (await server.request(api.adminBookings.thankYouLink.path({ id: booking.id }), { method: 'POST' })).status,
    ).toBe(401);

    now = at('2026-09-11', '23:00');
    expect((await open(fresh)).status).toBe(200);
    now = at('2026-09-12', '00:30');
    const expired = await open(fresh);
    expect(expired.status).toBe(410);
    expect((await errorOf(expired)).error).toBe(linkExpiredMessage('Elena Marie'));
    expect((await write(good, fresh)).status).toBe(410);
  });

  it('refuses a testimonial that is not whole, naming the field, and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...good, rating: undefined }, 'rating'],
      [{ ...good, rating: 0 }, 'rating'],
      [{ ...good, rating: 6 }, 'rating'],
      [{ ...good, rating: 4.5 }, 'rating'],
      [{ ...good, rating: '5' }, 'rating'],
      [{ ...good, content: '   ' }, 'content'],
      [{ ...good, content: 'x'.repeat(5001) }, 'content'],
      [{ ...good, clientName: '' }, 'clientName'],
      [{ ...good, clientName: 'x'.repeat(121) }, 'clientName'],
      [{ ...good, consent: 'yes' }, 'consent'],
      [{ ...good, consent: undefined }, 'consent'],
    ];
    for (const [body, field] of cases) {
      const refused = await write(body);
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await errorOf(refused)).field).toBe(field);
    }
    expect((await write([good])).status).toBe(400);
    expect((await write('null')).status).toBe(400);
    expect(server.store.data.testimonials).toEqual([]);
  });

  it('keeps her one testimonial hidden with its source, alerts her artist once, and lets her change it until published', async () => {
    const hostile = '<script>alert(1)</script> \u202Egnp.exe "quoted" & more';
    const saved = await write({ ...good, consent: false, content: hostile });
    expect(saved.status).toBe(200);
    const view = (await saved.json()) as ThankYouView;
    expect(view.testimonial).toEqual({
      clientName: 'Maya E.',
      rating: 5,
      content: hostile,
      serviceType: 'Bridal Makeup & Bridal Hair',
      consent: false,
    });
    expect(view.published).toBe(false);
    const [stored] = server.store.data.testimonials;
    expect(stored).toMatchObject({
      clientName: 'Maya E.',
      isVisible: false,
      consent: false,
      source: { kind: 'thank-you', bookingId: booking.id, submittedAt: new Date(now).toISOString() },
    });

    // Her artist's alert, once, to her inbox: the words escaped.
    const [alert] = await sink.waitFor(1);
    expect(alert!.envelope.to).toEqual([ALERT_EMAIL]);
    expect(alert!.parsed.subject).toBe('New testimonial from Maya E.');
    expect(alert!.parsed.html).not.toContain('<script>');

    // Changed: still one, still hidden.
    expect((await write({ ...good, consent: false, content: 'Changed my words.' })).status).toBe(200);
    expect(server.store.data.testimonials).toHaveLength(1);
    expect(server.store.data.testimonials[0]!.content).toBe('Changed my words.');

    // Without her consent, the publish switch is refused, naming it.
    const refused = await publish(server.store.data.testimonials[0]!, true);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).field).toBe('isVisible');

    // With it, published: on the public list, and locked from her link.
    expect((await write(good)).status).toBe(200);
    const published = await publish(server.store.data.testimonials[0]!, true);
    expect(published.status).toBe(200);
    const list = (await (await server.request(api.publicLists.testimonials.path())).json()) as PublicTestimonial[];
    expect(list.map((item) => item.content)).toContain(good.content);
    const locked = await write({ ...good, content: 'One more change' });
    expect(locked.status).toBe(423);
    expect((await errorOf(locked)).error).toBe(testimonialLockedMessage('Elena Marie'));
    expect(server.store.data.testimonials[0]!.content).toBe(good.content);
    expect(((await (await open()).json()) as ThankYouView).published).toBe(true);
    // Still one alert in all.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.received).toHaveLength(1);
  });
});
