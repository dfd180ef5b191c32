import { pathOf } from './routes.ts';

// The owner's preview of a bride's page: the schedule page itself, told by its address which schedule to show
// (fetched with her admin session, never a PIN). One spelling for the dashboard's links and the page that reads it.

export const PREVIEW_PARAM = 'preview';

/** In the history state of a preview the dashboard opened: the preview's way back is then Back itself. */
export const PREVIEW_FROM_DASHBOARD = 'fromDashboard';

/** `/wedding-day-schedule?preview=<schedule id>`. */
export const bridePagePreviewPath = (scheduleId: string) =>
  `${pathOf('schedule')}?${PREVIEW_PARAM}=${encodeURIComponent(scheduleId)}`;

/** The schedule id an address asks to preview, or null. */
export const previewedScheduleId = (search: string): string | null =>
  new URLSearchParams(search).get(PREVIEW_PARAM) || null;
