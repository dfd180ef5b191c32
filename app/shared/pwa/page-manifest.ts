import { useEffect } from 'react';

/** The site's own manifest (vite.config.ts names it; the server writes it from her settings). */
export const SITE_MANIFEST = '/manifest.webmanifest';

/**
 * The page names its own app's manifest while it is open (the site's again once she leaves it), so that what is
 * installed from it opens it. The server's HTML of the page names it already; the service worker's copy of the page
 * (one shell for every page) names the site's until this runs.
 */
export function usePageManifest(href: string) {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return;
    link.setAttribute('href', href);
    return () => link.setAttribute('href', SITE_MANIFEST);
  }, [href]);
}
