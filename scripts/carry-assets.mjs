/**
 * `node scripts/carry-assets.mjs FROM_CLIENT_DIR TO_CLIENT_DIR`: copies the hashed files of one build of the app
 * (its own, as listed in its .vite/own-assets.json) into another build's assets/, skipping those already there.
 * A page opened from the first build, or its service worker, can then still fetch every file it names once the
 * second is served (after a deploy, or after a rollback in the other direction). Only the first build's own files
 * are carried, never ones it had carried itself, so assets/ holds two builds' files at most.
 * Plain JavaScript: scripts/rollback.sh runs it in a release whose development packages are gone.
 */
import { copyFileSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

function carryAssets(fromClientDir, toClientDir) {
  const from = path.join(fromClientDir, 'assets');
  const to = path.join(toClientDir, 'assets');
  if (!existsSync(from)) return 0;
  const list = path.join(fromClientDir, '.vite', 'own-assets.json');
  // A build from before these lists carried nothing itself, so all of its assets are its own.
  const names = existsSync(list)
    ? JSON.parse(readFileSync(list, 'utf8'))
    : readdirSync(from, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(from, path.join(entry.parentPath, entry.name)));
  let copied = 0;
  for (const name of names) {
    const target = path.join(to, name);
    if (!target.startsWith(to + path.sep) || existsSync(target) || !existsSync(path.join(from, name))) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(from, name), target, constants.COPYFILE_EXCL);
    copied += 1;
  }
  return copied;
}

const [fromClientDir, toClientDir] = process.argv.slice(2);
if (!fromClientDir || !toClientDir) {
  console.error('usage: node scripts/carry-assets.mjs FROM_CLIENT_DIR TO_CLIENT_DIR');
  process.exit(2);
}
// Resolved, so that a link to a build (dist/client, a release's `current`) names the files it points at.
const copied = carryAssets(realpathOrSelf(fromClientDir), realpathOrSelf(toClientDir));
if (copied > 0) console.log(`Kept ${copied} file(s) of the build before in ${path.join(toClientDir, 'assets')}.`);

function realpathOrSelf(dir) {
  return existsSync(dir) ? realpathSync(dir) : path.resolve(dir);
}
