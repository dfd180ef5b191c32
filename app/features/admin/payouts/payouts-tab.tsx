import { useCallback } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useAdminSession } from '../session/admin-session.tsx';
import { YearBar } from '../ui/year-bar.tsx';
import { useYearData } from '../ui/use-year-data.tsx';
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
  const load = useCallback(
    (wanted: number) => call(api.adminPayouts.list, { search: { year: String(wanted) } }),
    [call],
  );
  // Loaded again each time the tab is opened: a booking or a team change elsewhere changes what she owes.
  const { today, thisYear, year, setYear, shown, reload, status } = useYearData(load, 'payouts');

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
      {status}
      {shown && shown.artists.length === 0 && (
        <Note>No team artists yet: add them in the Team tab, and choose them for a chair in a wedding schedule.</Note>
      )}
      {shown && (
        <List>
          {shown.artists.map((artist) => (
            <ArtistPayouts key={artist.artistId} artist={artist} year={year} today={today} onChanged={reload} />
          ))}
        </List>
      )}
    </section>
  );
}
