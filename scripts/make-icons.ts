/**
 * Draws the app icons (home screen, install dialog, favicon) from one SVG monogram and writes them to public/icons/.
 * Run with `npx tsx scripts/make-icons.ts` after changing the design; the PNGs are committed.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const ROSE_DEEP = '#8f4f43';
const IVORY = '#fbf7f4';
const GOLD = '#e2c49c';
const INITIALS = 'EM';

/**
 * `inset` is the share of the canvas left around the monogram: maskable icons are cropped to a circle of 80%,
 * so their artwork must sit well inside it.
 */
function monogram({ size, inset, rounded }: { size: number; inset: number; rounded: boolean }) {
  const c = size / 2;
  const r = (size / 2) * (1 - inset);
  const font = r * 0.78;
  const corner = rounded ? size * 0.22 : 0;
  const sparkle = (x: number, y: number, s: number) =>
    `<path d="M ${x} ${y - s} Q ${x} ${y} ${x + s} ${y} Q ${x} ${y} ${x} ${y + s} Q ${x} ${y} ${x - s} ${y} Q ${x} ${y} ${x} ${y - s} Z" fill="${GOLD}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${corner}" fill="${ROSE_DEEP}"/>
  <circle cx="${c}" cy="${c}" r="${r}" fill="none" stroke="${GOLD}" stroke-width="${r * 0.035}"/>
  <circle cx="${c}" cy="${c}" r="${r * 0.9}" fill="none" stroke="${GOLD}" stroke-opacity="0.55" stroke-width="${r * 0.012}"/>
  <text x="${c}" y="${c + font * 0.33}" text-anchor="middle" font-family="'Liberation Serif', 'Cormorant Garamond', Georgia, 'Times New Roman', serif"
    font-style="italic" font-size="${font}" letter-spacing="${font * -0.04}" fill="${IVORY}">${INITIALS}</text>
  ${sparkle(c + r * 0.62, c - r * 0.5, r * 0.09)}
  ${sparkle(c - r * 0.6, c + r * 0.52, r * 0.06)}
</svg>`;
}

const out = new URL('../public/icons/', import.meta.url);
const png = async (name: string, svg: string, size: number) =>
  writeFile(
    new URL(name, out),
    await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer(),
  );

await writeFile(new URL('favicon.svg', out), monogram({ size: 64, inset: 0.06, rounded: true }));
await png('icon-192.png', monogram({ size: 512, inset: 0.1, rounded: false }), 192);
await png('icon-512.png', monogram({ size: 512, inset: 0.1, rounded: false }), 512);
await png('icon-maskable-512.png', monogram({ size: 512, inset: 0.26, rounded: false }), 512);
// iOS rounds the corners itself and shows transparency as black, so a full square.
await png('apple-touch-icon.png', monogram({ size: 512, inset: 0.14, rounded: false }), 180);
console.log('Icons written to public/icons/');
