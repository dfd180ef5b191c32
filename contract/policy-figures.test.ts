import { describe, expect, it } from 'vitest';
import {
  figureMismatches,
  mismatchedSentences,
  sentencesOf,
  withFiguresFixed,
  withSentenceReplaced,
} from './policy-figures.ts';
import { rulePolicies } from './rule-texts.ts';
import { type SiteSettings } from './site-settings.ts';
import { DEFAULT_SITE_SETTINGS } from './site-settings-defaults.ts';

const first = DEFAULT_SITE_SETTINGS;
const fifty: SiteSettings = { ...first, travelFee: { ...first.travelFee, baseFee: 50, includedMiles: 15 } };

describe('sentences', () => {
  it('end at a full stop before a space or the end, never inside "$1.00", and at a line break', () => {
    expect(
      sentencesOf('Beyond 10 miles, travel is $1.00 per mile, round trip. Thanks!\n\nNo stop here\nNext one.'),
    ).toEqual([
      { text: 'Beyond 10 miles, travel is $1.00 per mile, round trip.', start: 0, end: 54 },
      { text: 'Thanks!', start: 55, end: 62 },
      { text: 'No stop here', start: 64, end: 76 },
      { text: 'Next one.', start: 77, end: 86 },
    ]);
  });
});

describe('figures that disagree with her settings', () => {
  it('are none in a text written from her settings', () => {
    for (const settings of [first, fifty]) {
      for (const policy of rulePolicies(settings)) expect(figureMismatches(policy.content, settings)).toEqual([]);
    }
  });

  it('name the figure as she wrote it and her setting, in her rewritten travel policy', () => {
    const hers =
      'I love to travel to you! On-location services have a base travel fee of $40, which covers up to 10 miles from my home.\n\n' +
      'Beyond 10 miles, travel is $1.00 per mile, round trip.';
    const found = figureMismatches(hers, fifty);
    expect(found.map(({ figure, setting, value }) => ({ figure, setting, value }))).toEqual([
      { figure: '$40', setting: 'Base travel fee', value: '$50' },
      { figure: '10 miles', setting: 'Miles the base fee covers', value: '15 miles' },
      { figure: '10 miles', setting: 'Miles the base fee covers', value: '15 miles' },
    ]);
    const [sentence] = mismatchedSentences(hers, fifty);
    expect(sentence!.sentence).toBe(
      'On-location services have a base travel fee of $40, which covers up to 10 miles from my home.',
    );
    expect(sentence!.replacement).toBe(
      'On-location services have a base travel fee of $50, which covers up to 15 miles from my residence in Sacramento.',
    );
    // One tap: that sentence is written from her settings, the rest stays hers word for word.
    const fixed = withSentenceReplaced(hers, sentence!.sentence, sentence!.replacement);
    expect(fixed).toBe(
      'I love to travel to you! On-location services have a base travel fee of $50, which covers up to 15 miles from my residence in Sacramento.\n\n' +
        'Beyond 10 miles, travel is $1.00 per mile, round trip.',
    );
    expect(withFiguresFixed(hers, fifty)).toBe(
      'I love to travel to you! On-location services have a base travel fee of $50, which covers up to 15 miles from my residence in Sacramento.\n\n' +
        'Beyond 15 miles, travel is $1.00 per mile, round trip.',
    );
    expect(figureMismatches(withFiguresFixed(hers, fifty), fifty)).toEqual([]);
  });

  it('find the per-mile fee, the way, the deposit, the minimum, the preview and the balance', () => {
    const s: SiteSettings = {
      ...first,
      retainerAmount: 150,
      weddingMinimum: 5,
      balanceDueDaysBefore: 14,
      travelFee: { ...first.travelFee, perMile: 1.5, roundTrip: false },
    };
    const figures = (text: string) => figureMismatches(text, s).map(({ figure, value }) => `${figure} -> ${value}`);
    expect(figures('Travel is $2 a mile, round trip.')).toEqual(['$2 -> $1.50', 'round trip -> One way']);
    expect(figures('A $100 deposit holds your date.')).toEqual(['$100 -> $150']);
    expect(figures('Weddings need at least four services on weekends.')).toEqual(['four services -> 5 services']);
    expect(figures("Previews don't count toward the 4-service minimum.")).toEqual(['4-service -> 5 services']);
    expect(figures('A preview is $150 and takes 3 hours.')).toEqual(['$150 -> $175', '3 hours -> 120 minutes']);
    expect(figures('A preview takes 2 hours.')).toEqual([]);
    expect(figures('The balance is due on the wedding day.')).toEqual([
      'on the wedding day -> 14 days before the event',
    ]);
    expect(figures('The remaining balance is due 2 weeks before.')).toEqual([]);
    expect(figures('The balance is due 7 days before.')).toEqual(['7 days -> 14 days before the event']);
    // Words with no figure of her rules are never named.
    expect(figures('Please arrive with clean skin. Parking is on you.')).toEqual([]);
  });

  it('fix only the topics asked for', () => {
    const text = 'A $80 deposit holds your date. Travel is $30 for up to 10 miles.';
    expect(withFiguresFixed(text, first, ['travel'])).toBe(
      'A $80 deposit holds your date. On-location services have a base travel fee of $40, which covers up to 10 miles from my residence in Sacramento.',
    );
  });
});
