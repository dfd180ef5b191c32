import { countsTowardWeddingMinimum } from './quote.ts';
import { formatPrice, type SiteSettings } from './site-settings.ts';

// The sentences that state her rules (travel fee, deposit, balance due date, wedding minimum, previews), written
// from her settings. With the first-run settings each is, byte for byte, the text the site has always shown (the
// spec's); a test holds them to it (rule-texts.test.ts).
//
// Her words and these live in the same places (the on-location line and lines in Site Settings, the weddings
// group's note, the seeded policies), so a text still equal to the one written from her settings is taken to be
// written from them, and follows them when she changes a setting; any other text is hers and is left word for word
// (policy-figures.ts says where hers disagrees with her settings). No validation code: visitors' pages import it.

/** The settings her rule sentences are written from. */
export type RuleSettings = Pick<
  SiteSettings,
  'travelFee' | 'retainerAmount' | 'balanceDueDaysBefore' | 'weddingMinimum' | 'serviceGroups' | 'homeCity'
>;

/** "1 mile", "10 miles". */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A fee per mile always shows its cents: "$1.00", "$0.75". */
export const perMileText = (dollars: number) => `$${dollars.toFixed(2)}`;

/** Her bridal preview: the service on her list whose name says Preview (it does not count toward the minimum). */
export const previewService = (groups: RuleSettings['serviceGroups']) =>
  groups.flatMap((group) => group.items).find((item) => !countsTowardWeddingMinimum(item.name));

/** Each rule sentence of her policies, written from her settings. */
export const RULE_SENTENCES = {
  minimum: (s: RuleSettings) =>
    `A minimum of ${count(s.weddingMinimum, 'service')} is required to book wedding days on Saturdays or Sundays.`,
  previewsApart: (s: RuleSettings) =>
    `Bridal previews (trials) are booked separately and do not count toward the ${s.weddingMinimum}-service wedding minimum.`,
  /** '' when her list has no preview. */
  previewPrice: (s: RuleSettings) => {
    const preview = previewService(s.serviceGroups);
    return preview
      ? `A preview is ${formatPrice(preview.price)} and takes about ${preview.durationMinutes} minutes at my location, with a consultation during the trial.`
      : '';
  },
  deposit: (s: RuleSettings) =>
    s.retainerAmount > 0
      ? `A ${formatPrice(s.retainerAmount)} non-refundable deposit and a signed contract are required to secure wedding days (Fridays, Saturdays and Sundays).`
      : 'A signed contract is required to secure wedding days (Fridays, Saturdays and Sundays).',
  /** '' without a deposit. */
  depositMoves: (s: RuleSettings) =>
    s.retainerAmount > 0 ? "In an emergency, the deposit can be moved to another date with 6 months' notice." : '',
  balance: (s: RuleSettings) =>
    s.balanceDueDaysBefore > 0
      ? `The balance is due ${count(s.balanceDueDaysBefore, 'day')} before the wedding.`
      : 'The balance is due on the wedding day.',
  travelBase: ({ travelFee: { baseFee, includedMiles }, homeCity }: RuleSettings) => {
    const from = `from my residence in ${homeCity}`;
    if (baseFee > 0 && includedMiles > 0)
      return `On-location services have a base travel fee of ${formatPrice(baseFee)}, which covers up to ${count(includedMiles, 'mile')} ${from}.`;
    if (baseFee > 0) return `On-location services have a base travel fee of ${formatPrice(baseFee)}, counted ${from}.`;
    if (includedMiles > 0)
      return `On-location services have no travel fee for up to ${count(includedMiles, 'mile')} ${from}.`;
    return `Travel for on-location services is counted ${from}.`;
  },
  travelBeyond: ({ travelFee: { includedMiles, perMile, roundTrip } }: RuleSettings) => {
    const way = roundTrip ? 'round trip' : 'one way';
    if (perMile <= 0) return 'There is no charge per mile.';
    return includedMiles > 0
      ? `Beyond ${count(includedMiles, 'mile')}, travel is ${perMileText(perMile)} per mile, ${way}.`
      : `Travel is ${perMileText(perMile)} per mile, ${way}.`;
  },
  travelByText: ({ travelFee: { maxMiles } }: RuleSettings) =>
    `Beyond ${count(maxMiles, 'mile')}, travel is quoted by text.`,
} as const;

const paragraphs = (...parts: string[]) => parts.filter(Boolean).join('\n\n');

