import { describe, expect, it } from 'vitest';
import { thumbnailOf } from '#contract/uploads.ts';
import { paragraphs } from './pages/policies-page.tsx';
import { groupVendors } from './pages/preferred-vendors-page.tsx';
import { formatPrice, isOffered, menuLines } from '#contract/site-settings.ts';
import { DEFAULT_SITE_SETTINGS, defaultPublicSettings } from '#contract/site-settings-defaults.ts';
import { QUOTE_COLORS } from './pages/testimonials-page.tsx';
import { structuredData } from './seo/page-meta.ts';
import { theme } from '#shared/theme.ts';

/** WCAG 2.x contrast ratio of two opaque #rrggbb colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('public site helpers', () => {
  it('uses the 600 px thumbnail for uploads and linked images as they are', () => {
    expect(thumbnailOf('/uploads/0b6f-4c1e-9a2d-1600.webp')).toBe('/uploads/0b6f-4c1e-9a2d-600.webp');
    expect(thumbnailOf('https://photos.example.com/bride-1600.webp')).toBe(
      'https://photos.example.com/bride-1600.webp',
    );
  });

  it('splits policy text into paragraphs at blank lines, keeping single line breaks', () => {
    expect(paragraphs('First line\nsame paragraph\n\n  \nSecond\n\n')).toEqual([
      'First line\nsame paragraph',
      'Second',
    ]);
  });

  it("groups vendors by the category list's order, keeping the owner's order inside a group", () => {
    const vendor = (name: string, category: string) =>
      ({
        id: name,
        name,
        category,
        description: '',
        website: '',
        socialUrl: '',
        phone: '',
        email: '',
        sortOrder: 0,
      }) as never;
    const groups = groupVendors([
      vendor('Veil', 'Hair and Makeup'),
      vendor('Oak', 'Photographers'),
      vendor('Gold', 'Photographers'),
    ]);
    expect(groups.map(([category, list]) => [category, list.map((v) => v.name)])).toEqual([
      ['Photographers', ['Oak', 'Gold']],
      ['Hair and Makeup', ['Veil']],
    ]);
  });

  it('shows prices as dollars, with cents only when they are not whole', () => {
    const prices = [225, 1250, 42.5, 0.5, 1250.456, 0, 999, 1000, 125000.1, 9999999];
    expect(prices.map(formatPrice)).toEqual([
      '$225',
      '$1,250',
      '$42.50',
      '$0.50',
      '$1,250.46',
      '$0',
      '$999',
      '$1,000',
      '$125,000.10',
      '$9,999,999',
    ]);
    // The same as the locale's own formatting, which it stands in for.
    for (const price of prices) {
      const digits = Number.isInteger(price) ? 0 : 2;
      expect(formatPrice(price)).toBe(
        `$${price.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`,
      );
    }
  });

  it('starts from every price and duration of the spec', () => {
    // The groups visitors see: the first run's Hair group is switched off until she turns it on (issue 38).
    const lines = DEFAULT_SITE_SETTINGS.serviceGroups
      .filter(isOffered)
      .flatMap((group) =>
        group.items.map((item) => `${item.name} ${formatPrice(item.price)} ${item.durationMinutes} min`),
      );
    expect(lines).toEqual([
      'Bridal Makeup $225 90 min',
      'Bridal Preview $175 120 min',
      'Mother of the Bride / Groom $150 60 min',
      'Bridesmaid $150 60 min',
      'Wedding Attendee $150 60 min',
      'Graduation Makeup $150 60 min',
      'Prom Makeup $150 60 min',
      'Photoshoot Makeup $150 60 min',
      'Birthday Makeup $150 60 min',
      'Flower Girl Makeup (12 & Under) $50 25 min',
      'Unbooked Wedding Guest Touch Up $40 15 min',
      'Premium Lesson $225 120 min',
      'Pro Lesson $325 150 min',
    ]);
  });

  // The stars are text characters (hidden from screen readers, so axe does not check them): 4.5:1 like any text.
  it('draws the testimonial stars in a colour readable on their card', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    const stars = theme.colors[QUOTE_COLORS.stars];
    const card = theme.colors[QUOTE_COLORS.card];
    expect(stars).toMatch(/^#[0-9a-f]{6}$/i);
    expect(card).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrastRatio(stars, card)).toBeGreaterThanOrEqual(4.5);
  });

  it('describes the areas served with types that fit them', () => {
    const site = { ...defaultPublicSettings(), homeCity: 'Davis', serviceArea: 'Northern California' };
    const [business] = structuredData('/', site) as [{ areaServed: { '@type': string; name: string }[] }];
    expect(business.areaServed).toEqual([
      { '@type': 'City', name: 'Davis' },
      { '@type': 'Place', name: 'Northern California' },
    ]);
  });
});

describe('the home page price list', () => {
  it('puts a group whose services share price and length on one line, and lists the others one by one', () => {
    const lines = DEFAULT_SITE_SETTINGS.serviceGroups.map((group) =>
      menuLines(group).map((line) => `${line.name} ${line.price} ${line.duration}`),
    );
    expect(lines[1]).toEqual(['Graduation, Prom, Photoshoot, Birthday Makeup $150 each 60 min']);
    expect(lines[0]).toHaveLength(5);
    expect(lines[0]![0]).toBe('Bridal Makeup $225 90 min');
  });
});
