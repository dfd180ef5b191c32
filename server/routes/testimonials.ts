import { testimonialInput, type PublicTestimonial, type Testimonial } from '../../schemas/testimonial.ts';
import { registerContentArea } from './content-crud.ts';
import type { RouteDeps } from './context.ts';

export function registerTestimonialRoutes(deps: RouteDeps) {
  registerContentArea(deps, {
    collection: 'testimonials',
    label: 'Testimonial',
    path: 'testimonials',
    schema: testimonialInput,
    toPublic: ({ id, clientName, content, serviceType, rating }: Testimonial): PublicTestimonial => ({
      id,
      clientName,
      content,
      serviceType,
      rating,
    }),
  });
}
