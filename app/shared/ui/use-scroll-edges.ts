import { useEffect, useRef, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** There is more to see to the left / to the right. */
  left: boolean;
  right: boolean;
}

/**
 * Tracks whether a horizontal scroller can move further each way, for arrow buttons that show only while there is
 * more in their direction. When an arrow is about to hide while it has keyboard focus, focus goes to the other arrow
 * (or the scroller) while the arrow is still on screen, instead of falling back to the top of the page.
 */
export function useScrollEdges(
  scroller: RefObject<HTMLElement | null>,
  initial: ScrollEdges = { left: false, right: false },
) {
  const leftArrow = useRef<HTMLButtonElement>(null);
  const rightArrow = useRef<HTMLButtonElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>(initial);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => {
      const max = element.scrollWidth - element.clientWidth;
      const next = { left: element.scrollLeft > 1, right: element.scrollLeft < max - 1 };
      const focused = document.activeElement;
      if (!next.right && focused === rightArrow.current) (next.left ? leftArrow.current : element)?.focus();
      if (!next.left && focused === leftArrow.current) (next.right ? rightArrow.current : element)?.focus();
      setEdges((current) => (current.left === next.left && current.right === next.right ? current : next));
    };
    element.addEventListener('scroll', measure, { passive: true });
    // The content can change size without the box doing so (a table filling in), so both are watched. The observer
    // also gives the first measurement, once the browser has laid the page out anyway: measuring here instead would
    // force that layout in the middle of the page coming to life.
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    if (element.firstElementChild) resize.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [scroller]);

  return { edges, leftArrow, rightArrow };
}
