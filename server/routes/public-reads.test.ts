import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import { rawRequest, type RawAnswer } from '../test/raw-request.ts';
import { logEntries, startTestServer, type TestServer } from '../test/test-server.ts';
import { bestEncoding } from '../web/encoded-body.ts';

const PUBLIC_READS = [...Object.values(api.publicLists), api.site].map((route) => route.path());

describe('public reads served from memory', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(`${server.url}${path}`, headers, method);

  it('answers each public list and the public settings with the same JSON in every encoding, an ETag and 304', async () => {
    for (const path of PUBLIC_READS) {
      const plain = await raw(path);
      expect(plain.status, path).toBe(200);
      expect(plain.headers['content-type'], path).toMatch(/^application\/json/);
      expect(plain.headers['cache-control'], path).toBe('no-cache');
      expect(plain.headers['vary'], path).toMatch(/Accept-Encoding/);
      expect(plain.headers['x-content-type-options'], path).toBe('nosniff');
      const json = JSON.parse(plain.body.toString());
      expect(json, path).toEqual(await (await server.request(path)).json());
      const etag = String(plain.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);

      const br = await raw(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.body).toString()), path).toEqual(json);
      const gzip = await raw(path, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.body).toString()), path).toEqual(json);
      expect((await raw(path, { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();

      // A script's conditional fetch (the fetch standard adds no-cache to it) is answered 304 all the same.
      const again = await raw(path, { 'if-none-match': etag, 'cache-control': 'no-cache' });
      expect(again.status, path).toBe(304);
      expect(again.body.length).toBe(0);
      expect((await raw(path, { 'if-none-match': '"something-else"' })).status, path).toBe(200);
      const head = await raw(path, {}, 'HEAD');
      expect(head.status, path).toBe(200);
      expect(head.body.length).toBe(0);
    }
  });

  it('is never stale: a change is in the next answer, also for everyone who asks at the same moment', async () => {
    const before = await raw('/api/faqs');
    const created = await server.request('/api/admin/faqs', {
      method: 'POST',
      admin: true,
      json: { question: 'Do you airbrush?', answer: 'No: every look is hand applied.' },
    });
    expect(created.status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 20 }, () => raw('/api/faqs', { 'accept-encoding': 'br' })));
    for (const answer of answers) {
      expect(answer.headers.etag).not.toBe(before.headers.etag);
      expect(brotliDecompressSync(answer.body).toString()).toContain('Do you airbrush?');
    }
    // The one who already held the old list gets the new one, not a 304.
    expect((await raw('/api/faqs', { 'if-none-match': String(before.headers.etag) })).status).toBe(200);

    const site = await raw(api.site.path());
    const settings = await (await server.request(api.adminSite.get.path(), { admin: true })).json();
    const saved = await server.request(api.adminSite.save.path(), {
      method: 'PUT',
      admin: true,
      json: { ...settings, bookingLine: 'Booking 2028 and 2029' },
    });
    expect(saved.status).toBe(200);
    const changed = await raw(api.site.path(), { 'if-none-match': String(site.headers.etag) });
    expect(changed.status).toBe(200);
    expect(JSON.parse(changed.body.toString())).toMatchObject({ bookingLine: 'Booking 2028 and 2029' });
  });

  it('answers the first ask after a change and every ask after it alike: headers, bytes, 304, HEAD and a log line', async () => {
    const variants: [string, Record<string, string>, string][] = [
      ['brotli', { 'accept-encoding': 'br, gzip' }, 'GET'],
      ['Chromium', { 'accept-encoding': 'gzip, deflate, br, zstd' }, 'GET'],
      ['gzip', { 'accept-encoding': 'gzip' }, 'GET'],
      ['uncompressed', {}, 'GET'],
      ['HEAD', { 'accept-encoding': 'br, gzip' }, 'HEAD'],
      ['already held', {}, 'GET'],
    ];
    for (const [index, [variant, headers, method]] of variants.entries()) {
      // After a change the first ask makes the new bytes; the ones after it are sent as made.
      const created = await server.request('/api/admin/faqs', {
        method: 'POST',
        admin: true,
        json: { question: `Question ${index}?`, answer: 'An answer.' },
      });
      expect(created.status).toBe(201);
      if (variant === 'already held') {
        headers['if-none-match'] = String((await raw('/api/faqs')).headers.etag);
      }
      const logged = server.logs.length;
      const first = await raw('/api/faqs', headers, method);
      const again = await raw('/api/faqs', headers, method);
      const encoding = { brotli: 'br', Chromium: 'br', gzip: 'gzip', HEAD: 'br' }[variant];
      const status = variant === 'already held' ? 304 : 200;
      const texts: string[] = [];
      for (const answer of [first, again]) {
        expect(answer.status, variant).toBe(status);
        expect(answer.headers['cache-control'], variant).toBe('no-cache');
        expect(answer.headers.etag, variant).toMatch(/^"[\w-]+"$/);
        expect(answer.headers.vary, variant).toBe('Accept-Encoding');
        expect(answer.headers['x-content-type-options'], variant).toBe('nosniff');
        expect(answer.headers['content-security-policy'], variant).toContain("default-src 'self'");
        expect(answer.headers['x-request-id'], variant).toMatch(/^[\da-f-]{36}$/);
        if (status === 304) {
          expect(answer.headers['content-type'], variant).toBeUndefined();
          expect(answer.body.length, variant).toBe(0);
          continue;
        }
        expect(answer.headers['content-type'], variant).toBe('application/json; charset=utf-8');
        expect(answer.headers['content-encoding'], variant).toBe(encoding);
        const sent = method === 'HEAD' ? undefined : answer.body;
        if (sent) {
          const text = (
            encoding === 'br' ? brotliDecompressSync(sent) : encoding === 'gzip' ? gunzipSync(sent) : sent
          ).toString();
          expect(text, variant).toContain(`Question ${index}?`);
          texts.push(text);
          expect(answer.headers['content-length'], variant).toBe(String(sent.length));
        } else expect(answer.body.length, variant).toBe(0);
      }
      // Both copies are the same bytes under the same tag.
      expect(again.headers.etag, variant).toBe(first.headers.etag);
      expect(again.headers['content-length'], variant).toBe(first.headers['content-length']);
      expect(again.body.equals(first.body), variant).toBe(true);
      // One line each, under the id its answer carries.
      const line = (answer: RawAnswer) => ({
        level: 'info',
        time: expect.any(String),
        pid: process.pid,
        reqId: answer.headers['x-request-id'],
        method,
        path: '/api/faqs',
        status,
        ms: expect.any(Number),
        ip: '127.0.0.1',
        msg: 'request',
      });
      expect(logEntries(server.logs.slice(logged)), variant).toEqual([line(first), line(again)]);
      expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      // The list as the API gives it, whichever copy was sent.
      const list: unknown = await (await server.request('/api/faqs')).json();
      for (const text of texts) expect(JSON.parse(text), variant).toEqual(list);
    }
    // A query string gets the same answer.
    const withQuery = await raw('/api/faqs?fresh=1');
    expect(withQuery.status).toBe(200);
    expect(withQuery.headers.etag).toBe((await raw('/api/faqs')).headers.etag);
    expect(JSON.parse(withQuery.body.toString())).toContainEqual(expect.objectContaining({ question: 'Question 0?' }));
  });

  it('answers only its exact paths: other methods 405 in JSON, other spellings are not public lists', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const refused = await raw('/api/faqs', { 'content-type': 'application/json' }, method);
      expect(refused.status, method).toBe(405);
      expect(refused.headers.allow).toBe('GET, HEAD');
      expect(JSON.parse(refused.body.toString()).error).toBe(`${method} is not allowed here; use GET, HEAD`);
    }
    for (const path of ['/API/faqs', '/api/FAQs', '/api/faqs/', '/api/%66aqs', '/api//faqs']) {
      const other = await raw(path);
      expect(other.status, path).toBe(404);
      expect(other.headers.etag, path).toBeUndefined();
      expect(other.body.toString(), path).not.toContain('How do I book?');
    }
    // What the owner reads stays behind the guard.
    expect((await raw('/api/admin/faqs')).status).toBe(401);
    expect((await raw('/api/admin/site')).status).toBe(401);
  });
});

describe('bestEncoding', () => {
  it('sends brotli unless the client ranks gzip higher or refuses it', () => {
    // Chromium's header: every encoding at the same weight, gzip first; brotli is the smaller copy.
    expect(bestEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(bestEncoding('br, gzip')).toBe('br');
    expect(bestEncoding('GZIP, BR')).toBe('br');
    expect(bestEncoding('gzip')).toBe('gzip');
    expect(bestEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(bestEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(bestEncoding('br;q=0.5, *')).toBe('gzip');
    expect(bestEncoding('br;q=0, gzip')).toBe('gzip');
    // Refusing brotli without naming gzip accepts neither: the uncompressed copy.
    expect(bestEncoding('br;q=0')).toBe('identity');
    expect(bestEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(bestEncoding('identity')).toBe('identity');
    expect(bestEncoding('identity;q=0')).toBe('identity');
    expect(bestEncoding('*')).toBe('br');
    expect(bestEncoding('deflate')).toBe('identity');
    expect(bestEncoding('')).toBe('identity');
  });
});
