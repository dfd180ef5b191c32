import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium.ts';
import { connectCdp, type CdpConnection } from './cdp.ts';
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

/** The browser tests' Chromium and flags, headless as Lighthouse runs it. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * Lighthouse's slow 4G as DevTools applies it to a real load (its `mobileSlow4G` with the request latency and
 * throughput it uses for devtools throttling), and its phone (moto g power: 412 x 823 at 1.75).
 */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };

const TAP_AFTER_LCP_MS = 300;

/**
 * Installed in the page before its own scripts; keeps what it sees in `window.__firstTap`, which the bench reads only
 * after the tap: the tap's timestamp, when the first listener of its pointerdown and of its click ran, and when the
 * menu button first said the menu was open. The listeners are on window in the capture phase, so they run before any
 * of the page's own. Source text, not a function: a function would be passed on as tsx compiled it.
 */
const WATCH = `(() => {
  const seen = (window.__firstTap = {});
  const menuButton = () => document.querySelector('button[aria-controls="site-nav"]');
  for (const type of ['pointerdown', 'click']) {
    window.addEventListener(type, (event) => (seen[type] = { at: event.timeStamp, handled: performance.now() }), {
      capture: true,
      once: true,
    });
  }
  new MutationObserver((records, observer) => {
    if (menuButton()?.getAttribute('aria-expanded') !== 'true') return;
    observer.disconnect();
    seen.open = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });
})();`;

interface Seen {
  /** performance.timeOrigin: the page's clock's zero, in ms since the epoch. */
  timeOrigin?: number;
  pointerdown?: { at: number; handled: number };
  click?: { at: number; handled: number };
  open?: number;
}

