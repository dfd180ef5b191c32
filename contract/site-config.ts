/**
 * The business details, in one place. The values are clearly fictional placeholders: the owner replaces them
 * with her own name, number and addresses here, and the whole site follows.
 */
export const siteConfig = {
  artistName: 'Elena Marie',
  businessName: 'Elena Marie Beauty',
  tagline: 'Elevate Your Natural Beauty',
  subtitle: 'Bridal and Event Makeup',
  bookingNote: 'Booking 2025 and 2026',
  /** Shown to people; `phoneE164` is what sms: and tel: links dial. */
  phoneDisplay: '(916) 555-0142',
  phoneE164: '+19165550142',
  email: 'hello@example.com',
  socialLabel: 'Instagram',
  socialUrl: 'https://www.instagram.com/example',
  city: 'Sacramento, CA',
  /** The travel fee's 10 free miles are counted from here. */
  homeCity: 'Sacramento',
  serviceArea: 'Sacramento and Northern California',
  siteUrl: 'https://www.example.com',
} as const;

export const smsLink = (body?: string) =>
  `sms:${siteConfig.phoneE164}${body ? `?&body=${encodeURIComponent(body)}` : ''}`;
export const telLink = (phone: string = siteConfig.phoneE164) => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const mailLink = (subject?: string) =>
  `mailto:${siteConfig.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
