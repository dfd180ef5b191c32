import type { PublicFaq } from '#contract/faq.ts';
import type { PublicGalleryItem } from '#contract/gallery.ts';
import { phoneToE164 } from '#contract/phone.ts';
import { priceRange, type PublicSiteSettings } from '#contract/site-settings.ts';
import { HERO } from '../data/artwork.ts';
import { portfolioPictures } from './share-image.ts';

/**
 * The portfolio as an image gallery: each photo with its title, the artist as its creator and her business as its
 * copyright holder. The artist is written out once, on the gallery, and each photo names her and the business (the
 * block every page has) by their `@id`, so the page carries no fact twice; a photo's description is its image's alt
 * text on the page already. A size is given only where the server read it from the stored file.
 */
function imageGallery(site: PublicSiteSettings, gallery: readonly PublicGalleryItem[] | undefined): object {
  const artist = { '@id': `${site.siteUrl}/#artist` };
  const business = { '@id': `${site.siteUrl}/#business` };
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: 'Portfolio',
    url: `${site.siteUrl}/portfolio`,
    creator: { '@type': 'Person', ...artist, name: site.artistName, worksFor: business },
    associatedMedia: portfolioPictures(site, gallery).map(({ url, width, height, title }) => ({
      '@type': 'ImageObject',
      contentUrl: url,
      name: title,
      ...(width && height ? { width, height } : {}),
      creator: artist,
      copyrightHolder: business,
    })),
  };
}

/**
 * JSON-LD for search engines: the business on every public page, plus the questions on /faqs and the image gallery on
 * /portfolio. Never a rating or a review of her own testimonials: Google does not use reviews a business publishes
 * about itself on its LocalBusiness (self-serving reviews), so the testimonials page carries the business alone.
 */
export function structuredData(
  path: string,
  site: PublicSiteSettings,
  faqs?: PublicFaq[],
  gallery?: readonly PublicGalleryItem[],
): object[] {
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
  if (path === '/portfolio') blocks.push(imageGallery(site, gallery));
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
