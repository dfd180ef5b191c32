import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import styled, { createGlobalStyle, css } from 'styled-components';
import { SCHEDULE_GONE_MESSAGE } from '#contract/messages.ts';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { lazyWithPreload } from '#shared/lazy-with-preload.tsx';
import { InstallInvitation } from '#shared/pwa/install-invitation.tsx';
import { telHref } from '#contract/phone.ts';
import { media, theme } from '#shared/theme.ts';
import { formatTime, formatTimeRange } from '#contract/clock-time.ts';
import { Button } from '#shared/ui/button.tsx';
import type { AgreementAccess } from '../api/agreement.ts';
import { buildScheduleIcs, icsFileName } from '../calendar/schedule-ics.ts';

import {
  formatLongDate,
  formatSavedAt,
  totalLine,
  underWayAndNext,
  usesTwoChairs,
  weddingClockAt,
} from '../format/schedule-format.ts';
import { Actions, CardTitle, Panel, SectionCard, tableCell } from './schedule-styles.tsx';
import { ScrollArea } from './scroll-area.tsx';
import { saveFile } from '../save-file.ts';

// A booking's money and agreement (its document, form and signing) are their own chunk: only a schedule that belongs
// to a booking loads them, so the PIN screen's first load carries none of it.
const BookingSections = lazyWithPreload(() =>
  import('./booking-sections.tsx').then((module) => module.BookingSections),
);

/** How fresh the copy on screen is, from the page's point of view. */
export type RefreshState = 'refreshing' | 'fresh' | 'offline' | 'gone' | 'failed';

/** What the last check found moved: the rows to mark, and the sentence to show. */
export interface TimeChangeNote {
  movedIds: readonly string[];
  note: string;
}

// Printing the schedule should give one clean sheet: no site chrome, no buttons, no notifications.
const PrintStyle = createGlobalStyle`
  ${media.print} {
    body { background: #fff; }
    header, footer, nav, [role='region'][aria-label^='Notifications'], [data-print='hide'] { display: none !important; }
    a { color: inherit; text-decoration: none; }
  }
`;

// A div, not <header>: the print style hides the site's own <header> chrome.
const Header = styled.div`
  text-align: center;
`;

const Title = styled.h1`
  font-size: clamp(2.4rem, 10vw, 3.25rem);
  margin-bottom: ${theme.space.xs};
  overflow-wrap: anywhere;
`;

const Subtitle = styled.p`
  font-size: ${theme.fontSizes.sm};
  letter-spacing: 0.24em;
  text-transform: uppercase;
  color: ${theme.colors.roseDeep};
  font-weight: 600;
  margin-bottom: 0;
`;

const Contact = styled.div`
  margin-top: ${theme.space.lg};
  display: grid;
  gap: ${theme.space.xs};
  justify-items: center;
`;

const ContactLabel = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

const CallButton = styled(Button)`
  min-height: 56px;
  font-size: 1.125rem;
  letter-spacing: 0.04em;
  text-transform: none;
  padding: 0 ${theme.space.xl};
  ${media.print} {
    border: 0;
    padding: 0;
    min-height: 0;
    background: none !important;
    color: inherit !important;
    font-size: 13pt;
  }
`;

const DetailsTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th {
    ${tableCell};
    width: 32%;
    color: ${theme.colors.muted};
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    padding-top: 1.15rem;
  }
  td {
    ${tableCell};
    color: ${theme.colors.ink};
    overflow-wrap: anywhere;
  }
  tr:last-child > * {
    border-bottom: 0;
  }
