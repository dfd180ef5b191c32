import { describe, expect, it } from 'vitest';
import { weekendMinimumNote } from './check-your-date.ts';
import { bookingWarnings, type Booking } from './booking.ts';
import {
  followedPolicies,
  generatedPolicyKey,
  minimumNote,
  ON_LOCATION_LINES,
  onLocationNote,
  RULE_SENTENCES,
  rulePolicies,
  withRuleTextsFollowing,
  type RuleSettings,
} from './rule-texts.ts';
import { type SiteSettings } from './site-settings.ts';
import { DEFAULT_SITE_SETTINGS } from './site-settings-defaults.ts';

/** The texts the site showed before they were written from her settings, copied here as they were, byte for byte. */
const TODAY = {
  policies: [
    {
      title: 'Booking Minimum',
      content: 'A minimum of 4 services is required to book wedding days on Saturdays or Sundays.',
    },
    {
      title: 'Bridal Previews',
      content:
        'Bridal previews (trials) are booked separately and do not count toward the 4-service wedding minimum.\n\n' +
        'A preview is $175 and takes about 120 minutes at my location, with a consultation during the trial.',
    },
    {
      title: 'Deposit',
      content:
        'A $100 non-refundable deposit and a signed contract are required to secure wedding days (Fridays, Saturdays and Sundays).\n\n' +
        "In an emergency, the deposit can be moved to another date with 6 months' notice.",
    },
    {
      title: 'Travel Fee',
      content:
        'On-location services have a base travel fee of $40, which covers up to 10 miles from my residence in Sacramento.\n\n' +
        'Beyond 10 miles, travel is $1.00 per mile, round trip.',
    },
  ],
  onLocationNote: 'From $40 travel',
  onLocation: [
    'The artist comes to your getting-ready location',
    'Base travel fee of $40 covers up to 10 miles',
    'Beyond 10 miles, $1.00 per mile round trip',
  ],
  weddingsNote: 'Minimum of 4 services',
};

const first = DEFAULT_SITE_SETTINGS;
/** Her settings in the walk: a $50 base fee covering 15 miles. */
const fifty: SiteSettings = { ...first, travelFee: { ...first.travelFee, baseFee: 50, includedMiles: 15 } };

describe('rule texts with the first-run settings', () => {
  it('are, byte for byte, the texts the site has always shown', () => {
    expect(rulePolicies(first).map(({ title, content }) => ({ title, content }))).toEqual(TODAY.policies);
    expect(onLocationNote(first)).toBe(TODAY.onLocationNote);
    expect(ON_LOCATION_LINES.map((line) => line(first))).toEqual(TODAY.onLocation.slice(1));
    expect(minimumNote(first)).toBe(TODAY.weddingsNote);
    // The first-run settings hold those very texts, so nothing changes until she changes a setting.
    expect(first.included.onLocationNote).toBe(TODAY.onLocationNote);
    expect(first.included.onLocation).toEqual(TODAY.onLocation);
    expect(first.serviceGroups[0]!.note).toBe(TODAY.weddingsNote);
    expect(withRuleTextsFollowing(first, first)).toBe(first);
    expect(weekendMinimumNote('2027-06-13', 'wedding', [], first.weddingMinimum)).toBe(
      weekendMinimumNote('2027-06-13', 'wedding', []),
    );
  });
});

