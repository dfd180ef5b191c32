import { peopleCount } from '#contract/party.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { longDate, sacramentoDate } from '#contract/calendar-day.ts';
import { EVENT_TYPE_CHOICES, labelOf } from '#contract/choices.ts';
import { displayPhone, telHref } from '#contract/phone.ts';
import { formatPrice } from '#contract/site-settings.ts';
import { trialPlaceWords, trialTitle } from '#contract/trial.ts';
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
import { BookingFinder } from './booking-finder.tsx';
import { bookingsByDay, markOf, monthOf, trialsByDay } from './calendar-month.ts';
import { keepInView } from './keep-in-view.ts';

export type { ScheduleFacts, ScheduleView };

/**
 * What another tab asks this one to show: a new booking made from an existing schedule ("Make it a booking"), or
 * a schedule's booking ("Open booking"). `serial` is new each time she asks, so asking again opens it again.
 */
export type BookingRequest = { serial: number } & (
  { kind: 'from-schedule'; schedule: ScheduleFacts } | { kind: 'open'; bookingId: string }
);

/** A phone: the finder (her next bookings first), the month, the chosen day. A laptop: the month beside the two. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'finder' 'calendar' 'day';
  gap: ${theme.space.lg};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    grid-template-areas: 'calendar finder' 'calendar day';
    grid-template-rows: auto 1fr;
  }
  > :nth-child(1) {
    grid-area: finder;
  }
  > :nth-child(2) {
    grid-area: calendar;
  }
  > :nth-child(3) {
    grid-area: day;
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

/**
 * What the editor shows, and its `key`: a new booking keeps its key once created, so the editor stays as it is (her
 * place on the page, her focus) and goes on with the booking it made.
 */
type Open =
  | { kind: 'new'; date: string; key: string; fromSchedule?: ScheduleFacts }
  | { kind: 'booking'; booking: BookingAnswer; key: string };

// The booking she has open survives a reload and a visit to another page (the bride's page preview), like the tab.
const OPEN_KEY = 'admin-open-booking';
const remember = (id: string | null) => {
  try {
    if (id) window.sessionStorage.setItem(OPEN_KEY, id);
    else window.sessionStorage.removeItem(OPEN_KEY);
  } catch {
    // Not remembering it is harmless.
  }
};
const remembered = () => {
  try {
    return window.sessionStorage.getItem(OPEN_KEY);
  } catch {
    return null;
  }
};

const Phone = styled.a`
  font-variant-numeric: tabular-nums;
`;

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
  const [open, setOpenState] = useState<Open | null>(null);
  const setOpen = useCallback((next: Open | null) => {
    setOpenState(next);
    remember(next?.kind === 'booking' ? next.booking.id : null);
  }, []);
  const takenPins = useMemo(() => new Set(schedules.items.map((schedule) => schedule.pin)), [schedules.items]);
  const dayBookings = bookingsByDay(list.items).get(selected) ?? [];
  const dayTrials = trialsByDay(list.items).get(selected) ?? [];

  const openBooking = useCallback(
    (booking: BookingAnswer) => setOpen({ kind: 'booking', booking, key: booking.id }),
    [setOpen],
  );
  const startBooking = () => setOpen({ kind: 'new', date: selected, key: `new-${Date.now()}` });
  const showDay = useCallback((date: string) => {
    setSelected(date);
    setMonth(monthOf(date));
  }, []);
  /** A booking found in the finder (or asked for): its day chosen on the calendar, and the booking open below. */
  const showBooking = useCallback(
    (booking: BookingAnswer) => {
      showDay(booking.eventDate);
      openBooking(booking);
    },
    [showDay, openBooking],
  );

  // The booking open before a reload or a visit to another page, once the list has it.
  const restoring = useRef(remembered());
  useEffect(() => {
    if (!restoring.current || list.status === 'loading') return;
    const booking = list.items.find((item) => item.id === restoring.current);
    restoring.current = null;
    if (booking) showBooking(booking);
    else remember(null);
  }, [list.status, list.items, showBooking]);

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
        key: `new-${request.serial}`,
        fromSchedule: request.schedule,
      });
      return;
    }
    const booking = list.items.find((item) => item.id === request.bookingId);
    if (!booking) return;
    handled.current = request.serial;
    restoring.current = null;
    showBooking(booking);
  }, [request, list.items, showBooking, showDay, setOpen]);

  return (
    <>
      <Layout>
        <BookingFinder bookings={list.items} today={today} month={month} onOpen={showBooking} onMonth={setMonth} />
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
          {list.items.length > 0 && dayBookings.length === 0 && dayTrials.length === 0 && (
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
                  {booking.clientPhone && (
                    <ItemMeta>
                      <Phone href={telHref(booking.clientPhone)} aria-label={`Call ${booking.clientName}`}>
                        {displayPhone(booking.clientPhone)}
                      </Phone>
                    </ItemMeta>
                  )}
                  <ItemMeta>
                    {labelOf(EVENT_TYPE_CHOICES, booking.eventType)}
                    {booking.venueName && ` · ${booking.venueName}`}
                    {booking.party.length > 0 && ` · ${peopleCount(booking.party.length)}`}
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
            {dayTrials.map((booking) => (
              <ItemCard key={`trial-${booking.id}`} data-trial="">
                <ItemHead>
                  <ItemTitle>{trialTitle(booking.clientName)}</ItemTitle>
                </ItemHead>
                <ItemMeta>
                  {booking.trial!.time} · {trialPlaceWords(booking.trial!, settings?.homeCity, 'calendar')}
                </ItemMeta>
                <ItemActions>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    aria-label={`Open booking for ${booking.clientName} (trial)`}
                    onClick={() => openBooking(booking)}
                  >
                    Open
                  </Button>
                </ItemActions>
              </ItemCard>
            ))}
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
            key={open.key}
            saved={open.kind === 'booking' ? open.booking : undefined}
            newOn={open.kind === 'new' ? open.date : undefined}
            fromSchedule={open.kind === 'new' ? open.fromSchedule : undefined}
            settings={settings}
            bookings={list.items}
            takenPins={takenPins}
            today={today}
            onSaved={(booking, created) => {
              // Made or changed: the editor goes on with it where she is (a new one keeps its editor), while the day's
              // list above takes it in without moving her view.
              void keepInView(document.activeElement, async () => {
                setOpen({ kind: 'booking', booking, key: created && open.kind === 'new' ? open.key : booking.id });
                showDay(booking.eventDate);
                await Promise.all([list.refetch(), schedules.refetch()]);
              });
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
