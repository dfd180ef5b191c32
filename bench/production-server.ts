import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

/** `npm start` as a VPS runs it (the built app), on loopback, with a throwaway data folder. */
export async function startProductionServer(): Promise<ProductionServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-bench-'));
  const port = await freePort();
  const adminKey = 'bench-admin-key-0123456789';
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
      LOG_REQUESTS: 'false',
      PIN_GUESS_LIMIT: '1000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The production server exited during start-up');
    try {
      if ((await fetch(`${url}/api/faqs`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The production server did not start within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
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
