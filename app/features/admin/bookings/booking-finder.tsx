import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { BookingAnswer } from '#contract/booking.ts';
import { theme } from '#shared/theme.ts';
import { SelectField, TextField } from '../ui/form-controls.tsx';
import { ItemMeta, Panel, PanelTitle } from '../ui/panels.tsx';
import { MARK_WORDS } from './booking-calendar.tsx';
import { markOf, monthTitle, type CalendarMonth } from './calendar-month.ts';
import { findBookings, monthChoices, nextBookings } from './find-bookings.ts';

/** How many of her next bookings the list shows. */
export const NEXT_COUNT = 5;

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
`;

const Heading = styled.h3`
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.fontSizes.md};
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.xs};
`;

/** One booking, one tap: its client, then its date and its state, in a row that opens it. */
const Row = styled.button`
  display: grid;
  gap: 2px;
  width: 100%;
  min-height: 44px;
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.ivory};
  color: ${theme.colors.ink};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;
  .name {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .when {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.muted};
    font-variant-numeric: tabular-nums;
  }
  @media (hover: hover) {
    &:hover {
      border-color: ${theme.colors.rose};
    }
  }
`;

const ROW_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "Sat, Jun 12, 2027" */
const rowDate = (date: string) => ROW_DATE.format(new Date(`${date}T00:00:00Z`));

function BookingRows({
  bookings,
  today,
  label,
  onOpen,
}: {
  bookings: readonly BookingAnswer[];
  today: string;
  label: string;
  onOpen: (booking: BookingAnswer) => void;
}) {
  return (
    <Rows aria-label={label}>
      {bookings.map((booking) => {
        const mark = MARK_WORDS[markOf(booking, today)];
        return (
          <li key={booking.id}>
            <Row
              type="button"
              aria-label={`${booking.clientName}, ${rowDate(booking.eventDate)}, ${mark}`}
              onClick={() => onOpen(booking)}
            >
              <span className="name">{booking.clientName}</span>
              <span className="when">
                {rowDate(booking.eventDate)} · {mark}
              </span>
            </Row>
          </li>
        );
      })}
    </Rows>
  );
}

/**
 * The ways to a booking besides paging the calendar: her next bookings, a search by the client's name (accents and
 * letter case ignored), and a month to jump the calendar to.
 */
export function BookingFinder({
  bookings,
  today,
  month,
  onOpen,
  onMonth,
}: {
  bookings: readonly BookingAnswer[];
  today: string;
  month: CalendarMonth;
  onOpen: (booking: BookingAnswer) => void;
  onMonth: (month: CalendarMonth) => void;
}) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => findBookings(bookings, query, today), [bookings, query, today]);
  const next = useMemo(() => nextBookings(bookings, today, NEXT_COUNT), [bookings, today]);
  const months = useMemo(() => monthChoices(bookings, today), [bookings, today]);
  const resultsId = useId();
  const searching = query.trim() !== '';

  return (
    <Panel aria-labelledby="finder-title">
      <PanelTitle id="finder-title" as="h2">
        Find a booking
      </PanelTitle>
      <Fields>
        <TextField
          label="Search by client name"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          aria-controls={resultsId}
          value={query}
          onChange={setQuery}
        />
        <SelectField
          label="Jump to month"
          value={month}
          options={months.map((choice) => ({
            value: choice.month,
            label: `${monthTitle(choice.month)}${choice.count > 0 ? ` (${choice.count} ${choice.count === 1 ? 'booking' : 'bookings'})` : ''}`,
          }))}
          onChange={onMonth}
        />
      </Fields>
      <div id={resultsId} aria-live="polite">
        {searching ? (
          <>
            <Heading>
              {found.length === 0
                ? `No booking for “${query.trim()}”`
                : `${found.length} ${found.length === 1 ? 'booking' : 'bookings'} for “${query.trim()}”`}
            </Heading>
            <BookingRows bookings={found} today={today} label="Bookings found" onOpen={onOpen} />
          </>
        ) : (
          <>
            <Heading>Next bookings</Heading>
            {next.length === 0 ? (
              <ItemMeta>Nothing booked or held from today on.</ItemMeta>
            ) : (
              <BookingRows bookings={next} today={today} label="Next bookings" onOpen={onOpen} />
            )}
          </>
        )}
      </div>
    </Panel>
  );
}
