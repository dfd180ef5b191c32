import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import { type AdminSessionAnswer, type SignedInDevice } from '#contract/admin-auth.ts';
import { CROSS_SITE_MESSAGE, SESSION_ENDED_MESSAGE } from '#contract/messages.ts';
import { selfSignedCertificate } from '#test-support/self-signed-certificate.ts';
import { resolveAdminKey } from '../admin-key.ts';
import { MAX_SESSIONS, SESSION_COOKIE, SESSION_LIFETIME_MS } from '../auth/admin-sessions.ts';
import { loadConfig } from '../config.ts';
import { keyMatches } from '../middleware/admin-guard.ts';
import { logIn, withCookie } from '../test/admin-login.ts';
import { snapshot, startTestServer, TEST_ADMIN_KEY, type TestServer } from '../test/test-server.ts';

const ADMIN_LISTS = [
  '/api/admin/testimonials',
  '/api/admin/gallery',
  '/api/admin/faqs',
  '/api/admin/policies',
  '/api/admin/recommended-vendors',
  '/api/admin/lesson-submissions',
  '/api/admin/wedding-schedules',
];

describe('admin key', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A generous budget here: this file sends many wrong keys on purpose; the throttle has its own test below.
    server = await startTestServer({ env: { KEY_GUESS_LIMIT: '100' } });
  });
  afterAll(() => server.close());

  it('lets the dashboard check a key: right key 200, wrong or missing key 401 with the spec message', async () => {
    expect((await server.request('/api/admin/login', { method: 'POST', admin: true })).status).toBe(200);
    for (const admin of [undefined, 'wrong-key-wrong-key', TEST_ADMIN_KEY.slice(0, -1), `${TEST_ADMIN_KEY}x`]) {
      const response = await server.request('/api/admin/login', { method: 'POST', admin });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid admin key' });
    }
  });

  it('guards every admin list and every write on the server', async () => {
    for (const path of ADMIN_LISTS) {
      expect((await server.request(path)).status, path).toBe(401);
      expect((await server.request(path, { admin: 'not-the-key-at-all' })).status, path).toBe(401);
      const allowed = await server.request(path, { admin: true });
      expect(allowed.status, path).toBe(200);
      expect(Array.isArray(await allowed.json()), path).toBe(true);
    }
    const writes: [string, string][] = [
      ['POST', '/api/admin/faqs'],
      ['PUT', '/api/admin/faqs/some-id'],
      ['DELETE', '/api/admin/faqs/some-id'],
      ['PUT', '/api/admin/lesson-submissions/some-id/read'],
      ['POST', '/api/admin/wedding-schedules/some-id/services'],
      ['PUT', '/api/admin/schedule-services/some-id'],
      ['DELETE', '/api/admin/schedule-services/some-id'],
      ['POST', '/api/admin/upload'],
    ];
    for (const [method, path] of writes) {
      const response = await server.request(path, { method, json: { question: 'Q', answer: 'A' } });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect(server.store.data.faqs).toEqual([]);
  });

  it('compares keys without leaking their length or prefix through an early exit', () => {
    expect(keyMatches(TEST_ADMIN_KEY, TEST_ADMIN_KEY)).toBe(true);
    expect(keyMatches('', TEST_ADMIN_KEY)).toBe(false);
    expect(keyMatches(TEST_ADMIN_KEY.slice(0, 5), TEST_ADMIN_KEY)).toBe(false);
    expect(keyMatches(`${TEST_ADMIN_KEY}${'x'.repeat(1000)}`, TEST_ADMIN_KEY)).toBe(false);
  });
});

