import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignatureRecord, SigningLink, SigningView } from '#contract/agreement.ts';
import { LINK_TOKEN_HEADER } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import type { InquiryPushPayload } from '#contract/inquiry-alerts.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { agreementSignedMail } from '../alerts/agreement-alert-mail.ts';
import type { InquiryAlerts } from '../alerts/inquiry-alerts.ts';
import { linkToken } from '../links/private-links.ts';
import { logEntries, snapshot, startTestServer, type TestServer } from '../test/test-server.ts';
import { weddingBookingBody } from '#test-support/wedding-booking.ts';

// The signing link (F16 of issue 36): the bride signs from a link texted to her alone, by the private-link rule.
// With F8 (what a signed name may hold), F9 (the text signed is the text read, and every text its own version) and
// F13 (a booking's signatures go with it).

// Her day in these tests: Tuesday 10 March 2026, 10 a.m. in Sacramento.
const START = Date.parse('2026-03-10T17:00:00Z');
const DAY = 24 * 60 * 60_000;
const PIN = '4821';
const CLIENT = weddingBookingBody().clientName;
const SITE = 'https://www.elenamarie.example';

const wedding = (extra: Record<string, unknown> = {}) => weddingBookingBody({ pin: PIN, ...extra });

const json = async <T>(response: Response) => (await response.json()) as T;

