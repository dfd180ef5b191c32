import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer | undefined;
let distDir: string | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  if (distDir) await rm(distDir, { recursive: true, force: true });
  distDir = undefined;
});

const root = path.resolve(import.meta.dirname, '../..');

/** The built manifest and page shell as `vite build` makes them (its PWA plugin adds the manifest's link). */
async function builtShellAndManifest(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bridal-page-manifest-'));
  await mkdir(path.join(dir, 'client'), { recursive: true });
  await writeFile(
    path.join(dir, 'client', 'manifest.webmanifest'),
    await readFile(path.join(root, 'manifest.webmanifest')),
  );
  const html = (await readFile(path.join(root, 'index.html'), 'utf8')).replace(
    '</head>',
    () => '<link rel="manifest" href="/manifest.webmanifest">\n</head>',
  );
  await writeFile(path.join(dir, 'client', 'index.html'), html);
  return dir;
}

describe("the wedding-day schedule's own app", () => {
  it('is what its page names: its own id, start and scope, her business in its name; the site keeps its own', async () => {
    distDir = await builtShellAndManifest();
    server = await startTestServer({ seed: true, env: { DIST_DIR: distDir } });
    const saved = await server.request('/api/admin/site', {
      method: 'PUT',
      admin: true,
      json: { ...DEFAULT_SITE_SETTINGS, businessName: 'Sofia Reyes Beauty', artistName: 'Sofia Reyes' },
    });
    expect(saved.status).toBe(200);

    const schedulePage = await (await server.request('/wedding-day-schedule')).text();
    expect(schedulePage).toContain('<link rel="manifest" href="/wedding-day-schedule.webmanifest">');
    expect(schedulePage).not.toContain('href="/manifest.webmanifest"');
    expect(await (await server.request('/services')).text()).toContain(
      '<link rel="manifest" href="/manifest.webmanifest">',
    );

    const answer = await server.request('/wedding-day-schedule.webmanifest');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      id: '/wedding-day-schedule',
      start_url: '/wedding-day-schedule',
      scope: '/wedding-day-schedule',
      name: 'Wedding Day Schedule | Sofia Reyes Beauty',
      short_name: 'My Schedule',
      display: 'standalone',
    });
    expect(manifest.shortcuts).toBeUndefined();
    for (const icon of manifest.icons) expect(icon.src).toMatch(/\?for=SR$/);

    const site = await (await server.request('/manifest.webmanifest')).json();
    expect(site).toMatchObject({ id: '/', start_url: '/', scope: '/', name: 'Sofia Reyes Beauty' });
  });
});
