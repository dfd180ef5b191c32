import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

interface Budget {
  scriptKB: number;
  totalKB: number;
}
const budgets = JSON.parse(readFileSync(new URL('../performance-budget.json', import.meta.url), 'utf8'))
  .routes as Record<string, Budget>;

// A cold first visit, as a bride arriving from a search result: no cache, no service worker yet.
test.use({ serviceWorkers: 'block' });

for (const [route, budget] of Object.entries(budgets)) {
  test(`a first visit to ${route} stays within its compressed byte budget`, async ({ page }) => {
    const sizes: { type: string; bytes: number; url: string }[] = [];
    page.on('requestfinished', async (request) => {
      const { responseBodySize } = await request.sizes();
      sizes.push({ type: request.resourceType(), bytes: responseBodySize, url: request.url() });
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    // Lazy images below the fold count too once a visitor scrolls; the budget is for what loads without scrolling.
    await page.waitForTimeout(200);
    const kb = (type?: string) =>
      sizes.filter((s) => !type || s.type === type).reduce((sum, s) => sum + s.bytes, 0) / 1024;
    const scripts = sizes.filter((s) => s.type === 'script');
    expect(scripts.length, 'the page loads its script').toBeGreaterThan(0);
    expect(
      kb('script'),
      `compressed JavaScript on ${route}: ${scripts.map((s) => `${s.url} ${s.bytes}`).join(', ')}`,
    ).toBeLessThanOrEqual(budget.scriptKB);
    expect(kb(), `all compressed bytes on ${route}`).toBeLessThanOrEqual(budget.totalKB);
  });
}
