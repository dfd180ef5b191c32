import styled from 'styled-components';
import type { BooksYear } from '#contract/books.ts';
import { theme } from '#shared/theme.ts';
import { milesText, money } from './books-money.ts';

// The year month by month: one table, its Month column held in place while the figures scroll sideways on a phone,
// so each row still says which month it is at 390 px.

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${theme.space.sm} ${theme.space.md};
    text-align: right;
    white-space: nowrap;
    border-bottom: 1px solid ${theme.colors.line};
  }
  thead th {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.muted};
    font-weight: 600;
  }
  th[scope='row'],
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    text-align: left;
    background: ${theme.colors.white};
    box-shadow: 1px 0 0 ${theme.colors.line};
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-bottom: 0;
    background: ${theme.colors.cream};
  }
  tfoot th[scope='row'] {
    background: ${theme.colors.cream};
  }
  .quiet {
    color: ${theme.colors.muted};
  }
`;

const COLUMNS = [
  ['services', 'Services'],
  ['travel', 'Travel fees'],
  ['tips', 'Tips'],
  ['refunds', 'Refunds'],
  ['payouts', 'Payouts to team'],
  ['net', 'Net'],
] as const;

export function MonthsTable({ books }: { books: BooksYear }) {
  const deduction = (cents: number | null) => (cents === null ? '—' : money(cents));
  return (
    <Scroller tabIndex={0} role="region" aria-label={`${books.year} month by month`}>
      <Table>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {COLUMNS.map(([key, label]) => (
              <th scope="col" key={key}>
                {label}
              </th>
            ))}
            <th scope="col">Miles</th>
            <th scope="col">Deduction</th>
          </tr>
        </thead>
        <tbody>
          {books.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{month.name}</th>
              {COLUMNS.map(([key]) => (
                <td key={key} className={month[key] === 0 ? 'quiet' : undefined}>
                  {money(month[key])}
                </td>
              ))}
              <td className={month.miles === 0 ? 'quiet' : undefined}>{milesText(month.miles)}</td>
              <td className={!month.deduction ? 'quiet' : undefined}>{deduction(month.deduction)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="books-total-row">
            <th scope="row">Total</th>
            {COLUMNS.map(([key]) => (
              <td key={key}>{money(books.total[key])}</td>
            ))}
            <td>{milesText(books.total.miles)}</td>
            <td>{deduction(books.total.deduction)}</td>
          </tr>
        </tfoot>
      </Table>
    </Scroller>
  );
}
