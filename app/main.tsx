import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { readEmbeddedData } from './features/public-site/data/public-data.tsx';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App initialData={readEmbeddedData()} />
  </StrictMode>
);

// Public pages arrive rendered by the server and are hydrated; the bare shell (dashboard, schedule page, the
// service worker's offline copy) has nothing to hydrate and is rendered from scratch.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
