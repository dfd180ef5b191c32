import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');

const root = path.resolve(import.meta.dirname, '../..');

/** The home-screen tags vite.config.ts writes into the built page shell, with the first-run name. */
export const BUILT_HOME_SCREEN_TAGS =
  '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" sizes="180x180" />\n' +
  '<link rel="icon" href="/icons/favicon.png" sizes="96x96" />\n' +
  `<meta name="apple-mobile-web-app-title" content="${DEFAULT_SITE_SETTINGS.artistName}" />\n` +
  '<meta name="apple-mobile-web-app-capable" content="yes" />\n';

/** The manifest link vite-plugin-pwa adds to the built page shell. */
export const BUILT_MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest">\n';

/**
 * A seeded test server over the built page shell (and manifest) as `vite build` makes them, written into a
 * temporary dist folder without a build: CI runs the unit tests on a clean clone, before any. Registers an
 * `afterEach` that closes the server and removes the folder; call it once at the top of a test file.
 */
export function serverOverBuiltFiles() {
  let server: TestServer | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });
  /** `headTags` go before `</head>` of the project's index.html; `html` is the shell as written. */
  return async (headTags: string): Promise<{ server: TestServer; html: string }> => {
    dir = await mkdtemp(path.join(tmpdir(), 'bridal-built-'));
    await mkdir(path.join(dir, 'client'), { recursive: true });
    await writeFile(
      path.join(dir, 'client', 'manifest.webmanifest'),
      await readFile(path.join(root, 'manifest.webmanifest')),
    );
    const html = (await readFile(path.join(root, 'index.html'), 'utf8')).replace('</head>', () => `${headTags}</head>`);
    await writeFile(path.join(dir, 'client', 'index.html'), html);
    server = await startTestServer({ seed: true, env: { DIST_DIR: dir } });
    return { server, html };
  };
}

/**
 * A build whose server renderer is the app's own (app/entry-server.tsx, compiled by vitest as the test runs) and
 * whose HTML shell is the project's index.html: the pages are the ones visitors get, without running vite build.
 */
export async function buildWithAppRenderer(prefix: string): Promise<string> {
  const distDir = await mkdtemp(path.join(tmpdir(), prefix));
  await mkdir(path.join(distDir, 'client'), { recursive: true });
  await mkdir(path.join(distDir, 'server'), { recursive: true });
  await writeFile(path.join(distDir, 'client', 'index.html'), await readFile(path.join(projectRoot, 'index.html')));
  await writeFile(
    path.join(distDir, 'server', 'entry-server.js'),
    `export { render } from ${JSON.stringify(path.join(projectRoot, 'app', 'entry-server.tsx'))};\n`,
  );
  return distDir;
}
