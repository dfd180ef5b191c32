import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request as httpGet, type IncomingHttpHeaders } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import type { BareAnswer } from './target.ts';

/** The part of autocannon's result this report reads. */
interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  throughput: { total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Cannon = (options: {
  url: string;
  connections: number;
  duration: number;
  pipelining?: number;
  headers?: Record<string, string>;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

/** What Chromium sends, in the order a page's own request lists them, short of deflate and zstd (never chosen here). */
export const BROWSER_ACCEPT_ENCODING = 'br, gzip';

/** The public pages and the schedule page, as a visitor's browser asks for them. */
export const MEASURED_PAGES = [
  '/',
  '/services',
  '/faqs',
  '/policies',
  '/testimonials',
  '/portfolio',
  '/preferred-vendors',
  '/contact-form',
  '/wedding-day-schedule',
] as const;

export interface ThroughputRow {
  endpoint: string;
  /** Which server answered: the bare baseline or one configuration of the app. */
  server: string;
  baseline: boolean;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
  /** CPU time the server process spent per request (user + system): unlike requests/s, a busy neighbour barely moves it. */
  cpuMicrosPerRequest: number;
  /** Bytes autocannon read per response, head and body: the app and its baseline should send the same. */
  bytesPerResponse: number;
  /** Throughput as a share of the baseline's (app rows only). */
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

/**
 * The throughput sections give the server under test a core of its own and keep the load generator (this process,
 * and the log's reader) off it. Left to the OS, where it happened to put the two decided the figure: on the 2-core VM
 * one app process served 17,000 requests/s and the next, identical, 31,000, each steady from round to round.
 * Needs two cores and `taskset` (util-linux); without them nothing is pinned.
 */
const CORES = availableParallelism();
export const CAN_PIN = CORES >= 2 && spawnSync('taskset', ['--version']).status === 0;
const SERVER_CORE = String(CORES - 1);
const LOAD_GENERATOR_CORES = CORES > 2 ? `0-${CORES - 2}` : '0';

/** Runs `work` with this process (autocannon, and what it starts) kept off the servers' core. */
export async function withServerCoreToItself<T>(work: () => Promise<T>): Promise<T> {
  if (!CAN_PIN) return work();
  const pid = String(process.pid);
  // "pid 123's current affinity mask: 3": put back exactly what it was, whatever the machine allowed.
  const mask = /:\s*([0-9a-f]+)\s*$/i.exec(spawnSync('taskset', ['-p', pid], { encoding: 'utf8' }).stdout)?.[1];
  spawnSync('taskset', ['-a', '-p', '-c', LOAD_GENERATOR_CORES, pid], { stdio: 'ignore' });
  try {
    return await work();
  } finally {
    if (mask) spawnSync('taskset', ['-a', '-p', mask, pid], { stdio: 'ignore' });
  }
}

/**
 * Starts bench/target.ts in its own Node process (see there). The app's request log is at its production default
 * (on) unless `env` says LOG_REQUESTS=false. Its stdout, where the log goes, is a socket read by a separate `cat`
 * that drops it, as journald reads a service's stdout under systemd: each batch is a real write with a reader on the
 * other end, and reading it costs neither the server nor the load generator in this process.
 */
export async function startTarget(
  mode: 'app' | 'bare',
  env: Record<string, string> = {},
  { ownCore = false } = {},
): Promise<TargetProcess> {
  const command = [process.execPath, '--import', 'tsx', 'bench/target.ts', mode];
  // taskset execs the command: the child is the server itself, with its IPC channel.
  const [file, ...args] = ownCore && CAN_PIN ? ['taskset', '-c', SERVER_CORE, ...command] : command;
  const child = spawn(file!, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const sink = spawn('cat', [], { stdio: [child.stdout!, 'ignore', 'inherit'] });
  // `cat` holds the reading end now; this process keeping its own would only buffer what nobody reads.
  child.stdout!.destroy();
  const sinkClosed = new Promise((resolve) => sink.once('exit', resolve));
  const started = await new Promise<{ url: string; pin?: string }>((resolve, reject) => {
    const onMessage = (message: { started?: { url: string; pin?: string } }) => {
      if (!message.started) return;
      child.off('message', onMessage);
      resolve(message.started);
    };
    child.on('message', onMessage);
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
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await sinkClosed;
    },
  };
}

interface Contender {
  server: string;
  baseline: boolean;
  target: TargetProcess;
}

async function measure(
  endpoint: string,
  contender: Contender,
  requestPath: string,
  { connections, seconds, headers }: LoadOptions,
): Promise<ThroughputRow> {
  const cpuBefore = await contender.target.cpuMicros();
  const result = await autocannon({ url: contender.target.url + requestPath, connections, duration: seconds, headers });
  const cpu = (await contender.target.cpuMicros()) - cpuBefore;
  const total = result.requests.total;
  return {
    endpoint,
    server: contender.server,
    baseline: contender.baseline,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    cpuMicrosPerRequest: total > 0 ? Math.round(cpu / total) : 0,
    bytesPerResponse: total > 0 ? Math.round(result.throughput.total / total) : 0,
  };
}

interface LoadOptions {
  connections: number;
  seconds: number;
  rounds: number;
  headers?: Record<string, string>;
}

/**
 * One endpoint on every contender: a short warm-up each, so all are measured hot (JIT compiled, sockets open), then
 * alternating rounds keeping each contender's best, so a neighbour's burst of work on a shared machine does not
 * decide the comparison. App rows get their share of the baseline's throughput.
 */
async function compare(
  endpoint: string,
  requestPath: string,
  contenders: Contender[],
  options: LoadOptions,
): Promise<ThroughputRow[]> {
  for (const { target } of contenders) {
    await autocannon({
      url: target.url + requestPath,
      connections: options.connections,
      duration: 1,
      headers: options.headers,
    });
  }
  const best = new Map<Contender, ThroughputRow>();
  for (let round = 0; round < options.rounds; round += 1) {
    for (const contender of contenders) {
      const row = await measure(endpoint, contender, requestPath, options);
      const kept = best.get(contender);
      if (!kept || row.requestsPerSecond > kept.requestsPerSecond) best.set(contender, row);
    }
  }
  const rows = contenders.map((contender) => best.get(contender)!);
  const baseline = rows.find((row) => row.baseline);
  for (const row of rows) {
    if (row.baseline || !baseline) continue;
    row.ratio = baseline.requestsPerSecond > 0 ? row.requestsPerSecond / baseline.requestsPerSecond : 0;
  }
  return rows;
}

/** Headers a server writes per connection or per body; the bare server writes its own. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One GET as raw bytes: fetch would undo the compression, and the compressed bytes are what is to be replayed. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Starts a bare server answering `answers`, recorded in a throwaway file it reads at start-up. */
async function startBare(answers: Record<string, BareAnswer>): Promise<TargetProcess> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'bridal-bench-bare-'));
  const bodiesFile = path.join(workDir, 'bodies.json');
  await writeFile(bodiesFile, JSON.stringify(answers));
  try {
    const bare = await startTarget('bare', { BARE_BODIES: bodiesFile }, { ownCore: true });
    return bare;
  } finally {
    // The server has read it by the time it listens.
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * autocannon against GET /api/faqs and GET /api/wedding-schedule/:pin on the production app with its request log on
 * (the default) and off, and against a bare node:http server answering the same body with minimal headers (its
 * content type; node:http adds date, connection and length), one after the other in the same run, on loopback.
 */
export const benchApi = (options: { seconds?: number; connections?: number; rounds?: number } = {}) =>
  withServerCoreToItself(() => measureApi(options));

async function measureApi({ seconds = 10, connections = 50, rounds = 2 } = {}): Promise<ThroughputRow[]> {
  const [logOn, logOff] = await Promise.all([
    startTarget('app', {}, { ownCore: true }),
    startTarget('app', { LOG_REQUESTS: 'false' }, { ownCore: true }),
  ]);
  let bare: TargetProcess | undefined;
  try {
    const endpoints = [
      { name: 'GET /api/faqs', path: '/api/faqs' },
      { name: 'GET /api/wedding-schedule/:pin', path: `/api/wedding-schedule/${logOn.pin}` },
    ];
    const answers: Record<string, BareAnswer> = {};
    for (const endpoint of endpoints) {
      const response = await fetch(logOn.url + endpoint.path);
      if (!response.ok) throw new Error(`${endpoint.name} answered ${response.status}`);
      answers[endpoint.path] = {
        body: await response.text(),
        headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' },
      };
    }
    bare = await startBare(answers);
    const contenders: Contender[] = [
      { server: 'bare node:http', baseline: true, target: bare },
      { server: 'app, log on', baseline: false, target: logOn },
      { server: 'app, log off', baseline: false, target: logOff },
    ];
    const rows: ThroughputRow[] = [];
    for (const endpoint of endpoints) {
      rows.push(...(await compare(endpoint.name, endpoint.path, contenders, { connections, seconds, rounds })));
    }
    return rows;
  } finally {
    await Promise.all([logOn.stop(), logOff.stop(), bare?.stop()]);
  }
}

/**
 * autocannon against every public page and the schedule page, asked for as a browser asks (Accept-Encoding: br,
 * gzip), on the production app (request log on) and on a bare node:http server sending the very bytes and headers
 * the app answered (its compressed body, content-encoding, ETag, security headers), on loopback.
 */
export const benchPages = (
  options: { seconds?: number; connections?: number; rounds?: number; pages?: readonly string[] } = {},
) => withServerCoreToItself(() => measurePages(options));

async function measurePages({
  seconds = 10,
  connections = 50,
  rounds = 2,
  pages = MEASURED_PAGES as readonly string[],
} = {}): Promise<ThroughputRow[]> {
  const app = await startTarget('app', {}, { ownCore: true });
  let bare: TargetProcess | undefined;
  const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  try {
    const answers: Record<string, BareAnswer> = {};
    for (const page of pages) {
      const response = await rawGet(app.url + page, headers);
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
      if (!response.headers['content-encoding']) throw new Error(`${page} came back uncompressed`);
      answers[page] = {
        body: response.body.toString('base64'),
        base64: true,
        headers: Object.fromEntries(
          Object.entries(response.headers).flatMap(([name, value]) =>
            PER_CONNECTION.has(name) || value === undefined
              ? []
              : [[name, Array.isArray(value) ? value.join(', ') : value]],
          ),
        ),
      };
    }
    bare = await startBare(answers);
    const contenders: Contender[] = [
      { server: 'bare node:http', baseline: true, target: bare },
      { server: 'app, log on', baseline: false, target: app },
    ];
    const rows: ThroughputRow[] = [];
    for (const page of pages) {
      rows.push(...(await compare(`GET ${page}`, page, contenders, { connections, seconds, rounds, headers })));
    }
    return rows;
  } finally {
    await Promise.all([app.stop(), bare?.stop()]);
  }
}
