import multer from '@koa/multer';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { api } from '#contract/api.ts';
import { MAX_RESTORE_BYTES, RESTORE_FIELD } from '#contract/backups.ts';
import type { Backups } from '../backups/backups.ts';
import { HttpError } from '../errors.ts';
import { limitBodyTime } from '../http-limits.ts';
import { on, type RouteDeps } from './context.ts';

/** How long an uploaded backup may take to arrive: 2 GB over a slow home connection (5 Mbit/s) takes about an hour. */
export const RESTORE_TIME_LIMIT_MS = 90 * 60_000;

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
 * listed and downloadable by name, and a restore from an uploaded backup.
 */
export function registerBackupRoutes({ adminRouter }: RouteDeps, backups: Backups) {
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

  on(adminRouter, api.adminBackups.restore, async (ctx) => {
    const declared = Number(ctx.get('content-length') || 0);
    // A little room for the form's own lines around the file.
    if (declared > MAX_RESTORE_BYTES + 64 * 1024) throw new HttpError(413, RESTORE_TOO_LARGE);
    if (!ctx.is('multipart/form-data')) {
      throw new HttpError(415, `Send the backup as a form upload (multipart/form-data, field "${RESTORE_FIELD}")`);
    }
    const incoming = await backups.incomingFile();
    // Written to disk as it arrives, never held in memory, in BACKUP_DIR (readable by the server's user only).
    const upload = multer({
      storage: multer.diskStorage({
        destination: incoming.dir,
        filename: (_req, _file, done) => done(null, incoming.name),
      }),
      limits: { fileSize: MAX_RESTORE_BYTES, files: 1, fields: 0, parts: 1, fieldNameSize: 100, headerPairs: 20 },
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
      ctx.body = await backups.restore(file);
    } finally {
      await rm(file, { force: true });
    }
  });
}
