/**
 * The restart gap: how long the site is away when the server process dies and systemd starts it again
 * (Restart=always, RestartSec's default 100 ms), from the moment the process is gone to the first 200 from
 * /api/health of the new one. Each server is killed with SIGKILL, as a crash or the OOM killer would, and started
 * again on the same port and data folder.
 *   npx tsx bench/restart-gap.ts   (or as the "restart" section of npm run bench)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_ADMIN_KEY } from './bench-keys.ts';

const root = path.resolve(import.meta.dirname, '..');
/** systemd's RestartSec default. */
const RESTART_SEC_MS = 100;

export interface RestartGapRow {
  /** How the server is started: the compiled build (npm start) or the sources through tsx. */
  server: string;
  gapsMs: number[];
  medianMs: number;
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Polls /api/health every 10 ms until it answers 200 (connection refused while the server is starting). */
async function healthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The server exited during start-up');
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not answer /api/health within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function measure(server: string, args: string[], restarts: number): Promise<RestartGapRow> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-restart-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const start = () =>
    spawn(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        UPLOADS_DIR: path.join(dataDir, 'uploads'),
        ADMIN_KEY: BENCH_ADMIN_KEY,
      },
    });
  let child = start();
  const gapsMs: number[] = [];
  try {
    await healthy(url, child);
    for (let i = 0; i < restarts; i += 1) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await gone;
      const died = performance.now();
      await new Promise((resolve) => setTimeout(resolve, RESTART_SEC_MS));
      child = start();
      await healthy(url, child);
      gapsMs.push(Math.round(performance.now() - died));
    }
  } finally {
    const gone = new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    child.kill('SIGKILL');
    await gone;
    await rm(dataDir, { recursive: true, force: true });
  }
  return { server, gapsMs, medianMs: median(gapsMs) };
}

/** The gap for the compiled server (what `npm start` runs; needs `npm run build`) and for the sources through tsx. */
export async function benchRestartGap({ restarts = 5 } = {}): Promise<RestartGapRow[]> {
  const rows: RestartGapRow[] = [];
  const compiled = path.join(root, 'dist', 'server', 'main.js');
  if (existsSync(compiled)) rows.push(await measure('compiled (npm start)', [compiled], restarts));
  rows.push(await measure('sources through tsx', ['--import', 'tsx', 'server/main.ts'], restarts));
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const row of await benchRestartGap({ restarts: Number(process.env.BENCH_RESTARTS ?? 5) })) {
    console.log(`${row.server}: median ${row.medianMs} ms (${row.gapsMs.join(', ')} ms)`);
  }
}
