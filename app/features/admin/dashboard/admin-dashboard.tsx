import * as Tabs from '@radix-ui/react-tabs';
import { createContext, useContext, useMemo, useState } from 'react';
import styled from 'styled-components';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useAdminSession } from '../session/admin-session.tsx';
import { placeholderFacts } from '#contract/site-settings-defaults.ts';
import { SavedSettingsProvider, useSavedSettings } from '../ui/saved-settings.tsx';
import { useUnsavedChanges } from '../ui/unsaved-changes.tsx';
import { AlertSettings } from '../alerts/alert-settings.tsx';
import { BookingsTab, type BookingRequest, type ScheduleView } from '../bookings/bookings-tab.tsx';
import { SiteSettingsTab } from '../site-settings/site-settings-tab.tsx';
import { TabActiveContext } from '../ui/use-tab-active.ts';
import { FaqsTab } from '../content/faqs-tab.tsx';
import { GalleryTab } from '../gallery/gallery-tab.tsx';
import { LessonFormsTab } from '../lesson-forms/lesson-forms-tab.tsx';
import { PoliciesTab } from '../content/policies-tab.tsx';
import { useSampleContentFacts } from '../ui/sample-content-facts.ts';
import { TestimonialsTab } from '../content/testimonials-tab.tsx';
import { VendorsTab } from '../content/vendors-tab.tsx';
import { WeddingSchedulesTab } from '../wedding-schedules/wedding-schedules-tab.tsx';
import { TodayStrip } from './today-strip.tsx';
import { PayoutsTab } from '../payouts/payouts-tab.tsx';
import { BooksTab } from '../books/books-tab.tsx';
import { TeamTab } from '../team/team-tab.tsx';
import type { WeddingSchedule } from '#contract/wedding-schedule.ts';

/** A schedule to show in the Wedding Schedules tab, asked for by another tab (a booking's "Open schedule"). */
interface ScheduleRequest {
  scheduleId: string;
  view: ScheduleView;
  /** A new number each time she asks, so asking for the same schedule again opens it again. */
  serial: number;
}

/** How one tab opens another's screen: through the dashboard, never by importing it. */
const ScheduleNavigation = createContext<{
  request: ScheduleRequest | null;
  openSchedule: (scheduleId: string, view: ScheduleView) => void;
  bookingRequest: BookingRequest | null;
  makeBooking: (schedule: WeddingSchedule) => void;
  openBooking: (bookingId: string) => void;
}>({ request: null, openSchedule: () => {}, bookingRequest: null, makeBooking: () => {}, openBooking: () => {} });

const WeddingSchedulesContent = () => {
  const { request, makeBooking, openBooking } = useContext(ScheduleNavigation);
  return <WeddingSchedulesTab show={request} onMakeBooking={makeBooking} onOpenBooking={openBooking} />;
};
const BookingsContent = () => {
  const { openSchedule, bookingRequest } = useContext(ScheduleNavigation);
  return <BookingsTab onOpenSchedule={openSchedule} request={bookingRequest} />;
};

/** Site Settings with the alert settings in their place among her own tools. */
const SiteSettingsContent = () => <SiteSettingsTab alertSettings={<AlertSettings />} />;

const TABS = [
  { value: 'testimonials', label: 'Testimonials', Content: TestimonialsTab },
  { value: 'gallery', label: 'Gallery', Content: GalleryTab },
  { value: 'faqs', label: 'FAQs', Content: FaqsTab },
  { value: 'policies', label: 'Policies', Content: PoliciesTab },
  { value: 'vendors', label: 'Vendors', Content: VendorsTab },
  { value: 'lesson-forms', label: 'Lesson Forms', Content: LessonFormsTab },
  { value: 'wedding-schedules', label: 'Wedding Schedules', Content: WeddingSchedulesContent },
  // Not one of the spec's seven: it follows them, so they stay as the spec lists them.
  { value: 'bookings', label: 'Bookings', Content: BookingsContent },
  { value: 'team', label: 'Team', Content: TeamTab },
  { value: 'payouts', label: 'Payouts', Content: PayoutsTab },
  { value: 'books', label: 'Books', Content: BooksTab },
  { value: 'site-settings', label: 'Site Settings', Content: SiteSettingsContent },
] as const;

type TabValue = (typeof TABS)[number]['value'];

// The open tab survives a reload, like the session itself.
const TAB_KEY = 'admin-tab';
const readTab = (): TabValue => {
  try {
    // An alert e-mail or a notification opens /admin?tab=lesson-forms; otherwise the tab she had open.
    const asked = new URLSearchParams(window.location.search).get('tab');
    const stored = asked ?? window.sessionStorage.getItem(TAB_KEY);
    return TABS.some((tab) => tab.value === stored) ? (stored as TabValue) : 'testimonials';
  } catch {
    return 'testimonials';
  }
};

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
`;

const Heading = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  margin-bottom: ${theme.space.xs};
`;

const Intro = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;

const TabList = styled(Tabs.List)`
  display: flex;
  gap: ${theme.space.xs};
  overflow-x: auto;
  scroll-snap-type: x proximity;
  -webkit-overflow-scrolling: touch;
  padding: ${theme.space.xs};
  margin: 0 0 ${theme.space.lg};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.cream};
  scrollbar-width: thin;
`;

