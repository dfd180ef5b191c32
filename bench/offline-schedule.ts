import { chromium, devices, type ConsoleMessage, type Page } from '@playwright/test';
import { median } from './lighthouse.ts';
import { startProductionServer } from './production-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium.ts';

export interface OfflineScheduleResult {
  /** Milliseconds from navigation start to the first frame with the schedule's heading on screen, per reopen. */
  samplesMs: number[];
  medianMs: number;
  maxMs: number;
}

/** The same browser and flags as the browser tests. */
const LAUNCH = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };

const PAGE = '/wedding-day-schedule';
const PIN = '482913';
const CLIENT = 'Ava Bench';
const HEADING = `${CLIENT}'s Wedding Day`;

/** What `watchForHeading` logs, with the page's clock, when the schedule appears. */
const SHOWN_MARK = 'schedule-shown-at';

/**
 * Installed in every document before its own scripts: logs (SHOWN_MARK), on the page's clock (0 = navigation start), the first
 * animation frame in which the schedule's heading is in the document and visible, that is the frame that draws it.
 * A MutationObserver only looks for the heading's text; layout is read once the heading exists, so the watching does
 * not slow the page it measures. Kept as source text: a function would be passed on as tsx compiled it, with calls
 * to a helper of its own that the page does not have.
 */
const watchForHeading = (heading: string) => `(() => {
  const heading = ${JSON.stringify(heading)};
  const headings = document.getElementsByTagName('h1');
  const shown = (visible) =>
    [...headings].some((h) => h.textContent === heading && (!visible || h.checkVisibility()));
  const waitForFrame = () =>
    requestAnimationFrame(() => {
      if (shown(true)) console.debug(${JSON.stringify(SHOWN_MARK)}, performance.now());
      else waitForFrame();
    });
  const observer = new MutationObserver(() => {
    if (!shown(false)) return;
    observer.disconnect();
    waitForFrame();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function createSchedule(url: string, adminKey: string) {
  const post = async (path: string, body: object) => {
    const response = await fetch(url + path, {
      method: 'POST',
      headers: { 'x-admin-key': adminKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  const { id } = await post('/api/admin/wedding-schedules', {
    clientName: CLIENT,
    pin: PIN,
    weddingDate: '2026-06-13',
    startTime: '7:00 AM',
    venueName: 'The Example Barn',
    venueAddress: '1 Example Road, Sacramento, CA',
    contactPhone: '(916) 555-0199',
    manualTotal: '$975',
    isActive: true,
  });
  const services = ['Bride', 'Mother of the Bride', 'Bridesmaid 1', 'Bridesmaid 2', 'Flower Girl'];
  for (const [index, serviceName] of services.entries()) {
    await post(`/api/admin/wedding-schedules/${id}/services`, {
      serviceName,
      startTime: `${7 + index}:00 AM`,
      endTime: `${8 + index}:00 AM`,
      sortOrder: index + 1,
    });
  }
}

const headingOf = (page: Page) => page.getByRole('heading', { level: 1, name: HEADING });

/**
 * A bride reopening her schedule on the wedding morning with no signal: the production server, a phone-sized
 * Chromium that has opened the schedule once (PIN entered, the service worker in control), then, with the network off
 * and the CPU slowed `cpuSlowdown` times (CDP Emulation.setCPUThrottlingRate on the page's session: it slows the
 * page's main thread, not the service worker's), `reopens` reloads, each timed from navigation start to the frame
 * that shows the saved schedule.
 */
export async function benchOfflineSchedule({ reopens = 5, cpuSlowdown = 4 } = {}): Promise<OfflineScheduleResult> {
  const server = await startProductionServer();
  const browser = await chromium.launch(LAUNCH);
  try {
    await createSchedule(server.url, server.adminKey);
    const context = await browser.newContext({ ...devices['Pixel 5'], baseURL: server.url });
    await context.addInitScript({ content: watchForHeading(HEADING) });
    const page = await context.newPage();
    await page.goto(PAGE);
    // The server's PIN screen takes a PIN once the page's code runs, as the enabled button shows.
    const button = page.getByRole('button', { name: 'View My Schedule' });
    await button.waitFor();
    await page.waitForFunction(() => {
      const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('View My Schedule'));
      return found !== undefined && !found.disabled;
    });
    await page.getByLabel('Your PIN').fill(PIN);
    await button.click();
    await headingOf(page).waitFor();
    // As the schedule's browser test does: once the service worker is ready, a reload puts the page under its control.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await headingOf(page).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    const samplesMs: number[] = [];
    for (let reopen = 0; reopen < reopens; reopen += 1) {
      // Set before every reload: the slowdown belongs to the page's renderer, which a navigation may replace.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      // Heard through the console, not asked for: a locator or waitForFunction would have Playwright evaluate its own
      // script of some 300 KB in the page while it starts, which a phone does not (on 24 November, about 90 ms of
      // the page's slowed main thread, ahead of the app's code).
      const shownAt = new Promise<number>((resolve) => {
        const onConsole = (message: ConsoleMessage) => {
          if (!message.text().startsWith(SHOWN_MARK)) return;
          page.off('console', onConsole);
          resolve(Number(message.text().slice(SHOWN_MARK.length + 1)));
        };
        page.on('console', onConsole);
      });
      await page.reload({ waitUntil: 'commit' });
      samplesMs.push(Math.round(await shownAt));
      await headingOf(page).waitFor({ timeout: 30_000 });
      if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
        throw new Error('The reopened page was not served by the service worker');
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { samplesMs, medianMs: Math.round(median(samplesMs)), maxMs: Math.max(...samplesMs) };
  } finally {
    await browser.close();
    await server.stop();
  }
}
