import { rm } from 'node:fs/promises';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTE_LIST } from '#contract/routes.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { buildWithAppRenderer } from './built-files.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// What the server build has in place of the service worker's module (vite.config.ts, pwaRegisterStubForSsr).
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [false, () => {}],
    offlineReady: [false, () => {}],
    updateServiceWorker: async () => {},
  }),
}));

/** What a script or tag in a text field would need to get out of its place in a page. */
const HOSTILE = '"<</script><script>alert(1)</script>';

/**
 * Her settings with every free-text string full of markup. The phone, e-mail, site address, early-start time and
 * review links must stay what their rules allow (each is checked on its own); the social profile address carries the markup in its path.
 */
function hostileSettings(settings: SiteSettings & { updatedAt?: string }): SiteSettings {
  const fill = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') return `${HOSTILE}${key}`.slice(0, 40);
    if (Array.isArray(value)) return value.map((item, index) => fill(item, `${key}${index}`));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, fill(item, name)]));
    return value;
  };
  // Fields with a format of their own (an address, a ZIP) keep theirs; every other text turns hostile.
  const {
    phone,
    email,
    siteUrl,
    homePictures,
    homeZip,
    paymentLink,
    earlyStartTime,
    reviewLinks,
    updatedAt: _updatedAt,
    ...text
  } = settings;
  return {
    ...(fill(text, '') as SiteSettings),
    phone: `${phone} "<`,
    email,
    siteUrl,
    homeZip,
    paymentLink,
    earlyStartTime,
    reviewLinks,
    socialUrl: `https://www.instagram.com/x${HOSTILE}`,
    homePictures,
  };
}

describe('what visitors are sent, from hostile settings and headers', () => {
  let distDir: string;
  let server: TestServer;
  beforeAll(async () => {
    distDir = await buildWithAppRenderer('bridal-audit-web-');
    server = await startTestServer({ env: { DIST_DIR: distDir }, seed: true });
  });
  afterAll(async () => {
    await server.close();
    await rm(distDir, { recursive: true, force: true, maxRetries: 5 });
  });

  it('writes every Site Settings text as text: in the page, its head and its structured data, on every page', async () => {
    const current = (await (await server.request('/api/admin/site', { admin: true })).json()) as SiteSettings;
    const hostile = hostileSettings(current);
    const saved = await server.request('/api/admin/site', { method: 'PUT', admin: true, json: hostile });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const pages = [...ROUTE_LIST.filter((route) => route.serverRendered).map((route) => route.path), '/no-such-page'];
    for (const pagePath of pages) {
      const html = await (await server.request(pagePath)).text();
      // The only scripts are the page's own: its structured data, its data for hydration, the boot script.
      expect(html, pagePath).not.toContain('<script>alert(1)');
      expect(html, pagePath).not.toMatch(/<\/script><script>/);
      for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/g))
        expect(attributes, pagePath).toMatch(/^ type="(application\/ld\+json|application\/json|module)"/);
      // Each JSON block is whole JSON, and gives back exactly what she wrote.
      const blocks = [...html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)];
      expect(blocks.length, pagePath).toBeGreaterThan(0);
      for (const [, json] of blocks) expect(() => JSON.parse(json!), pagePath).not.toThrow();
      // In the markup, what she wrote appears escaped, never as a tag or the end of an attribute.
      expect(html, pagePath).not.toMatch(/"<<\/script>/);
      expect(html, pagePath).toContain('&quot;&lt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    }

    const home = await (await server.request('/')).text();
    const structured = [...home.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json!) as Record<string, unknown>,
    );
    const business = structured.find((block) => block['@type'] !== 'BreadcrumbList') as Record<string, unknown>;
    expect(business.name).toBe(hostile.businessName);
    expect(business.sameAs).toEqual([hostile.socialUrl]);
    expect(home).toContain(
      '<meta property="og:site_name" content="&quot;&lt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;busi',
    );
  });

  /** A request with exactly these headers (fetch would set its own Host). */
  const withHeaders = (url: string, pathname: string, headers: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      const { hostname, port } = new URL(url);
      request({ host: hostname, port, path: pathname, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks).toString()));
      })
        .on('error', reject)
        .end();
    });

  it('makes no page, sitemap or robots.txt from the Host or X-Forwarded-* headers, so none can poison the next visitor', async () => {
    const poison = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'javascript',
      'x-forwarded-for': '203.0.113.9',
    };
    const paths = ['/', '/services', '/wedding-day-schedule', '/admin', '/no-such-page', '/sitemap.xml', '/robots.txt'];
    // Behind a proxy the server reads X-Forwarded-*, so that setting is tried too, on pages not yet rendered.
    const proxied = await startTestServer({ env: { DIST_DIR: distDir, TRUST_PROXY: 'true' }, seed: true });
    try {
      for (const { url } of [server, proxied]) {
        for (const pathname of [...paths, '/manifest.webmanifest']) {
          // Twice, so a page first rendered for the hostile request is the one kept.
          for (let time = 0; time < 2; time += 1) {
            expect(await withHeaders(url, pathname, poison), pathname).not.toContain('evil.example');
            expect(await withHeaders(url, `${pathname}?fresh=${time}`, poison), pathname).not.toContain('evil.example');
          }
          const normal = await withHeaders(url, pathname, { host: new URL(url).host });
          expect(normal, pathname).not.toContain('evil.example');
          expect(normal, pathname).not.toContain('javascript:');
        }
      }
    } finally {
      await proxied.close();
    }
  });
});

