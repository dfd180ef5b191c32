import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

interface Budget {
  /** What travels before the page's code starts: the HTML, its main picture, styles, her web fonts, and any script ahead of the entry. */
  criticalKB: number;
  fontKB: number;
  scriptKB: number;
  totalKB: number;
}
const budgets = JSON.parse(readFileSync(new URL('../performance-budget.json', import.meta.url), 'utf8'))
  .routes as Record<string, Budget>;

// A cold first visit, as a bride arriving from a search result: no cache, no service worker yet.
test.use({ serviceWorkers: 'block' });

interface Loaded {
  /** Order in which the browser asked for it. */
  order: number;
  type: string;
  url: string;
  bytes: number;
}

/** Kinds of request that compete with the main picture when they come before the code: a page's own bytes. */
const CRITICAL_TYPES = new Set(['document', 'stylesheet', 'script', 'font']);

for (const [route, budget] of Object.entries(budgets)) {
  test(`a first visit to ${route} stays within its compressed byte budgets`, async ({ page, baseURL }) => {
    const asked = new Map<string, number>();
    const loaded: Loaded[] = [];
    page.on('request', (request) => {
      if (!asked.has(request.url())) asked.set(request.url(), asked.size);
    });
    // Each finished request's sizes come from the browser a moment later: the budget is read once all have come.
    const measuring: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      measuring.push(
        (async () => {
          // A request finishing as the test closes its page is past what the budget counts (and its sizes are gone).
          const sizes = await request.sizes().catch(() => undefined);
          if (!sizes) return;
          loaded.push({
            order: asked.get(request.url()) ?? Infinity,
            type: request.resourceType(),
            url: request.url(),
            bytes: sizes.responseBodySize,
          });
        })(),
      );
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    // Lazy images below the fold count too once a visitor scrolls; the budget is for what loads without scrolling.
    await page.waitForTimeout(200);
    await Promise.all(measuring);

    // The server's page names its code (the entry and the chunks it imports) for its inline boot script to start
    // once the main picture is on screen.
    const { code, picture, fonts } = await page.evaluate(() => {
      const boot = document.querySelector('script[data-app-entry]');
      return {
        fonts: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
          (link) => link.href,
        ),
        code: boot
          ? [boot.getAttribute('data-app-entry')!, ...(boot.getAttribute('data-app-chunks') ?? '').split(' ')].filter(
              Boolean,
            )
          : [],
        picture: document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc ?? null,
      };
    });
    expect(code, 'the server-rendered page starts its code from its boot script').not.toEqual([]);
    const entry = code[0];
    const codeUrls = code.map((href) => new URL(href, baseURL).href);
    // The boot script starts the code once the page is painted, in her web fonts (they block its text a moment), which
    // on a busy machine can come after the half second of quiet `networkidle` waited for.
    for (const url of codeUrls)
      await expect.poll(() => asked.has(url), `the page's code (${url}) was started`).toBe(true);
    const codeStarts = Math.min(...codeUrls.map((url) => asked.get(url)!));
    // The boot script starts the code once the main picture is on screen, which can come after the network was
    // idle for the half second `networkidle` waits: its budget is read once every piece of it has arrived.
    await expect
      .poll(() => codeUrls.every((url) => loaded.some((item) => item.url === url)), { timeout: 10_000 })
      .toBe(true);
    await Promise.all(measuring);

    const critical = loaded.filter(
      (item) => item.url === picture || (item.order < codeStarts && CRITICAL_TYPES.has(item.type)),
    );
    const kb = (items: Loaded[]) => items.reduce((sum, item) => sum + item.bytes, 0) / 1024;
    const list = (items: Loaded[]) =>
      items.map((item) => `${new URL(item.url).pathname} ${item.type} ${item.bytes}`).join(', ');
    const ofType = (type: string) => loaded.filter((item) => item.type === type);

    // Bytes alone would let a small preload slip under the margin: nothing ahead of the code may be a script (a
    // module competes with the main picture on a phone's slow connection; the boot script is part of the page), and
    // the only fonts ahead of it are her two web fonts, which the page preloads because its first paint is drawn in
    // them (app/shared/fonts/web-fonts.ts; their bytes count in criticalKB).
    const ahead = loaded.filter((item) => item.order < codeStarts && (item.type === 'font' || item.type === 'script'));
    expect(fonts, `the page preloads her two web fonts`).toHaveLength(2);
    expect(
      list(ahead.filter((item) => item.type === 'script' || !fonts.includes(item.url))),
      `scripts, or fonts other than her preloaded web fonts, requested before ${entry} on ${route}`,
    ).toBe('');
    expect(kb(critical), `compressed bytes before the code on ${route}: ${list(critical)}`).toBeLessThanOrEqual(
      budget.criticalKB,
    );
    expect(kb(ofType('font')), `compressed web fonts on ${route}: ${list(ofType('font'))}`).toBeLessThanOrEqual(
      budget.fontKB,
    );
    expect(ofType('script').length, 'the page loads its script').toBeGreaterThan(0);
    expect(kb(ofType('script')), `compressed JavaScript on ${route}: ${list(ofType('script'))}`).toBeLessThanOrEqual(
      budget.scriptKB,
    );
    expect(kb(loaded), `all compressed bytes on ${route}: ${list(loaded)}`).toBeLessThanOrEqual(budget.totalKB);
  });
}
