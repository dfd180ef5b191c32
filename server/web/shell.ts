import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { withHomeScreenTags } from '../../contract/app-icon.ts';
import { escapeHtml } from '../../contract/html.ts';
import { pageMeta, ROUTE_LIST } from '../../contract/routes.ts';
import type { SiteSettings } from '../../contract/site-settings.ts';
import { HttpError } from '../errors.ts';
import { publicSiteSettings } from '../routes/site-settings.ts';
import type { Data } from '../store/store.ts';
import { BOOT_SCRIPT } from './boot-script.ts';

/** The tags Vite writes into the built shell for the entry script and for each chunk the entry imports. */
export const BUILT_ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
export const BUILT_MODULE_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A server-rendered page is complete before its code runs, so nothing but the page, its main picture and her two web
 * fonts travels first: the app's code is started by the page's small inline boot script (boot-script.ts) once that
 * picture is on screen (at once for a tap or a key). On a phone's slow connection the picture shares the line only
 * with the fonts its first paint is drawn in (see `readFontPreloads`). The service worker's copy of the page keeps the
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

type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The built `index.html` made into a page: read once, then written anew for each page and each change of hers. */
export interface BuiltShell {
  /**
   * The dashboard's page (and every page without a server build): the shell with her name, the page's title and
   * its lazily loaded code. Nothing to show before its code runs, so its code keeps its normal priority.
   */
  bare: (routePath: string, data: Readonly<Data>) => Promise<string>;
  /** A server-rendered page: the shell with her name, the renderer's head and HTML, and its code after the picture. */
  rendered: (site: SiteSettings, rendered: { head: string; html: string }) => Promise<string>;
  /**
   * `/index.html`, the page the service worker keeps and opens every address with (offline, and for returning
   * visitors): the build's shell as it is (its own script tags, so it starts at once), with her name and monogram.
   */
  offline: (site: SiteSettings) => Promise<string>;
}

export function builtShell(clientDir: string): BuiltShell {
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
  let manifest: Promise<ViteManifest> | undefined;
  const readManifest = () =>
    (manifest ??= readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')
      .then((text) => JSON.parse(text) as ViteManifest)
      .catch(() => ({}) as ViteManifest));
  let fontPreloads: Promise<string> | undefined;
  /**
   * Her web fonts, named in the head of every page (rendered, bare and the service worker's copy), so the browser
   * fetches them with the page rather than once its styles are applied: the page's inline styles declare them with
   * `font-display: block` (app/shared/fonts/web-fonts.ts), and its first paint is drawn in them. The build's only
   * woff2 files are those two; `crossorigin` because fonts are always fetched in CORS mode, and a preload made
   * otherwise would not be used.
   */
  const readFontPreloads = () =>
    (fontPreloads ??= readManifest().then((built) =>
      Object.values(built)
        .filter((chunk) => chunk.file.endsWith('.woff2'))
        .map((chunk) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${chunk.file}" />`)
        .join('\n    '),
    ));
  const withFontPreloads = async (html: string) => {
    const links = await readFontPreloads();
    if (!links) return html;
    return html.replace('<!--app-head-->', () => `${links}\n    <!--app-head-->`);
  };
  let lazyPreloads: Promise<Record<string, string>> | undefined;
  // Naming a route's lazily loaded code in its HTML lets the browser fetch it alongside the main bundle instead of
  // after it (one round trip less on a phone's slow connection).
  const readLazyPreloads = (routePath: string) =>
    (lazyPreloads ??= (async () => {
      const manifest = await readManifest();
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

  return {
    bare: async (routePath, data) => {
      const preloads = await readLazyPreloads(routePath);
      const meta = pageMeta(routePath, publicSiteSettings(data));
      // The dashboard (and any page not for search engines) says so itself, as the rendered pages' heads do.
      const robots = meta.indexable ? '' : '<meta name="robots" content="noindex" />';
      return withHomeScreenTags(await withFontPreloads(await readShell()), data.siteSettings)
        .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
        .replace('</head>', () => `${robots}${preloads}</head>`);
    },
    rendered: async (site, { head, html }) =>
      withCodeAfterPicture(
        withHomeScreenTags(await withFontPreloads(await readShell()), site)
          .replace(/\s*<title>[\s\S]*?<\/title>/, '')
          .replace('<!--app-head-->', () => head),
      ).replace('<!--app-html-->', () => html),
    offline: async (site) => withHomeScreenTags(await withFontPreloads(await readShell()), site),
  };
}
