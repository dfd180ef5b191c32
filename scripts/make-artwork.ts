/**
 * Makes the site's placeholder artwork: soft, on-palette abstract compositions (blurred colour fields, arches,
 * fine gold lines) rendered from SVG by sharp into small WebP files at several widths. The real photographs
 * replace these files (same names) or, for the portfolio, the owner's uploads take over.
 *
 *   npx tsx scripts/make-artwork.ts
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const outDir = path.resolve('public/images');

const palettes = [
  ['#fbf7f4', '#f1ddd3', '#e2b9ab', '#b7776a', '#d9c2a5'],
  ['#f8f1ec', '#ecd5cc', '#d7a89c', '#9c5e52', '#e8d7c3'],
  ['#f6efe9', '#e9dccf', '#cdb497', '#b8946a', '#f0d9d0'],
  ['#fbf5f2', '#f3dcd8', '#dcaeb0', '#a96f72', '#efe3d6'],
  ['#f7f1ea', '#eadfd2', '#d4c0ab', '#8f6f5a', '#f2dcd2'],
  ['#fcf6f3', '#f4e1d9', '#e6c2b4', '#c08a7b', '#dccab8'],
] as const;

/** A small deterministic generator so every run makes the same pictures. */
function random(seed: number) {
  let state = (seed * 2654435761) % 4294967296;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function composition(seed: number, width: number, height: number): string {
  const rnd = random(seed + 11);
  const p = palettes[seed % palettes.length]!;
  const blob = (i: number) => {
    const cx = (0.15 + rnd() * 0.7) * width;
    const cy = (0.15 + rnd() * 0.7) * height;
    const rx = (0.25 + rnd() * 0.35) * width;
    const ry = (0.2 + rnd() * 0.35) * height;
    const colour = p[1 + (i % 4)]!;
    return `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" fill="${colour}" opacity="${(0.45 + rnd() * 0.45).toFixed(2)}"/>`;
  };
  const blobs = Array.from({ length: 5 }, (_, i) => blob(i)).join('');
  // An arch, the editorial motif: a soft window of light in one of three places.
  const archW = width * (0.36 + rnd() * 0.16);
  const archX = [0.12, 0.5 - archW / width / 2, 0.88 - archW / width][seed % 3]! * width;
  const archTop = height * (0.16 + rnd() * 0.12);
  const archBottom = height * 0.94;
  const r = archW / 2;
  const arch = `M${archX},${archBottom} L${archX},${archTop + r} A${r},${r} 0 0 1 ${archX + archW},${archTop + r} L${archX + archW},${archBottom} Z`;
  const lineY = height * (0.3 + rnd() * 0.4);
  const stroke = Math.max(1.5, width / 600);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/>
    </linearGradient>
    <linearGradient id="arch" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="${p[4]}" stop-opacity="0.25"/>
    </linearGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(width / 14).toFixed(0)}"/></filter>
    <filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(width / 80).toFixed(0)}"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <g filter="url(#soft)">${blobs}</g>
  <path d="${arch}" fill="url(#arch)" filter="url(#glow)"/>
  <path d="${arch}" fill="none" stroke="${p[3]}" stroke-opacity="0.35" stroke-width="${stroke}"/>
  <path d="M${width * 0.06},${lineY} C${width * 0.35},${lineY - height * 0.08} ${width * 0.6},${lineY + height * 0.1} ${width * 0.94},${lineY - height * 0.02}" fill="none" stroke="#b8946a" stroke-opacity="0.55" stroke-width="${stroke}"/>
  <circle cx="${(archX + archW * (0.3 + rnd() * 0.4)).toFixed(0)}" cy="${(archTop + r * 1.1).toFixed(0)}" r="${(width * 0.05).toFixed(0)}" fill="${p[3]}" fill-opacity="0.28" filter="url(#glow)"/>
</svg>`;
}

interface Artwork {
  name: string;
  seed: number;
  /** Aspect ratio as width / height. */
  ratio: number;
  widths: number[];
}

const artworks: Artwork[] = [
  { name: 'hero', seed: 3, ratio: 3 / 2, widths: [800, 1400, 2000] },
  { name: 'hero-portrait', seed: 3, ratio: 3 / 4, widths: [600, 900] },
  { name: 'artist', seed: 7, ratio: 4 / 5, widths: [400, 800] },
  { name: 'services-header', seed: 14, ratio: 16 / 6, widths: [800, 1600] },
  { name: 'vendors-hero', seed: 20, ratio: 16 / 6, widths: [800, 1600] },
  ...Array.from({ length: 22 }, (_, i) => ({
    name: `portfolio-${String(i + 1).padStart(2, '0')}`,
    seed: 30 + i * 5,
    ratio: 4 / 5,
    widths: [400, 800, 1200],
  })),
];

await mkdir(outDir, { recursive: true });
let total = 0;
for (const art of artworks) {
  const base = Math.max(...art.widths);
  const svg = composition(art.seed, base, Math.round(base / art.ratio));
  const master = await sharp(Buffer.from(svg)).png().toBuffer();
  for (const width of art.widths) {
    const file = path.join(outDir, `${art.name}-${width}.webp`);
    const info = await sharp(master).resize({ width }).webp({ quality: 72, effort: 6 }).toFile(file);
    total += info.size;
  }
}
console.log(`Wrote ${artworks.length} artworks (${(total / 1024).toFixed(0)} KB) to ${outDir}`);
