import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { builtShell } from './shell.ts';

const root = path.resolve(import.meta.dirname, '../..');
let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A client build's shell and manifest, as `vite build` writes them (two fonts and a chunk), without a build. */
async function clientDir(manifest: Record<string, { file: string; src?: string; isEntry?: boolean }>) {
  dir = await mkdtemp(path.join(tmpdir(), 'bridal-fonts-'));
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), await readFile(path.join(root, 'index.html'), 'utf8'));
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const PRELOADS = [
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-abc.woff2" />',
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/cormorant-garamond-latin-def.woff2" />',
];

describe('her web fonts in the head', () => {
  it('are preloaded by every page the server writes, ahead of its own head, so its first paint is drawn in them', async () => {
    const shell = builtShell(
      await clientDir({
        'app/main.tsx': { file: 'assets/index-123.js', isEntry: true },
        'app/shared/fonts/inter-latin.woff2': { file: 'assets/inter-latin-abc.woff2' },
        'app/shared/fonts/cormorant-garamond-latin.woff2': { file: 'assets/cormorant-garamond-latin-def.woff2' },
      }),
    );
    const rendered = await shell.rendered(DEFAULT_SITE_SETTINGS, { head: '<title>Services</title>', html: '<main />' });
    const offline = await shell.offline(DEFAULT_SITE_SETTINGS);
    for (const page of [rendered, offline]) {
      for (const link of PRELOADS) expect(page.split(link)).toHaveLength(2);
    }
    expect(rendered.indexOf(PRELOADS[0]!)).toBeLessThan(rendered.indexOf('<title>Services</title>'));
  });

  it('leave the shell as it is when the build has no fonts', async () => {
    const shell = builtShell(await clientDir({}));
    expect(await shell.offline(DEFAULT_SITE_SETTINGS)).not.toContain('rel="preload"');
  });
});
