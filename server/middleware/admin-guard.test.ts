import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { canonicalPath, isAdminPath } from './admin-guard.ts';

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

  it('answers no admin route, in any spelling or method, without the key', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const methods = route.method === 'GET' ? ['GET', 'HEAD', 'OPTIONS'] : [route.method, 'OPTIONS'];
      for (const path of spellings(route.path)) {
        for (const method of methods) {
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
