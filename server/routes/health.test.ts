import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { DATA_FILE_CHECK_MS } from './health.ts';

const packageVersion = async () =>
  (JSON.parse(await readFile(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string })
    .version;

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 200 with the version, the uptime and a data folder that takes writes, to anyone, never cached', async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      status: 'ok',
      version: await packageVersion(),
      uptimeSeconds: expect.any(Number),
      dataFile: 'ok',
    });
    expect(Number.isInteger(body.uptimeSeconds) && body.uptimeSeconds >= 0).toBe(true);
    // The probe leaves nothing behind in the data folder.
    expect((await readdir(server.dataDir)).filter((name) => name.startsWith('.health-'))).toEqual([]);
  });

  it('has one spelling, like every route, and takes no other method', async () => {
    for (const spelling of ['/API/health', '/api/HEALTH', '/%61pi/health', '/api/health/']) {
      expect((await server.request(spelling)).status, spelling).toBe(404);
    }
    expect((await server.request('/api/health', { method: 'POST' })).status).toBe(405);
  });
});

/** Mounts a small tmpfs at a new folder: a data folder that can be made read-only as a failing disk would be. */
function tmpfs(dir: string) {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', dir]);
  return {
    readOnly: () => execFileSync('mount', ['-o', 'remount,ro', dir]),
    writable: () => execFileSync('mount', ['-o', 'remount,rw', dir]),
    unmount: () => execFileSync('umount', ['-l', dir]),
  };
}

// Needs root (as this machine and CI run): file modes do not stop root, only a read-only mount does.
describe('GET /api/health when the data folder cannot be written', { timeout: 30_000 }, () => {
  let dir: string;
  let mount: ReturnType<typeof tmpfs> | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bridal-health-'));
    mount = tmpfs(dir);
    server = await startTestServer({ dataDir: dir });
  });
  afterAll(async () => {
    mount?.writable();
    await server?.close();
    mount?.unmount();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers 503 saying why, within a few seconds, and checks the disk at most once per interval', async () => {
    expect((await server!.request('/api/health')).status).toBe(200);
    mount!.readOnly();
    // Asked again at once, the check just made still answers: asking often does not touch the disk.
    expect((await server!.request('/api/health')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, DATA_FILE_CHECK_MS + 100));
    const answers = await Promise.all(Array.from({ length: 5 }, () => server!.request('/api/health')));
    for (const response of answers) {
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        status: 'error',
        version: await packageVersion(),
        uptimeSeconds: expect.any(Number),
        dataFile: 'cannot be written: the data folder is on a read-only file system (EROFS)',
      });
    }
    // Writable again: healthy again at the next check.
    mount!.writable();
    await new Promise((resolve) => setTimeout(resolve, DATA_FILE_CHECK_MS + 100));
    expect((await server!.request('/api/health')).status).toBe(200);
  });

  it('answers 503 at once after a save has failed, not a cached 200, and 200 again after a save succeeds', async () => {
    const save = (question: string) =>
      server!.request('/api/admin/faqs', { method: 'POST', admin: true, json: { question, answer: 'Yes' } });
    expect((await server!.request('/api/health')).status).toBe(200);
    mount!.readOnly();
    try {
      expect((await save('Saved on a read-only disk?')).status).toBe(500);
      // The check made a moment ago said "ok"; the failed save is newer news.
      const failing = await server!.request('/api/health');
      expect(failing.status).toBe(503);
      expect(await failing.json()).toMatchObject({
        status: 'error',
        dataFile: 'cannot be written: the data folder is on a read-only file system (EROFS)',
      });
    } finally {
      mount!.writable();
    }
    expect((await save('Saved with the disk back?')).status).toBe(201);
    expect((await server!.request('/api/health')).status).toBe(200);
  });
});
