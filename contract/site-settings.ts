import { phoneToE164 } from './phone.ts';
import { DEFAULT_TRAVEL_RULE, DEFAULT_WEDDING_MINIMUM } from './quote.ts';
import type { BookingSettings, SiteSettingsInput } from './site-settings.schema.ts';

/**
 * The owner's business facts, edited in the dashboard's Site Settings and kept in the data file. This module holds
 * their first-run defaults (the only place the code holds them) and the rules derived from them, with no
 * validation code, so visitors' pages can use it; the schema is in `site-settings.schema.ts`.
 */
export type SiteSettings = SiteSettingsInput;
export type ServiceGroup = SiteSettings['serviceGroups'][number];
export type ServiceItem = ServiceGroup['items'][number];

/** A photo shown on the home page: one of her gallery photos, or the built-in artwork while she has chosen none. */
export interface SitePicture {
  src: string;
  /** Set for photos uploaded to this site, which exist at two widths. */
  srcSet?: string;
  title: string;
}

/**
 * Settings that never reach /api/site or a public page: her home ZIP is where she lives (only miles leave the
 * server), and how to pay and the agreement reach only her brides' PIN pages.
 */
export const PRIVATE_SETTINGS = ['homeZip', 'paymentInstructions', 'paymentLink', 'agreementText'] as const;
type PrivateSetting = (typeof PRIVATE_SETTINGS)[number];

/** What visitors receive (GET /api/site): the settings, with her chosen photos resolved to addresses. */
export type PublicSiteSettings = Omit<SiteSettings, 'homePictures' | PrivateSetting> & {
  pictures: { carousel: SitePicture[]; hero?: SitePicture; portrait?: SitePicture };
};

/**
 * Each Site Settings field's name, as the dashboard's form labels it and as the schema's messages and the first-run
 * checklist name it, keyed by its path in the settings (the same path an ApiError's `field` names).
 */
export const SITE_SETTINGS_LABELS = {
  artistName: 'Artist name',
  businessName: 'Business name',
  phone: 'Phone',
  email: 'E-mail',
  socialLabel: 'Social profile label',
  socialUrl: 'Social profile address',
  homeCity: 'Home city',
  homeRegion: 'State',
  serviceArea: 'Service area',
  siteUrl: 'Site address',
  tagline: 'Tagline',
  subtitle: 'Subtitle',
  bookingLine: 'Booking line',
  'bio.heading': 'Meet the Artist heading',
  'bio.intro': 'Meet the Artist text',
  'included.bridal': 'Bridal Services',
  'included.all': 'All Services',
  'included.onLocationNote': 'On-location line',
  'included.onLocation': 'On Location Services',
  homeZip: 'Home ZIP',
  'travelFee.baseFee': 'Base travel fee',
  'travelFee.includedMiles': 'Miles the base fee covers',
  'travelFee.perMile': 'Fee per mile beyond',
  'travelFee.roundTrip': 'Charge the miles beyond both ways',
  'travelFee.maxMiles': 'Quote travel by text beyond (miles)',
  retainerAmount: 'Wedding retainer',
  weddingMinimum: 'Wedding minimum (services)',
  eventRetainerAmount: 'Special event retainer',
  balanceDueDaysBefore: 'Balance due, days before the event',
  bookingsPerDay: 'Bookings per day',
  chairs: 'Artists working side by side',
  bookingHorizonMonths: 'Booking months ahead',
  paymentInstructions: 'How to pay',
  paymentLink: 'Payment link',
  agreementText: 'Agreement paragraph',
  showSampleTestimonials: 'Show sample testimonials until I have my own',
  partyLockDays: 'Party changes close, days before the wedding',
  intakeKeepDays: 'Delete intake answers and photos, days after the wedding',
} as const;

/** A field that is one piece of text in the form: its path in the settings. */
export type SiteSettingsTextField = keyof typeof SITE_SETTINGS_LABELS;

/**
 * Her agreement paragraph's limits: its characters, its lines, and the characters of one word (a run with no space
 * or line break; a long link fits). The agreement's PDF lays out every line and breaks every over-long word
 * (server/agreement/pdf.ts); these keep what she types within what the form and the PDF show well.
 */
export const AGREEMENT_TEXT_LIMITS = { characters: 10_000, lines: 400, wordCharacters: 200 } as const;

