import { describe, expect, it } from 'vitest';
import { FALLBACK_FACES, LATIN_UNICODE_RANGE } from './fallback-faces.ts';

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
});
