import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withHomeScreenTags } from '#contract/app-icon.ts';
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

/** The built shell as `vite build` writes it (vite.config.ts adds the home-screen tags), without a build. */
const BUILT_TAGS =
  '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" sizes="180x180" />\n' +
  '<link rel="icon" href="/icons/favicon.png" sizes="96x96" />\n' +
  `<meta name="apple-mobile-web-app-title" content="${DEFAULT_SITE_SETTINGS.artistName}" />\n` +
  '<meta name="apple-mobile-web-app-capable" content="yes" />\n';

async function builtShell(): Promise<{ dir: string; html: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bridal-offline-shell-'));
  await mkdir(path.join(dir, 'client'), { recursive: true });
  const html = (await readFile(path.join(root, 'index.html'), 'utf8')).replace('</head>', () => `${BUILT_TAGS}</head>`);
  await writeFile(path.join(dir, 'client', 'index.html'), html);
  return { dir, html };
}

describe("the service worker's page, /index.html", () => {
  it('carries her home-screen name and monogram once she renames her business, and the build’s own script', async () => {
    const built = await builtShell();
    distDir = built.dir;
    server = await startTestServer({ seed: true, env: { DIST_DIR: distDir } });
    const firstRun = await server.request('/index.html');
    expect(firstRun.status).toBe(200);
    expect(firstRun.headers.get('content-type')).toMatch(/^text\/html/);
    expect(firstRun.headers.get('cache-control')).toBe('no-cache');
    expect(await firstRun.text()).toContain('<meta name="apple-mobile-web-app-title" content="Elena Marie" />');

    const saved = await server.request('/api/admin/site', {
      method: 'PUT',
      admin: true,
      json: { ...DEFAULT_SITE_SETTINGS, businessName: 'Sofia Reyes Beauty', artistName: 'Sofia Reyes' },
    });
    expect(saved.status).toBe(200);
    // As the worker asks for it when it installs (Workbox adds the revision).
    const page = await (await server.request('/index.html?__WB_REVISION__=abc')).text();
    expect(page).toContain('<meta name="apple-mobile-web-app-title" content="Sofia Reyes" />');
    expect(page).not.toContain('Elena Marie');
    expect(page).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png?for=SR"');
    expect(page).toContain('<link rel="icon" href="/icons/favicon.png?for=SR"');
    // Otherwise the build's shell as it is: its own entry script (it starts at once), no server-rendered content.
    expect(page).toBe(
      withHomeScreenTags(built.html, { artistName: 'Sofia Reyes', businessName: 'Sofia Reyes Beauty' }),
    );
    expect(page).toContain('<script type="module" src="/app/main.tsx"></script>');
  });

  it('writes a name safely into its tag', () => {
    const html = `<head>${BUILT_TAGS}</head>`;
    expect(withHomeScreenTags(html, { artistName: 'Zoë "Z" <b>', businessName: 'Zoë & Co' })).toContain(
      '<meta name="apple-mobile-web-app-title" content="Zoë &quot;Z&quot; &lt;b&gt;" />',
    );
  });
});