`;

const ServicesTable = styled.table`
  width: 100%;
  min-width: 300px;
  border-collapse: collapse;
  thead th {
    ${tableCell};
    padding-top: 0;
    font-size: ${theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.12em;
    color: ${theme.colors.muted};
  }
  tbody th {
    ${tableCell};
    font-weight: 600;
    color: ${theme.colors.ink};
    min-width: 6.5rem;
  }
  /* One line per range so times line up; a touch smaller on phones so both columns fit without scrolling. */
  tbody td {
    ${tableCell};
    color: ${theme.colors.ink};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    font-size: 1rem;
  }
  ${media.sm} {
    tbody td {
      font-size: inherit;
    }
  }
  ${media.print} {
    tbody td {
      font-size: inherit;
    }
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  tbody tr[data-highlight='current'] > * {
    background: ${theme.colors.cream};
  }
  tbody tr[data-highlight='current'] > th {
    box-shadow: inset 4px 0 0 ${theme.colors.roseDeep};
  }
  tbody tr[data-moved] > * {
    background: #fff4d6;
  }
  tbody tr[data-moved] > th {
    box-shadow: inset 4px 0 0 ${theme.colors.goldDeep};
  }
`;

const ChangeNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: #fff4d6;
  border: 1px solid ${theme.colors.goldDeep};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
  p {
    margin: 0;
    font-weight: 600;
  }
  ${media.print} {
    display: none;
  }
`;

const MovedMark = styled.span`
  display: inline-block;
  margin-left: ${theme.space.sm};
  padding: 0.1rem 0.6rem;
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  vertical-align: middle;
  border: 1px solid ${theme.colors.goldDeep};
  color: ${theme.colors.goldDeep};
  ${media.print} {
    display: none;
  }
`;

const Badge = styled.span<{ $tone: 'current' | 'next' }>`
  display: inline-block;
  margin-left: ${theme.space.sm};
  padding: 0.1rem 0.6rem;
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  vertical-align: middle;
  ${({ theme, $tone }) =>
    $tone === 'current'
      ? css`
          background: ${theme.colors.roseDeep};
          color: ${theme.colors.white};
        `
      : css`
          border: 1px solid ${theme.colors.roseDeep};
          color: ${theme.colors.roseDeep};
        `}
`;

/** "Artist 1" under a row's name on a two-chair morning. */
const ChairMark = styled.span`
  display: block;
  margin-top: 0.15rem;
  font-size: ${theme.fontSizes.sm};
  font-weight: 500;
  color: ${theme.colors.muted};
`;

/** On the day, at the top of her first screen: who is in the chair now and who is next, without scrolling. */
const NowCard = styled.section`
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.blush};
  border-left: 4px solid ${theme.colors.roseDeep};
  box-shadow: ${theme.shadows.card};
  ${media.print} {
    display: none;
  }
`;

const NowGroup = styled.div`
  & + & {
    margin-top: ${theme.space.xs};
    padding-top: ${theme.space.xs};
    border-top: 1px solid ${theme.colors.line};
  }
  /* Above her name (the page's h1), so a label, not a heading. */
  > p {
    margin: 0;
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${theme.colors.roseDeep};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${theme.space.sm};
    padding: 0.15rem 0;
    color: ${theme.colors.ink};
    font-size: 1rem;
  }
  li > span:first-child {
    font-weight: 600;
  }
  li > span:last-child {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    color: ${theme.colors.text};
  }
`;

const Empty = styled.p`
  color: ${theme.colors.muted};
  margin: 0;
`;

const Total = styled.p`
  margin: ${theme.space.lg} 0 0;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.cream};
  color: ${theme.colors.ink};
  font-weight: 600;
  text-align: center;
  ${media.print} {
    background: none;
    padding: 0;
    text-align: left;
  }
`;

const Status = styled.p<{ $tone: 'quiet' | 'warning' }>`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.sm};
  text-align: center;
  ${({ theme, $tone }) =>
    $tone === 'warning'
      ? css`
          background: #fbeeec;
          color: ${theme.colors.danger};
          border: 1px solid ${theme.colors.danger};
        `
      : css`
          background: ${theme.colors.cream};
          color: ${theme.colors.text};
        `}
  ${media.print} {
    display: none;
  }
`;

const Gone = styled.div`
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: #fbeeec;
  border: 1px solid ${theme.colors.danger};
  color: ${theme.colors.ink};
  text-align: center;
  p {
    margin-bottom: ${theme.space.sm};
  }
  ${media.print} {
    display: none;
  }
`;

const SavedNote = styled.p`
  margin-top: ${theme.space.lg};
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
  ${media.print} {
    margin-top: 12pt;
    font-size: 9pt;
  }
`;

/** Directions in the phone's own maps app: Apple Maps on iPhone and iPad, Google Maps everywhere else. */
function directionsLink(destination: string) {
  const query = encodeURIComponent(destination);
  const apple =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return apple
    ? `https://maps.apple.com/?daddr=${query}`
    : `https://www.google.com/maps/dir/?api=1&destination=${query}`;
}

/** The phone's clock, ticking each half minute, only when the highlight needs it. */
function useClock(enabled: boolean) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, [enabled]);
  return now;
}

