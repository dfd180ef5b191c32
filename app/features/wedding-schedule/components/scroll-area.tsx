import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '#shared/theme.ts';
import { useScrollEdges } from '#shared/ui/use-scroll-edges.ts';

/** The spec's steps: 150 px on narrow screens, 200 px from 640 px up. */
export const scrollStep = (viewportWidth: number) => (viewportWidth < 640 ? 150 : 200);

const Wrap = styled.div`
  position: relative;
`;

const Scroller = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  -webkit-overflow-scrolling: touch;
  scrollbar-width: thin;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  ${media.print} {
    overflow: visible;
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: -6px;
  transform: translateY(-50%);
  z-index: 1;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${theme.colors.line};
  background: ${theme.colors.white};
  color: ${theme.colors.roseDeep};
  box-shadow: ${theme.shadows.lifted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  ${media.print} {
    display: none;
  }
`;

/**
 * A horizontally scrolling box whose arrow buttons appear only when there is more to see in that direction, so a
 * table that fits shows no arrows at all.
 */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { edges: more, leftArrow, rightArrow } = useScrollEdges(ref);

  const scroll = (direction: 1 | -1) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollBy({ left: direction * scrollStep(window.innerWidth), behavior: reduced ? 'auto' : 'smooth' });
  };

  return (
    <Wrap>
      {more.left && (
        <Arrow
          ref={leftArrow}
          type="button"
          $side="left"
          aria-label={`Scroll ${label} left`}
          onClick={() => scroll(-1)}
        >
          ‹
        </Arrow>
      )}
      {/* Focusable so keyboard users can scroll it with the arrow keys. */}
      <Scroller
        ref={ref}
        tabIndex={more.left || more.right ? 0 : -1}
        role="region"
        aria-label={label}
        data-testid="schedule-scroller"
      >
        {children}
      </Scroller>
      {more.right && (
        <Arrow
          ref={rightArrow}
          type="button"
          $side="right"
          aria-label={`Scroll ${label} right`}
          onClick={() => scroll(1)}
        >
          ›
        </Arrow>
      )}
    </Wrap>
  );
}
