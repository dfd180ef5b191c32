import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { firstNameOf } from '#contract/booking-texts.ts';
import { longDate } from '#contract/calendar-day.ts';
import type { ThankYouView } from '#contract/thank-you.ts';
import { ApiError } from '#shared/api-client.ts';
import { useSite } from '#shared/site-settings.tsx';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import {
  CardTitle,
  Message,
  Page,
  PageHeader,
  PageSubtitle,
  PageTitle,
  Panel,
  PanelTitle,
  SectionCard,
} from '../components/schedule-styles.tsx';
import { forgetThankYouToken, getThankYou, takeThankYouToken } from './thank-you-api.ts';
import { TestimonialForm } from './testimonial-form.tsx';

// The bride's thank-you page (`/thank-you#<token>`), from the link her artist sent after the wedding: her thanks by
// name, the artist's review links (whatever she thinks of the day, with no rating chosen for her), and her one
// testimonial, hers to change until it is published.

type State = { step: 'loading' } | { step: 'stopped'; message: string } | { step: 'ready'; view: ThankYouView };

const Thanks = styled.p`
  text-align: center;
  margin: ${theme.space.md} 0 0;
  color: ${theme.colors.text};
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  a {
    width: 100%;
    justify-content: center;
  }
`;

export function ThankYouPage() {
  const { artistName } = useSite();
  const [state, setState] = useState<State>({ step: 'loading' });
  const token = useRef<string | undefined>(undefined);

  useEffect(() => {
    const opened = takeThankYouToken();
    token.current = opened;
    if (!opened) {
      setState({ step: 'stopped', message: `Open the link ${artistName} sent you.` });
      return;
    }
    getThankYou(opened)
      .then((view) => setState({ step: 'ready', view }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 410)) forgetThankYouToken();
        setState({
          step: 'stopped',
          message: error instanceof ApiError ? error.message : 'This page could not be opened. Please try again.',
        });
      });
  }, [artistName]);

  if (state.step !== 'ready') {
    return (
      <Page aria-busy={state.step === 'loading'}>
        <Panel>
          <PanelTitle>Thank you</PanelTitle>
          {state.step === 'loading' ? (
            <Message role="status">Opening your page…</Message>
          ) : (
            <Message role="alert">{state.message}</Message>
          )}
        </Panel>
      </Page>
    );
  }

  const { view } = state;
  const first = firstNameOf(view.clientName);
  return (
    <Page data-thank-you="">
      <PageHeader>
        <PageTitle>Thank you, {first}!</PageTitle>
        <PageSubtitle>{longDate(view.eventDate)}</PageSubtitle>
      </PageHeader>
      <Thanks>It was a joy to be part of your day. Thank you for trusting me with it. &mdash; {view.artistName}</Thanks>
      {view.reviewLinks.length > 0 && (
        <SectionCard as="section" aria-labelledby="reviews-title">
          <CardTitle id="reviews-title">Leave a review</CardTitle>
          <p>A review helps other brides find {view.artistName}. Wherever you like:</p>
          <Links>
            {view.reviewLinks.map((link) => (
              <li key={link.url}>
                <Button as="a" href={link.url} target="_blank" rel="noopener noreferrer" $variant="secondary">
                  Review on {link.label}
                </Button>
              </li>
            ))}
          </Links>
        </SectionCard>
      )}
      <TestimonialForm
        token={token.current!}
        view={view}
        onSaved={(saved) => setState({ step: 'ready', view: saved })}
        onRefused={(message) => {
          forgetThankYouToken();
          setState({ step: 'stopped', message });
        }}
      />
    </Page>
  );
}
