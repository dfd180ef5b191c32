import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GalleryItem } from '#contract/gallery.ts';
import type { UploadedImage } from '#contract/api.ts';
import { jsonLdBlocks, validateHtml, validateStructuredData } from '#test-support/page-validators.ts';
import { buildWithAppRenderer } from '../test/built-files.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { PUBLIC_ROUTES } from './seo-files.ts';

// What the server build has in place of the service worker's module (vite.config.ts, pwaRegisterStubForSsr).
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [false, () => {}],
    offlineReady: [false, () => {}],
    updateServiceWorker: async () => {},
  }),
}));

/** The `content` of each `<meta property|name="…">` in the page's head. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, , key, content] of html.matchAll(/<meta (property|name)="([^"]+)" content="([^"]*)"/g))
    tags[key!] = content!
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"');
  return tags;
}

type Json = Record<string, unknown>;

describe('what search engines and link previews read, on every public page', () => {
  let distDir: string;
  let server: TestServer;
  let pages: Record<string, string>;
  let uploaded: UploadedImage;
  let siteUrl: string;

  beforeAll(async () => {
    distDir = await buildWithAppRenderer('bridal-structured-data-');
    server = await startTestServer({ env: { DIST_DIR: distDir }, seed: true });
    siteUrl = server.store.data.siteSettings.siteUrl;
    // Her first portfolio photo is an upload wider than 1600 px (kept at 1600); the second is linked from elsewhere.
    const photo = await sharp({
      create: { width: 2400, height: 3000, channels: 3, background: { r: 236, g: 214, b: 208 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'bride.jpg');
    uploaded = (await (
      await server.request('/api/admin/upload', { method: 'POST', admin: true, body: form })
    ).json()) as UploadedImage;
    const gallery = async (json: object) =>
      (await (await server.request('/api/admin/gallery', { method: 'POST', admin: true, json })).json()) as GalleryItem;
    await gallery({
      title: 'Golden Hour Bride',
      description: 'A soft bronze look for a vineyard ceremony.',
      imageUrl: uploaded.imageUrl,
    });
    await gallery({ title: 'Linked Look', imageUrl: 'https://photos.example.com/look.jpg' });
    // Her own testimonials, rated: none of it may become review markup.
    await server.request('/api/admin/testimonials', {
      method: 'POST',
      admin: true,
      json: { clientName: 'Ana R.', content: 'She made me feel beautiful.', rating: 5, isVisible: true },
    });
    pages = {};
    for (const route of PUBLIC_ROUTES) {
      const response = await server.request(route);
      expect(response.status, route).toBe(200);
      pages[route] = await response.text();
    }
  });
  afterAll(async () => {
    await server.close();
    await rm(distDir, { recursive: true, force: true, maxRetries: 5 });
  });

  it('keeps the size the server read from the stored file with the gallery photo, and none for a linked one', () => {
    const [photo, linked] = server.store.data.gallery;
    expect(uploaded).toMatchObject({ width: 1600, height: 2000 });
    expect(photo).toMatchObject({ imageUrl: uploaded.imageUrl, width: 1600, height: 2000 });
    expect([linked?.width, linked?.height]).toEqual([undefined, undefined]);
  });

  it('describes /portfolio as an ImageGallery: each photo with its title, size, creator and copyright holder', () => {
    const blocks = jsonLdBlocks(pages['/portfolio']!);
    const business = blocks.find((block) => block['@type'] === 'BeautySalon')!;
    const gallery = blocks.find((block) => block['@type'] === 'ImageGallery') as Json;
    expect(gallery, 'an ImageGallery block').toBeDefined();
    const artist = gallery.creator as Json;
    expect(artist).toMatchObject({ '@type': 'Person', name: server.store.data.siteSettings.artistName });
    const images = gallery.associatedMedia as Json[];
    expect(images).toEqual([
      {
        '@type': 'ImageObject',
        contentUrl: new URL(uploaded.imageUrl, siteUrl).href,
        name: 'Golden Hour Bride',
        width: 1600,
        height: 2000,
        creator: { '@id': artist['@id'] },
        copyrightHolder: { '@id': business['@id'] },
      },
      // A linked photo's size is not known, so none is given.
      {
        '@type': 'ImageObject',
        contentUrl: 'https://photos.example.com/look.jpg',
        name: 'Linked Look',
        creator: { '@id': artist['@id'] },
        copyrightHolder: { '@id': business['@id'] },
      },
    ]);
    // The business is written once on the page: the photos name it.
    expect(pages['/portfolio']!.split(`"name":${JSON.stringify(business.name)}`)).toHaveLength(2);
  });

  it('gives the portfolio images on the page their width, height and alt text', () => {
    const tiles = [...pages['/portfolio']!.matchAll(/<img [^>]*src="(\/uploads\/[^"]+|https:\/\/photos[^"]+)"[^>]*>/g)];
    expect(tiles.map(([tag]) => [/width="(\d+)"/.exec(tag)?.[1], /height="(\d+)"/.exec(tag)?.[1]])).toEqual([
      ['1600', '2000'],
      // Linked: the tile's 4:5 box, which the grid crops every photo to.
      ['600', '750'],
    ]);
    expect(tiles.map(([tag]) => /alt="([^"]*)"/.exec(tag)?.[1])).toEqual([
      'A soft bronze look for a vineyard ceremony.',
      'Linked Look',
    ]);
  });

  it("chooses each page's share picture, 1200 px wide or more, with its size and alt text", () => {
    const shared = Object.fromEntries(
      Object.entries(pages).map(([route, html]) => {
        const meta = metaTags(html);
        return [
          route,
          {
            image: meta['og:image'],
            width: Number(meta['og:image:width']),
            height: Number(meta['og:image:height']),
            alt: meta['og:image:alt'],
            twitter: [meta['twitter:card'], meta['twitter:image:alt'] === meta['og:image:alt']],
          },
        ];
      }),
    );
    const { businessName } = server.store.data.siteSettings;
    const hero = {
      image: `${siteUrl}/images/hero-2000.webp`,
      width: 2000,
      height: 1333,
      alt: `Artwork for ${businessName}`,
    };
    const twitter = ['summary_large_image', true];
    expect(shared).toEqual({
      '/': { ...hero, twitter },
      '/faqs': { ...hero, twitter },
      '/policies': { ...hero, twitter },
      '/testimonials': { ...hero, twitter },
      '/contact-form': { ...hero, twitter },
      '/services': {
        image: `${siteUrl}/images/services-header-1600.webp`,
        width: 1600,
        height: 600,
        alt: `Artwork for ${businessName}'s services and prices`,
        twitter,
      },
      '/portfolio': {
        image: new URL(uploaded.imageUrl, siteUrl).href,
        width: 1600,
        height: 2000,
        alt: 'A soft bronze look for a vineyard ceremony.',
        twitter,
      },
      '/preferred-vendors': {
        image: `${siteUrl}/images/vendors-hero-1600.webp`,
        width: 1600,
        height: 600,
        alt: `Artwork for ${businessName}'s preferred vendors`,
        twitter,
      },
    });
  });

  it('marks up none of her own testimonials as a review or a rating', () => {
    expect(pages['/testimonials']).toContain('She made me feel beautiful.');
    for (const [route, html] of Object.entries(pages)) {
      const data = JSON.stringify(jsonLdBlocks(html));
      expect(data, route).not.toMatch(/"(AggregateRating|Review|Rating)"|"(aggregateRating|review|reviewRating)":/);
      expect(html, route).not.toMatch(/itemtype="[^"]*schema\.org\/(AggregateRating|Review)/);
    }
  });

  it('is valid HTML (the Nu Html Checker) and valid structured data (Google rules and schema.org), offline', async () => {
    const messages = await validateHtml(pages);
    // Its errors and its warnings; not its advice ("info"): React writes void elements with a trailing slash, and the
    // outline advice that each <section> have a heading is about the shared page layout, not validity.
    const problems = messages.filter(
      (message) =>
        message.type !== 'info' ||
        (message.subType === 'warning' && !message.message.startsWith('Section lacks heading')),
    );
    expect(problems).toEqual([]);
    expect(messages.length, 'the checker read the pages').toBeGreaterThan(0);
    for (const [route, html] of Object.entries(pages)) {
      const issues = await validateStructuredData(html);
      expect(
        issues.map(({ severity, issueMessage, rootType }) => `${severity} ${rootType}: ${issueMessage}`),
        route,
      ).toEqual([]);
    }
  }, 60_000);
});
