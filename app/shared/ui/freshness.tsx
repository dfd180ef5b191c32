import styled, { css } from 'styled-components';
import { SCHEDULE_GONE_MESSAGE } from '#contract/messages.ts';
import { media, theme } from '../theme.ts';
import { Button } from './button.tsx';

// Above a page kept on the phone (a wedding schedule, a party or day page, a call sheet, the dashboard's Faces): how
// fresh the copy on screen is (checking, up to date, offline, couldn't check), or that the schedule is gone, with the
// saved copy still readable below.

/** How fresh the copy on screen is, from the page's point of view. */
export type RefreshState = 'refreshing' | 'fresh' | 'offline' | 'gone' | 'failed';

const Status = styled.p<{ $tone: 'quiet' | 'warning' }>`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.sm};
  text-align: center;
  ${({ theme, $tone }) =>
    $tone === 'warning'
      ? css`
          background: #fbeeec;
          color: ${theme.colors.danger};
          border: 1px solid ${theme.colors.danger};
        `
      : css`
          background: ${theme.colors.cream};
          color: ${theme.colors.text};
        `}
  ${media.print} {
    display: none;
  }
`;

const Gone = styled.div`
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: #fbeeec;
  border: 1px solid ${theme.colors.danger};
  color: ${theme.colors.ink};
  text-align: center;
  p {
    margin-bottom: ${theme.space.sm};
  }
  ${media.print} {
    display: none;
  }
`;

export function Freshness({
  refresh,
  saved,
  onForget,
}: {
  refresh: RefreshState;
  /** When the copy on screen was saved, as the page words it. */
  saved: string;
  /** "Forget this schedule", for a page whose copy can be 'gone'. */
  onForget?: () => void;
}) {
  if (refresh === 'gone') {
    return (
      <Gone role="alert">
        <p>
          <strong>{SCHEDULE_GONE_MESSAGE}</strong> It may have been changed or removed. The copy below was last updated{' '}
          {saved}.
        </p>
        <Button type="button" $variant="danger" $size="sm" onClick={onForget}>
          Forget this schedule
        </Button>
      </Gone>
    );
  }
  return (
    <Status $tone="quiet" role="status">
      {refresh === 'offline'
        ? `You're offline. Showing the copy saved on this phone, last updated ${saved}.`
        : refresh === 'failed'
          ? `Couldn't check for changes just now. Showing the copy saved on this phone, last updated ${saved}.`
          : refresh === 'refreshing'
            ? 'Checking for changes…'
            : `Up to date. Last updated ${saved}.`}
    </Status>
  );
}