/** The policies the first run seeds, each written from her settings. */
export const RULE_POLICIES = [
  { key: 'minimum', title: 'Booking Minimum', content: (s: RuleSettings) => RULE_SENTENCES.minimum(s) },
  {
    key: 'previews',
    title: 'Bridal Previews',
    content: (s: RuleSettings) => paragraphs(RULE_SENTENCES.previewsApart(s), RULE_SENTENCES.previewPrice(s)),
  },
  {
    key: 'deposit',
    title: 'Deposit',
    // The spec's deposit policy says nothing of the balance, due on the day; a balance due earlier is said.
    content: (s: RuleSettings) =>
      paragraphs(
        RULE_SENTENCES.deposit(s),
        RULE_SENTENCES.depositMoves(s),
        s.balanceDueDaysBefore > 0 ? RULE_SENTENCES.balance(s) : '',
      ),
  },
  {
    key: 'travel',
    title: 'Travel Fee',
    content: (s: RuleSettings) => paragraphs(RULE_SENTENCES.travelBase(s), RULE_SENTENCES.travelBeyond(s)),
  },
] as const;

export type RulePolicyKey = (typeof RULE_POLICIES)[number]['key'];

/** The seeded policies as written from these settings, in the order the services page shows them. */
export const rulePolicies = (s: RuleSettings) =>
  RULE_POLICIES.map(({ key, title, content }) => ({ key, title, content: content(s) }));

/** Which seeded policy a text is, as written from these settings; undefined for her own words. */
export const generatedPolicyKey = (content: string, s: RuleSettings): RulePolicyKey | undefined =>
  RULE_POLICIES.find((policy) => policy.content(s) === content)?.key;

/** The text of the seeded policy `key`, written from these settings. */
export const rulePolicyContent = (key: RulePolicyKey, s: RuleSettings) =>
  RULE_POLICIES.find((policy) => policy.key === key)!.content(s);

/**
 * Policies whose text was written from `before` are written again from `after`; her own are left as they are. The
 * same list when nothing changes (a write then touches no policy).
 */
export function followedPolicies<P extends { content: string }>(
  policies: readonly P[],
  before: RuleSettings,
  after: RuleSettings,
): readonly P[] {
  let changed = false;
  const next = policies.map((policy) => {
    const key = generatedPolicyKey(policy.content, before);
    const content = key ? rulePolicyContent(key, after) : policy.content;
    if (content === policy.content) return policy;
    changed = true;
    return { ...policy, content };
  });
  return changed ? next : policies;
}

/** The "On Location Services" panel's note: "From $40 travel". */
export const onLocationNote = ({ travelFee: { baseFee, perMile } }: Pick<RuleSettings, 'travelFee'>) =>
  baseFee > 0 ? `From ${formatPrice(baseFee)} travel` : perMile > 0 ? 'Travel by the mile' : 'No travel fee';

/** The "On Location Services" panel's lines that state the travel fee. */
export const ON_LOCATION_LINES = [
  ({ travelFee: { baseFee, includedMiles } }: Pick<RuleSettings, 'travelFee'>) => {
    if (baseFee > 0)
      return includedMiles > 0
        ? `Base travel fee of ${formatPrice(baseFee)} covers up to ${count(includedMiles, 'mile')}`
        : `Base travel fee of ${formatPrice(baseFee)}`;
    return includedMiles > 0 ? `No travel fee up to ${count(includedMiles, 'mile')}` : 'No base travel fee';
  },
  ({ travelFee: { includedMiles, perMile, roundTrip } }: Pick<RuleSettings, 'travelFee'>) => {
    if (perMile <= 0) return 'No charge per mile';
    const rate = `${perMileText(perMile)} per mile ${roundTrip ? 'round trip' : 'one way'}`;
    return includedMiles > 0 ? `Beyond ${count(includedMiles, 'mile')}, ${rate}` : rate;
  },
] as const;

/** A service group's note stating her wedding minimum: "Minimum of 4 services". */
export const minimumNote = ({ weddingMinimum }: Pick<RuleSettings, 'weddingMinimum'>) =>
  `Minimum of ${count(weddingMinimum, 'service')}`;

type TextSettings = RuleSettings & Pick<SiteSettings, 'included'>;

/**
 * Her settings with every rule text in them (the on-location note and lines, a group's minimum note) that was
 * written from `before` written again from them: what a save does, so the form's untouched words follow the
 * numbers she changed beside them. Her own words are left as they are. The same object when nothing changes.
 */
export function withRuleTextsFollowing<S extends TextSettings>(settings: S, before: RuleSettings): S {
  const follow = (text: string, write: (s: RuleSettings) => string) =>
    text === write(before) ? write(settings) : text;
  const note = follow(settings.included.onLocationNote, onLocationNote);
  const lines = settings.included.onLocation.map((line) =>
    ON_LOCATION_LINES.reduce((text, write) => (text === line ? follow(line, write) : text), line),
  );
  const groups = settings.serviceGroups.map((group) => {
    const groupNote = follow(group.note, minimumNote);
    return groupNote === group.note ? group : { ...group, note: groupNote };
  });
  const same =
    note === settings.included.onLocationNote &&
    lines.every((line, index) => line === settings.included.onLocation[index]) &&
    groups.every((group, index) => group === settings.serviceGroups[index]);
  if (same) return settings;
  return {
    ...settings,
    included: { ...settings.included, onLocationNote: note, onLocation: lines },
    serviceGroups: groups,
  };
}
