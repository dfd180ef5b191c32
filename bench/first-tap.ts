import { chromium, type ConsoleMessage } from '@playwright/test';
import { MEASURED_ROUTES, median } from './lighthouse.ts';
import { startProductionServer } from './production-server.ts';

/** One cold load of one route with a tap on the menu button 300 ms after its LCP. */
export interface FirstTapSample {
  /** The page's LCP under the emulated phone, ms from navigation start. */
  lcpMs: number;
  /** When the finger came down, ms after LCP (300 asked; later when the page could not say its LCP sooner). */
  tapAfterLcpMs: number;
  /** From the tap (the pointerdown's timestamp) to the page starting to handle it: its input delay. */
  inputDelayMs: number;
  /** From the tap to the click the menu answers starting to run (the click follows the pointerup). */
  clickDelayMs: number;
  /** From the tap to the menu button saying the menu is open (aria-expanded="true"). */
  menuOpenMs: number;
}

export interface FirstTapRow {
  route: string;
  inputDelayMs: number;
  clickDelayMs: number;
  menuOpenMs: number;
  lcpMs: number;
  runs: FirstTapSample[];
}

/** The same browser as the browser tests (playwright.config.ts). */
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * Lighthouse's slow 4G as DevTools applies it to a real load (its `mobileSlow4G` with the request latency and
 * throughput it uses for devtools throttling), and its phone (moto g power: 412 x 823 at 1.75).
 */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const MARK = 'first-tap';
const TAP_AFTER_LCP_MS = 300;

/**
 * Installed in the page before its own scripts. Reports over the console (so the bench evaluates nothing in the page
 * while it starts): each LCP candidate with the page's clock at that moment; where the menu button is; the tap's
 * timestamp and when the first listener of its pointerdown and of its click ran; and when the menu button first said
 * the menu was open. The listeners are on window in the capture phase, so they run before any of the page's own.
 * Source text, not a function: a function would be passed on as tsx compiled it.
 */
const WATCH = `(() => {
  const report = (kind, value) => console.debug(${JSON.stringify(MARK)}, JSON.stringify({ kind, ...value }));
  const menuButton = () => document.querySelector('button[aria-controls="site-nav"]');
  new PerformanceObserver((list) => {
    report('lcp', { lcp: list.getEntries().at(-1).startTime, now: performance.now() });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    const box = menuButton()?.getBoundingClientRect();
    report('button', { x: box ? box.x + box.width / 2 : -1, y: box ? box.y + box.height / 2 : -1 });
  });
  for (const type of ['pointerdown', 'click']) {
    window.addEventListener(
      type,
      (event) => report(type, { at: event.timeStamp, handled: performance.now(), trusted: event.isTrusted }),
      { capture: true, once: true },
    );
  }
  new MutationObserver((records, observer) => {
    if (menuButton()?.getAttribute('aria-expanded') !== 'true') return;
    observer.disconnect();
    report('open', { at: performance.now() });
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });
})();`;

interface Report {
  kind: 'lcp' | 'button' | 'pointerdown' | 'click' | 'open';
  lcp?: number;
  now?: number;
  x?: number;
  y?: number;
  at?: number;
  handled?: number;
  trusted?: boolean;
}

/**
 * A visitor's first tap: on a phone-sized Chromium with the CPU slowed `cpuSlowdown` times (CDP
 * Emulation.setCPUThrottlingRate: real, not simulated) and Lighthouse's slow 4G, each route loaded cold (a fresh
 * context: no cache, no service worker) `runs` times; 300 ms after the page's LCP a finger taps the menu button.
 * Reported: the tap's input delay, the delay of the click it makes, and the time until the menu is open. Before the
 * app's code has taken over, a tapped button is held by the page's boot script and pressed again once it has
 * (public/boot.js), so the menu can open late even when the tap itself was handled at once.
 */
