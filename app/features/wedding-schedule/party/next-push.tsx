import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { sacramentoDate } from '#contract/calendar-day.ts';
import type { PartyCard } from '#contract/party-link.ts';
import { IPHONE_PUSH_MESSAGE } from '#contract/party-push.ts';
import { ApiError } from '#shared/api-client.ts';
import { isStandalone } from '#shared/pwa/install-prompt.ts';
import { currentSubscription, pushSupported, subscribeThisDevice } from '#shared/pwa/web-push.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useHydrated } from '#shared/use-hydrated.ts';
import { CardTitle, SectionCard } from '../components/schedule-styles.tsx';
import { addPartyPush, removePartyPush } from './party-api.ts';

// "Tell me when I'm next" (issue 42): her phone subscribes to the one push the server sends when a tap on the chair
// board makes her the next one in her chair. Only on the phone that holds her link; an iPhone gets push only in a
// site added to the Home Screen, so there it says how.

const Lead = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.muted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  p {
    margin: 0;
    font-weight: 600;
  }
`;

const Problem = styled.p`
  margin: ${theme.space.sm} 0 0;
  color: ${theme.colors.danger};
`;

const onIphone = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

type Offer = 'none' | 'iphone' | 'push';

export function NextPushSection({ card, token }: { card: PartyCard; token: string }) {
  const hydrated = useHydrated();
  const push = card.push;
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  // On only when the server has her device and this browser still holds its subscription.
  const subscribed = push?.subscribed ?? 0;
  useEffect(() => {
    if (!hydrated || subscribed === 0 || !pushSupported()) {
      setOn(false);
      return;
    }
    let live = true;
    void currentSubscription()
      .then((held) => live && setOn(held !== null))
      .catch(() => live && setOn(false));
    return () => {
      live = false;
    };
  }, [hydrated, subscribed]);

  // Nothing to be told once the wedding is over (the server forgets her devices then).
  if (!hydrated || !push || card.claim !== 'mine' || card.wedding.date.slice(0, 10) < sacramentoDate(new Date())) {
    return null;
  }
  const offer: Offer = onIphone() && !isStandalone() ? 'iphone' : pushSupported() ? 'push' : 'none';
  if (offer === 'none') return null;

  const turnOn = async () => {
    setBusy(true);
    setProblem('');
    try {
      const subscription = await subscribeThisDevice(push.publicKey);
      await addPartyPush(token, subscription);
      setOn(true);
    } catch (error) {
      setProblem(
        error instanceof ApiError || error instanceof Error ? error.message : 'Notifications could not be turned on',
      );
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    setProblem('');
    try {
      await removePartyPush(token);
      setOn(false);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Notifications could not be turned off');
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard as="section" aria-labelledby="party-next-push-title" data-next-push={on ? 'on' : 'off'}>
      <CardTitle id="party-next-push-title">When you&rsquo;re next</CardTitle>
      {offer === 'iphone' ? (
        <Lead>{IPHONE_PUSH_MESSAGE}</Lead>
      ) : (
        <>
          <Lead>On the wedding morning, this phone gets one notification when you are next in your chair.</Lead>
          <Row role="status">
            {on ? (
              <>
                <p>Notifications on</p>
                <Button type="button" $variant="secondary" disabled={busy} onClick={() => void turnOff()}>
                  Turn off
                </Button>
              </>
            ) : (
              <Button type="button" disabled={busy} onClick={() => void turnOn()}>
                Tell me when I&rsquo;m next
              </Button>
            )}
          </Row>
          {problem && <Problem role="alert">{problem}</Problem>}
        </>
      )}
    </SectionCard>
  );
}
