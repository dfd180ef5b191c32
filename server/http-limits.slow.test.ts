import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import { TIME_LIMITS } from './http-limits.ts';
import { fakeBuild, spawnServer, type SpawnedServer } from '../test-support/spawn-server.ts';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from './test/test-server.ts';

interface Dripped {
  /** Milliseconds from the first byte until the server closed the connection, or undefined if it had not. */
  closedAfter: number | undefined;
  /** What the server sent back, if anything. */
  answer: string;
}

/**
 * Sends `head` over a raw socket, then one byte of `drip` every `everyMs` (a client too slow on purpose), for at
 * most `forMs` or until the server closes the connection.
 */
function drip(url: string, head: string, drip: string, everyMs: number, forMs: number): Promise<Dripped> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    let sent = 0;
    const socket = connect(Number(port), hostname, () => socket.write(head));
    const timer = setInterval(() => {
      if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++]!);
    }, everyMs);
    const finish = (closedAfter: number | undefined) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfter, answer });
    };
    const giveUp = setTimeout(() => finish(undefined), forMs);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => finish(Date.now() - started));
  });
}

/** Sends the headers of a request that promises `length` bytes, then `part` of them, and hangs up. */
function cutOff(url: string, head: string, part: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(head + part);
      setTimeout(() => socket.destroy(), 200);
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve());
  });
}

const jsonPost = (requestPath: string, length: number, extra = '') =>
  `POST ${requestPath} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${extra}Content-Length: ${length}\r\n\r\n`;

describe('the real server (npm start) and clients too slow to send their request', () => {
  const ADMIN_KEY = 'time-limit-admin-key-123';
  let server: SpawnedServer;
  const dirs: string[] = [];
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-limits-'));
    const distDir = await fakeBuild();
    dirs.push(dataDir, distDir);
    server = await spawnServer({
      DATA_DIR: dataDir,
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      DIST_DIR: distDir,
      ADMIN_KEY,
      LOG_REQUESTS: 'true',
    });
    expect(server.url, server.output()).not.toBe('');
  });
  afterAll(async () => {
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it(
    'closes a connection whose headers are still arriving after 20 s (Node checks every 5 s)',
    { timeout: 60_000 },
    async () => {
      expect(TIME_LIMITS.headersMs).toBe(20_000);
      // A header line's worth of bytes, one every 2 s: never idle, never done.
      const slow = await drip(
        server.url,
        'GET / HTTP/1.1\r\nHost: localhost\r\n',
        'X-Slow: ' + 'a'.repeat(40),
        2000,
        45_000,
      );
      expect(slow.closedAfter).toBeDefined();
      expect(slow.closedAfter!).toBeGreaterThanOrEqual(19_000);
      expect(slow.closedAfter!).toBeLessThan(20_000 + 5_000 + 2_000);
      expect(slow.answer).toMatch(/^HTTP\/1\.1 408/);
    },
  );

  it('logs a request cut off midway as a 400, with no stack trace and no error', async () => {
    const before = server.messages().length;
    // A questionnaire, an admin write (JSON) and a photo upload (multipart), each promising 1000 bytes, sending 10.
    await cutOff(server.url, jsonPost('/api/lesson-submissions', 1000), '{"name":"A');
    await cutOff(server.url, jsonPost('/api/admin/faqs', 1000, `X-Admin-Key: ${ADMIN_KEY}\r\n`), '{"question');
    await cutOff(
      server.url,
      `POST /api/admin/upload HTTP/1.1\r\nHost: localhost\r\nX-Admin-Key: ${ADMIN_KEY}\r\n` +
        'Content-Type: multipart/form-data; boundary=cut\r\nContent-Length: 1000\r\n\r\n',
      '--cut\r\nCon',
    );
    // The server is still answering, and every request line is written.
    expect((await fetch(`${server.url}/api/faqs`)).status).toBe(200);
    await expect.poll(() => server.output().match(/"msg":"request"/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    const logged = server.output().split('\n').filter(Boolean).slice(before);
    const entries = logged.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.msg === 'request');
    expect(requests.map((entry) => [entry.path, entry.status])).toEqual([
      ['/api/lesson-submissions', 400],
      ['/api/admin/faqs', 400],
      ['/api/admin/upload', 400],
      ['/api/faqs', 200],
    ]);
    expect(entries.filter((entry) => entry.msg !== 'request')).toEqual([]);
    expect(logged.join('\n')).not.toMatch(/\bat |stack/);
  });
});

describe('a request body still arriving after its time limit', () => {
  // The limits shortened, as createApp allows a test: the real ones are minutes (see TIME_LIMITS).
  // The body's limit leaves the slow-but-in-time test 1.5 s of room on a busy machine.
  const limits = { headersMs: 1000, bodyMs: 3000 };
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ timeLimits: limits });
  });
  afterAll(() => server.close());

  it('ends the connection of a body dripped to a public form, an admin path without the key, or a page', async () => {
    const bodies = [
      jsonPost('/api/lesson-submissions', 1000),
      // Refused at once (no key), while the body keeps coming.
      `POST /api/admin/upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n`,
      // Answered from memory, before Koa sees it.
      `GET /api/faqs HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n`,
    ];
    const results = await Promise.all(bodies.map((head) => drip(server.url, head, 'x'.repeat(100), 200, 8000)));
    for (const { closedAfter } of results) {
      expect(closedAfter).toBeDefined();
      expect(closedAfter!).toBeGreaterThanOrEqual(limits.bodyMs - 100);
      expect(closedAfter!).toBeLessThan(limits.bodyMs + 1500);
    }
    expect(server.logs.join('\n')).not.toMatch(/\bat |stack/);
  });

  it('lets a slow body through that arrives within the limit', async () => {
    const body = JSON.stringify({ question: 'Q?', answer: 'A.', sortOrder: 1 });
    const head = jsonPost('/api/admin/faqs', body.length, `X-Admin-Key: ${TEST_ADMIN_KEY}\r\nConnection: close\r\n`);
    // About 1.5 s in all: longer than the headers' limit, within the body's.
    const slow = await drip(server.url, head, body, Math.floor(1500 / body.length), 8000);
    expect(slow.answer).toMatch(/^HTTP\/1\.1 201/);
  });

  it('allows a backup being restored its own, longer limit', async () => {
    const head =
      `POST ${api.adminBackups.restore.path()} HTTP/1.1\r\nHost: localhost\r\nX-Admin-Key: ${TEST_ADMIN_KEY}\r\n` +
      'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n';
    const restoring = await drip(server.url, head, '--x\r\n' + 'y'.repeat(200), 20, limits.bodyMs * 2);
    expect(restoring.closedAfter).toBeUndefined();
  });
});