describe('rule texts written from her settings', () => {
  it('say her travel fee, wedding minimum, retainer, balance and preview', () => {
    const travel = rulePolicies(fifty).find((policy) => policy.key === 'travel')!.content;
    expect(travel).toBe(
      'On-location services have a base travel fee of $50, which covers up to 15 miles from my residence in Sacramento.\n\n' +
        'Beyond 15 miles, travel is $1.00 per mile, round trip.',
    );
    expect(onLocationNote(fifty)).toBe('From $50 travel');
    expect(ON_LOCATION_LINES.map((line) => line(fifty))).toEqual([
      'Base travel fee of $50 covers up to 15 miles',
      'Beyond 15 miles, $1.00 per mile round trip',
    ]);
    const hers: RuleSettings = {
      ...first,
      weddingMinimum: 5,
      retainerAmount: 250,
      balanceDueDaysBefore: 14,
      homeCity: 'Elk Grove',
      travelFee: { ...first.travelFee, perMile: 0.75, roundTrip: false },
      serviceGroups: [
        {
          name: 'Weddings',
          note: '',
          items: [{ name: 'Bridal Preview', typeLabel: '', price: 190, durationMinutes: 90, bullets: [] }],
        },
      ],
    };
    const [minimum, previews, deposit, travelFee] = rulePolicies(hers).map((policy) => policy.content);
    expect(minimum).toBe('A minimum of 5 services is required to book wedding days on Saturdays or Sundays.');
    expect(previews).toContain('do not count toward the 5-service wedding minimum');
    expect(previews).toContain('A preview is $190 and takes about 90 minutes');
    expect(deposit).toContain('A $250 non-refundable deposit');
    expect(deposit).toMatch(/\n\nThe balance is due 14 days before the wedding\.$/);
    expect(travelFee).toContain('from my residence in Elk Grove');
    expect(travelFee).toContain('Beyond 10 miles, travel is $0.75 per mile, one way.');
    expect(minimumNote({ weddingMinimum: 1 })).toBe('Minimum of 1 service');
  });

  it('read well when a fee is none', () => {
    const free = { ...first, retainerAmount: 0, travelFee: { ...first.travelFee, baseFee: 0, perMile: 0 } };
    expect(RULE_SENTENCES.deposit(free)).toBe(
      'A signed contract is required to secure wedding days (Fridays, Saturdays and Sundays).',
    );
    expect(RULE_SENTENCES.depositMoves(free)).toBe('');
    expect(RULE_SENTENCES.travelBase(free)).toBe(
      'On-location services have no travel fee for up to 10 miles from my residence in Sacramento.',
    );
    expect(RULE_SENTENCES.travelBeyond(free)).toBe('There is no charge per mile.');
    expect(onLocationNote(free)).toBe('No travel fee');
  });

  it('follow her settings where they were written from them, and leave her own words as they are', () => {
    // Her own first line stays; the untouched lines and note follow the new fee.
    const edited: SiteSettings = {
      ...fifty,
      included: { ...first.included, onLocation: ['I come to you', ...first.included.onLocation.slice(1)] },
    };
    const followed = withRuleTextsFollowing(edited, first);
    expect(followed.included.onLocationNote).toBe('From $50 travel');
    expect(followed.included.onLocation).toEqual([
      'I come to you',
      'Base travel fee of $50 covers up to 15 miles',
      'Beyond 15 miles, $1.00 per mile round trip',
    ]);
    const mine = { ...edited, included: { ...edited.included, onLocationNote: 'Travel from $40' } };
    expect(withRuleTextsFollowing(mine, first).included.onLocationNote).toBe('Travel from $40');
    const five = withRuleTextsFollowing({ ...first, weddingMinimum: 5 }, first);
    expect(five.serviceGroups[0]!.note).toBe('Minimum of 5 services');

    const seeded = rulePolicies(first).map(({ title, content }, index) => ({ id: `p${index}`, title, content }));
    const rewritten = { id: 'own', title: 'Travel', content: 'Travel is $40 within 10 miles. Thank you!' };
    const policies = [...seeded, rewritten];
    const after = followedPolicies(policies, first, fifty);
    expect(after.find((policy) => policy.title === 'Travel Fee')!.content).toContain('base travel fee of $50');
    expect(after.at(-1)).toBe(rewritten);
    expect(after[0]).toBe(policies[0]);
    // Nothing written from them changed: the very same list.
    expect(followedPolicies(policies, first, { ...first, bookingsPerDay: 2 } as SiteSettings)).toBe(policies);
    expect(generatedPolicyKey(after[3]!.content, fifty)).toBe('travel');
    expect(generatedPolicyKey(rewritten.content, fifty)).toBeUndefined();
  });

  it('warn about a weekend wedding short of her own minimum', () => {
    const booking = {
      id: 'b1',
      eventDate: '2027-06-12',
      eventType: 'wedding',
      status: 'booked',
      holdUntil: '',
      venueZip: '',
      terms: {
        lines: ['Bridal Makeup', 'Bridesmaid', 'Bridesmaid', 'Bridesmaid'].map((service, index) => ({
          name: `P${index}`,
          service,
          price: 150,
          durationMinutes: 60,
        })),
        travelMiles: 0,
        travelMilesEstimated: false,
        travelRule: first.travelFee,
        retainerAmount: 100,
        pricedOn: '2027-01-01',
      },
    } satisfies Pick<Booking, 'id' | 'eventDate' | 'eventType' | 'status' | 'holdUntil' | 'venueZip' | 'terms'>;
    const rules = { bookingsPerDay: 1, zipKnown: true };
    expect(bookingWarnings(booking, [], rules, '2027-01-01')).toEqual([]);
    expect(bookingWarnings(booking, [], { ...rules, weddingMinimum: 5 }, '2027-01-01')).toEqual([
      "A Saturday wedding needs at least 5 services; this party has 4 (a bridal preview doesn't count).",
    ]);
    expect(weekendMinimumNote('2027-06-12', 'wedding', booking.terms.lines, 5)).toBe(
      "Saturday weddings start at 5 services (a bridal preview is booked separately and doesn't count): you have 4 so far.",
    );
  });
});
