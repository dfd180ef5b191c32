import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepPng } from './images.ts';
import { bundleServer } from '../../scripts/server-bundle.ts';
import { untilProcessIdle } from '#test-support/process-idle.ts';
import { fakeBuild, spawnServer, type SpawnedServer } from '#test-support/spawn-server.ts';

const ADMIN_KEY = 'memory-test-admin-key-123';
const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const MB = 1024 * 1024;

/** The process's peak resident set so far (VmHWM), in MB: every byte it held at once, native memory included. */
async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

// Reads /proc, so Linux only. A burst runs for several seconds on a 2-core machine; start-up takes a few too.
describe.skipIf(process.platform !== 'linux')(
  'server memory under a burst of large uploads',
  { timeout: 120_000 },
  () => {
    const dirs: string[] = [];
    let distDir: string;
    /** The server compiled as `npm run build` compiles it: production runs no TypeScript compiler in the process. */
    let compiledMain: string;
    let files: { deep49: string; deepAlpha49: string; interlaced49: string; deep100: string };
    const servers: SpawnedServer[] = [];

    beforeAll(async () => {
      distDir = await fakeBuild();
      // Two folders below the project, as dist/server-<id> is, so its packages resolve as in production.
      await mkdir(path.join(projectRoot, 'dist'), { recursive: true });
      const serverDir = await mkdtemp(path.join(projectRoot, 'dist', '.memory-test-server-'));
      dirs.push(serverDir);
      await bundleServer(serverDir);
      compiledMain = path.join(serverDir, 'main.js');
      const imageDir = await mkdtemp(path.join(tmpdir(), 'bridal-memory-images-'));
      dirs.push(distDir, imageDir);
      files = {
        deep49: path.join(imageDir, '7000x7000-16bit.png'),
        deepAlpha49: path.join(imageDir, '7000x7000-16bit-rgba.png'),
        interlaced49: path.join(imageDir, '7000x7000-16bit-interlaced.png'),
        deep100: path.join(imageDir, '10000x10000-16bit.png'),
      };
      const deep49 = await deepPng(7000, 7000);
      await writeFile(files.deep49, deep49);
      await writeFile(files.deepAlpha49, await deepPng(7000, 7000, 4));
      // Adam7 interlacing: its decoder cannot stream rows, so each photo is decoded whole (294 MB of pixels).
      await writeFile(
        files.interlaced49,
        await sharp(deep49, { limitInputPixels: false }).png({ progressive: true }).toBuffer(),
      );
      await writeFile(files.deep100, await deepPng(10_000, 10_000));
    }, 120_000);
    afterAll(async () => {
      for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await Promise.all(servers.map((server) => server.exited));
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    });

    async function start() {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-memory-'));
      dirs.push(dataDir);
      const server = await spawnServer(
        {
          DATA_DIR: dataDir,
          UPLOADS_DIR: path.join(dataDir, 'uploads'),
          DIST_DIR: distDir,
          ADMIN_KEY,
          // As production runs it: deploy/bridal-site.service sets MALLOC_ARENA_MAX=2, whatever this machine's CI
          // sets. With glibc's allocator as it comes (`npm start` by hand) each thread that decodes keeps its own
          // arena, and the peak depends on which threads ran which decode: 440 to 490 MB here alone, 610 and once
          // 666 in CI runs after the browser tests; with two arenas, about 320 MB.
          MALLOC_ARENA_MAX: '2',
        },
        [],
        compiledMain,
      );
      servers.push(server);
      expect(server.url, server.output()).not.toBe('');
      const environment = await readFile(`/proc/${server.child.pid}/environ`, 'utf8');
      expect(environment.split('\0').filter((entry) => entry.startsWith('MALLOC_ARENA_MAX='))).toEqual([
        'MALLOC_ARENA_MAX=2',
      ]);
      // Its start-up (every page rendered and compressed, about 130 MB) over before the burst, as it is before a
      // real visitor's; on a busy machine it could run into the burst.
      await untilProcessIdle(server.child.pid!, Date.now() + 120_000);
      return server;
    }

    /** Sends `count` uploads of the same file at once; resolves with each one's status and body. */
    async function burst(server: SpawnedServer, file: string, count = 16) {
      const bytes = await readFile(file);
      expect(bytes.length).toBeLessThan(15 * MB);
      return Promise.all(
        Array.from({ length: count }, async (_, index) => {
          const form = new FormData();
          form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `photo-${index}.png`);
          const response = await fetch(`${server.url}/api/admin/upload`, {
            method: 'POST',
            headers: { 'x-admin-key': ADMIN_KEY },
            body: form,
          });
          return { status: response.status, body: (await response.json()) as Record<string, unknown> };
        }),
      );
    }

    it('runs a bundle that carries the version alone, none of package.json and its development packages', async () => {
      // Checked here, on the bundle these tests build anyway, rather than building another.
      const packageJson = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as {
        version: string;
        devDependencies: Record<string, string>;
      };
      const code = await readFile(compiledMain, 'utf8');
      expect(code).not.toContain('devDependencies');
      // A package's name as a string of its own ("vitest", \"vitest\"): "tsx" and "vite" also name files here.
      const quoted = (name: string) =>
        new RegExp(`\\\\?["'\`]${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\\\?["'\`]`);
      const named = Object.keys(packageJson.devDependencies).filter((name) => quoted(name).test(code));
      expect(named).toEqual([]);
      const server = await start();
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as { version: string };
      expect(health.version).toBe(packageJson.version);
    });

    it('accepts sixteen 49-megapixel 16-bit PNGs sent at once and stays under 600 MB resident', async () => {
      const server = await start();
      const replies = await burst(server, files.deep49);
      const peak = await peakRssMb(server.child.pid!);
      console.log(`Peak RSS, sixteen 7000 x 7000 16-bit PNGs at once: ${peak} MB`);
      expect(replies.map((reply) => reply.status)).toEqual(Array(16).fill(201));
      for (const reply of replies) expect(reply.body).toMatchObject({ width: 1600, height: 1600 });
      expect(peak).toBeLessThan(600);
    });

    it('accepts sixteen 49-megapixel 16-bit RGBA PNGs sent at once and stays under 600 MB resident', async () => {
      // 8 bytes a pixel, 392 MB decoded: two at once, as two RGB ones run, peaked at 784 MB.
      const server = await start();
      const replies = await burst(server, files.deepAlpha49);
      const peak = await peakRssMb(server.child.pid!);
      console.log(`Peak RSS, sixteen 7000 x 7000 16-bit RGBA PNGs at once: ${peak} MB`);
      expect(replies.map((reply) => reply.status)).toEqual(Array(16).fill(201));
      for (const reply of replies) expect(reply.body).toMatchObject({ width: 1600, height: 1600 });
      expect(peak).toBeLessThan(600);
    });

    it('accepts sixteen interlaced 49-megapixel 16-bit PNGs sent at once and stays under 600 MB resident', async () => {
      const server = await start();
      const replies = await burst(server, files.interlaced49);
      const peak = await peakRssMb(server.child.pid!);
      console.log(`Peak RSS, sixteen interlaced 7000 x 7000 16-bit PNGs at once: ${peak} MB`);
      expect(replies.map((reply) => reply.status)).toEqual(Array(16).fill(201));
      expect(peak).toBeLessThan(600);
    });

    it('refuses sixteen 100-megapixel PNGs sent at once with 413, without decoding them', async () => {
      const server = await start();
      const replies = await burst(server, files.deep100);
      const peak = await peakRssMb(server.child.pid!);
      console.log(`Peak RSS, sixteen 10000 x 10000 16-bit PNGs at once: ${peak} MB`);
      expect(replies.map((reply) => reply.status)).toEqual(Array(16).fill(413));
      // Headers only: the process grows by little more than the sixteen files themselves.
      expect(peak).toBeLessThan(250);
    });
  },
);
