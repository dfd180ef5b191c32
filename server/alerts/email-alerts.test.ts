import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EmailAlertStatus } from '#contract/inquiry-alerts.ts';
import { lessonForm } from '../test/lesson-form.ts';
import { SMTP_PASSWORD, SMTP_USER, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { fakeBuild, spawnServer } from '#test-support/spawn-server.ts';
import { until } from '../test/until.ts';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../test/test-server.ts';
import { DEFAULT_RETRY, retryDelay, type AlertOptions } from './inquiry-alerts.ts';

const ALERT_EMAIL = 'elena@example.com';
const SITE_URL = 'https://www.elenamarie.example';
const mailEnv = (sink: SmtpSink) => ({
  SMTP_URL: sink.url,
  ALERT_EMAIL,
  MAIL_FROM: `Elena Marie alerts <${SMTP_USER}>`,
  LESSON_LIMIT: '1000',
});
/** Retries every 100 ms up to 400 ms, so a test sees several rounds in a second. */
const quick: AlertOptions = { retry: { firstRetryMs: 100, maxRetryMs: 400 } };

type Listed = { name: string; emailAlert: EmailAlertStatus | null };
const listed = async (server: TestServer): Promise<Listed[]> =>
  (await server.request('/api/admin/lesson-submissions', { admin: true })).json() as Promise<Listed[]>;
/** Resolves once every questionnaire's alert is in one of `states`. */
const allAlerts = (server: TestServer, count: number, states: EmailAlertStatus['state'][]) =>
  until(async () => {
    const items = await listed(server);
    return items.length === count && items.every((item) => item.emailAlert && states.includes(item.emailAlert.state))
      ? items
      : undefined;
  });

const submit = (server: TestServer, extra: Record<string, unknown> = {}) =>
  server.request('/api/lesson-submissions', { method: 'POST', json: lessonForm(extra) });

const headerBlock = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n'));

describe('e-mail alerts for new questionnaires, through a real SMTP server on loopback', () => {
  let sink: SmtpSink;
  let server: TestServer | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    sink.received.length = 0;
    await sink.start();
  });
  afterAll(() => sink.stop());

  const start = async (options: Parameters<typeof startTestServer>[0] = {}) => {
    server = await startTestServer({ env: mailEnv(sink), alertOptions: quick, ...options });
    await server.store.update((data) => {
      data.siteSettings.siteUrl = SITE_URL;
    });
    return server;
  };

  it('sends one message per questionnaire: subject, Reply-To the student, every answer under the form’s words, a link to Lesson Forms', async () => {
    const server = await start();
    expect((await submit(server, { mainGoal: 'other', otherGoal: 'Bridal party prep' })).status).toBe(201);
    const [mail] = await sink.waitFor(1);

    expect(mail!.envelope).toEqual({ from: SMTP_USER, to: [ALERT_EMAIL] });
    const { parsed } = mail!;
    expect(parsed.subject).toBe('New lesson questionnaire: Lena Example (Self Application)');
    expect(parsed.from?.value).toEqual([{ address: SMTP_USER, name: 'Elena Marie alerts' }]);
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value).toEqual([{ address: ALERT_EMAIL, name: '' }]);
    expect(parsed.replyTo?.value).toEqual([{ address: 'lena@example.com', name: 'Lena Example' }]);
    expect(parsed.messageId).toMatch(/^<lesson-alert-[0-9a-f-]{36}@example\.com>$/);

    const text = parsed.text ?? '';
    for (const block of [
      'Full Name\nLena Example',
      'Email Address\nlena@example.com',
      'Phone Number\n(916) 555-0123',
      'What is the lesson for?\nSelf Application',
      'Makeup Experience: what is your skill level?\nBeginner',
      'What is your main goal for this lesson?\nOther',
      'Please describe your main goal\nBridal party prep',
      'Which areas would you like to focus on?\nSkin prep\nEyebrows\nOther',
      'Other focus area\nMature skin',
      'How often do you wear makeup?\nWeekends',
      'What is your usual makeup look?\nNatural',
      'What products do you currently use?\nTinted moisturiser',
      'Which techniques do you struggle with?\nWinged liner',
      'Would you like to use your existing products or build a new kit?\nA combination of both',
      'Is there anything else I should know?\nSensitive eyes',
      `${SITE_URL}/admin?tab=lesson-forms`,
    ]) {
      expect(text).toContain(block);
    }
    const html = typeof parsed.html === 'string' ? parsed.html : '';
    expect(html).toContain(`href="${SITE_URL}/admin?tab=lesson-forms"`);
    // Her phone dials the student's number in E.164, as every sms: link on the site does.
    expect(html).toContain('href="sms:+19165550123"');
    expect(html).toContain('What is the lesson for?');
    expect(html).toContain('A combination of both');

    const [item] = await allAlerts(server, 1, ['sent']);
    expect(item!.emailAlert).toMatchObject({ state: 'sent', failedAttempts: 0, lastError: null });
    // Delivered entries leave the outbox.
    expect(server.store.data.alertOutbox).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received).toHaveLength(1);
  });

  it('keeps questionnaires that arrive while the mail server is down, retries, and delivers each exactly once when it is back', async () => {
    const server = await start();
    await sink.stop();
    for (const name of ['Ana Down', 'Bea Down', 'Cleo Down']) expect((await submit(server, { name })).status).toBe(201);
    const waiting = await until(async () => {
      const items = await listed(server);
      return items.length === 3 && items.every((item) => (item.emailAlert?.failedAttempts ?? 0) >= 2)
        ? items
        : undefined;
    });
    for (const item of waiting) {
      expect(item.emailAlert).toMatchObject({ state: 'retrying' });
      expect(item.emailAlert!.lastError).toMatch(/ECONNREFUSED/);
      expect(item.emailAlert!.nextAttemptAt).not.toBeNull();
    }
    // One timer for the whole outbox, whatever it holds.
    expect(sink.received).toHaveLength(0);

    await sink.start();
    await sink.waitFor(3);
    await allAlerts(server, 3, ['sent']);
    // Several retry rounds later, still one message each.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sink.received.map((mail) => mail.parsed.subject).sort()).toEqual([
      'New lesson questionnaire: Ana Down (Self Application)',
      'New lesson questionnaire: Bea Down (Self Application)',
      'New lesson questionnaire: Cleo Down (Self Application)',
    ]);
    expect(server.store.data.alertOutbox).toEqual([]);
    // The password is never written to the log or shown.
    expect(server.logs.join('\n')).not.toContain(SMTP_PASSWORD);
    expect(server.logs.join('\n')).toMatch(/failed \(try 1\), retrying in 0 s: .*ECONNREFUSED/);
  });

  it('carries the outbox across a restart: alerts kept while the server was down are sent by the next start, once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-alerts-restart-'));
    // Retries an hour apart: only the restart can deliver them within the test.
    const slow: AlertOptions = { retry: { firstRetryMs: 60 * 60_000 } };
    try {
      await sink.stop();
      const first = await start({ dataDir, alertOptions: slow });
      for (const name of ['Dana Restart', 'Eve Restart']) expect((await submit(first, { name })).status).toBe(201);
      await allAlerts(first, 2, ['retrying']);
      await first.close();
      server = undefined;

      await sink.start();
      const second = await start({ dataDir, alertOptions: slow });
      await sink.waitFor(2);
      await allAlerts(second, 2, ['sent']);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(sink.received.map((mail) => mail.parsed.subject).sort()).toEqual([
        'New lesson questionnaire: Dana Restart (Self Application)',
        'New lesson questionnaire: Eve Restart (Self Application)',
      ]);
    } finally {
      await server?.close();
      server = undefined;
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  // Two real server processes start and stop: slow on a busy 2-core machine.
  it('the real server process keeps alerts through SIGTERM and sends them after its next start', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-alerts-process-'));
    const distDir = await fakeBuild();
    const env = { ...mailEnv(sink), DATA_DIR: dataDir, DIST_DIR: distDir, ADMIN_KEY: TEST_ADMIN_KEY };
    try {
      await sink.stop();
      const first = await spawnServer(env);
      expect(first.url).not.toBe('');
      const sent = await fetch(`${first.url}/api/lesson-submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(lessonForm({ name: 'Fay Process' })),
      });
      expect(sent.status).toBe(201);
      await until(() => (/failed \(try 1\)/.test(first.output()) ? true : undefined));
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).not.toContain(SMTP_PASSWORD);

      await sink.start();
      const second = await spawnServer(env);
      try {
        const [mail] = await sink.waitFor(1, 15_000);
        expect(mail!.parsed.subject).toBe('New lesson questionnaire: Fay Process (Self Application)');
        const list = await until(async () => {
          const response = await fetch(`${second.url}/api/admin/lesson-submissions`, {
            headers: { 'x-admin-key': TEST_ADMIN_KEY },
          });
          const items = (await response.json()) as Listed[];
          return items[0]?.emailAlert?.state === 'sent' ? items : undefined;
        });
        expect(list).toHaveLength(1);
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
      expect(sink.received).toHaveLength(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await rm(distDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('sends a hostile name and answers harmlessly: no line break reaches a header, HTML is escaped, and it still arrives', async () => {
    const server = await start();
    const hostile = {
      name: 'Eve\r\nBcc: victim@example.org\r\nX-Injected: 1\n\u2028<b>Evil</b>',
      additionalInfo: '<script>alert(1)</script><img src=x onerror=alert(2)> & "quoted" \'single\'',
      otherFocusArea: '</td></tr></table><a href="javascript:alert(3)">click</a>',
      usualLook: 'line one\r\nline two',
    };
    expect((await submit(server, hostile)).status).toBe(201);
    const [mail] = await sink.waitFor(1);
    // Only her inbox is a recipient: an injected Bcc would have added one to the envelope.
    expect(mail!.envelope.to).toEqual([ALERT_EMAIL]);
    const headers = headerBlock(mail!.raw);
    expect(headers).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(mail!.parsed.headers.has('bcc')).toBe(false);
    expect(mail!.parsed.headers.has('x-injected')).toBe(false);
    const flatName = 'Eve Bcc: victim@example.org X-Injected: 1 <b>Evil</b>';
    expect(mail!.parsed.subject).toBe(`New lesson questionnaire: ${flatName} (Self Application)`);
    expect(mail!.parsed.replyTo?.value).toEqual([{ address: 'lena@example.com', name: flatName }]);

    const html = typeof mail!.parsed.html === 'string' ? mail!.parsed.html : '';
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &amp; &quot;quoted&quot; &#39;single&#39;',
    );
    expect(html).toContain(
      '&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;a href=&quot;javascript:alert(3)&quot;&gt;click&lt;/a&gt;',
    );
    expect(html).toContain('&lt;b&gt;Evil&lt;/b&gt;');
    expect(html).not.toMatch(/<script|<img|<b>|href="javascript:/i);
    // Line breaks inside an answer are kept in the body, where they are harmless.
    expect(mail!.parsed.text).toContain('What is your usual makeup look?\nline one\nline two');
    await allAlerts(server, 1, ['sent']);
  });

  it('shows encoded-word look-alikes in the name literally and drops bidi controls, in the Subject and the Reply-To name', async () => {
    const server = await start();
    const bidi = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
    const cases: [string, string][] = [
      // Encoded words her mail app would decode, to "Hacked" and "PayPal Support": all ASCII, so sent as they are.
      ['=?UTF-8?B?SGFja2Vk?= =?utf-8?q?PayPal=20Support?=', '= ?UTF-8?B?SGFja2Vk?= = ?utf-8?q?PayPal=20Support?='],
      // A right-to-left override that shows "exe.fdp" as "pdf.exe", and every other bidi control.
      [
        'Zoë \u202Eexe.fdp\u202C Lena\u2066\u2067\u2068\u2069\u200E\u200F\u061C\u202A\u202B\u202D =?UTF-8?Q?x?=',
        'Zoë exe.fdp Lena = ?UTF-8?Q?x?=',
      ],
      // A control between "=" and "?" goes, and must not leave an encoded word behind.
      ['=\u202E?UTF-8?B?SGFja2Vk?=', '= ?UTF-8?B?SGFja2Vk?='],
    ];
    for (const [index, [name, shown]] of cases.entries()) {
      expect((await submit(server, { name })).status).toBe(201);
      const mail = (await sink.waitFor(index + 1))[index]!;
      expect(mail.parsed.subject, name).toBe(`New lesson questionnaire: ${shown} (Self Application)`);
      expect(mail.parsed.replyTo?.value, name).toEqual([{ address: 'lena@example.com', name: shown }]);
      expect(mail.parsed.subject).not.toMatch(bidi);
      // The answers in the body too.
      expect(mail.parsed.text).not.toMatch(bidi);
      expect(typeof mail.parsed.html === 'string' ? mail.parsed.html : '').not.toMatch(bidi);
    }
  });

  it('never shows the SMTP password, even when the mail server repeats it back: it is *** in the log and the dashboard', async () => {
    const wrong = 'wrong-password-4567';
    const server = await start({ env: { ...mailEnv(sink), SMTP_URL: sink.url.replace(SMTP_PASSWORD, wrong) } });
    expect((await submit(server)).status).toBe(201);
    const [item] = await allAlerts(server, 1, ['retrying']);
    expect(item!.emailAlert!.lastError).toMatch(/Invalid username or password for .*\*\*\*/);
    expect(item!.emailAlert!.lastError).not.toContain(wrong);
    const test = await server.request('/api/admin/alerts/test-email', { method: 'POST', admin: true });
    expect(test.status).toBe(502);
    const { error } = (await test.json()) as { error: string };
    expect(error).toContain('***');
    expect(error).not.toContain(wrong);
    expect(server.logs.join('\n')).toContain('***');
    expect(server.logs.join('\n')).not.toContain(wrong);
  });

  it('gives up after a day of failures and says so in the dashboard; nothing is sent after that', async () => {
    let offset = 0;
    const server = await start({ clock: () => Date.now() + offset });
    await sink.stop();
    expect((await submit(server, { name: 'Gia Giveup' })).status).toBe(201);
    await allAlerts(server, 1, ['retrying']);
    offset = DEFAULT_RETRY.giveUpAfterMs + 1000;
    const [item] = await allAlerts(server, 1, ['failed']);
    expect(item!.emailAlert).toMatchObject({ state: 'failed', nextAttemptAt: null, sentAt: null });
    expect(item!.emailAlert!.lastError).toMatch(/ECONNREFUSED/);
    const tries = item!.emailAlert!.failedAttempts;
    await sink.start();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sink.received).toHaveLength(0);
    expect((await listed(server))[0]!.emailAlert).toMatchObject({ state: 'failed', failedAttempts: tries });
    expect(server.logs.join('\n')).toContain('failed for a day; giving up');
  });

  it('waits within a minute for the first retry, doubling up to 15 minutes', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((failed) => retryDelay(failed) / 1000)).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900,
    ]);
    // As stored by the real policy after one failure.
    const server = await start({ alertOptions: {} });
    await sink.stop();
    const before = Date.now();
    await submit(server);
    const [item] = await allAlerts(server, 1, ['retrying']);
    const wait = Date.parse(item!.emailAlert!.nextAttemptAt!) - before;
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThanOrEqual(60_000);
  });

  it('drops the waiting alert of a questionnaire she deletes', async () => {
    const server = await start({ alertOptions: { retry: { firstRetryMs: 60 * 60_000 } } });
    await sink.stop();
    await submit(server, { name: 'Hana Deleted' });
    const [item] = await allAlerts(server, 1, ['retrying']);
    const id = (item as unknown as { id: string }).id;
    expect(
      (await server.request(`/api/admin/lesson-submissions/${id}`, { method: 'DELETE', admin: true })).status,
    ).toBe(200);
    expect(server.store.data.alertOutbox).toEqual([]);
  });

  it('sends a test e-mail on request, and says why when it cannot', async () => {
    const server = await start();
    const sent = await server.request('/api/admin/alerts/test-email', { method: 'POST', admin: true });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ ok: true, to: ALERT_EMAIL });
    const [mail] = await sink.waitFor(1);
    expect(mail!.envelope.to).toEqual([ALERT_EMAIL]);
    expect(mail!.parsed.subject).toBe('Test: lesson questionnaire alerts work');

    await sink.stop();
    const failed = await server.request('/api/admin/alerts/test-email', { method: 'POST', admin: true });
    expect(failed.status).toBe(502);
    const { error } = (await failed.json()) as { error: string };
    expect(error).toMatch(/^The test e-mail was not sent: .*ECONNREFUSED/);
    expect(error).not.toContain(SMTP_PASSWORD);
  });

  it('says e-mail alerts are off without SMTP_URL, and stores no alerts', async () => {
    const server = await startTestServer();
    try {
      const answer = await (await server.request('/api/admin/alerts', { admin: true })).json();
      expect(answer.email).toEqual({ enabled: false, to: null });
      expect((await submit(server)).status).toBe(201);
      expect(server.store.data.alertOutbox).toEqual([]);
      expect((await listed(server))[0]!.emailAlert).toBeNull();
      const test = await server.request('/api/admin/alerts/test-email', { method: 'POST', admin: true });
      expect(test.status).toBe(409);
      expect((await test.json()).error).toMatch(/E-mail alerts are off: set SMTP_URL and ALERT_EMAIL/);
    } finally {
      await server.close();
    }
  });
});
