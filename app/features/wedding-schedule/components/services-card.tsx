import styled, { css } from 'styled-components';
import { formatTimeRange } from '#contract/clock-time.ts';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { artistOf, totalLine } from '../format/schedule-format.ts';
import { CardTitle, SectionCard, tableCell } from './schedule-styles.tsx';
import { ScrollArea } from './scroll-area.tsx';

// The spec's Schedule card: her makeup times in order (the one under way and the next marked on the day, the moved
// ones marked until she has seen them), then the total line.

/** What the last check found moved: the rows to mark, and the sentence to show. */
export interface TimeChangeNote {
  movedIds: readonly string[];
  note: string;
}

const ServicesTable = styled.table`
  width: 100%;
  min-width: 300px;
  border-collapse: collapse;
  thead th {
    ${tableCell};
    padding-top: 0;
    font-size: ${theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.12em;
    color: ${theme.colors.muted};
  }
  tbody th {
    ${tableCell};
    font-weight: 600;
    color: ${theme.colors.ink};
    min-width: 6.5rem;
  }
  /* One line per range so times line up; a touch smaller on phones so both columns fit without scrolling. */
  tbody td {
    ${tableCell};
    color: ${theme.colors.ink};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    font-size: 1rem;
  }
  ${media.sm} {
    tbody td {
      font-size: inherit;
    }
  }
  ${media.print} {
    tbody td {
      font-size: inherit;
    }
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  tbody tr[data-highlight='current'] > * {
    background: ${theme.colors.cream};
  }
  tbody tr[data-highlight='current'] > th {
    box-shadow: inset 4px 0 0 ${theme.colors.roseDeep};
  }
  tbody tr[data-moved] > * {
    background: #fff4d6;
  }
  tbody tr[data-moved] > th {
    box-shadow: inset 4px 0 0 ${theme.colors.goldDeep};
  }
`;

const ChangeNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: #fff4d6;
  border: 1px solid ${theme.colors.goldDeep};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
  p {
    margin: 0;
    font-weight: 600;
  }
  ${media.print} {
    display: none;
  }
`;

const MovedMark = styled.span`
  display: inline-block;
  margin-left: ${theme.space.sm};
  padding: 0.1rem 0.6rem;
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  vertical-align: middle;
  border: 1px solid ${theme.colors.goldDeep};
  color: ${theme.colors.goldDeep};
  ${media.print} {
    display: none;
  }
`;

const Badge = styled.span<{ $tone: 'current' | 'next' }>`
  display: inline-block;
  margin-left: ${theme.space.sm};
  padding: 0.1rem 0.6rem;
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  vertical-align: middle;
  ${({ theme, $tone }) =>
    $tone === 'current'
      ? css`
          background: ${theme.colors.roseDeep};
          color: ${theme.colors.white};
        `
      : css`
          border: 1px solid ${theme.colors.roseDeep};
          color: ${theme.colors.roseDeep};
        `}
`;

/** "Artist 1" under a row's name on a two-chair morning. */
const ChairMark = styled.span`
  display: block;
  margin-top: 0.15rem;
  font-size: ${theme.fontSizes.sm};
  font-weight: 500;
  color: ${theme.colors.muted};
`;

const Empty = styled.p`
  color: ${theme.colors.muted};
  margin: 0;
`;

const Total = styled.p`
  margin: ${theme.space.lg} 0 0;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.cream};
  color: ${theme.colors.ink};
  font-weight: 600;
  text-align: center;
  ${media.print} {
    background: none;
    padding: 0;
    text-align: left;
  }
`;

export function ServicesCard({
  data,
  services,
  nowIds,
  nextIds,
  twoChairs,
  changes,
  onDismissChanges,
}: {
  data: ClientSchedule;
  /** In their order. */
  services: ClientSchedule['services'];
  nowIds: readonly string[];
  nextIds: readonly string[];
  twoChairs: boolean;
  changes?: TimeChangeNote;
  onDismissChanges?: () => void;
}) {
  return (
    <SectionCard as="section" aria-labelledby="schedule-title">
      <CardTitle id="schedule-title">Schedule</CardTitle>
      {changes && (
        <ChangeNote role="status">
          <p>{changes.note}</p>
          <Button type="button" $variant="secondary" $size="sm" onClick={onDismissChanges}>
            OK
          </Button>
        </ChangeNote>
      )}
      {services.length === 0 ? (
        <Empty>Your makeup times will appear here once they are set.</Empty>
      ) : (
        <ScrollArea label="makeup times">
          <ServicesTable>
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {services.map((service) => {
                const highlight = nowIds.includes(service.id)
                  ? 'current'
                  : nextIds.includes(service.id)
                    ? 'next'
                    : undefined;
                const artist = twoChairs ? artistOf(service) : undefined;
                const moved = changes?.movedIds.includes(service.id);
                return (
                  <tr key={service.id} data-highlight={highlight} data-moved={moved ? '' : undefined}>
                    <th scope="row">
                      {service.serviceName}
                      {highlight && <Badge $tone={highlight}>{highlight === 'current' ? 'Now' : 'Next'}</Badge>}
                      {moved && <MovedMark>New time</MovedMark>}
                      {artist && <ChairMark>{artist}</ChairMark>}
                    </th>
                    <td>{formatTimeRange(service.startTime, service.endTime) || '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </ServicesTable>
        </ScrollArea>
      )}
      <Total>{totalLine(data)}</Total>
    </SectionCard>
  );
}