export async function benchFirstTap({
  runs = 3,
  routes = MEASURED_ROUTES as readonly string[],
  cpuSlowdown,
}: {
  runs?: number;
  routes?: readonly string[];
  cpuSlowdown: number;
}): Promise<FirstTapRow[]> {
  const server = await startProductionServer();
  const browser = await chromium.launch(LAUNCH);
  const samples = new Map<string, FirstTapSample[]>(routes.map((route) => [route, []]));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const route of routes) samples.get(route)!.push(await tapOnce(route));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return routes.map((route) => {
    const of = (pick: (sample: FirstTapSample) => number) => Math.round(median(samples.get(route)!.map(pick)));
    return {
      route,
      inputDelayMs: of((s) => s.inputDelayMs),
      clickDelayMs: of((s) => s.clickDelayMs),
      menuOpenMs: of((s) => s.menuOpenMs),
      lcpMs: of((s) => s.lcpMs),
      runs: samples.get(route)!,
    };
  });

  async function tapOnce(route: string): Promise<FirstTapSample> {
    const context = await browser.newContext({ ...PHONE, baseURL: server.url, serviceWorkers: 'block' });
    try {
      await context.addInitScript({ content: WATCH });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const reports: Report[] = [];
      const listeners = new Set<() => void>();
      page.on('console', (message: ConsoleMessage) => {
        if (!message.text().startsWith(MARK)) return;
        reports.push(JSON.parse(message.text().slice(MARK.length + 1)) as Report);
        for (const listener of listeners) listener();
      });
      const waitFor = (kind: Report['kind'], timeoutMs = 60_000) =>
        new Promise<Report>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`${route}: no ${kind} within ${timeoutMs} ms`)), timeoutMs);
          const check = () => {
            const found = reports.find((report) => report.kind === kind);
            if (!found) return;
            clearTimeout(timer);
            listeners.delete(check);
            resolve(found);
          };
          listeners.add(check);
          check();
        });
      // The slowdown belongs to the page's renderer: a same-site page first, so the measured load keeps it.
      await page.goto('/robots.txt');
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      reports.length = 0; // robots.txt's
      await page.goto(route, { waitUntil: 'commit' });
      // The tap goes 300 ms after the latest LCP candidate; a later candidate moves it. The page's clock is read off
      // each report as it arrives (loopback: under a millisecond).
      const tapped = await new Promise<{ lcp: Report }>((resolve, reject) => {
        let timer: NodeJS.Timeout | undefined;
        let latest: Report | undefined;
        const deadline = setTimeout(() => {
          listeners.delete(arm);
          reject(new Error(`${route}: no LCP within 60 s`));
        }, 60_000);
        const arm = () => {
          const lcps = reports.filter((report) => report.kind === 'lcp');
          const last = lcps.at(-1);
          if (!last || last === latest) return;
          latest = last;
          clearTimeout(timer);
          const wait = last.lcp! + TAP_AFTER_LCP_MS - last.now!;
          timer = setTimeout(
            () => {
              clearTimeout(deadline);
              listeners.delete(arm);
              resolve({ lcp: last });
            },
            Math.max(0, wait),
          );
        };
        listeners.add(arm);
        arm();
      });
      const button = await waitFor('button');
      if (button.x! < 0) throw new Error(`${route}: no menu button on the phone-sized page`);
      await page.touchscreen.tap(button.x!, button.y!);
      const [pointerdown, click, open] = await Promise.all([waitFor('pointerdown'), waitFor('click'), waitFor('open')]);
      return {
        lcpMs: Math.round(tapped.lcp.lcp!),
        tapAfterLcpMs: Math.round(pointerdown.at! - tapped.lcp.lcp!),
        inputDelayMs: Math.round(pointerdown.handled! - pointerdown.at!),
        clickDelayMs: Math.round(click.handled! - pointerdown.at!),
        menuOpenMs: Math.round(open.at! - pointerdown.at!),
      };
    } finally {
      await context.close();
    }
  }
}
