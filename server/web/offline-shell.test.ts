import { describe, expect, it } from 'vitest';
import { withHomeScreenTags } from '#contract/app-icon.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { BUILT_HOME_SCREEN_TAGS, serverOverBuiltFiles } from '../test/built-files.ts';

const startServer = serverOverBuiltFiles();

describe("the service worker's page, /index.html", () => {
  it('carries her home-screen name and monogram once she renames her business, and the build’s own script', async () => {
    const built = await startServer(BUILT_HOME_SCREEN_TAGS);
    const { server } = built;
    const firstRun = await server.request('/index.html');
    expect(firstRun.status).toBe(200);
    expect(firstRun.headers.get('content-type')).toMatch(/^text\/html/);
    expect(firstRun.headers.get('cache-control')).toBe('no-cache');
    expect(await firstRun.text()).toContain('<meta name="apple-mobile-web-app-title" content="Elena Marie" />');

    const saved = await server.request('/api/admin/site', {
      method: 'PUT',
      admin: true,
      json: { ...DEFAULT_SITE_SETTINGS, businessName: 'Sofia Reyes Beauty', artistName: 'Sofia Reyes' },
    });
    expect(saved.status).toBe(200);
    // As the worker asks for it when it installs (Workbox adds the revision).
    const page = await (await server.request('/index.html?__WB_REVISION__=abc')).text();
    expect(page).toContain('<meta name="apple-mobile-web-app-title" content="Sofia Reyes" />');
    expect(page).not.toContain('Elena Marie');
    expect(page).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png?for=SR"');
    expect(page).toContain('<link rel="icon" href="/icons/favicon.png?for=SR"');
    // Otherwise the build's shell as it is: its own entry script (it starts at once), no server-rendered content.
    expect(page).toBe(
      withHomeScreenTags(built.html, { artistName: 'Sofia Reyes', businessName: 'Sofia Reyes Beauty' }),
    );
    expect(page).toContain('<script type="module" src="/app/main.tsx"></script>');
  });

  it('writes a name safely into its tag', () => {
    const html = `<head>${BUILT_HOME_SCREEN_TAGS}</head>`;
    expect(withHomeScreenTags(html, { artistName: 'Zoë "Z" <b>', businessName: 'Zoë & Co' })).toContain(
      '<meta name="apple-mobile-web-app-title" content="Zoë &quot;Z&quot; &lt;b&gt;" />',
    );
  });
});
