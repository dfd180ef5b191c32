import styled from 'styled-components';
import { Link } from 'wouter';
import { bridePagePreviewPath, PREVIEW_FROM_DASHBOARD } from '#contract/schedule-preview.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';

/** Where a booking's schedule opens in the Wedding Schedules tab. */
export type ScheduleView = 'services' | 'timeline' | 'shift';

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

/**
 * The bride's page as she sees it after her PIN, for the signed-in owner (the schedule page's preview): the page
 * itself, so Back returns here. A link, so it can also open in a tab of its own.
 */
export function BridePageLink({
  scheduleId,
  clientName,
  $size = 'sm',
}: {
  scheduleId: string;
  clientName: string;
  $size?: 'sm' | 'md';
}) {
  return (
    <Link href={bridePagePreviewPath(scheduleId)} state={{ [PREVIEW_FROM_DASHBOARD]: true }} asChild>
      <Button as="a" $size={$size} $variant="secondary" aria-label={`Bride's page for ${clientName}, as she sees it`}>
        Bride&apos;s page
      </Button>
    </Link>
  );
}

/** A booking's way to its schedule: her service editor, the timeline builder, Shift times, and the bride's view. */
export function ScheduleLinks({
  scheduleId,
  clientName,
  onOpenSchedule,
}: {
  scheduleId: string;
  clientName: string;
  onOpenSchedule: (scheduleId: string, view: ScheduleView) => void;
}) {
  return (
    <Links role="group" aria-label="Wedding schedule">
      <Button type="button" $size="sm" onClick={() => onOpenSchedule(scheduleId, 'services')}>
        Open schedule
      </Button>
      <Button type="button" $size="sm" $variant="secondary" onClick={() => onOpenSchedule(scheduleId, 'timeline')}>
        Build timeline
      </Button>
      <Button type="button" $size="sm" $variant="secondary" onClick={() => onOpenSchedule(scheduleId, 'shift')}>
        Shift times
      </Button>
      <BridePageLink scheduleId={scheduleId} clientName={clientName} />
    </Links>
  );
}