/**
 * Her booking rules' first-run defaults: the spec's travel policy ($40 covering 10 miles, then $1.00 a mile round
 * trip), $100 retainer and 4-service wedding minimum, one booking and one artist a day, 18 months ahead; and the
 * spec's sample testimonials shown while she has none. Also what a data file saved before these settings existed
 * takes when it is loaded.
 */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  homeZip: '',
  travelFee: { ...DEFAULT_TRAVEL_RULE },
  retainerAmount: 100,
  eventRetainerAmount: 0,
  weddingMinimum: DEFAULT_WEDDING_MINIMUM,
  balanceDueDaysBefore: 0,
  bookingsPerDay: 1,
  chairs: 1,
  bookingHorizonMonths: 18,
  paymentInstructions: '',
  paymentLink: '',
  showSampleTestimonials: true,
  partyLockDays: 14,
  intakeKeepDays: 60,
  agreementText:
    'By signing, the client books the services and the date above at the prices quoted. The retainer reserves the date, counts toward the total and is non-refundable. The balance is due by the date shown. Changes to the party, the times or the location are agreed in writing (a text message counts) and may change the quote. The artist provides professional, hygienic products and arrives on time for the first service; the client provides a well-lit space near a window and an outlet, and lets the artist know of any allergies or skin conditions before the day.',
};

/**
 * Today's facts, seeded into the data file on the first start so nothing on the public site changes until she
 * edits them. The name, phone, e-mail and addresses are clearly fictional placeholders she replaces on first run.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  artistName: 'Elena Marie',
  businessName: 'Elena Marie Beauty',
  phone: '(916) 555-0142',
  email: 'hello@example.com',
  socialLabel: 'Instagram',
  socialUrl: 'https://www.instagram.com/example',
  homeCity: 'Sacramento',
  homeRegion: 'CA',
  serviceArea: 'Sacramento and Northern California',
  siteUrl: 'https://www.example.com',
  tagline: 'Elevate Your *Natural* Beauty',
  subtitle: 'Bridal and Event Makeup',
  bookingLine: 'Booking 2025 and 2026',
  bio: {
    heading: "Hi, I'm Elena Marie",
    intro:
      "I'm a freelance bridal and event makeup artist based in Sacramento, serving Sacramento and Northern California. My work is about you looking like yourself on your most photographed days: luminous skin, soft definition and makeup that lasts from the first look to the last dance.",
    sections: [
      {
        heading: 'A Lifelong Passion for Beauty',
        text: "Makeup has been my favourite way to make people feel good since I was a teenager doing my friends' looks for dances. That joy never left: seeing a bride catch her reflection and relax is still the best part of my day.",
      },
      {
        heading: 'Professional Excellence',
        text: 'Every booking gets professional, hygienic, high-quality products, a consultation and a look customised to your skin, features and photography. I stay in constant communication before the day and build a personalised timeline so your morning is calm and on schedule.',
      },
    ],
  },
  serviceGroups: [
    {
      name: 'Weddings',
      note: 'Minimum of 4 services',
      offered: true,
      items: [
        { name: 'Bridal Makeup', typeLabel: 'Bridal', price: 225, durationMinutes: 90, bullets: [] },
        { name: 'Bridal Preview', typeLabel: 'Bridal', price: 175, durationMinutes: 120, bullets: [] },
        { name: 'Mother of the Bride / Groom', typeLabel: 'Wedding', price: 150, durationMinutes: 60, bullets: [] },
        { name: 'Bridesmaid', typeLabel: 'Wedding', price: 150, durationMinutes: 60, bullets: [] },
        { name: 'Wedding Attendee', typeLabel: 'Wedding', price: 150, durationMinutes: 60, bullets: [] },
      ],
    },
    {
      name: 'Special Events & Photoshoots',
      note: '',
      offered: true,
      items: [
        { name: 'Graduation Makeup', typeLabel: 'Special Event', price: 150, durationMinutes: 60, bullets: [] },
        { name: 'Prom Makeup', typeLabel: 'Special Event', price: 150, durationMinutes: 60, bullets: [] },
        { name: 'Photoshoot Makeup', typeLabel: 'Photoshoot', price: 150, durationMinutes: 60, bullets: [] },
        { name: 'Birthday Makeup', typeLabel: 'Special Event', price: 150, durationMinutes: 60, bullets: [] },
      ],
    },
    {
      name: 'Add-Ons',
      note: '',
      offered: true,
      items: [
        { name: 'Flower Girl Makeup (12 & Under)', typeLabel: 'Add-On', price: 50, durationMinutes: 25, bullets: [] },
        { name: 'Unbooked Wedding Guest Touch Up', typeLabel: 'Add-On', price: 40, durationMinutes: 15, bullets: [] },
      ],
    },
    {
      // Suggested prices, switched off until she turns it on (Site Settings): not every makeup artist does hair.
      name: 'Hair',
      note: '',
      offered: false,
      items: [
        { name: 'Bridal Hair', typeLabel: 'Bridal', price: 200, durationMinutes: 75, bullets: [] },
        { name: 'Bridesmaid Hair', typeLabel: 'Wedding', price: 125, durationMinutes: 60, bullets: [] },
        { name: 'Half-up / Touch-up style', typeLabel: 'Hair', price: 85, durationMinutes: 40, bullets: [] },
      ],
    },
    {
      name: '1:1 Lessons',
      note: '',
      offered: true,
      items: [
        {
          name: 'Premium Lesson',
          typeLabel: 'Lesson',
          price: 225,
          durationMinutes: 120,
          bullets: ['Hands-on demo', 'Product recommendations', 'Recap sheet', 'Goodie bag'],
        },
        {
          name: 'Pro Lesson',
          typeLabel: 'Lesson',
          price: 325,
          durationMinutes: 150,
          bullets: [
            'Everything in the Premium Lesson',
            'In-depth recap guide',
            '14-in-10 duo-end brush set',
            'Option to film and take notes',
            'Light refreshments',
          ],
        },
      ],
    },
  ],
  included: {
    bridal: [
      'Consultation during trial',
      "Trials at the artist's location",
      'Skin prep',
      'Eye drops',
      'Customized application',
      'False lashes',
      'Transfer-proof finish',
      'Body glow on décolletage and arms',
      'Constant communication',
      'Personalized wedding-day timeline',
    ],
    all: [
      'Skin prep',
      'Custom look',
      'False lashes',
      'Strong hold spray',
      'Transfer-proof finish',
      'Complimentary touch-up kit',
    ],
    onLocationNote: 'From $40 travel',
    onLocation: [
      'The artist comes to your getting-ready location',
      'Base travel fee of $40 covers up to 10 miles',
      'Beyond 10 miles, $1.00 per mile round trip',
    ],
  },
  homePictures: { carousel: [], hero: '', portrait: '' },
  ...DEFAULT_BOOKING_SETTINGS,
};

/** The defaults as visitors would see them: what a page shows if it has never once reached the server. */
export function defaultPublicSettings(): PublicSiteSettings {
  return { ...withoutPrivateSettings(structuredClone(DEFAULT_SITE_SETTINGS)), pictures: { carousel: [] } };
}

