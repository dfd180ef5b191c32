import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { pathToFileURL } from 'node:url';
import { notFoundPathShown, pageMeta, ROUTE_LIST, routeFor } from '../../contract/routes.ts';
import type { PublicSiteSettings, SiteSettings } from '../../contract/site-settings.ts';
import { UPLOADED_FILE_NAME } from '../../contract/uploads.ts';
import { publicSiteSettings } from '../routes/site-settings.ts';
import type { Store } from '../store/store.ts';
import { encodeBody, memoryAnswers, sendEncoded, type EncodedBody } from './encoded-body.ts';
import { publicLists } from './public-data.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../errors.ts';
import type { RequestLog } from '../middleware/request-log.ts';
import { BOOT_SCRIPT } from './boot-script.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

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

/** The pages people (and search engines) read; listed in the sitemap. */
export const PUBLIC_ROUTES = ROUTE_LIST.filter((route) => route.indexable).map((route) => route.path);

interface Renderer {
  render: (path: string, data: object, site: PublicSiteSettings) => Promise<{ html: string; head: string }>;
}

/**
 * The schedule page is not disallowed: it is kept out of search results by its noindex, which a crawler only reads
 * if it may fetch the page (a disallowed address can still be listed, bare, when linked from elsewhere).
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    // Disallowed rather than noindex: the dashboard gets the bare shell, which has no robots meta to say noindex, and
    // nothing public links to it, so there is no bare address for a search engine to list; crawling it would only
    // fetch a login screen.
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    // Written as the URL parser writes it, so no line break in her stored address can start a directive of its own.
    ...addressOn(siteUrl, '/sitemap.xml').map((address) => `Sitemap: ${address}`),
    '',
  ].join('\n');
}

/**
 * A page's address on her site, as the URL parser writes it; none if her stored address does not parse (the
 * settings' schema refuses such an address, but data written before that rule may hold one).
 */
function addressOn(siteUrl: string, pagePath: string): [string] | [] {
  try {
    return [new URL(pagePath, siteUrl).href];
  } catch {
    return [];
  }
}

