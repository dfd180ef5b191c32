import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { theme } from '../theme.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space.md};
  top: -100px;
  z-index: ${theme.zIndex.dialog};
  background: ${theme.colors.ink};
  color: ${theme.colors.white};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  &:focus {
    top: ${theme.space.sm};
  }
`;

const Main = styled.main`
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;

/** The shared chrome around every page; every route change starts at the top. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // Only on a change of route: on the first load she may already have scrolled the server's HTML, or the browser
  // may be restoring her place on the way back, and neither should jump to the top when the code starts.
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    window.scrollTo(0, 0);
  }, [location]);
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter />
    </>
  );
}
