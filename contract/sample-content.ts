import { SITE_SETTINGS_LABELS } from './site-settings-labels.ts';
import { type PlaceholderFact } from './site-settings-defaults.ts';

// The sample content the first run publishes in her name: the built-in testimonials (shown while she has none of
// her own and her switch is on) and the seeded vendors marked "(sample)". Reviews that misrepresent who wrote them
// are forbidden (the FTC's rule on consumer reviews, 16 CFR Part 465), so the dashboard names what is still a
// sample until she replaces or hides it, and each sample testimonial says "Sample" on the page.

/** A seeded vendor (server/store/seed.ts): its name ends "(sample)". */
export const isSampleVendor = (vendor: { name: string }) => /\(sample\)\s*$/i.test(vendor.name);

/** Whether /testimonials shows the built-in samples: her switch is on and none of her own is visible. */
export const showsSampleTestimonials = (
  settings: { showSampleTestimonials: boolean },
  testimonials: readonly { isVisible?: boolean }[],
) => settings.showSampleTestimonials && !testimonials.some((item) => item.isVisible !== false);

/** How many built-in sample testimonials the page shows (app/features/public-site/pages/testimonials-page.tsx). */
export const SAMPLE_TESTIMONIAL_COUNT = 3;

/**
 * The samples still published, in the first-run checklist's words (the banner keeps what is before the brackets):
 * the sample testimonials until she adds her own or turns them off, the sample vendors until she hides or deletes
 * them. Each takes her to the Sample content switch in Site Settings.
 */
export function sampleContentFacts(
  settings: { showSampleTestimonials: boolean },
  testimonials: readonly { isVisible?: boolean }[],
  vendors: readonly { name: string; isVisible?: boolean }[],
): PlaceholderFact[] {
  const facts: PlaceholderFact[] = [];
  const field = 'showSampleTestimonials';
  if (showsSampleTestimonials(settings, testimonials)) {
    facts.push({
      field,
      fact: `Sample testimonials (${SAMPLE_TESTIMONIAL_COUNT} shown on Testimonials until you add your own, or turn off "${SITE_SETTINGS_LABELS.showSampleTestimonials}")`,
    });
  }
  const samples = vendors.filter((vendor) => vendor.isVisible !== false && isSampleVendor(vendor)).length;
  if (samples > 0) {
    facts.push({
      field,
      fact: `Sample vendors (${samples} on Preferred Vendors marked "(sample)": hide or delete them in the Vendors tab)`,
    });
  }
  return facts;
}
