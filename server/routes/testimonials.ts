import { api } from '#contract/api.ts';
import { testimonialInput } from '#contract/testimonial.ts';
import { NO_CONSENT_REASON } from '#contract/thank-you.ts';
import { HttpError } from '../errors.ts';
import { registerContentArea } from './content-crud.ts';
import type { RouteDeps } from './context.ts';

export function registerTestimonialRoutes(deps: RouteDeps) {
  registerContentArea(deps, {
    collection: 'testimonials',
    label: 'Testimonial',
    routes: api.adminTestimonials,
    schema: testimonialInput,
    // One a bride wrote from her thank-you link is published only with her consent.
    checkUpdate: (previous, next) => {
      if (next.isVisible && previous.source?.kind === 'thank-you' && !previous.consent) {
        throw new HttpError(400, `It stays hidden: ${NO_CONSENT_REASON}`, {}, { field: 'isVisible' });
      }
    },
  });
}
