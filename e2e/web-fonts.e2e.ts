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
  test(`${route} draws its headings and text in her web fonts without any input, and does not move`, async ({
    page,
  }) => {
    await page.addInitScript(watchShifts);
    await page.goto(route);
    const heading = 'main h1, main h2';
    const text = 'main p';
    await expect(page.locator(heading).first()).toBeVisible();
    // Waiting only: the fonts arrive and are put in place by themselves.
    await expect
      .poll(async () => [...(await renderedFonts(page, heading)), ...(await renderedFonts(page, text))], {
        timeout: 15_000,
      })
      .toEqual([expect.stringMatching(/^Cormorant Garamond/), expect.stringMatching(/^Inter/)]);
    // The metric-matched fallback faces make the swap invisible to the page's layout.
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number; nodes: string[] }[] }).layoutShifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shifts on ${route}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.01);
  });
}
