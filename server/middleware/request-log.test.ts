import fs from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchedDestination, createLogger } from '../logger.ts';
import { logEntries, startTestServer } from '../test/test-server.ts';
import { redactPath } from './request-log.ts';

/** Sends `requestPath` exactly as written (fetch and URL would resolve `..` and turn `\\` into `/` first). */
const sendAsWritten = (url: string, requestPath: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    httpRequest({ hostname, port, path: requestPath, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });

const TOKEN = 'Zq7CalendarTok3nXk';
const PIN = '482913';
/** Paths the router matches as the calendar feed or a schedule's PIN, or that reach one after `..`. */
const SECRET_SPELLINGS = [
  `/api/calendar/${TOKEN}.ics`,
  `/api/calendar/..%2f${TOKEN}.ics`,
  `/api/calendar/..%2F${TOKEN}.ics`,
  `/api/calendar/%2e%2e%2f${TOKEN}.ics`,
  `/api/calendar/..%252f${TOKEN}.ics`,
  `/api/calendar/..%25252f${TOKEN}.ics`,
  `/api/calendar/..\\${TOKEN}.ics`,
  `/api/calendar/..%5c${TOKEN}.ics`,
  `/api/CALENDAR/..%2f${TOKEN}.ics`,
  `/api/%63alendar/..%2f${TOKEN}.ics`,
  `/api//calendar//..%2f${TOKEN}.ics`,
  `/api/calendar/./..%2f..%2f${TOKEN}.ics`,
  `/api/calendar%2f..%2f${TOKEN}.ics`,
  `/elsewhere/..%2fapi/calendar/${TOKEN}.ics`,
  `/api/wedding-schedule/${PIN}`,
  `/api/wedding-schedule/..%2f${PIN}`,
  `/api/wedding-schedule/..%2f..%2f${PIN}`,
  `/api/wedding-schedule/..%252f${PIN}`,
  `/api/Wedding-Schedule/..%2F${PIN}`,
  `/api/wedding%2dschedule/..%2f${PIN}`,
  `/api/wedding-schedule/.%2e/${PIN}`,
  `/api/wedding-schedule/${PIN}/..%2fagreement.pdf`,
  `/api/wedding-schedule/${PIN}/agreement.pdf`,
  `/api/wedding-schedule/./${PIN}?x=1`,
];

describe('the request log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes the lines of a rush together, in order, with no synchronous write per line', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bridal-log-'));
    try {
      const file = path.join(dir, 'log.jsonl');
      const destination = batchedDestination(file);
      await new Promise((resolve) => destination.once('ready', resolve));
      // sonic-boom (pino's destination) calls node's fs.write / fs.writeSync; count the calls a rush makes.
      const writes = vi.spyOn(fs, 'write');
      const syncWrites = vi.spyOn(fs, 'writeSync');
      const logger = createLogger('json', destination);
      for (let i = 0; i < 500; i += 1) logger.info({ reqId: String(i) }, 'request');
      expect(syncWrites).not.toHaveBeenCalled();
      const text = await vi.waitFor(
        async () => {
          const written = await readFile(file, 'utf8');
          expect(written.split('\n')).toHaveLength(501);
          return written;
        },
        { timeout: 2000, interval: 10 },
      );
      expect(writes.mock.calls.length).toBeGreaterThan(0);
      expect(writes.mock.calls.length).toBeLessThanOrEqual(5);
      const lines = logEntries(text.trimEnd().split('\n'));
      expect(lines.map((line) => line.reqId)).toEqual(Array.from({ length: 500 }, (_, i) => String(i)));
      destination.end();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('logs each request as one JSON line whose id the answer carries in X-Request-Id', async () => {
    const server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    try {
      const response = await server.request('/api/admin/faqs', { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(response.status).toBe(401);
      const reqId = response.headers.get('x-request-id');
      expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
      const lines = logEntries(server.logs).filter((line) => line.reqId === reqId);
      expect(lines).toEqual([
        {
          level: 'info',
          time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          pid: process.pid,
          reqId,
          method: 'GET',
          path: '/api/admin/faqs',
          status: 401,
          ms: expect.any(Number),
          ip: '203.0.113.9',
          msg: 'request',
        },
      ]);
      // Every answer has its own id.
      const again = await server.request('/api/admin/faqs');
      expect(again.headers.get('x-request-id')).not.toBe(reqId);
      // A public read is answered by Koa the first time and from memory after: both lines name the same client.
      const logged = server.logs.length;
      for (let i = 0; i < 2; i += 1) {
        const read = await server.request('/api/faqs', { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' } });
        expect(read.status).toBe(200);
      }
      expect(logEntries(server.logs.slice(logged)).map(({ path, ip }) => ({ path, ip }))).toEqual([
        { path: '/api/faqs', ip: '203.0.113.7' },
        { path: '/api/faqs', ip: '203.0.113.7' },
      ]);
    } finally {
      await server.close();
    }
  });

  it('keeps a PIN out of the line, and LOG_REQUESTS=false logs no request at all', async () => {
    const server = await startTestServer();
    try {
      await server.request('/api/Wedding-Schedule/482913');
      const [line] = logEntries(server.logs).filter((entry) => entry.reqId);
      expect(line).toMatchObject({ path: '/api/wedding-schedule/[redacted]', status: 404 });
      expect(server.logs.join('\n')).not.toContain('482913');
    } finally {
      await server.close();
    }
    const quiet = await startTestServer({ env: { LOG_REQUESTS: 'false' } });
    try {
      const response = await quiet.request('/api/faqs');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toBeNull();
      expect(logEntries(quiet.logs).filter((entry) => entry.reqId)).toEqual([]);
    } finally {
      await quiet.close();
    }
  });

  it('keeps the calendar token, a PIN and a private-link header out of every line, however the path is spelt', async () => {
    // Audit 3, F11: `..%2f` put the secret in the log, the redaction having resolved `..` before it looked.
    const server = await startTestServer();
    try {
      for (const spelling of SECRET_SPELLINGS) {
        await sendAsWritten(server.url, spelling, { 'x-link-token': `link-${TOKEN}` });
      }
      const lines = logEntries(server.logs).filter((entry) => entry.reqId);
      expect(lines).toHaveLength(SECRET_SPELLINGS.length);
      for (const line of lines) expect(String(line.path)).toMatch(/^\/api\/(wedding-schedule|calendar)\/\[redacted\]$/);
      const text = server.logs.join('\n');
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(PIN);
    } finally {
      await server.close();
    }
  });

  it('redacts a PIN in any spelling of its path, and leaves other paths alone', () => {
    for (const path of [
      '/api/wedding-schedule/123456',
      '/API/Wedding-Schedule/123456',
      '/api/wedding%2Dschedule/123456',
    ]) {
      expect(redactPath(path)).toBe('/api/wedding-schedule/[redacted]');
    }
    for (const path of SECRET_SPELLINGS) expect(redactPath(path), path).toMatch(/\/\[redacted\]$/);
    expect(redactPath('/api/faqs')).toBe('/api/faqs');
    expect(redactPath('/api/calendar')).toBe('/api/calendar');
    expect(redactPath('/api/weddings/..%2f')).toBe('/api/weddings/..%2f');
    expect(redactPath('/api/wedding-schedule')).toBe('/api/wedding-schedule');
  });
});
