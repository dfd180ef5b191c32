import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AgreementVersion, ClientAgreement, SignatureRecord, SigningLink } from '#contract/agreement.ts';
import { LINK_TOKEN_HEADER, SCHEDULE_TOKEN_HEADER } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { SEED_POLICIES } from '../store/seed.ts';
import { pdfText } from '#test-support/pdf-text.ts';
import { SMTP_USER, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { until } from '../test/until.ts';
import { resetBookingData } from '../test/reset-bookings.ts';
import { logEntries, snapshot, startTestServer, type TestServer } from '../test/test-server.ts';
import { weddingBookingBody } from '#test-support/wedding-booking.ts';

// Her day in these tests: Tuesday 10 March 2026, 10 a.m. in Sacramento.
const START = Date.parse('2026-03-10T17:00:00Z');
const PIN = '4821';
const CLIENT = weddingBookingBody().clientName;

const wedding = (extra: Record<string, unknown> = {}) =>
  weddingBookingBody({
    party: [
      { name: 'Bride', service: 'Bridal Makeup' },
      { name: 'Bridesmaid 1', service: 'Bridesmaid' },
    ],
    notes: 'Private note',
    pin: PIN,
    ...extra,
  });

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const json = async <T>(response: Response) => (await response.json()) as T;

describe('the booking agreement', () => {
  let server: TestServer;
  let now = START;
  let booking: BookingAnswer;
  beforeAll(async () => {
    // A small guess budget, so a test sees a wrong PIN count and a right one not.
    server = await startTestServer({
      clock: () => now,
      env: { PIN_GUESS_LIMIT: '3', PIN_GUESSES_PER_HOUR: '1000', LOG_REQUESTS: 'true' },
    });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    now += 60 * 60_000; // a fresh guess budget (15 minutes) for each test
    await resetBookingData(server);
    const made = await server.request('/api/admin/bookings', { method: 'POST', json: wedding(), admin: true });
    expect(made.status).toBe(201);
    booking = await json<BookingAnswer>(made);
  });

  const lookUp = async (pin = PIN) => {
    const response = await server.request(`/api/wedding-schedule/${pin}`);
    expect(response.status).toBe(200);
    return json<ClientSchedule>(response);
  };
  const agreementNow = async () => (await lookUp()).agreement!;
  /** A new signing link for the booking, as the dashboard texts it; its token is what follows `#`. */
  const newLink = async (id = booking.id) => {
    const made = await server.request(`/api/admin/bookings/${id}/signing-link`, { method: 'POST', admin: true });
    expect(made.status).toBe(200);
    const { link } = await json<{ link: SigningLink }>(made);
    return { ...link, token: new URL(link.url).hash.slice(1) };
  };
  /** Signs from her signing link (a new one unless given). */
  const sign = async (body: Record<string, unknown>, token?: string) =>
    server.request('/api/signing', {
      method: 'POST',
      json: body,
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
        [LINK_TOKEN_HEADER]: token ?? (await newLink()).token,
      },
    });
  /** The last round's signing by PIN. */
  const signByPin = (body: Record<string, unknown>, pin = PIN) =>
    server.request(`/api/wedding-schedule/${pin}/agreement`, { method: 'POST', json: body });
  const versions = async () =>
    json<AgreementVersion[]>(await server.request(`/api/admin/bookings/${booking.id}/agreement`, { admin: true }));
  const pdfOf = async (response: Response) => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    return pdfText(new Uint8Array(await response.arrayBuffer()));
  };

  it('gives a booking with a schedule version 1, unsigned, made from the booking and her words, hash of its bytes', async () => {
    const agreement = await agreementNow();
    expect(agreement).toMatchObject({ version: 1, status: 'unsigned', signedName: null, signedAt: null });
    expect(agreement.sha256).toBe(sha256(agreement.text));
    const { text } = agreement;
    for (const part of [
      `Between Elena Marie Beauty (the artist) and ${CLIENT} (the client).`,
      'Date: Saturday, June 13, 2026',
      'Type: Wedding',
      'Venue: Folsom Lake Barn, 1 Example Road, Folsom, CA',
      'Ready by: 3:00 PM',
      'Bride, Bridal Makeup: $225',
      'Bridesmaid 1, Bridesmaid: $150',
      // 25 miles: $40 + 2 × 15 × $1
      'Travel (25 miles each way): $70',
      'Total: $445',
      'Retainer: $100, to reserve the date',
      'Balance due by: Saturday, June 13, 2026',
      DEFAULT_SITE_SETTINGS.agreementText,
      'you agree to sign this agreement electronically',
      'You may ask Elena Marie Beauty for a paper copy',
    ]) {
      expect(text).toContain(part);
    }
    // Her visible policies, in her order.
    const titles = SEED_POLICIES.map((policy) => text.indexOf(`\n${policy.title}\n`));
    expect(titles.every((at) => at > 0)).toBe(true);
    expect([...titles].sort((a, b) => a - b)).toEqual(titles);
    expect(text).not.toContain('Private note');
  });

  it('gives a booking stored before agreements existed its version 1 as well, and none to a schedule without a booking', async () => {
    await server.store.update((data) => {
      const stored = data.bookings[0]!;
      data.bookings = [{ ...stored, id: 'old-booking', createdAt: '2025-01-01T00:00:00.000Z' }];
      data.weddingSchedules.push({ ...data.weddingSchedules[0]!, id: 'lone', pin: '9911' });
    });
    expect(await agreementNow()).toMatchObject({ version: 1, status: 'unsigned' });
    expect((await lookUp('9911')).agreement).toBeNull();
  });

  it('signs from her link: 201 with the record, the page then shows it signed; signing twice is 409', async () => {
    const { version, sha256: hash } = await agreementNow();
    const { token } = await newLink();
    const signed = await sign({ version, sha256: hash, signedName: `  ${CLIENT} `, agree: true }, token);
    expect(signed.status).toBe(201);
    expect(signed.headers.get('cache-control')).toBe('no-store');
    const record = await json<SignatureRecord>(signed);
    expect(record).toEqual({
      signedName: CLIENT,
      signedAt: new Date(now).toISOString(),
      method: 'page',
      clientAddress: expect.stringMatching(/127\.0\.0\.1$/) as unknown as string,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
      sha256: hash,
      version: 1,
    });
    expect(await agreementNow()).toMatchObject({
      version: 1,
      status: 'signed',
      signedName: CLIENT,
      signedAt: record.signedAt,
      sha256: hash,
    });

    const again = await sign({ version, sha256: hash, signedName: CLIENT, agree: true }, token);
    expect(again.status).toBe(409);
    expect(await json<{ error: string }>(again)).toMatchObject({ error: 'This agreement is already signed' });
    expect(server.store.data.agreementVersions).toHaveLength(1);
  });

  it('refuses signing for a cancelled booking (409), writing nothing', async () => {
    const { version, sha256: hash } = await agreementNow();
    const cancelled = await server.request(`/api/admin/bookings/${booking.id}`, {
      method: 'PUT',
      json: wedding({ status: 'cancelled' }),
      admin: true,
    });
    expect(cancelled.status).toBe(200);
    const refused = await sign({ version, sha256: hash, signedName: CLIENT, agree: true });
    expect(refused.status).toBe(409);
    expect(await json<{ error: string }>(refused)).toMatchObject({
      error: 'This booking is cancelled, so the agreement can no longer be signed',
    });
    expect(server.store.data.agreementVersions).toHaveLength(0);
  });

  it('refuses an empty name and a box not ticked (400, naming the field), writing nothing and counting no guess', async () => {
    const { version, sha256: hash } = await agreementNow();
    const { token } = await newLink();
    const before = await snapshot(server);
    // More refused signings than any guess budget: with her link none of them is a guess.
    for (const body of [
      { version, sha256: hash, signedName: '   ', agree: true },
      { version, sha256: hash, signedName: '', agree: true },
      { version, sha256: hash, signedName: CLIENT, agree: false },
      { version, sha256: hash, signedName: CLIENT },
      { version, sha256: hash, signedName: 'x'.repeat(121), agree: true },
    ]) {
      const refused = await sign(body, token);
      expect(refused.status).toBe(400);
      const answer = await json<{ error: string; field: string }>(refused);
      expect(answer.field).toBe(body.signedName === CLIENT ? 'agree' : 'signedName');
      expect(answer.error).toMatch(body.signedName === CLIENT ? /Tick "I agree"/ : /full name|120 characters/);
    }
    expect(await snapshot(server)).toEqual(before);
    expect((await sign({ version, sha256: hash, signedName: CLIENT, agree: true }, token)).status).toBe(201);
  });

  it('counts a wrong PIN on the old signing route like any wrong PIN, and keeps the PIN out of the log', async () => {
    const { version } = await agreementNow();
    for (let guess = 0; guess < 3; guess += 1) {
      const wrong = await signByPin({ version, signedName: CLIENT, agree: true }, `000${guess}`);
      expect(wrong.status).toBe(404);
      expect(wrong.headers.get('cache-control')).toBe('no-store');
    }
    // The budget is spent: even the right PIN waits now.
    expect((await signByPin({ version, signedName: CLIENT, agree: true })).status).toBe(429);
    expect((await server.request(`/api/wedding-schedule/${PIN}/agreement.pdf`)).status).toBe(429);
    const paths = logEntries(server.logs).map((entry) => String(entry.path ?? ''));
    expect(paths.some((path) => path.startsWith('/api/wedding-schedule/'))).toBe(true);
    // The request id and the time are left out: their random digits could look like a PIN.
    for (const { reqId: _id, time: _time, ...line } of logEntries(server.logs)) {
      expect(JSON.stringify(line)).not.toMatch(new RegExp(`${PIN}|000[0-2]`));
    }
  });

  it('a booking changed after signing: version 2, unsigned, with the new text; version 1 kept, superseded and readable', async () => {
    const first = await agreementNow();
    expect((await sign({ version: 1, sha256: first.sha256, signedName: CLIENT, agree: true })).status).toBe(201);
    const moved = await server.request(`/api/admin/bookings/${booking.id}`, {
      method: 'PUT',
      admin: true,
      json: wedding({ venueName: 'Sutter Club', scheduleId: booking.scheduleId, pin: PIN }),
    });
    expect(moved.status).toBe(200);

    const second = await agreementNow();
    expect(second).toMatchObject({ version: 2, status: 'unsigned', signedName: null });
    expect(second.text).toContain('Venue: Sutter Club');
    expect(second.sha256).toBe(sha256(second.text));

    // Signing the version she read before the change: 409, with the new text to read.
    const old = await sign({ version: 1, sha256: first.sha256, signedName: CLIENT, agree: true });
    expect(old.status).toBe(409);
    const answer = await json<{ error: string; agreement: ClientAgreement }>(old);
    expect(answer.error).toMatch(/changed/);
    expect(answer.agreement).toEqual(second);

    const list = await versions();
    expect(list.map(({ version, status }) => ({ version, status }))).toEqual([
      { version: 1, status: 'superseded' },
      { version: 2, status: 'unsigned' },
    ]);
    expect(list[0]).toMatchObject({ text: first.text, sha256: first.sha256, signature: { signedName: CLIENT } });
    const oldPdf = await pdfOf(
      await server.request(`/api/admin/bookings/${booking.id}/agreement.pdf?version=1`, { admin: true }),
    );
    const oldText = oldPdf.pages.join(' ');
    expect(oldText).toContain('superseded by version 2');
    expect(oldText).toContain('Folsom Lake Barn');
    expect(oldText).toContain(first.sha256);
  });

  it('a policy changed while she read: a new version, 409 with the new text; the page shows it at once', async () => {
    const read = await agreementNow();
    const policy = server.store.data.policies[2]!;
    const edited = await server.request(`/api/admin/policies/${policy.id}`, {
      method: 'PUT',
      admin: true,
      json: {
        title: policy.title,
        content: 'A $150 non-refundable deposit is required.',
        isVisible: true,
        sortOrder: 3,
      },
    });
    expect(edited.status).toBe(200);
    const now = await agreementNow();
    // Another text, another number: what she read stays version 1, kept as it was.
    expect(now.version).toBe(2);
    expect(now.text).toContain('A $150 non-refundable deposit is required.');
    const refused = await sign({ version: 1, sha256: read.sha256, signedName: CLIENT, agree: true });
    expect(refused.status).toBe(409);
    expect((await json<{ agreement: ClientAgreement }>(refused)).agreement.text).toBe(now.text);
    // Her agreement paragraph is in it too, and changing it makes version 3.
    await server.store.update((data) => {
      data.siteSettings = { ...data.siteSettings, agreementText: 'Paragraph Ñ.' };
    });
    const third = await agreementNow();
    expect(third.text).toContain('AGREEMENT\nParagraph Ñ.\n');
    expect(third.version).toBe(3);
    expect((await versions()).map(({ version, status, sha256 }) => [version, status, sha256])).toEqual([
      [1, 'superseded', read.sha256],
      [2, 'superseded', now.sha256],
      [3, 'unsigned', third.sha256],
    ]);
  });

  it('refuses signing by PIN or device token (403: she signs from her link), and downloads by token without a guess', async () => {
    const sentence = 'Zoë signs it from the link Elena Marie texted her';
    const opened = await server.request(`/api/wedding-schedule/${PIN}`);
    const token = opened.headers.get(SCHEDULE_TOKEN_HEADER)!;
    const { agreement } = await json<ClientSchedule>(opened);
    const body = { version: agreement!.version, sha256: agreement!.sha256, signedName: CLIENT, agree: true };
    const before = await snapshot(server);
    const byPin = await signByPin(body);
    expect(byPin.status).toBe(403);
    expect(byPin.headers.get('cache-control')).toBe('no-store');
    expect(await json<{ error: string }>(byPin)).toEqual({ error: sentence });
    const byToken = await server.request('/api/wedding-schedule/agreement', {
      method: 'POST',
      headers: { [SCHEDULE_TOKEN_HEADER]: token },
      json: body,
    });
    expect(byToken.status).toBe(403);
    expect(await json<{ error: string }>(byToken)).toEqual({ error: sentence });
    expect(await snapshot(server)).toEqual(before);

    const pdf = await server.request('/api/wedding-schedule/agreement.pdf', {
      headers: { [SCHEDULE_TOKEN_HEADER]: token },
    });
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="booking-agreement-v1.pdf"');
    expect((await pdfOf(pdf)).pages.join(' ')).toContain('Unsigned');

    const bad = await server.request('/api/wedding-schedule/agreement', {
      method: 'POST',
      headers: { [SCHEDULE_TOKEN_HEADER]: `${token}x` },
      json: body,
    });
    expect(bad.status).toBe(404);
    // Nothing of that was a guess: the PIN still opens the schedule after more tries than the budget.
    for (let look = 0; look < 4; look += 1) await lookUp();
  });

  it('the PDF: US Letter, numbered pages, the client’s name with its accents, the signed name and the hash', async () => {
    const unsigned = await pdfOf(await server.request(`/api/wedding-schedule/${PIN}/agreement.pdf`));
    expect([unsigned.width, unsigned.height]).toEqual([612, 792]);
    const unsignedText = unsigned.pages.join(' ');
    expect(unsignedText).toContain(CLIENT);
    expect(unsignedText).toContain('Unsigned');
    expect(unsigned.pages.at(-1)).toContain(`Page ${unsigned.pages.length} of ${unsigned.pages.length}`);

    const { sha256: hash } = await agreementNow();
    await sign({ version: 1, sha256: hash, signedName: 'Zoë Ñúñez-Ortíz', agree: true });
    const signed = await pdfOf(
      await server.request(`/api/admin/bookings/${booking.id}/agreement.pdf`, { admin: true }),
    );
    const text = signed.pages.join(' ');
    expect(text).toContain('Zoë Ñúñez-Ortíz');
    expect(text).toContain(hash);
    expect(text).toContain('Version 1, signed');
    expect(signed.pages[0]).toContain(`Page 1 of ${signed.pages.length}`);
  });

  it('the artist marks a paper copy signed on a day, and voids a signature only by a new version', async () => {
    const future = await server.request(`/api/admin/bookings/${booking.id}/agreement/paper`, {
      method: 'POST',
      admin: true,
      json: { signedOn: '2026-03-17' },
    });
    expect(future.status).toBe(400);
    expect(await json<{ field: string }>(future)).toMatchObject({ field: 'signedOn' });
    const unsignedVoid = await server.request(`/api/admin/bookings/${booking.id}/agreement/new-version`, {
      method: 'POST',
      admin: true,
    });
    expect(unsignedVoid.status).toBe(409);

    const paper = await server.request(`/api/admin/bookings/${booking.id}/agreement/paper`, {
      method: 'POST',
      admin: true,
      json: { signedOn: '2026-03-09' },
    });
    expect(paper.status).toBe(200);
    const [first] = await json<AgreementVersion[]>(paper);
    expect(first).toMatchObject({
      version: 1,
      status: 'signed',
      signature: { method: 'paper', signedAt: '2026-03-09', signedName: CLIENT },
    });
    expect(await agreementNow()).toMatchObject({ status: 'signed', signedAt: '2026-03-09' });
    expect(
      (
        await server.request(`/api/admin/bookings/${booking.id}/agreement/paper`, {
          method: 'POST',
          admin: true,
          json: { signedOn: '2026-03-09' },
        })
      ).status,
    ).toBe(409);
    const kept = structuredClone(server.store.data.agreementVersions[0]);

    const renewed = await server.request(`/api/admin/bookings/${booking.id}/agreement/new-version`, {
      method: 'POST',
      admin: true,
    });
    expect(renewed.status).toBe(200);
    expect((await json<AgreementVersion[]>(renewed)).map(({ version, status }) => [version, status])).toEqual([
      [1, 'superseded'],
      [2, 'unsigned'],
    ]);
    expect(await agreementNow()).toMatchObject({ version: 2, status: 'unsigned', sha256: first!.sha256 });
    // The signed record is never edited; signing version 2 keeps it as it was.
    expect((await sign({ version: 2, sha256: first!.sha256, signedName: CLIENT, agree: true })).status).toBe(201);
    expect(server.store.data.agreementVersions.find((item) => item.version === 1)).toEqual(kept);
    expect((await versions()).map(({ version, status }) => [version, status])).toEqual([
      [1, 'superseded'],
      [2, 'signed'],
    ]);
  });

  it('keeps the owner’s routes behind the admin guard and answers clearly for a bad version or no schedule', async () => {
    for (const path of [
      `/api/admin/bookings/${booking.id}/agreement`,
      `/api/admin/bookings/${booking.id}/agreement.pdf`,
      `/API/admin/bookings/${booking.id}/agreement`,
      `/api/%61dmin/bookings/${booking.id}/agreement.pdf`,
    ]) {
      expect((await server.request(path)).status).toBe(401);
    }
    for (const path of ['agreement/paper', 'agreement/new-version']) {
      expect((await server.request(`/api/admin/bookings/${booking.id}/${path}`, { method: 'POST' })).status).toBe(401);
    }
    const pdf = (query: string) =>
      server.request(`/api/admin/bookings/${booking.id}/agreement.pdf${query}`, { admin: true });
    expect((await pdf('?version=abc')).status).toBe(400);
    expect((await pdf('?version=0')).status).toBe(400);
    expect((await pdf('?version=2')).status).toBe(404);
    expect((await server.request('/api/admin/bookings/nope/agreement', { admin: true })).status).toBe(404);

    const hold = await server.request('/api/admin/bookings', {
      method: 'POST',
      admin: true,
      json: wedding({ pin: '', status: 'held', holdUntil: '2026-04-01', eventDate: '2026-07-11' }),
    });
    const held = await json<BookingAnswer>(hold);
    const none = await server.request(`/api/admin/bookings/${held.id}/agreement`, { admin: true });
    expect(none.status).toBe(404);
    expect((await json<{ error: string }>(none)).error).toMatch(/no wedding schedule/);
  });
});

