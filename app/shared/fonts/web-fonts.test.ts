import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { FALLBACK_FACES, LATIN_UNICODE_RANGE } from './fallback-faces.ts';
import { WEB_FONT_FACES, WEB_FONTS } from './web-fonts.ts';

describe('the web fonts', () => {
  it('name their characters in valid CSS unicode-range syntax (FontFace refuses anything else)', () => {
    const parts = LATIN_UNICODE_RANGE.split(', ');
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts) expect(part).toMatch(/^U\+[0-9A-F]{4,6}(-[0-9A-F]{4,6})?$/);
    expect(parts[0]).toBe('U+0020-007E');
  });

  it('stand in with local faces resized to their metrics', () => {
    expect(FALLBACK_FACES).toContain('font-family: "Inter Fallback"');
    expect(FALLBACK_FACES).toContain('font-family: "Cormorant Garamond Fallback"');
    expect(FALLBACK_FACES).toMatch(/size-adjust: \d+(\.\d+)?%/);
  });

  it('are declared in the page styles to be waited for, not drawn in a stand-in and swapped, over the same characters', () => {
    for (const { family } of WEB_FONTS) {
      expect(
        Object.values(theme.fonts).some((stack) =>
          stack.startsWith(`'${family}', '${family.replace(' Variable', ' Fallback')}'`),
        ),
      ).toBe(true);
    }
    const faces = WEB_FONT_FACES.split('@font-face').slice(1);
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      expect(face).toContain('font-display: block;');
      expect(face).toContain(`unicode-range: ${LATIN_UNICODE_RANGE};`);
      expect(face).toMatch(/src: url\(\S+\.woff2\) format\('woff2'\);/);
    }
  });
});
