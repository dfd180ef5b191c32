import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from './store/store.ts';
import { fakeBuild, spawnServer } from '../test-support/spawn-server.ts';

const ADMIN_KEY = 'process-test-admin-key-123';

// Each test starts real Node processes; on a busy machine start-up alone can take several seconds.
describe('the server process', { timeout: 60_000 }, () => {
  let distDir: string;
  const dirs: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bridal-process-'));
    dirs.push(dir);
    return dir;
  };
  beforeAll(async () => {
    distDir = await fakeBuild();
    dirs.push(distDir);
  });
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const envFor = (dir: string, extra: Record<string, string> = {}) => ({
    DATA_DIR: dir,
    UPLOADS_DIR: path.join(dir, 'uploads'),
    DIST_DIR: distDir,
    ADMIN_KEY,
    ...extra,
  });

  /** Keeps `parallel` creates in flight until stopped; returns the ids the server acknowledged with 201. */
  function burst(url: string, parallel = 6) {
    const acknowledged: string[] = [];
    let running = true;
    let sent = 0;
    const worker = async () => {
      while (running) {
        const n = sent++;
        try {
          const response = await fetch(`${url}/api/admin/faqs`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-admin-key': ADMIN_KEY },
            body: JSON.stringify({ question: `Burst ${n}?`, answer: 'x'.repeat(200) }),
          });
          if (response.status === 201) acknowledged.push((await response.json()).id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Promise.all(Array.from({ length: parallel }, worker));
    return {
      acknowledged,
      stop: async () => {
        running = false;
        await workers;
      },
      waitFor: async (count: number) => {
        while (acknowledged.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
      },
    };
  }

  it('survives kill -9 in the middle of writes: the restart loads every acknowledged write', async () => {
    const dir = await dataDir();
    const server = await spawnServer(envFor(dir));
    expect(server.url).not.toBe('');
    const writes = burst(server.url);
    await writes.waitFor(30);
    server.child.kill('SIGKILL');
    await server.exited;
    await writes.stop();
    const acknowledged = [...writes.acknowledged];
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);

    const restarted = await spawnServer(envFor(dir));
    try {
      expect(restarted.url, restarted.output()).not.toBe('');
      const stored = await (
        await fetch(`${restarted.url}/api/admin/faqs`, { headers: { 'x-admin-key': ADMIN_KEY } })
      ).json();
      const ids = new Set(stored.map((faq: { id: string }) => faq.id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    } finally {
      restarted.child.kill('SIGTERM');
      await restarted.exited;
    }
  });

  it('on SIGTERM finishes the writes in flight, writes them to disk and exits cleanly', async () => {
    const dir = await dataDir();
    const server = await spawnServer(envFor(dir));
    const writes = burst(server.url);
    await writes.waitFor(40);
    server.child.kill('SIGTERM');
    const code = await server.exited;
    await writes.stop();
    expect(code, server.output()).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
    expect(server.output()).toContain('Every change is on disk');
    const store = await Store.open(dir);
    const ids = new Set(store.data.faqs.map((faq) => faq.id));
    expect(writes.acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('will not start on a corrupt data file: it names the file, exits 1 and leaves the bytes as they were', async () => {
    const dir = await dataDir();
    const file = path.join(dir, 'db.json');
    const corrupt = '{"faqs": [{"id": "1", "question": "Half-writ';
    await writeFile(file, corrupt);
    const server = await spawnServer(envFor(dir));
    expect(server.url).toBe('');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Cannot start: The data file ${file} could not be read`);
    expect(server.output()).toContain('left untouched');
    expect(await readFile(file, 'utf8')).toBe(corrupt);
  });

  it('will not start on a data file with a bad record: it names the collection and the position, and leaves it', async () => {
    const dir = await dataDir();
    const file = path.join(dir, 'db.json');
    const badRecord = '{"faqs":[null]}';
    await writeFile(file, badRecord);
    const server = await spawnServer(envFor(dir));
    expect(server.url).toBe('');
    expect(await server.exited).toBe(1);
    expect(server.messages().join('\n')).toMatch(/"faqs" item 1 \(faqs\[0\]\) is null, not a record/);
    expect(await readFile(file, 'utf8')).toBe(badRecord);
  });

  it('warns at start-up while Site Settings hold first-run placeholders, and is quiet once she has replaced them', async () => {
    const dir = await dataDir();
    const first = await spawnServer(envFor(dir));
    expect(first.url, first.output()).not.toBe('');
    expect(first.output()).toContain('Site Settings still hold first-run placeholders');
    expect(first.output()).toContain('Site address (still www.example.com)');
    const headers = { 'content-type': 'application/json', 'x-admin-key': ADMIN_KEY };
    const site = await (await fetch(`${first.url}/api/admin/site`, { headers })).json();
    const saved = await fetch(`${first.url}/api/admin/site`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        ...site,
        siteUrl: 'https://www.glowbyrosa.com',
        phone: '(916) 421-0187',
        email: 'rosa@glowbyrosa.com',
        socialUrl: 'https://www.instagram.com/glowbyrosa',
        bookingLine: `Booking ${new Date().getFullYear() + 1} and ${new Date().getFullYear() + 2}`,
        bio: { ...site.bio, heading: "Hi, I'm Rosa" },
      }),
    });
    expect(saved.status).toBe(200);
    first.child.kill('SIGTERM');
    await first.exited;
    const second = await spawnServer(envFor(dir));
    expect(second.url, second.output()).not.toBe('');
    expect(second.output()).not.toContain('placeholders');
    second.child.kill('SIGTERM');
    await second.exited;
  });

  it('without ADMIN_KEY makes a strong key once, readable by its owner only, and prints where it lives, not the key', async () => {
    const dir = await dataDir();
    const first = await spawnServer(envFor(dir, { ADMIN_KEY: '' }));
    const keyFile = path.join(dir, 'admin-key');
    try {
      const key = (await readFile(keyFile, 'utf8')).trim();
      expect(key.length).toBeGreaterThanOrEqual(32);
      expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
      expect(first.output()).not.toContain(key);
      expect(first.output()).toContain(keyFile);
      expect(
        (await fetch(`${first.url}/api/admin/login`, { method: 'POST', headers: { 'x-admin-key': key } })).status,
      ).toBe(200);
      expect(
        (await fetch(`${first.url}/api/admin/login`, { method: 'POST', headers: { 'x-admin-key': ADMIN_KEY } })).status,
      ).toBe(401);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    const second = await spawnServer(envFor(dir, { ADMIN_KEY: '' }));
    second.child.kill('SIGTERM');
    await second.exited;
    expect(second.output()).not.toContain('generated');
  });
});
