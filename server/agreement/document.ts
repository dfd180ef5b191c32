import { createHash } from 'node:crypto';
import { ELECTRONIC_CONSENT_HEADING } from '#contract/agreement.ts';
import { bookingMoney, type Booking } from '#contract/booking.ts';
import { longDate } from '#contract/calendar-day.ts';
import { EVENT_TYPE_CHOICES, labelOf } from '#contract/choices.ts';
import type { Policy } from '#contract/policy.ts';
import { withFiguresFixed } from '#contract/policy-figures.ts';
import { generatedPolicyKey, rulePolicyContent, type RuleSettings } from '#contract/rule-texts.ts';
import { formatPrice, type SiteSettings } from '#contract/site-settings.ts';
import { byOrderThenCreation } from '../routes/context.ts';

// The booking agreement as plain text: the booking and her own words in one document. The text is what is signed
// and hashed, so it is made by one pure function from the stored facts alone (no clock, no request): the same
// facts always give the same bytes, and any change to what it says gives other bytes.

/** What the document is made from. */
export interface AgreementFacts {
  booking: Pick<
    Booking,
    | 'clientName'
    | 'eventDate'
    | 'eventType'
    | 'venueName'
    | 'venueAddress'
    | 'readyBy'
    | 'terms'
    | 'payments'
    | 'bookedOn'
  > &
    Partial<Pick<Booking, 'party'>>;
  settings: Pick<SiteSettings, 'businessName' | 'agreementText'> & RuleSettings;
  /**
   * Her policies as in the Policies tab; the visible ones go in, in her order, each stating the travel rule (and a
   * wedding's retainer) as the booking's quote locked them (policyAsQuoted).
   */
  policies: readonly Policy[];
}

/** The document's title, its first line. */
export const AGREEMENT_TITLE = 'BOOKING AGREEMENT';

/**
 * The section headings: lines of capitals on their own, which the PDF sets as headings (see pdf.ts). A policy's
 * own title is kept as she wrote it.
 */
export const AGREEMENT_HEADINGS = [
  'THE EVENT',
  'THE SERVICES',
  'PAYMENT',
  'POLICIES',
  'AGREEMENT',
  'ELECTRONIC RECORDS AND SIGNATURE',
] as const;

/**
 * The consent the US ESIGN Act asks for before records are kept electronically: she agrees to sign electronically
 * and may ask for a paper copy.
 */
export const electronicConsent = (businessName: string) =>
  `By typing your full name and ticking "I agree", you agree to sign this agreement electronically and that your electronic signature counts as your handwritten one. You may ask ${businessName} for a paper copy of this agreement at any time, at no charge.`;

/** One line of text: runs of spaces and any line break inside a typed value become one space. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
/** Her paragraphs as she typed them, with Windows line ends and trailing spaces made plain. */
const paragraphs = (value: string) =>
  value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * A policy as this booking's agreement states it. A policy written from her settings is written from them with the
 * booking's locked terms in their place (its travel rule, a wedding's retainer), so it says what the quote above it
 * says. In a policy in her own words, a sentence whose travel figures disagree with the locked travel rule is written
 * from that rule instead (policy-figures.ts): the agreement never states travel otherwise than its quote. The rest of
 * her words are kept as she wrote them.
 */
export function policyAsQuoted(content: string, facts: Pick<AgreementFacts, 'booking' | 'settings'>): string {
  const { booking, settings } = facts;
  const wedding = booking.eventType === 'wedding';
  const locked: RuleSettings = {
    ...settings,
    travelFee: booking.terms.travelRule,
    retainerAmount: wedding ? booking.terms.retainerAmount : settings.retainerAmount,
  };
  const key = generatedPolicyKey(content, settings);
  if (key) return rulePolicyContent(key, locked);
  return withFiguresFixed(content, locked, ['travel']);
}

/** The whole document, exactly the text that is shown, signed and hashed. */
export function agreementText({ booking, settings, policies }: AgreementFacts): string {
  const money = bookingMoney(booking, settings.balanceDueDaysBefore);
  const { quote } = money;
  const venue = [booking.venueName, booking.venueAddress].map(oneLine).filter(Boolean).join(', ');

  // The client's agreement prices what she pays for (her share's lines: contract/booking-shares.ts decides whose a
  // line is). A person who pays for herself is named with her services, never her amounts (her own text says them),
  // and the total is the client's share, which is the quote's total when nobody pays for herself.
  const selfPaying = (booking.party ?? []).filter((person) => person.payer === 'self');
  const services = [
    ...money.clientShare.lines.map(
      (line) => `${oneLine(line.name)}, ${oneLine(line.service)}: ${formatPrice(line.price)}`,
    ),
    ...selfPaying.map(
      (person) => `${oneLine(person.name)}, ${person.services.map(oneLine).join(' and ')}: pays for herself`,
    ),
  ];
  const miles =
    quote.travelMiles === null ? '' : ` (${quote.travelMiles} ${quote.travelMiles === 1 ? 'mile' : 'miles'} each way)`;
  const travel =
    quote.travelFee !== null
      ? `Travel${miles}: ${formatPrice(quote.travelFee)}`
      : quote.travelByText
        ? `Travel${miles}: quoted separately by text, not in the total`
        : 'Travel: to be confirmed, not in the total';

  const visiblePolicies = [...policies]
    .filter((policy) => policy.isVisible !== false)
    .sort(byOrderThenCreation)
    // One block per policy, its title on the first line: her paragraphs within it are kept as lines.
    .map(
      (policy) =>
        `${oneLine(policy.title)}\n${paragraphs(policyAsQuoted(policy.content, { booking, settings })).replace(/\n{2,}/g, '\n')}`,
    );

  const sections = [
    AGREEMENT_TITLE,
    `Between ${oneLine(settings.businessName)} (the artist) and ${oneLine(booking.clientName)} (the client).`,
    [
      'THE EVENT',
      `Date: ${longDate(booking.eventDate)}`,
      `Type: ${labelOf(EVENT_TYPE_CHOICES, booking.eventType)}`,
      `Venue: ${venue || 'to be confirmed'}`,
      `Ready by: ${oneLine(booking.readyBy) || 'to be confirmed'}`,
    ].join('\n'),
    ['THE SERVICES', ...services, travel, `Total: ${formatPrice(money.clientShare.total)}`].join('\n'),
    [
      'PAYMENT',
      `Retainer: ${formatPrice(money.retainer.amount)}, to reserve the date`,
      `Balance due by: ${longDate(money.balanceDueDate)}`,
    ].join('\n'),
    ...(visiblePolicies.length > 0 ? [`POLICIES\n${visiblePolicies.join('\n\n')}`] : []),
    `AGREEMENT\n${paragraphs(settings.agreementText)}`,
    `${ELECTRONIC_CONSENT_HEADING}\n${electronicConsent(oneLine(settings.businessName))}`,
  ];
  return `${sections.join('\n\n')}\n`;
}

/** Hex SHA-256 of the text's UTF-8 bytes: printed on the document, so either side can check the text signed. */
export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
