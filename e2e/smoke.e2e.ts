import { createHash } from 'node:crypto';
import { COMPILE_EVERY_FUNCTION_AHEAD } from '../scripts/framework-chunk.ts';
import { expect, test } from '@playwright/test';

// This checks what the server answers; a service worker would answer page paths from its shell instead.
test.use({ serviceWorkers: 'block' });

test('the production server answers every page path with the app, and unknown paths with 404', async ({ page }) => {
  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('the dashboard names its lazily loaded code in its HTML, so it downloads at once', async ({ request }) => {
  const html = await (await request.get('/admin')).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1]!,
  );
  expect(preloads.find((href) => href.includes('/assets/admin-page-'))).toBeDefined();
  for (const href of preloads) expect((await request.get(href)).status(), href).toBe(200);
});

test('server-rendered pages send no code ahead of their picture: their inline boot script starts it once the page is on screen', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/faqs', '/wedding-day-schedule']) {
    const response = await request.get(path);
    const html = await response.text();
    expect(html, path).not.toContain('rel="modulepreload"');
    // The boot script is inline; the Content-Security-Policy allows it by its hash (and no inline script by any
    // other means), so a change to the script that the policy does not follow would leave every page without code.
    const boot = /<script type="module" data-app-entry[^>]*>([^<]+)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(boot).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(scriptSrc, path).toBe(`'self' 'sha256-${hash}'`);
    expect(html, path).toMatch(
      /<script type="module" data-app-entry="\/assets\/index-[\w-]+\.js" data-app-chunks="[^"]*\/assets\/framework-[\w-]+\.js[^"]*">[^<]+<\/script>/,
    );
    // Ahead of the code, nothing but her two web fonts, so the first paint is in them (decision 0023), and a page's
    // main picture.
    const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => tag);
    const fonts = preloads.filter((tag) => tag.includes('as="font"'));
    expect(fonts, path).toHaveLength(2);
    for (const tag of fonts) {
      expect(tag, path).toMatch(
        /^<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/[\w-]+\.woff2" ?\/?>$/,
      );
    }
    expect(
      preloads.filter((tag) => !fonts.includes(tag)).every((tag) => tag.includes('as="image"')),
      path,
    ).toBe(true);
  }
  // The framework chunk and the entry's pieces ask Chromium to compile all of them while they download
  // (scripts/framework-chunk.ts).
  const framework = /\/assets\/framework-[\w-]+\.js/.exec(await (await request.get('/')).text())![0];
  const frameworkCode = await (await request.get(framework)).text();
  expect(frameworkCode.startsWith(`${COMPILE_EVERY_FUNCTION_AHEAD}\n`)).toBe(true);
  // The rest of the entry's code comes in pieces (scripts/entry-segments.ts), named after the framework in the order
  // they run, each importing only the pieces named before it: the boot script evaluates one per task, and every module
  // runs where it would have run in one piece.
  const chunks = (/data-app-chunks="([^"]*)"/.exec(await (await request.get('/')).text())?.[1] ?? '').split(' ');
  const pieces = chunks.filter((chunk) => /\/assets\/app-\d+-/.test(chunk));
  expect(pieces.length).toBeGreaterThan(1);
  expect(chunks.indexOf(pieces[0]!)).toBeGreaterThan(chunks.indexOf(framework));
  for (const [index, piece] of pieces.entries()) {
    expect(piece).toContain(`/assets/app-${index + 1}-`);
    const code = await (await request.get(piece)).text();
    expect(code.startsWith(`${COMPILE_EVERY_FUNCTION_AHEAD}\n`), piece).toBe(true);
    const imported = [...code.matchAll(/from\s*"\.\/(app-\d+-[\w-]+\.js)"/g)].map(([, file]) => `/assets/${file}`);
    expect(
      imported.every((file) => pieces.includes(file) && pieces.indexOf(file) < index),
      piece,
    ).toBe(true);
  }
  // The code runs once the picture is on screen; the web fonts come with the page, preloaded, and are in its first
  // paint (web-fonts.e2e.ts checks that paint).
  await page.setViewportSize({ width: 390, height: 844 });
  const fonts: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect.poll(() => fonts.length).toBe(2);
  // "On screen" is the browser's report of the page's largest paint, here its main picture: the code is asked for
  // after it, so the picture has the connection to itself and the code costs the paint nothing.
  const { painted, codeAskedFor } = await page.evaluate(async () => {
    const largest = await new Promise<LargestContentfulPaint>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1) as LargestContentfulPaint)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const code = performance.getEntriesByType('resource').filter((entry) => /\/assets\/.+\.js$/.test(entry.name));
    return {
      painted: largest.element?.getAttribute('fetchpriority') === 'high' ? largest.renderTime : null,
      codeAskedFor: Math.min(...code.map((entry) => entry.startTime)),
    };
  });
  expect(painted, "the home page's largest paint is its main picture").not.toBeNull();
  expect(codeAskedFor).toBeGreaterThanOrEqual(painted!);
  const webFontsInUse = () =>
    page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Inter Variable')));
  // In use with no tap or key.
  await expect.poll(webFontsInUse).toBe(true);
  // A tap (here before or after the code has taken over) opens the menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })).toBeVisible();
});
