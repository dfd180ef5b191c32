import { useEffect, useRef } from 'react';

// The phone's Back button closes what is open on top of the page (a dialog, the menu) before it leaves the page.
// While one is open, a history entry of its own sits on top (same address, marked in its state); Back pops it, and
// the popstate closes it. Closed any other way (Cancel, Escape, a choice), it takes its entry away again, so Back
// then leaves the page as it would have. Several open at once stack by depth: Back closes the top one.

/** The key in `history.state` that marks an entry as one an open dialog or menu put there. */
const DEPTH_KEY = 'backClosesDepth';
const TOKEN_KEY = 'backClosesToken';

type Marked = Record<string, unknown> & { [DEPTH_KEY]?: number; [TOKEN_KEY]?: string };

const state = (): Marked | null => {
  const current: unknown = window.history.state;
  return current && typeof current === 'object' ? (current as Marked) : null;
};
const depthNow = () => {
  const depth = state()?.[DEPTH_KEY];
  return typeof depth === 'number' ? depth : 0;
};

let tokens = 0;

/**
 * While `open`, Back calls `close` instead of leaving the page. `close` is read when it is needed, so it may be a new
 * function on every render.
 */
export function useBackCloses(open: boolean, close: () => void) {
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!open) return;
    const depth = depthNow() + 1;
    tokens += 1;
    const token = `${Date.now()}-${tokens}`;
    window.history.pushState({ ...(state() ?? {}), [DEPTH_KEY]: depth, [TOKEN_KEY]: token }, '');
    let popped = false;
    const onPopState = () => {
      if (depthNow() >= depth) return;
      popped = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (popped) return;
      // Closed another way: its entry goes, unless something has gone on from it meanwhile (a link it held, another
      // page): then going back would undo that, so the entry stays, a step Back passes through. Checked after the
      // closing choice has done what it does, which may itself move in the history.
      window.setTimeout(() => {
        if (state()?.[TOKEN_KEY] === token) window.history.back();
      }, 0);
    };
  }, [open]);
}
