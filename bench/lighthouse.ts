import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
// Lighthouse's own scoring curve, to score the TBT of thread time as it scores its own (thread-time.ts).
import { Util } from 'lighthouse/shared/util.js';
import { BUILT_ENTRY_SCRIPT, BUILT_MODULE_PRELOADS } from '../server/web/shell.ts';
import { MEASURED_PAGES } from './api.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium.ts';
import { startHttpsFront } from '../test-support/https-front.ts';
import { lcpPath, type NodeTimings } from './lcp-path.ts';
import { mainThreadWaitingPercent } from './main-thread-waiting.ts';
import { performanceWithTbt, threadTimeTbt } from './thread-time.ts';
import { startProductionServer } from './production-server.ts';

/** Routes measured: every public page and the bride's schedule page. */
export const MEASURED_ROUTES = MEASURED_PAGES;

/** One Lighthouse run of one route. */
export interface LighthouseSample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** TBT as Lighthouse reports it: each task's wall time after FCP at the slowdown, waiting for a core included. */
  tbtMs: number;
  /** TBT from the page's own thread time (thread-time.ts), the figure the targets judge; wall TBT when the trace lost the page. */
  threadTbtMs: number;
  /** Lighthouse's performance score with the TBT audit scored from `threadTbtMs`. */
  threadPerformance: number;
  cls: number;
  fcpMs: number;
  /** Main-thread time by kind (Lighthouse's mainthread-work-breakdown, at the run's CPU slowdown). */
  mainThread: {
    /** Style recalculation and layout ("styleLayout"). */
    styleLayoutMs: number;
    /** Script evaluation, parsing and compilation. */
    scriptMs: number;
    totalMs: number;
  };
  /** The longest main-thread task at the run's slowdown, and the script Lighthouse attributes it to (0 when none over 50 ms). */
  longestTaskMs: number;
  longestTaskUrl: string;
  /**
   * Of the page's main-thread tasks that count at the run's slowdown (over 50 ms once slowed), the share of their
   * time in which the thread was not running (wall time minus thread time, from the trace), in percent.
   */
  mainThreadWaitingPercent: number | undefined;
  /** Compressed bytes transferred on first load, by kind. */
  bytes: {
    /** The HTML, main picture, styles, scripts and fonts requested before the entry script: before the code starts. */
    beforeCode: number;
    script: number;
    stylesheet: number;
    font: number;
    image: number;
    document: number;
    total: number;
  };
}

/** A route's median over the runs, field by field, with every run kept for the report. */
export interface LighthouseRow extends LighthouseSample {
  route: string;
  runs: LighthouseSample[];
}

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  rendererStartTime?: number;
}

const CRITICAL_TYPES = new Set(['Document', 'Stylesheet', 'Script', 'Font']);

/**
 * The app's code as the build names it: the entry script and the chunks it imports, read from the built shell (not
 * from a page, which would be a request to the server under test). The server's pages name the same files for their
 * inline boot script to start.
 */
export function builtAppCode(): string[] {
  // Beside the server the bench starts, which runs in the current folder (the project's, under npm run bench).
  const shell = readFileSync(path.resolve('dist/client/index.html'), 'utf8');
  const entry = BUILT_ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error('No entry script in dist/client/index.html; run npm run build');
  return [entry, ...[...shell.matchAll(BUILT_MODULE_PRELOADS)].map((m) => m[1]!)];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  // The HTTPS front's certificate is self-signed (test-support/https-front.ts).
  '--ignore-certificate-errors',
];

/**
 * Lighthouse's URL pattern for the app's code (every built script; the boot script is part of the page): loading a
 * page with it blocked measures the page without its code, the floor its figures can reach on this machine that day.
 */
export const APP_CODE = ['*/assets/*.js'];

