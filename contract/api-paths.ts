// The API's paths, from the API table (contract/api.ts), under the names the app and the tests used before it.
import { api, SCHEDULE_TOKEN_HEADER } from './api.ts';

export { SCHEDULE_TOKEN_HEADER };

export const apiPaths = {
  scheduleByPin: (pin: string) => api.weddingSchedule.byPin.path({ pin }),
  savedSchedule: api.weddingSchedule.saved.path(),
  site: api.site.path(),
  adminSite: api.adminSite.get.path(),
  adminAlerts: api.adminAlerts.get.path(),
  adminAlertTestEmail: api.adminAlerts.testEmail.path(),
  adminPushSubscriptions: api.adminPushSubscriptions.add.path(),
  adminPushSubscription: (id: string) => api.adminPushSubscriptions.remove.path({ id }),
  publicLists: {
    faqs: api.publicLists.faqs.path(),
    policies: api.publicLists.policies.path(),
    testimonials: api.publicLists.testimonials.path(),
    gallery: api.publicLists.gallery.path(),
    vendors: api.publicLists.vendors.path(),
  },
} as const;