describe('the artist is told at once when the bride signs, through the e-mail outbox', () => {
  let sink: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({
      env: { SMTP_URL: sink.url, ALERT_EMAIL: 'elena@example.com', MAIL_FROM: `Elena Marie alerts <${SMTP_USER}>` },
    });
    await server.store.update((data) => {
      data.siteSettings.siteUrl = 'https://www.elenamarie.example';
    });
  });
  afterAll(async () => {
    await server.close();
    await sink.stop();
  });

  it('e-mails "Olivia signed the booking agreement" with the signed name, time and hash, received on a real SMTP server', async () => {
    const made = await server.request('/api/admin/bookings', {
      method: 'POST',
      admin: true,
      json: wedding({ clientName: 'Olivia <b>Reyes</b>', pin: '5566' }),
    });
    expect(made.status).toBe(201);
    const { agreement } = await json<ClientSchedule>(await server.request('/api/wedding-schedule/5566'));
    const { id } = await json<BookingAnswer>(made);
    const { link } = await json<{ link: SigningLink }>(
      await server.request(`/api/admin/bookings/${id}/signing-link`, { method: 'POST', admin: true }),
    );
    const signed = await server.request('/api/signing', {
      method: 'POST',
      headers: { [LINK_TOKEN_HEADER]: new URL(link.url).hash.slice(1) },
      json: { version: 1, sha256: agreement!.sha256, signedName: 'Olivia Reyes', agree: true },
    });
    expect(signed.status).toBe(201);
    const [mail] = await sink.waitFor(1);
    expect(mail!.envelope.to).toEqual(['elena@example.com']);
    expect(mail!.parsed.subject).toBe('Olivia signed the booking agreement');
    const text = mail!.parsed.text ?? '';
    expect(text).toContain('signed version 1 of the booking agreement for the wedding on Saturday, June 13, 2026');
    expect(text).toContain('Signed name\nOlivia Reyes');
    expect(text).toContain(agreement!.sha256);
    expect(text).toContain('https://www.elenamarie.example/admin?tab=bookings');
    // What she typed is escaped in the HTML.
    const html = typeof mail!.parsed.html === 'string' ? mail!.parsed.html : '';
    expect(html).toContain('Olivia &lt;b&gt;Reyes&lt;/b&gt;');
    expect(html).not.toContain('<b>Reyes');
    // Delivered entries leave the outbox.
    await until(async () => (server.store.data.alertOutbox.length === 0 ? true : undefined));
  });
});
