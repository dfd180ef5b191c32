import type { Locator, Page } from '@playwright/test';

/**
 * Whether React has taken over the element, so a click on a link is handled by the router, not the browser. A
 * server-rendered page's code starts after its main picture (public/boot.js, inline in the page), so a test that means a client-side
 * navigation waits for this first; otherwise the click is an ordinary page load.
 */
export const hydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/**
 * Waits until her two web fonts have loaded and been put in place (they swap in by themselves as they arrive,
 * app/shared/fonts/web-fonts.ts), and a frame has been drawn with them: a test that sums layout shifts from then on
 * measures what it means to, not the swap (which e2e/web-fonts.e2e.ts measures).
 */
export async function webFontsDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      ['Inter Variable', 'Cormorant Garamond Variable'].every((family) =>
        [...document.fonts].some((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded'),
      ),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
