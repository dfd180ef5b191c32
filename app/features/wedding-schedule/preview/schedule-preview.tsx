import { Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { api, SCHEDULE_TOKEN_HEADER } from '#contract/api.ts';
import { PREVIEW_FROM_DASHBOARD } from '#contract/schedule-preview.ts';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { ApiError, callWithResponse } from '#shared/api-client.ts';
import { lazyWithPreload } from '#shared/lazy-with-preload.tsx';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { Center, Message, Page, Panel, PanelLead, PanelTitle } from '../components/schedule-styles.tsx';

const ScheduleView = lazyWithPreload(() => import('../components/schedule-view.tsx').then((m) => m.ScheduleView));

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  border: 1px dashed ${theme.colors.roseDeep};
  background: ${theme.colors.white};
  font-size: ${theme.fontSizes.sm};
  p {
    margin: 0;
  }
`;

type State =
  | { step: 'loading' }
  | { step: 'failed'; status: number; message: string }
  | { step: 'loaded'; data: ClientSchedule; token: string; at: number };

/**
 * The owner's preview of one bride's page: the schedule page as the bride sees it once her PIN opens it (the same
 * answer, fetched with her admin session, by the schedule's id), under a note only the owner sees. Nothing is saved
 * on this phone, and nothing on it asks for or counts a PIN.
 */
export function SchedulePreview({ scheduleId }: { scheduleId: string }) {
  const [state, setState] = useState<State>({ step: 'loading' });
  const [, navigate] = useLocation();

  useEffect(() => {
    let current = true;
    setState({ step: 'loading' });
    void ScheduleView.preload().catch(() => undefined);
    callWithResponse(api.adminBridePage, { params: { id: scheduleId } })
      .then(({ data, headers }) => {
        if (current)
          setState({ step: 'loaded', data, token: headers.get(SCHEDULE_TOKEN_HEADER) ?? '', at: Date.now() });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const status = error instanceof ApiError ? error.status : 0;
        const message =
          status === 401
            ? 'Log in to your dashboard on this phone to preview a bride’s page.'
            : status === 404
              ? 'This wedding schedule no longer exists.'
              : error instanceof ApiError
                ? error.message
                : 'The preview could not be loaded.';
        setState({ step: 'failed', status, message });
      });
    return () => {
      current = false;
    };
  }, [scheduleId]);

  // Opened from the dashboard, Back itself returns to it (her place there kept); opened any other way, a link does.
  const back = () => {
    const from: unknown = window.history.state;
    if (from && typeof from === 'object' && PREVIEW_FROM_DASHBOARD in from) window.history.back();
    else navigate('/admin');
  };
  const backButton = (
    <Button type="button" $size="sm" $variant="secondary" onClick={back}>
      Back to dashboard
    </Button>
  );

  return (
    <Page>
      {state.step === 'loading' && (
        <Panel>
          <PanelTitle>Wedding Day Schedule</PanelTitle>
          <Message role="status">Loading the bride’s page...</Message>
        </Panel>
      )}
      {state.step === 'failed' && (
        <Panel>
          <PanelTitle>Wedding Day Schedule</PanelTitle>
          <Message role="alert">{state.message}</Message>
          <PanelLead>This is the preview of a bride’s page for you, the owner.</PanelLead>
          <Center>{backButton}</Center>
        </Panel>
      )}
      {state.step === 'loaded' && (
        <>
          <Note role="note" aria-label="Preview" data-print="hide">
            <p>
              <strong>Preview:</strong> {state.data.schedule.clientName}’s page as she sees it once her PIN opens it.
              Only you see this note.
            </p>
            {backButton}
          </Note>
          <Suspense fallback={<Message role="status">Opening the bride’s page...</Message>}>
            <ScheduleView
              data={state.data}
              savedAt={state.at}
              refresh="fresh"
              onForget={back}
              agreementAccess={state.token ? { token: state.token } : undefined}
            />
          </Suspense>
        </>
      )}
    </Page>
  );
}
