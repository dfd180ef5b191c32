import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';

/** The shared chrome around every page; every route change starts at the top. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return <main id="main">{children}</main>;
}
