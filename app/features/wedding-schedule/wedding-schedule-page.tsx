import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { LIVE_POLL_MS } from '#contract/live-morning.ts';
import { SCHEDULE_NOT_FOUND_MESSAGE } from '#contract/messages.ts';
import { ROUTES } from '#contract/routes.ts';
import { ApiError } from '#shared/api-client.ts';
import { atFirstInteraction } from '#shared/at-first-interaction.ts';
import { lazyWithPreload } from '#shared/lazy-with-preload.tsx';
import { usePageManifest } from '#shared/pwa/page-manifest.ts';
import { useSite } from '#shared/site-settings.tsx';
import { Button } from '#shared/ui/button.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { useHydrated } from '#shared/use-hydrated.ts';
import type { AgreementAccess } from './api/agreement.ts';
import { getScheduleByPin, refreshSchedule } from './api/get-schedule.ts';
import { PinEntry } from './components/pin-entry.tsx';
import type { RefreshState } from '#shared/ui/freshness.tsx';
import { LostPin } from './components/lost-pin.tsx';
import { Center, Message, Page, Panel, PanelLead, PanelTitle } from './components/schedule-styles.tsx';
import type { TimeChangeNote } from './components/services-card.tsx';
import { ScheduleSwitcher } from './components/schedule-switcher.tsx';
import { describeTimeChanges } from './format/schedule-changes.ts';
import {
  forgetSavedSchedule,
  loadSavedSchedules,
  saveSchedule,
  scheduleKey,
  showSavedSchedule,
  type SavedSchedule,
} from './storage/saved-schedule.ts';

// The PIN screen is all a first visit needs, so the schedule itself (its tables, calendar file and print layout)
// loads only once there is one to show; the page's HTML preloads it, and the service worker keeps it for offline.
const ScheduleView = lazyWithPreload(() => import('./components/schedule-view.tsx').then((m) => m.ScheduleView));

/** While the page is open and online it checks for changes this often, and whenever it is looked at again. */
export const LIVE_CHECK_MS = 60_000;

type State =
  | { step: 'restoring' }
  | { step: 'entry' }
  | { step: 'loading' }
  | { step: 'failed'; message: string; pinRefused: boolean }
  | { step: 'loaded'; saved: SavedSchedule; refresh: RefreshState; changes?: TimeChangeNote };

/**
 * What to tell the bride when a lookup fails: throttling and lost signal say so; anything else is the spec's line.
 * `pinRefused`: the PIN itself was not taken (not found, or too many tries), so the artist is who can help.
 */
function failureOf(error: unknown): { message: string; pinRefused: boolean } {
  if (error instanceof ApiError && error.status === 0) return { message: error.message, pinRefused: false };
  if (error instanceof ApiError && error.status === 429) return { message: error.message, pinRefused: true };
  return { message: SCHEDULE_NOT_FOUND_MESSAGE, pinRefused: true };
}

const clockTime = (time: number) => new Date(time).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

