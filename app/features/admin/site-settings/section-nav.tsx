import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { media, theme } from '#shared/theme.ts';

// Site Settings is thousands of pixels long on a phone: a row of jump links, kept in view under the site's header,
// takes her to each section, and says how many of its fields still hold a first-run placeholder.

const Bar = styled.nav`
  position: sticky;
  top: ${theme.layout.navHeight};
  z-index: 3;
  /* A grid item: without this its row of links, not the screen, would set its width. */
  min-width: 0;
  /* Edge to edge of the page's padding, so what scrolls under it does not show at its sides. */
  margin: 0 -${theme.space.md};
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.colors.ivory};
  border-bottom: 1px solid ${theme.colors.line};
  ul {
    list-style: none;
    margin: 0;
    padding: 2px;
    display: flex;
    gap: ${theme.space.xs};
    overflow-x: auto;
    scrollbar-width: thin;
  }
  ${media.lg} {
    ul {
      flex-wrap: wrap;
    }
  }
  a {
    /* Holds the words only a screen reader reads, inside the row that scrolls. */
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 40px;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.white};
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    white-space: nowrap;
    text-decoration: none;
    &:hover {
      border-color: ${theme.colors.roseDeep};
    }
  }
  .count {
    padding: 0 6px;
    border: 1px solid ${theme.colors.goldDeep};
    border-radius: ${theme.radii.pill};
    background: #fff4d6;
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export interface SectionLink {
  /** The id of the section's title, which the link brings into view and focuses. */
  titleId: string;
  title: string;
  /** Fields in it still holding a first-run placeholder; none shown for 0. */
  placeholders?: number;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Brings a section to the top, just under the sticky bars, and puts focus on its title, so the next Tab is in it.
 * The address does not change: a jump is no page of its own for Back to return to.
 */
function jump(event: MouseEvent<HTMLAnchorElement>, titleId: string) {
  event.preventDefault();
  const title = document.getElementById(titleId);
  if (!title) return;
  const bar = event.currentTarget.closest('nav')!;
  const covered = parseFloat(getComputedStyle(bar).top) + bar.offsetHeight;
  const section = title.closest('section') ?? title;
  const top = section.getBoundingClientRect().top + window.scrollY - covered - 8;
  window.scrollTo({ top, behavior: reducedMotion() ? 'auto' : 'smooth' });
  if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
  title.focus({ preventScroll: true });
}

export function SectionNav({ links }: { links: readonly SectionLink[] }) {
  return (
    <Bar aria-label="Site Settings sections">
      <ul>
        {links.map(({ titleId, title, placeholders = 0 }) => (
          <li key={titleId}>
            <a href={`#${titleId}`} onClick={(event) => jump(event, titleId)}>
              {title}
              {placeholders > 0 && (
                <span className="count">
                  {placeholders} left<span className="sr-only"> to make your own</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </Bar>
  );
}
