import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '#shared/theme.ts';
import { SelectField } from './form-controls.tsx';

// The head of a tab that shows one year (Books, Payouts): the year picker, from the first year the site keeps to one
// ahead of this one (a payout or a trip dated early in January), with that year's downloads beside it.

// Static CSS (see theme.ts): each tab's picker width and gap come in as custom properties.
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm} var(--year-bar-gap);
  margin-bottom: ${theme.space.md};
  > :first-child {
    flex: 0 1 var(--year-bar-select);
  }
`;

/** The years she can pick, newest first: next year down to `firstYear`. */
export const pickableYears = (thisYear: number, firstYear: number) =>
  Array.from({ length: Math.max(thisYear + 1, firstYear) - firstYear + 1 }, (_, index) => thisYear + 1 - index);

export function YearBar({
  id,
  year,
  thisYear,
  firstYear,
  onYear,
  selectWidth,
  columnGap = theme.space.sm,
  children,
}: {
  id: string;
  year: number;
  thisYear: number;
  firstYear: number;
  onYear: (year: number) => void;
  /** How wide the picker may grow beside the downloads. */
  selectWidth: string;
  columnGap?: string;
  /** The year's downloads. */
  children: ReactNode;
}) {
  return (
    <Bar style={{ '--year-bar-select': selectWidth, '--year-bar-gap': columnGap } as CSSProperties}>
      <SelectField
        id={id}
        label="Year"
        value={String(year)}
        options={pickableYears(thisYear, firstYear).map((item) => ({ value: String(item), label: String(item) }))}
        onChange={(value) => onYear(Number(value))}
      />
      {children}
    </Bar>
  );
}
