import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import type { Policy, PublicPolicy } from '#contract/policy.ts';
import { type PublicSiteSettings, type SiteSettings } from '#contract/site-settings.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { weddingBookingBody } from '#test-support/wedding-booking.ts';
import { SEED_POLICIES } from '../store/seed.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// Her rules, stated once (issue 37): the sentences that state them are written from her settings and follow them;
// the ones she rewrote stay hers.

const json = async <T>(response: Response) => (await response.json()) as T;
const fifty = (): SiteSettings => ({
  ...structuredClone(DEFAULT_SITE_SETTINGS),
  travelFee: { ...DEFAULT_SITE_SETTINGS.travelFee, baseFee: 50, includedMiles: 15 },
});

describe('her rule texts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(() => server.close());

  const save = (body: unknown) => server.request(api.adminSite.save.path(), { method: 'PUT', admin: true, json: body });
  const site = async () => json<PublicSiteSettings>(await server.request('/api/site'));
  const policies = async () => json<PublicPolicy[]>(await server.request('/api/policies'));
  const travel = async () => (await policies()).find((policy) => policy.title === 'Travel Fee')!.content;

  it('follow a $50 base fee covering 15 miles everywhere they state it, and go back with her settings', async () => {
    expect((await site()).included.onLocationNote).toBe('From $40 travel');
    const saved = await save(fifty());
    expect(saved.status).toBe(200);
    // The answer is what is stored: the form shows the words that now follow her fee.
    expect((await json<SiteSettings>(saved)).included.onLocationNote).toBe('From $50 travel');
    const now = await site();
    expect(now.included.onLocationNote).toBe('From $50 travel');
    expect(now.included.onLocation).toEqual([
      'The artist comes to your getting-ready location',
      'Base travel fee of $50 covers up to 15 miles',
      'Beyond 15 miles, $1.00 per mile round trip',
    ]);
    expect(await travel()).toBe(
      'On-location services have a base travel fee of $50, which covers up to 15 miles from my residence in Sacramento.\n\n' +
        'Beyond 15 miles, travel is $1.00 per mile, round trip.',
    );
    // Back to the first-run settings: back to the spec's words, byte for byte.
    expect((await save(DEFAULT_SITE_SETTINGS)).status).toBe(200);
    expect((await site()).included).toEqual(DEFAULT_SITE_SETTINGS.included);
    expect((await policies()).map(({ title, content }) => ({ title, content }))).toEqual(
      SEED_POLICIES.map(({ title, content }) => ({ title, content })),
    );
  });

  it('leave a policy she rewrote word for word', async () => {
    const own = (await json<Policy[]>(await server.request('/api/admin/policies', { admin: true }))).find(
      (policy) => policy.title === 'Travel Fee',
    )!;
    const words = 'I travel anywhere for $40 within 10 miles of Sacramento.';
    await server.request(`/api/admin/policies/${own.id}`, {
      method: 'PUT',
      admin: true,
      json: { ...own, content: words },
    });
    expect((await save(fifty())).status).toBe(200);
    expect(await travel()).toBe(words);
    await server.request(`/api/admin/policies/${own.id}`, { method: 'PUT', admin: true, json: own });
    expect((await save(DEFAULT_SITE_SETTINGS)).status).toBe(200);
  });

  it('take her wedding minimum: the policies, the group note and the booking warning say 5', async () => {
    const refused = await save({ ...DEFAULT_SITE_SETTINGS, weddingMinimum: 0 });
    expect(refused.status).toBe(400);
    expect(await json<{ error: string; field: string }>(refused)).toMatchObject({
      error: 'Wedding minimum (services) must be at least 1',
      field: 'weddingMinimum',
    });
    expect((await save({ ...DEFAULT_SITE_SETTINGS, weddingMinimum: 5 })).status).toBe(200);
    const now = await site();
    expect(now.weddingMinimum).toBe(5);
    expect(now.serviceGroups[0]!.note).toBe('Minimum of 5 services');
    const texts = (await policies()).map((policy) => policy.content).join('\n');
    expect(texts).toContain('A minimum of 5 services is required');
    expect(texts).toContain('do not count toward the 5-service wedding minimum');
    const party = ['Bridal Makeup', 'Bridesmaid', 'Bridesmaid', 'Bridesmaid'].map((service, index) => ({
      name: `Person ${index + 1}`,
      service,
    }));
    const made = await server.request('/api/admin/bookings', {
      method: 'POST',
      admin: true,
      json: weddingBookingBody({ party }),
    });
    const booking = await json<BookingAnswer>(made);
    expect(booking.warnings).toContain(
      "A Saturday wedding needs at least 5 services; this party has 4 (a bridal preview doesn't count).",
    );
    await server.request(`/api/admin/bookings/${booking.id}`, { method: 'DELETE', admin: true });
    expect((await save(DEFAULT_SITE_SETTINGS)).status).toBe(200);
  });
});

describe('a data file from before her rule texts followed her settings', () => {
  let dataDir: string;
  let server: TestServer;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-rule-texts-'));
    // Her $50 fee saved while the words stayed the first run's, and no wedding minimum or sample switch yet.
    const { weddingMinimum: _minimum, showSampleTestimonials: _samples, ...older } = fifty();
    const policy = (index: number) => ({
      ...SEED_POLICIES[index]!,
      id: `p${index}`,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    const own = { ...policy(1), content: 'My previews are $175, booked on their own.' };
    await writeFile(
      path.join(dataDir, 'db.json'),
      JSON.stringify({ siteSettings: older, policies: [policy(0), own, policy(2), policy(3)], seededAt: 'x' }),
    );
    server = await startTestServer({ dataDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loads with the new settings at their first-run values and the first-run words written from her settings', async () => {
    const settings = await json<SiteSettings>(await server.request('/api/admin/site', { admin: true }));
    expect(settings.weddingMinimum).toBe(4);
    expect(settings.showSampleTestimonials).toBe(true);
    expect(settings.included.onLocationNote).toBe('From $50 travel');
    const policies = await json<PublicPolicy[]>(await server.request('/api/policies'));
    expect(policies.map((policy) => policy.content)).toEqual([
      SEED_POLICIES[0]!.content,
      'My previews are $175, booked on their own.',
      SEED_POLICIES[2]!.content,
      'On-location services have a base travel fee of $50, which covers up to 15 miles from my residence in Sacramento.\n\n' +
        'Beyond 15 miles, travel is $1.00 per mile, round trip.',
    ]);
  });
});
