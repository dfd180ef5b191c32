import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { longDate, sacramentoDate } from '#contract/calendar-day.ts';
import { EVENT_TYPE_CHOICES, labelOf } from '#contract/choices.ts';
import { formatPrice } from '#contract/site-settings.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import {
  Badge,
  ItemActions,
  ItemCard,
  ItemHead,
  ItemList,
  ItemMeta,
  ItemTitle,
  ListState,
  Panel,
  PanelTitle,
} from '../ui/panels.tsx';
import { useSavedSettings } from '../ui/saved-settings.tsx';
import { useAdminList } from '../ui/use-admin-list.ts';
import { BookingCalendar, MARK_WORDS } from './booking-calendar.tsx';
import { BookingEditor, type ScheduleView } from './booking-editor.tsx';
import type { ScheduleFacts } from './booking-draft.ts';
import { bookingsByDay, markOf, monthOf } from './calendar-month.ts';

export type { ScheduleFacts, ScheduleView };

/**
 * What another tab asks this one to show: a new booking made from an existing schedule ("Make it a booking"), or
 * a schedule's booking ("Open booking"). `serial` is new each time she asks, so asking again opens it again.
 */
export type BookingRequest = { serial: number } & (
  { kind: 'from-schedule'; schedule: ScheduleFacts } | { kind: 'open'; bookingId: string }
);

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const EditorPlace = styled.div`
  margin-top: ${theme.space.lg};
`;

const Money = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
/** "Sat, Dec 5": a calendar date, formatted from its own parts. */
const shortDate = (date: string) => SHORT_DATE.format(new Date(`${date}T00:00:00Z`));

type Open =
  | { kind: 'new'; date: string; serial: number; fromSchedule?: ScheduleFacts }
  | { kind: 'booking'; booking: BookingAnswer };

const MARK_TONES = {
  booked: 'active',
  completed: 'neutral',
  held: 'category',
  lapsed: 'hidden',
  cancelled: 'hidden',
} as const;

/**
 * Bookings: her month with each day's bookings and holds and each week's money due, the chosen day's list, and the
 * booking she starts or opens below. Its schedule opens in the Wedding Schedules tab (`onOpenSchedule`).
 */
export function BookingsTab({
  onOpenSchedule,
  request,
}: {
  onOpenSchedule: (scheduleId: string, view: ScheduleView) => void;
  request?: BookingRequest | null;
}) {
  const list = useAdminList(api.adminBookings.list, 'bookings');
  const schedules = useAdminList(api.adminWeddingSchedules.list, 'wedding schedules');
  const { saved: settings } = useSavedSettings();
  const [today] = useState(() => sacramentoDate(new Date()));
  const [month, setMonth] = useState(() => monthOf(today));
  const [selected, setSelected] = useState(today);
  const [open, setOpen] = useState<Open | null>(null);
  const takenPins = useMemo(() => new Set(schedules.items.map((schedule) => schedule.pin)), [schedules.items]);
  const dayBookings = bookingsByDay(list.items).get(selected) ?? [];

  const openBooking = (booking: BookingAnswer) => setOpen({ kind: 'booking', booking });
  const startBooking = () => setOpen({ kind: 'new', date: selected, serial: Date.now() });
  const showDay = (date: string) => {
    setSelected(date);
    setMonth(monthOf(date));
  };

  // Another tab's request, once: a new booking from a schedule at once; a booking to open once the list has it.
  const handled = useRef(0);
  useEffect(() => {
    if (!request || handled.current === request.serial) return;
    if (request.kind === 'from-schedule') {
      handled.current = request.serial;
      showDay(request.schedule.weddingDate);
      setOpen({
        kind: 'new',
        date: request.schedule.weddingDate,
        serial: request.serial,
        fromSchedule: request.schedule,
      });
      return;
    }
    const booking = list.items.find((item) => item.id === request.bookingId);
    if (!booking) return;
    handled.current = request.serial;
    showDay(booking.eventDate);
    openBooking(booking);
  }, [request, list.items]);

  return (
    <>
      <Layout>
        <BookingCalendar
          month={month}
          selected={selected}
          today={today}
          bookings={list.items}
          onMonth={setMonth}
          onSelect={setSelected}
        />
        <Panel aria-labelledby="day-title">
          <PanelTitle id="day-title" as="h2" tabIndex={-1}>
            {longDate(selected)}
          </PanelTitle>
          <ListState list={list} empty="Nothing booked or held on this day." />
          {list.items.length > 0 && dayBookings.length === 0 && (
            <ItemMeta>Nothing booked or held on this day.</ItemMeta>
          )}
          <ItemList aria-label={`Bookings on ${longDate(selected)}`}>
            {dayBookings.map((booking) => {
              const mark = markOf(booking, today);
              return (
                <ItemCard key={booking.id} $highlight={open?.kind === 'booking' && open.booking.id === booking.id}>
                  <ItemHead>
                    <ItemTitle>{booking.clientName}</ItemTitle>
                    <Badge $tone={MARK_TONES[mark]}>{MARK_WORDS[mark]}</Badge>
                  </ItemHead>
                  <ItemMeta>
                    {labelOf(EVENT_TYPE_CHOICES, booking.eventType)}
                    {booking.venueName && ` · ${booking.venueName}`}
                    {booking.party.length > 0 && ` · ${booking.party.length} people`}
                    {mark === 'held' && ` · hold until ${longDate(booking.holdUntil)}`}
                  </ItemMeta>
                  <Money>
                    Total {formatPrice(booking.quote.total)} · Paid {formatPrice(booking.paid)} ·{' '}
                    {booking.balance === 0 ? 'Paid in full' : `Remaining ${formatPrice(booking.balance)}`}
                  </Money>
                  <ItemActions>
                    <Button
                      type="button"
                      $size="sm"
                      aria-label={`Open booking for ${booking.clientName}`}
                      onClick={() => openBooking(booking)}
                    >
                      Open
                    </Button>
                  </ItemActions>
                </ItemCard>
              );
            })}
          </ItemList>
          <ItemActions>
            <Button type="button" onClick={startBooking} disabled={!settings}>
              New booking on {shortDate(selected)}
            </Button>
          </ItemActions>
        </Panel>
      </Layout>
      {open && settings && (
        <EditorPlace>
          <BookingEditor
            key={open.kind === 'new' ? `new-${open.serial}` : open.booking.id}
            saved={open.kind === 'booking' ? open.booking : undefined}
            newOn={open.kind === 'new' ? open.date : undefined}
            fromSchedule={open.kind === 'new' ? open.fromSchedule : undefined}
            settings={settings}
            bookings={list.items}
            takenPins={takenPins}
            today={today}
            onSaved={(booking) => {
              openBooking(booking);
              showDay(booking.eventDate);
              void list.refetch();
              void schedules.refetch();
            }}
            onDeleted={() => {
              setOpen(null);
              void list.refetch();
              void schedules.refetch();
              document.getElementById('day-title')?.focus();
            }}
            onClose={() => setOpen(null)}
            onOpenSchedule={onOpenSchedule}
          />
        </EditorPlace>
      )}
    </>
  );
}
