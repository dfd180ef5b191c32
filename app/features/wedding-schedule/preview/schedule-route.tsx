import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { previewedScheduleId } from '#contract/schedule-preview.ts';
import { useHydrated } from '#shared/use-hydrated.ts';
import { WeddingSchedulePage } from '../wedding-schedule-page.tsx';

// The owner's preview of a bride's page loads only when asked for: a bride's first visit carries none of it.
const SchedulePreview = lazy(() =>
  import('./schedule-preview.tsx').then((module) => ({ default: module.SchedulePreview })),
);

/**
 * /wedding-day-schedule: the bride's page, or with `?preview=<schedule id>` the owner's preview of it. The server
 * renders the PIN screen whatever the address asks, so the preview takes over once the page's code is running.
 */
export function WeddingScheduleRoute() {
  const hydrated = useHydrated();
  const search = useSearch();
  const previewed = hydrated ? previewedScheduleId(search) : null;
  if (!previewed) return <WeddingSchedulePage />;
  return (
    <Suspense fallback={null}>
      <SchedulePreview scheduleId={previewed} />
    </Suspense>
  );
}
