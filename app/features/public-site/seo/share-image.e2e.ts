import { expect, test } from '@playwright/test';
import { ROUTE_LIST } from '#contract/routes.ts';

// What a bride's phone shows when a page of the site is shared, and what a search engine reads of the portfolio, on
// the built site as visitors get it (before she has photos of her own: the built-in pictures).

test.use({ viewport: { width: 390, height: 844 } });

const PUBLIC_PATHS = ROUTE_LIST.filter((route) => route.indexable).map((route) => route.path);

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

test('each public page names a share picture that is there, 1200 px wide or more, at the size it states; the portfolio photos carry their size and alt text', async ({
  page,
  request,
}) => {
  const shared = await Promise.all(
    PUBLIC_PATHS.map(async (path) => {
      const html = await (await request.get(path)).text();
      const image = metaContent(html, 'og:image');
      return {
        path,
        // Her site's address in the data; the same file on this server.
        image: image ? new URL(image).pathname : undefined,
        size: [Number(metaContent(html, 'og:image:width')), Number(metaContent(html, 'og:image:height'))],
        alt: metaContent(html, 'og:image:alt') ?? '',
      };
    }),
  );

  await page.goto('/portfolio');
  const loaded = await page.evaluate(
    (images) =>
      Promise.all(
        images.map(
          (src) =>
            new Promise<number[] | string>((resolve) => {
              const image = new Image();
              image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
              image.onerror = () => resolve(`${src} did not load`);
              image.src = src ?? '';
            }),
        ),
      ),
    shared.map((share) => share.image),
  );
  expect(loaded, JSON.stringify(shared)).toEqual(shared.map((share) => share.size));
  for (const share of shared) {
    expect(share.size[0], share.path).toBeGreaterThanOrEqual(1200);
    expect(share.alt, share.path).not.toBe('');
  }

  // Every tile: a size, so the grid does not jump as photos arrive, and words for a screen reader and image search.
  const tiles = page.getByRole('button', { name: /^Open .+ larger$/ }).locator('img');
  await expect(tiles.first()).toBeVisible();
  const attributes = await tiles.evaluateAll((images) =>
    images.map((image) => ['width', 'height', 'alt'].map((name) => image.getAttribute(name) ?? '')),
  );
  expect(attributes.length).toBeGreaterThan(0);
  for (const [width, height, alt] of attributes) {
    expect(Number(width)).toBeGreaterThan(0);
    expect(Number(height)).toBeGreaterThan(0);
    expect(alt).not.toBe('');
  }
  // The same photos, in the same order, in the page's image gallery for search engines.
  const gallery = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { '@type': string; associatedMedia?: { name: string }[] })
    .find((block) => block['@type'] === 'ImageGallery');
  const titles = await page
    .getByRole('button', { name: /^Open .+ larger$/ })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')!.slice(5, -7)));
  expect(gallery?.associatedMedia?.map((image) => image.name)).toEqual(titles);
});
