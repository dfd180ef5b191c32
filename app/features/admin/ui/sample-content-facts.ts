import { useEffect, useState } from 'react';
import { api } from '#contract/api.ts';
import { sampleContentFacts } from '#contract/sample-content.ts';
import type { PlaceholderFact } from '#contract/site-settings-defaults.ts';
import type { Testimonial } from '#contract/testimonial.ts';
import type { Vendor } from '#contract/vendor.ts';
import { useAdminSession } from '../session/admin-session.tsx';
import { useSavedSettings } from './saved-settings.tsx';

// The samples the first run publishes in her name, for the first-run checklist and banner: named until she adds
// her own testimonials or turns the samples off, and until she hides or deletes the sample vendors.

const changes = new EventTarget();

/** The Testimonials and Vendors tabs call this after their lists change, so the banner says what is left at once. */
export const announceContentChanged = () => changes.dispatchEvent(new Event('change'));

/**
 * The checklist's facts for the samples still published ("Sample testimonials (...)", each with the field it takes
 * her to); none until her settings and both lists have loaded, and none if a list cannot be read (the banner then
 * says only what it knows).
 */
export function useSampleContentFacts(): PlaceholderFact[] {
  const { saved } = useSavedSettings();
  const session = useAdminSession();
  const [serial, setSerial] = useState(0);
  const [lists, setLists] = useState<{ testimonials: Testimonial[]; vendors: Vendor[] }>();

  useEffect(() => {
    const again = () => setSerial((count) => count + 1);
    changes.addEventListener('change', again);
    return () => changes.removeEventListener('change', again);
  }, []);

  useEffect(() => {
    let current = true;
    void Promise.all([session.call(api.adminTestimonials.list), session.call(api.adminVendors.list)])
      .then(([testimonials, vendors]) => current && setLists({ testimonials, vendors }))
      .catch(() => {
        // Not known: nothing is named rather than something wrongly.
      });
    return () => {
      current = false;
    };
  }, [session, serial]);

  if (!saved || !lists) return [];
  return sampleContentFacts(saved, lists.testimonials, lists.vendors);
}
