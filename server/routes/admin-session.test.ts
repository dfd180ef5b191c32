import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyMatches } from '../middleware/admin-guard.ts';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../test/test-server.ts';

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
