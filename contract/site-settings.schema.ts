import * as v from 'valibot';
import { dollars, optionalText, requiredText, text } from './fields.ts';
import { parseTimeToMinutes } from './clock-time.ts';
import { phoneToE164 } from './phone.ts';
import { AGREEMENT_TEXT_LIMITS } from './site-settings.ts';
import { SITE_SETTINGS_LABELS as LABELS } from './site-settings-labels.ts';

// The owner's Site Settings: every business fact the public site shows. One schema for the dashboard's form and
// the server's PUT /api/admin/site; the visitors' pages import only the types (see site-settings.ts).

const LIMITS = {
  shortText: 120,
  line: 200,
  paragraph: 2000,
  groups: 12,
  itemsPerGroup: 30,
  bullets: 15,
  carousel: 6,
} as const;

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** More characters than a word of the agreement paragraph may have, with no space or line break between them. */
const LONGER_THAN_A_WORD = new RegExp(`[^ \\t\\r\\n]{${AGREEMENT_TEXT_LIMITS.wordCharacters + 1}}`, 'u');

/** A host name as DNS spells it (an international one is in its xn-- form once parsed), or an IPv4 address. */
const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/**
 * An address as people type it (the site's, her social profile, her payment link), made whole: `sofiareyesbeauty.com` or `www.x.com/` gain the https:// they
 * leave off (a trailing slash goes with the origin below). A value naming a scheme of its own (`http:`,
 * `javascript:`) is left as typed, for the check to refuse; `host:8080` is a host and a port, not a scheme.
 */
const withHttps = (value: string) =>
  value === '' || /^[a-z][a-z\d+.-]*:(?!\d)/i.test(value) ? value : `https://${value}`;

/**
 * What is wrong with a value given as the site's address, or undefined if nothing: one check, parsing the value
 * once, so a value that is not an address at all is a message rather than an exception in a later check. The host
 * is held to DNS's letters too: the URL parser lets `&`, `"` or `'` through in a host name, and the address is
 * written into HTML, XML and e-mails.
 */
function siteAddressProblem(value: string): string | undefined {
  if (!/^[a-z][a-z\d+.-]*:/i.test(value)) return "Enter the site's address, such as www.yourname.com";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${LABELS.siteUrl} must be a web address, such as https://www.yourname.com`;
  }
  if (url.protocol !== 'https:') return `${LABELS.siteUrl} must be a web address starting with https://`;
  if (!HOST_NAME.test(url.hostname))
    return `${LABELS.siteUrl} must be a web address, such as https://www.yourname.com (letters, digits, - and . only)`;
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    return `${LABELS.siteUrl} must be just the address, such as https://www.yourname.com (no page, no ?, no #)`;
  return undefined;
}

const bulletList = (label: string) =>
  v.pipe(
    v.array(requiredText(label, LIMITS.line, `${label} cannot be an empty line`), `${label} must be a list`),
    v.maxLength(LIMITS.bullets, `${label} can hold at most ${LIMITS.bullets} lines`),
  );

const serviceItem = v.object({
  name: requiredText('Service name', LIMITS.shortText),
  typeLabel: optionalText('Type label', 40),
  price: dollars('Price'),
  durationMinutes: v.pipe(
    v.number('Duration must be a number of minutes'),
    v.integer('Duration must be a whole number of minutes'),
    v.minValue(5, 'Duration must be at least 5 minutes'),
    v.maxValue(24 * 60, 'Duration must be at most 1,440 minutes'),
  ),
  bullets: v.optional(bulletList('Bullet point'), []),
});

const serviceGroup = v.object({
  name: requiredText('Group name', LIMITS.shortText),
  note: optionalText('Group note', LIMITS.line),
  /**
   * False: switched off, kept in her list but out of every public page (/services, the home page's list, the
   * structured data, the estimate). Left out (every group stored before the switch existed): offered.
   */
  offered: v.optional(v.boolean('Offered must be true or false')),
  items: v.pipe(
    v.array(serviceItem, 'Services must be a list'),
    v.maxLength(LIMITS.itemsPerGroup, `A group can hold at most ${LIMITS.itemsPerGroup} services`),
  ),
});

const bioSection = v.object({
  heading: requiredText('Read More heading', LIMITS.shortText),
  text: requiredText('Read More text', LIMITS.paragraph),
});

const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );

/**
 * The business rules of her bookings (issue "bookings", "Is my date open?" and the agreement), and the switch for
 * the sample testimonials, which like them came after the first release. Kept flat, named as the API names them.
 * Stored files from before they existed take the first-run defaults when loaded, and a save from a dashboard older
 * than them keeps the stored ones (server/routes/site-settings.ts).
 */
