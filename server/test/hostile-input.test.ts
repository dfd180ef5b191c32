import { access, readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bombPng, imageForm, phoneJpeg, svgImage, truncatedJpeg } from './images.ts';
import { snapshot, startTestServer, TEST_ADMIN_KEY, type TestServer } from './test-server.ts';

const SCRIPT = `<script>alert("x")</script><img src=x onerror="alert('y')"><!-- --> & " ' \u0000 \u202e`;
const hostile = (field: string) => `${field}: ${SCRIPT}`;

/** Every write a visitor or the owner can make, with each free-text field full of markup. */
function hostilePayloads(scheduleId: string) {
  return [
    {
      path: '/api/admin/testimonials',
      read: ['/api/testimonials', '/api/admin/testimonials'],
      body: {
        clientName: hostile('clientName'),
        content: hostile('content'),
        serviceType: hostile('serviceType'),
        rating: 5,
      },
    },
    {
      path: '/api/admin/gallery',
      read: ['/api/gallery', '/api/admin/gallery'],
      body: {
        title: hostile('title'),
        description: hostile('description'),
        imageUrl: 'https://images.example.com/x.jpg',
      },
    },
    {
      path: '/api/admin/faqs',
      read: ['/api/faqs', '/api/admin/faqs'],
      body: { question: hostile('question'), answer: hostile('answer') },
    },
    {
      path: '/api/admin/policies',
      read: ['/api/policies', '/api/admin/policies'],
      body: { title: hostile('title'), content: hostile('content') },
    },
    {
      path: '/api/admin/recommended-vendors',
      read: ['/api/recommended-vendors', '/api/admin/recommended-vendors'],
      body: {
        name: hostile('name'),
        category: 'Other',
        description: hostile('description'),
        phone: hostile('phone').slice(0, 40),
      },
    },
    {
      path: '/api/admin/wedding-schedules',
      read: ['/api/admin/wedding-schedules', '/api/wedding-schedule/808080'],
      body: {
        clientName: hostile('clientName').slice(0, 120),
        pin: '808080',
        weddingDate: '2026-10-10',
        startTime: hostile('startTime').slice(0, 40),
        venueName: hostile('venueName'),
        venueAddress: hostile('venueAddress'),
        contactPhone: hostile('contactPhone').slice(0, 40),
        manualTotal: hostile('manualTotal').slice(0, 40),
      },
    },
    {
      path: `/api/admin/wedding-schedules/${scheduleId}/services`,
      read: [`/api/admin/wedding-schedules/${scheduleId}/services`, '/api/wedding-schedule/707070'],
      body: {
        serviceName: hostile('serviceName'),
        startTime: hostile('s').slice(0, 40),
        endTime: hostile('e').slice(0, 40),
      },
    },
    {
      path: '/api/lesson-submissions',
      read: ['/api/admin/lesson-submissions'],
      body: {
        name: hostile('name').slice(0, 120),
        email: 'lena@example.com',
        phone: '916 555 0123',
        lessonPurpose: 'self-application',
        skillLevel: 'beginner',
        mainGoal: 'other',
        otherGoal: hostile('otherGoal'),
        focusAreas: '["other"]',
        otherFocusArea: hostile('otherFocusArea'),
        wearMakeup: hostile('wearMakeup'),
        usualLook: hostile('usualLook'),
        currentProducts: hostile('currentProducts'),
        struggles: hostile('struggles'),
        kitPreference: 'use-existing',
        additionalInfo: hostile('additionalInfo'),
      },
    },
  ];
}

