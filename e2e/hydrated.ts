import type { Locator } from '@playwright/test';

/**
 * Whether React has taken over the element, so a click on a link is handled by the router, not the browser. A
 * server-rendered page's code starts after its main picture (public/boot.js, inline in the page), so a test that means a client-side
 * navigation waits for this first; otherwise the click is an ordinary page load.
 */
export const hydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