/** Whether a group of her price list is offered: one she switched off is kept for her, never shown to visitors. */
export const isOffered = (group: Pick<ServiceGroup, 'offered'>) => group.offered !== false;

/**
 * The settings without `homePictures`, the private ones and the groups she has switched off: the base of what
 * visitors receive, so no public page (its list, its structured data, its estimate) can show a switched-off group.
 */
export function withoutPrivateSettings(settings: SiteSettings): Omit<SiteSettings, 'homePictures' | PrivateSetting> {
  const {
    homePictures: _pictures,
    homeZip: _zip,
    paymentInstructions: _instructions,
    paymentLink: _link,
    agreementText: _agreement,
    ...visible
  } = settings;
  return { ...visible, serviceGroups: visible.serviceGroups.filter(isOffered) };
}

type Contact = Pick<SiteSettings, 'phone' | 'email'>;

export const mailHref = (site: Contact, subject?: string) =>
  `mailto:${site.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;

/**
 * "$225", "$1,250", "$42.50": prices are dollars, shown without cents when whole. Written out rather than through
 * Intl.NumberFormat, whose first use loads the locale's number data: on a slowed phone that was the costliest
 * function of ours while the home page came to life, for a format that never changes.
 */
export const formatPrice = (price: number) => {
  const [whole = '', cents] = (Number.isInteger(price) ? String(price) : price.toFixed(2)).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${cents === undefined ? '' : `.${cents}`}`;
};

/**
 * The home page's compact price list: a group whose services all cost the same and take as long is one line
 * ("Graduation, Prom, Photoshoot, Birthday Makeup: $150 each"), the others one line per service.
 */
