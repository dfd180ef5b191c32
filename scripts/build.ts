/**
 * `npm run build`: the browser app, its server render and the server itself, compiled into `dist/`:
 *
 *   dist/client -> client-<id>   the browser app (hashed files in assets/, precompressed .br and .gz beside them)
 *   dist/server -> server-<id>   entry-server.js (the server render), main.js (the server), heic-worker.js and pdf-worker.js
 *
 * Each build goes into folders of its own and the two links are switched when it is complete, so a server running
 * during a build never meets a half-written or emptied folder (Vite empties its output first: /sw.js and the main
 * bundle answered 404 while a build ran in place). The hashed files of the build before are copied into the new
 * one's assets/ (those it has not got), so a page opened before the switch, or after a restart onto the new build,
 * still finds every file it asks for. The last few builds are kept, for a server still running from one of them.
 *
 * The server is bundled with esbuild (scripts/server-bundle.ts), its packages left to node_modules (sharp's native
 * code, libheif's WebAssembly), so production runs plain JavaScript: `node dist/server/main.js`, with no TypeScript
 * compiler in the process.
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleServer } from './server-bundle.ts';

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

await bundleServer(serverOut);

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