describe('the sitemap and robots.txt from a stored address the schema would refuse today', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // Data written before the site address's host had to be DNS letters: the URL parser lets & and ' through.
    await server.store.update((data) => {
      data.siteSettings.siteUrl = "https://rosa&glow's.example";
    });
  });
  afterAll(() => server.close());

  it('escapes each address in the sitemap, so it is XML a search engine can read', async () => {
    const response = await server.request('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = parseSitemap(xml);
    expect(locs).toContain("https://rosa&glow's.example/");
    expect(locs).toContain("https://rosa&glow's.example/services");
    expect(xml).toContain("<loc>https://rosa&amp;glow's.example/services</loc>");
  });

  it('writes one Sitemap line in robots.txt, and none for an address that is not one', async () => {
    const robots = await (await server.request('/robots.txt')).text();
    expect(robots.match(/^Sitemap:.*$/gm)).toEqual(["Sitemap: https://rosa&glow's.example/sitemap.xml"]);
    await server.store.update((data) => {
      data.siteSettings.siteUrl = 'https://rosa.example/\nDisallow: /\nAllow: /admin';
    });
    const injected = await (await server.request('/robots.txt')).text();
    expect(injected.match(/^(Disallow|Allow):.*$/gm)).toEqual(['Disallow: /api/']);
    await server.store.update((data) => {
      data.siteSettings.siteUrl = 'not an address';
    });
    expect(await (await server.request('/robots.txt')).text()).not.toMatch(/^Sitemap:/m);
    expect(parseSitemap(await (await server.request('/sitemap.xml')).text())).toEqual([]);
  });
});

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The sitemap read as XML by its grammar, strictly: the declaration, one urlset, then url/loc elements whose text
 * has no raw `<` and no `&` but the five XML entities. A value written unescaped fails to parse. Returns the
 * addresses, entities decoded.
 */
function parseSitemap(xml: string): string[] {
  const text = '(?:[^<&]|&(?:amp|lt|gt|quot|apos);)*';
  const document = new RegExp(
    `^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n<urlset xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9">\\n(?:  <url><loc>${text}</loc></url>\\n)*\\n?</urlset>\\n$`,
  );
  expect(xml).toMatch(document);
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) =>
    loc!.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!),
  );
}
