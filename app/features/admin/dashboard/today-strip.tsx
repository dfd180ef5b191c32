import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import { displayPhone, smsHref, telHref } from '#contract/phone.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { BridePageLink } from '../bookings/schedule-links.tsx';
import { facesPath } from '../faces/faces-path.ts';
import { useAdminSession } from '../session/admin-session.tsx';
import { useAdminList } from '../ui/use-admin-list.ts';
import { dayWord, firstChair, readyByTime, weddingsAhead } from './weddings-ahead.ts';

const Strip = styled.section`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.cream};
  border: 1px solid ${theme.colors.rose};
  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
    font-family: inherit;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${theme.colors.roseDeep};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space.md};
    ${media.md} {
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 26rem), 1fr));
    }
  }
  li + li {
    padding-top: ${theme.space.md};
    border-top: 1px solid ${theme.colors.line};
    ${media.md} {
      padding-top: 0;
      border-top: 0;
    }
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .who {
    font-size: ${theme.fontSizes.lg};
    font-weight: 700;
    color: ${theme.colors.ink};
  }
  .when,
  .times {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
  .when {
    font-weight: 600;
  }
  .phone {
    white-space: nowrap;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.sm};
  > a,
  > button {
    min-height: 44px;
  }
`;

/**
 * Today first: on a wedding day, and before a wedding weekend, a strip above the tabs names each wedding (the client,
 * when the first chair starts, when everyone must be ready) with what the day needs from her: Shift times, the
 * bride's page as the bride sees it, and a call or a text to the client. Nothing shows on other days.
 */
export function TodayStrip({
  refreshKey,
  onShiftTimes,
}: {
  /** A new value fetches the bookings again (the open tab: she may have just booked or moved one). */
  refreshKey: string;
  onShiftTimes: (scheduleId: string) => void;
}) {
  const { call } = useAdminSession();
  const [today] = useState(() => sacramentoDate(new Date()));
  const bookings = useAdminList(api.adminBookings.list, 'bookings');
  const { refetch } = bookings;
  const [seen, setSeen] = useState(refreshKey);
  useEffect(() => {
    if (refreshKey === seen) return;
    setSeen(refreshKey);
    void refetch();
  }, [refreshKey, seen, refetch]);

  const weddings = useMemo(() => weddingsAhead(bookings.items, today), [bookings.items, today]);
  const scheduleIds = weddings.flatMap((booking) => (booking.scheduleId ? [booking.scheduleId] : [])).join(',');

  // Each schedule's first chair: its services' earliest start, else the schedule's start time.
  const [chairs, setChairs] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!scheduleIds) return;
    let current = true;
    const ids = scheduleIds.split(',');
    void Promise.all([
      call(api.adminWeddingSchedules.list).catch(() => []),
      ...ids.map((id) => call(api.adminScheduleServices.list, { params: { id } }).catch(() => [])),
    ]).then(([schedules, ...services]) => {
      if (!current) return;
      const starts = new Map(schedules.map((schedule) => [schedule.id, schedule.startTime]));
      setChairs(new Map(ids.map((id, index) => [id, firstChair(services[index] ?? [], starts.get(id) ?? '')])));
    });
    return () => {
      current = false;
    };
  }, [scheduleIds, call]);

  if (weddings.length === 0) return null;
  const onlyToday = weddings.every((booking) => booking.eventDate === today);
  return (
    <Strip aria-labelledby="today-strip-title">
      <h2 id="today-strip-title">{onlyToday ? 'Today' : 'Today and this weekend'}</h2>
      <ul>
        {weddings.map((booking) => {
          const chair = booking.scheduleId ? chairs.get(booking.scheduleId) : undefined;
          const ready = readyByTime(booking.readyBy);
          const phone = booking.clientPhone.trim();
          return (
            <li key={booking.id} aria-label={`${booking.clientName}'s wedding`}>
              {/* The heading says "Today" when every one is today's: then only the venue. */}
              {(!onlyToday || booking.venueName) && (
                <p className="when">
                  {[onlyToday ? '' : dayWord(booking.eventDate, today), booking.venueName].filter(Boolean).join(' · ')}
                </p>
              )}
              <p className="who">{booking.clientName}</p>
              <p className="times">
                {chair ? `First chair ${chair}` : 'No times on its schedule yet'} ·{' '}
                {ready ? `Ready by ${ready}` : 'No ready-by time'}
                {phone && (
                  <>
                    {' · '}
                    <span className="phone">{displayPhone(phone)}</span>
                  </>
                )}
              </p>
              <Actions>
                {booking.scheduleId && (
                  <>
                    <Button
                      type="button"
                      $size="sm"
                      aria-label={`Shift times for ${booking.clientName}`}
                      onClick={() => onShiftTimes(booking.scheduleId!)}
                    >
                      Shift times
                    </Button>
                    <BridePageLink scheduleId={booking.scheduleId} clientName={booking.clientName} />
                  </>
                )}
                {booking.party.length > 0 && (
                  // Her look at first sight: each face's allergies, look and photos, kept on the phone for the suite.
                  <Button
                    as="a"
                    href={facesPath(booking.id)}
                    $size="sm"
                    $variant="secondary"
                    aria-label={`Faces for ${booking.clientName}`}
                  >
                    Faces
                  </Button>
                )}
                {phone && (
                  <>
                    <Button
                      as="a"
                      href={telHref(phone)}
                      $size="sm"
                      $variant="secondary"
                      aria-label={`Call ${booking.clientName}`}
                    >
                      Call
                    </Button>
                    <Button
                      as="a"
                      href={smsHref(phone)}
                      $size="sm"
                      $variant="secondary"
                      aria-label={`Text ${booking.clientName}`}
                    >
                      Text
                    </Button>
                  </>
                )}
              </Actions>
            </li>
          );
        })}
      </ul>
    </Strip>
  );
}
