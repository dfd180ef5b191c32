import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { escapeHtml } from '../contract/html.ts';
import { pageMeta } from '../contract/routes.ts';
import type { PublicSiteSettings } from '../contract/site-settings.ts';
import { App } from './app.tsx';
import type { PublicData } from './features/public-site/data/public-data.tsx';
import { structuredData } from './features/public-site/seo/page-meta.ts';
import { shareImage } from './features/public-site/seo/share-image.ts';
import { adoptableStyleTags } from './shared/server-styles.ts';

export type { PublicData };

/** JSON inside HTML: `<` is escaped so no value can close the tag it sits in. */
export const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface Rendered {
  html: string;
  /** Title, description, canonical, Open Graph, JSON-LD, the page's styles and its data. */
  head: string;
}

/**
 * Renders one page to HTML for the first response; the browser then hydrates it. Prerendering waits for any lazily
 * loaded part a page renders, so the HTML holds the finished page rather than a loading line. Every fact comes from
 * the owner's settings (`site`), embedded with the page's lists so the browser hydrates with the same.
 */
export async function render(path: string, data: PublicData, site: PublicSiteSettings): Promise<Rendered> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <App ssrPath={path} initialData={data} site={site} />
        </StrictMode>,
      ),
    );
    // Joined before decoding, so a character split across two chunks stays whole.
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    const html = Buffer.concat(chunks).toString('utf8');
    const meta = pageMeta(path, site);
    const url = `${site.siteUrl}${path === '/' ? '/' : path}`;
    // Chosen for each page (seo/share-image.ts), with its size so a preview is drawn before the picture arrives.
    const image = shareImage(path, site, data);
    const head = [
      `<title>${escapeHtml(meta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      meta.indexable
        ? `<link rel="canonical" href="${escapeHtml(url)}" />`
        : '<meta name="robots" content="noindex" />',
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(site.businessName)}" />`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      `<meta property="og:image" content="${escapeHtml(image.url)}" />`,
      ...(image.width && image.height
        ? [
            `<meta property="og:image:width" content="${image.width}" />`,
            `<meta property="og:image:height" content="${image.height}" />`,
          ]
        : []),
      `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
      // Twitter reads og:image itself, but not its alt text.
      `<meta name="twitter:card" content="summary_large_image" />`,
      `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}" />`,
      ...structuredData(path, site, data.faqs, data.gallery).map(
        (block) => `<script type="application/ld+json">${jsonForHtml(block)}</script>`,
      ),
      // Marked for the browser to keep as they are (server-styles.ts).
      adoptableStyleTags(sheet.getStyleTags()),
      `<script type="application/json" id="initial-data">${jsonForHtml({ ...data, site })}</script>`,
    ].join('\n    ');
    return { html, head };
  } finally {
    sheet.seal();
  }
}
