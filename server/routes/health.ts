import { api } from '#contract/api.ts';
import { randomUUID } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { APP_VERSION } from '../version.ts';
import { on, type RouteDeps } from './context.ts';

/** How long one check of the data folder answers for: a monitor (or anyone) asking often does not touch the disk. */
export const DATA_FILE_CHECK_MS = 5_000;

/** What a failed write (the probe's, or a save's) says, without the server's paths (the endpoint is public). */
function dataFileProblem(error: unknown, write = 'a test write'): string {
  const code = (error as { code?: string }).code;
  const reasons: Record<string, string> = {
    EROFS: 'the data folder is on a read-only file system',
    ENOSPC: 'the disk holding the data folder is full',
    EDQUOT: 'the disk quota of the data folder is used up',
    EACCES: 'the server may not write in the data folder',
    EPERM: 'the server may not write in the data folder',
    ENOENT: 'the data folder is missing',
    EIO: 'the disk holding the data folder reports input/output errors',
  };
  return `cannot be written: ${(code && reasons[code]) ?? `the data folder refused ${write}`}${code ? ` (${code})` : ''}`;
}

/**
 * Whether a change can be saved now: a small file is written, flushed to the disk (fsync) and removed in the data
 * folder, as a save does. A disk that has gone read-only or full is found here, before she tries to save.
 */
async function probeDataFolder(dataDir: string): Promise<string> {
  const probe = path.join(dataDir, `.health-${randomUUID()}.tmp`);
  try {
    const file = await open(probe, 'w');
    try {
      await file.writeFile('ok');
      await file.sync();
    } finally {
      await file.close();
    }
    return 'ok';
  } catch (error) {
    return dataFileProblem(error);
  } finally {
    await rm(probe, { force: true }).catch(() => undefined);
  }
}

/**
 * GET /api/health for a host's monitor: 200 `{status: "ok", version, uptimeSeconds, dataFile: "ok"}`, or 503 with
 * `dataFile` saying what is wrong when a change could not be saved. Public, never cached. One check of the disk
 * answers every request for DATA_FILE_CHECK_MS, and those that come while it runs wait for it.
 *
 * A save is a check too, and the surest: one that fails answers 503 from the next request on (the check before it
 * may have said "ok" a moment ago) until a save succeeds or the next check finds the disk writable again.
 */
export function registerHealthRoutes({ config, publicRouter, store }: RouteDeps) {
  let check: { at: number; result: Promise<string> } | undefined;
  // A failed save answers at once, however recently the disk was checked; a good save is as good as a check.
  store.onWriteFailed((error) => {
    check = { at: performance.now(), result: Promise.resolve(dataFileProblem(error, 'a save')) };
  });
  store.subscribe(() => {
    check = { at: performance.now(), result: Promise.resolve('ok') };
  });
  const dataFile = () => {
    const now = performance.now();
    if (!check || now - check.at >= DATA_FILE_CHECK_MS) check = { at: now, result: probeDataFolder(config.dataDir) };
    return check.result;
  };
  on(publicRouter, api.health, async (ctx) => {
    const state = await dataFile();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = state === 'ok' ? 200 : 503;
    ctx.body = {
      status: state === 'ok' ? 'ok' : 'error',
      version: APP_VERSION,
      uptimeSeconds: Math.floor(process.uptime()),
      dataFile: state,
    };
  });
}
