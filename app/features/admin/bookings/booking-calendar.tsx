import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import type { BookingAnswer } from '#contract/booking.ts';
import { addCalendarDays, longDate } from '#contract/calendar-day.ts';
import { formatPrice } from '#contract/site-settings.ts';
import { trialTitle } from '#contract/trial.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { Panel } from '../ui/panels.tsx';
import {
  addMonths,
  bookingsByDay,
  markOf,
  monthOf,
  monthTitle,
  monthWeeks,
  moneyDueWords,
  trialsByDay,
  weekMoney,
  type CalendarMark,
  type CalendarMonth,
} from './calendar-month.ts';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

export const MARK_WORDS: Record<CalendarMark, string> = {
  booked: 'booked',
  held: 'held',
  lapsed: 'hold lapsed',
  completed: 'completed',
  cancelled: 'cancelled',
};

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.sm};
  h2 {
    flex: 1;
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    text-align: center;
    white-space: nowrap;
    ${media.sm} {
      font-size: ${theme.fontSizes.xl};
    }
  }
  > button {
    min-width: 44px;
    min-height: 44px;
  }
`;

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  th {
    padding: ${theme.space.xs} 0;
    font-size: ${theme.fontSizes.xs};
    font-weight: 600;
    color: ${theme.colors.muted};
    text-align: center;
  }
  td {
    padding: 2px;
    vertical-align: top;
  }
`;

/** A mark's look: filled for a taken date, outlined for a hold, struck through once the hold has lapsed. */
const markStyle = {
  booked: css`
    background: ${theme.colors.roseDeep};
    border-color: ${theme.colors.roseDeep};
  `,
  completed: css`
    background: ${theme.colors.success};
    border-color: ${theme.colors.success};
  `,
  held: css`
    background: ${theme.colors.gold};
    border-color: ${theme.colors.goldDeep};
  `,
  lapsed: css`
    background: ${theme.colors.white};
    border-color: ${theme.colors.goldDeep};
    border-style: dashed;
  `,
  cancelled: css`
    background: ${theme.colors.white};
    border-color: ${theme.colors.muted};
  `,
};

const Dot = styled.span<{ $mark: CalendarMark }>`
  display: inline-block;
  flex: none;
  width: 9px;
  height: 9px;
  border: 2px solid;
  border-radius: 50%;
  ${({ $mark }) => markStyle[$mark]}
`;

/** A trial: a diamond, apart from the round marks of wedding days. */
const TrialMark = styled.span`
  display: inline-block;
  flex: none;
  width: 8px;
  height: 8px;
  margin: 1px;
  border: 2px solid ${theme.colors.roseDeep};
  background: ${theme.colors.blush};
  transform: rotate(45deg);
`;

const Day = styled.button<{ $outside: boolean; $today: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 2px;
  width: 100%;
  min-height: 52px;
  padding: 4px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.sm};
  background: ${({ theme, $outside }) => ($outside ? theme.colors.ivory : theme.colors.white)};
  color: ${({ theme, $outside }) => ($outside ? theme.colors.muted : theme.colors.ink)};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow: hidden;
  .number {
    font-size: ${theme.fontSizes.sm};
    font-weight: ${({ $today }) => ($today ? 800 : 600)};
    ${({ $today, theme }) =>
      $today &&
      css`
        align-self: flex-start;
        padding: 0 5px;
        border-radius: ${theme.radii.pill};
        background: ${theme.colors.ink};
        color: ${theme.colors.white};
      `}
  }
  .dots {
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
  }
  .names {
    display: none;
  }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.roseDeep};
    box-shadow: inset 0 0 0 2px ${theme.colors.roseDeep};
  }
  @media (hover: hover) {
    &:hover {
      border-color: ${theme.colors.rose};
    }
  }
  ${media.lg} {
    min-height: 92px;
    .dots {
      display: none;
    }
    .names {
      display: grid;
      gap: 2px;
      font-size: ${theme.fontSizes.xs};
      line-height: 1.25;
    }
    .name {
      display: flex;
      align-items: center;
      gap: 4px;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .name[data-mark='lapsed'],
    .name[data-mark='cancelled'] {
      text-decoration: line-through;
      color: ${theme.colors.muted};
    }
  }
`;

const MoneyRow = styled.td`
  && {
    padding: 2px 2px ${theme.space.sm};
  }
  p {
    margin: 0;
    padding: ${theme.space.xs} ${theme.space.sm};
    border-radius: ${theme.radii.sm};
    background: #fff4d6;
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.ink};
  }
  strong {
    margin-right: ${theme.space.xs};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  list-style: none;
  margin: ${theme.space.sm} 0 0;
  padding: 0;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.muted};
  li {
    display: flex;
    align-items: center;
    gap: 4px;
  }
