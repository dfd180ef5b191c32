import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { atFirstInteraction } from '../at-first-interaction.ts';
import { lazyWithPreload } from '../lazy-with-preload.tsx';
import { theme } from '../theme.ts';
import { toastDuration, type ShownToast, type ToastMessage } from './toast-message.ts';

interface Notices {
  show: (message: ToastMessage) => void;
  /** Fetches the view's code at her first interaction, once: called by every component that can show a notice. */
  prepare: () => void;
}

const ToastContext = createContext<Notices>({ show: () => {}, prepare: () => {} });

/**
 * Shows a notification: one at a time (a new one replaces the last), 5 s (10 s with an action), swipe to dismiss, F8
 * to focus; hovering or focusing it pauses the time.
 */
export function useToast(): (message: ToastMessage) => void {
  const { show, prepare } = useContext(ToastContext);
  useEffect(prepare, [prepare]);
  return show;
}

const ToastView = lazyWithPreload(() => import('./toast-view.tsx').then((m) => m.ToastView));

/** Said in place of a notice whose code could not be fetched (no signal before the site was kept for offline use). */
const PlainNotice = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 1000;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.white};
  border-bottom: 1px solid ${theme.colors.line};
  p {
    margin: 0;
    flex: 1 1 12rem;
    text-align: center;
  }
  button {
    min-height: 32px;
    min-width: 32px;
    border: 0;
    background: none;
    color: ${theme.colors.ink};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-label] {
    font-size: 1.4rem;
    line-height: 1;
  }
`;

/**
 * Notices are shown on few pages (the schedule page, the dashboard), so the code that draws them is a chunk of its
 * own, fetched at her first tap or key press on a page that can show one (a notice mostly answers something she
 * did), instead of being part of every visitor's first page. Fetched when idle, it was evaluated while the page came
 * to life: a 25 to 30 ms task at 1x, counted in a phone's blocking time. A notice asked for before that code is here
 * waits for it (the service worker has it precached); if it cannot be fetched, the words are still shown, plainly.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  // 'absent' until the code is here.
  const [view, setView] = useState<'absent' | 'ready' | 'failed'>('absent');
  // The view is drawn from the first notice on, and then kept mounted, so its region and F8 are there for the next
  // one. Not before: drawing it adds its styles to the page's sheet, and the browser then restyles and lays out the
  // whole page (on the home page 25 to 35 ms at 1x, a long task at a phone's 7x) for a region with nothing in it.
  const [viewDrawn, setViewDrawn] = useState(false);
  if (current && !viewDrawn) setViewDrawn(true);
  const show = useCallback((message: ToastMessage) => setCurrent({ ...message, key: Date.now() }), []);
  const close = useCallback(() => setCurrent(null), []);
  const fetchView = useCallback(
    () =>
      ToastView.preload().then(
        () => setView('ready'),
        () => setView('failed'),
      ),
    [],
  );
  const [prepared, setPrepared] = useState(false);
  const prepare = useCallback(() => setPrepared(true), []);
  useEffect(() => (prepared ? atFirstInteraction(() => void fetchView()) : undefined), [prepared, fetchView]);
  const notices = useMemo(() => ({ show, prepare }), [show, prepare]);
  useEffect(() => {
    if (current && view !== 'ready') void fetchView();
  }, [current, view, fetchView]);
  // The plain notice goes away on the same clock as the real one, so it never covers the page's header for good.
  useEffect(() => {
    if (!current || view !== 'failed') return;
    const timer = window.setTimeout(close, toastDuration(current));
    return () => window.clearTimeout(timer);
  }, [current, view, close]);
  return (
    <ToastContext.Provider value={notices}>
      {children}
      {view === 'ready' && viewDrawn && <ToastView current={current} onClose={close} />}
      {view === 'failed' && current && (
        <PlainNotice role="status">
          <p>
            {current.title}
            {current.description && `: ${current.description}`}
          </p>
          {current.action && (
            <button type="button" onClick={current.action.onAction}>
              {current.action.label}
            </button>
          )}
          <button type="button" aria-label="Dismiss notification" onClick={close}>
            ×
          </button>
        </PlainNotice>
      )}
    </ToastContext.Provider>
  );
}