async function measureRoute(
  url: string,
  port: number,
  appCode: string[],
  blockedUrlPatterns: string[],
  cpuSlowdownMultiplier: number,
): Promise<LighthouseSample> {
  // Headless Chromium now and then loses a trace (Lighthouse's NO_NAVSTART and kin): such a run measured nothing,
  // so it is run again rather than reported as zeros. The retry is the route's second request to this server.
  let result: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      blockedUrlPatterns,
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure) break;
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${failure.code} ${failure.message}`);
    console.error(`Lighthouse could not measure ${url} (${failure.code}); trying again`);
  }
  if (process.env.BENCH_TRACE_DIR) {
    // What Lighthouse gathered (its trace and DevTools log among it) and its report, one folder per load: the trace
    // opens in DevTools, and `lighthouse -A=<folder>` audits the load again.
    const folder = path.join(
      process.env.BENCH_TRACE_DIR,
      `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}`,
    );
    await saveArtifacts(result.artifacts, folder);
    writeFileSync(path.join(folder, 'lhr.json'), JSON.stringify(result.lhr));
  }
  if (process.env.BENCH_LCP_PATH) {
    // Lantern keeps each simulation's node timings; these are the ones of this load's LCP.
    const simulations = Lantern.Simulation.Simulator.allNodeTimings as unknown as Map<string, NodeTimings>;
    const estimates = ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint'];
    console.log(`LCP path of ${new URL(url).pathname}:`);
    for (const label of estimates) console.log(lcpPath(label, simulations.get(label) ?? new Map()).join('\n'));
  }
  const { categories, audits } = result.lhr;
  const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const sum = (type?: string) =>
    requests.filter((r) => !type || r.resourceType === type).reduce((total, r) => total + (r.transferSize ?? 0), 0);
  // What the page sends before its code starts, as the budget test counts it: requests ahead of the entry script
  // that are the page's own bytes (the HTML, styles, scripts, fonts), and its main picture, the image the HTML asks
  // for with fetchpriority="high" (High from the start; pictures Chromium finds on screen are raised to High later).
  // Lazy pictures near the screen and the browser's icon and manifest requests are left out.
  const mainPictures = new Set(
    result.artifacts.DevtoolsLog.flatMap((event) =>
      event.method === 'Network.requestWillBeSent' &&
      event.params.type === 'Image' &&
      event.params.request.initialPriority === 'High'
        ? [event.params.request.url]
        : [],
    ),
  );
  const codeStarts = Math.min(
    ...requests
      .filter((r) => r.url && appCode.includes(new URL(r.url).pathname))
      .map((r) => r.rendererStartTime ?? Infinity),
  );
  const beforeCode = requests
    .filter(
      (r) =>
        (r.rendererStartTime ?? Infinity) < codeStarts &&
        (CRITICAL_TYPES.has(r.resourceType ?? '') || (r.resourceType === 'Image' && mainPictures.has(r.url ?? ''))),
    )
    .reduce((total, r) => total + (r.transferSize ?? 0), 0);
  const breakdown =
    (audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined)
      ?.items ?? [];
  const timeOf = (...groups: string[]) =>
    Math.round(breakdown.filter((item) => groups.includes(item.group)).reduce((sum, item) => sum + item.duration, 0));
  const longTasks =
    (audits['long-tasks']?.details as { items?: { url: string; startTime?: number; duration: number }[] } | undefined)
      ?.items ?? [];
  if (process.env.BENCH_LONG_TASKS) {
    // Each run's long tasks as Lighthouse counts them for TBT (start and duration at the slowdown, ms), to see
    // which ones a change should shorten: a route's median hides them.
    const tasks = longTasks
      .map((task) => `${Math.round(task.startTime ?? 0)}+${Math.round(task.duration)} ${task.url || '(document)'}`)
      .join(', ');
    const tbt = Math.round(audits['total-blocking-time']?.numericValue ?? 0);
    console.log(`Long tasks of ${new URL(url).pathname} (TBT ${tbt} ms): ${tasks}`);
  }
  const longest = longTasks.reduce<{ url: string; duration: number } | undefined>(
    (a, b) => (a && a.duration >= b.duration ? a : b),
    undefined,
  );
  const wallTbt = Math.round(audits['total-blocking-time']?.numericValue ?? 0);
  const threadTbt =
    threadTimeTbt(result.artifacts.Trace.traceEvents, result.lhr.finalDisplayedUrl, cpuSlowdownMultiplier) ?? wallTbt;
  return {
    performance: score(categories.performance?.score),
    threadTbtMs: threadTbt,
    threadPerformance: performanceWithTbt(result.lhr, threadTbt, (points, value) =>
      Util.computeLogNormalScore(points, value),
    ),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    mainThread: {
      styleLayoutMs: timeOf('styleLayout'),
      scriptMs: timeOf('scriptEvaluation', 'scriptParseCompile'),
      totalMs: timeOf(...new Set(breakdown.map((item) => item.group))),
    },
    longestTaskMs: Math.round(longest?.duration ?? 0),
    longestTaskUrl: longest ? new URL(longest.url, url).pathname : '',
    mainThreadWaitingPercent: mainThreadWaitingPercent(
      result.artifacts.Trace.traceEvents,
      result.lhr.finalDisplayedUrl,
      cpuSlowdownMultiplier,
    ),
    bytes: {
      beforeCode,
      script: sum('Script'),
      stylesheet: sum('Stylesheet'),
      font: sum('Font'),
      image: sum('Image'),
      document: sum('Document'),
      total: sum(),
    },
  };
}

const medianOfKnown = (values: (number | undefined)[]) => {
  const known = values.filter((value) => value !== undefined);
  return known.length === 0 ? undefined : Math.round(median(known));
};

const medianSample = (runs: LighthouseSample[]): LighthouseSample => {
  const of = (pick: (sample: LighthouseSample) => number) => median(runs.map(pick));
  return {
    performance: of((r) => r.performance),
    accessibility: of((r) => r.accessibility),
    bestPractices: of((r) => r.bestPractices),
    seo: of((r) => r.seo),
    lcpMs: Math.round(of((r) => r.lcpMs)),
    tbtMs: Math.round(of((r) => r.tbtMs)),
    threadTbtMs: Math.round(of((r) => r.threadTbtMs)),
    threadPerformance: of((r) => r.threadPerformance),
    cls: Number(of((r) => r.cls).toFixed(3)),
    fcpMs: Math.round(of((r) => r.fcpMs)),
    mainThread: {
      styleLayoutMs: Math.round(of((r) => r.mainThread.styleLayoutMs)),
      scriptMs: Math.round(of((r) => r.mainThread.scriptMs)),
      totalMs: Math.round(of((r) => r.mainThread.totalMs)),
    },
    // The longest of the runs, not a median: a target says no task may be longer.
    longestTaskMs: Math.max(...runs.map((r) => r.longestTaskMs)),
    longestTaskUrl: runs.reduce((a, b) => (a.longestTaskMs >= b.longestTaskMs ? a : b)).longestTaskUrl,
    mainThreadWaitingPercent: medianOfKnown(runs.map((r) => r.mainThreadWaitingPercent)),
    bytes: {
      beforeCode: of((r) => r.bytes.beforeCode),
      script: of((r) => r.bytes.script),
      stylesheet: of((r) => r.bytes.stylesheet),
      font: of((r) => r.bytes.font),
      image: of((r) => r.bytes.image),
      document: of((r) => r.bytes.document),
      total: of((r) => r.bytes.total),
    },
  };
};

/** Lighthouse's own measure of the machine's speed, and the CPU slowdown that makes it the phone Lighthouse means. */
export interface Calibration {
  /** Median of the runs' `environment.benchmarkIndex`. */
  benchmarkIndex: number;
  runs: number[];
  cpuSlowdownMultiplier: number;
}

/**
 * The benchmarkIndex of the phone Lighthouse's mobile settings stand for: its throttling docs
 * (docs/throttling.md, "Calibrating multipliers") divide a machine's index by this to find its CPU slowdown.
 */
export const PHONE_BENCHMARK_INDEX = 400;

/**
 * Lighthouse's benchmarkIndex of this machine: `runs` Lighthouse runs of a tiny page (the index does not depend on
 * the page; a tiny one keeps each run short), median; the slowdown is that over PHONE_BENCHMARK_INDEX, never below 1.
 * Lighthouse's default 4x assumes a desktop of about 1,600; a faster host under 4x emulates a faster phone.
 */
export async function calibrate(runs = 3): Promise<Calibration> {
  const page = createServer((_request, response) =>
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><html lang="en"><title>Calibration</title><p>Calibration page.</p></html>'),
  );
  page.listen(0, '127.0.0.1');
  await new Promise((resolve) => page.once('listening', resolve));
  const url = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`;
  const indexes: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      // A fresh browser per run, as each measured run has.
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const index = result?.lhr.environment.benchmarkIndex;
        if (!index) throw new Error('Lighthouse reported no benchmarkIndex');
        indexes.push(Math.round(index));
      } finally {
        chrome.kill();
      }
    }
  } finally {
    await new Promise((resolve) => page.close(resolve));
  }
  const benchmarkIndex = Math.round(median(indexes));
  return {
    benchmarkIndex,
    runs: indexes,
    cpuSlowdownMultiplier: Math.max(1, Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 10) / 10),
  };
}

