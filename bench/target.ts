/**
 * A server for the benchmarks, run in its own process so the load generator does not share its event loop:
 *   app   the production app as server/main.ts builds it (createApp with its JSON request log, pino, on stdout, pages
 *         rendered ahead of visitors, production defaults; LOG_REQUESTS decides the log as it does there), with
 *         seeded content and one wedding schedule
 *   bare  a bare node:http server answering the bytes in BARE_BODIES (a JSON map of path to {body, base64?, headers})
 * Sends `{url, pin?}` over IPC once listening (stdout is the request log's). Over IPC it answers "peak" with the
 * highest RSS seen since the last "peak" (sampled every 10 ms), so a benchmark can measure the memory an upload
 * takes, and "cpu" with the CPU time used so far.
 */
import { readFile, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { createLogger } from '../server/logger.ts';
import { loadServerSecrets } from '../server/secrets.ts';
import { seedStartingContent } from '../server/store/seed.ts';
import { Store } from '../server/store/store.ts';
import { BENCH_ADMIN_KEY, BENCH_PIN } from './bench-keys.ts';

let peak = process.memoryUsage().rss;
setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 10).unref();
process.on('message', (message) => {
  if (message === 'peak') {
    const rss = Math.max(peak, process.memoryUsage().rss);
    peak = process.memoryUsage().rss;
    process.send?.({ peakRss: rss, rss: process.memoryUsage().rss });
  }
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  }
});
process.on('disconnect', () => process.exit(0));
// An explicit exit, so `node --cpu-prof` can write its profile.
process.on('SIGTERM', () => process.exit(0));

async function startApp() {
  const dataDir = process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'bridal-bench-')));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    ADMIN_KEY: BENCH_ADMIN_KEY,
  });
  const store = await Store.open(config.dataDir);
  await seedStartingContent(store);
  // The owner's real wedding: a schedule with five services, looked up by PIN.
  const now = new Date().toISOString();
  await store.update((data) => {
    if (data.weddingSchedules.length > 0) return;
    data.weddingSchedules.push({
      id: 'bench-schedule',
      createdAt: now,
      clientName: 'Ava Example',
      pin: BENCH_PIN,
      weddingDate: '2026-06-13',
      startTime: '7:00 AM',
      venueName: 'The Example Barn',
      venueAddress: '1 Example Road, Sacramento, CA',
      contactPhone: '(916) 555-0199',
      manualTotal: '$975',
      isActive: true,
    });
    ['Bride', 'Mother of the Bride', 'Bridesmaid 1', 'Bridesmaid 2', 'Flower Girl'].forEach((serviceName, index) =>
      data.scheduleServices.push({
        id: `bench-service-${index}`,
        createdAt: now,
        scheduleId: 'bench-schedule',
        serviceName,
        startTime: `${8 + index}:00`,
        endTime: `${9 + index}:00`,
        sortOrder: index,
      }),
    );
  });
  // The benchmark looks up the right PIN, which is never counted as a guess.
  const secrets = await loadServerSecrets(config.dataDir);
  const app = createApp({
    config,
    store,
    adminKey: BENCH_ADMIN_KEY,
    secrets,
    logger: createLogger('json'),
    warmPages: true,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, pin: BENCH_PIN };
}

/** One recorded answer; a compressed page's bytes travel as base64. */
export interface BareAnswer {
  body: string;
  base64?: boolean;
  headers: Record<string, string>;
}

async function startBare() {
  const recorded = JSON.parse(await readFile(process.env.BARE_BODIES!, 'utf8')) as Record<string, BareAnswer>;
  const answers = new Map(
    Object.entries(recorded).map(([key, { body, base64, headers }]) => {
      const bytes = Buffer.from(body, base64 ? 'base64' : 'utf8');
      return [key, { bytes, headers: { ...headers, 'content-length': String(bytes.length) } }];
    }),
  );
  const server = createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, answer.headers);
    res.end(answer.bytes);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const mode = process.argv[2];
const started = mode === 'bare' ? await startBare() : await startApp();
process.send?.({ started });
