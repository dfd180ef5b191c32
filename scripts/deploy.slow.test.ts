/**
 * SLOW (several minutes: three `npm ci` and four builds): the install, build, deploy and rollback that production
 * uses, run for real on a clean clone of this repository's committed HEAD, with a server answering all along.
 *
 * 1. `npm ci` on a clean clone, then `npm start`, which builds it once and serves it, then `npm run build` again
 *    while that server answers;
 * 2. scripts/deploy.sh of that commit (release A), which prunes to production packages: the compiled server serves
 *    pages and a HEIC upload with no development package left;
 * 3. scripts/deploy.sh of a commit whose app code differs (release B), then scripts/rollback.sh to A,
 * while a loop asks for A's and then B's hashed files, /sw.js and a page: not one answer may be other than 200.
 * Connections refused while the service restarts are retried, as Caddy does (lb_try_duration in docs/deploy.md).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, readFileSync, readlinkSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const ADMIN_KEY = randomBytes(18).toString('base64url');
const fixture = (name: string) => readFile(path.join(root, 'server/test/fixtures', name));

/** Runs a command to its end; rejects with its output if it fails. */
function run(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The hashed files a page names: its entry, the chunks it starts, its styles and fonts. */
/** Waits until the server at `base` answers its home page; `log` is its output, shown if it never does. */
async function answering(base: string, log: string, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const status = await fetch(`${base}/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${base} did not answer 200 within ${seconds} s; its output:\n${readFileSync(log, 'utf8').slice(-4000)}`,
  );
}

const assetsOf = (html: string) => [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css|woff2)/g) ?? [])];

/**
 * Asks for each path in turn until stopped, and keeps every answer that is not 200. A refused or dropped connection
 * (the service restarting) is asked again, for up to 20 s, as the reverse proxy in front of the site does.
 */
