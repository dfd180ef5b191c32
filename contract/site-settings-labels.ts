// Each Site Settings field's label: the dashboard's and the server's (its schema's messages, the first-run checklist),
// never the visitors' pages. Apart from site-settings.ts, which the visitors' first load holds: a module in that load
// brings every export any later chunk uses of it.

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
  /** One label a year: mileageRateLabel(2026) reads "Mileage rate for 2026". */
  mileageRates: 'Mileage rate for {year}',
  showSampleTestimonials: 'Show sample testimonials until I have my own',
  partyLockDays: 'Party changes close, days before the wedding',
  setupMinutes: 'Set-up before the first chair (minutes)',
  earlyStartTime: 'Early start before',
  /** One label a year: form1099ThresholdLabel(2026) reads "1099-NEC threshold for 2026". */
  form1099Thresholds: '1099-NEC threshold for {year}',
  intakeKeepDays: 'Delete intake answers and photos, days after the wedding',
  reviewLinks: 'Review links',
  prepSheet: 'Prep sheet (in the day-before e-mail)',
} as const;

/** "Mileage rate for 2026": the setting's label for one year. */
export const mileageRateLabel = (year: number) => SITE_SETTINGS_LABELS.mileageRates.replace('{year}', String(year));

/** "1099-NEC threshold for 2026": the setting's label for one year. */
export const form1099ThresholdLabel = (year: number) =>
  SITE_SETTINGS_LABELS.form1099Thresholds.replace('{year}', String(year));

/** A field that is one piece of text in the form: its path in the settings. */
export type SiteSettingsTextField = keyof typeof SITE_SETTINGS_LABELS;
