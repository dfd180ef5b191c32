import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'koa';
import { escapeHtml } from '../../contract/html.ts';
import { notFoundPathShown, ROUTE_LIST, routeFor } from '../../contract/routes.ts';
import type { PublicSiteSettings } from '../../contract/site-settings.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../errors.ts';
import { publicSiteSettings } from '../routes/site-settings.ts';
import type { Store } from '../store/store.ts';
import { encodeBody, sendEncoded, type EncodedBody, type ReadyBody } from './encoded-body.ts';
import { publicLists } from './public-data.ts';
import { withPageManifest } from './seo-files.ts';
import type { BuiltShell } from './shell.ts';
import { REVALIDATE } from './static-files.ts';

interface Renderer {
  render: (path: string, data: object, site: PublicSiteSettings) => Promise<{ html: string; head: string }>;
}

/**
 * A path no route has: the 404 page is rendered once with it, then each unknown path is written in its place (cut
 * short as the page itself shows it, see notFoundPathShown).
 */
const NOT_FOUND_TOKEN = '/__page-not-found__';

/** The pages, rendered and kept; see pageCache. */
export interface PageCache {
  /** Renders every page ahead of the first visitor (and, called again, after every change). */
  warm: () => Promise<void>;
  /** A page already rendered for the current data, for a GET or HEAD of its exact path (for `readyAnswers`). */
  ready: (path: string) => ReadyBody | undefined;
  /** Answers a GET or HEAD of a page's path (rendering it first if it is not current), or of an unknown path, 404. */
  send: (ctx: Context) => Promise<void>;
}

/**
 * Public pages, the schedule page and the 404 page are rendered on the server with their content, title,
 * description and structured data, then hydrated; the dashboard gets the bare shell. Without a server build
 * (`dist/server`) every page gets the shell and renders in the browser.
 */
export function pageCache(config: Config, store: Store, shell: BuiltShell): PageCache {
  let renderer: Promise<Renderer | null> | undefined;
  const loadRenderer = () =>
    (renderer ??= (async () => {
      const file = path.join(config.distDir, 'server', 'entry-server.js');
      if (
        !(await stat(file).then(
          (s) => s.isFile(),
          () => false,
        ))
      )
        return null;
      return (await import(pathToFileURL(file).href)) as Renderer;
    })().catch((error: unknown) => {
      console.error('The server renderer could not be loaded; pages will render in the browser.', error);
      return null;
    }));

  /** What a page is rendered from: if this is unchanged, so is the page. */
  const pageInputs = (routePath: string) => ({
    lists: publicLists(store, routeFor(routePath)?.data ?? []),
    site: publicSiteSettings(store.data),
  });

  const page = async (routePath: string, inputs = pageInputs(routePath)): Promise<string> => {
    const ssr = await loadRenderer();
    if (!ssr) return shell.bare(routePath, store.data);
    const rendered = await ssr.render(routePath, inputs.lists, inputs.site);
    return shell.rendered(store.data.siteSettings, rendered);
  };

  /**
   * Pages are rendered when what they show changes, not per request: each is kept, compressed, with its ETag. Every
   * write gives the store new data, so the cheap check is the data's identity; after a write, the page's own inputs
   * are compared, and only a page whose content or settings really changed is rendered again (its ETag stays put
   * otherwise, so browsers keep their copy).
   */
  const rendered = new Map<string, { version: object; inputs: string; ready: ReadyBody }>();
  const rendering = new Map<string, Promise<EncodedBody>>();
  const cachedPage = (routePath: string, serverRendered: boolean): Promise<EncodedBody> => {
    const version = store.data;
    const hit = rendered.get(routePath);
    if (hit?.version === version) return Promise.resolve(hit.ready.body);
    const inputs = serverRendered ? pageInputs(routePath) : { site: store.data.siteSettings };
    const key = JSON.stringify(inputs);
    if (hit?.inputs === key) {
      hit.version = version;
      return Promise.resolve(hit.ready.body);
    }
    const running = rendering.get(routePath);
    if (running) return running;
    const next = (async () => {
      const html = serverRendered
        ? await page(routePath, inputs as ReturnType<typeof pageInputs>)
        : await shell.bare(routePath, store.data);
      const body = await encodeBody(withPageManifest(routePath, html));
      rendered.set(routePath, { version, inputs: key, ready: { body, type: 'html' } });
      return body;
    })().finally(() => rendering.delete(routePath));
    rendering.set(routePath, next);
    return next;
  };

  let notFoundTemplate: { version: object; html: string } | undefined;
  const notFoundPage = async (requestPath: string) => {
    if (notFoundTemplate?.version !== store.data) {
      notFoundTemplate = { version: store.data, html: await page(NOT_FOUND_TOKEN) };
    }
    const shown = escapeHtml(notFoundPathShown(requestPath));
    // A function, not a replacement string: in one, the visitor's `$\``, `$'` and `$&` would each paste in the whole
    // page again (a 2 KB path made a 19 MB answer).
    return notFoundTemplate.html.replaceAll(NOT_FOUND_TOKEN, () => shown);
  };

  return {
    warm: async () => {
      for (const route of ROUTE_LIST) {
        try {
          await cachedPage(route.path, route.serverRendered);
        } catch (error) {
          // Without a build there is nothing to warm; the first request says so.
          if (!(error instanceof HttpError)) throw error;
          return;
        }
      }
    },

    // Only a route's own spelling; `/faqs/` and the like are answered by `send`, with the same page.
    ready: (path) => {
      if (routeFor(path)?.path !== path) return undefined;
      const hit = rendered.get(path);
      return hit?.version === store.data ? hit.ready : undefined;
    },

    send: async (ctx) => {
      const routePath = ctx.path.length > 1 ? ctx.path.replace(/\/+$/, '') || '/' : ctx.path;
      const route = routeFor(ctx.path);
      ctx.set('Cache-Control', REVALIDATE);
      try {
        if (route) {
          sendEncoded(ctx, await cachedPage(routePath, route.serverRendered), 'html');
          return;
        }
        ctx.status = 404;
        ctx.type = 'html';
        ctx.body = await notFoundPage(ctx.path);
      } catch (error) {
        // Without a build an unknown path is still simply not there; only real pages need the build.
        if (route || !(error instanceof HttpError)) throw error;
        ctx.type = 'text';
        ctx.body = 'Not found';
      }
    },
  };
}
