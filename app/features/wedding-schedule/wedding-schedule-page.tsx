import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ApiError } from '../../shared/api-client.ts';
import { getScheduleByPin, NOT_FOUND, refreshSchedule } from './api/get-schedule.ts';
import { Button } from '../../shared/ui/button.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { useHydrated } from '../../shared/use-hydrated.ts';
import { PinEntry } from './components/pin-entry.tsx';
import { Page, Panel, PanelLead, PanelTitle } from './components/schedule-styles.tsx';
import type { RefreshState } from './components/schedule-view.tsx';
import { forgetSavedSchedule, loadSavedSchedule, saveSchedule, type SavedSchedule } from './storage/saved-schedule.ts';

// The PIN screen is all a first visit needs, so the schedule itself (its tables, calendar file and print layout)
// loads only once there is one to show; the page's HTML preloads it, and the service worker keeps it for offline.
const ScheduleView = lazy(() => import('./components/schedule-view.tsx').then((m) => ({ default: m.ScheduleView })));

type State =
  | { step: 'restoring' }
  | { step: 'entry' }
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'loaded'; saved: SavedSchedule; refresh: RefreshState };

/** What to tell the bride when a lookup fails: throttling and lost signal say so; anything else is the spec's line. */
function failureMessage(error: unknown) {
  if (error instanceof ApiError && (error.status === 429 || error.status === 0)) return error.message;
  return NOT_FOUND;
}

const Message = styled.p`
  text-align: center;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.ink};
  margin: ${({ theme }) => theme.space.xl} 0;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
`;

export function WeddingSchedulePage() {
  const [state, setState] = useState<State>({ step: 'restoring' });
  // The server sends the PIN screen, so it is on screen before the code arrives; it stays while this phone is
  // checked for a saved schedule. Rendered in the browser alone (the offline copy of the page), the check takes a
  // moment, so the page stays blank rather than flash the PIN screen at a bride whose schedule is saved.
  const [entryWhileRestoring] = useState(!useHydrated());
  const restoringRef = useRef(true);
  const toast = useToast();
  const savedRef = useRef<SavedSchedule | undefined>(undefined);
  const refreshingRef = useRef(false);

  /** Fetches the saved schedule again in the background; the copy on screen stays until a newer one arrives. */
  const refreshQuietly = useCallback(async () => {
    const saved = savedRef.current;
    if (!saved || refreshingRef.current) return;
    if (!navigator.onLine) {
      setState((s) => (s.step === 'loaded' ? { ...s, refresh: 'offline' } : s));
      return;
    }
    refreshingRef.current = true;
    setState((s) => (s.step === 'loaded' ? { ...s, refresh: 'refreshing' } : s));
    try {
      // A copy saved before device tokens refreshes once with its PIN and keeps the token instead.
      const fetched = saved.token
        ? await refreshSchedule(saved.token, saved.etag)
        : await getScheduleByPin(saved.pin ?? '');
      if (savedRef.current !== saved) return; // forgotten or replaced meanwhile
      const next: SavedSchedule = fetched
        ? { token: fetched.token, data: fetched.data, savedAt: Date.now(), etag: fetched.etag }
        : { ...saved, savedAt: Date.now() };
      savedRef.current = next;
      await saveSchedule(next);
      setState({ step: 'loaded', saved: next, refresh: 'fresh' });
    } catch (error) {
      if (savedRef.current !== saved) return;
      const status = error instanceof ApiError ? error.status : -1;
      const refresh: RefreshState = status === 404 ? 'gone' : status === 0 ? 'offline' : 'failed';
      setState((s) => (s.step === 'loaded' ? { ...s, refresh } : s));
    } finally {
      refreshingRef.current = false;
    }
  }, []);

  // On open: the saved copy at once, then a quiet refresh.
  useEffect(() => {
    let cancelled = false;
    void loadSavedSchedule().then((saved) => {
      // She may already have sent a PIN from the server-rendered screen; that lookup wins.
      if (cancelled || !restoringRef.current) return;
      restoringRef.current = false;
      savedRef.current = saved;
      if (!saved) {
        setState({ step: 'entry' });
        return;
      }
      setState({ step: 'loaded', saved, refresh: 'refreshing' });
      void refreshQuietly();
    });
    return () => {
      cancelled = true;
    };
  }, [refreshQuietly]);

  // Signal came back (the getting-ready suite's Wi-Fi, say): check for changes.
  useEffect(() => {
    const onOnline = () => void refreshQuietly();
    const onOffline = () =>
      setState((s) => (s.step === 'loaded' && s.refresh !== 'gone' ? { ...s, refresh: 'offline' } : s));
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [refreshQuietly]);

  const lookUp = async (pin: string) => {
    restoringRef.current = false;
    setState({ step: 'loading' });
    try {
      const fetched = await getScheduleByPin(pin);
      const saved: SavedSchedule = {
        token: fetched.token,
        data: fetched.data,
        savedAt: Date.now(),
        etag: fetched.etag,
      };
      savedRef.current = saved;
      const stored = await saveSchedule(saved);
      setState({ step: 'loaded', saved, refresh: 'fresh' });
      if (!stored) {
        toast({
          title: 'Not saved on this phone',
          description: 'This browser would not store the schedule, so it needs signal to open.',
          variant: 'info',
        });
      }
      window.scrollTo(0, 0);
    } catch (error) {
      setState({ step: 'failed', message: failureMessage(error) });
    }
  };

  const forget = async () => {
    savedRef.current = undefined;
    await forgetSavedSchedule();
    setState({ step: 'entry' });
    toast({ title: 'Schedule removed', description: 'It is no longer saved on this device.', variant: 'success' });
  };

  return (
    <Page aria-busy={(state.step === 'restoring' && !entryWhileRestoring) || state.step === 'loading'}>
      {(state.step === 'entry' || (state.step === 'restoring' && entryWhileRestoring)) && (
        <PinEntry onSubmit={(pin) => void lookUp(pin)} />
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
          {state.message === NOT_FOUND && (
            <PanelLead>Please check the PIN from your makeup artist and try again.</PanelLead>
          )}
          <Center>
            <Button type="button" autoFocus onClick={() => setState({ step: 'entry' })}>
              Try Again
            </Button>
          </Center>
        </Panel>
      )}
      {state.step === 'loaded' && (
        <Suspense fallback={<Message role="status">Opening your wedding schedule...</Message>}>
          <ScheduleView
            data={state.saved.data}
            savedAt={state.saved.savedAt}
            refresh={state.refresh}
            onForget={() => void forget()}
          />
        </Suspense>
      )}
    </Page>
  );
}