export function sitemapXml(siteUrl: string): string {
  const urls = PUBLIC_ROUTES.flatMap((route) => addressOn(siteUrl, route))
    .map((address) => `  <url><loc>${escapeMarkup(address)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** iPhone names a home-screen icon from this tag, not from the manifest: her name, not the build's. */
const withHomeScreenTitle = (html: string, site: SiteSettings) =>
  html.replace(
    /<meta name="apple-mobile-web-app-title" content="[^"]*"\s*\/?>/,
    () => `<meta name="apple-mobile-web-app-title" content="${escapeMarkup(site.artistName)}" />`,
  );

/** The tags Vite writes into the built shell for the entry script and for each chunk the entry imports. */
export const BUILT_ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
export const BUILT_MODULE_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A server-rendered page is complete before its code runs, so nothing but the page and its main picture travels
 * first: the app's code is started by the page's small inline boot script (boot-script.ts) once that picture is on
 * screen (at once for a tap or a key), and the web fonts are added after it (app/shared/fonts/web-fonts.ts). On a
 * phone's slow connection the picture has the line to itself. The service worker's copy of the page keeps the
 * build's own tags and starts at once.
 */
const withCodeAfterPicture = (html: string) => {
  // The chunks the entry imports (the framework first, as the build lists them), named for the boot script: it
  // fetches them all at once but evaluates each in a task of its own.
  const chunks = [...html.matchAll(BUILT_MODULE_PRELOADS)].map((match) => match[1]);
  return html
    .replace(
      BUILT_ENTRY_SCRIPT,
      (_, entry: string) =>
        `<script type="module" data-app-entry="${entry}" data-app-chunks="${chunks.join(' ')}">${BOOT_SCRIPT}</script>`,
    )
    .replace(BUILT_MODULE_PRELOADS, '');
};

/** Text for HTML (an attribute or an element's text) or XML: nothing in it can end the value or start a tag. */
const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built app: hashed assets cached for a year, the HTML revalidated on every visit so a deploy reaches people
 * at once. Public pages, the schedule page and the 404 page are rendered on the server with their content, title,
 * description and structured data, then hydrated; the dashboard gets the bare shell. Unknown paths answer 404.
 * Without a server build (`dist/server`) every page gets the shell and renders in the browser.
 */
/**
 * The app's pages, with `warm` to render every page ahead of the first visitor (and after every change), and
 * `fromMemory` to answer a page already rendered for the current data before Koa builds a context (false when it
 * leaves the request to Koa): the same headers and log line, from heads made once per rendering.
 */
export type AppPages = Middleware & {
  warm: () => Promise<void>;
  fromMemory: (req: IncomingMessage, res: ServerResponse) => boolean;
};

/** What Koa sends for `ctx.type = 'html'`; the pages from memory say the same. */
const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * A path no route has: the 404 page is rendered once with it, then each unknown path is written in its place (cut
 * short as the page itself shows it, see notFoundPathShown).
 */
const NOT_FOUND_TOKEN = '/__page-not-found__';

export function serveApp(config: Config, store: Store, log?: RequestLog): AppPages {
  const clientDir = path.join(config.distDir, 'client');
  let shell: string | undefined;
  const readShell = async () => {
    try {
      return (shell ??= await readFile(path.join(clientDir, 'index.html'), 'utf8'));
    } catch (error) {
      // `npm start` builds first, so this only happens when the server is run by hand without a build.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new HttpError(503, 'The site has not been built yet; run npm run build');
      throw error;
    }
  };
  let lazyPreloads: Promise<Record<string, string>> | undefined;
  // Naming a route's lazily loaded code in its HTML lets the browser fetch it alongside the main bundle instead of
  // after it (one round trip less on a phone's slow connection).
  const readLazyPreloads = (routePath: string) =>
    (lazyPreloads ??= (async () => {
      const manifest = await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')
        .then((text) => JSON.parse(text) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>)
        .catch(() => ({}) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>);
      const links: Record<string, string> = {};
      for (const { path: route, lazyModule: source } of ROUTE_LIST) {
        if (!source) continue;
        const files = new Set<string>();
        const visit = (key: string) => {
          const chunk = manifest[key];
          if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
          files.add(chunk.file);
          chunk.imports?.forEach(visit);
        };
        visit(source);
        links[route] = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
      }
      return links;
    })()).then((links) => links[routePath] ?? '');
  // The dashboard's shell: nothing to show before its code runs, so its code keeps its normal priority.
  const bareShell = async (routePath: string) => {
    const preloads = await readLazyPreloads(routePath);
    return withHomeScreenTitle(await readShell(), store.data.siteSettings)
      .replace(
        /<title>[\s\S]*?<\/title>/,
        () => `<title>${escapeMarkup(pageMeta(routePath, publicSiteSettings(store.data)).title)}</title>`,
      )
      .replace('</head>', () => `${preloads}</head>`);
  };
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

  // The manifest the build wrote (icons, colours, shortcuts), with her business's names in it.
  let builtManifest: Promise<Record<string, unknown>> | undefined;
  const webManifest = async (site: SiteSettings) => {
    const built = await (builtManifest ??= readFile(path.join(clientDir, 'manifest.webmanifest'), 'utf8')
      .then((text) => JSON.parse(text) as Record<string, unknown>)
      .catch(() => ({})));
    return JSON.stringify({
      ...built,
      name: site.businessName,
      short_name: site.artistName,
      description: `${site.subtitle || 'Makeup'} in ${site.serviceArea}, and your wedding-day makeup schedule, even offline.`,
    });
  };

  /** What a page is rendered from: if this is unchanged, so is the page. */
  const pageInputs = (routePath: string) => ({
    lists: publicLists(store, routeFor(routePath)?.data ?? []),
    site: publicSiteSettings(store.data),
  });

  const page = async (routePath: string, inputs = pageInputs(routePath)): Promise<string> => {
    const template = await readShell();
    const ssr = await loadRenderer();
    if (!ssr) return bareShell(routePath);
    const { html, head } = await ssr.render(routePath, inputs.lists, inputs.site);
    return withCodeAfterPicture(
      withHomeScreenTitle(template, store.data.siteSettings)
        .replace(/\s*<title>[\s\S]*?<\/title>/, '')
        .replace('<!--app-head-->', () => head),
    ).replace('<!--app-html-->', () => html);
  };

  /**
   * Pages are rendered when what they show changes, not per request: each is kept, compressed, with its ETag. Every
   * write gives the store new data, so the cheap check is the data's identity; after a write, the page's own inputs
   * are compared, and only a page whose content or settings really changed is rendered again (its ETag stays put
   * otherwise, so browsers keep their copy).
   */
  const rendered = new Map<string, { version: object; inputs: string; body: EncodedBody }>();
  const rendering = new Map<string, Promise<EncodedBody>>();
  const cachedPage = (routePath: string, serverRendered: boolean): Promise<EncodedBody> => {
    const version = store.data;
    const hit = rendered.get(routePath);
    if (hit?.version === version) return Promise.resolve(hit.body);
    const inputs = serverRendered ? pageInputs(routePath) : { site: store.data.siteSettings };
    const key = JSON.stringify(inputs);
    if (hit?.inputs === key) {
      hit.version = version;
      return Promise.resolve(hit.body);
    }
    const running = rendering.get(routePath);
    if (running) return running;
    const next = (async () => {
      const html = serverRendered
        ? await page(routePath, inputs as ReturnType<typeof pageInputs>)
        : await bareShell(routePath);
      const body = await encodeBody(html);
      rendered.set(routePath, { version, inputs: key, body });
      return body;
    })().finally(() => rendering.delete(routePath));
    rendering.set(routePath, next);
    return next;
  };

  const warm = async () => {
    for (const route of ROUTE_LIST) {
      try {
        await cachedPage(route.path, route.serverRendered);
      } catch (error) {
        // Without a build there is nothing to warm; the first request says so.
        if (!(error instanceof HttpError)) throw error;
        return;
      }
    }
  };

  let notFoundTemplate: { version: object; html: string } | undefined;
  const notFoundPage = async (requestPath: string) => {
    if (notFoundTemplate?.version !== store.data) {
      notFoundTemplate = { version: store.data, html: await page(NOT_FOUND_TOKEN) };
    }
    const shown = escapeMarkup(notFoundPathShown(requestPath));
    // A function, not a replacement string: in one, the visitor's `$\``, `$'` and `$&` would each paste in the whole
    // page again (a 2 KB path made a 19 MB answer).
    return notFoundTemplate.html.replaceAll(NOT_FOUND_TOKEN, () => shown);
  };

  const middleware: Middleware = async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/uploads/')) return next();
    // A form the browser sent itself, before the page's code had run: back to the page, with nothing kept.
    if (ctx.method === 'POST' && routeFor(ctx.path)) {
      ctx.status = 303;
      ctx.redirect(ctx.path);
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();

    const { siteUrl } = store.data.siteSettings;
    if (ctx.path === '/robots.txt' || ctx.path === '/sitemap.xml') {
      ctx.set('Cache-Control', REVALIDATE);
      ctx.type = ctx.path === '/robots.txt' ? 'text/plain' : 'application/xml';
      ctx.body = ctx.path === '/robots.txt' ? robotsTxt(siteUrl) : sitemapXml(siteUrl);
      return;
    }
    if (ctx.path === '/manifest.webmanifest') {
      ctx.set('Cache-Control', REVALIDATE);
      ctx.type = 'application/manifest+json';
      ctx.body = await webManifest(store.data.siteSettings);
      return;
    }

    if (ctx.path !== '/' && path.extname(ctx.path) !== '') {
      const file = path.join(clientDir, path.normalize(ctx.path));
      const isFile =
        file.startsWith(clientDir + path.sep) &&
        (await stat(file).then(
          (s) => s.isFile(),
          () => false,
        ));
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
  };
  const fromMemory = memoryAnswers(
    (url) => {
      if (routeFor(url)?.path !== url) return undefined;
      const hit = rendered.get(url);
      return hit?.version === store.data ? hit.body : undefined;
    },
    { type: HTML_TYPE, cacheControl: REVALIDATE, page: true, log },
  );
  return Object.assign(middleware, { warm, fromMemory });
}