describe('the signing link', () => {
  let server: TestServer;
  let now = START;
  let booking: BookingAnswer;
  const pushed: Omit<InquiryPushPayload, 'unread'>[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      clock: () => now,
      env: { PIN_GUESS_LIMIT: '3', PIN_GUESSES_PER_HOUR: '1000', LOG_REQUESTS: 'true' },
    });
    // What would go to her devices' lock screens, as the route hands it over.
    (server.app as unknown as { alerts: InquiryAlerts }).alerts.notify = (payload) => void pushed.push(payload);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    now += 60 * 60_000; // a fresh guess budget (15 minutes) for each test
    pushed.length = 0;
    await server.store.update((data) => {
      data.bookings = [];
      data.weddingSchedules = [];
      data.scheduleServices = [];
      data.agreementVersions = [];
      data.siteSettings = { ...structuredClone(DEFAULT_SITE_SETTINGS), siteUrl: SITE };
    });
    const made = await server.request('/api/admin/bookings', { method: 'POST', json: wedding(), admin: true });
    expect(made.status).toBe(201);
    booking = await json<BookingAnswer>(made);
  });

  const linkNow = async (id = booking.id) =>
    (
      await json<{ link: SigningLink | null }>(
        await server.request(`/api/admin/bookings/${id}/signing-link`, { admin: true }),
      )
    ).link;
  const newLink = async (id = booking.id) => {
    const made = await server.request(`/api/admin/bookings/${id}/signing-link`, { method: 'POST', admin: true });
    expect(made.status).toBe(200);
    expect(made.headers.get('cache-control')).toBe('no-store');
    const { link } = await json<{ link: SigningLink }>(made);
    return { ...link, token: new URL(link.url).hash.slice(1) };
  };
  const open = (token: string) => server.request('/api/signing', { headers: { [LINK_TOKEN_HEADER]: token } });
  const sign = (token: string, body: Record<string, unknown>) =>
    server.request('/api/signing', { method: 'POST', headers: { [LINK_TOKEN_HEADER]: token }, json: body });
  const lookUp = (pin = PIN) => server.request(`/api/wedding-schedule/${pin}`);
  const agreementNow = async () => (await json<ClientSchedule>(await lookUp())).agreement!;
  const signature = async () => {
    const { version, sha256 } = await agreementNow();
    return { version, sha256, signedName: CLIENT, agree: true };
  };

  it('opens the agreement by the token after # in her link, sent as a header: no-store, noindex', async () => {
    expect(await linkNow()).toBeNull();
    const link = await newLink();
    expect(link.url).toMatch(/^https:\/\/www\.elenamarie\.example\/sign#[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(link.expiresAt).toBe(new Date(now + 30 * DAY).toISOString());
    expect(await linkNow()).toEqual({ url: link.url, issuedAt: link.issuedAt, expiresAt: link.expiresAt });

    const opened = await open(link.token);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.headers.get('x-robots-tag')).toBe('noindex');
    const view = await json<SigningView>(opened);
    expect(view).toEqual({ clientName: CLIENT, eventDate: '2026-06-13', agreement: await agreementNow() });

    const signed = await sign(link.token, await signature());
    expect(signed.status).toBe(201);
    expect(await json<SignatureRecord>(signed)).toMatchObject({ signedName: CLIENT, method: 'page', version: 1 });
    expect((await agreementNow()).status).toBe('signed');
    expect(pushed).toEqual([
      expect.objectContaining({ title: 'Zoë signed the booking agreement', body: `Version 1, signed by ${CLIENT}` }),
    ]);
  });

  it('retires the old link when she makes a new one: 410 with the sentence, the new one signs', async () => {
    const first = await newLink();
    const second = await newLink();
    expect(second.url).not.toBe(first.url);
    const before = await snapshot(server);
    for (const response of [await open(first.token), await sign(first.token, await signature())]) {
      expect(response.status).toBe(410);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await json<{ error: string }>(response)).toEqual({
        error: 'This link was replaced. Ask Elena Marie for your new one',
      });
    }
    expect(await snapshot(server)).toEqual(before);
    expect((await open(second.token)).status).toBe(200);
    expect((await sign(second.token, await signature())).status).toBe(201);
  });

  it('works for 30 days: refused at 31 (410), no longer offered to text, and made new on request', async () => {
    const link = await newLink();
    now += 29 * DAY;
    expect((await open(link.token)).status).toBe(200);
    now += 2 * DAY;
    const expired = await open(link.token);
    expect(expired.status).toBe(410);
    expect(await json<{ error: string }>(expired)).toEqual({
      error: 'This link has expired. Ask Elena Marie for a new one',
    });
    expect((await sign(link.token, await signature())).status).toBe(410);
    expect(await linkNow()).toBeNull();
    const renewed = await newLink();
    expect((await sign(renewed.token, await signature())).status).toBe(201);
  });

  it('counts unknown tokens against their own budget, not the PINs’: the 31st is 429, her PIN and her link still work', async () => {
    const link = await newLink();
    const [named, mac] = link.token.split('.') as [string, string];
    const another = (version: number) => `${Buffer.from(`sign:${booking.id}:${version}`).toString('base64url')}.${mac}`;
    const forged = [
      '',
      'nonsense',
      `${named}.${'A'.repeat(43)}`,
      `${named}x.${mac}`,
      `${named}.${mac}x`,
      another(2),
      // A link of this site's making, but under another secret, or for a booking that is not there.
      linkToken('another secret', 'sign', booking.id, 1),
      linkToken(
        await readFile(path.join(server.dataDir, 'link-token-secret'), 'utf8').then((text) => text.trim()),
        'sign',
        'no-such-booking',
        1,
      ),
      // The same bytes written as another base64url: not this server's spelling.
      `${named}=.${mac}`,
      'x'.repeat(10_000),
    ];
    for (let guess = 0; guess < 30; guess += 1) {
      const token = forged[guess % forged.length]!;
      const answer = guess % 2 === 0 ? await open(token) : await sign(token, { version: 1 });
      expect(answer.status, `guess ${guess}: ${token.slice(0, 40)}`).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    const paused = await open('nonsense');
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The PIN budget (3 here) is untouched: the right PIN opens her schedule, and her link still opens.
    for (let look = 0; look < 4; look += 1) expect((await lookUp()).status).toBe(200);
    expect((await open(link.token)).status).toBe(200);
    // A retired link is not a guess either.
    const renewed = await newLink();
    expect((await open(link.token)).status).toBe(410);
    expect((await sign(renewed.token, await signature())).status).toBe(201);
  });

  it('never writes the token into the request log', async () => {
    const link = await newLink();
    await open(link.token);
    await sign(link.token, await signature());
    await open(`${link.token}x`);
    const [named, mac] = link.token.split('.') as [string, string];
    const lines = server.logs.join('\n');
    expect(lines).toContain('/api/signing');
    expect(lines).not.toContain(mac);
    expect(lines).not.toContain(named);
  });

  it('accepts one of many signings sent at once, and a replayed one is refused', async () => {
    const { token } = await newLink();
    const body = await signature();
    const answers = await Promise.all(Array.from({ length: 6 }, () => sign(token, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await sign(token, body)).status).toBe(409);
    expect(server.store.data.agreementVersions.filter((item) => item.signature)).toHaveLength(1);
  });

  it('F8: refuses control and format characters in the signed name (400 naming it), and keeps it as NFC', async () => {
    const { token } = await newLink();
    const body = await signature();
    const before = await snapshot(server);
    for (const signedName of [
      'Zoë\u0000Ñúñez',
      'Zoë\r\nÑúñez',
      'Zoë Ñúñez\n',
      '\u202Ezeñúñ ëoZ',
      'Zoë\u200BÑúñez',
      'Zo\u200Dë',
      '\uFEFFZoë',
      'Zoë\u2066Ñúñez\u2069',
      'Zoë\tÑúñez',
    ]) {
      const refused = await sign(token, { ...body, signedName });
      expect(refused.status, JSON.stringify(signedName)).toBe(400);
      expect(await json<{ field: string; error: string }>(refused)).toEqual({
        field: 'signedName',
        error: 'Your name cannot hold control or invisible formatting characters: type it again',
      });
    }
    expect(await snapshot(server)).toEqual(before);
    // "ë" typed as "e" and a combining diaeresis is kept as the one character.
    const signed = await sign(token, { ...body, signedName: 'Zoe\u0308 N\u0303u\u0301n\u0303ez' });
    expect(signed.status).toBe(201);
    expect((await json<SignatureRecord>(signed)).signedName).toBe(CLIENT);
    expect(server.store.data.agreementVersions[0]!.signature!.signedName).toBe(CLIENT);
  });

  it('F8: neutralises control, bidirectional and invisible characters in every alert, push and e-mail', async () => {
    // A record stored before the name was checked, and a client name she typed with them.
    const hostile = 'Zoë\u202E\u200B\r\nBcc: x@example.com\u0000 =?UTF-8?B?eA==?=';
    const mail = agreementSignedMail(
      { clientName: `Olivia\u202E\u200D Reyes\n`, eventDate: '2026-06-13', eventType: 'wedding' },
      {
        signedName: hostile,
        signedAt: '2026-03-10T17:00:00.000Z',
        method: 'page',
        clientAddress: '127.0.0.1',
        userAgent: '',
        sha256: 'a'.repeat(64),
        version: 1,
      },
      { siteUrl: SITE },
    );
    // Format characters, and control characters but the line break that ends a line of the text.
    const controlOrFormat = /[\p{Cf}]|(?!\n)\p{Cc}/u;
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(controlOrFormat);
    expect(mail.subject).toBe('Olivia signed the booking agreement');
    expect(mail.text).toContain('Signed name\nZoë Bcc: x@example.com = ?UTF-8?B?eA== ?=\n');
    expect(mail.text).toContain('Olivia Reyes signed version 1');

    // The push alert, through the server: her client's name as she typed it, neutralised.
    await server.request(`/api/admin/bookings/${booking.id}`, {
      method: 'PUT',
      admin: true,
      json: wedding({ clientName: '\u202EOlivia\u200B Reyes' }),
    });
    const { token } = await newLink();
    expect((await sign(token, { ...(await signature()), signedName: 'Olivia Reyes' })).status).toBe(201);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.title).toBe('Olivia signed the booking agreement');
    expect(`${pushed[0]!.title}${pushed[0]!.body}`).not.toMatch(controlOrFormat);
  });

  it('F9: refuses a signing without the SHA-256 of the text read (400 naming it), or with another text’s', async () => {
    const { token } = await newLink();
    const { version, sha256 } = await agreementNow();
    const missing = await sign(token, { version, signedName: CLIENT, agree: true });
    expect(missing.status).toBe(400);
    expect(await json<{ field: string }>(missing)).toMatchObject({ field: 'sha256' });
    const other = await sign(token, {
      version,
      sha256: sha256.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      signedName: CLIENT,
      agree: true,
    });
    expect(other.status).toBe(409);
    expect(server.store.data.agreementVersions.filter((item) => item.signature)).toHaveLength(0);
  });

  it('F9: gives every change to the text a new version number, and none to a change that leaves it', async () => {
    const edit = (extra: Record<string, unknown>) =>
      server.request(`/api/admin/bookings/${booking.id}`, { method: 'PUT', admin: true, json: wedding(extra) });
    const first = await agreementNow();
    expect(first.version).toBe(1);
    // Notes and payments are not in the text: the same version.
    expect((await edit({ notes: 'Her sister is allergic to latex' })).status).toBe(200);
    const paid = await server.request(`/api/admin/bookings/${booking.id}/payments`, {
      method: 'POST',
      admin: true,
      json: { amount: 100, method: 'Venmo', paidOn: '2026-03-10', note: '' },
    });
    expect(paid.status).toBe(201);
    expect(await agreementNow()).toEqual(first);
    // The venue changed, then changed back: two changes, two new numbers, each text its own.
    expect((await edit({ venueName: 'Sutter Club' })).status).toBe(200);
    const second = await agreementNow();
    expect(second).toMatchObject({ version: 2 });
    expect(second.text).toContain('Venue: Sutter Club');
    expect((await edit({})).status).toBe(200);
    const third = await agreementNow();
    expect(third).toMatchObject({ version: 3, text: first.text, sha256: first.sha256 });
    const kept = server.store.data.agreementVersions.map(({ version, sha256 }) => [version, sha256]);
    expect(kept).toEqual([
      [1, first.sha256],
      [2, second.sha256],
      [3, first.sha256],
    ]);
    // Signing what she read as version 1 is refused: version 3 is another version, with its own number.
    const { token } = await newLink();
    const old = await sign(token, { version: 1, sha256: first.sha256, signedName: CLIENT, agree: true });
    expect(old.status).toBe(409);
    expect((await sign(token, { version: 3, sha256: first.sha256, signedName: CLIENT, agree: true })).status).toBe(201);
  });

  it('F13: offers the signed version on the booking, then deletes its signatures with it, in the same write', async () => {
    const other = await json<BookingAnswer>(
      await server.request('/api/admin/bookings', {
        method: 'POST',
        admin: true,
        json: wedding({ clientName: 'Maya Example', pin: '7312', eventDate: '2026-07-11' }),
      }),
    );
    const { token } = await newLink();
    expect((await sign(token, await signature())).status).toBe(201);
    const otherLink = await newLink(other.id);
    const { agreement } = await json<ClientSchedule>(await lookUp('7312'));
    expect(
      (
        await sign(otherLink.token, {
          version: 1,
          sha256: agreement!.sha256,
          signedName: 'Maya Example',
          agree: true,
        })
      ).status,
    ).toBe(201);
    const answer = await json<BookingAnswer>(
      await server.request(`/api/admin/bookings/${booking.id}`, { admin: true }),
    );
    expect(answer.signedVersion).toBe(1);
    expect(answer).not.toHaveProperty('signingLink');
    const pdf = await server.request(`/api/admin/bookings/${booking.id}/agreement.pdf?version=1`, { admin: true });
    expect(pdf.status).toBe(200);
    await pdf.arrayBuffer();

    // One write: the file on disk never holds the booking gone and its signatures still there.
    const writes: string[] = [];
    const unsubscribe = server.store.subscribe(() => writes.push(server.store.snapshotText()));
    const deleted = await server.request(`/api/admin/bookings/${booking.id}?schedule=delete`, {
      method: 'DELETE',
      admin: true,
    });
    unsubscribe();
    expect(deleted.status).toBe(200);
    expect(writes).toHaveLength(1);
    const written = JSON.parse(writes[0]!) as { agreementVersions: { bookingId: string; signature: unknown }[] };
    expect(written.agreementVersions.map((item) => item.bookingId)).toEqual([other.id]);
    expect(JSON.stringify(server.store.data)).not.toContain(CLIENT);
    // Her link opens nothing now.
    expect((await open(token)).status).toBe(404);
  });

  it('keeps a signed PDF reachable for a booking whose schedule was deleted, until the booking is', async () => {
    const { token } = await newLink();
    expect((await sign(token, await signature())).status).toBe(201);
    const scheduleGone = await server.request(`/api/admin/wedding-schedules/${booking.scheduleId}`, {
      method: 'DELETE',
      admin: true,
    });
    expect(scheduleGone.status).toBe(200);
    const pdf = await server.request(`/api/admin/bookings/${booking.id}/agreement.pdf?version=1`, { admin: true });
    expect(pdf.status).toBe(200);
    await pdf.arrayBuffer();
    // No schedule: nothing to sign from a link any more.
    expect((await open(token)).status).toBe(404);
  });

  it('keeps the owner’s link routes behind the admin guard', async () => {
    for (const method of ['GET', 'POST']) {
      for (const path of [
        `/api/admin/bookings/${booking.id}/signing-link`,
        `/API/admin/bookings/${booking.id}/signing-link`,
        `/api/%61dmin/bookings/${booking.id}/signing-link`,
      ]) {
        expect((await server.request(path, { method })).status).toBe(401);
      }
    }
    expect((await server.request('/api/admin/bookings/nope/signing-link', { admin: true })).status).toBe(404);
    expect(
      (await server.request('/api/admin/bookings/nope/signing-link', { method: 'POST', admin: true })).status,
    ).toBe(404);
    expect(booking.scheduleId).not.toBeNull();
    expect(logEntries(server.logs).length).toBeGreaterThan(0);
  });
});