export const bookingSettingsInput = v.object({
  homeZip: v.pipe(
    text(LABELS.homeZip, 10),
    v.check((zip) => zip === '' || /^\d{5}$/.test(zip), `${LABELS.homeZip} must be 5 digits, such as 95814`),
  ),
  travelFee: v.object({
    baseFee: dollars(LABELS['travelFee.baseFee'], { max: 10_000 }),
    includedMiles: wholeNumber(LABELS['travelFee.includedMiles'], 0, 1000),
    perMile: dollars(LABELS['travelFee.perMile'], { max: 100 }),
    roundTrip: v.boolean(`${LABELS['travelFee.roundTrip']} must be true or false`),
    maxMiles: wholeNumber(LABELS['travelFee.maxMiles'], 1, 5000),
  }),
  retainerAmount: dollars(LABELS.retainerAmount, { max: 100_000 }),
  eventRetainerAmount: dollars(LABELS.eventRetainerAmount, { max: 100_000 }),
  weddingMinimum: wholeNumber(LABELS.weddingMinimum, 1, 20),
  balanceDueDaysBefore: wholeNumber(LABELS.balanceDueDaysBefore, 0, 365),
  bookingsPerDay: wholeNumber(LABELS.bookingsPerDay, 1, 20),
  chairs: v.picklist([1, 2, 3, 4], `${LABELS.chairs} must be 1 to 4`),
  bookingHorizonMonths: wholeNumber(LABELS.bookingHorizonMonths, 1, 60),
  paymentInstructions: text(LABELS.paymentInstructions, 500),
  paymentLink: v.pipe(
    text(LABELS.paymentLink, 500),
    v.transform(withHttps),
    v.check((value) => value === '' || isHttpsUrl(value), `${LABELS.paymentLink} must start with https://`),
  ),
  showSampleTestimonials: v.boolean(`${LABELS.showSampleTestimonials} must be on or off`),
  /** Her mileage rate for each year, in cents a mile (72.5): one per year, the books' deduction (contract/mileage.ts). */
  mileageRates: v.pipe(
    v.array(
      v.object({
        year: wholeNumber('Mileage rate year', 2000, 2100),
        centsPerMile: v.pipe(
          v.number('Mileage rate must be a number of cents'),
          v.minValue(0, 'Mileage rate cannot be negative'),
          v.maxValue(500, 'Mileage rate must be at most 500 cents a mile'),
          v.check((cents) => /^\d+(\.\d)?$/.test(String(cents)), 'Mileage rate can have at most one decimal (72.5)'),
        ),
      }),
      'Mileage rates must be a list',
    ),
    v.maxLength(100, 'At most 100 mileage rates'),
    v.check(
      (rates) => new Set(rates.map((rate) => rate.year)).size === rates.length,
      'Each year can have only one mileage rate',
    ),
  ),
  /** The count lock: "Party changes close {n} days before the wedding" (contract/party-link.ts). */
  partyLockDays: wholeNumber(LABELS.partyLockDays, 0, 120),
  setupMinutes: wholeNumber(LABELS.setupMinutes, 0, 240),
  /** A team artist arriving before this time is paid her early-start fee (contract/artist-pay.ts). */
  earlyStartTime: v.pipe(
    requiredText(LABELS.earlyStartTime, 20),
    v.check(
      (value) => parseTimeToMinutes(value) !== undefined,
      `${LABELS.earlyStartTime} must be a time, like 6:00 AM`,
    ),
  ),
  /** Her 1099-NEC threshold for each year, in dollars: one per year (contract/form-1099.ts). */
  form1099Thresholds: v.pipe(
    v.array(
      v.object({
        year: wholeNumber('1099-NEC threshold year', 2000, 2100),
        amount: dollars('1099-NEC threshold', { max: 100_000, moreThanZero: true }),
      }),
      '1099-NEC thresholds must be a list',
    ),
    v.maxLength(100, 'At most 100 1099-NEC thresholds'),
    v.check(
      (thresholds) => new Set(thresholds.map((threshold) => threshold.year)).size === thresholds.length,
      'Each year can have only one 1099-NEC threshold',
    ),
  ),
  /** Intake answers and inspiration photos are deleted this many days after the wedding. */
  intakeKeepDays: wholeNumber(LABELS.intakeKeepDays, 1, 3650),
  /** Where a bride can review her (Google, The Knot…): the thank-you text, e-mail and page (issue 43). */
  reviewLinks: v.pipe(
    v.array(
      v.object({
        label: requiredText('Review link label', 40),
        url: v.pipe(
          requiredText('Review link address', 500),
          v.transform(withHttps),
          v.check(isHttpsUrl, 'Review link address must start with https://'),
        ),
      }),
      'Review links must be a list',
    ),
    v.maxLength(8, 'At most 8 review links'),
  ),
  /** What she asks the bride to come ready with, in the day-before e-mail and text. */
  prepSheet: text(LABELS.prepSheet, 1000),
  agreementText: v.pipe(
    requiredText(LABELS.agreementText, AGREEMENT_TEXT_LIMITS.characters),
    v.check(
      (value) => value.split(/\r\n|\r|\n/).length <= AGREEMENT_TEXT_LIMITS.lines,
      `${LABELS.agreementText} can have at most ${AGREEMENT_TEXT_LIMITS.lines} lines`,
    ),
    v.check(
      (value) => !LONGER_THAN_A_WORD.test(value),
      `${LABELS.agreementText} can have no word longer than ${AGREEMENT_TEXT_LIMITS.wordCharacters} characters: add spaces to it`,
    ),
  ),
});
export type BookingSettings = v.InferOutput<typeof bookingSettingsInput>;

