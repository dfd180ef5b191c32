import cormorantGaramond from './cormorant-garamond-latin.woff2';
import { LATIN_UNICODE_RANGE } from './fallback-faces.ts';
import inter from './inter-latin.woff2';

const FONTS = [
  { family: 'Inter Variable', url: inter },
  { family: 'Cormorant Garamond Variable', url: cormorantGaramond },
];

let loading: Promise<FontFace[]> | undefined;

/**
 * Fetches the two web fonts (cut to Latin and the weights in use by scripts/make-fonts.ts) without using them yet.
 * They are fetched from code, after the page is on screen, instead of declared in its styles: declared, a browser
 * fetches them with the page and they compete with the hero picture on a slow connection.
 */
function fetchWebFonts(): Promise<FontFace[]> {
  return (loading ??= (async () => {
    if (typeof FontFace === 'undefined' || !document.fonts) return [];
    const faces = await Promise.all(
      FONTS.map(async ({ family, url }) => {
        try {
          const face = new FontFace(family, `url(${url}) format('woff2')`, {
            weight: '400 700',
            style: 'normal',
            display: 'swap',
            unicodeRange: LATIN_UNICODE_RANGE,
          });
          return await face.load();
        } catch {
          // Offline on a first visit, say: the fallback faces stay, which is what the page was drawn with.
          return undefined;
        }
      }),
    );
    return faces.filter((face): face is FontFace => face !== undefined);
  })());
}

async function applyWebFonts(): Promise<void> {
  for (const face of await fetchWebFonts()) document.fonts.add(face);
}

/** For a page drawn from nothing (the service worker's copy): the fonts first, if they come quickly (they are kept). */
export async function applyWebFontsBeforeFirstPaint(waitMs = 150): Promise<void> {
  await Promise.race([applyWebFonts(), new Promise((resolve) => setTimeout(resolve, waitMs))]);
}

/**
 * For a page already on screen in the metric-matched fallback faces: the fonts are fetched now and put in place as
 * soon as they arrive, with or without a tap, so a bride who only reads and scrolls sees her type too. The fallback
 * faces are sized to the fonts' metrics (scripts/make-fonts.ts) so that the swap does not move the page: the
 * browser tests measure its layout shift on every public page, and `npm run bench` its CLS.
 */
export function applyWebFontsWhenTheyArrive(): void {
  void applyWebFonts();
}