function downloadCalendar(data: ClientSchedule) {
  const ics = buildScheduleIcs(data, { now: new Date(), uidDomain: window.location.hostname || 'localhost' });
  saveFile(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), icsFileName(data.schedule.clientName));
}

const ForgetBox = styled.div`
  margin-top: ${theme.space.xl};
  text-align: center;
  p {
    margin-bottom: ${theme.space.sm};
    color: ${theme.colors.ink};
  }
  ${media.print} {
    display: none;
  }
`;

/** For shared phones: asks once before removing, since the bride may need the PIN to get it back. */
function ForgetControl({ onForget }: { onForget: () => void }) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <ForgetBox>
        <Button type="button" $variant="ghost" $size="sm" onClick={() => setAsking(true)}>
          Forget this schedule on this device
        </Button>
      </ForgetBox>
    );
  }
  return (
    <ForgetBox role="group" aria-labelledby="forget-question">
      <p id="forget-question">Remove this schedule from this device? You can open it again with your PIN.</p>
      <Actions style={{ marginTop: 0 }}>
        <Button ref={confirmRef} type="button" $variant="danger" $size="sm" onClick={onForget}>
          Yes, forget it
        </Button>
        <Button type="button" $variant="secondary" $size="sm" onClick={() => setAsking(false)}>
          Keep it
        </Button>
      </Actions>
    </ForgetBox>
  );
}

type ShownService = ClientSchedule['services'][number];

const artistOf = (service: ShownService) => (service.chair ? `Artist ${service.chair}` : undefined);

function NowNextGroup({ title, services, twoChairs }: { title: string; services: ShownService[]; twoChairs: boolean }) {
  if (services.length === 0) return null;
  return (
    <NowGroup>
      <p>{title}</p>
      <ul>
        {services.map((service) => (
          <li key={service.id}>
            <span>
              {service.serviceName}
              {twoChairs && artistOf(service) ? ` · ${artistOf(service)}` : ''}
            </span>
            <span>{formatTimeRange(service.startTime, service.endTime)}</span>
          </li>
        ))}
      </ul>
    </NowGroup>
  );
}

export interface ScheduleViewProps {
  data: ClientSchedule;
  savedAt: number;
  refresh: RefreshState;
  /** Times that moved since the phone last looked, marked until she says OK. */
  changes?: TimeChangeNote;
  onDismissChanges?: () => void;
  onForget: () => void;
  /** How to fetch her booking agreement's PDF now: undefined offline or once gone. */
  agreementAccess?: AgreementAccess;
}

