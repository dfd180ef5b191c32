import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The part of autocannon's result this report reads. */
interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Cannon = (options: {
  url: string;
  connections: number;
  duration: number;
  pipelining?: number;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

export interface ApiBenchRow {
  endpoint: string;
  server: 'app' | 'bare node:http';
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
  /** CPU time the server process spent per request (user + system): unlike requests/s, a busy neighbour barely moves it. */
  cpuMicrosPerRequest: number;
  /** App throughput as a share of bare node:http's (app rows only). */
  ratio?: number;
}

export interface TargetProcess {
  child: ChildProcess;
  url: string;
  pin?: string;
  /** Highest RSS of the target since the last call. */
  peakRss: () => Promise<{ peakRss: number; rss: number }>;
  /** CPU time the target has used so far, in microseconds. */
  cpuMicros: () => Promise<number>;
  stop: () => Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');

/** Starts bench/target.ts in its own Node process (see there). */
export async function startTarget(mode: 'app' | 'bare', env: Record<string, string> = {}): Promise<TargetProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/target.ts', mode], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_REQUESTS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const started = await new Promise<{ url: string; pin?: string }>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((item) => item.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`bench target "${mode}" exited (${code}) before listening`)));
  });
  return {
    child,
    ...started,
    peakRss: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve(message as { peakRss: number; rss: number }));
        child.send('peak');
      }),
    cpuMicros: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve((message as { cpuMicros: number }).cpuMicros));
        child.send('cpu');
      }),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function measure(
  endpoint: string,
  server: ApiBenchRow['server'],
  target: TargetProcess,
  url: string,
  connections: number,
  seconds: number,
): Promise<ApiBenchRow> {
  const cpuBefore = await target.cpuMicros();
  const result = await autocannon({ url, connections, duration: seconds });
  const cpu = (await target.cpuMicros()) - cpuBefore;
  return {
    endpoint,
    server,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    cpuMicrosPerRequest: result.requests.total > 0 ? Math.round(cpu / result.requests.total) : 0,
  };
}

/**
 * autocannon against GET /api/faqs and GET /api/wedding-schedule/:pin on the production app, and against a bare
 * node:http server answering the same bytes, one after the other in the same run, on loopback.
 */
export async function benchApi({ seconds = 10, connections = 50, rounds = 2 } = {}): Promise<ApiBenchRow[]> {
  const app = await startTarget('app');
  const workDir = await mkdtemp(path.join(tmpdir(), 'bridal-bench-bare-'));
  let bare: TargetProcess | undefined;
  try {
    const endpoints = [
      { name: 'GET /api/faqs', path: '/api/faqs' },
      { name: 'GET /api/wedding-schedule/:pin', path: `/api/wedding-schedule/${app.pin}` },
    ];
    // The bare server answers the same bytes: the app's body and its headers (security headers, cache policy),
    // all but those node:http writes itself.
    const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    const bodies: Record<string, { body: string; headers: Record<string, string> }> = {};
    for (const endpoint of endpoints) {
      const response = await fetch(app.url + endpoint.path);
      if (!response.ok) throw new Error(`${endpoint.name} answered ${response.status}`);
      const headers = Object.fromEntries([...response.headers].filter(([name]) => !perConnection.has(name)));
      bodies[endpoint.path] = { body: await response.text(), headers };
    }
    const bodiesFile = path.join(workDir, 'bodies.json');
    await writeFile(bodiesFile, JSON.stringify(bodies));
    bare = await startTarget('bare', { BARE_BODIES: bodiesFile });

    const rows: ApiBenchRow[] = [];
    for (const endpoint of endpoints) {
      // A short warm-up, so both servers are measured hot (JIT compiled, sockets open).
      await autocannon({ url: app.url + endpoint.path, connections, duration: 1 });
      await autocannon({ url: bare.url + endpoint.path, connections, duration: 1 });
      // Alternating rounds, keeping each server's best: on a shared machine a neighbour's burst of work should
      // not decide the comparison.
      let bareRow: ApiBenchRow | undefined;
      let appRow: ApiBenchRow | undefined;
      for (let round = 0; round < rounds; round += 1) {
        const bareRound = await measure(
          endpoint.name,
          'bare node:http',
          bare,
          bare.url + endpoint.path,
          connections,
          seconds,
        );
        const appRound = await measure(endpoint.name, 'app', app, app.url + endpoint.path, connections, seconds);
        if (!bareRow || bareRound.requestsPerSecond > bareRow.requestsPerSecond) bareRow = bareRound;
        if (!appRow || appRound.requestsPerSecond > appRow.requestsPerSecond) appRow = appRound;
      }
      if (!bareRow || !appRow) throw new Error('No rounds were run');
      appRow.ratio = bareRow.requestsPerSecond > 0 ? appRow.requestsPerSecond / bareRow.requestsPerSecond : 0;
      rows.push(bareRow, appRow);
    }
    return rows;
  } finally {
    await Promise.all([app.stop(), bare?.stop()]);
    await rm(workDir, { recursive: true, force: true });
  }
}
