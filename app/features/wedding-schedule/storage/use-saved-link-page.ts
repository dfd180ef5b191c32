import { useCallback, useEffect, useRef, useState } from 'react';
import { LIVE_POLL_MS } from '#contract/live-morning.ts';
import { ApiError } from '#shared/api-client.ts';
import type { RefreshState } from '#shared/ui/freshness.tsx';

// The one way a private-link page (`/party#<token>`, `/call-sheet#<token>`) opens: the token from the address (or kept
// from before), the copy saved on the phone at once, then the server's; "Up to date / Last updated" while it asks; a
// refused link (401, 404, 410) forgets the token and the copy and stops asking; signal coming back and the phone
// picked up again ask quietly. Each page keeps its own words and what it keeps beside the copy.

/** What a page keeps on the phone: its copy and when it was fetched (epoch milliseconds). */
export interface SavedCopy {
  savedAt: number;
}

export type LinkPageState<S extends SavedCopy> =
  | { step: 'loading' }
  | { step: 'stopped'; message: string }
  | { step: 'failed'; message: string }
  | { step: 'ready'; saved: S; refresh: RefreshState };

export interface SavedLinkPageOptions<S extends SavedCopy> {
  takeToken: () => string | undefined;
  forgetToken: (token: string) => void;
  load: (token: string) => Promise<S | undefined>;
  save: (token: string, saved: S) => Promise<unknown>;
  forget: (token: string) => Promise<void>;
  /** The server's copy, with whatever the page keeps beside it. */
  fetch: (token: string) => Promise<Omit<S, 'savedAt'>>;
  linkRefused: (error: unknown) => error is ApiError;
  /** Shown when there is no token in the address nor kept. */
  noTokenMessage: string;
  /** Shown when the first copy could not be fetched for a reason other than a refused link. */
  failedMessage: string;
  /** Why a saved copy is no longer kept (it is then forgotten like a refused link), or undefined. */
  expired?: (saved: S) => string | undefined;
  /** While true for the copy on screen, a quiet check every few seconds while she looks (the wedding's morning). */
  poll?: (saved: S) => boolean;
}

export function useSavedLinkPage<S extends SavedCopy>(options: SavedLinkPageOptions<S>) {
  const [state, setState] = useState<LinkPageState<S>>({ step: 'loading' });
  const token = useRef<string | undefined>(undefined);
  const fetching = useRef(false);
  // The page's functions, latest: only the words shown without a token re-open the page when they change.
  const given = useRef(options);
  given.current = options;
  const { noTokenMessage } = options;

  const stop = useCallback((message: string) => {
    const stopped = token.current;
    token.current = undefined;
    if (stopped) {
      given.current.forgetToken(stopped);
      void given.current.forget(stopped);
    }
    setState({ step: 'stopped', message });
  }, []);

  /** A newer copy: on screen and kept on the phone. */
  const keep = useCallback((copy: Omit<S, 'savedAt'>) => {
    const saved = { ...copy, savedAt: Date.now() } as S;
    if (token.current) void given.current.save(token.current, saved);
    setState({ step: 'ready', saved, refresh: 'fresh' });
  }, []);

  /** Asks the server; the copy on screen stays while it is asked, and when asking fails for a passing reason. */
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
        const copy = await given.current.fetch(asked);
        if (token.current === asked) keep(copy);
      } catch (error) {
        if (token.current !== asked) return;
        if (given.current.linkRefused(error)) {
          stop(error.message);
          return;
        }
        const offline = error instanceof ApiError && error.status === 0;
        setState((s) =>
          s.step === 'ready'
            ? { ...s, refresh: offline ? 'offline' : 'failed' }
            : { step: 'failed', message: error instanceof ApiError ? error.message : given.current.failedMessage },
        );
      } finally {
        fetching.current = false;
      }
    },
    [keep, stop],
  );

  // The link's token, from the address or kept from before; again when another link is opened in this tab (only the
  // part after # changes, so the page is not loaded anew). The saved copy shows at once, then the server's.
  useEffect(() => {
    const open = async () => {
      const opened = given.current.takeToken();
      token.current = opened;
      if (!opened) {
        setState({ step: 'stopped', message: noTokenMessage });
        return;
      }
      const saved = await given.current.load(opened);
      if (token.current !== opened) return;
      const gone = saved && given.current.expired?.(saved);
      if (gone) {
        stop(gone);
        return;
      }
      setState(saved ? { step: 'ready', saved, refresh: 'refreshing' } : { step: 'loading' });
      await refresh();
    };
    void open();
    const onHashChange = () => {
      if (window.location.hash.includes('.')) void open();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [noTokenMessage, refresh, stop]);

  // Signal coming back and the phone picked up again: a quiet check; while `poll` holds, every few seconds.
  const ready = state.step === 'ready';
  const polling = state.step === 'ready' && (options.poll?.(state.saved) ?? false);
  useEffect(() => {
    if (!polling) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && navigator.onLine) void refresh(true);
    }, LIVE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [polling, refresh]);
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

  return { state, token: token.current, refresh, keep, stop };
}
