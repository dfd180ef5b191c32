import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from './react-dom-client.ts';
import { App } from './app.tsx';
import { readEmbeddedData } from './features/public-site/data/public-data.tsx';
import { adoptServerStyles } from '#shared/server-styles.ts';
import { loadSiteSettings } from '#shared/site-settings.tsx';

/**
 * A pause that lets the browser run what waits (a tap, a frame) before the next step: evaluating the app's code, reading
 * the page's data and styles, and starting hydration were one task of 120 to 160 ms at 7x CPU slowdown, the longest
 * of a page's start; in three steps, none is over 65 ms.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await nextTask();
  const root = document.getElementById('root')!;
  const { site: embeddedSite, ...lists } = readEmbeddedData() ?? {};
  // The service worker's shell carries no data: the owner's settings are fetched (or remembered) before the first
  // render, so a returning visitor never sees another business's name flash by. The first-run defaults are a chunk
  // of their own, loaded only when there are no settings at all (a first visit with no signal).
  const site =
    embeddedSite ??
    (await loadSiteSettings()) ??
    (await import('#contract/site-settings-defaults.ts')).defaultPublicSettings();
  const app = (
    <StrictMode>
      <App initialData={embeddedSite ? lists : undefined} site={site} />
    </StrictMode>
  );
  // Pages arrive rendered by the server and are hydrated; the bare shell (the dashboard, the service worker's
  // offline copy) has nothing to hydrate and is rendered from scratch. Hydrating in a transition lets React yield to
  // the browser every few milliseconds instead of holding the main thread for the whole page, so a tap or scroll on a
  // slow phone is answered while the page comes to life (Next.js hydrates the same way).
  if (root.firstElementChild) {
    // styled-components takes the server's styles as its own, rather than restyling the page (server-styles.ts).
    adoptServerStyles();
    await nextTask();
    // From here React answers taps itself: /boot.js stops opening the menu and holding buttons for later.
    window.dispatchEvent(new Event('app-hydrating'));
    startTransition(() => void hydrateRoot(root, app));
  } else {
    // Her web fonts are declared by the global style this renders (font-display: block) and preloaded by the shell's
    // head, so the first paint is in them here too (#shared/fonts/web-fonts.ts).
    createRoot(root).render(app);
  }
}

void start();