`;

/**
 * "Saturday, June 20, 2026: Olivia Bennett booked; Ava Cruz hold lapsed; Trial: Mia Reyes at 10:00 AM", for a screen
 * reader and the test.
 */
const dayLabel = (date: string, bookings: readonly BookingAnswer[], today: string, trials: readonly BookingAnswer[]) =>
  bookings.length + trials.length === 0
    ? `${longDate(date)}: open`
    : `${longDate(date)}: ${[
        ...bookings.map((booking) => `${booking.clientName} ${MARK_WORDS[markOf(booking, today)]}`),
        ...trials.map((booking) => `${trialTitle(booking.clientName)} at ${booking.trial!.time}`),
      ].join('; ')}`;

/** Arrow keys move a day or a week, Home and End to the week's ends, Page Up and Page Down a month. */
function keyStep(event: KeyboardEvent, date: string): string | null {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  switch (event.key) {
    case 'ArrowLeft':
      return addCalendarDays(date, -1);
    case 'ArrowRight':
      return addCalendarDays(date, 1);
    case 'ArrowUp':
      return addCalendarDays(date, -7);
    case 'ArrowDown':
      return addCalendarDays(date, 7);
    case 'Home':
      return addCalendarDays(date, -weekday);
    case 'End':
      return addCalendarDays(date, 6 - weekday);
    case 'PageUp':
    case 'PageDown': {
      const month = addMonths(monthOf(date), event.key === 'PageUp' ? -1 : 1);
      const day = Math.min(Number(date.slice(8)), 28);
      return `${month}-${String(day).padStart(2, '0')}`;
    }
    default:
      return null;
  }
}

/**
 * Her month: each day's bookings and holds (dots on a phone, names from laptop width), lapsed holds marked, and under
 * each week the money due that week. One day is chosen; the keys move the choice like a date picker's.
 */
export function BookingCalendar({
  month,
  selected,
  today,
  bookings,
  onMonth,
  onSelect,
}: {
  month: CalendarMonth;
  selected: string;
  today: string;
  bookings: readonly BookingAnswer[];
  onMonth: (month: CalendarMonth) => void;
  onSelect: (date: string) => void;
}) {
  const byDay = bookingsByDay(bookings);
  const trialDays = trialsByDay(bookings);
  const tableRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const weeks = monthWeeks(month);
  // The one day in the tab order: the chosen one when it is on this page, else the month's first.
  const focusable = weeks.flat().includes(selected) && monthOf(selected) === month ? selected : `${month}-01`;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    tableRef.current?.querySelector<HTMLElement>(`[data-date="${selected}"]`)?.focus();
  }, [selected, month]);

  const choose = (date: string, byKey = false) => {
    moved.current = byKey;
    if (monthOf(date) !== month) onMonth(monthOf(date));
    onSelect(date);
  };

  return (
    <Panel aria-labelledby="calendar-title">
      <Head>
        <Button
          type="button"
          $variant="ghost"
          aria-label="Previous month"
          onClick={() => onMonth(addMonths(month, -1))}
        >
          ‹
        </Button>
        <h2 id="calendar-title" aria-live="polite">
          {monthTitle(month)}
        </h2>
        <Button type="button" $variant="ghost" aria-label="Next month" onClick={() => onMonth(addMonths(month, 1))}>
          ›
        </Button>
        <Button type="button" $variant="secondary" $size="sm" onClick={() => choose(today)}>
          Today
        </Button>
      </Head>
      <Table ref={tableRef} aria-labelledby="calendar-title">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => {
            const money = weekMoney(bookings, week[0]!, week[6]!);
            return [
              <tr key={week[0]}>
                {week.map((date) => {
                  const dayBookings = byDay.get(date) ?? [];
                  const dayTrials = trialDays.get(date) ?? [];
                  const shown = dayBookings.length + dayTrials.length;
                  return (
                    <td key={date}>
                      <Day
                        type="button"
                        data-date={date}
                        $outside={monthOf(date) !== month}
                        $today={date === today}
                        aria-pressed={date === selected}
                        aria-current={date === today ? 'date' : undefined}
                        aria-label={dayLabel(date, dayBookings, today, dayTrials)}
                        tabIndex={date === focusable ? 0 : -1}
                        onClick={() => choose(date)}
                        onKeyDown={(event) => {
                          const next = keyStep(event, date);
                          if (!next) return;
                          event.preventDefault();
                          choose(next, true);
                        }}
                      >
                        <span className="number">{Number(date.slice(8))}</span>
                        {shown > 0 && (
                          <>
                            <span className="dots" aria-hidden="true">
                              {dayBookings.map((booking) => (
                                <Dot key={booking.id} $mark={markOf(booking, today)} />
                              ))}
                              {dayTrials.map((booking) => (
                                <TrialMark key={`trial-${booking.id}`} />
                              ))}
                            </span>
                            <span className="names" aria-hidden="true">
                              {dayBookings.slice(0, 3).map((booking) => (
                                <span key={booking.id} className="name" data-mark={markOf(booking, today)}>
                                  <Dot $mark={markOf(booking, today)} />
                                  {booking.clientName}
                                </span>
                              ))}
                              {dayTrials.slice(0, Math.max(0, 3 - dayBookings.length)).map((booking) => (
                                <span key={`trial-${booking.id}`} className="name" data-trial="">
                                  <TrialMark />
                                  {trialTitle(booking.clientName)}
                                </span>
                              ))}
                              {shown > 3 && <span>+{shown - 3} more</span>}
                            </span>
                          </>
                        )}
                      </Day>
                    </td>
                  );
                })}
              </tr>,
              money.items.length > 0 && (
                <tr key={`${week[0]}-money`}>
                  <MoneyRow colSpan={7}>
                    <p>
                      <strong>Due this week: {formatPrice(money.total)}</strong>
                      {money.items.map(moneyDueWords).join(' · ')}
                    </p>
                  </MoneyRow>
                </tr>
              ),
            ];
          })}
        </tbody>
      </Table>
      <Legend aria-label="What the marks mean">
        {(['booked', 'held', 'lapsed', 'completed'] as const).map((mark) => (
          <li key={mark}>
            <Dot $mark={mark} /> {MARK_WORDS[mark][0]!.toUpperCase() + MARK_WORDS[mark].slice(1)}
          </li>
        ))}
        <li>
          <TrialMark /> Trial
        </li>
      </Legend>
    </Panel>
  );
}
