import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PublicSiteSettings, type SiteSettings } from '#contract/site-settings.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// The first run's Hair group (issue 38): suggested prices, switched off until she turns it on; a switched-off group
// reaches no visitor, and a save from a dashboard older than the switch leaves it as it was.

describe('the Hair group', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(() => server.close());

  const admin = async () => (await (await server.request('/api/admin/site', { admin: true })).json()) as SiteSettings;
  const visible = async () => (await (await server.request('/api/site')).json()) as PublicSiteSettings;
  const put = (body: unknown) => server.request('/api/admin/site', { method: 'PUT', admin: true, json: body });
  const names = (groups: readonly { name: string }[]) => groups.map((group) => group.name);

  it('is in her first-run list, switched off, and reaches no visitor until she turns it on', async () => {
    const hair = (await admin()).serviceGroups.find((group) => group.name === 'Hair')!;
    expect(hair.offered).toBe(false);
    expect(hair.items.map((item) => [item.name, item.price])).toEqual([
      ['Bridal Hair', 200],
      ['Bridesmaid Hair', 125],
      ['Half-up / Touch-up style', 85],
    ]);
    expect(names((await visible()).serviceGroups)).not.toContain('Hair');

    // A dashboard older than the switch sends the groups without it: Hair stays off.
    const old = structuredClone(DEFAULT_SITE_SETTINGS) as { serviceGroups: { offered?: boolean }[] };
    for (const group of old.serviceGroups) delete group.offered;
    expect((await put(old)).status).toBe(200);
    expect(names((await visible()).serviceGroups)).not.toContain('Hair');

    const on = structuredClone(DEFAULT_SITE_SETTINGS);
    on.serviceGroups.find((group) => group.name === 'Hair')!.offered = true;
    expect((await put(on)).status).toBe(200);
    expect(names((await visible()).serviceGroups)).toContain('Hair');
  });
});
