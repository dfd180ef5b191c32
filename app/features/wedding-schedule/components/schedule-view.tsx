import { Suspense, useEffect, useMemo, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { lazyWithPreload } from '#shared/lazy-with-preload.tsx';
import { InstallInvitation } from '#shared/pwa/install-invitation.tsx';
import { telHref } from '#contract/phone.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import type { AgreementAccess } from '../api/agreement.ts';
import { buildScheduleIcs, icsFileName } from '../calendar/schedule-ics.ts';
import { formatSavedAt, underWayAndNext, usesTwoChairs, weddingClockAt } from '../format/schedule-format.ts';
import { EventDetails } from './event-details.tsx';
import { ForgetControl } from './forget-control.tsx';
import { Freshness, type RefreshState } from '#shared/ui/freshness.tsx';
import { NowNext } from './now-next.tsx';
import { BrideLiveCard } from '../live/live-card.tsx';
import { Actions, PageHeader, PageSubtitle, PageTitle, Panel } from './schedule-styles.tsx';
import { ServicesCard, type TimeChangeNote } from './services-card.tsx';
import { saveFile } from '../save-file.ts';

// The bride's schedule once her PIN (or this phone's saved copy) opens it: how fresh it is, now and next on the
// day, her name and the day-of contact, the spec's Event Details and Schedule, her booking's money and agreement,
// and what the phone can do with it (calendar, print, Home Screen, forget).

// A booking's money and agreement (its document, form and signing) are their own chunk: only a schedule that belongs
// to a booking loads them, so the PIN screen's first load carries none of it.
const BookingSections = lazyWithPreload(() =>
  import('./booking-sections.tsx').then((module) => module.BookingSections),
);

export type { RefreshState, TimeChangeNote };

// Printing the schedule should give one clean sheet: no site chrome, no buttons, no notifications.
const PrintStyle = createGlobalStyle`
  ${media.print} {
    body { background: #fff; }
    header, footer, nav, [role='region'][aria-label^='Notifications'], [data-print='hide'] { display: none !important; }
    a { color: inherit; text-decoration: none; }
  }
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
  /**
   * Her PIN has just opened it: the invitation to keep it on her Home Screen comes under her name, while she is
   * here for it, rather than at the end of the page.
   */
  invitationFirst?: boolean;
}

export function ScheduleView({
  data,
  savedAt,
  refresh,
  changes,
  onDismissChanges,
  onForget,
  agreementAccess,
  invitationFirst = false,
}: ScheduleViewProps) {
  const { schedule } = data;
  const services = useMemo(() => [...data.services].sort((a, b) => a.sortOrder - b.sortOrder), [data.services]);
  const isWeddingDay = weddingClockAt(new Date()).date === schedule.weddingDate.slice(0, 10);
  const now = useClock(isWeddingDay);
  const { nowIds, nextIds } = underWayAndNext(schedule.weddingDate, services, now);
  const twoChairs = usesTwoChairs(services);
  const phone = schedule.contactPhone.trim();
  const invitation = (
    <div data-print="hide">
      <InstallInvitation />
    </div>
  );

  return (
    <>
      <PrintStyle />
      <Freshness refresh={refresh} saved={formatSavedAt(savedAt, now)} onForget={onForget} />
      {/* The chair board's taps, once the day has some: the morning as it runs rather than as planned. */}
      {data.live?.updatedAt ? (
        <BrideLiveCard live={data.live} savedAt={savedAt} stale={refresh === 'offline' || refresh === 'failed'} />
      ) : (
        <NowNext services={services} nowIds={nowIds} nextIds={nextIds} twoChairs={twoChairs} />
      )}

      <Panel>
        <PageHeader>
          <PageTitle>{schedule.clientName}'s Wedding Day</PageTitle>
          <PageSubtitle>Makeup Schedule</PageSubtitle>
          {phone && (
            <Contact>
              <ContactLabel id="day-of-contact">Contact for day of</ContactLabel>
              <CallButton as="a" href={telHref(phone)} aria-describedby="day-of-contact">
                <span aria-hidden="true">✆</span> {phone}
              </CallButton>
            </Contact>
          )}
        </PageHeader>
      </Panel>

      {invitationFirst && invitation}

      <EventDetails data={data} />
      <ServicesCard
        data={data}
        services={services}
        nowIds={nowIds}
        nextIds={nextIds}
        twoChairs={twoChairs}
        changes={changes}
        onDismissChanges={onDismissChanges}
      />

      {(data.booking || data.agreement) && (
        <Suspense fallback={null}>
          <BookingSections
            booking={data.booking ?? null}
            agreement={data.agreement ?? null}
            clientName={schedule.clientName}
            agreementAccess={agreementAccess}
            scheduleGone={refresh === 'gone'}
            party={data.party}
            eventDate={schedule.weddingDate.slice(0, 10)}
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

      {!invitationFirst && invitation}

      <ForgetControl onForget={onForget} />
    </>
  );
}
