import styled from 'styled-components';
import { longDate } from '#contract/calendar-day.ts';
import { callSheetChanges } from '#contract/call-sheet.ts';
import { theme } from '#shared/theme.ts';
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
import { formatSavedAt, weddingClockAt } from '../format/schedule-format.ts';
import { forgetCallSheetToken, getCallSheet, linkRefused, takeCallSheetToken } from './call-sheet-api.ts';
import { Arrive, BringSection, FacesSection, PaySection, WhereSection } from './call-sheet-sections.tsx';
import {
  forgetCallSheet,
  isPastKeeping,
  loadSavedCallSheet,
  saveCallSheet,
  type SavedCallSheet,
} from './saved-call-sheet.ts';
import { CallSheetBoard } from '../live/call-sheet-board.tsx';
import { useSavedLinkPage } from '../storage/use-saved-link-page.ts';

// A team artist's call sheet (`/call-sheet#<token>`), from the link the lead artist texted her: the wedding's date,
// where to get ready and park, when to arrive, the lead's phone, her faces in order, what to bring and her pay. Kept on
// her phone (IndexedDB) so it opens at 6 AM with no signal once opened, under "Up to date / Last updated"; deleted
// the day after the wedding, and when the server refuses the link (401, 404, 410), in the server's words.

const Changed = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: #fff4d6;
  border: 2px solid #b7791f;
  p {
    margin: 0;
    font-weight: 700;
    color: ${theme.colors.ink};
  }
`;

const today = () => weddingClockAt(new Date()).date;

/** The server's sheet, beside the copy she first opened (kept from before, or this one). */
async function fetchSheet(token: string): Promise<Omit<SavedCallSheet, 'savedAt'>> {
  const sheet = await getCallSheet(token);
  const kept = await loadSavedCallSheet(token);
  return { sheet, first: kept?.first ?? sheet };
}

// The day after the wedding nothing of it stays on the phone.
const expired = (saved: SavedCallSheet) =>
  isPastKeeping(saved.sheet.date, today())
    ? 'This wedding is over: its call sheet has been deleted from this phone.'
    : undefined;

export function CallSheetPage() {
  const { state, token, refresh, keep } = useSavedLinkPage<SavedCallSheet>({
    takeToken: takeCallSheetToken,
    forgetToken: forgetCallSheetToken,
    load: loadSavedCallSheet,
    save: saveCallSheet,
    forget: forgetCallSheet,
    fetch: fetchSheet,
    linkRefused,
    noTokenMessage: 'Open the call sheet link you were texted.',
    failedMessage: 'Your call sheet could not be opened.',
    expired,
  });

  if (state.step !== 'ready') {
    return (
      <Page aria-busy={state.step === 'loading'}>
        <Panel>
          <PanelTitle>Your call sheet</PanelTitle>
          {state.step === 'loading' && <Message role="status">Opening your call sheet…</Message>}
          {state.step === 'stopped' && (
            <Message role="alert" data-link-refused="">
              {state.message}
            </Message>
          )}
          {state.step === 'failed' && (
            <>
              <Message role="alert">{state.message}</Message>
              <PanelLead>Your call sheet opens without signal once you have opened it here one time.</PanelLead>
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

  const { sheet, first, savedAt } = state.saved;
  const changes = callSheetChanges(first, sheet);
  return (
    <Page data-call-sheet={sheet.artist.id}>
      {changes && (
        <Changed role="alert" data-changed="">
          <p>Changed since you opened it: {changes}</p>
          <Button type="button" $size="sm" $variant="secondary" onClick={() => keep({ sheet, first: sheet })}>
            Got it
          </Button>
        </Changed>
      )}
      <Freshness refresh={state.refresh} saved={formatSavedAt(savedAt)} />
      <PageHeader>
        <PageTitle>Call sheet · {sheet.artist.name}</PageTitle>
        <PageSubtitle>{longDate(sheet.date)}</PageSubtitle>
      </PageHeader>
      <Arrive data-arrive="">
        {sheet.arrivalTime
          ? `Arrive by ${sheet.arrivalTime}`
          : `Your arrival time shows here once ${sheet.leadName} plans the morning`}
      </Arrive>
      {token && <CallSheetBoard token={token} bookingId={sheet.bookingId} date={sheet.date} />}
      <WhereSection sheet={sheet} />
      {token && <FacesSection sheet={sheet} token={token} />}
      <BringSection bring={sheet.bring} />
      <PaySection pay={sheet.pay} />
    </Page>
  );
}
