import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { api } from '#contract/api.ts';
import { KEY_LOGINS_PAUSED, PASSKEY_LOGIN_FAILED } from '#contract/messages.ts';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from '../auth/admin-sessions.ts';
import { logIn, passkeyLogin, registerPasskey, setSiteAddress, withCookie } from '../test/admin-login.ts';
import { SoftAuthenticator } from '../test/soft-authenticator.ts';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../test/test-server.ts';
import { canonicalPath, isAdminPath, OPEN_ADMIN_REQUESTS } from './admin-guard.ts';

/** Every route the app's routers hold, read from the routers themselves so a new route is covered the day it lands. */
function routesOf(server: TestServer): { method: string; path: string }[] {
  const routers = server.app.middleware
    .map((middleware) => (middleware as { router?: Router }).router)
    .filter((router): router is Router => router !== undefined);
  const routes = routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: String(layer.path) })),
    ),
  );
  // Parameters get a value; a write is sent with a body so the body parser is not what refuses it.
  return routes.map(({ method, path }) => ({ method, path: path.replace(/:(\w+)/g, 'some-$1') }));
}

/** Other ways to write the same path that a lenient router, proxy or file server might treat as the same. */
function spellings(path: string): string[] {
  const rest = path.slice('/api/admin'.length);
  const encodeFirstLetter = (text: string) =>
    text.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
  return [
    path,
    path.toUpperCase(),
    `/api/ADMIN${rest}`,
    `/API/admin${rest}`,
    `/Api/Admin${rest.toUpperCase()}`,
    `/api/%61dmin${rest}`,
    `/api/%41DMIN${rest}`,
    `/api/%2561dmin${rest}`,
    `/api/admin${encodeFirstLetter(rest)}`,
    `${path}/`,
    `/api//admin${rest}`,
    `/api/./admin${rest}`,
    `/api/x/../admin${rest}`,
  ];
}

/** One of the logins, as the server receives it: fetch itself resolves `.` and `..` segments before sending. */
const isOpenLogin = (method: string, path: string) =>
  OPEN_ADMIN_REQUESTS.some((open) => open.method === method && open.path === new URL(path, 'http://x').pathname);

