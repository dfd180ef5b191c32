import { DEFAULT_TRAVEL_RULE, DEFAULT_WEDDING_MINIMUM } from './quote.ts';
import { phoneToE164 } from './phone.ts';
import type { BookingSettings } from './site-settings.schema.ts';
import { withoutPrivateSettings, type PublicSiteSettings, type SiteSettings } from './site-settings.ts';
import { SITE_SETTINGS_LABELS, type SiteSettingsTextField } from './site-settings-labels.ts';

// Her Site Settings' first-run defaults: the only place the code holds her business facts, and the placeholders
// the dashboard's checklist looks for. Apart from site-settings.ts so the visitors' pages never load them: they
// are the server's (seeding, old data files) and the dashboard's, and the public app asks for them only when it
// has no settings at all (app/main.tsx, on demand).

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
  // The IRS standard business mileage rates she starts with (cents a mile): 2025's, and 2026's announced on 29
  // December 2025. A later year has none until she adds it: its books say so rather than guess.
  mileageRates: [
    { year: 2025, centsPerMile: 70 },
    { year: 2026, centsPerMile: 72.5 },
  ],
  setupMinutes: 30,
  // A team artist arriving before this is paid her early-start fee (contract/artist-pay.ts).
  earlyStartTime: '6:00 AM',
  // The 1099-NEC thresholds she starts with (dollars): $600 for 2025, $2,000 for payments made in 2026 (the One Big
  // Beautiful Bill Act). Later years follow inflation: none until she adds it, and the Payouts tab says so.
  form1099Thresholds: [
    { year: 2025, amount: 600 },
    { year: 2026, amount: 2000 },
  ],
  intakeKeepDays: 60,
  reviewLinks: [],
  prepSheet:
    'Please come with a clean, moisturized face (no makeup or SPF), clean and fully dry hair, and wear a button-front top so nothing goes over your head afterward.',
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
