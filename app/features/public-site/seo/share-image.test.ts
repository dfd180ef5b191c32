import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '#contract/routes.ts';
import { defaultPublicSettings } from '#contract/site-settings-defaults.ts';
import { validateStructuredData } from '#test-support/page-validators.ts';
import { structuredData } from './page-meta.ts';
import { portfolioPictures, shareImage } from './share-image.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../../public');
const site = defaultPublicSettings();

/** The real size of a built-in picture, from its file. */
async function fileSize(url: string) {
  const { width, height } = await sharp(path.join(publicDir, new URL(url).pathname)).metadata();
  return { width, height };
}

describe('the built-in pictures, before she has photos of her own', () => {
  it("give each page a share picture at least 1200 px wide, whose stated size is its file's", async () => {
    const pictures = ROUTE_LIST.map((route) => shareImage(route.path, site, {}));
    for (const picture of pictures) {
      expect(await fileSize(picture.url), picture.url).toEqual({ width: picture.width, height: picture.height });
      expect(picture.width, picture.url).toBeGreaterThanOrEqual(1200);
      expect(picture.alt, picture.url).not.toBe('');
    }
  });

  it("describe the built-in portfolio as a valid ImageGallery, each piece at its file's size", async () => {
    const pieces = portfolioPictures(site, []);
    expect(pieces).toHaveLength(22);
    for (const piece of pieces)
      expect(await fileSize(piece.url), piece.url).toEqual({ width: piece.width, height: piece.height });
    const html = structuredData('/portfolio', site)
      .map((block) => `<script type="application/ld+json">${JSON.stringify(block)}</script>`)
      .join('');
    expect(html).toContain('"@type":"ImageGallery"');
    expect(await validateStructuredData(html)).toEqual([]);
  });
});
