import { Suspense, useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import styled from 'styled-components';
import { offeredGroups } from '#contract/offered-services.ts';
import { lazyWithPreload } from '#shared/lazy-with-preload.tsx';
import { useSite } from '#shared/site-settings.tsx';
import { media, theme } from '#shared/theme.ts';
import { Container, Eyebrow, Section, SectionTitle } from '#shared/ui/layout.tsx';
import { scrollToId } from '../components/motion.ts';

/** The block's address on /services: the home page links to `/services#check-your-date`. */
export const CHECK_YOUR_DATE_ID = 'check-your-date';

// The block's code is a chunk of its own, asked for only when the block comes near the screen: no page's first load
// carries it (performance-budget.json), and a visitor who never scrolls this far never downloads it.
const CheckYourDate = lazyWithPreload(() => import('./check-your-date.tsx').then((module) => module.CheckYourDate));

/** How far ahead of the screen the block's code is fetched: a fast flick should find it loaded. */
const LOAD_AHEAD = '900px 0px';

/** True once the element has come within `rootMargin` of the screen (and stays true). */
function useNearScreen(element: RefObject<HTMLElement | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);
  return near;
}

const Band = styled(Section)`
  scroll-margin-top: ${theme.layout.navHeight};
`;

const Intro = styled.div`
  text-align: center;
  max-width: ${theme.layout.narrow};
  margin: 0 auto ${theme.space.xl};
  h2 {
    margin-bottom: ${theme.space.md};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

/**
 * The block's place, held at the height it takes before anyone has typed from the first paint, so nothing below
 * moves when its code arrives. Its height is mostly fixed, plus one stepper row per service it offers (`--rows`,
 * counted from her price list): the figures are the block's heights measured with the first-run price list at the
 * narrowest width of each band (320, 360, 375, 414, 640 and 1024 px), where names wrap the most.
 */
const Slot = styled.div`
  --row: 66px;
  min-height: calc(2013px + var(--rows) * var(--row));
  @media (min-width: 360px) {
    min-height: calc(1904px + var(--rows) * var(--row));
  }
  @media (min-width: 375px) {
    min-height: calc(1831px + var(--rows) * var(--row));
  }
  @media (min-width: 414px) {
    min-height: calc(1721px + var(--rows) * var(--row));
  }
  ${media.sm} {
    --row: 57px;
    min-height: calc(1645px + var(--rows) * var(--row));
  }
  ${media.lg} {
    min-height: calc(955px + var(--rows) * var(--row));
  }
`;

const Waiting = styled.p`
  text-align: center;
  color: ${theme.colors.muted};
  padding-top: ${theme.space.xl};
`;

/**
 * "Check your date" on /services: the heading and what it does come with the page; the block itself (the date,
 * the party, the ZIP, the ready-by time, the estimate and the ready-written text) loads as it nears the screen.
 */
export function CheckYourDateSection() {
  const site = useSite();
  const slot = useRef<HTMLDivElement>(null);
  const rows = offeredGroups(site.serviceGroups, 'wedding').reduce((sum, group) => sum + group.items.length, 0);
  const near = useNearScreen(slot, LOAD_AHEAD);

  useEffect(() => {
    // Arriving from the home page's link: the route change has just scrolled to the top, so go to the block after
    // that (the browser's own jump to the fragment only works when the page came from the server).
    if (window.location.hash !== `#${CHECK_YOUR_DATE_ID}`) return;
    const frame = requestAnimationFrame(() => scrollToId(CHECK_YOUR_DATE_ID));
    return () => cancelAnimationFrame(frame);
  }, []);

  const waiting = <Waiting role="status">Loading the date checker...</Waiting>;
  return (
    <Band id={CHECK_YOUR_DATE_ID} $tone="cream" aria-labelledby="check-date-title">
      <Container>
        <Intro>
          <Eyebrow>Is my date open?</Eyebrow>
          <SectionTitle id="check-date-title">CHECK YOUR DATE</SectionTitle>
          <p>
            See at once whether your date is open, what your party comes to and when the first chair starts, then send
            me the whole thing in one text. Nothing you enter here is saved.
          </p>
        </Intro>
        <Slot ref={slot} style={{ '--rows': rows } as CSSProperties}>
          {near ? <Suspense fallback={waiting}>{<CheckYourDate />}</Suspense> : waiting}
        </Slot>
      </Container>
    </Band>
  );
}
