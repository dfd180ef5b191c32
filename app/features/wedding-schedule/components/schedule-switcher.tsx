import styled from 'styled-components';
import { media, theme } from '#shared/theme.ts';
import { formatLongDate } from '../format/schedule-format.ts';
import { scheduleKey, type SavedSchedule } from '../storage/saved-schedule.ts';

const Bar = styled.nav`
  margin-bottom: ${theme.space.md};
  h2 {
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.xs};
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${theme.colors.muted};
    margin: 0 0 ${theme.space.xs};
  }
  ul {
    display: flex;
    gap: ${theme.space.sm};
    overflow-x: auto;
    list-style: none;
    margin: 0;
    padding: 0 0 ${theme.space.xs};
  }
  ${media.print} {
    display: none;
  }
`;

const Choice = styled.button<{ $current: boolean }>`
  min-height: 48px;
  padding: ${theme.space.xs} ${theme.space.md};
  border-radius: ${theme.radii.md};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.roseDeep : theme.colors.line)};
  background: ${({ theme, $current }) => ($current ? theme.colors.cream : theme.colors.white)};
  color: ${theme.colors.ink};
  text-align: left;
  white-space: nowrap;
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;
  strong {
    display: block;
  }
  span {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.xs};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The schedules saved on this phone, by client name and date; every one opens without signal. */
export function ScheduleSwitcher({
  schedules,
  current,
  onShow,
}: {
  schedules: readonly SavedSchedule[];
  current?: string;
  onShow: (key: string) => void;
}) {
  const sorted = [...schedules].sort((a, b) => a.data.schedule.weddingDate.localeCompare(b.data.schedule.weddingDate));
  return (
    <Bar aria-labelledby="saved-schedules-title">
      <h2 id="saved-schedules-title">Schedules on this phone</h2>
      <ul>
        {sorted.map((saved) => {
          const key = scheduleKey(saved);
          return (
            <li key={key}>
              <Choice
                type="button"
                $current={key === current}
                aria-current={key === current ? 'true' : undefined}
                onClick={() => onShow(key)}
              >
                <strong>{saved.data.schedule.clientName}</strong>
                <span>{formatLongDate(saved.data.schedule.weddingDate)}</span>
              </Choice>
            </li>
          );
        })}
      </ul>
    </Bar>
  );
}