export function ScheduleView({
  data,
  savedAt,
  refresh,
  changes,
  onDismissChanges,
  onForget,
  agreementAccess,
}: ScheduleViewProps) {
  const { schedule } = data;
  const services = useMemo(() => [...data.services].sort((a, b) => a.sortOrder - b.sortOrder), [data.services]);
  const isWeddingDay = weddingClockAt(new Date()).date === schedule.weddingDate.slice(0, 10);
  const now = useClock(isWeddingDay);
  const { nowIds, nextIds } = underWayAndNext(schedule.weddingDate, services, now);
  const twoChairs = usesTwoChairs(services);
  const longDate = formatLongDate(schedule.weddingDate);
  const address = schedule.venueAddress.trim();
  const phone = schedule.contactPhone.trim();
  const saved = formatSavedAt(savedAt, now);

  return (
    <>
      <PrintStyle />
      {refresh === 'gone' ? (
        <Gone role="alert">
          <p>
            <strong>{SCHEDULE_GONE_MESSAGE}</strong> It may have been changed or removed. The copy below was last
            updated {saved}.
          </p>
          <Button type="button" $variant="danger" $size="sm" onClick={onForget}>
            Forget this schedule
          </Button>
        </Gone>
      ) : refresh === 'offline' ? (
        <Status $tone="quiet" role="status">
          You're offline. Showing the copy saved on this phone, last updated {saved}.
        </Status>
      ) : refresh === 'failed' ? (
        <Status $tone="quiet" role="status">
          Couldn't check for changes just now. Showing the copy saved on this phone, last updated {saved}.
        </Status>
      ) : (
        <Status $tone="quiet" role="status">
          {refresh === 'refreshing' ? 'Checking for changes…' : `Up to date. Last updated ${saved}.`}
        </Status>
      )}

      {(nowIds.length > 0 || nextIds.length > 0) && (
        <NowCard aria-label="Now and next" data-now-next="">
          <NowNextGroup
            title="Now"
            services={services.filter((service) => nowIds.includes(service.id))}
            twoChairs={twoChairs}
          />
          <NowNextGroup
            title="Next"
            services={services.filter((service) => nextIds.includes(service.id))}
            twoChairs={twoChairs}
          />
        </NowCard>
      )}

      <Panel>
        <Header>
          <Title>{schedule.clientName}'s Wedding Day</Title>
          <Subtitle>Makeup Schedule</Subtitle>
          {phone && (
            <Contact>
              <ContactLabel id="day-of-contact">Contact for day of</ContactLabel>
              <CallButton as="a" href={telHref(phone)} aria-describedby="day-of-contact">
                <span aria-hidden="true">✆</span> {phone}
              </CallButton>
            </Contact>
          )}
        </Header>
      </Panel>

      <SectionCard as="section" aria-labelledby="event-details-title">
        <CardTitle id="event-details-title">Event Details</CardTitle>
        <DetailsTable>
          <tbody>
            <tr>
              <th scope="row">Date</th>
              <td>{longDate}</td>
            </tr>
            <tr>
              <th scope="row">Time</th>
              <td>{formatTime(schedule.startTime) || '—'}</td>
            </tr>
            <tr>
              <th scope="row">Location</th>
              <td>{schedule.venueName.trim() || '—'}</td>
            </tr>
            <tr>
              <th scope="row">Address</th>
              <td>
                {address ? (
                  <a
                    href={directionsLink([schedule.venueName.trim(), address].filter(Boolean).join(', '))}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {address}
                    <span className="visually-hidden"> (opens directions in your maps app)</span>
                  </a>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          </tbody>
        </DetailsTable>
      </SectionCard>

      <SectionCard as="section" aria-labelledby="schedule-title">
        <CardTitle id="schedule-title">Schedule</CardTitle>
        {changes && (
          <ChangeNote role="status">
            <p>{changes.note}</p>
            <Button type="button" $variant="secondary" $size="sm" onClick={onDismissChanges}>
              OK
            </Button>
          </ChangeNote>
        )}
        {services.length === 0 ? (
          <Empty>Your makeup times will appear here once they are set.</Empty>
        ) : (
          <ScrollArea label="makeup times">
            <ServicesTable>
              <thead>
                <tr>
                  <th scope="col">Service</th>
                  <th scope="col">Time</th>
                </tr>
              </thead>
              <tbody>
                {services.map((service) => {
                  const highlight = nowIds.includes(service.id)
                    ? 'current'
                    : nextIds.includes(service.id)
                      ? 'next'
                      : undefined;
                  const artist = twoChairs ? artistOf(service) : undefined;
                  const moved = changes?.movedIds.includes(service.id);
                  return (
                    <tr key={service.id} data-highlight={highlight} data-moved={moved ? '' : undefined}>
                      <th scope="row">
                        {service.serviceName}
                        {highlight && <Badge $tone={highlight}>{highlight === 'current' ? 'Now' : 'Next'}</Badge>}
                        {moved && <MovedMark>New time</MovedMark>}
                        {artist && <ChairMark>{artist}</ChairMark>}
                      </th>
                      <td>{formatTimeRange(service.startTime, service.endTime) || '—'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </ServicesTable>
          </ScrollArea>
        )}
        <Total>{totalLine(data)}</Total>
      </SectionCard>

      {(data.booking || data.agreement) && (
        <Suspense fallback={null}>
          <BookingSections
            booking={data.booking ?? null}
            agreement={data.agreement ?? null}
            clientName={schedule.clientName}
            agreementAccess={agreementAccess}
            scheduleGone={refresh === 'gone'}
          />
        </Suspense>
      )}

      <Actions>
        <Button type="button" $variant="primary" onClick={() => downloadCalendar(data)}>
          Add to calendar
        </Button>
        <Button type="button" $variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </Actions>

      <SavedNote>Saved on this phone, so it opens even without signal.</SavedNote>

      <div data-print="hide">
        <InstallInvitation />
      </div>

      <ForgetControl onForget={onForget} />
    </>
  );
}
