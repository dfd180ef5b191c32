/**
 * `npm start`: the compiled server (dist/server/main.js), built first if this copy has never been built, as on a
 * fresh clone after `npm install`. Plain JavaScript, since the server it starts is not there before the build.
 * The server runs in this process, so a signal sent to it (Ctrl+C, SIGTERM) reaches the server itself.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const main = path.join(root, 'dist', 'server', 'main.js');
if (!existsSync(main)) {
  console.log('No build of the app yet; building it once (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(main)) {
    console.error('The app could not be built; see the output above.');
    process.exit(1);
  }
}
await import(pathToFileURL(main).href);
