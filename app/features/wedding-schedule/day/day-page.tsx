import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { api, LINK_TOKEN_HEADER } from '#contract/api.ts';
import { longDate } from '#contract/calendar-day.ts';
import { chairCount, type DayView } from '#contract/day-link.ts';
import { LIVE_POLL_MS } from '#contract/live-morning.ts';
import { telHref } from '#contract/phone.ts';
import { ApiError, call } from '#shared/api-client.ts';
import { formatSavedAt } from '#shared/saved-at.ts';
import { theme } from '#shared/theme.ts';
import { Freshness, type RefreshState } from '#shared/ui/freshness.tsx';
import {
  DetailsTable,
  Message,
  Page,
  PageHeader,
  PageSubtitle,
  PageTitle,
  Panel,
  PanelTitle,
  SectionCard,
  CardTitle,
} from '../components/schedule-styles.tsx';

// The day link (`/day#<token>`, issue 42): the morning for the photographer and the planner, read-only. The token
// is taken from the address and kept on the phone like a party link's; the last answer is kept too (it holds the
// bride's first name, the times, the counts, the address and the artist's phone, nothing else), so the page opens
// with no signal and says when it was last updated. On the day it asks again every few seconds.

const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const KEPT_TOKEN = 'day-link-token';
const KEPT_VIEW = 'day-link-view';

const Big = styled.p`
  margin: 0;
  font-size: 1.6rem;
  font-weight: 600;
  color: ${theme.colors.ink};
  font-variant-numeric: tabular-nums;
`;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function takeToken(): string | undefined {
  const fromAddress = window.location.hash.slice(1);
  if (TOKEN_SHAPE.test(fromAddress)) {
    if (storage()?.getItem(KEPT_TOKEN) !== fromAddress) storage()?.removeItem(KEPT_VIEW);
    storage()?.setItem(KEPT_TOKEN, fromAddress);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return fromAddress;
  }
  return storage()?.getItem(KEPT_TOKEN) ?? undefined;
}

function keptView(): { view: DayView; savedAt: number } | undefined {
  try {
    const kept = JSON.parse(storage()?.getItem(KEPT_VIEW) ?? 'null') as { view: DayView; savedAt: number } | null;
    return kept && Array.isArray(kept.view?.chairs) ? kept : undefined;
  } catch {
    return undefined;
  }
}

type State =
  | { step: 'loading' }
  | { step: 'stopped'; message: string }
  | { step: 'ready'; view: DayView; savedAt: number; refresh: RefreshState };

export function DayPage() {
  const [state, setState] = useState<State>({ step: 'loading' });
  const token = useRef<string | undefined>(undefined);

  const refresh = useCallback(async () => {
    const asked = token.current;
    if (!asked) return;
    if (!navigator.onLine) {
      setState((s) => (s.step === 'ready' ? { ...s, refresh: 'offline' } : s));
      return;
    }
    try {
      const view = await call(api.day, { headers: { [LINK_TOKEN_HEADER]: asked } });
      const savedAt = Date.now();
      storage()?.setItem(KEPT_VIEW, JSON.stringify({ view, savedAt }));
      setState({ step: 'ready', view, savedAt, refresh: 'fresh' });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : -1;
      if (status === 404 || status === 410) {
        storage()?.removeItem(KEPT_TOKEN);
        storage()?.removeItem(KEPT_VIEW);
        setState({ step: 'stopped', message: (error as ApiError).message });
        return;
      }
      setState((s) =>
        s.step === 'ready'
          ? { ...s, refresh: status === 0 ? 'offline' : 'failed' }
          : { step: 'stopped', message: 'The morning could not be opened. Check the signal and try again.' },
      );
    }
  }, []);

  useEffect(() => {
    token.current = takeToken();
    if (!token.current) {
      setState({ step: 'stopped', message: 'Open the day link the artist texted you.' });
      return;
    }
    const kept = keptView();
    if (kept) setState({ step: 'ready', ...kept, refresh: 'refreshing' });
    void refresh();
    const onOnline = () => void refresh();
    const onOffline = () => setState((s) => (s.step === 'ready' ? { ...s, refresh: 'offline' } : s));
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [refresh]);

  const live = state.step === 'ready' && state.view.live;
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, LIVE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [live, refresh]);

  if (state.step !== 'ready') {
    return (
      <Page aria-busy={state.step === 'loading'}>
        <Panel>
          <PanelTitle>The wedding morning</PanelTitle>
          {state.step === 'loading' ? (
            <Message role="status">Opening the morning…</Message>
          ) : (
            <Message role="alert">{state.message}</Message>
          )}
        </Panel>
      </Page>
    );
  }

  const { view } = state;
  return (
    <Page data-day-view="">
      <Freshness refresh={state.refresh} saved={formatSavedAt(state.savedAt)} />
      <PageHeader>
        <PageTitle>{view.brideFirstName}&apos;s wedding morning</PageTitle>
        <PageSubtitle>{longDate(view.date)}</PageSubtitle>
      </PageHeader>
      <SectionCard aria-labelledby="day-ready">
        <CardTitle id="day-ready">Ready by {view.readyBy || 'the time the artist set'}</CardTitle>
        <Big data-day-expected="">{view.expected ? `Expected ${view.expected}` : 'Times to come'}</Big>
        {(state.refresh === 'offline' || state.refresh === 'failed') && (
          <p>Last updated {formatSavedAt(state.savedAt)}</p>
        )}
      </SectionCard>
      {view.chairs.length > 0 && (
        <SectionCard aria-labelledby="day-chairs">
          <CardTitle id="day-chairs">Chairs</CardTitle>
          <DetailsTable>
            <tbody>
              {view.chairs.map((chair) => (
                <tr key={chair.chair} data-day-chair={chair.chair}>
                  <th scope="row">Chair {chair.chair}</th>
                  <td>{chairCount(chair)}</td>
                </tr>
              ))}
            </tbody>
          </DetailsTable>
        </SectionCard>
      )}
      <SectionCard aria-labelledby="day-where">
        <CardTitle id="day-where">Getting ready</CardTitle>
        <p>{view.gettingReadyAddress}</p>
        {view.leadPhone && (
          <p>
            Lead artist: <a href={telHref(view.leadPhone)}>{view.leadPhone}</a>
          </p>
        )}
      </SectionCard>
    </Page>
  );
}
