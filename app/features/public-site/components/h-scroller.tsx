import { useEffect, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media, theme } from '#shared/theme.ts';
import { useScrollEdges } from '#shared/ui/use-scroll-edges.ts';
import { scrollBehavior } from './motion.ts';

const Wrap = styled.div`
  position: relative;
`;

const Track = styled.div<{ $snap: boolean }>`
  display: flex;
  gap: ${theme.space.md};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  padding: ${theme.space.sm} ${theme.space.xs} ${theme.space.lg};
  scrollbar-width: thin;
  scrollbar-color: ${theme.colors.blush} transparent;
  cursor: grab;
  ${({ $snap }) =>
    $snap &&
    css`
      scroll-snap-type: x mandatory;
      /* Matches the side padding, so the first card's snap point is the very start. */
      scroll-padding-inline: ${theme.space.xs};
      & > * {
        scroll-snap-align: start;
      }
    `}
  & > * {
    flex: 0 0 auto;
  }
  &[data-dragging='true'] {
    cursor: grabbing;
    scroll-snap-type: none;
    user-select: none;
  }
  &:focus-visible {
    outline-offset: 4px;
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right'; $fromMd: boolean }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'left' ? 'left: -12px;' : 'right: -12px;')}
  transform: translateY(-70%);
  z-index: 2;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 1px solid ${theme.colors.line};
  background: rgba(255, 255, 255, 0.95);
  color: ${theme.colors.ink};
  box-shadow: ${theme.shadows.card};
  cursor: pointer;
  display: ${({ $fromMd }) => ($fromMd ? 'none' : 'inline-flex')};
  align-items: center;
  justify-content: center;
  transition:
    background ${theme.motion.fast},
    color ${theme.motion.fast};
  &:hover {
    background: ${theme.colors.roseDeep};
    color: ${theme.colors.white};
  }
  ${media.md} {
    display: inline-flex;
  }
  /* Shown only while there is more in that direction. */
  &[hidden] {
    display: none;
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;

function Chevron({ side }: { side: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d={side === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

interface HScrollerProps {
  /** Names the scroll area and its buttons for screen readers. */
  label: string;
  children: ReactNode;
  /** Pixels per arrow press. */
  step?: number;
  /** Arrow buttons only from medium screens up (phones swipe). */
  arrowsFromMd?: boolean;
  snap?: boolean;
}

/**
 * A horizontal row: arrow buttons scroll by a fixed step, a mouse can drag it, a vertical wheel scrolls it
 * sideways (only while it can still move, so the page keeps scrolling at the ends), and it is focusable so
 * the keyboard's arrow keys scroll it too.
 */
export function HScroller({ label, children, step = 300, arrowsFromMd = false, snap = false }: HScrollerProps) {
  const track = useRef<HTMLDivElement>(null);
  const { edges: more, leftArrow, rightArrow } = useScrollEdges(track, { left: false, right: true });

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const max = element.scrollWidth - element.clientWidth;
      const canMove = event.deltaY > 0 ? element.scrollLeft < max - 1 : element.scrollLeft > 0;
      if (!canMove) return;
      event.preventDefault();
      element.scrollLeft += event.deltaY;
    };
    element.addEventListener('wheel', onWheel, { passive: false });

    let drag: { x: number; left: number; moved: boolean } | null = null;
    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      drag = { x: event.clientX, left: element.scrollLeft, moved: false };
    };
    const onMove = (event: PointerEvent) => {
      if (!drag) return;
      const dx = event.clientX - drag.x;
      if (!drag.moved && Math.abs(dx) < 5) return;
      drag.moved = true;
      element.dataset.dragging = 'true';
      element.scrollLeft = drag.left - dx;
    };
    const onUp = () => {
      if (!drag) return;
      const moved = drag.moved;
      drag = null;
      delete element.dataset.dragging;
      if (moved) {
        // A drag should not also count as a click on the card under the pointer.
        const swallow = (event: MouseEvent) => {
          event.preventDefault();
          event.stopPropagation();
        };
        element.addEventListener('click', swallow, { capture: true, once: true });
        setTimeout(() => element.removeEventListener('click', swallow, { capture: true }), 0);
      }
    };
    const preventImageDrag = (event: DragEvent) => event.preventDefault();
    element.addEventListener('pointerdown', onDown);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    element.addEventListener('dragstart', preventImageDrag);
    return () => {
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      element.removeEventListener('dragstart', preventImageDrag);
    };
  }, []);

  const scroll = (direction: -1 | 1) => track.current?.scrollBy({ left: direction * step, behavior: scrollBehavior() });

  return (
    <Wrap>
      <Arrow
        ref={leftArrow}
        type="button"
        $side="left"
        $fromMd={arrowsFromMd}
        aria-label={`Scroll ${label} left`}
        hidden={!more.left}
        onClick={() => scroll(-1)}
      >
        <Chevron side="left" />
      </Arrow>
      <Track ref={track} $snap={snap} role="region" aria-label={label} tabIndex={0} data-testid="h-scroller">
        {children}
      </Track>
      <Arrow
        ref={rightArrow}
        type="button"
        $side="right"
        $fromMd={arrowsFromMd}
        aria-label={`Scroll ${label} right`}
        hidden={!more.right}
        onClick={() => scroll(1)}
      >
        <Chevron side="right" />
      </Arrow>
    </Wrap>
  );
}
