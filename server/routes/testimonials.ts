import { api } from '#contract/api.ts';
import { testimonialInput } from '#contract/testimonial.ts';
import { registerContentArea } from './content-crud.ts';
import type { RouteDeps } from './context.ts';

export function registerTestimonialRoutes(deps: RouteDeps) {
  registerContentArea(deps, {
    collection: 'testimonials',
    label: 'Testimonial',
    routes: api.adminTestimonials,
    schema: testimonialInput,
  });
}
