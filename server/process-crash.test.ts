import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild, spawnServer } from '../test-support/spawn-server.ts';

const CRASH_PRELOAD = path.resolve(import.meta.dirname, 'test/fixtures/crash-on-signal.mjs');

// Real Node processes; on a busy machine start-up alone can take several seconds.
describe('a crash of the server process', { timeout: 60_000 }, () => {
  const dirs: string[] = [];
  let distDir: string;
  beforeAll(async () => {
    distDir = await fakeBuild();
    dirs.push(distDir);
  });
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  for (const [kind, said, thrown] of [
    ['exception', 'Uncaught exception', 'Test crash: thrown from a timer'],
    ['rejection', 'Unhandled promise rejection', 'Test crash: a rejection nobody awaited'],
  ] as const) {
    it(`logs an unhandled ${kind} with its stack as JSON and exits non-zero, for systemd to restart it`, async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'bridal-crash-'));
      dirs.push(dir);
      const server = await spawnServer(
        {
          DATA_DIR: dir,
          UPLOADS_DIR: path.join(dir, 'uploads'),
          DIST_DIR: distDir,
          ADMIN_KEY: 'crash-test-admin-key-12345',
          CRASH_KIND: kind,
        },
        ['--import', CRASH_PRELOAD],
      );
      expect(server.url, server.output()).not.toBe('');
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      server.child.kill('SIGUSR2');
      expect(await server.exited).toBe(70);
      const fatal = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: string; msg: string; err?: { message: string; stack: string } })
        .find((entry) => entry.level === 'fatal');
      expect(fatal).toMatchObject({
        msg: `${said}; exiting so the service manager restarts the server`,
        err: { message: thrown },
      });
      // The stack says where it was thrown.
      expect(fatal!.err!.stack).toContain('crash-on-signal.mjs');
    });
  }
});
