import { describe, expect, it } from 'vitest';
import { preview } from './policy-preview.ts';

describe('preview', () => {
  it('keeps short text whole and cuts long text at 200 characters', () => {
    expect(preview('Short policy.')).toBe('Short policy.');
    const long = 'x'.repeat(250);
    expect(preview(long)).toBe(`${'x'.repeat(200)}...`);
    expect(preview('y'.repeat(200))).toBe('y'.repeat(200));
  });
});