export function WeddingSchedulePage() {
  const [state, setState] = useState<State>({ step: 'restoring' });
  const [saved, setSaved] = useState<SavedSchedule[]>([]);
  // The server sends the PIN screen, so it is on screen before the code arrives; it stays while this phone is
  // checked for a saved schedule. Rendered in the browser alone (the offline copy of the page), the check takes a
  // moment, so the page stays blank rather than flash the PIN screen at a bride whose schedule is saved.
  const [entryWhileRestoring] = useState(!useHydrated());
  const restoringRef = useRef(true);
  const toast = useToast();
  const site = useSite();
  // Installed from here, the app opens her schedule (its own manifest), not the site's home page.
  usePageManifest(ROUTES.schedule.app.manifest);
  /** The schedule her PIN opened on this visit: the Home Screen invitation comes under her name, first. */
  const [pinOpened, setPinOpened] = useState<string>();
  const currentRef = useRef<SavedSchedule | undefined>(undefined);
  const refreshingRef = useRef(false);
  /**
   * The PIN typed on this visit, by the schedule it opened: the agreement's PDF goes by PIN when the page has it.
   * Kept in memory only, never saved; a schedule opened from this phone's saved copy goes by its token.
   */
  const typedPins = useRef(new Map<string, string>());

  const reloadList = useCallback(async () => setSaved((await loadSavedSchedules()).list), []);

  /**
   * Fetches the schedule on screen again in the background; the copy on screen stays until a newer one arrives.
   * `quiet` checks (the minute timer, coming back to the page) don't announce themselves, only what they find.
   */
  const refreshCurrent = useCallback(
    async (quiet = false) => {
      const current = currentRef.current;
      if (!current || refreshingRef.current) return;
      if (!navigator.onLine) {
        setState((s) => (s.step === 'loaded' && s.refresh !== 'gone' ? { ...s, refresh: 'offline' } : s));
        return;
      }
      refreshingRef.current = true;
      if (!quiet) setState((s) => (s.step === 'loaded' ? { ...s, refresh: 'refreshing' } : s));
      try {
        // A copy saved before device tokens refreshes once with its PIN and keeps the token instead.
        const fetched = current.token
          ? await refreshSchedule(current.token, current.etag)
          : await getScheduleByPin(current.pin ?? '');
        if (currentRef.current !== current) return; // switched or forgotten meanwhile
        const next: SavedSchedule = fetched
          ? { token: fetched.token, data: fetched.data, savedAt: Date.now(), etag: fetched.etag }
          : { ...current, savedAt: Date.now() };
        const found = fetched ? describeTimeChanges(current.data, fetched.data) : undefined;
        currentRef.current = next;
        await saveSchedule(next, scheduleKey(current));
        setState((s) => ({
          step: 'loaded',
          saved: next,
          refresh: 'fresh',
          changes: found
            ? { movedIds: found.movedIds, note: `Times updated ${clockTime(next.savedAt)}: ${found.summary}` }
            : s.step === 'loaded'
              ? s.changes
              : undefined,
        }));
        void reloadList();
      } catch (error) {
        if (currentRef.current !== current) return;
        const status = error instanceof ApiError ? error.status : -1;
        const refresh: RefreshState = status === 404 ? 'gone' : status === 0 ? 'offline' : 'failed';
        setState((s) => (s.step === 'loaded' ? { ...s, refresh } : s));
      } finally {
        refreshingRef.current = false;
      }
    },
    [reloadList],
  );

  const show = useCallback(
    (schedule: SavedSchedule) => {
      currentRef.current = schedule;
      setState({ step: 'loaded', saved: schedule, refresh: 'refreshing' });
      void refreshCurrent();
    },
    [refreshCurrent],
  );

  // On open: the saved copy at once, then a quiet refresh. The schedule is drawn in one go when the saved copy and
  // the view's code are both here, not after a "Opening..." line (without its code, on a first visit with no signal,
  // the view still loads when it is needed). Drawn by the browser alone (the service worker's copy of the page: a
  // phone that has been here, most likely with a schedule saved) the code is fetched alongside the saved copy. Sent
  // by the server (most likely a first visit), the page is a PIN screen: the code waits for a saved copy to show or
  // for her first tap or key press; evaluated at once, it was a long task on a phone for a screen that has no use
  // for it.
  useEffect(() => {
    let cancelled = false;
    const fetchView = () => ScheduleView.preload().catch(() => undefined);
    const viewCode = entryWhileRestoring ? undefined : fetchView();
    const stopWaitingForTouch = entryWhileRestoring ? atFirstInteraction(() => void fetchView()) : undefined;
    void loadSavedSchedules().then(async ({ list, current }) => {
      const shown = list.find((item) => scheduleKey(item) === current);
      if (shown) await (viewCode ?? fetchView());
      // She may already have sent a PIN from the server-rendered screen; that lookup wins.
      if (cancelled || !restoringRef.current) return;
      restoringRef.current = false;
      setSaved(list);
      if (shown) show(shown);
      else setState({ step: 'entry' });
    });
    return () => {
      cancelled = true;
      stopWaitingForTouch?.();
    };
  }, [show, entryWhileRestoring]);

  // Live on the day: signal coming back, the phone picked up again, and once a minute while it is looked at.
  const showing = state.step === 'loaded';
  // On the wedding's day the answer carries the live morning: asked every few seconds, so a tap shows within 5 s.
  const liveDay = state.step === 'loaded' && state.saved.data.live !== undefined;
  useEffect(() => {
    if (!showing) return;
    const onOnline = () => void refreshCurrent(true);
    const onOffline = () =>
      setState((s) => (s.step === 'loaded' && s.refresh !== 'gone' ? { ...s, refresh: 'offline' } : s));
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshCurrent(true);
    };
    const timer = window.setInterval(
      () => {
        if (document.visibilityState === 'visible' && navigator.onLine) void refreshCurrent(true);
      },
      liveDay ? LIVE_POLL_MS : LIVE_CHECK_MS,
    );
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [showing, liveDay, refreshCurrent]);

  const lookUp = async (pin: string) => {
    restoringRef.current = false;
    setState({ step: 'loading' });
    try {
      const fetched = await getScheduleByPin(pin);
      const schedule: SavedSchedule = {
        token: fetched.token,
        data: fetched.data,
        savedAt: Date.now(),
        etag: fetched.etag,
      };
      currentRef.current = schedule;
      typedPins.current.set(scheduleKey(schedule), pin);
      setPinOpened(scheduleKey(schedule));
      const stored = await saveSchedule(schedule);
      setState({ step: 'loaded', saved: schedule, refresh: 'fresh' });
      void reloadList();
      if (!stored) {
        toast({
          title: 'Not saved on this phone',
          description: 'This browser would not store the schedule, so it needs signal to open.',
          variant: 'info',
        });
      }
      window.scrollTo(0, 0);
    } catch (error) {
      setState({ step: 'failed', ...failureOf(error) });
    }
  };

  const forget = async (key: string) => {
    await forgetSavedSchedule(key);
    const { list, current } = await loadSavedSchedules();
    setSaved(list);
    toast({ title: 'Schedule removed', description: 'It is no longer saved on this device.', variant: 'success' });
    const next = list.find((item) => scheduleKey(item) === current);
    if (currentRef.current && scheduleKey(currentRef.current) !== key) return;
    currentRef.current = undefined;
    if (next) show(next);
    else setState({ step: 'entry' });
  };

  const switchTo = async (key: string) => {
    const schedule = saved.find((item) => scheduleKey(item) === key);
    if (!schedule) return;
    await showSavedSchedule(key);
    show(schedule);
    window.scrollTo(0, 0);
  };

  const addAnother = () => {
    currentRef.current = undefined;
    setState({ step: 'entry' });
  };

  const current = state.step === 'loaded' ? scheduleKey(state.saved) : undefined;
  const typedPin = current === undefined ? undefined : typedPins.current.get(current);
  const agreementAccess: AgreementAccess | undefined =
    state.step !== 'loaded' || state.refresh === 'offline' || state.refresh === 'gone'
      ? undefined
      : typedPin
        ? { pin: typedPin }
        : state.saved.token
          ? { token: state.saved.token }
          : undefined;
  // Another schedule saved on this phone can be gone back to from the PIN screen.
  const backTo = state.step === 'entry' || state.step === 'failed' ? saved[saved.length - 1] : undefined;

  return (
    <Page aria-busy={(state.step === 'restoring' && !entryWhileRestoring) || state.step === 'loading'}>
      {state.step === 'loaded' && saved.length > 1 && (
        <ScheduleSwitcher schedules={saved} current={current} onShow={(key) => void switchTo(key)} />
      )}
      {(state.step === 'entry' || (state.step === 'restoring' && entryWhileRestoring)) && (
        <PinEntry onSubmit={(pin) => void lookUp(pin)} />
      )}
      {state.step === 'entry' && backTo && (
        <Center style={{ marginTop: '1rem' }}>
          <Button type="button" $variant="ghost" $size="sm" onClick={() => void switchTo(scheduleKey(backTo))}>
            Back to {backTo.data.schedule.clientName}&apos;s schedule
          </Button>
        </Center>
      )}
      {state.step === 'loading' && (
        <Panel>
          <PanelTitle>Wedding Day Schedule</PanelTitle>
          <Message role="status">Loading your wedding schedule...</Message>
        </Panel>
      )}
      {state.step === 'failed' && (
        <Panel>
          <PanelTitle>Wedding Day Schedule</PanelTitle>
          <Message role="alert">{state.message}</Message>
          {state.message === SCHEDULE_NOT_FOUND_MESSAGE && (
            <PanelLead>Please check the PIN from your makeup artist and try again.</PanelLead>
          )}
          <Center>
            <Button type="button" autoFocus onClick={() => setState({ step: 'entry' })}>
              Try Again
            </Button>
          </Center>
          {state.pinRefused && <LostPin artistName={site.artistName} phone={site.phone} />}
        </Panel>
      )}
      {state.step === 'loaded' && (
        <Suspense fallback={<Message role="status">Opening your wedding schedule...</Message>}>
          <ScheduleView
            data={state.saved.data}
            savedAt={state.saved.savedAt}
            refresh={state.refresh}
            changes={state.changes}
            onDismissChanges={() => setState((s) => (s.step === 'loaded' ? { ...s, changes: undefined } : s))}
            onForget={() => void forget(scheduleKey(state.saved))}
            agreementAccess={agreementAccess}
            invitationFirst={pinOpened !== undefined && pinOpened === current}
          />
          {/* A coordinator or the artist keeps several weddings on one phone. */}
          <Center style={{ marginTop: '0.5rem' }} data-print="hide">
            <Button type="button" $variant="ghost" $size="sm" onClick={addAnother}>
              Open another wedding&apos;s schedule
            </Button>
          </Center>
        </Suspense>
      )}
    </Page>
  );
}
