// The API's paths and headers, named once for the server's tests and the app's requests.

/** A phone's device token for refreshing its saved schedule (sent and answered in this header). */
export const SCHEDULE_TOKEN_HEADER = 'x-schedule-token';

export const apiPaths = {
  /** The bride's lookup by PIN (the PIN sits in the path, as the spec has it). */
  scheduleByPin: (pin: string) => `/api/wedding-schedule/${encodeURIComponent(pin)}`,
  /** A saved schedule's refresh, by device token in `SCHEDULE_TOKEN_HEADER`. */
  savedSchedule: '/api/wedding-schedule',
  /** What visitors see of the owner's Site Settings. */
  site: '/api/site',
  /** The owner's Site Settings, whole (GET and PUT). */
  adminSite: '/api/admin/site',
  /** Whether e-mail alerts are on, and the devices that get push notifications (GET). */
  adminAlerts: '/api/admin/alerts',
  /** Sends her a test e-mail at once, through the configured mail server (POST). */
  adminAlertTestEmail: '/api/admin/alerts/test-email',
  /** Adds this device's push subscription (POST). */
  adminPushSubscriptions: '/api/admin/push-subscriptions',
  /** Stops notifications to one device (DELETE). */
  adminPushSubscription: (id: string) => `/api/admin/push-subscriptions/${encodeURIComponent(id)}`,
  /** The public lists, by the name pages ask for them with. */
  publicLists: {
    faqs: '/api/faqs',
    policies: '/api/policies',
    testimonials: '/api/testimonials',
    gallery: '/api/gallery',
    vendors: '/api/recommended-vendors',
  },
} as const;