export const siteSettingsInput = v.object({
  ...bookingSettingsInput.entries,
  artistName: requiredText(LABELS.artistName, 100),
  businessName: requiredText(LABELS.businessName, 100),
  phone: v.pipe(
    requiredText(LABELS.phone, 40),
    v.check((phone) => phoneToE164(phone) !== '', `${LABELS.phone} must be a phone number, such as (916) 555-0142`),
  ),
  email: v.pipe(
    requiredText(LABELS.email, 254),
    v.email(`${LABELS.email} must be an e-mail address, such as hello@yourname.com`),
  ),
  socialLabel: optionalText(LABELS.socialLabel, 40),
  socialUrl: v.optional(
    v.pipe(
      text(LABELS.socialUrl, 500),
      v.transform(withHttps),
      v.check((value) => value === '' || isHttpsUrl(value), `${LABELS.socialUrl} must start with https://`),
    ),
    '',
  ),
  homeCity: requiredText(LABELS.homeCity, 80),
  homeRegion: optionalText(LABELS.homeRegion, 40),
  serviceArea: requiredText(LABELS.serviceArea, LIMITS.line),
  siteUrl: v.pipe(
    text(LABELS.siteUrl, 500),
    v.transform(withHttps),
    v.check(
      (value) => siteAddressProblem(value) === undefined,
      (issue) => siteAddressProblem(String(issue.input)) ?? '',
    ),
    // One spelling everywhere it is used: links are made by appending paths to it. (valibot skips a transformation
    // once a check has failed, so this only sees addresses that parse.)
    v.transform((value) => new URL(value).origin),
  ),
  tagline: requiredText(LABELS.tagline, LIMITS.line),
  subtitle: optionalText(LABELS.subtitle, LIMITS.line),
  bookingLine: optionalText(LABELS.bookingLine, LIMITS.line),
  bio: v.object({
    heading: requiredText(LABELS['bio.heading'], LIMITS.shortText),
    intro: requiredText(LABELS['bio.intro'], LIMITS.paragraph),
    sections: v.pipe(
      v.array(bioSection, 'Read More sections must be a list'),
      v.length(2, 'Meet the Artist needs exactly two Read More sections'),
    ),
  }),
  serviceGroups: v.pipe(
    v.array(serviceGroup, 'Service groups must be a list'),
    v.minLength(1, 'Keep at least one service group'),
    v.maxLength(LIMITS.groups, `At most ${LIMITS.groups} service groups`),
  ),
  included: v.object({
    bridal: bulletList(`${LABELS['included.bridal']} line`),
    all: bulletList(`${LABELS['included.all']} line`),
    onLocationNote: optionalText(LABELS['included.onLocationNote'], 80),
    onLocation: bulletList(`${LABELS['included.onLocation']} line`),
  }),
  homePictures: v.object({
    carousel: v.pipe(
      v.array(v.pipe(v.string('Carousel photos must be gallery items'), v.maxLength(100)), 'Carousel must be a list'),
      v.maxLength(LIMITS.carousel, `The home carousel holds at most ${LIMITS.carousel} photos`),
      v.check((ids) => new Set(ids).size === ids.length, 'A photo can be in the home carousel only once'),
    ),
    hero: v.optional(v.pipe(v.string('Hero photo must be a gallery item'), v.maxLength(100)), ''),
    portrait: v.optional(v.pipe(v.string('Portrait photo must be a gallery item'), v.maxLength(100)), ''),
  }),
});

export type SiteSettingsInput = v.InferOutput<typeof siteSettingsInput>;
