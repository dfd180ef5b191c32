import path from 'node:path';
import type { Middleware } from 'koa';
import { routeFor } from '../../contract/routes.ts';
import type { Config } from '../config.ts';
import type { Store } from '../store/store.ts';
import { pageCache, type PageCache } from './page-cache.ts';
import { seoFiles } from './seo-files.ts';
import { builtShell } from './shell.ts';
import { REVALIDATE, sendBuiltFile } from './static-files.ts';

/** The page the service worker precaches and answers every navigation with (vite.config.ts `navigateFallback`). */
const OFFLINE_SHELL = '/index.html';

/**
 * The app's pages, with `warm` to render every page ahead of the first visitor (and after every change), and `ready`
 * to find a page already rendered for the current data (for `readyAnswers`, at the head of the middleware).
 */
export type AppPages = Middleware & Pick<PageCache, 'warm' | 'ready'>;

/**
 * The built site, past the API and the photos: robots.txt, the sitemap and the manifest (seo-files.ts), the build's
 * files (static-files.ts; hashed assets cached for a year), then the pages (page-cache.ts; HTML revalidated on every
 * visit so a deploy reaches people at once). Unknown paths answer 404.
 */
export function serveApp(config: Config, store: Store): AppPages {
  const clientDir = path.join(config.distDir, 'client');
  const files = seoFiles(store, clientDir);
  const shell = builtShell(clientDir);
  const pages = pageCache(config, store, shell);

  const middleware: Middleware = async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/uploads/')) return next();
    // A form the browser sent itself, before the page's code had run: back to the page, with nothing kept.
    if (ctx.method === 'POST' && routeFor(ctx.path)) {
      ctx.status = 303;
      ctx.redirect(ctx.path);
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (await files.send(ctx)) return;
    if (ctx.path === OFFLINE_SHELL) {
      // Not the built file: the service worker precaches what this answers, and opens every page with it.
      ctx.set('Cache-Control', REVALIDATE);
      ctx.type = 'html';
      ctx.body = await shell.offline(store.data.siteSettings);
      return;
    }
    if (await sendBuiltFile(ctx, clientDir)) return;
    await pages.send(ctx);
  };
  return Object.assign(middleware, { warm: pages.warm, ready: pages.ready });
}