describe('session cookies', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { KEY_GUESS_LIMIT: '100' } });
  });
  afterAll(() => server.close());

  it('logs in with the key in the body: an HttpOnly, SameSite=Strict cookie for /api/admin only, not Secure over HTTP', async () => {
    const { cookie, setCookie, body } = await logIn(server);
    const attributes = setCookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=strict');
    expect(attributes).toContain('path=/api/admin');
    expect(attributes).not.toContain('secure');
    // 30 days from now, so closing the installed app does not log her out.
    const expires = Date.parse(attributes.find((part) => part.startsWith('expires='))!.slice('expires='.length));
    expect(expires - Date.now()).toBeGreaterThan(SESSION_LIFETIME_MS - 60_000);
    expect(body.session).toMatchObject({ device: 'iPhone, Safari', current: true });

    // The cookie alone opens every admin route, reads and writes.
    expect((await server.request('/api/admin/faqs', withCookie(cookie))).status).toBe(200);
    const created = await server.request('/api/admin/faqs', {
      method: 'POST',
      json: { question: 'Cookie?', answer: 'Yes' },
      ...withCookie(cookie, { origin: server.url }),
    });
    expect(created.status).toBe(201);
    expect((await server.request(api.adminSession.get.path(), withCookie(cookie))).status).toBe(200);
  });

  it('keeps only a hash of a 256-bit random token, in the data file, never the token or the key', async () => {
    const { cookie, body } = await logIn(server);
    const token = cookie.split('=')[1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await server.store.flush();
    const file = await readFile(server.store.file, 'utf8');
    expect(file).not.toContain(token);
    expect(file).not.toContain(TEST_ADMIN_KEY);
    const stored = server.store.data.adminSessions.find((session) => session.id === body.session!.id)!;
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(stored.device).toBe('iPhone, Safari');
    // Another login gets another token.
    expect((await logIn(server)).cookie).not.toBe(cookie);
  });

  it('answers who is logged in: the session for a cookie, none for the key header, 401 for neither', async () => {
    const { cookie } = await logIn(server);
    const mine = (await (
      await server.request(api.adminSession.get.path(), withCookie(cookie))
    ).json()) as AdminSessionAnswer;
    expect(mine.session).toMatchObject({ current: true, device: 'iPhone, Safari' });
    const script = await server.request(api.adminSession.get.path(), { admin: true });
    expect(await script.json()).toEqual({ session: null });
    expect((await server.request(api.adminSession.get.path())).status).toBe(401);
  });

  it('refuses a forged, unknown, malformed or oversized cookie, and tells the browser to drop it', async () => {
    const forged = [
      `${SESSION_COOKIE}=${'A'.repeat(43)}`,
      `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}`,
      `${SESSION_COOKIE}=not-a-token`,
      `${SESSION_COOKIE}=`,
      `${SESSION_COOKIE}=${'x'.repeat(4000)}`,
      `${SESSION_COOKIE}=%00%ff; ${SESSION_COOKIE}=..`,
    ];
    for (const cookie of forged) {
      const response = await server.request('/api/admin/faqs', withCookie(cookie));
      expect(response.status, cookie.slice(0, 40)).toBe(401);
      if (!cookie.endsWith('=')) {
        expect(response.headers.getSetCookie().join()).toMatch(
          new RegExp(`${SESSION_COOKIE}=;.*expires=Thu, 01 Jan 1970`),
        );
      }
    }
    // A cookie header past Node's header limit never reaches the app.
    const huge = await server.request('/api/admin/faqs', withCookie(`${SESSION_COOKIE}=${'x'.repeat(20_000)}`));
    expect([401, 431]).toContain(huge.status);
    // The token of a real session under another cookie name is not a session.
    const { cookie } = await logIn(server);
    expect((await server.request('/api/admin/faqs', withCookie(`other_${cookie}`))).status).toBe(401);
  });

  it('refuses hostile login bodies without counting them as guesses, and wrong keys with the spec message', async () => {
    const cases: [BodyInit, string, number][] = [
      ['{"key": ', 'application/json', 400],
      ['[1,2]', 'application/json', 400],
      ['"key"', 'application/json', 400],
      ['null', 'application/json', 400],
      ['{"key": 12345678901234}', 'application/json', 400],
      ['{"key": {"$ne": ""}}', 'application/json', 400],
      ['{"key": ""}', 'application/json', 401],
      ['{}', 'application/json', 401],
      ['key=abc', 'application/x-www-form-urlencoded', 415],
      [JSON.stringify({ key: 'k'.repeat(200_000) }), 'application/json', 413],
    ];
    for (const [body, type, status] of cases) {
      const response = await server.request(api.adminSession.get.path(), {
        method: 'POST',
        body,
        headers: { 'content-type': type },
      });
      expect(response.status, String(body).slice(0, 30)).toBe(status);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    for (const key of ['wrong-key-wrong-key', TEST_ADMIN_KEY.toUpperCase(), ` ${TEST_ADMIN_KEY}`, 'k'.repeat(50_000)]) {
      const response = await server.request(api.adminSession.get.path(), { method: 'POST', json: { key } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid admin key' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('logs a device out (DELETE /session): its cookie is dropped and no longer accepted', async () => {
    const { cookie } = await logIn(server);
    const other = await logIn(server);
    const response = await server.request(api.adminSession.get.path(), {
      method: 'DELETE',
      ...withCookie(cookie, { origin: server.url }),
    });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join()).toMatch(/expires=Thu, 01 Jan 1970/);
    expect((await server.request('/api/admin/faqs', withCookie(cookie))).status).toBe(401);
    // Only that device: the other one is still in.
    expect((await server.request('/api/admin/faqs', withCookie(other.cookie))).status).toBe(200);
  });

  it('lists signed-in devices, signs out one (the lost phone) and then every device', async () => {
    await server.request(api.adminSessions.list.path(), { method: 'DELETE', admin: true });
    const laptop = await logIn(server, {
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
    });
    const phone = await logIn(server, {
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
    });
    const list = (await (
      await server.request(api.adminSessions.list.path(), withCookie(laptop.cookie))
    ).json()) as SignedInDevice[];
    expect(list.map((item) => [item.device, item.current]).sort()).toEqual([
      ['Android, Chrome', false],
      ['Mac, Safari', true],
    ]);
    expect(Object.keys(list[0]!).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'lastUsedAt']);

    const phoneId = phone.body.session!.id;
    const signOut = await server.request(api.adminSessions.end.path({ id: phoneId }), {
      method: 'DELETE',
      ...withCookie(laptop.cookie, { origin: server.url }),
    });
    expect(signOut.status).toBe(204);
    expect((await server.request('/api/admin/faqs', withCookie(phone.cookie))).status).toBe(401);
    expect((await server.request('/api/admin/faqs', withCookie(laptop.cookie))).status).toBe(200);
    const again = await server.request(api.adminSessions.end.path({ id: phoneId }), {
      method: 'DELETE',
      ...withCookie(laptop.cookie, { origin: server.url }),
    });
    expect(again.status).toBe(404);
    for (const id of ['nope', '../sessions', 'x'.repeat(5000)]) {
      const response = await server.request(api.adminSessions.end.path({ id: id }), { method: 'DELETE', admin: true });
      expect(response.status, id.slice(0, 20)).toBe(404);
    }

    const third = await logIn(server);
    const everywhere = await server.request(api.adminSessions.list.path(), {
      method: 'DELETE',
      ...withCookie(laptop.cookie, { origin: server.url }),
    });
    expect(everywhere.status).toBe(204);
    for (const cookie of [laptop.cookie, third.cookie]) {
      expect((await server.request('/api/admin/faqs', withCookie(cookie))).status).toBe(401);
    }
    expect(server.store.data.adminSessions).toEqual([]);
    // The key header still works: scripts are not sessions.
    expect((await server.request('/api/admin/faqs', { admin: true })).status).toBe(200);
  });

  it('keeps at most 50 sessions: a script with the key cannot grow the data file without end', async () => {
    const first = await logIn(server);
    for (let i = 0; i < MAX_SESSIONS + 5; i += 1) await logIn(server);
    expect(server.store.data.adminSessions).toHaveLength(MAX_SESSIONS);
    // The one used longest ago went first.
    expect((await server.request('/api/admin/faqs', withCookie(first.cookie))).status).toBe(401);
  });

  it('replaces, rather than piles up, the session of a browser that logs in again', async () => {
    await server.request(api.adminSessions.list.path(), { method: 'DELETE', admin: true });
    const first = await logIn(server);
    const response = await server.request(api.adminSession.get.path(), {
      method: 'POST',
      json: { key: TEST_ADMIN_KEY },
      ...withCookie(first.cookie),
    });
    expect(response.status).toBe(200);
    expect(server.store.data.adminSessions).toHaveLength(1);
    expect((await server.request('/api/admin/faqs', withCookie(first.cookie))).status).toBe(401);
  });
});

describe('requests from another site', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { KEY_GUESS_LIMIT: '100' } });
  });
  afterAll(() => server.close());

  const faq = { question: 'From where?', answer: 'Here' };

  it('refuses cookie-authenticated changes whose Origin or Sec-Fetch-Site names another site, and stores nothing', async () => {
    const { cookie } = await logIn(server);
    const before = await snapshot(server);
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: server.url.replace('127.0.0.1', 'localhost') },
      { origin: server.url.replace('http:', 'https:') },
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      for (const [method, path] of [
        ['POST', '/api/admin/faqs'],
        ['PUT', '/api/admin/faqs/some-id'],
        ['DELETE', '/api/admin/faqs/some-id'],
        ['DELETE', api.adminSessions.list.path()],
        ['DELETE', api.adminSession.get.path()],
      ] as const) {
        const response = await server.request(path, {
          method,
          json: method === 'DELETE' ? undefined : faq,
          ...withCookie(cookie, headers),
        });
        expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.json()).toEqual({ error: CROSS_SITE_MESSAGE });
      }
    }
    expect(await snapshot(server)).toEqual(before);
    // The session itself is untouched by the refusals.
    expect((await server.request('/api/admin/faqs', withCookie(cookie))).status).toBe(200);
  });

  it('lets the site itself change data with the cookie, and lets reads and key-header scripts through', async () => {
    const { cookie } = await logIn(server);
    for (const headers of [
      { origin: server.url },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ] as Record<string, string>[]) {
      const response = await server.request('/api/admin/faqs', {
        method: 'POST',
        json: faq,
        ...withCookie(cookie, headers),
      });
      expect(response.status, JSON.stringify(headers)).toBe(201);
    }
    // Reads change nothing: another site could not read the answer anyway.
    const read = await server.request('/api/admin/faqs', withCookie(cookie, { 'sec-fetch-site': 'cross-site' }));
    expect(read.status).toBe(200);
    // The key header is not a cookie a browser sends by itself.
    const script = await server.request('/api/admin/faqs', {
      method: 'POST',
      json: faq,
      admin: true,
      headers: { origin: 'https://evil.example' },
    });
    expect(script.status).toBe(201);
  });

  it('refuses a login posted from another site', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<
      string,
      string
    >[]) {
      const response = await server.request(api.adminSession.get.path(), {
        method: 'POST',
        json: { key: TEST_ADMIN_KEY },
        headers,
      });
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe('sessions over HTTPS', () => {
  it('marks the cookie Secure when the proxy says HTTPS and TRUST_PROXY=true, and compares Origin with the public origin', async () => {
    const server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    try {
      const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.bride.example' };
      const response = await server.request(api.adminSession.get.path(), {
        method: 'POST',
        json: { key: TEST_ADMIN_KEY },
        headers: { ...proxied, origin: 'https://www.bride.example' },
      });
      expect(response.status).toBe(200);
      const setCookie = response.headers.getSetCookie()[0]!;
      expect(setCookie.toLowerCase()).toMatch(/; secure/);
      const cookie = setCookie.split(';')[0]!;
      const write = (origin: string) =>
        server.request('/api/admin/faqs', {
          method: 'POST',
          json: { question: 'Q', answer: 'A' },
          ...withCookie(cookie, { ...proxied, origin }),
        });
      expect((await write('https://www.bride.example')).status).toBe(201);
      expect((await write('http://www.bride.example')).status).toBe(403);
      expect((await write(server.url)).status).toBe(403);
    } finally {
      await server.close();
    }
  });

  it('marks the cookie Secure when the request reaches the server over HTTPS itself', async () => {
    const server = await startTestServer();
    const tls = https.createServer(selfSignedCertificate(), server.app.callback());
    try {
      await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
      const port = (tls.address() as AddressInfo).port;
      const setCookie = await new Promise<string[]>((resolve, reject) => {
        const request = https.request(
          {
            host: '127.0.0.1',
            port,
            path: api.adminSession.get.path(),
            method: 'POST',
            rejectUnauthorized: false,
            headers: { 'content-type': 'application/json', origin: `https://127.0.0.1:${port}` },
          },
          (response) => {
            response.resume();
            expect(response.statusCode).toBe(200);
            resolve(response.headers['set-cookie'] ?? []);
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ key: TEST_ADMIN_KEY }));
      });
      expect(setCookie[0]!.toLowerCase()).toMatch(/; secure/);
    } finally {
      await new Promise((resolve) => tls.close(resolve));
      await server.close();
    }
  });

  it('ignores X-Forwarded-Proto without TRUST_PROXY: a client cannot make the server believe it is on HTTPS', async () => {
    const server = await startTestServer();
    try {
      const response = await server.request(api.adminSession.get.path(), {
        method: 'POST',
        json: { key: TEST_ADMIN_KEY },
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.bride.example' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()[0]!.toLowerCase()).not.toMatch(/secure/);
      const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
      const spoofed = await server.request('/api/admin/faqs', {
        method: 'POST',
        json: { question: 'Q', answer: 'A' },
        ...withCookie(cookie, {
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'www.bride.example',
          origin: 'https://www.bride.example',
        }),
      });
      expect(spoofed.status).toBe(403);
    } finally {
      await server.close();
    }
  });
});

describe('session lifetime', () => {
  it('lasts 30 days from last use, writes its last use at most once an hour, and is refused and pruned once expired', async () => {
    let clock = Date.parse('2026-06-01T12:00:00Z');
    const server = await startTestServer({ clock: () => clock });
    try {
      const { cookie } = await logIn(server);
      const id = server.store.data.adminSessions[0]!.id;
      const stored = () => server.store.data.adminSessions.find((session) => session.id === id);

      // Reads within the hour cost no disk write: the data object stays the same one.
      const dataBefore = server.store.data;
      clock += 30 * 60_000;
      for (let i = 0; i < 5; i += 1)
        expect((await server.request('/api/admin/faqs', withCookie(cookie))).status).toBe(200);
      expect(server.store.data).toBe(dataBefore);
      expect(stored()!.lastUsedAt).toBe('2026-06-01T12:00:00.000Z');

      // Past the hour, one request records the use and starts the cookie's 30 days again.
      clock += 31 * 60_000;
      const touched = await server.request('/api/admin/faqs', withCookie(cookie));
      expect(touched.status).toBe(200);
      expect(stored()!.lastUsedAt).toBe('2026-06-01T13:01:00.000Z');
      expect(touched.headers.getSetCookie()[0]).toContain(cookie);

      // 29 days later she is still in, and that use counts...
      clock += 29 * 24 * 60 * 60_000;
      expect((await server.request('/api/admin/faqs', withCookie(cookie))).status).toBe(200);
      // ...so 30 days after that use, less a minute, too; then it ends.
      clock += SESSION_LIFETIME_MS - 60_000;
      expect((await server.request('/api/admin/faqs', withCookie(cookie))).status).toBe(200);
      clock += SESSION_LIFETIME_MS + 1;
      const expired = await server.request('/api/admin/faqs', withCookie(cookie));
      expect(expired.status).toBe(401);
      expect(await expired.json()).toEqual({ error: SESSION_ENDED_MESSAGE });
      expect(stored()).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('survives a restart of the server (sessions live in the data file)', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-session-'));
    try {
      const first = await startTestServer({ dataDir });
      const { cookie } = await logIn(first);
      await first.close();
      const second = await startTestServer({ dataDir });
      try {
        expect((await second.request('/api/admin/faqs', withCookie(cookie))).status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('ends every session when ADMIN_KEY changes, and when the generated key file is deleted', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-rotate-'));
    try {
      const first = await startTestServer({ dataDir });
      const { cookie } = await logIn(first);
      await first.close();
      const rotated = await startTestServer({ dataDir, adminKey: 'a-brand-new-admin-key-2026' });
      try {
        expect((await rotated.request('/api/admin/faqs', withCookie(cookie))).status).toBe(401);
        expect(
          (await rotated.request(api.adminSessions.list.path(), { admin: true }).then((r) => r.json())) as unknown[],
        ).toEqual([]);
      } finally {
        await rotated.close();
      }
      // Setting the old key back does not bring them back either: the refused session was dropped.
      const back = await startTestServer({ dataDir });
      try {
        expect((await back.request('/api/admin/faqs', withCookie(cookie))).status).toBe(401);
      } finally {
        await back.close();
      }

      // The generated key: the sessions made under it end when the file is deleted and a new key is made.
      const config = loadConfig({ DATA_DIR: dataDir, UPLOADS_DIR: path.join(dataDir, 'uploads') });
      const generated = await resolveAdminKey(config, () => {});
      const underGenerated = await startTestServer({ dataDir, adminKey: generated });
      const session = await logIn(underGenerated, { key: generated });
      await underGenerated.close();
      const sameKey = await startTestServer({ dataDir, adminKey: await resolveAdminKey(config, () => {}) });
      expect((await sameKey.request('/api/admin/faqs', withCookie(session.cookie))).status).toBe(200);
      await sameKey.close();
      await rm(path.join(dataDir, 'admin-key'));
      const regenerated = await resolveAdminKey(config, () => {});
      expect(regenerated).not.toBe(generated);
      const afterDelete = await startTestServer({ dataDir, adminKey: regenerated });
      try {
        expect((await afterDelete.request('/api/admin/faqs', withCookie(session.cookie))).status).toBe(401);
      } finally {
        await afterDelete.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('wrong keys sent to the session login', () => {
  it('use the same budget as the key header, and a request without a key never counts', async () => {
    const server = await startTestServer({ env: { KEY_GUESS_LIMIT: '4' } });
    try {
      for (let i = 0; i < 20; i += 1) {
        expect((await server.request(api.adminSession.get.path(), { method: 'POST', json: {} })).status).toBe(401);
      }
      expect(
        (await server.request(api.adminSession.get.path(), { method: 'POST', json: { key: 'wrong-one-1' } })).status,
      ).toBe(401);
      expect((await server.request('/api/admin/faqs', { admin: 'wrong-two-2' })).status).toBe(401);
      expect(
        (await server.request(api.adminSession.get.path(), { method: 'POST', json: { key: 'wrong-three-3' } })).status,
      ).toBe(401);
      expect((await server.request('/api/admin/faqs', { admin: 'wrong-four-4' })).status).toBe(401);
      const locked = await server.request(api.adminSession.get.path(), {
        method: 'POST',
        json: { key: TEST_ADMIN_KEY },
      });
      expect(locked.status).toBe(429);
      expect(locked.headers.getSetCookie()).toEqual([]);
      expect((await server.request('/api/admin/faqs', { admin: true })).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});
