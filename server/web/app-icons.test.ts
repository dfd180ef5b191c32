import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const png = async (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  return Buffer.from(await response.arrayBuffer());
};

describe("the installed app's icon", () => {
  it("is drawn from her business's initials when she saves, at every address the manifest and the page name", async () => {
    server = await startTestServer({ seed: true });
    const firstRun = await png(await server.request('/icons/icon-512.png'));
    const saved = await server.request('/api/admin/site', {
      method: 'PUT',
      admin: true,
      json: { ...DEFAULT_SITE_SETTINGS, businessName: 'Sofia Reyes Beauty', artistName: 'Sofia Reyes' },
    });
    expect(saved.status).toBe(200);

    const manifest = await (await server.request('/manifest.webmanifest')).json();
    const sources = [
      ...manifest.icons.map((icon: { src: string }) => icon.src),
      ...manifest.shortcuts.flatMap((shortcut: { icons: { src: string }[] }) => shortcut.icons.map((i) => i.src)),
    ];
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const src of sources) expect(src).toMatch(/^\/icons\/[\w-]+\.png\?for=SR$/);

    const hers = await png(await server.request(sources[0]));
    const { width, height } = await sharp(hers).metadata();
    expect([width, height]).toEqual([192, 192]);
    const mine512 = await png(await server.request('/icons/icon-512.png?for=SR'));
    expect(mine512.equals(firstRun)).toBe(false);
    expect((await sharp(await png(await server.request('/icons/apple-touch-icon.png'))).metadata()).width).toBe(180);

    // The page iPhone reads the home-screen name and icon from.
    const page = await (await server.request('/')).text();
    expect(page).toContain('<meta name="apple-mobile-web-app-title" content="Sofia Reyes" />');
    expect(page).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png?for=SR"');
  });
});