describe('the admin guard', () => {
  let server: TestServer;
  let adminRoutes: { method: string; path: string }[];
  beforeAll(async () => {
    server = await startTestServer({ env: { KEY_GUESS_LIMIT: '100' } });
    adminRoutes = routesOf(server).filter((route) => isAdminPath(route.path));
  });
  afterAll(() => server.close());

  it('finds the admin routes in the routers themselves', () => {
    const paths = adminRoutes.map((route) => `${route.method} ${route.path}`);
    expect(paths).toContain('GET /api/admin/wedding-schedules');
    expect(paths).toContain('POST /api/admin/upload');
    expect(paths).toContain('DELETE /api/admin/faqs/some-id');
    expect(adminRoutes.length).toBeGreaterThan(25);
  });

  // Every route in every spelling and method: hundreds of requests, slow on a busy 2-core machine.
  it('answers no admin route, in any spelling or method, without the key or a session, the logins aside', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const methods = route.method === 'GET' ? ['GET', 'HEAD', 'OPTIONS'] : [route.method, 'OPTIONS'];
      for (const path of spellings(route.path)) {
        for (const method of methods) {
          // The logins themselves, in their one spelling and method, are tested below.
          if (isOpenLogin(method, path)) continue;
          const response = await fetch(server.url + path, {
            method,
            headers:
              method === 'GET' || method === 'HEAD' || method === 'OPTIONS'
                ? {}
                : { 'content-type': 'application/json' },
            body:
              method === 'GET' || method === 'HEAD' || method === 'OPTIONS'
                ? undefined
                : '{"question":"Q","answer":"A"}',
          });
          if (response.status !== 401) failures.push(`${method} ${path} -> ${response.status}`);
          if (response.headers.get('cache-control') !== 'no-store') failures.push(`${method} ${path}: cacheable`);
          await response.arrayBuffer();
        }
      }
    }
    expect(failures).toEqual([]);
    expect(server.store.data.faqs).toEqual([]);
  }, 60_000);

  it('lets the logins alone through without the key, each in exactly one spelling and method', async () => {
    expect(OPEN_ADMIN_REQUESTS).toEqual([
      { method: 'POST', path: '/api/admin/session' },
      { method: 'POST', path: '/api/admin/passkeys/authentication-options' },
      { method: 'POST', path: '/api/admin/passkeys/authentication' },
    ]);
    const registered = adminRoutes.map((route) => `${route.method} ${route.path}`);
    for (const open of OPEN_ADMIN_REQUESTS) expect(registered).toContain(`${open.method} ${open.path}`);

    const send = (method: string, path: string, json: unknown) =>
      server.request(path, { method, json: method === 'GET' || method === 'HEAD' ? undefined : json });
    // Reached: the routes' own answers, not the guard's.
    const login = await send('POST', '/api/admin/session', { key: TEST_ADMIN_KEY });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect((await send('POST', '/api/admin/passkeys/authentication-options', {})).status).toBe(200);
    const passkey = await send('POST', '/api/admin/passkeys/authentication', {});
    expect(await passkey.json()).toEqual({ error: PASSKEY_LOGIN_FAILED });

    // Any other spelling or method of them is an admin path like any other: 401 from the guard, no cookie given.
    for (const open of OPEN_ADMIN_REQUESTS) {
      for (const path of spellings(open.path).slice(1)) {
        for (const method of ['POST', 'GET', 'PUT', 'DELETE', 'OPTIONS', 'HEAD']) {
          if (isOpenLogin(method, path)) continue;
          const response = await send(method, path, { key: TEST_ADMIN_KEY });
          expect(response.status, `${method} ${path}`).toBe(401);
          expect(response.headers.getSetCookie(), `${method} ${path}`).toEqual([]);
        }
      }
      for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS', 'HEAD']) {
        if (open.path === '/api/admin/session' && ['GET', 'DELETE'].includes(method)) continue;
        const response = await send(method, open.path, { key: TEST_ADMIN_KEY });
        expect(response.status, `${method} ${open.path}`).toBe(401);
      }
    }
    // Reading or ending a session is not a login: it needs one.
    expect((await send('GET', '/api/admin/session', undefined)).status).toBe(401);
    expect((await send('DELETE', '/api/admin/session', undefined)).status).toBe(401);
  });

  it('refuses a forged, unknown or expired session cookie on every admin route', async () => {
    let clock = Date.now();
    const timed = await startTestServer({ clock: () => clock });
    try {
      const { cookie: expired } = await logIn(timed);
      clock += SESSION_LIFETIME_MS + 1;
      const cookies = [
        expired,
        `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}`,
        `${SESSION_COOKIE}=${'A'.repeat(43)}`,
        `${SESSION_COOKIE}=${'x'.repeat(3000)}`,
        `${SESSION_COOKIE}=${encodeURIComponent('"; path=/')}`,
      ];
      const failures: string[] = [];
      for (const route of adminRoutes) {
        if (OPEN_ADMIN_REQUESTS.some((open) => open.method === route.method && open.path === route.path)) continue;
        for (const cookie of cookies) {
          const write = route.method !== 'GET';
          const response = await timed.request(route.path, {
            method: route.method,
            json: write ? { question: 'Q', answer: 'A' } : undefined,
            headers: { cookie, origin: timed.url },
          });
          if (response.status !== 401) failures.push(`${route.method} ${route.path} -> ${response.status}`);
          await response.arrayBuffer();
        }
      }
      expect(failures).toEqual([]);
      expect(timed.store.data.faqs).toEqual([]);
      expect(timed.store.data.adminSessions).toEqual([]);
    } finally {
      await timed.close();
    }
  });

  it('refuses a wrong key the same way, in any spelling', async () => {
    for (const path of spellings('/api/admin/lesson-submissions')) {
      const response = await server.request(path, { admin: 'not-the-admin-key-at-all' });
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid admin key' });
    }
  });

  it('treats unknown admin paths, and paths that only start like one, as admin: 401 without the key', async () => {
    for (const path of [
      '/api/admin',
      '/api/admin/',
      '/api/admin/nope',
      '/api/admin/../admin/faqs',
      '/api/administrator',
      '/api/admin-nope',
    ]) {
      const response = await server.request(path);
      expect(response.status, path).toBe(401);
    }
    // With the key an unknown path is simply not there.
    expect((await server.request('/api/admin/nope', { admin: true })).status).toBe(404);
  });

  it('leaves each route exactly one spelling: other cases and a trailing slash are 404 even with the key', async () => {
    expect((await server.request('/api/admin/faqs', { admin: true })).status).toBe(200);
    for (const path of [
      '/api/ADMIN/faqs',
      '/API/admin/faqs',
      '/api/admin/FAQS',
      '/api/admin/faqs/',
      '/api/%61dmin/faqs',
    ]) {
      expect((await server.request(path, { admin: true })).status, path).toBe(404);
    }
    for (const path of ['/API/faqs', '/api/FAQs', '/api/faqs/']) {
      expect((await server.request(path)).status, path).toBe(404);
    }
  });

  it('marks every admin answer no-store, the right key included', async () => {
    const response = await server.request('/api/admin/wedding-schedules', { admin: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await server.request('/api/faqs')).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('canonicalPath', () => {
  it('reads a path the way the most lenient server would', () => {
    expect(canonicalPath('/API/Admin/FAQs')).toBe('/api/admin/faqs');
    expect(canonicalPath('/api/%41dmin')).toBe('/api/admin');
    expect(canonicalPath('/api/%2541dmin')).toBe('/api/admin');
    expect(canonicalPath('/api//admin/./x/../faqs/')).toBe('/api/admin/faqs');
    expect(canonicalPath('\\api\\admin')).toBe('/api/admin');
    // A malformed escape is kept as it is instead of throwing past the check.
    expect(canonicalPath('/api/admin/%zz%')).toBe('/api/admin/%zz%');
    expect(isAdminPath('/api/faqs')).toBe(false);
    expect(isAdminPath('/api/wedding-schedule/1234')).toBe(false);
  });
});

describe('admin key guessing', () => {
  it('never counts a request without a key, and keeps wrong keys apart from wrong PINs', async () => {
    let clock = 0;
    const server = await startTestServer({ clock: () => clock, env: { KEY_GUESS_LIMIT: '10', PIN_GUESS_LIMIT: '10' } });
    try {
      for (let i = 0; i < 50; i += 1) expect((await server.request('/api/admin/faqs')).status).toBe(401);
      for (let i = 0; i < 10; i += 1)
        expect((await server.request(`/api/wedding-schedule/${1000 + i}`)).status).toBe(404);
      // Fifty keyless requests and ten wrong PINs later, the owner is still let in.
      expect((await server.request('/api/admin/faqs', { admin: true })).status).toBe(200);

      let tries = 0;
      let status = 401;
      while (status === 401 && tries < 100) {
        status = (await server.request('/api/admin/login', { method: 'POST', admin: `guess-number-${tries}` })).status;
        tries += 1;
      }
      expect(status).toBe(429);
      expect(tries).toBe(11);
      // Locked out means locked out for keys: even the right key waits for the window...
      const blocked = await server.request('/api/admin/faqs', { admin: true });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('900');
      expect((await blocked.json()).error).toMatch(/Too many incorrect attempts/);
      // ...while a request without a key is still just "no key", not a guess.
      expect((await server.request('/api/admin/faqs')).status).toBe(401);
      clock += 15 * 60_000;
      expect((await server.request('/api/admin/faqs', { admin: true })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('wrong keys across the whole site', () => {
  it('pauses key logins after 100 wrong keys an hour from any number of addresses; sessions and passkeys carry on', async () => {
    let clock = Date.parse('2026-06-01T12:00:00Z');
    const server = await startTestServer({ clock: () => clock, env: { TRUST_PROXY: 'true' } });
    try {
      const site = 'https://localhost:8443';
      await setSiteAddress(server, site);
      const owner = { 'x-forwarded-for': '198.51.100.7' };
      const { cookie } = await logIn(server);
      const { authenticator } = await registerPasskey(server, new SoftAuthenticator(site));

      // An attacker with a /48 of IPv6 sends each wrong key from a /64 of its own, so no address runs out.
      const statuses: number[] = [];
      for (let i = 0; i < 150; i += 1) {
        const response = await server.request('/api/admin/login', {
          method: 'POST',
          admin: `wrong-admin-key-${i}`,
          headers: { 'x-forwarded-for': `2001:db8:77:${i.toString(16)}::1` },
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(100).every((status) => status === 429)).toBe(true);

      // Paused: the right key too, by header and by the login form, with a message that says what to do.
      const byHeader = await server.request('/api/admin/faqs', { admin: true, headers: owner });
      expect(byHeader.status).toBe(429);
      expect(await byHeader.json()).toEqual({ error: KEY_LOGINS_PAUSED });
      expect(Number(byHeader.headers.get('retry-after'))).toBeGreaterThan(50 * 60);
      const byForm = await server.request(api.adminSession.get.path(), {
        method: 'POST',
        json: { key: TEST_ADMIN_KEY },
        headers: owner,
      });
      expect(byForm.status).toBe(429);
      expect(await byForm.json()).toEqual({ error: KEY_LOGINS_PAUSED });
      expect(byForm.headers.getSetCookie()).toEqual([]);

      // Her signed-in devices and her passkeys are not keys: they keep working.
      expect((await server.request('/api/admin/faqs', withCookie(cookie))).status).toBe(200);
      expect((await passkeyLogin(server, authenticator, owner)).status).toBe(200);

      clock += 60 * 60_000;
      expect((await server.request('/api/admin/faqs', { admin: true, headers: owner })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('takes its hourly cap from KEY_GUESSES_PER_HOUR', async () => {
    const server = await startTestServer({ env: { TRUST_PROXY: 'true', KEY_GUESSES_PER_HOUR: '5' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const response = await server.request('/api/admin/login', {
          method: 'POST',
          admin: `wrong-admin-key-${i}`,
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    } finally {
      await server.close();
    }
  });

  it('counts a client by its IPv4 address however it is spelled, and an IPv6 client by its /64', async () => {
    const server = await startTestServer({ env: { TRUST_PROXY: 'true', KEY_GUESS_LIMIT: '3' } });
    try {
      const guess = async (address: string) =>
        (
          await server.request('/api/admin/login', {
            method: 'POST',
            admin: 'not-the-admin-key-at-all',
            headers: { 'x-forwarded-for': address },
          })
        ).status;
      for (let i = 0; i < 3; i += 1) expect(await guess('203.0.113.7')).toBe(401);
      for (const spelling of ['203.0.113.7', '::ffff:203.0.113.7', '0:0:0:0:0:ffff:203.0.113.7', '::ffff:cb00:7107']) {
        expect(await guess(spelling), spelling).toBe(429);
      }
      for (let i = 0; i < 3; i += 1) expect(await guess(`2001:db8:aa:bb::${i + 1}`)).toBe(401);
      for (const spelling of [
        '2001:db8:aa:bb:ffff:ffff:ffff:ffff',
        '2001:DB8:AA:BB::9',
        '2001:0db8:00aa:00bb::1.2.3.4',
      ]) {
        expect(await guess(spelling), spelling).toBe(429);
      }
      expect(await guess('2001:db8:aa:bc::1')).toBe(401);
    } finally {
      await server.close();
    }
  });
});
