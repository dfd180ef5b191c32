import { longDate } from '#contract/calendar-day.ts';
import type { PartyCard } from '#contract/party-link.ts';
import { useSite } from '#shared/site-settings.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Freshness } from '#shared/ui/freshness.tsx';
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
import { forgetPartyCard, loadSavedPartyCard, savePartyCard, type SavedPartyCard } from '../storage/saved-schedule.ts';
import { useSavedLinkPage } from '../storage/use-saved-link-page.ts';
import { IntakeSection } from './intake-form.tsx';
import { LookSection } from './look-section.tsx';
import { NextPushSection } from './next-push.tsx';
import { PartyLiveCard } from '../live/live-card.tsx';
import { forgetPartyToken, getPartyCard, linkRefused, takePartyToken } from './party-api.ts';
import { OtherPhoneNotice, ShareSection, TimesSection, WeddingSection } from './party-card-sections.tsx';

// A person's own page of the party (`/party#<token>`), from the link the artist or the bride texted her: her
// wedding, her time in the chair, her share when she pays for herself, and her intake. The first phone to open the
// link claims it; another phone sees the wedding and her times only. Her card is kept on the phone (IndexedDB) so it
// opens without signal after one visit, under "Up to date / Last updated" as the schedule page says it. A replaced
// link says so in the server's words, and the page forgets it and stops asking.

export function PartyPage() {
  const { artistName } = useSite();
  const { state, token, refresh, keep, stop } = useSavedLinkPage<SavedPartyCard>({
    takeToken: takePartyToken,
    forgetToken: forgetPartyToken,
    load: loadSavedPartyCard,
    save: savePartyCard,
    forget: forgetPartyCard,
    fetch: async (asked) => ({ card: await getPartyCard(asked) }),
    linkRefused,
    noTokenMessage: `Open the link ${artistName} texted you.`,
    failedMessage: 'Your details could not be opened.',
    // On the wedding's day (her card carries the live morning) every few seconds while she looks, so a tap on the
    // chair board shows within 5 s.
    poll: (saved) => saved.card.live !== undefined,
  });
  /** A newer card: on screen and kept on the phone. */
  const show = (card: PartyCard) => keep({ card });

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

  const { card, savedAt } = state.saved;
  const mine = card.claim === 'mine';
  return (
    <Page data-party-card={card.claim}>
      <Freshness refresh={state.refresh} saved={formatSavedAt(savedAt)} />
      <PageHeader>
        <PageTitle>{card.person.name}</PageTitle>
        <PageSubtitle>
          {card.person.minor && mine ? 'For her parent or guardian · ' : ''}
          {longDate(card.wedding.date)}
        </PageSubtitle>
      </PageHeader>
      {card.live && (
        <PartyLiveCard
          live={card.live}
          savedAt={savedAt}
          stale={state.refresh === 'offline' || state.refresh === 'failed'}
        />
      )}
      {mine && token && <NextPushSection card={card} token={token} />}
      {!mine && <OtherPhoneNotice card={card} />}
      <WeddingSection card={card} />
      <TimesSection card={card} />
      {mine && card.share && <ShareSection share={card.share} />}
      {mine && card.look && token && <LookSection look={card.look} token={token} artistName={card.artistName} />}
      {mine && token && (
        // Keyed by the card's person and when it was sent, so a newer intake from the server starts the form anew.
        <IntakeSection
          key={`${card.person.id}-${card.intake?.completedAt ?? ''}-${card.locked}`}
          card={card}
          token={token}
          onCard={show}
          onStop={stop}
        />
      )}
    </Page>
  );
}
