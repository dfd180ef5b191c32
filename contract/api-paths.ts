// The API's paths and headers, named once for the server's tests and the app's requests.

/** A phone's device token for refreshing its saved schedule (sent and answered in this header). */
export const SCHEDULE_TOKEN_HEADER = 'x-schedule-token';

export const apiPaths = {
  /** The bride's lookup by PIN (the PIN sits in the path, as the spec has it). */
  scheduleByPin: (pin: string) => `/api/wedding-schedule/${encodeURIComponent(pin)}`,
  /** A saved schedule's refresh, by device token in `SCHEDULE_TOKEN_HEADER`. */
  savedSchedule: '/api/wedding-schedule',
} as const;
