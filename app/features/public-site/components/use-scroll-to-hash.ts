import { useEffect, useRef } from 'react';
import { scrollToId } from './motion.ts';

/**
 * Brings the element the address's fragment names into view once the page shows it (`ready`): a link such as
 * `/policies#travel-fee-policy` from another page arrives at the top (the layout scrolls there on every route
 * change) and, from the service worker's shell, before the list has loaded; the browser's own jump to a fragment
 * only works for an element already in the server's HTML. Once per page view.
 */
export function useScrollToHash(ready: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id || !document.getElementById(id)) return;
    // After the layout's own scroll to the top, which runs after this (a parent's effects come after its child's).
    const frame = requestAnimationFrame(() => {
      done.current = true;
      scrollToId(id);
    });
    return () => cancelAnimationFrame(frame);
  }, [ready]);
}
