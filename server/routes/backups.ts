import multer from '@koa/multer';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import * as v from 'valibot';
import { api } from '#contract/api.ts';
import { MAX_RESTORE_BYTES, RESTORE_CODE_FIELD, RESTORE_FIELD, type BackupCode } from '#contract/backups.ts';
import type { Backups } from '../backups/backups.ts';
import { HttpError } from '../errors.ts';
import { limitBodyTime } from '../http-limits.ts';
import { on, parseBody, type RouteDeps } from './context.ts';

/** How long an uploaded backup may take to arrive: 4 GB over a slow home connection (5 Mbit/s) takes about two hours. */
export const RESTORE_TIME_LIMIT_MS = 150 * 60_000;

const RESTORE_TOO_LARGE = `A backup to restore can be at most ${MAX_RESTORE_BYTES / 1024 ** 3} GB`;

/** multer's and busboy's errors carry no HTTP status; each becomes an answer that says what to do. */
function uploadError(error: Error & { code?: string }): HttpError {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, RESTORE_TOO_LARGE);
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_FIELD_KEY':
    case 'LIMIT_FIELD_VALUE':
      return new HttpError(400, `Send one backup file, in the form field "${RESTORE_FIELD}", and nothing else`);
    default:
      return new HttpError(400, 'The backup could not be received; please choose the file and try again');
  }
}

const attachment = (ctx: Context, name: string) => {
  ctx.set('Content-Disposition', `attachment; filename="${name}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'application/gzip';
};

/**
 * The owner's backups (every /api/admin path is behind the admin guard): one made now as a download, the kept ones
 * listed and downloadable by name, her backup code, and a restore from an uploaded backup: at once (a script), or
 * checked first and then confirmed (the dashboard, whose confirm step shows what the check found).
 */
export function registerBackupRoutes({ adminRouter, sessions }: RouteDeps, backups: Backups) {
  on(adminRouter, api.adminBackups.download, async (ctx) => {
    const body = new PassThrough();
    const { name, written } = await backups.stream(body);
    // A failure after the first bytes left cannot become an error answer: the download is cut, and the broken
    // archive is refused by a restore (its manifest is missing).
    written.catch((error: Error) => body.destroy(error));
    attachment(ctx, name);
    ctx.body = body;
  });

  on(adminRouter, api.adminBackups.list, async (ctx) => {
    ctx.body = await backups.list();
  });

  on(adminRouter, api.adminBackups.kept, async (ctx) => {
    // Only a name the list holds is opened: nothing sent can name another file.
    const file = await backups.fileOf(ctx.params.name ?? '');
    if (!file) throw new HttpError(404, 'There is no kept backup by that name');
    attachment(ctx, path.basename(file));
    ctx.body = createReadStream(file);
  });

  on(adminRouter, api.adminBackups.code, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { code: await backups.backupCode() } satisfies BackupCode;
  });

  // Every restore ends the other devices' sessions: the one that ran it stays (none when it came with the key).
  on(adminRouter, api.adminBackups.restore, async (ctx) => {
    await receiveBackup(ctx, backups, async (file, code) => {
      ctx.body = await backups.restore(file, { code, keepSession: sessions.current(ctx)?.id });
    });
  });

  on(adminRouter, api.adminBackups.check, async (ctx) => {
    await receiveBackup(ctx, backups, async (file, code) => {
      ctx.body = await backups.check(file, code);
    });
  });

  on(adminRouter, api.adminBackups.restoreChecked, async (ctx) => {
    const { id } = parseBody(ctx, v.object({ id: v.pipe(v.string(), v.maxLength(100)) }));
    ctx.body = await backups.restoreChecked(id, sessions.current(ctx)?.id);
  });
}

/**
 * Receives an uploaded backup (field "backup", and her backup code in "code" if she typed one) into BACKUP_DIR,
 * written to disk as it arrives, never held in memory; runs `handle` on it, and removes the upload afterwards
 * (unless `handle` moved it).
 */
async function receiveBackup(
  ctx: Context,
  backups: Backups,
  handle: (file: string, code: string | undefined) => Promise<void>,
): Promise<void> {
  const declared = Number(ctx.get('content-length') || 0);
  // A little room for the form's own lines around the file.
  if (declared > MAX_RESTORE_BYTES + 64 * 1024) throw new HttpError(413, RESTORE_TOO_LARGE);
  if (!ctx.is('multipart/form-data')) {
    throw new HttpError(415, `Send the backup as a form upload (multipart/form-data, field "${RESTORE_FIELD}")`);
  }
  const incoming = await backups.incomingFile();
  // In BACKUP_DIR, readable by the server's user only.
  const upload = multer({
    storage: multer.diskStorage({
      destination: incoming.dir,
      filename: (_req, _file, done) => done(null, incoming.name),
    }),
    limits: {
      fileSize: MAX_RESTORE_BYTES,
      files: 1,
      fields: 1,
      parts: 2,
      fieldNameSize: 100,
      fieldSize: 200,
      headerPairs: 20,
    },
  }).single(RESTORE_FIELD);
  const file = path.join(incoming.dir, incoming.name);
  // This upload's own time limit, in place of the far shorter one of every other request (http-limits.ts).
  limitBodyTime(ctx.req, RESTORE_TIME_LIMIT_MS);
  try {
    try {
      await upload(ctx, async () => {});
    } catch (error) {
      throw error instanceof HttpError ? error : uploadError(error as Error);
    }
    if (!(ctx as { file?: unknown }).file) {
      throw new HttpError(400, `Choose a backup file to restore (form field "${RESTORE_FIELD}")`);
    }
    const fields = ((ctx.request as { body?: unknown }).body ?? {}) as Record<string, unknown>;
    const unexpected = Object.keys(fields).find((name) => name !== RESTORE_CODE_FIELD);
    if (unexpected !== undefined) {
      throw new HttpError(400, `Send one backup file, in the form field "${RESTORE_FIELD}", and nothing else`);
    }
    const code = fields[RESTORE_CODE_FIELD];
    await handle(file, typeof code === 'string' ? code : undefined);
  } finally {
    await rm(file, { force: true });
  }
}
