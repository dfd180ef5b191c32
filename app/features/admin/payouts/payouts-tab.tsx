import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import type { PayoutsYear } from '#contract/payouts-year.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { Panel } from '../ui/panels.tsx';
import { useTabActive } from '../ui/use-tab-active.ts';
import { YearBar } from '../ui/year-bar.tsx';
import { ArtistPayouts } from './artist-payouts.tsx';

// The Payouts tab: what she owes her team for a year, the payouts she made, and each artist's 1099-NEC total.

const Note = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const List = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

/** The first year she can look at, and one ahead of this year (a payout dated early in January). */
const FIRST_YEAR = 2024;

export function PayoutsTab() {
  const { call } = useAdminSession();
  const active = useTabActive();
  const today = sacramentoDate(new Date());
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [answer, setAnswer] = useState<PayoutsYear | null>(null);
  const [failure, setFailure] = useState<string>();

  const load = useCallback(
    async (wanted: number) => {
      setFailure(undefined);
      try {
        const next = await call(api.adminPayouts.list, { search: { year: String(wanted) } });
        setAnswer(next);
      } catch (error) {
        setFailure(`Could not load the payouts: ${reasonOf(error)}`);
      }
    },
    [call],
  );

  // Loaded again each time the tab is opened: a booking or a team change elsewhere changes what she owes.
  useEffect(() => {
    if (active) void load(year);
  }, [active, year, load]);

  const shown = answer?.year === year ? answer : null;

  return (
    <section aria-labelledby="payouts-title">
      <h2 id="payouts-title" className="visually-hidden">
        Payouts
      </h2>
      <YearBar
        id="payouts-year"
        year={year}
        thisYear={thisYear}
        firstYear={FIRST_YEAR}
        onYear={setYear}
        selectWidth="10rem"
        columnGap={theme.space.md}
      >
        <Button as="a" href={`${api.adminExports.payoutsCsv.path()}?year=${year}`} download $variant="secondary">
          Download {year} (CSV)
        </Button>
      </YearBar>
      {shown?.noThreshold && <Note role="note">{shown.noThreshold}: add it in Site Settings.</Note>}
      {failure && (
        <Panel role="alert">
          {failure}{' '}
          <Button type="button" $size="sm" $variant="secondary" onClick={() => void load(year)}>
            Try again
          </Button>
        </Panel>
      )}
      {!shown && !failure && <Note role="status">Loading…</Note>}
      {shown && shown.artists.length === 0 && (
        <Note>No team artists yet: add them in the Team tab, and choose them for a chair in a wedding schedule.</Note>
      )}
      {shown && (
        <List>
          {shown.artists.map((artist) => (
            <ArtistPayouts
              key={artist.artistId}
              artist={artist}
              year={year}
              today={today}
              onChanged={() => void load(year)}
            />
          ))}
        </List>
      )}
    </section>
  );
}