const TabTrigger = styled(Tabs.Trigger)`
  flex: none;
  scroll-snap-align: start;
  min-height: 40px;
  padding: 0 ${theme.space.md};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.roseDeep};
  }
  &[data-state='active'] {
    background: ${theme.colors.white};
    color: ${theme.colors.roseDeep};
    box-shadow: ${theme.shadows.soft};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: #fff4d6;
  border: 1px solid ${theme.colors.goldDeep};
  color: ${theme.colors.ink};
  p {
    margin: 0;
  }
`;

/** Until her own facts replace the first-run placeholders, every tab says so. */
function FirstRunBanner({ onOpen }: { onOpen: () => void }) {
  const { saved } = useSavedSettings();
  const samples = useSampleContentFacts();
  const missing = [...(saved ? placeholderFacts(saved) : []), ...samples.map(({ fact }) => fact)];
  if (missing.length === 0) return null;
  return (
    <Banner role="status">
      <p>
        Your site still shows first-run placeholders: {missing.map((fact) => fact.replace(/ \(.*\)$/, '')).join(', ')}.
      </p>
      <Button type="button" $variant="secondary" $size="sm" onClick={onOpen}>
        Open Site Settings
      </Button>
    </Banner>
  );
}

export function AdminDashboard() {
  return (
    <SavedSettingsProvider>
      <Dashboard />
    </SavedSettingsProvider>
  );
}

function Dashboard() {
  const { logout } = useAdminSession();
  // Another tab or Log out first asks, while Site Settings holds changes not saved.
  const { confirmLeave } = useUnsavedChanges();
  const [tab, setTab] = useState<TabValue>(readTab);
  // Tabs opened once stay mounted (hidden) so switching away loses nothing she has typed or chosen.
  const [opened, setOpened] = useState<ReadonlySet<TabValue>>(() => new Set([tab]));
  const open = (value: TabValue) => {
    setTab(value);
    setOpened((before) => new Set(before).add(value));
    try {
      window.sessionStorage.setItem(TAB_KEY, value);
    } catch {
      // Not remembering the tab is harmless.
    }
  };
  const [scheduleRequest, setScheduleRequest] = useState<ScheduleRequest | null>(null);
  const [bookingRequest, setBookingRequest] = useState<BookingRequest | null>(null);
  const navigation = useMemo(
    () => ({
      request: scheduleRequest,
      openSchedule: (scheduleId: string, view: ScheduleView) => {
        setScheduleRequest({ scheduleId, view, serial: Date.now() });
        open('wedding-schedules');
      },
      bookingRequest,
      makeBooking: ({ id, pin, clientName, weddingDate, venueName, venueAddress }: WeddingSchedule) => {
        setBookingRequest({
          kind: 'from-schedule',
          schedule: { id, pin, clientName, weddingDate, venueName, venueAddress },
          serial: Date.now(),
        });
        open('bookings');
      },
      openBooking: (bookingId: string) => {
        setBookingRequest({ kind: 'open', bookingId, serial: Date.now() });
        open('bookings');
      },
    }),
    [scheduleRequest, bookingRequest],
  );

  return (
    <>
      <Header>
        <div>
          <Heading>Admin Dashboard</Heading>
          <Intro>Manage your testimonials and gallery images</Intro>
        </div>
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          onClick={() => void confirmLeave().then((leave) => leave && logout())}
        >
          Log out
        </Button>
      </Header>
      {/* Today first: a wedding today or this weekend, above the tabs; Testimonials stays the tab it opens on. */}
      <TodayStrip
        refreshKey={tab}
        onShiftTimes={(scheduleId) =>
          void confirmLeave().then((leave) => leave && navigation.openSchedule(scheduleId, 'shift'))
        }
      />
      {tab !== 'site-settings' && (
        <FirstRunBanner
          onOpen={() => {
            open('site-settings');
            // The banner's button goes with the banner: her place is the tab it opened, brought into the strip's view
            // (on a phone it sits scrolled off to the right) by its focus.
            requestAnimationFrame(() =>
              document.querySelector<HTMLElement>('[data-tab="site-settings"]')?.focus({ preventScroll: true }),
            );
          }}
        />
      )}
      <ScheduleNavigation.Provider value={navigation}>
        <Tabs.Root
          value={tab}
          onValueChange={(value) => void confirmLeave().then((leave) => leave && open(value as TabValue))}
        >
          <TabList aria-label="Dashboard sections">
            {TABS.map(({ value, label }) => (
              <TabTrigger
                key={value}
                value={value}
                data-tab={value}
                onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
              >
                {label}
              </TabTrigger>
            ))}
          </TabList>
          {TABS.filter(({ value }) => opened.has(value)).map(({ value, Content }) => (
            <Tabs.Content key={value} value={value} forceMount hidden={value !== tab}>
              <TabActiveContext.Provider value={value === tab}>
                <Content />
              </TabActiveContext.Provider>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </ScheduleNavigation.Provider>
    </>
  );
}
