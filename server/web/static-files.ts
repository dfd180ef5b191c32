import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { UPLOADED_FILE_NAME } from '../../contract/uploads.ts';
import type { Config } from '../config.ts';

/** For a file whose name changes with its content: kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** For what may change under the same name (the pages, robots.txt): asked again on every use, 304 if unchanged. */
export const REVALIDATE = 'no-cache';

/** Uploaded images have server-made unique names, so they never change and may be cached for a year. */
export function serveUploads(config: Config): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/uploads/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const name = ctx.path.slice('/uploads/'.length);
    if (!UPLOADED_FILE_NAME.test(name)) return; // 404
    try {
      await send(ctx, name, {
        root: config.uploadsDir,
        maxAge: 0,
        setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
      });
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
    }
  };
}

/**
 * Sends the build's file at the request's path, if there is one (false for a page's path or a file the build does
 * not have): hashed assets cached for a year, the rest (icons, the service worker) revalidated on every use.
 */
export async function sendBuiltFile(ctx: Context, clientDir: string): Promise<boolean> {
  if (ctx.path === '/' || path.extname(ctx.path) === '') return false;
  const file = path.join(clientDir, path.normalize(ctx.path));
  const isFile =
    file.startsWith(clientDir + path.sep) &&
    (await stat(file).then(
      (s) => s.isFile(),
      () => false,
    ));
  if (!isFile) return false;
  const hashed = ctx.path.startsWith('/assets/');
  await send(ctx, ctx.path, {
    root: clientDir,
    maxAge: 0,
    setHeaders: (res) => res.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE),
  });
  return true;
}
