import { expect, test, type Page } from '@playwright/test';

// A bride on her phone who only reads: no tap, no key, no scroll.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PUBLIC_PAGES = [
  '/',
  '/services',
  '/faqs',
  '/policies',
  '/testimonials',
  '/portfolio',
  '/preferred-vendors',
  '/contact-form',
  '/wedding-day-schedule',
];

/** How much later than the page each font file is answered. */
const FONT_DELAY_MS = 400;

/** Counts the page's layout shifts from its first paint on, as CLS does (shifts just after an input excluded). */
const watchShifts = () => {
  const shifts: { value: number; nodes: string[] }[] = [];
  Object.assign(window, { layoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const nodes = (entry.sources ?? []).map((source) => {
        const node = source.node;
        return node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${node.textContent?.slice(0, 40)}"`
          : String(node?.nodeName);
      });
      shifts.push({ value: entry.value, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/**
 * When the page first drew its heading and its text, and when each of her web fonts had arrived. Element Timing
 * reports an element's first paint with its text visible (text waiting for a font in its block period is not drawn
 * yet); the marks are put on as the parser adds the elements, before any frame. A font that arrives after that paint
 * was not in it: the page was drawn in a stand-in first (fonts loaded by code after the picture, or swapped in).
 */
const watchFirstPaints = () => {
  const marks = { heading: 'main h1, main h2', text: 'main p' };
  const painted: Record<string, number> = {};
  Object.assign(window, { firstPaints: painted });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[])
      painted[entry.identifier] ??= entry.renderTime;
  }).observe({ type: 'element', buffered: true });
  const mark = () => {
    for (const [name, selector] of Object.entries(marks)) {
      const element = document.querySelector(selector);
      if (element && !element.hasAttribute('elementtiming')) element.setAttribute('elementtiming', name);
    }
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true });
};

/** The font the browser actually drew an element's text with (Chromium's own report, not the CSS asked for). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) return [];
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.filter((font) => font.glyphCount > 0).map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

for (const route of PUBLIC_PAGES) {
  test(`${route} draws its headings and text in her web fonts from its first paint, without any input, and does not move`, async ({
    page,
  }) => {
    await page.addInitScript(watchShifts);
    await page.addInitScript(watchFirstPaints);
    // A slower line for the fonts than for the page, as on a phone: only fonts the page waits for before drawing
    // its text can be in its first paint (on this machine they could otherwise win a race with the first frame).
    await page.route('**/*.woff2', async (font) => {
      await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
      await font.continue();
    });
    await page.goto(route);
    const heading = 'main h1, main h2';
    const text = 'main p';
    await expect(page.locator(heading).first()).toBeVisible();
    // From the first paint: both fonts had arrived when the heading and the text were first drawn.
    await expect
      .poll(() => page.evaluate(() => Object.keys((window as unknown as { firstPaints: object }).firstPaints).sort()))
      .toEqual(['heading', 'text']);
    const { firstPaints, fonts } = await page.evaluate(() => ({
      firstPaints: (window as unknown as { firstPaints: Record<string, number> }).firstPaints,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({ url: entry.name, arrived: (entry as PerformanceResourceTiming).responseEnd })),
    }));
    expect(fonts.length, `her two web fonts are fetched with the page: ${JSON.stringify(fonts)}`).toBe(2);
    for (const font of fonts) {
      for (const [element, paintedAt] of Object.entries(firstPaints)) {
        expect(
          font.arrived,
          `${new URL(font.url).pathname} arrived at ${Math.round(font.arrived)} ms, after the ${element} was first drawn (${Math.round(paintedAt)} ms)`,
        ).toBeLessThanOrEqual(paintedAt);
      }
    }
    // Waiting only, no input: Chromium's own report of the fonts that drew them.
    await expect
      .poll(async () => [...(await renderedFonts(page, heading)), ...(await renderedFonts(page, text))], {
        timeout: 15_000,
      })
      .toEqual([expect.stringMatching(/^Cormorant Garamond/), expect.stringMatching(/^Inter/)]);
    // Nothing moves once the page is drawn (and where the fonts take over 3 s, the metric-matched fallback faces keep
    // their swap from moving it).
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number; nodes: string[] }[] }).layoutShifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shifts on ${route}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.01);
  });
}
