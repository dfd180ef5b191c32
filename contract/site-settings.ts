import type { SiteSettingsInput } from './site-settings.schema.ts';

/**
 * The owner's business facts, edited in the dashboard's Site Settings and kept in the data file. This module holds
 * the rules derived from them, with no validation code, so visitors' pages can use it; the schema is in
 * `site-settings.schema.ts`, the first-run defaults in `site-settings-defaults.ts`.
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
  /** The size of `src`, when the server read it from the stored file (see GalleryItem). */
  width?: number;
  height?: number;
}

/**
 * Settings that never reach /api/site or a public page: her home ZIP is where she lives (only miles leave the
 * server), and how to pay and the agreement reach only her brides' PIN pages.
 */
export const PRIVATE_SETTINGS = [
  'homeZip',
  'paymentInstructions',
  'paymentLink',
  'agreementText',
  'setupMinutes',
  'reviewLinks',
  'prepSheet',
  'mileageRates',
  'earlyStartTime',
  'form1099Thresholds',
] as const;
type PrivateSetting = (typeof PRIVATE_SETTINGS)[number];

/** What visitors receive (GET /api/site): the settings, with her chosen photos resolved to addresses. */
export type PublicSiteSettings = Omit<SiteSettings, 'homePictures' | PrivateSetting> & {
  pictures: { carousel: SitePicture[]; hero?: SitePicture; portrait?: SitePicture };
};

/**
 * Her agreement paragraph's limits: its characters, its lines, and the characters of one word (a run with no space
 * or line break; a long link fits). The agreement's PDF lays out every line and breaks every over-long word
 * (server/agreement/pdf.ts); these keep what she types within what the form and the PDF show well.
 */
export const AGREEMENT_TEXT_LIMITS = { characters: 10_000, lines: 400, wordCharacters: 200 } as const;

/** Whether a group of her price list is offered: one she switched off is kept for her, never shown to visitors. */
export const isOffered = (group: Pick<ServiceGroup, 'offered'>) => group.offered !== false;

/**
 * The settings without `homePictures`, the private ones and the groups she has switched off: the base of what
 * visitors receive, so no public page (its list, its structured data, its estimate) can show a switched-off group.
 */
export function withoutPrivateSettings(settings: SiteSettings): Omit<SiteSettings, 'homePictures' | PrivateSetting> {
  const visible: Partial<SiteSettings> = { ...settings };
  // Every private setting goes by the one list, so a setting added to PRIVATE_SETTINGS can never reach a visitor.
  for (const key of ['homePictures', ...PRIVATE_SETTINGS] as const) delete visible[key];
  const base = visible as Omit<SiteSettings, 'homePictures' | PrivateSetting>;
  return { ...base, serviceGroups: base.serviceGroups.filter(isOffered) };
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
