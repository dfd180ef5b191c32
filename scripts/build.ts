/**
 * `npm run build`: the browser app, its server render and the server itself, compiled into `dist/`:
 *
 *   dist/client -> client-<id>   the browser app (hashed files in assets/, precompressed .br and .gz beside them)
 *   dist/server -> server-<id>   entry-server.js (the server render), main.js (the server) and heic-worker.js
 *
 * Each build goes into folders of its own and the two links are switched when it is complete, so a server running
 * during a build never meets a half-written or emptied folder (Vite empties its output first: /sw.js and the main
 * bundle answered 404 while a build ran in place). The hashed files of the build before are copied into the new
 * one's assets/ (those it has not got), so a page opened before the switch, or after a restart onto the new build,
 * still finds every file it asks for. The last few builds are kept, for a server still running from one of them.
 *
 * The server is bundled with esbuild, its packages left to node_modules (sharp's native code, libheif's WebAssembly),
 * so production runs plain JavaScript: `node dist/server/main.js`, with no TypeScript compiler in the process.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

/** Builds kept in dist/ besides the new one: a server started from the one before keeps finding its files. */
const KEEP_BUILDS = 3;

const root = path.resolve(import.meta.dirname, '..');
// Always dist/ under the project: the server's bundle then sits two folders down, as its source does, so what it
// reads relative to itself (public/boot.js) and the packages it imports (node_modules/) are where they were.
const distDir = path.join(root, 'dist');
const id = new Date().toISOString().replace(/[:.]/g, '-');
const clientOut = path.join(distDir, `client-${id}`);
const serverOut = path.join(distDir, `server-${id}`);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    rmSync(clientOut, { recursive: true, force: true });
    rmSync(serverOut, { recursive: true, force: true });
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  }
}

const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
// Vite keeps a NODE_ENV it finds (a test runner's `test`, a shell's `development`) and then compiles React's JSX for
// development, which the production server cannot render (jsxDEV is missing from React's production build).
const production = { ...process.env, NODE_ENV: 'production' };
run(process.execPath, [vite, 'build', '--outDir', clientOut], production);
run(process.execPath, [vite, 'build', '--ssr', 'app/entry-server.tsx', '--outDir', serverOut], production);

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

await esbuild.build({
  absWorkingDir: root,
  entryPoints: { main: 'server/main.ts', 'heic-worker': 'server/uploads/heic-worker.ts' },
  outdir: serverOut,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Every package stays an import from node_modules: native code (sharp) and files a package reads next to itself
  // (libheif's WebAssembly) work as they do from source, and `npm prune --omit=dev` keeps exactly what is imported.
  packages: 'external',
  plugins: [inlineFilesReadBesideSource],
  logLevel: 'warning',
});

// Any other file named relative to a module must be beside the bundle (the HEIC worker is); one that is not would
// only fail in production, at the first request that needs it.
for (const bundle of ['main.js', 'heic-worker.js']) {
  const code = readFileSync(path.join(serverOut, bundle), 'utf8');
  for (const [, , relative] of code.matchAll(/new URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g)) {
    if (!existsSync(path.join(serverOut, relative!))) {
      throw new Error(`dist/server/${bundle} would read ${relative} beside itself at run time, and it is not there`);
    }
  }
}

run(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'precompress.ts'), clientOut]);

// The build's own hashed files, so that the next build carries over these and not ones this build carried itself.
const ownAssets = readdirSync(path.join(clientOut, 'assets'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(path.join(clientOut, 'assets'), path.join(entry.parentPath, entry.name)));
mkdirSync(path.join(clientOut, '.vite'), { recursive: true });
writeFileSync(path.join(clientOut, '.vite', 'own-assets.json'), `${JSON.stringify(ownAssets.sort(), null, 1)}\n`);

// From the build being replaced here, or (in a new release folder, see scripts/deploy.sh) from the running release.
const carryFrom = process.env.CARRY_ASSETS_FROM ? path.resolve(process.env.CARRY_ASSETS_FROM) : distDir;
run(process.execPath, [path.join(root, 'scripts', 'carry-assets.mjs'), path.join(carryFrom, 'client'), clientOut]);

/** Points dist/<name> at the new folder in one step (a rename over the old link); a folder of the old layout moves aside. */
function switchLink(name: 'client' | 'server', target: string) {
  const link = path.join(distDir, name);
  const isRealFolder = (() => {
    try {
      return lstatSync(link).isDirectory();
    } catch {
      return false;
    }
  })();
  if (isRealFolder) renameSync(link, path.join(distDir, `${name}-0000-before-links`));
  const temporary = path.join(distDir, `.${name}-${id}.link`);
  symlinkSync(path.basename(target), temporary);
  renameSync(temporary, link);
}
// The client first: a server starting in between gets the new pages with the previous server, never the reverse.
switchLink('client', clientOut);
switchLink('server', serverOut);

for (const name of ['client', 'server']) {
  const builds = readdirSync(distDir)
    .filter((entry) => entry.startsWith(`${name}-`))
    .sort();
  for (const old of builds.slice(0, -KEEP_BUILDS)) rmSync(path.join(distDir, old), { recursive: true, force: true });
}
console.log(
  `Built ${path.relative(root, clientOut)} and ${path.relative(root, serverOut)}; dist/client and dist/server now point at them.`,
);
