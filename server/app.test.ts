import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot, startTestServer, TEST_ADMIN_KEY, type TestServer } from './test/test-server.ts';

describe('every API response', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(() => server.close());

  it('carries security headers and is revalidated, never cached stale', async () => {
    const response = await server.request('/api/faqs');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The rest of helmet's defaults.
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('x-xss-protection')).toBe('0');
    // Errors and pages carry them too.
    const missing = await server.request('/api/nope');
    expect(missing.headers.get('content-security-policy')).toBe(csp);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    // Admin answers hold PINs, phones and e-mails: never stored by any cache.
    expect((await server.request('/api/admin/faqs', { admin: true })).headers.get('cache-control')).toBe('no-store');
  });

  it('compresses larger JSON answers', async () => {
    const response = await server.request('/api/faqs', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect((await response.json()).length).toBeGreaterThan(5);
  });

  it('answers an unknown API path with a JSON 404, never the HTML shell', async () => {
    for (const path of ['/api/nope', '/api/faqs/extra/parts']) {
      const response = await server.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect((await response.json()).error).toMatch(/^No API endpoint GET/);
    }
    const wrongMethod = await server.request('/api/faqs', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toHaveProperty('error');
  });
});

describe('request bodies', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const send = (body: string, contentType = 'application/json') =>
    fetch(`${server.url}/api/admin/faqs`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-admin-key': TEST_ADMIN_KEY },
      body,
    });

  it('refuses malformed JSON, wrong types, oversized and non-JSON bodies with a clear 4xx, storing nothing', async () => {
    const before = await snapshot(server);
    const cases: [Promise<Response>, number, string][] = [
      [send('{"question": "Q", "answer": '), 400, 'The request body is not valid JSON'],
      [send("{'question': 'Q'}"), 400, 'The request body is not valid JSON'],
      [send('"just a string"'), 400, 'Send the details as a JSON object'],
      [send('null'), 400, 'Send the details as a JSON object'],
      [send('[1,2,3]'), 400, 'Send the details as a JSON object'],
      [send('{"question": 42, "answer": "A"}'), 400, 'Question must be text'],
      [send('{"question": "Q", "answer": {"$gt": ""}}'), 400, 'Answer must be text'],
      [send(JSON.stringify({ question: 'Q', answer: 'x'.repeat(200 * 1024) })), 413, 'The request body is too large'],
      [
        send('question=Q&answer=A', 'application/x-www-form-urlencoded'),
        415,
        'Send the request body as JSON (Content-Type: application/json)',
      ],
      [
        send('<faq><question>Q</question></faq>', 'text/xml'),
        415,
        'Send the request body as JSON (Content-Type: application/json)',
      ],
    ];
    for (const [pending, status, error] of cases) {
      const response = await pending;
      expect(response.status, error).toBe(status);
      expect(await response.json()).toEqual({ error });
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('counts the bytes of a chunked body too, not only a declared length', async () => {
    const big = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 200; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const response = await fetch(`${server.url}/api/admin/faqs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-key': TEST_ADMIN_KEY },
      body: big,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('ignores fields the schema does not know, such as a forged id', async () => {
    const response = await send(
      JSON.stringify({
        question: 'Q?',
        answer: 'A',
        id: 'forged',
        createdAt: 'yesterday',
        __proto__: { isAdmin: true },
        extra: 1,
      }),
    );
    expect(response.status).toBe(201);
    const item = await response.json();
    expect(item.id).not.toBe('forged');
    expect(item).not.toHaveProperty('extra');
    expect(Number.isNaN(Date.parse(item.createdAt))).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  const guessFrom = (server: TestServer, forwardedFor: string) =>
    server.request('/api/wedding-schedule/0000', { headers: { 'x-forwarded-for': forwardedFor } });

  it('is off by default: X-Forwarded-For is ignored, so changing it does not dodge the guess throttle', async () => {
    const server = await startTestServer({ env: { PIN_GUESS_LIMIT: '2' } });
    try {
      expect((await guessFrom(server, '203.0.113.1')).status).toBe(404);
      expect((await guessFrom(server, '203.0.113.2')).status).toBe(404);
      expect((await guessFrom(server, '203.0.113.3')).status).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('when on, counts each visitor by the address our proxy added, not one the client made up', async () => {
    const server = await startTestServer({ env: { PIN_GUESS_LIMIT: '2', TRUST_PROXY: 'true' } });
    try {
      expect((await guessFrom(server, '203.0.113.1')).status).toBe(404);
      expect((await guessFrom(server, '203.0.113.1')).status).toBe(404);
      expect((await guessFrom(server, '203.0.113.1')).status).toBe(429);
      // Another visitor behind the same proxy is not blocked by the first one's guesses...
      expect((await guessFrom(server, '198.51.100.7')).status).toBe(404);
      // ...and the first cannot pose as someone new by prepending a made-up address: the proxy's entry is last.
      expect((await guessFrom(server, '192.0.2.99, 203.0.113.1')).status).toBe(429);
      // An IPv6 client cannot hop between the addresses of its own /64 either.
      expect((await guessFrom(server, '2001:db8:1:2::a')).status).toBe(404);
      expect((await guessFrom(server, '2001:db8:1:2::b')).status).toBe(404);
      expect((await guessFrom(server, '2001:db8:1:2:ffff::c')).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});
