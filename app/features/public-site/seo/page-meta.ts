import type { PublicFaq } from '#contract/faq.ts';
import { phoneToE164 } from '#contract/phone.ts';
import { priceRange, type PublicSiteSettings } from '#contract/site-settings.ts';
import { HERO } from '../data/artwork.ts';

/** JSON-LD for search engines: the business on every public page, plus the questions on /faqs. */
export function structuredData(path: string, site: PublicSiteSettings, faqs?: PublicFaq[]): object[] {
  const business = {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    '@id': `${site.siteUrl}/#business`,
    name: site.businessName,
    description: `Bridal and event makeup artist serving ${site.serviceArea}.`,
    url: site.siteUrl,
    image: site.pictures.hero ? new URL(site.pictures.hero.src, site.siteUrl).href : `${site.siteUrl}${HERO.src}`,
    telephone: phoneToE164(site.phone),
    email: site.email,
    priceRange: priceRange(site.serviceGroups),
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.homeCity,
      ...(site.homeRegion ? { addressRegion: site.homeRegion } : {}),
      addressCountry: 'US',
    },
    areaServed: [
      { '@type': 'City', name: site.homeCity },
      // A region with no government of its own, so neither a State nor an AdministrativeArea: a plain Place.
      { '@type': 'Place', name: site.serviceArea },
    ],
    ...(site.socialUrl ? { sameAs: [site.socialUrl] } : {}),
    // Her price list, so search results can show services and prices; it follows her Site Settings.
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Services and Prices',
      itemListElement: site.serviceGroups.map((group) => ({
        '@type': 'OfferCatalog',
        name: group.name,
        itemListElement: group.items.map((item) => ({
          '@type': 'Offer',
          itemOffered: { '@type': 'Service', name: item.name },
          price: item.price.toFixed(2),
          priceCurrency: 'USD',
        })),
      })),
    },
  };
  const blocks: object[] = [business];
  if (path === '/faqs' && faqs?.length) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    });
  }
  return blocks;
}
