import * as chromeLauncher from 'chrome-launcher';
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium.ts';
import { connectCdp } from './cdp.ts';
import { MEASURED_ROUTES, median } from './lighthouse.ts';
import { startProductionServer } from './production-server.ts';
import { threadTimeTbt, type TraceEvent } from './thread-time.ts';

/**
 * What Lighthouse's own trace costs the page's main thread. Lighthouse's trace categories include two "enhanced
 * trace" ones (`disabled-by-default-devtools.v8-source-rundown` and `...-sources`) that Lighthouse's metrics do not
 * read: with them on, Chromium copies each script's whole source into the trace as the script first runs, on the
 * page's main thread, inside the task that evaluates it. For the 217 KB framework chunk that made its task 12 to 20 ms
 * at 1x instead of 4 to 6 (28 November 2026). A phone without DevTools attached never does this copy.
 *
 * Each route is loaded cold in headless Chromium (no throttling, no service worker), traced once with Lighthouse's
 * categories and once with the same less those two, alternately; per load, the thread-time TBT at the slowdown
 * (bench/thread-time.ts, as the lighthouse section computes it) and the longest task after the first contentful paint.
 */
export interface TraceCostRow {
  route: string;
  /** Median thread-time TBT (ms at the slowdown) with Lighthouse's categories, and each load's. */
  withCopyTbtMs: number;
  withCopyRuns: number[];
  /** The same without the two source-rundown categories. */
  withoutCopyTbtMs: number;
  withoutCopyRuns: number[];
  /** Median of each load's longest main-thread task after FCP, thread time at 1x. */
  withCopyLongestMs: number;
  withoutCopyLongestMs: number;
}

const SOURCE_RUNDOWN = [
  'disabled-by-default-devtools.v8-source-rundown',
  'disabled-by-default-devtools.v8-source-rundown-sources',
];

/** The page's longest main-thread task (thread time, ms at 1x) that ends after its first contentful paint. */
function longestTaskAfterFcp(events: readonly TraceEvent[], pageUrl: string): number {
  const parse = events.find(
    (e) =>
      e.name === 'ParseHTML' &&
      (e.args as { beginData?: { url?: string } } | undefined)?.beginData?.url?.split('#')[0] === pageUrl,
  );
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse?.pid)?.ts;
  if (!parse || fcp === undefined) return 0;
  const tasks = events.filter(
    (e) => e.pid === parse.pid && e.tid === parse.tid && e.name === 'RunTask' && e.ph === 'X',
  );
  return Math.max(0, ...tasks.filter((e) => e.ts + (e.dur ?? 0) > fcp).map((e) => (e.tdur ?? 0) / 1000));
}

export async function benchTraceCost({
  runs,
  routes = MEASURED_ROUTES as readonly string[],
  cpuSlowdown,
}: {
  runs: number;
  routes?: readonly string[];
  cpuSlowdown: number;
}): Promise<TraceCostRow[]> {
  const lighthouseCategories = Trace.getDefaultTraceCategories();
  const variants = {
    withCopy: lighthouseCategories,
    withoutCopy: lighthouseCategories.filter((category) => !SOURCE_RUNDOWN.includes(category)),
  };
  const server = await startProductionServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const cdp = await connectCdp(version.webSocketDebuggerUrl);
  const load = async (url: string, categories: string[]) => {
    const { browserContextId } = await cdp.send<{ browserContextId: string }>('Target.createBrowserContext');
    const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const events: TraceEvent[] = [];
    const offData = cdp.on('Tracing.dataCollected', (params) =>
      events.push(...(params as { value: TraceEvent[] }).value),
    );
    const complete = new Promise<void>((resolve) => {
      const off = cdp.on('Tracing.tracingComplete', () => {
        off();
        resolve();
      });
    });
    try {
      await cdp.send('Network.enable', {}, sessionId);
      await cdp.send('Network.setBlockedURLs', { urls: ['*/sw.js'] }, sessionId);
      await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' });
      await cdp.send('Page.navigate', { url }, sessionId);
      // The code starts after the page's main picture is drawn and hydrates in slices; 6 s covers it at 1x.
      await new Promise((resolve) => setTimeout(resolve, 6000));
      await cdp.send('Tracing.end');
      await complete;
    } finally {
      offData();
      await cdp.send('Target.disposeBrowserContext', { browserContextId });
    }
    return { tbt: threadTimeTbt(events, url, cpuSlowdown) ?? 0, longest: longestTaskAfterFcp(events, url) };
  };
  try {
    const rows: TraceCostRow[] = [];
    for (const route of routes) {
      const url = server.url + route;
      const samples = {
        withCopy: [] as { tbt: number; longest: number }[],
        withoutCopy: [] as { tbt: number; longest: number }[],
      };
      for (let run = 0; run < runs; run += 1) {
        // Alternated, so a slow minute of the machine falls on both.
        for (const variant of run % 2
          ? (['withoutCopy', 'withCopy'] as const)
          : (['withCopy', 'withoutCopy'] as const)) {
          samples[variant].push(await load(url, variants[variant]));
        }
      }
      rows.push({
        route,
        withCopyTbtMs: Math.round(median(samples.withCopy.map((s) => s.tbt))),
        withCopyRuns: samples.withCopy.map((s) => s.tbt),
        withoutCopyTbtMs: Math.round(median(samples.withoutCopy.map((s) => s.tbt))),
        withoutCopyRuns: samples.withoutCopy.map((s) => s.tbt),
        withCopyLongestMs: Number(median(samples.withCopy.map((s) => s.longest)).toFixed(1)),
        withoutCopyLongestMs: Number(median(samples.withoutCopy.map((s) => s.longest)).toFixed(1)),
      });
    }
    return rows;
  } finally {
    cdp.close();
    await chrome.kill();
    await server.stop();
  }
}