describe('hostile input', () => {
  let server: TestServer;
  let scheduleId: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { PIN_GUESS_LIMIT: '100', KEY_GUESS_LIMIT: '100', LESSON_LIMIT: '1000' } });
    const created = await server.request('/api/admin/wedding-schedules', {
      method: 'POST',
      admin: true,
      json: { clientName: 'Host', pin: '707070', weddingDate: '2026-10-11' },
    });
    scheduleId = (await created.json()).id;
  });
  afterAll(() => server.close());

  it('stores script and HTML in every text field as text, verbatim, and serves it back only as JSON', async () => {
    for (const { path: writePath, read, body } of hostilePayloads(scheduleId)) {
      const response = await server.request(writePath, {
        method: 'POST',
        admin: !writePath.startsWith('/api/lesson'),
        json: body,
      });
      expect(response.status, writePath).toBe(201);
      for (const readPath of read) {
        const answer = await server.request(readPath, { admin: readPath.startsWith('/api/admin') });
        expect(answer.headers.get('content-type'), readPath).toMatch(/^application\/json/);
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        const text = JSON.stringify(await answer.json());
        for (const [field, value] of Object.entries(body)) {
          if (
            typeof value === 'string' &&
            value.includes('<script>') &&
            !(readPath.startsWith('/api/wedding-schedule') && field === 'pin')
          ) {
            // Visitors' lists show only their fields; whatever is shown is exactly what was sent.
            if (text.includes(`${field}: `))
              expect(text, `${readPath} ${field}`).toContain(JSON.stringify(value).slice(1, -1));
          }
        }
        expect(text).toContain(JSON.stringify(SCRIPT).slice(1, -1));
      }
    }
  });

  it('refuses malformed, oversized, wrongly typed and non-JSON bodies on every write, storing nothing', async () => {
    const before = await snapshot(server);
    const writes = hostilePayloads(scheduleId).map(({ path: writePath }) => writePath);
    const raw = (writePath: string, body: string, type = 'application/json') =>
      fetch(server.url + writePath, {
        method: 'POST',
        headers: { 'content-type': type, 'x-admin-key': TEST_ADMIN_KEY },
        body,
      });
    for (const writePath of writes) {
      const cases: [Promise<Response>, number][] = [
        [raw(writePath, '{"broken": '), 400],
        [raw(writePath, '['.repeat(50_000) + ']'.repeat(50_000)), 400],
        [raw(writePath, JSON.stringify({ padding: 'x'.repeat(120 * 1024) })), 413],
        [raw(writePath, '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}}'), 400],
        [raw(writePath, '42'), 400],
        [raw(writePath, 'a=1', 'application/x-www-form-urlencoded'), 415],
        [raw(writePath, '<x/>', 'text/html'), 415],
      ];
      for (const [pending, status] of cases) {
        const response = await pending;
        expect(response.status, writePath).toBe(status);
        const body = await response.json();
        expect(typeof body.error, writePath).toBe('string');
        expect(body.error.length).toBeGreaterThan(10);
      }
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await snapshot(server)).toEqual(before);
  });

  it('counts a body sent in chunks without a length, and takes JSON nested deep inside a valid body without harm', async () => {
    const before = await snapshot(server);
    // No Content-Length: the limit is the bytes read, and reading stops there.
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      const sending = request(
        {
          host: hostname,
          port,
          path: '/api/admin/faqs',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-admin-key': TEST_ADMIN_KEY },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      ).on('error', reject);
      expect(sending.getHeader('content-length')).toBeUndefined();
      sending.write('{"question": "Q?", "answer": "');
      for (let i = 0; i < 30; i += 1) sending.write('x'.repeat(8 * 1024));
      sending.end('"}');
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ error: 'The request body is too large' });
    expect(await snapshot(server)).toEqual(before);

    // As deep as the size limit allows, in a field that wants text and in a field no schema knows.
    const deep = '['.repeat(45_000) + ']'.repeat(45_000);
    const inField = await fetch(`${server.url}/api/admin/faqs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-key': TEST_ADMIN_KEY },
      body: `{"question": ${deep}, "answer": "A"}`,
    });
    expect(inField.status).toBe(400);
    expect(await inField.json()).toMatchObject({ error: 'Question must be text' });
    expect(await snapshot(server)).toEqual(before);
    const unknown = await fetch(`${server.url}/api/admin/faqs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-key': TEST_ADMIN_KEY },
      body: `{"question": "Deep?", "answer": "A", "extra": ${deep}}`,
    });
    expect(unknown.status).toBe(201);
    const stored = server.store.data.faqs.find((faq) => faq.question === 'Deep?');
    expect(stored).toBeDefined();
    expect(stored).not.toHaveProperty('extra');
  });

  it('keeps upload names the server’s own: traversal in the file name goes nowhere, and /uploads/ serves nothing else', async () => {
    const photo = await phoneJpeg(200, 100);
    for (const name of ['../../../db.json', '..\\..\\evil.jpg', '/etc/passwd', '....//....//x.jpg', '%2e%2e%2fx.jpg']) {
      const response = await server.request('/api/admin/upload', {
        method: 'POST',
        admin: true,
        body: imageForm(photo, name),
      });
      expect(response.status, name).toBe(201);
      expect((await response.json()).imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}-1600\.webp$/);
    }
    for (const file of await readdir(server.uploadsDir)) expect(file).toMatch(/^[0-9a-f-]{36}-(1600|600)\.webp$/);
    await expect(access(path.join(server.dataDir, '..', 'evil.jpg'))).rejects.toThrow();
    for (const probe of [
      '/uploads/../db.json',
      '/uploads/..%2fdb.json',
      '/uploads/%2e%2e/db.json',
      '/uploads/admin-key',
      '/uploads/../admin-key',
    ]) {
      const response = await server.request(probe);
      const text = await response.text();
      expect(text, probe).not.toContain('"faqs"');
      expect(text, probe).not.toContain('weddingSchedules');
    }
  });

  it('refuses images that are not images and image bombs with a clear 4xx, storing nothing', async () => {
    const filesBefore = await readdir(server.uploadsDir);
    const before = await snapshot(server);
    const cases: [FormData, number][] = [
      [imageForm(svgImage(), 'x.svg', 'image/svg+xml'), 415],
      [imageForm(Buffer.from('MZ\x90\x00 pretend executable'), 'x.jpg'), 415],
      [imageForm(Buffer.from('%PDF-1.4 pretend'), 'x.png', 'image/png'), 415],
      [imageForm(await truncatedJpeg(), 'x.jpg'), 415],
      [imageForm(bombPng(), 'x.png', 'image/png'), 413],
      [imageForm(bombPng(20_000), 'x.png', 'image/png'), 413],
    ];
    for (const [form, status] of cases) {
      const response = await server.request('/api/admin/upload', { method: 'POST', admin: true, body: form });
      expect(response.status).toBe(status);
      expect((await response.json()).error).toMatch(/image/);
    }
    expect(await readdir(server.uploadsDir)).toEqual(filesBefore);
    expect(await snapshot(server)).toEqual(before);
  });
});

describe('guessing', () => {
  it('stops PIN guessing and admin-key guessing with 429 well before 100 tries, at the default limit', async () => {
    const server = await startTestServer();
    try {
      let pinTries = 0;
      let status = 404;
      while (status === 404 && pinTries < 100) {
        status = (await server.request(`/api/wedding-schedule/${String(1000 + pinTries)}`)).status;
        pinTries += 1;
      }
      expect(status).toBe(429);
      expect(pinTries).toBeLessThanOrEqual(31);
    } finally {
      await server.close();
    }
    const other = await startTestServer();
    try {
      let keyTries = 0;
      let status = 401;
      while (status === 401 && keyTries < 100) {
        status = (await other.request('/api/admin/login', { method: 'POST', admin: `guess-${keyTries}-xxxxxxxx` }))
          .status;
        keyTries += 1;
      }
      expect(status).toBe(429);
      expect(keyTries).toBeLessThanOrEqual(11);
    } finally {
      await other.close();
    }
  });
});
