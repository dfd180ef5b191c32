import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions, type VitePluginPWAAPI } from 'vite-plugin-pwa';
import { APP_ICONS, PAGE_ICON_LINKS } from './contract/app-icon.ts';
import { DEFAULT_SITE_SETTINGS } from './contract/site-settings-defaults.ts';
import {
  FRAMEWORK_CHUNK,
  compileAhead,
  REACT_DOM_CLIENT_MODULE,
  reactDomClientAsModule,
} from './scripts/framework-chunk.ts';
import { entrySegments, isEntrySegment } from './scripts/entry-segments.ts';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * The web app manifest's icons, colours and shortcuts. Its names are the first-run business names (the server answers
 * /manifest.webmanifest with her own from Site Settings); they are read from the one set of defaults, not written here.
 */
const manifest = {
  ...(JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as Partial<ManifestOptions>),
  name: DEFAULT_SITE_SETTINGS.businessName,
  short_name: DEFAULT_SITE_SETTINGS.artistName,
};

/** iPhone ignores the manifest's icons and title for the home screen; it reads these tags instead. */
function appleHomeScreenTags(): Plugin {
  return {
    name: 'apple-home-screen-tags',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const tags = [
          ...PAGE_ICON_LINKS.map(({ rel, path }) => {
            const { size } = APP_ICONS[path];
            return `<link rel="${rel}" href="${path}" sizes="${size}x${size}" />`;
          }),
          `<meta name="apple-mobile-web-app-title" content="${manifest.short_name ?? ''}" />`,
          '<meta name="apple-mobile-web-app-capable" content="yes" />',
          '<meta name="mobile-web-app-capable" content="yes" />',
        ];
        return html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}

/**
 * The server render (`vite build --ssr`) has no service worker; its `virtual:pwa-register/react` is a stand-in that
 * never offers a refresh, which is also what the browser shows before its worker registers.
 */
function pwaRegisterStubForSsr(): Plugin {
  const id = '\0pwa-register-ssr-stub';
  return {
    name: 'pwa-register-ssr-stub',
    resolveId: (source) => (source.startsWith('virtual:pwa-register') ? id : undefined),
    load: (source) =>
      source === id
        ? `const noop = () => {};
export function useRegisterSW() {
  return { needRefresh: [false, noop], offlineReady: [false, noop], updateServiceWorker: async () => {} };
}
export function registerSW() { return async () => {}; }`
        : undefined,
  };
}

/**
 * React and React DOM (with the module that starts React DOM) go in a framework chunk of their own, the way Next.js
 * splits its framework: /boot.js evaluates it in a task of its own before the app's code, so a server-rendered page
 * never blocks a slow phone for the two at once. It also changes only when React does, so returning visitors keep it
 * cached across deploys of the app.
 */
const isFrameworkModule = (id: string) =>
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ||
  id.endsWith('/app/react-dom-client.ts') ||
  id === REACT_DOM_CLIENT_MODULE;

const entryChunks = entrySegments(isFrameworkModule);

/**
 * Keeps the web app manifest out of the service worker's precache, where vite-plugin-pwa puts it. The server writes
 * the manifest from her Site Settings (her business's name): a precached copy would keep the name the worker was
 * installed under, and a later install from that phone would take the old name. Installing needs the network anyway.
 * (Workbox adds the plugin's entries after any `manifestTransforms`, so they are filtered through the plugin's API.)
 */
function manifestNotPrecached(): Plugin {
  return {
    name: 'manifest-not-precached',
    buildStart() {
      const pwa = this.environment.config.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa');
      (pwa?.api as VitePluginPWAAPI | undefined)?.extendManifestEntries((entries) =>
        entries.filter((entry) => (typeof entry === 'string' ? entry : entry.url) !== 'manifest.webmanifest'),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    ...(isSsrBuild
      ? [pwaRegisterStubForSsr()]
      : [
          appleHomeScreenTags(),
          reactDomClientAsModule(),
          entryChunks.plugin,
          compileAhead((name) => name === FRAMEWORK_CHUNK || isEntrySegment(name)),
          VitePWA({
            registerType: 'prompt',
            // Registered by app/shared/pwa/reload-prompt.tsx through workbox-window (no inline script: the CSP forbids it).
            injectRegister: false,
            strategies: 'generateSW',
            filename: 'sw.js',
            manifestFilename: 'manifest.webmanifest',
            manifest,
            includeAssets: ['icons/favicon.png', 'icons/apple-touch-icon.png'],
            workbox: {
              // The app shell, its code and styles, the self-hosted fonts and the icons: enough for the schedule
              // page to open with no network at all. Photos are cached as they are seen (below), not up front.
              // (The manifest's icons and `includeAssets` are added by the plugin.)
              globPatterns: ['**/*.{html,js,css,woff2}'],
              // Every page opens from the precached shell at once, signal or not: what a bride in a getting-ready
              // suite needs. Returning visitors therefore render in the browser rather than from the server's HTML;
              // first visits and search engines (which run no service worker) still get the server-rendered page.
              navigateFallback: '/index.html',
              // The dashboard needs the network anyway; API calls and uploaded images must never get the shell.
              navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/admin/],
              cleanupOutdatedCaches: true,
              // The owner's notifications for new lesson questionnaires (push, notificationclick, the app badge):
              // a small hand-written script the generated worker loads first. It caches nothing.
              importScripts: ['/push-handler.js'],
              runtimeCaching: [
                {
                  // Public reading (FAQs, policies, ..., and her Site Settings) is current when online (a visitor's
                  // next page load shows what the owner just saved) and still opens offline from the last copy.
                  // Schedules, PIN checks and the dashboard's calls never match, so never reach a cache.
                  // (The function is copied into sw.js on its own, so the pattern is written out here.)
                  urlPattern: ({ url, request, sameOrigin }) =>
                    sameOrigin &&
                    request.method === 'GET' &&
                    /^\/api\/(faqs|policies|testimonials|gallery|recommended-vendors|site)$/.test(url.pathname),
                  handler: 'NetworkFirst',
                  options: {
                    networkTimeoutSeconds: 4,
                    cacheName: 'public-content',
                    expiration: { maxEntries: 20 },
                    cacheableResponse: { statuses: [200] },
                  },
                },
                {
                  // Uploaded images have unique names and never change.
                  urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
                  handler: 'CacheFirst',
                  options: {
                    cacheName: 'uploads',
                    expiration: { maxEntries: 150, maxAgeSeconds: 60 * 60 * 24 * 365, purgeOnQuotaError: true },
                    cacheableResponse: { statuses: [200] },
                  },
                },
                {
                  // The site's own photos (hero, portfolio), once seen. Never /api/: a person's private photos
                  // (/api/party/, /api/admin/) are hers and the artist's alone, and no cache on the phone keeps them.
                  urlPattern: ({ request, url, sameOrigin }) =>
                    sameOrigin && request.destination === 'image' && !url.pathname.startsWith('/api/'),
                  handler: 'StaleWhileRevalidate',
                  options: {
                    cacheName: 'site-images',
                    expiration: { maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true },
                    cacheableResponse: { statuses: [200] },
                  },
                },
              ],
            },
          }),
          manifestNotPrecached(),
        ]),
  ],
  // styled-components is CommonJS on Node, where its default export is not the `styled` function; bundling it
  // into the server render gives the same ESM interop the browser build has.
  ssr: { noExternal: ['styled-components'] },
  // The server render needs no copy of public/ (icons, images): the client build serves those.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The server reads it to announce the lazily loaded pages' code in their HTML (server/web/shell.ts).
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: FRAMEWORK_CHUNK, test: isFrameworkModule, priority: 2 },
                // The rest of what the entry imports, in a few chunks /boot.js evaluates one per task
                // (scripts/entry-segments.ts); what loads later (the dashboard, the lightbox) is left as it was.
                { name: entryChunks.chunkName, tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
  },
  server: {
    // `npm run dev`: Vite with hot reload in front of the real API.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
