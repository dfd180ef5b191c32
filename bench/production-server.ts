import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { untilProcessIdle } from '../test-support/process-idle.ts';
import { BENCH_ADMIN_KEY } from './bench-keys.ts';

export interface ProductionServer {
  url: string;
  adminKey: string;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * `npm start` as a VPS runs it (the built app, request log at its default, on, written to /dev/null), on loopback,
 * with a throwaway data folder. Returns once the server answers and has finished the work it does at start-up,
 * without a single page request: see below.
 */
export async function startProductionServer(): Promise<ProductionServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-bench-'));
  const port = await freePort();
  const adminKey = BENCH_ADMIN_KEY;
  // Node itself, not `npx tsx`: a wrapper would pass on SIGTERM to nobody and leave the server running after the bench.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      ADMIN_KEY: adminKey,
      PIN_GUESS_LIMIT: '1000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The production server exited during start-up');
    try {
      // An API path, never a page: a page request would be a warm-up, and the Lighthouse runs measure the first
      // visitor after a deploy, who finds nothing warmed but what the server warmed itself.
      if ((await fetch(`${url}/api/faqs`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The production server did not start within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The server renders and compresses every page once it listens (warmPages), for a second or more on this machine.
  // A real first visitor arrives after that; so does the first measurement.
  try {
    await untilProcessIdle(child.pid!, deadline);
  } catch {
    throw new Error('The production server was still busy 2 minutes after starting');
  }
  return {
    url,
    adminKey,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
