import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import { longDate, sacramentoDate } from '#contract/calendar-day.ts';
import type { FacesView } from '#contract/faces.ts';
import { ApiError, call } from '#shared/api-client.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { Freshness, type RefreshState as SharedRefreshState } from '#shared/ui/freshness.tsx';
import { ChairBoard, type BoardTransport } from '#shared/chair-board/chair-board.tsx';
import { formatSavedAt } from '#shared/saved-at.ts';

import { FaceCard } from './face-card.tsx';
import {
  forgetAllFaces,
  forgetPastFaces,
  loadSavedFaces,
  photosOf,
  saveFaces,
  type SavedFaces,
} from './saved-faces.ts';

// Faces (`/faces?booking=<id>`): a wedding's people in chair order, each with her allergies first, for the artist at
// 6 AM in a hotel suite. It lives outside /admin because the service worker opens every page but the dashboard
// offline; its one call goes with the owner's session cookie. Each visit with signal keeps the view and its photos on
// the phone (saved-faces.ts), so it opens again with none, saying when it was last updated.

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.space.md} ${theme.space.md} ${theme.space.xxl};
  ${media.sm} {
    padding-top: ${theme.space.lg};
  }
`;

const Head = styled.header`
  margin-bottom: ${theme.space.md};
  h1 {
    margin: 0;
    font-size: clamp(2rem, 8vw, 2.75rem);
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${theme.colors.text};
    overflow-wrap: anywhere;
  }
  .eyebrow {
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${theme.colors.roseDeep};
  }
  a {
    display: inline-block;
    margin-top: ${theme.space.xs};
    padding: ${theme.space.xs} 0;
    font-size: ${theme.fontSizes.sm};
  }
`;

const Bring = styled.section`
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.cream};
  border: 1px solid ${theme.colors.rose};
  h2 {
    margin: 0 0 ${theme.space.xs};
    font-family: inherit;
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${theme.colors.roseDeep};
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
    columns: 2 10rem;
  }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  align-items: start;
  ${media.md} {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  }
`;

const Notice = styled.p`
  margin: ${theme.space.xl} auto;
  max-width: 32rem;
  text-align: center;
  font-size: ${theme.fontSizes.lg};
`;

/** How fresh the copy on screen is (a booking's Faces is never 'gone': a 404 stops the page). */
type RefreshState = Exclude<SharedRefreshState, 'gone'>;

type State =
  | { step: 'loading' }
  | { step: 'stopped'; message: string; signIn?: boolean }
  | { step: 'ready'; saved: SavedFaces; refresh: RefreshState };

/** The chair board through her dashboard's routes (the session cookie goes with them). */
const adminTransport = (id: string): BoardTransport => ({
  history: () => call(api.adminProgress.history, { params: { id } }),
  tap: (body) => call(api.adminProgress.tap, { params: { id }, body }),
});

const bookingIdOf = () => new URLSearchParams(window.location.search).get('booking') ?? '';

/** Each photo's bytes, fetched with the session cookie; one that fails keeps its earlier copy when there is one. */
async function fetchPhotos(view: FacesView, before: Readonly<Record<string, Blob>>): Promise<Record<string, Blob>> {
  const blobs: Record<string, Blob> = {};
  await Promise.all(
    photosOf(view).map(async (photo) => {
      const response = await fetch(photo.url, { credentials: 'include' }).catch(() => undefined);
      if (response?.status === 401) throw new ApiError(401, 'Signed out');
      const blob = response?.ok ? await response.blob() : before[photo.id];
      if (blob) blobs[photo.id] = blob;
    }),
  );
  return blobs;
}

export function FacesPage() {
  const [bookingId] = useState(bookingIdOf);
  const [state, setState] = useState<State>({ step: 'loading' });
  const kept = useRef<SavedFaces | undefined>(undefined);

  const refresh = useCallback(async () => {
    const today = sacramentoDate(new Date());
    try {
      const view = await call(api.adminBookings.faces, { params: { id: bookingId } });
      const saved = { view, photos: await fetchPhotos(view, kept.current?.photos ?? {}), savedAt: Date.now() };
      // Kept to the end of the wedding day; after it, shown while online and not kept.
      if (view.date >= today) await saveFaces(saved);
      kept.current = saved;
      setState({ step: 'ready', saved, refresh: 'fresh' });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : -1;
      if (status === 401 || status === 403) {
        // Signed out on the server (or from another device): nothing of anyone's allergies stays on this phone.
        kept.current = undefined;
        await forgetAllFaces();
        setState({ step: 'stopped', message: 'Sign in to your dashboard to see Faces.', signIn: true });
      } else if (status === 404) {
        setState({ step: 'stopped', message: 'This booking is not in your dashboard any more.' });
      } else if (kept.current) {
        const saved = kept.current;
        setState({ step: 'ready', saved, refresh: status === 0 ? 'offline' : 'failed' });
      } else {
        setState({
          step: 'stopped',
          message:
            status === 0
              ? "You're offline, and this wedding's Faces has not been opened on this phone yet. Open it once with signal."
              : `Faces could not be loaded: ${error instanceof Error ? error.message : 'something went wrong'}.`,
        });
      }
    }
  }, [bookingId]);

  useEffect(() => {
    if (!bookingId) {
      setState({ step: 'stopped', message: 'Open Faces from a booking in your dashboard.' });
      return;
    }
    let current = true;
    void (async () => {
      await forgetPastFaces(sacramentoDate(new Date()));
      const saved = await loadSavedFaces(bookingId);
      if (!current) return;
      kept.current = saved;
      if (saved) setState({ step: 'ready', saved, refresh: 'refreshing' });
      await refresh();
    })();
    return () => {
      current = false;
    };
  }, [bookingId, refresh]);

  if (state.step !== 'ready') {
    return (
      <Page aria-busy={state.step === 'loading'}>
        <Head>
          <h1>Faces</h1>
        </Head>
        {state.step === 'loading' ? (
          <Notice role="status">Opening Faces…</Notice>
        ) : (
          <>
            <Notice role="alert">{state.message}</Notice>
            {state.signIn && (
              <p style={{ textAlign: 'center' }}>
                <Button as="a" href="/admin">
                  Sign in
                </Button>
              </p>
            )}
          </>
        )}
      </Page>
    );
  }

  const { view, photos, savedAt } = state.saved;
  return (
    <Page aria-labelledby="faces-title">
      <Head>
        <p className="eyebrow">Faces · {longDate(view.date)}</p>
        <h1 id="faces-title">{view.clientName}</h1>
        {(view.gettingReadyAddress || view.venue) && <p>{view.gettingReadyAddress || view.venue}</p>}
        <a href="/admin">Dashboard</a>
      </Head>
      <Freshness refresh={state.refresh} saved={formatSavedAt(savedAt)} />
      {/* On the wedding's day: Start / Done for each face, kept on the phone without signal. */}
      {view.scheduleId && view.date === sacramentoDate(new Date()) && (
        <ChairBoard
          scheduleId={view.scheduleId}
          transport={adminTransport(view.scheduleId)}
          onMoved={() => void refresh()}
        />
      )}
      {view.bring.length > 0 && (
        <Bring aria-labelledby="faces-bring">
          <h2 id="faces-bring">Bring</h2>
          <ul>
            {view.bring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Bring>
      )}
      {view.people.length === 0 ? (
        <Notice>No one in this booking&apos;s party yet.</Notice>
      ) : (
        <Cards>
          {view.people.map((person) => (
            <FaceCard key={person.personId} person={person} blobs={photos} />
          ))}
        </Cards>
      )}
    </Page>
  );
}
