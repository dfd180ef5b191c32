import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '#shared/theme.ts';

// On a phone a booking is one long column (details, money, texts, agreement): a row of jump links at its top stays
// under the site's bar while she scrolls, and takes her to each part in one tap (or Tab and Enter).

export interface BookingSectionLink {
  /** The element id of the part it jumps to. */
  id: string;
  label: string;
}

const Nav = styled.nav`
  position: sticky;
  top: ${theme.layout.navHeight};
  z-index: 20;
  margin: 0 calc(-1 * ${theme.space.md}) ${theme.space.md};
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.colors.white};
  border-bottom: 1px solid ${theme.colors.line};
  ${media.sm} {
    margin: 0 calc(-1 * ${theme.space.lg}) ${theme.space.md};
    padding: ${theme.space.xs} ${theme.space.lg};
  }
  ${media.lg} {
    position: static;
    margin: 0 0 ${theme.space.md};
    padding: 0;
    border: 0;
  }
  /* One row of equal parts on a phone, so all four show at once under the site's bar. */
  ul {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.lg} {
      display: flex;
      flex-wrap: wrap;
    }
  }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0 ${theme.space.xs};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.cream};
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.xs};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
    ${media.sm} {
      font-size: ${theme.fontSizes.sm};
    }
    ${media.lg} {
      padding: 0 ${theme.space.md};
    }
    &:hover {
      color: ${theme.colors.roseDeep};
    }
  }
`;

/** One part of the booking the links jump to: focusable by the jump (not by Tab), and clear of the sticky bars. */
export const BookingPart = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  min-width: 0;
  scroll-margin-top: calc(${theme.layout.navHeight} + 4.5rem);
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.roseDeep};
    outline-offset: 4px;
  }
`;

export function BookingPartWrap({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <BookingPart id={id} role="group" aria-label={label} tabIndex={-1}>
      {children}
    </BookingPart>
  );
}

/**
 * The jump links. A jump scrolls the part into view and moves focus to it, so the next Tab goes on from there; the
 * address stays as it is, so Back still leaves the dashboard rather than stepping through jumps.
 */
export function BookingSectionNav({ sections, label }: { sections: readonly BookingSectionLink[]; label: string }) {
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <Nav aria-label={label}>
      <ul>
        {sections.map(({ id, label: words }) => (
          <li key={id}>
            <a href={`#${id}`} onClick={(event) => jump(event, id)}>
              {words}
            </a>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
