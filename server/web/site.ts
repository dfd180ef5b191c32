import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { isSiteRoute } from '../../schemas/site-routes.ts';
import type { Config } from '../config.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Uploaded images have server-made unique names, so they never change and may be cached for a year. */
export function serveUploads(config: Config): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/uploads/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const name = ctx.path.slice('/uploads/'.length);
    if (!/^[a-z0-9-]+\.(webp|avif|jpg|png)$/.test(name)) return; // 404
    try {
      await send(ctx, name, { root: config.uploadsDir, maxAge: 0, setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE) });
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
    }
  };
}

/**
 * The built app: hashed assets cached for a year, the HTML shell and the service worker revalidated on every
 * visit so a deploy reaches people at once. Page paths get the shell; unknown paths get it with status 404
 * (the app shows its 404 page).
 */
export function serveApp(config: Config): Middleware {
  const clientDir = path.join(config.distDir, 'client');
  let shell: string | undefined;
  const readShell = async () => (shell ??= await readFile(path.join(clientDir, 'index.html'), 'utf8'));

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/uploads/')) return next();

    if (ctx.path !== '/' && path.extname(ctx.path) !== '') {
      const file = path.join(clientDir, path.normalize(ctx.path));
      const isFile = file.startsWith(clientDir + path.sep) && (await stat(file).then((s) => s.isFile(), () => false));
      if (isFile) {
        const hashed = ctx.path.startsWith('/assets/');
        await send(ctx, ctx.path, {
          root: clientDir,
          maxAge: 0,
          setHeaders: (res) => res.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE),
        });
        return;
      }
    }

    ctx.status = isSiteRoute(ctx.path) ? 200 : 404;
    ctx.set('Cache-Control', REVALIDATE);
    ctx.type = 'html';
    ctx.body = await readShell();
  };
}
