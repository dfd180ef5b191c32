import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PdfBuilder } from '../agreement/pdf-in-worker.ts';
import type { AlertOptions } from '../alerts/inquiry-alerts.ts';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { TimeLimits } from '../http-limits.ts';
import { createLogger } from '../logger.ts';
import type { Clock } from '../middleware/throttle.ts';
import { loadServerSecrets } from '../secrets.ts';
import { seedStartingContent } from '../store/seed.ts';
import { Store } from '../store/store.ts';

export const TEST_ADMIN_KEY = 'test-admin-key-0123456789';

export interface TestServer {
  url: string;
  dataDir: string;
  uploadsDir: string;
  /** The admin key it was started with. */
  adminKey: string;
  store: Store;
  /** The app itself, so a test can read its routers' routes. */
  app: Koa;
  /** The log's JSON lines, one a request or message (`logEntries` reads them). */
  logs: string[];
  /** fetch against the server; `admin: true` adds the right key, a string adds that key. */
  request: (path: string, init?: RequestInit & { json?: unknown; admin?: boolean | string }) => Promise<Response>;
  close: () => Promise<void>;
}

/** Starts the real app on a free loopback port with its own temporary data folder. */
export async function startTestServer(
  options: {
    dataDir?: string;
    /** The clock of every limit, to move time in a test. */
    clock?: Clock;
    /** Extra environment for loadConfig, e.g. TRUST_PROXY or PIN_GUESS_LIMIT. */
    env?: Record<string, string>;
    /** Write the starting content first, as `npm start` does. */
    seed?: boolean;
    /** Render the pages ahead of visitors, as `npm start` does. */
    warmPages?: boolean;
    /** Another admin key than TEST_ADMIN_KEY, as after the owner rotated it. */
    adminKey?: string;
    /** Quicker retries, a push service of the test's own. */
    alertOptions?: AlertOptions;
    /** Shorter limits on how long a client may take to send a request, to test them without waiting minutes. */
    timeLimits?: Partial<TimeLimits>;
    /** What builds the agreement PDFs instead of the worker thread (a test holds builds to fill the queue). */
    pdfBuilder?: PdfBuilder;
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'bridal-test-')));
  const adminKey = options.adminKey ?? TEST_ADMIN_KEY;
  const config = loadConfig({
    DATA_DIR: dataDir,
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    ADMIN_KEY: adminKey,
    HOST: '127.0.0.1',
    ...options.env,
  });
  const store = await Store.open(config.dataDir);
  if (options.seed) await seedStartingContent(store);
  const logs: string[] = [];
  const app = createApp({
    config,
    store,
    adminKey,
    // The production logger, writing its JSON lines here instead of stdout.
    logger: createLogger('json', { write: (line: string) => logs.push(line.trimEnd()) }),
    secrets: await loadServerSecrets(dataDir),
    clock: options.clock,
    alertOptions: options.alertOptions,
    timeLimits: options.timeLimits,
    warmPages: options.warmPages,
    pdfBuilder: options.pdfBuilder,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    dataDir,
    uploadsDir: config.uploadsDir,
    adminKey,
    store,
    app,
    logs,
    request: (requestPath, { json, admin, headers, ...init } = {}) => {
      const allHeaders = new Headers(headers);
      if (json !== undefined) allHeaders.set('content-type', 'application/json');
      if (admin) allHeaders.set('x-admin-key', admin === true ? adminKey : admin);
      return fetch(url + requestPath, {
        ...init,
        headers: allHeaders,
        body: json !== undefined ? JSON.stringify(json) : init.body,
      });
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.alerts.stop();
      await store.flush();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A log's JSON lines as objects (msg, level, and for a request reqId, method, path, status, ms, ip). */
export const logEntries = (lines: readonly string[]): Record<string, unknown>[] =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>);

/** The store in memory and the bytes of its file, to prove a refused request wrote nothing. */
export async function snapshot(server: TestServer): Promise<{ data: string; file: string }> {
  return {
    data: JSON.stringify(server.store.data),
    file: await readFile(server.store.file, 'utf8').catch(() => ''),
  };
}
