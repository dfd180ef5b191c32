import cormorantGaramond from './cormorant-garamond-latin.woff2';
import { LATIN_UNICODE_RANGE } from './fallback-faces.ts';
import inter from './inter-latin.woff2';

const FONTS = [
  { family: 'Inter Variable', url: inter },
  { family: 'Cormorant Garamond Variable', url: cormorantGaramond },
];

let loading: Promise<void> | undefined;

/**
 * Adds the two web fonts (cut to Latin and the weights in use by scripts/make-fonts.ts). They are added from code,
 * after the page is on screen, instead of declared in its styles: declared, a browser fetches them with the page and
 * they compete with the hero picture on a slow connection. Until they arrive, text is set in the metric-matched
 * fallback faces (FALLBACK_FACES), so the swap moves nothing.
 */
export function loadWebFonts(): Promise<void> {
  return (loading ??= (async () => {
    if (typeof FontFace === 'undefined' || !document.fonts) return;
    await Promise.all(
      FONTS.map(async ({ family, url }) => {
        const face = new FontFace(family, `url(${url}) format('woff2')`, {
          weight: '400 700',
          style: 'normal',
          display: 'swap',
          unicodeRange: LATIN_UNICODE_RANGE,
        });
        try {
          document.fonts.add(await face.load());
        } catch {
          // Offline on a first visit, say: the fallback faces stay, which is what the page was drawn with.
        }
      }),
    );
  })());
}
