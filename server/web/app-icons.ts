import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { APP_ICONS, businessInitials, type AppIconPath } from '../../contract/app-icon.ts';

const ROSE_DEEP = '#8f4f43';
const IVORY = '#fbf7f4';
const GOLD = '#e2c49c';

/**
 * The monogram's letters: Cormorant Garamond SemiBold Italic, the site's heading face, from the TTFs the server
 * already ships for the agreement PDF (server/agreement/pdf.ts). The letters are drawn as outlines, so no font need be
 * installed on the server (none may be). The face covers Latin and Latin Extended (É, Ł, Ő).
 */
const FONT_FILE = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/cormorant-garamond/600SemiBold_Italic/CormorantGaramond_600SemiBold_Italic.ttf',
);
let fonts: fontkit.Font[] | undefined;
const loadFonts = () =>
  (fonts ??= [FONT_FILE].map((file) => {
    const font = fontkit.openSync(file);
    if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
    return font;
  }));

/** The initials as one SVG path, `size` pixels high for a capital, centred on (cx, cy); empty if none can be drawn. */
function lettersPath(initials: string, cx: number, cy: number, capSize: number, maxWidth: number): string {
  const letters = [...initials].flatMap((letter) => {
    const font = loadFonts().find((candidate) => candidate.hasGlyphForCodePoint(letter.codePointAt(0)!));
    return font ? [{ font, glyph: font.glyphForCodePoint(letter.codePointAt(0)!) }] : [];
  });
  if (letters.length === 0) return '';
  const unitsPerEm = letters[0]!.font.unitsPerEm;
  const capHeight = letters[0]!.font.capHeight || unitsPerEm * 0.63;
  // Set tight, as the old monogram was: 4% of the size less between letters.
  const tracking = -0.04 * unitsPerEm;
  let pen = 0;
  const placed = letters.map(({ glyph }) => {
    const at = pen;
    pen += glyph.advanceWidth + tracking;
    return { glyph, at };
  });
  const width = pen - tracking;
  const scale = Math.min(capSize / capHeight, maxWidth / width);
  const left = cx - (width * scale) / 2;
  const baseline = cy + (capHeight * scale) / 2;
  return placed
    .map(
      ({ glyph, at }) =>
        `<path transform="translate(${(left + at * scale).toFixed(2)} ${baseline.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${glyph.path.toSVG()}"/>`,
    )
    .join('');
}

/**
 * The monogram on a square canvas: her initials in ivory inside a gold ring on deep rose, with two sparkles.
 * `inset` is the share of the canvas left around the ring (maskable icons are cropped to a circle of 80%);
 * `rounded` rounds the canvas's corners.
 */
export function monogramSvg(initials: string, size: number, inset: number, rounded = false): string {
  const c = size / 2;
  const r = (size / 2) * (1 - inset);
  const corner = rounded ? size * 0.22 : 0;
  const sparkle = (x: number, y: number, s: number) =>
    `<path d="M ${x} ${y - s} Q ${x} ${y} ${x + s} ${y} Q ${x} ${y} ${x} ${y + s} Q ${x} ${y} ${x - s} ${y} Q ${x} ${y} ${x} ${y - s} Z" fill="${GOLD}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${corner}" fill="${ROSE_DEEP}"/>
  <circle cx="${c}" cy="${c}" r="${r}" fill="none" stroke="${GOLD}" stroke-width="${r * 0.035}"/>
  <circle cx="${c}" cy="${c}" r="${r * 0.9}" fill="none" stroke="${GOLD}" stroke-opacity="0.55" stroke-width="${r * 0.012}"/>
  <g fill="${IVORY}">${lettersPath(initials, c, c, r * 0.52, r * 1.45)}</g>
  ${sparkle(c + r * 0.62, c - r * 0.5, r * 0.09)}
  ${sparkle(c - r * 0.6, c + r * 0.52, r * 0.06)}
</svg>`;
}

/** One icon of APP_ICONS for these initials, drawn at 512 and scaled down: the thin rings stay crisp when small. */
export function drawAppIcon(path: AppIconPath, initials: string): Promise<Buffer> {
  const { size, inset, rounded } = APP_ICONS[path];
  return sharp(Buffer.from(monogramSvg(initials, 512, inset, rounded)))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * Her app icons, drawn from her business's initials on first request after a change and kept until the next; a
 * few at most, so only the current business's are held.
 */
export function appIcons() {
  let drawnFor = '';
  let drawn = new Map<AppIconPath, Promise<Buffer>>();
  return {
    isIcon: (path: string): path is AppIconPath => Object.hasOwn(APP_ICONS, path),
    png(path: AppIconPath, businessName: string): Promise<Buffer> {
      const initials = businessInitials(businessName);
      if (initials !== drawnFor) {
        drawnFor = initials;
        drawn = new Map();
      }
      let icon = drawn.get(path);
      if (!icon) {
        icon = drawAppIcon(path, initials);
        icon.catch(() => drawn.delete(path));
        drawn.set(path, icon);
      }
      return icon;
    },
  };
}
