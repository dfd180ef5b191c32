import cormorantGaramond from './cormorant-garamond-latin.woff2';
import { LATIN_UNICODE_RANGE } from './fallback-faces.ts';
import inter from './inter-latin.woff2';

/** Her two web fonts (cut to Latin and the weights in use by scripts/make-fonts.ts), as the build names them. */
export const WEB_FONTS = [
  { family: 'Inter Variable', url: inter },
  { family: 'Cormorant Garamond Variable', url: cormorantGaramond },
] as const;

/**
 * The web fonts' faces, in the page's global styles (app/shared/global-style.ts), so they are in the first paint:
 * the server writes them into every rendered page's inline styles, and its shell preloads their files from the head
 * (server/web/shell.ts), so they travel with the page and the main picture rather than after the code.
 *
 * `font-display: block`: text in these families waits for its font (up to Chromium's 3 s) rather than being drawn in
 * a stand-in and drawn again. Drawn in the fallback faces first and swapped as the fonts came (issue 37's first
 * attempt), every page was styled, laid out and painted twice, after its first paint: 200 to 300 ms of blocking time
 * at a phone's 7x CPU, and a visible change of type. Preloaded, the fonts (about 58 KB together) arrive about when
 * the main picture does, so what waits is the text for the time the picture takes anyway; on a connection too slow
 * for 3 s, the metric-matched fallback faces (fallback-faces.ts, same unicode-range) are drawn and the fonts swapped
 * in without moving the page. A page drawn from the service worker's shell finds both fonts in its cache (vite.config.ts
 * precaches them), so its first paint is in them too (docs/decisions/0023).
 */
export const WEB_FONT_FACES = WEB_FONTS.map(
  ({ family, url }) => `
@font-face {
  font-family: "${family}";
  src: url(${url}) format('woff2');
  font-weight: 400 700;
  font-style: normal;
  font-display: block;
  unicode-range: ${LATIN_UNICODE_RANGE};
}`,
).join('');
