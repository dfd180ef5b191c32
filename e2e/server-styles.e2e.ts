import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated.ts';

// What the server sends is checked; a service worker would answer page paths from its shell instead.
test.use({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/**
 * Installed before the page's own scripts: keeps the server's `<style data-styled>` element, and every style sheet
 * element added to or removed from the document after it was parsed (styled-components' own rehydration removes the
 * server's element and adds one of its own: the page is restyled).
 */
const watchStyles = () => {
  const changes: string[] = [];
  Object.assign(window, { styleChanges: changes });
  document.addEventListener('DOMContentLoaded', () => {
    const serverStyle = document.querySelector<HTMLStyleElement>('style[data-styled]');
    Object.assign(window, { serverStyle, serverRules: serverStyle?.sheet?.cssRules.length ?? 0 });
    // A style element of another type than CSS is no style sheet to the browser.
    const isSheet = (node: Node) => node instanceof HTMLStyleElement && (!node.type || node.type === 'text/css');
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (isSheet(node)) changes.push('added');
        for (const node of record.removedNodes) if (isSheet(node)) changes.push('removed');
      }
    }).observe(document, { childList: true, subtree: true });
  });
};

/** Three of app/shared/global-style.ts's rules, as the browser applies them. */
const globalRulesApply = (page: Page) =>
  page.evaluate(() => {
    const body = getComputedStyle(document.body);
    return {
      bodyMargin: body.margin,
      bodyOverflowX: body.overflowX,
      boxSizing: getComputedStyle(document.querySelector('main') ?? document.body).boxSizing,
    };
  });
const GLOBAL_RULES_APPLIED = { bodyMargin: '0px', bodyOverflowX: 'hidden', boxSizing: 'border-box' };

type Watched = Window & { serverStyle: HTMLStyleElement | null; serverRules: number; styleChanges: string[] };

test("the page's code keeps the server's styles as they are, and styles what it draws later into the same sheet", async ({
  page,
}) => {
  await page.addInitScript(watchStyles);
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect.poll(() => hydrated(menuButton)).toBe(true);
  const sheets = () =>
    page.evaluate(() => {
      const { serverStyle, styleChanges } = window as unknown as Watched;
      const styles = [...document.querySelectorAll('style')];
      return {
        serverStyleKept: serverStyle !== null && styles.length === 1 && styles[0] === serverStyle,
        styleChanges,
        rules: serverStyle?.sheet?.cssRules.length ?? 0,
      };
    });
  const atHydration = await sheets();
  expect(atHydration.serverStyleKept).toBe(true);
  expect(atHydration.styleChanges).toEqual([]);
  // Every component found its class name among the server's rules and added none: the code names its components as
  // the server did (a component's name depends on the order the code defines them in, scripts/entry-segments.ts).
  expect(atHydration.rules).toBe(await page.evaluate(() => (window as unknown as Watched).serverRules));
  // The global rules are the server's (the code does not render its own copy on such a page) and still apply.
  expect(await globalRulesApply(page)).toEqual(GLOBAL_RULES_APPLIED);

  await menuButton.tap();
  await expect(page.locator('#site-nav')).toBeVisible();
  expect((await sheets()).serverStyleKept).toBe(true);

  // A page drawn in the browser alone is styled as the server would have styled it: its styles, new to the page,
  // go into the server's sheet.
  await page.locator('#site-nav').getByRole('link', { name: 'Services' }).first().tap();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/Services/i);
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Cormorant Garamond');
  const drawnHere = await sheets();
  expect(drawnHere.styleChanges).toEqual([]);
  expect(drawnHere.serverStyleKept).toBe(true);
  expect(drawnHere.rules).toBeGreaterThan(atHydration.rules);
  expect(await globalRulesApply(page)).toEqual(GLOBAL_RULES_APPLIED);
});

test('a page drawn with no server styles (the dashboard) gets the global rules from its code', async ({ page }) => {
  await page.addInitScript(watchStyles);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as Watched).serverStyle)).toBeNull();
  expect(await globalRulesApply(page)).toEqual(GLOBAL_RULES_APPLIED);
});
