import { api } from '#contract/api.ts';
import { faqInput } from '#contract/faq.ts';
import { registerContentArea } from './content-crud.ts';
import type { RouteDeps } from './context.ts';

export function registerFaqRoutes(deps: RouteDeps) {
  registerContentArea(deps, {
    collection: 'faqs',
    label: 'FAQ',
    routes: api.adminFaqs,
    schema: faqInput,
  });
}