export function menuLines(group: ServiceGroup): { name: string; price: string; duration: string }[] {
  const [first] = group.items;
  const same =
    first !== undefined &&
    group.items.length > 1 &&
    group.items.every((item) => item.price === first.price && item.durationMinutes === first.durationMinutes);
  if (!same) {
    return group.items.map((item) => ({
      name: item.name,
      price: formatPrice(item.price),
      duration: `${item.durationMinutes} min`,
    }));
  }
  // "Graduation Makeup", "Prom Makeup" -> "Graduation, Prom Makeup": a last word they all share is said once.
  const lastWord = first.name.split(' ').at(-1)!;
  const shared = group.items.every((item) => item.name.endsWith(` ${lastWord}`));
  const names = group.items.map((item) => (shared ? item.name.slice(0, -lastWord.length - 1) : item.name));
  return [
    {
      name: `${names.join(', ')}${shared ? ` ${lastWord}` : ''}`,
      price: `${formatPrice(first.price)} each`,
      duration: `${first.durationMinutes} min`,
    },
  ];
}

/** Where she lives, as people write it: "Sacramento, CA". */
export const homePlace = (site: Pick<SiteSettings, 'homeCity' | 'homeRegion'>) =>
  site.homeRegion ? `${site.homeCity}, ${site.homeRegion}` : site.homeCity;

/** The tagline without the asterisks that mark its emphasised word (for titles, descriptions and data). */
export const plainTagline = (tagline: string) => tagline.replace(/\*/g, '');

/** The lowest and highest price, as JSON-LD's priceRange: "$40 - $325". */
export function priceRange(groups: readonly ServiceGroup[]): string {
  const prices = groups.flatMap((group) => group.items.map((item) => item.price));
  if (prices.length === 0) return '';
  return `${formatPrice(Math.min(...prices))} - ${formatPrice(Math.max(...prices))}`;
}

/** A fact still holding a first-run placeholder: the field that holds it, and the checklist's words for it. */
export interface PlaceholderFact {
  field: SiteSettingsTextField;
  fact: string;
}

/**
 * The facts still holding a first-run placeholder, or gone out of date, in words for the dashboard's checklist.
 */
export const placeholderFacts = (site: PlaceholderSource, now: Date = new Date()): string[] =>
  placeholderFields(site, now).map(({ fact }) => fact);

type PlaceholderSource = Pick<
  SiteSettings,
  'siteUrl' | 'phone' | 'email' | 'socialUrl' | 'bookingLine' | 'artistName' | 'bio'
>;

/** The same facts with the field each is in: Site Settings counts them by section and jumps to each field. */
export function placeholderFields(site: PlaceholderSource, now: Date = new Date()): PlaceholderFact[] {
  const found: PlaceholderFact[] = [];
  const add = (field: SiteSettingsTextField, fact: string) => found.push({ field, fact });
  const isExample = (host: string) => /(^|\.)example\.(com|org|net)$/i.test(host);
  const hostOf = (url: string) => {
    try {
      return new URL(url).hostname;
    } catch {
      return '';
    }
  };
  if (isExample(hostOf(site.siteUrl))) add('siteUrl', `${SITE_SETTINGS_LABELS.siteUrl} (still www.example.com)`);
  if (/^\+1\d{3}555\d{4}$/.test(phoneToE164(site.phone)))
    add('phone', `${SITE_SETTINGS_LABELS.phone} (still a 555 number)`);
  if (isExample(site.email.split('@')[1] ?? ''))
    add('email', `${SITE_SETTINGS_LABELS.email} (still an example.com address)`);
  if (site.socialUrl && hostOf(site.socialUrl) && /\/example\/?$/i.test(new URL(site.socialUrl).pathname)) {
    add('socialUrl', 'Social profile (still an example profile)');
  }
  // A booking line is for the dates brides are planning now: one that names no later year than this one is stale.
  const years = (site.bookingLine.match(/\b20\d{2}\b/g) ?? []).map(Number);
  if (years.length > 0 && Math.max(...years) <= now.getFullYear()) {
    add('bookingLine', `${SITE_SETTINGS_LABELS.bookingLine} (names no year after ${now.getFullYear()})`);
  }
  // "Hi, I'm Elena Marie" greets visitors by the first-run artist's name until she writes her own heading.
  const placeholderName = DEFAULT_SITE_SETTINGS.artistName;
  if (
    site.bio.heading === DEFAULT_SITE_SETTINGS.bio.heading ||
    (site.bio.heading.includes(placeholderName) && site.artistName !== placeholderName)
  ) {
    add('bio.heading', `${SITE_SETTINGS_LABELS['bio.heading']} (still says ${placeholderName})`);
  }
  return found;
}
