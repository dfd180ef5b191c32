import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { BUILT_MANIFEST_LINK, serverOverBuiltFiles } from '../test/built-files.ts';

const startServer = serverOverBuiltFiles();

describe("the wedding-day schedule's own app", () => {
  it('is what its page names: its own id, start and scope, her business in its name; the site keeps its own', async () => {
    const { server } = await startServer(BUILT_MANIFEST_LINK);
    const saved = await server.request('/api/admin/site', {
      method: 'PUT',
      admin: true,
      json: { ...DEFAULT_SITE_SETTINGS, businessName: 'Sofia Reyes Beauty', artistName: 'Sofia Reyes' },
    });
    expect(saved.status).toBe(200);

    const schedulePage = await (await server.request('/wedding-day-schedule')).text();
    expect(schedulePage).toContain('<link rel="manifest" href="/wedding-day-schedule.webmanifest">');
    expect(schedulePage).not.toContain('href="/manifest.webmanifest"');
    expect(await (await server.request('/services')).text()).toContain(
      '<link rel="manifest" href="/manifest.webmanifest">',
    );

    const answer = await server.request('/wedding-day-schedule.webmanifest');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      id: '/wedding-day-schedule',
      start_url: '/wedding-day-schedule',
      scope: '/wedding-day-schedule',
      name: 'Wedding Day Schedule | Sofia Reyes Beauty',
      short_name: 'My Schedule',
      display: 'standalone',
    });
    expect(manifest.shortcuts).toBeUndefined();
    for (const icon of manifest.icons) expect(icon.src).toMatch(/\?for=SR$/);

    const site = await (await server.request('/manifest.webmanifest')).json();
    expect(site).toMatchObject({ id: '/', start_url: '/', scope: '/', name: 'Sofia Reyes Beauty' });
  });
});
