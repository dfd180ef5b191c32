import { describe, expect, it } from 'vitest';
import { focusList } from './focus-list.ts';

describe('focusList', () => {
  it('accepts a list or its JSON text, and never throws on odd stored values', () => {
    expect(focusList(['Eyebrows', 'other'])).toEqual(['Eyebrows', 'other']);
    expect(focusList('["Skin prep"]')).toEqual(['Skin prep']);
    expect(focusList('Skin prep')).toEqual(['Skin prep']);
    expect(focusList('')).toEqual([]);
    expect(focusList(undefined)).toEqual([]);
  });
});
