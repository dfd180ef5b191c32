import * as v from 'valibot';
import { optionalText, requiredText, visibility, type Stored } from './fields.ts';

export const testimonialInput = v.object({
  clientName: requiredText('Client name', 120),
  content: requiredText('Testimonial content', 5000),
  serviceType: optionalText('Service type', 120),
  rating: v.optional(
    v.pipe(
      v.number('Rating must be a whole number from 1 to 5'),
      v.integer('Rating must be a whole number from 1 to 5'),
      v.minValue(1, 'Rating must be a whole number from 1 to 5'),
      v.maxValue(5, 'Rating must be a whole number from 1 to 5'),
    ),
    5,
  ),
  isVisible: visibility,
});
export type TestimonialInput = v.InferOutput<typeof testimonialInput>;
export type Testimonial = TestimonialInput &
  Stored & {
    /** Set on one a bride wrote from her thank-you link (server/routes/thank-you.ts): never from the form. */
    source?: { kind: 'thank-you'; bookingId: string; submittedAt: string };
    /** Her consent to publish it on the site; without it, it stays hidden. */
    consent?: boolean;
  };
export type PublicTestimonial = Pick<Testimonial, 'id' | 'clientName' | 'content' | 'serviceType' | 'rating'>;
