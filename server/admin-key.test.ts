import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild, spawnServer } from '../test-support/spawn-server.ts';

// The real server process, started as `npm start` starts it.
describe('the admin key at start-up', { timeout: 60_000 }, () => {
  let distDir: string;
  const dirs: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bridal-admin-key-'));
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

  const envFor = (dir: string, adminKey: string) => ({
    DATA_DIR: dir,
    UPLOADS_DIR: path.join(dir, 'uploads'),
    DIST_DIR: distDir,
    ADMIN_KEY: adminKey,
  });

  it('refuses a weak ADMIN_KEY with a message naming it: too short, or too few different characters', async () => {
    for (const weak of ['aaaaaaaaaaaa', 'aaaaaaaaaaaaaaaaaaaaaaaa', 'abcabcabcabcabcabc', 'Sh0rt-but-mixed']) {
      const server = await spawnServer(envFor(await dataDir(), weak));
      // A server that started anyway is stopped, so a failing check leaves no process behind.
      if (server.url) server.child.kill('SIGTERM');
      expect(server.url, weak).toBe('');
      expect(await server.exited, weak).not.toBe(0);
      expect(server.output(), weak).toMatch(
        /Cannot start: ADMIN_KEY is too weak: it must be at least 16 characters long with at least 8 different characters/,
      );
      expect(server.output()).not.toContain(weak);
    }
  });

  it('generates a key on a fresh data folder and says where it is, never printing the key itself', async () => {
    const dir = await dataDir();
    const keyFile = path.join(dir, 'admin-key');
    const first = await spawnServer(envFor(dir, ''));
    try {
      expect(first.url, first.output()).not.toBe('');
      const key = (await readFile(keyFile, 'utf8')).trim();
      expect(key.length).toBeGreaterThanOrEqual(32);
      expect(first.output()).not.toContain(key);
      expect(
        (await fetch(`${first.url}/api/admin/login`, { method: 'POST', headers: { 'x-admin-key': key } })).status,
      ).toBe(200);
      expect(first.output()).toContain(`The admin key is in ${keyFile} (readable by its owner only)`);
      expect(first.output()).toContain(`cat ${keyFile}`);
      first.child.kill('SIGTERM');
      await first.exited;
      // Not the key, nor any long piece of it, in anything the process wrote on stdout or stderr.
      for (let start = 0; start + 8 <= key.length; start += 1) {
        expect(first.output()).not.toContain(key.slice(start, start + 8));
      }
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });
});