/**
 * Lighthouse with its default mobile settings (simulated slow 4G) but the CPU slowdown given (Lighthouse's default
 * is 4x; the bench passes the calibrated one) in Debian's Chromium, over HTTPS and HTTP/2 as production serves the
 * site (an HTTPS front stands in for Caddy). Each of `runs` runs starts the production server
 * afresh (server/main.ts, which renders every page at start-up) and a fresh browser, and loads each route once, cold:
 * the bench sends no page request of its own first, since the first visitor after a deploy is a real visitor. Each
 * route's figures are the median of its runs.
 */
export async function runLighthouse({
  runs = 3,
  routes = MEASURED_ROUTES as readonly string[],
  onRun,
  blockedUrlPatterns = [],
  cpuSlowdownMultiplier = 4,
}: {
  runs?: number;
  routes?: readonly string[];
  onRun?: (run: number) => void;
  /** Requests Chromium refuses (see `APP_CODE`). */
  blockedUrlPatterns?: string[];
  cpuSlowdownMultiplier?: number;
} = {}): Promise<LighthouseRow[]> {
  const samples = new Map<string, LighthouseSample[]>(routes.map((route) => [route, []]));
  const appCode = builtAppCode();
  for (let run = 1; run <= runs; run += 1) {
    onRun?.(run);
    const server = await startProductionServer();
    const front = await startHttpsFront(server.url);
    try {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
      try {
        for (const route of routes)
          samples
            .get(route)!
            .push(
              await measureRoute(
                `${front.url}${route}`,
                chrome.port,
                appCode,
                blockedUrlPatterns,
                cpuSlowdownMultiplier,
              ),
            );
      } finally {
        chrome.kill();
      }
    } finally {
      await front.stop();
      await server.stop();
    }
  }
  return routes.map((route) => {
    const runsOfRoute = samples.get(route)!;
    return { route, ...medianSample(runsOfRoute), runs: runsOfRoute };
  });
}
