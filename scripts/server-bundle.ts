/**
 * The server as production runs it: server/main.ts and the HEIC worker bundled by esbuild into plain JavaScript,
 * their packages left to node_modules (sharp's native code, libheif's WebAssembly). `npm run build` writes it to
 * dist/server-<id>; the upload memory test bundles it the same way, to measure the process `npm start` runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** The version server/version.ts reports: the one string of package.json the server needs, not the whole file. */
const appVersion = () =>
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;

/** `readFileSync(new URL('../x', import.meta.url), 'utf8')`: a file read beside a module's source when it loads. */
const READ_BESIDE_SOURCE =
  /readFileSync\(\s*new URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)\s*,\s*(['"])utf-?8\3\s*\)/g;

/**
 * In the bundle every module's `import.meta.url` is dist/server/main.js, so a file a module reads beside its source
 * (public/boot.js, package.json) would be looked for in the wrong place. Such a read becomes the file's text, taken
 * at build time.
 */
const inlineFilesReadBesideSource: esbuild.Plugin = {
  name: 'inline-files-read-beside-source',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.match(READ_BESIDE_SOURCE)) return undefined;
      const contents = source.replace(READ_BESIDE_SOURCE, (_, _quote, relative: string) =>
        JSON.stringify(readFileSync(new URL(relative, pathToFileURL(args.path)), 'utf8')),
      );
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * Bundles the server into `outDir`, which must sit two folders below the project (as dist/server-<id> does), so the
 * packages it imports resolve from the project's node_modules as they do from source.
 */
export async function bundleServer(outDir: string) {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/main.ts',
      'heic-worker': 'server/uploads/heic-worker.ts',
      'pdf-worker': 'server/agreement/pdf-worker.ts',
      'restored-data-worker': 'server/backups/restored-data-worker.ts',
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Every package stays an import from node_modules: native code (sharp) and files a package reads next to itself
    // (libheif's WebAssembly) work as they do from source, and `npm prune --omit=dev` keeps exactly what is imported.
    packages: 'external',
    plugins: [inlineFilesReadBesideSource],
    define: { BUNDLED_APP_VERSION: JSON.stringify(appVersion()) },
    logLevel: 'warning',
  });

  // Any other file named relative to a module must be beside the bundle (the HEIC worker is); one that is not would
  // only fail in production, at the first request that needs it.
  for (const bundle of ['main.js', 'heic-worker.js', 'pdf-worker.js', 'restored-data-worker.js']) {
    const code = readFileSync(path.join(outDir, bundle), 'utf8');
    for (const [, , relative] of code.matchAll(/new URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g)) {
      if (!existsSync(path.join(outDir, relative!))) {
        throw new Error(`dist/server/${bundle} would read ${relative} beside itself at run time, and it is not there`);
      }
    }
  }
}
