import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app.tsx';
import { DATA_FOR_ROUTE, type PublicData } from './features/public-site/data/public-data.tsx';
import { metaFor, structuredData } from './features/public-site/seo/page-meta.ts';
import { HERO } from './features/public-site/data/artwork.ts';
import { siteConfig } from '../contract/site-config.ts';

export { DATA_FOR_ROUTE };
export type { PublicData };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
 * loaded part a page renders, so the HTML holds the finished page rather than a loading line.
 */
export async function render(path: string, data: PublicData): Promise<Rendered> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <App ssrPath={path} initialData={data} />
        </StrictMode>,
      ),
    );
    // Joined before decoding, so a character split across two chunks stays whole.
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    const html = Buffer.concat(chunks).toString('utf8');
    const meta = metaFor(path);
    const url = `${siteConfig.siteUrl}${path === '/' ? '/' : path}`;
    const head = [
      `<title>${escapeHtml(meta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      meta.indexable
        ? `<link rel="canonical" href="${escapeHtml(url)}" />`
        : '<meta name="robots" content="noindex" />',
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(siteConfig.businessName)}" />`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      `<meta property="og:image" content="${escapeHtml(siteConfig.siteUrl + HERO.src)}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
      ...structuredData(path, data.faqs).map(
        (block) => `<script type="application/ld+json">${jsonForHtml(block)}</script>`,
      ),
      sheet.getStyleTags(),
      `<script type="application/json" id="initial-data">${jsonForHtml(data)}</script>`,
    ].join('\n    ');
    return { html, head };
  } finally {
    sheet.seal();
  }
}
