import { useCallback, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { sacramentoDate } from '#contract/calendar-day.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { reasonOf } from '../session/admin-session.tsx';
import { Panel } from './panels.tsx';
import { useTabActive } from './use-tab-active.ts';

// The data of a tab that shows one year (Books, Payouts), beside its YearBar (year-bar.tsx): the year she picked
// (this one at first), that year's answer loaded each time the tab is opened and whenever she picks a year, and
// what shows while it loads or when it could not ("Try again").

const Note = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

export interface YearData<T> {
  /** Today in Sacramento (YYYY-MM-DD). */
  today: string;
  thisYear: number;
  year: number;
  setYear: (year: number) => void;
  /** The picked year's answer once loaded (the last one stays shown while it loads again). */
  shown: T | null;
  /** Loads the picked year again (after a change she made). */
  reload: () => void;
  /** "Loading…" until the first answer, or the failure with "Try again": placed where the tab wants it. */
  status: ReactNode;
}

/**
 * One year's answer for a tab. `load` answers a year (keep it stable, e.g. with useCallback); `what` names it in the
 * failure ("Could not load the books: …").
 */
export function useYearData<T extends { year: number }>(load: (year: number) => Promise<T>, what: string): YearData<T> {
  const active = useTabActive();
  const today = sacramentoDate(new Date());
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [answer, setAnswer] = useState<T | null>(null);
  const [failure, setFailure] = useState<string>();

  const fetchYear = useCallback(
    async (wanted: number) => {
      setFailure(undefined);
      try {
        setAnswer(await load(wanted));
      } catch (error) {
        setFailure(`Could not load the ${what}: ${reasonOf(error)}`);
      }
    },
    [load, what],
  );

  // Loaded each time the tab is opened: a change elsewhere (a payment, a booking, her team) changes the year.
  useEffect(() => {
    if (active) void fetchYear(year);
  }, [active, year, fetchYear]);

  const shown = answer?.year === year ? answer : null;
  const reload = () => void fetchYear(year);
  const status = (
    <>
      {failure && (
        <Panel role="alert">
          {failure}{' '}
          <Button type="button" $size="sm" $variant="secondary" onClick={reload}>
            Try again
          </Button>
        </Panel>
      )}
      {!shown && !failure && <Note role="status">Loading…</Note>}
    </>
  );
  return { today, thisYear, year, setYear, shown, reload, status };
}
