import { useCallback, useEffect, useRef, useState } from 'react';
import { longDate } from '#contract/calendar-day.ts';
import type { PartyCard } from '#contract/party-link.ts';
import { ApiError } from '#shared/api-client.ts';
import { useSite } from '#shared/site-settings.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Freshness, type RefreshState } from '../components/freshness.tsx';
import {
  Center,
  Message,
  Page,
  PageHeader,
  PageSubtitle,
  PageTitle,
  Panel,
  PanelLead,
  PanelTitle,
} from '../components/schedule-styles.tsx';
import { formatSavedAt } from '../format/schedule-format.ts';
import { forgetPartyCard, loadSavedPartyCard, savePartyCard } from '../storage/saved-schedule.ts';
import { IntakeSection } from './intake-form.tsx';
import { LookSection } from './look-section.tsx';
import { forgetPartyToken, getPartyCard, linkRefused, takePartyToken } from './party-api.ts';
import { OtherPhoneNotice, ShareSection, TimesSection, WeddingSection } from './party-card-sections.tsx';

// A person's own page of the party (`/party#<token>`), from the link the artist or the bride texted her: her
// wedding, her time in the chair, her share when she pays for herself, and her intake. The first phone to open the
// link claims it; another phone sees the wedding and her times only. Her card is kept on the phone (IndexedDB) so it
// opens without signal after one visit, under "Up to date / Last updated" as the schedule page says it. A replaced
// link says so in the server's words, and the page forgets it and stops asking.

type State =
  | { step: 'loading' }
  | { step: 'stopped'; message: string }
  | { step: 'failed'; message: string }
  | { step: 'ready'; card: PartyCard; savedAt: number; refresh: RefreshState };

export function PartyPage() {
  const { artistName } = useSite();
  const [state, setState] = useState<State>({ step: 'loading' });
  const token = useRef<string | undefined>(undefined);
  const fetching = useRef(false);

  const stop = useCallback((message: string) => {
    const stopped = token.current;
    token.current = undefined;
    if (stopped) {
      forgetPartyToken(stopped);
      void forgetPartyCard(stopped);
    }
    setState({ step: 'stopped', message });
  }, []);

  /** A newer card: on screen and kept on the phone. */
  const show = useCallback((card: PartyCard) => {
    const savedAt = Date.now();
    if (token.current) void savePartyCard(token.current, { card, savedAt });
    setState({ step: 'ready', card, savedAt, refresh: 'fresh' });
  }, []);

  /** Asks for her card; the copy on screen stays while it is asked, and when asking fails for a passing reason. */
  const refresh = useCallback(
    async (quiet = false) => {
      const asked = token.current;
      if (!asked || fetching.current) return;
      if (!navigator.onLine) {
        setState((s) => (s.step === 'ready' ? { ...s, refresh: 'offline' } : s));
        if (quiet) return;
      }
      fetching.current = true;
      if (!quiet) setState((s) => (s.step === 'ready' ? { ...s, refresh: 'refreshing' } : s));
      try {
        const card = await getPartyCard(asked);
        if (token.current === asked) show(card);
      } catch (error) {
        if (token.current !== asked) return;
        if (linkRefused(error)) {
          stop(error.message);
          return;
        }
        const offline = error instanceof ApiError && error.status === 0;
        setState((s) =>
          s.step === 'ready'
            ? { ...s, refresh: offline ? 'offline' : 'failed' }
            : {
                step: 'failed',
                message: error instanceof ApiError ? error.message : 'Your details could not be opened.',
              },
        );
      } finally {
        fetching.current = false;
      }
    },
    [show, stop],
  );

  // The link's token, from the address or kept from before; again when another link is opened in this tab (only the
  // part after # changes, so the page is not loaded anew). The saved copy shows at once, then the server's.
  useEffect(() => {
    const open = async () => {
      const opened = takePartyToken();
      token.current = opened;
      if (!opened) {
        setState({ step: 'stopped', message: `Open the link ${artistName} texted you.` });
        return;
      }
      const saved = await loadSavedPartyCard(opened);
      if (token.current !== opened) return;
      setState(
        saved
          ? { step: 'ready', card: saved.card, savedAt: saved.savedAt, refresh: 'refreshing' }
          : { step: 'loading' },
      );
      await refresh();
    };
    void open();
    const onHashChange = () => {
      if (window.location.hash.includes('.')) void open();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [artistName, refresh]);

  // Signal coming back and the phone picked up again: a quiet check.
  const ready = state.step === 'ready';
  useEffect(() => {
    if (!ready) return;
    const onOnline = () => void refresh(true);
    const onOffline = () => setState((s) => (s.step === 'ready' ? { ...s, refresh: 'offline' } : s));
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh(true);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [ready, refresh]);

  if (state.step !== 'ready') {
    return (
      <Page aria-busy={state.step === 'loading'}>
        <Panel>
          <PanelTitle>Your wedding details</PanelTitle>
          {state.step === 'loading' && <Message role="status">Opening your details…</Message>}
          {state.step === 'stopped' && (
            <Message role="alert" data-link-refused="">
              {state.message}
            </Message>
          )}
          {state.step === 'failed' && (
            <>
              <Message role="alert">{state.message}</Message>
              <PanelLead>Your details open without signal once you have opened them here one time.</PanelLead>
              <Center>
                <Button type="button" onClick={() => void refresh()}>
                  Try again
                </Button>
              </Center>
            </>
          )}
        </Panel>
      </Page>
    );
  }

  const { card } = state;
  const mine = card.claim === 'mine';
  return (
    <Page data-party-card={card.claim}>
      <Freshness refresh={state.refresh} saved={formatSavedAt(state.savedAt)} onForget={() => undefined} />
      <PageHeader>
        <PageTitle>{card.person.name}</PageTitle>
        <PageSubtitle>
          {card.person.minor && mine ? 'For her parent or guardian · ' : ''}
          {longDate(card.wedding.date)}
        </PageSubtitle>
      </PageHeader>
      {!mine && <OtherPhoneNotice card={card} />}
      <WeddingSection card={card} />
      <TimesSection card={card} />
      {mine && card.share && <ShareSection share={card.share} />}
      {mine && card.look && token.current && (
        <LookSection look={card.look} token={token.current} artistName={card.artistName} />
      )}
      {mine && token.current && (
        // Keyed by the card's person and when it was sent, so a newer intake from the server starts the form anew.
        <IntakeSection
          key={`${card.person.id}-${card.intake?.completedAt ?? ''}-${card.locked}`}
          card={card}
          token={token.current}
          onCard={show}
          onStop={stop}
        />
      )}
    </Page>
  );
}
