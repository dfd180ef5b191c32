import styled from 'styled-components';
import { formatTimeRange } from '#contract/clock-time.ts';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { media, theme } from '#shared/theme.ts';
import { artistOf } from '../format/schedule-format.ts';

// On the wedding day, at the top of her first screen: who is in the chair now and who is next, without scrolling.

type ShownService = ClientSchedule['services'][number];

const NowCard = styled.section`
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.blush};
  border-left: 4px solid ${theme.colors.roseDeep};
  box-shadow: ${theme.shadows.card};
  ${media.print} {
    display: none;
  }
`;

const NowGroup = styled.div`
  & + & {
    margin-top: ${theme.space.xs};
    padding-top: ${theme.space.xs};
    border-top: 1px solid ${theme.colors.line};
  }
  /* Above her name (the page's h1), so a label, not a heading. */
  > p {
    margin: 0;
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${theme.colors.roseDeep};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${theme.space.sm};
    padding: 0.15rem 0;
    color: ${theme.colors.ink};
    font-size: 1rem;
  }
  li > span:first-child {
    font-weight: 600;
  }
  li > span:last-child {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    color: ${theme.colors.text};
  }
`;

function NowNextGroup({ title, services, twoChairs }: { title: string; services: ShownService[]; twoChairs: boolean }) {
  if (services.length === 0) return null;
  return (
    <NowGroup>
      <p>{title}</p>
      <ul>
        {services.map((service) => (
          <li key={service.id}>
            <span>
              {service.serviceName}
              {twoChairs && artistOf(service) ? ` · ${artistOf(service)}` : ''}
            </span>
            <span>{formatTimeRange(service.startTime, service.endTime)}</span>
          </li>
        ))}
      </ul>
    </NowGroup>
  );
}

export function NowNext({
  services,
  nowIds,
  nextIds,
  twoChairs,
}: {
  services: ShownService[];
  nowIds: readonly string[];
  nextIds: readonly string[];
  twoChairs: boolean;
}) {
  if (nowIds.length === 0 && nextIds.length === 0) return null;
  return (
    <NowCard aria-label="Now and next" data-now-next="">
      <NowNextGroup
        title="Now"
        services={services.filter((service) => nowIds.includes(service.id))}
        twoChairs={twoChairs}
      />
      <NowNextGroup
        title="Next"
        services={services.filter((service) => nextIds.includes(service.id))}
        twoChairs={twoChairs}
      />
    </NowCard>
  );
}
