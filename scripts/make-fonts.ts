/**
 * `npx tsx scripts/make-fonts.ts`: writes the site's two web fonts, cut down to what the site needs, into
 * `app/shared/fonts/` (commit the output, like the icons):
 * - Latin only (see LATIN_RANGES),
 * - the weights the styles use (400 to 700) instead of the font's whole weight axis,
 * and the metrics of the fallback faces that stand in while they load (from @capsizecss/metrics), so the swap moves
 * nothing on the page. Before: 48 + 38 KB; after: see the output.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond';
import inter from '@capsizecss/metrics/inter';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';

/**
 * English text with the accents of names and the typographic punctuation a person types or a phone inserts (curly
 * quotes, dashes, the ellipsis, the bullet); the @font-face rules repeat it, so any other character uses the fallback.
 */
export const LATIN_RANGES: [number, number][] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x0152, 0x0153],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'app/shared/fonts');
const text = LATIN_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

const fonts = [
  {
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    target: 'inter-latin.woff2',
  },
  {
    source: 'node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
    target: 'cormorant-garamond-latin.woff2',
  },
];

for (const font of fonts) {
  const source = readFileSync(path.join(root, font.source));
  const subset = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  writeFileSync(path.join(out, font.target), subset);
  console.log(`${font.target}: ${Math.round(source.length / 1024)} KB -> ${Math.round(subset.length / 1024)} KB`);
}

const fallbacks = [createFontStack([inter, arial]), createFontStack([cormorantGaramond, timesNewRoman])]
  .map((stack) => stack.fontFaces)
  // Liberation Sans and Serif have Arial's and Times New Roman's metrics (Linux has them where it lacks the others).
  .map((css) =>
    css
      .replace("local('ArialMT');", "local('ArialMT'), local('Liberation Sans'), local('Helvetica');")
      .replace("local('TimesNewRomanPSMT');", "local('TimesNewRomanPSMT'), local('Liberation Serif'), local('Times');"),
  )
  .join('\n');
const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
// CSS unicode-range syntax: U+0020-007E (the end of a range has no U+ of its own).
const unicodeRange = LATIN_RANGES.map(([from, to]) => `U+${hex(from)}${from === to ? '' : `-${hex(to)}`}`).join(', ');
const facesFile = path.join(out, 'fallback-faces.ts');
const facesSource = [
  "// Written by scripts/make-fonts.ts: local fonts resized to the web fonts' metrics, shown until those load.",
  `export const FALLBACK_FACES = \`\n${fallbacks}\n\`;`,
  '',
  `export const LATIN_UNICODE_RANGE = '${unicodeRange}';`,
  '',
].join('\n');
writeFileSync(facesFile, await format(facesSource, { ...(await resolveConfig(facesFile)), parser: 'typescript' }));
