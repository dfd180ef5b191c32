import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { BUILT_HOME_SCREEN_TAGS, serverOverBuiltFiles } from '../test/built-files.ts';

const root = path.resolve(import.meta.dirname, '../..');

const startServer = serverOverBuiltFiles();

const png = async (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  return Buffer.from(await response.arrayBuffer());
};

describe("the installed app's icon", () => {
  it("is drawn from her business's initials when she saves, at every address the manifest and the page name", async () => {
    const { server } = await startServer(BUILT_HOME_SCREEN_TAGS);
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

    // The browser tab's icon: hers too, a PNG (the page's renderer builds a whole document for an SVG one).
    expect(page).toContain('<link rel="icon" href="/icons/favicon.png?for=SR"');
    const favicon = await png(await server.request('/icons/favicon.png?for=SR'));
    expect((await sharp(favicon).metadata()).width).toBe(96);
    expect(favicon.equals(await readFile(path.join(root, 'public', 'icons', 'favicon.png')))).toBe(false);
  });

  it('is the first-run monogram in the files the build ships, drawn as the server draws it', async () => {
    const { server } = await startServer(BUILT_HOME_SCREEN_TAGS);
    // public/icons/ is written by scripts/make-icons.ts; a design change in the server's drawing shows up here.
    for (const [address, file] of [
      ['/icons/favicon.png', 'favicon.png'],
      ['/icons/icon-512.png', 'icon-512.png'],
    ] as const) {
      const served = Buffer.from(await (await server.request(address)).arrayBuffer());
      expect(served.equals(await readFile(path.join(root, 'public', 'icons', file))), file).toBe(true);
    }
  });
});
