import { useCallback } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useAdminSession } from '../session/admin-session.tsx';
import { Panel, PanelTitle } from '../ui/panels.tsx';
import { YearBar } from '../ui/year-bar.tsx';
import { useYearData } from '../ui/use-year-data.tsx';
import { milesText, money } from './books-money.ts';
import { MileageLog } from './mileage-log.tsx';
import { MonthsTable } from './months-table.tsx';
import { TripForm } from './trip-form.tsx';

// The Books tab: her year as her accountant wants it (contract/books.ts): what came in, what went back, what she
// paid her team, her miles and their deduction, month by month and in total, her mileage log, and the three files.

const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.md};
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    padding: ${theme.space.sm} ${theme.space.md};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.cream};
  }
  dt {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .detail {
    display: block;
    font-size: ${theme.fontSizes.xs};
    font-weight: 400;
    color: ${theme.colors.muted};
  }
`;

const Note = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const Warning = styled(Note)`
  color: ${theme.colors.danger};
  font-weight: 600;
`;

const Sections = styled.div`
  display: grid;
  /* minmax(0, …): the months' table scrolls inside its box rather than widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
`;

const AddTitle = styled.h3`
  margin: ${theme.space.lg} 0 ${theme.space.xs};
`;

/** The first year she can look at: the site's books start with its bookings. */
const FIRST_YEAR = 2024;

export function BooksTab() {
  const { call } = useAdminSession();
  const load = useCallback((wanted: number) => call(api.adminBooks.get, { search: { year: String(wanted) } }), [call]);
  // Loaded each time the tab is opened: a payment, a payout or a booking changed elsewhere changes her books.
  const { today, thisYear, year, setYear, shown, reload, status } = useYearData(load, 'books');
  const download = (route: { path: () => string }, label: string) => (
    <Button as="a" href={`${route.path()}?year=${year}`} download $size="sm" $variant="secondary">
      {label}
    </Button>
  );

  return (
    <section aria-labelledby="books-title">
      <h2 id="books-title" className="visually-hidden">
        Books
      </h2>
      <YearBar
        id="books-year"
        year={year}
        thisYear={thisYear}
        firstYear={FIRST_YEAR}
        onYear={setYear}
        selectWidth="8rem"
      >
        <Downloads aria-label={`Download ${year} for your accountant (CSV)`} role="group">
          {download(api.adminExports.incomeCsv, 'Income (CSV)')}
          {download(api.adminExports.mileageCsv, 'Mileage (CSV)')}
          {download(api.adminExports.booksSummaryCsv, 'Summary (CSV)')}
        </Downloads>
      </YearBar>
      {status}
      {shown && (
        <Sections>
          <div>
            <Totals aria-label={`${year} in total`}>
              <div>
                <dt>Received</dt>
                <dd data-testid="books-received">
                  {money(shown.total.received)}
                  <span className="detail">
                    services {money(shown.total.services)} · travel {money(shown.total.travel)} · tips{' '}
                    {money(shown.total.tips)}
                  </span>
                </dd>
              </div>
              <div>
                <dt>Refunds</dt>
                <dd data-testid="books-refunds">{money(shown.total.refunds)}</dd>
              </div>
              <div>
                <dt>Payouts to your team</dt>
                <dd data-testid="books-payouts">{money(shown.total.payouts)}</dd>
              </div>
              <div>
                <dt>Miles · deduction</dt>
                <dd data-testid="books-miles">
                  {milesText(shown.total.miles)} mi
                  <span className="detail">
                    {shown.total.deduction === null
                      ? shown.rateMessage
                      : `${money(shown.total.deduction)} at ${shown.rate}¢ a mile`}
                  </span>
                </dd>
              </div>
            </Totals>
            {shown.rateMessage && (
              <Warning role="note">{shown.rateMessage}: add it in Site Settings to count the deduction.</Warning>
            )}
            <MonthsTable books={shown} />
          </div>
          <Panel aria-labelledby="books-mileage-title">
            <PanelTitle id="books-mileage-title">Mileage log</PanelTitle>
            {shown.tripsWithoutMiles > 0 && (
              <Warning role="note">
                {shown.tripsWithoutMiles === 1 ? 'One trip has' : `${shown.tripsWithoutMiles} trips have`} no miles yet:
                correct {shown.tripsWithoutMiles === 1 ? 'it' : 'them'} to count them.
              </Warning>
            )}
            <MileageLog trips={shown.trips} onChanged={reload} />
            <AddTitle>Add a trip</AddTitle>
            <Note>A drive no booking made: a supply run, a consultation.</Note>
            <TripForm today={today} onAdded={reload} />
          </Panel>
        </Sections>
      )}
    </section>
  );
}
