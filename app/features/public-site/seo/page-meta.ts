import { useEffect } from 'react';
import type { PublicFaq } from '../../../../contract/faq.ts';
import { siteConfig } from '../../../../contract/site-config.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Public pages are listed in the sitemap and indexed; the others are not. */
  indexable: boolean;
}

const brand = siteConfig.businessName;

export const PAGE_META: Record<string, PageMeta> = {
  '/': {
    title: `${brand} | Bridal and Event Makeup Artist in Sacramento`,
    description: `${siteConfig.tagline}. Bridal and event makeup in ${siteConfig.serviceArea}, on location or in studio. Booking 2025 and 2026: text to inquire.`,
    indexable: true,
  },
  '/faqs': {
    title: `FAQ's | ${brand}`,
    description: `Answers to common questions about bridal makeup, trials, travel, deposits and booking with ${brand} in ${siteConfig.serviceArea}.`,
    indexable: true,
  },
  '/policies': {
    title: `Policies | ${brand}`,
    description: `Booking, deposit, travel and cancellation policies for bridal and event makeup with ${brand}.`,
    indexable: true,
  },
  '/testimonials': {
    title: `Testimonials | ${brand}`,
    description: `Kind words from brides, bridal parties and event clients of ${brand}, makeup artist in ${siteConfig.serviceArea}.`,
    indexable: true,
  },
  '/services': {
    title: `Services and Prices | ${brand}`,
    description:
      'Bridal makeup $225, bridal preview $175, bridesmaids and family $150, special events and photoshoots $150, and 1:1 makeup lessons from $225. On-location travel from $40.',
    indexable: true,
  },
  '/portfolio': {
    title: `Portfolio | ${brand}`,
    description: `Bridal, special event and photoshoot makeup by ${brand}: a portfolio of soft, luminous, long-wearing looks.`,
    indexable: true,
  },
  '/preferred-vendors': {
    title: `Preferred Vendors | ${brand}`,
    description: `Photographers, hairstylists, planners and creators in ${siteConfig.serviceArea} that ${siteConfig.artistName} loves working with.`,
    indexable: true,
  },
  '/contact-form': {
    title: `1:1 Makeup Lesson Questionnaire | ${brand}`,
    description: `Tell ${siteConfig.artistName} about your goals for a 1:1 makeup lesson in ${siteConfig.serviceArea}. A reply within 24 hours.`,
    indexable: true,
  },
  '/admin': { title: `Admin | ${brand}`, description: 'Owner dashboard.', indexable: false },
  '/wedding-day-schedule': {
    title: `Wedding Day Schedule | ${brand}`,
    description: 'Your wedding-day makeup schedule.',
    indexable: false,
  },
};

export const NOT_FOUND_META: PageMeta = {
  title: `404 Page Not Found | ${brand}`,
  description: 'This page could not be found.',
  indexable: false,
};

export const metaFor = (path: string): PageMeta => PAGE_META[path] ?? NOT_FOUND_META;

/** Keeps the tab title right after client-side navigation (the server writes it into the first HTML). */
export function usePageTitle(path: string) {
  const { title } = metaFor(path);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** JSON-LD for search engines: the business on every public page, plus the questions on /faqs. */
export function structuredData(path: string, faqs?: PublicFaq[]): object[] {
  const business = {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    '@id': `${siteConfig.siteUrl}/#business`,
    name: siteConfig.businessName,
    description: `Bridal and event makeup artist serving ${siteConfig.serviceArea}.`,
    url: siteConfig.siteUrl,
    image: `${siteConfig.siteUrl}/images/hero-1400.webp`,
    telephone: siteConfig.phoneE164,
    email: siteConfig.email,
    priceRange: '$40 - $325',
    address: {
      '@type': 'PostalAddress',
      addressLocality: siteConfig.homeCity,
      addressRegion: 'CA',
      addressCountry: 'US',
    },
    areaServed: [
      { '@type': 'City', name: 'Sacramento' },
      // A region with no government of its own, so neither a State nor an AdministrativeArea: a plain Place.
      { '@type': 'Place', name: 'Northern California' },
    ],
    sameAs: [siteConfig.socialUrl],
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
