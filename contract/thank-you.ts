import * as v from 'valibot';
import { requiredText } from './fields.ts';
import type { Testimonial } from './testimonial.ts';

// The bride's thank-you link (`/thank-you#<token>`, issue 43 part 3): after the wedding she is thanked by name, finds
// her artist's review links whatever she thinks, and may write one testimonial, hers to change until it is published.

/** What GET /api/thank-you answers. */
export interface ThankYouView {
  clientName: string;
  /** The wedding's day (YYYY-MM-DD). */
  eventDate: string;
  artistName: string;
  /** The service type, from the booking (prefilled). */
  serviceType: string;
  reviewLinks: { label: string; url: string }[];
  /** Hers, once she wrote it. */
  testimonial: Pick<Testimonial, 'clientName' | 'rating' | 'content' | 'serviceType' | 'consent'> | null;
  /** Once her artist published it, it can no longer be changed from the link. */
  published: boolean;
}

/** PUT /api/thank-you: a rating 1–5 must be chosen (none is chosen for her), and her consent is a yes or a no. */
export const thankYouInput = v.object({
  clientName: requiredText('Your name', 120, 'Type your name as it should appear'),
  rating: v.pipe(
    v.number('Choose a rating from 5 to 1'),
    v.integer('Choose a rating from 5 to 1'),
    v.minValue(1, 'Choose a rating from 5 to 1'),
    v.maxValue(5, 'Choose a rating from 5 to 1'),
  ),
  content: requiredText('Your testimonial', 5000, 'Write a few words about your day'),
  consent: v.boolean('Say whether it may be published on the site'),
});
export type ThankYouInput = v.InferOutput<typeof thankYouInput>;

export const thankYouSavedMessage = 'Thank you! Your words are with her.';
export const testimonialLockedMessage = (artist: string) =>
  `${artist} has published your testimonial, so it can no longer be changed here. Text her if something should change.`;

/** How the Testimonials tab marks one that came from a thank-you link. */
export const thankYouSourceWords = (clientName: string, submittedOn: string) =>
  `from ${clientName}'s thank-you link, ${submittedOn}`;

/** Why the publish switch is disabled. */
export const NO_CONSENT_REASON = 'She did not agree to have it published on the site.';
