import type { Page, Route } from '@playwright/test';

/**
 * Holds back every request matching `pattern` until the returned `release` is called, to see what a slow phone
 * shows meanwhile; then each is answered by `answer` (by default it goes on to the server).
 */
export async function holdRequests(
  page: Page,
  pattern: string,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await answer(route);
  });
  return release;
}