function requestLoop(base: string, paths: () => string[]) {
  const problems: string[] = [];
  let answers = 0;
  let retries = 0;
  let stopped = false;
  const ask = async (url: string) => {
    const until = Date.now() + 20_000;
    for (;;) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        return response.status;
      } catch (error) {
        if (Date.now() > until) return `no answer (${(error as Error).message})`;
        retries += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const done = (async () => {
    while (!stopped) {
      for (const pathname of paths()) {
        const status = await ask(`${base}${pathname}`);
        answers += 1;
        if (status !== 200) problems.push(`${pathname}: ${status}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    problems,
    answers: () => answers,
    retries: () => retries,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

describe('deploys and rollbacks with no missing file (slow: several minutes)', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }, 120_000);

  it(
    'installs a clean clone with npm ci, rebuilds in place, deploys two versions and rolls back, all answered 200',
    { timeout: 25 * 60_000 },
    async () => {
      const work = await mkdtemp(path.join(tmpdir(), 'bridal-deploy-'));
      cleanups.push(() => rm(work, { recursive: true, force: true }));
      const repo = path.join(work, 'repo');
      const siteRoot = path.join(work, 'site');
      const shared = path.join(work, 'shared');
      await run('git', ['clone', '--quiet', root, repo], { cwd: work });
      const commitA = (await run('git', ['rev-parse', 'HEAD'], { cwd: repo })).trim();

      // 1. A clean clone installs from the lock file alone; `npm start` builds it once and serves it; a build in
      // place never leaves a file missing.
      await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: repo });
      const inPlacePort = await freePort();
      const inPlaceLog = openSync(path.join(work, 'in-place-server.log'), 'a');
      const inPlaceServer = spawn('npm', ['start'], {
        cwd: repo,
        env: {
          ...process.env,
          PORT: String(inPlacePort),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(work, 'in-place-data'),
          UPLOADS_DIR: path.join(work, 'in-place-data', 'uploads'),
          ADMIN_KEY: ADMIN_KEY,
          LOG_REQUESTS: 'false',
          NODE_ENV: 'production',
        },
        stdio: ['ignore', inPlaceLog, inPlaceLog],
        // A group of its own (npm and the server under it), ended as one.
        detached: true,
      });
      const stopInPlace = () => process.kill(-inPlaceServer.pid!, 'SIGTERM');
      cleanups.push(async () => stopInPlace());
      const inPlaceBase = `http://127.0.0.1:${inPlacePort}`;
      await answering(inPlaceBase, path.join(work, 'in-place-server.log'), 300);
      expect(readFileSync(path.join(work, 'in-place-server.log'), 'utf8')).toContain('building it once');
      const inPlaceAssets = assetsOf(await (await fetch(`${inPlaceBase}/`)).text());
      const inPlaceLoop = requestLoop(inPlaceBase, () => ['/sw.js', '/', ...inPlaceAssets]);
      expect(inPlaceAssets.length).toBeGreaterThan(1);
      await run('npm', ['run', 'build'], { cwd: repo });
      await inPlaceLoop.stop();
      stopInPlace();
      expect(inPlaceLoop.problems).toEqual([]);
      expect(inPlaceLoop.answers()).toBeGreaterThan(50);

      // Release B: the same code but for one line of the app's entry, so its hashed files are new.
      await writeFile(
        path.join(repo, 'app/main.tsx'),
        `${readFileSync(path.join(repo, 'app/main.tsx'), 'utf8')}\nconsole.info('release B');\n`,
      );
      const git = ['-c', 'user.name=Deploy test', '-c', 'user.email=deploy-test@example.com'];
      await run('git', [...git, 'commit', '--quiet', '-am', 'Release B'], { cwd: repo });
      const commitB = (await run('git', ['rev-parse', 'HEAD'], { cwd: repo })).trim();

      // The service: systemctl restart stands in for a script that stops the server started last and starts one
      // from `current`, as systemd does with deploy/bridal-site.service.
      const port = await freePort();
      const pidFile = path.join(work, 'server.pid');
      const restart = path.join(work, 'restart.sh');
      await writeFile(
        restart,
        [
          '#!/bin/sh',
          `if [ -f '${pidFile}' ]; then pid=$(cat '${pidFile}'); kill -TERM "$pid" 2>/dev/null;`,
          '  while kill -0 "$pid" 2>/dev/null; do sleep 0.05; done; fi',
          `cd '${siteRoot}/current' || exit 1`,
          `PORT=${port} HOST=127.0.0.1 DATA_DIR='${shared}/data' UPLOADS_DIR='${shared}/uploads' ADMIN_KEY='${ADMIN_KEY}' \\`,
          `  LOG_REQUESTS=false NODE_ENV=production node dist/server/main.js >>'${path.join(work, 'server.log')}' 2>&1 </dev/null &`,
          `echo $! > '${pidFile}'`,
          '',
        ].join('\n'),
      );
      await chmod(restart, 0o755);
      cleanups.push(async () => process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGTERM'));
      const base = `http://127.0.0.1:${port}`;
      const releaseEnv = {
        SITE_ROOT: siteRoot,
        REPO: repo,
        RESTART_COMMAND: restart,
        CHECK_URL: `${base}/`,
      };
      const serverLog = path.join(work, 'server.log');
      const withServerLog = (error: Error) => {
        throw new Error(`${error.message}\nThe server's output:\n${readFileSync(serverLog, 'utf8').slice(-4000)}`);
      };
      const deploy = (commit: string) =>
        run('bash', [path.join(root, 'scripts/deploy.sh'), commit], { cwd: work, env: releaseEnv }).catch(
          withServerLog,
        );
      const live = () => readlinkSync(path.join(siteRoot, 'current'));

      // 2. Release A, pruned to production packages: pages, the API and a HEIC photo (decoded in a worker).
      await deploy(commitA);
      expect(live()).toMatch(new RegExp(`^releases/\\d{8}T\\d{6}Z-${commitA.slice(0, 12)}$`));
      const releaseA = live();
      for (const devPackage of ['tsx', 'vite', 'esbuild', 'vitest']) {
        await expect(
          readFile(path.join(siteRoot, releaseA, 'node_modules', devPackage, 'package.json')),
        ).rejects.toThrow();
      }
      const form = new FormData();
      form.append(
        'image',
        new Blob([new Uint8Array(await fixture('quadrants.heic'))], { type: 'image/heic' }),
        'IMG_1.HEIC',
      );
      const upload = await fetch(`${base}/api/admin/upload`, {
        method: 'POST',
        headers: { 'x-admin-key': ADMIN_KEY },
        body: form,
      });
      expect(upload.status, await upload.clone().text()).toBe(201);
      const { imageUrl } = (await upload.json()) as { imageUrl: string };
      expect((await fetch(`${base}${imageUrl}`)).status).toBe(200);
      expect((await fetch(`${base}/api/faqs`)).status).toBe(200);

      // 3. Deploy B and roll back to A while the pages of both keep asking for their files.
      const assetsA = assetsOf(await (await fetch(`${base}/`)).text());
      let assetsB: string[] = [];
      const loop = requestLoop(base, () => ['/sw.js', '/', imageUrl, ...assetsA, ...assetsB]);
      await deploy(commitB);
      expect(live()).toContain(commitB.slice(0, 12));
      assetsB = assetsOf(await (await fetch(`${base}/`)).text());
      expect(assetsB.filter((asset) => !assetsA.includes(asset)).length).toBeGreaterThan(0);
      const answeredBeforeRollback = loop.answers();
      await run('bash', [path.join(root, 'scripts/rollback.sh')], { cwd: work, env: releaseEnv }).catch(withServerLog);
      expect(live()).toBe(releaseA);
      expect(assetsOf(await (await fetch(`${base}/`)).text())).toEqual(assetsA);
      // A few more rounds on A, asking for B's files too.
      const afterRollback = loop.answers();
      while (loop.answers() < afterRollback + 3 * (assetsA.length + assetsB.length + 3)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await loop.stop();
      expect(loop.problems).toEqual([]);
      expect(answeredBeforeRollback).toBeGreaterThan(100);
      console.log(
        `deploy test: ${inPlaceLoop.answers()} answers during a build in place, ${loop.answers()} during a deploy and a rollback (${loop.retries()} connections retried while restarting), none other than 200`,
      );
    },
  );
});