/**
 * A visitor's first tap: on a phone-sized Chromium with the CPU slowed `cpuSlowdown` times (CDP
 * Emulation.setCPUThrottlingRate: real, not simulated) and Lighthouse's slow 4G, each route loaded cold (a fresh
 * browser context: no cache; the service worker's script refused, so none installs during the load) `runs` times;
 * 300 ms after the page's LCP a finger taps the menu button. Reported: the tap's input delay, the delay of the click
 * it makes, and the time until the menu is open. Before the app's code has taken over, a tapped button is held by the
 * page's boot script and pressed again once it has (public/boot.js), so the menu can open late even when the tap
 * itself was handled at once.
 *
 * Driven over the bare DevTools protocol (bench/cdp.ts) with the Runtime domain left off: Playwright switches it on,
 * and with it on V8 reparses the framework chunk as React DOM starts (63 to 238 ms of main thread at 7x), a task no
 * phone runs that a tap could land on. The page is read (Runtime.evaluate, which needs no domain on) only after the
 * tap; the LCP that times the tap comes from the PerformanceTimeline domain as it happens.
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
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const samples = new Map<string, FirstTapSample[]>(routes.map((route) => [route, []]));
  let cdp: CdpConnection | undefined;
  try {
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      webSocketDebuggerUrl: string;
    };
    cdp = await connectCdp(version.webSocketDebuggerUrl);
    const buttons = new Map<string, { x: number; y: number }>();
    for (const route of routes) buttons.set(route, await menuButtonOf(cdp, route));
    for (let run = 0; run < runs; run += 1) {
      for (const route of routes) {
        // Now and then (1 load of 19 when this was written) the touch never reaches the page: no touchstart, no
        // pointerdown. That load says nothing of the page, and is made again.
        for (let attempt = 1; ; attempt += 1) {
          const sample = await tapOnce(cdp, route, buttons.get(route)!);
          if (sample) {
            samples.get(route)!.push(sample);
            break;
          }
          console.log(`First tap on ${route}: the touch did not reach the page; loading it again`);
          if (attempt === 3) throw new Error(`${route}: three taps in a row did not reach the page`);
        }
      }
    }
  } finally {
    cdp?.close();
    await chrome.kill();
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

  /** A page in a browser context of its own (its own cache), phone-sized, with the service worker's script refused. */
  async function openPage(cdp: CdpConnection) {
    const { browserContextId } = await cdp.send<{ browserContextId: string }>('Target.createBrowserContext');
    const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const send = <T = Record<string, unknown>>(method: string, params?: object) =>
      cdp.send<T>(method, params, sessionId);
    await send('Emulation.setDeviceMetricsOverride', PHONE);
    await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    // As Playwright does: a headless page is otherwise not focused.
    await send('Emulation.setFocusEmulationEnabled', { enabled: true });
    await send('Network.enable');
    await send('Network.setBlockedURLs', { urls: ['*/sw.js'] });
    await send('Page.enable');
    const loaded = () =>
      new Promise<void>((resolve) => {
        const off = cdp.on('Page.loadEventFired', (_params, from) => {
          if (from !== sessionId) return;
          off();
          resolve();
        });
      });
    const close = () => cdp.send('Target.disposeBrowserContext', { browserContextId });
    return { sessionId, send, loaded, close };
  }

  /** Where the menu button is on the phone-sized page, from a load of its own (its layout does not change). */
  async function menuButtonOf(cdp: CdpConnection, route: string) {
    const page = await openPage(cdp);
    try {
      const loaded = page.loaded();
      await page.send('Page.navigate', { url: server.url + route });
      await loaded;
      const { result } = await page.send<{ result: { value?: { x: number; y: number } } }>('Runtime.evaluate', {
        expression: `(() => {
          const box = document.querySelector('button[aria-controls="site-nav"]')?.getBoundingClientRect();
          return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        })()`,
        returnByValue: true,
      });
      if (!result.value) throw new Error(`${route}: no menu button on the phone-sized page`);
      return result.value;
    } finally {
      await page.close();
    }
  }

  /** One measured load and tap; null when the touch never reached the page. */
  async function tapOnce(
    cdp: CdpConnection,
    route: string,
    button: { x: number; y: number },
  ): Promise<FirstTapSample | null> {
    const page = await openPage(cdp);
    try {
      await page.send('Page.addScriptToEvaluateOnNewDocument', { source: WATCH });
      // The slowdown belongs to the page's renderer: a same-site page first, so the measured load keeps it.
      const robots = page.loaded();
      await page.send('Page.navigate', { url: `${server.url}/robots.txt` });
      await robots;
      await page.send('Network.emulateNetworkConditions', SLOW_4G);
      await page.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
      // The tap goes 300 ms after the latest LCP candidate; a later candidate moves it. Candidates arrive as they
      // happen, stamped in the machine's clock (seconds since the epoch), which this process shares; one from before
      // the navigation is robots.txt's, arriving late.
      const navigatedAt = Date.now();
      const tapped = new Promise<number>((resolve, reject) => {
        let timer: NodeJS.Timeout | undefined;
        const deadline = setTimeout(() => {
          off();
          reject(new Error(`${route}: no LCP within 60 s`));
        }, 60_000);
        const off = cdp.on('PerformanceTimeline.timelineEventAdded', (params, from) => {
          if (from !== page.sessionId) return;
          const details = (params as { event: { lcpDetails?: { renderTime: number; loadTime: number } } }).event
            .lcpDetails;
          if (!details) return;
          const at = (details.renderTime || details.loadTime) * 1000;
          if (at < navigatedAt) return;
          clearTimeout(timer);
          timer = setTimeout(
            () => {
              clearTimeout(deadline);
              off();
              resolve(at);
            },
            Math.max(0, at + TAP_AFTER_LCP_MS - Date.now()),
          );
        });
      });
      await page.send('Page.navigate', { url: server.url + route });
      const lcpAt = await tapped;
      await page.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [button] });
      await page.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      const seen = await pollSeen(page.send, route);
      if (!seen) return null;
      const lcp = lcpAt - seen.timeOrigin!;
      return {
        lcpMs: Math.round(lcp),
        tapAfterLcpMs: Math.round(seen.pointerdown!.at - lcp),
        inputDelayMs: Math.round(seen.pointerdown!.handled - seen.pointerdown!.at),
        clickDelayMs: Math.round(seen.click!.handled - seen.pointerdown!.at),
        menuOpenMs: Math.round(seen.open! - seen.pointerdown!.at),
      };
    } finally {
      await page.close();
    }
  }
}

/**
 * What the page saw, read every 250 ms once the tap is made, until the menu is open; null when no pointerdown came
 * within 5 s of the tap.
 */
async function pollSeen(
  send: <T>(method: string, params?: object) => Promise<T>,
  route: string,
  timeoutMs = 60_000,
): Promise<Seen | null> {
  const tappedAt = Date.now();
  for (;;) {
    const { result } = await send<{ result: { value?: Seen } }>('Runtime.evaluate', {
      expression: '({ ...window.__firstTap, timeOrigin: performance.timeOrigin })',
      returnByValue: true,
    });
    const seen = result.value ?? {};
    if (seen.pointerdown && seen.click && seen.open !== undefined) return seen;
    if (!seen.pointerdown && Date.now() - tappedAt > 5_000) return null;
    if (Date.now() - tappedAt > timeoutMs) {
      throw new Error(`${route}: the menu did not open within ${timeoutMs} ms of the tap (${JSON.stringify(seen)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
