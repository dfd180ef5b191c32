import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqInput } from '../../contract/faq.ts';
import { policyInput } from '../../contract/policy.ts';
import { vendorInput } from '../../contract/vendor.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { DEFAULT_SITE_SETTINGS } from '../../contract/site-settings-defaults.ts';
import { SEED_FAQS, SEED_POLICIES, SEED_VENDORS } from './seed.ts';

describe('starting content', () => {
  let dataDir: string;
  let server: TestServer;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-seed-'));
    server = await startTestServer({ dataDir, seed: true });
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is valid by the same schemas the owner is held to', () => {
    for (const faq of SEED_FAQS) expect(v.safeParse(faqInput, faq).success).toBe(true);
    for (const policy of SEED_POLICIES) expect(v.safeParse(policyInput, policy).success).toBe(true);
    for (const vendor of SEED_VENDORS) expect(v.safeParse(vendorInput, vendor).issues).toBeUndefined();
  });

  it("gives visitors the spec's policies, with the travel fee counted from the home city", async () => {
    const policies: { title: string; content: string }[] = await (await server.request('/api/policies')).json();
    expect(policies.map((policy) => policy.title)).toEqual([
      'Booking Minimum',
      'Bridal Previews',
      'Deposit',
      'Travel Fee',
    ]);
    const text = policies.map((policy) => policy.content).join('\n');
    for (const fact of [
      'minimum of 4 services',
      'Saturdays or Sundays',
      'booked separately',
      '$100 non-refundable',
      'signed contract',
      "6 months' notice",
      '$40',
      '10 miles',
      `residence in ${DEFAULT_SITE_SETTINGS.homeCity}`,
      '$1.00 per mile, round trip',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toContain('{personal}');
  });

  it('gives visitors FAQs that point to the prices and policies instead of copying them', async () => {
    const faqs: { question: string; answer: string }[] = await (await server.request('/api/faqs')).json();
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    const text = faqs.map((faq) => `${faq.question}\n${faq.answer}`).join('\n');
    for (const fact of [
      'text message',
      'Services page',
      'Deposit policy',
      'within 24 hours',
      'complimentary touch-up kit',
    ]) {
      expect(text).toContain(fact);
    }
    // Prices, amounts and years live once, in Site Settings and the policies: an FAQ never keeps an old copy.
    expect(text).not.toMatch(/\$\d|\b20\d\d\b/);
  });

  it('gives the public directory its 12 sample vendors in the six groups, with example links only', async () => {
    const vendors: { category: string; socialUrl: string; website: string; name: string }[] = await (
      await server.request('/api/recommended-vendors')
    ).json();
    const counts = Object.fromEntries(
      [
        'Photographers',
        'Hairstylists',
        'Makeup Artists',
        'Hair and Makeup',
        'Coordinators & Planners',
        'Content Creators',
      ].map((category) => [category, vendors.filter((item) => item.category === category).length]),
    );
    expect(counts).toEqual({
      Photographers: 3,
      Hairstylists: 2,
      'Makeup Artists': 2,
      'Hair and Makeup': 3,
      'Coordinators & Planners': 1,
      'Content Creators': 1,
    });
    expect(vendors).toHaveLength(12);
    for (const item of vendors) {
      expect(new URL(item.socialUrl).hostname).toMatch(/(^|\.)example\.com$/);
      if (item.website) expect(new URL(item.website).hostname).toMatch(/(^|\.)example\.com$/);
      expect(item.name).toMatch(/\(sample\)$/);
    }
    expect(vendors.some((item) => item.website)).toBe(true);
  });

  it('happens once: a deleted seeded FAQ stays deleted after a restart', async () => {
    const faqs = await (await server.request('/api/admin/faqs', { admin: true })).json();
    expect((await server.request(`/api/admin/faqs/${faqs[0].id}`, { method: 'DELETE', admin: true })).status).toBe(200);
    const edited = faqs[1];
    await server.request(`/api/admin/faqs/${edited.id}`, {
      method: 'PUT',
      admin: true,
      json: { ...edited, answer: 'My own words' },
    });
    await server.close();

    server = await startTestServer({ dataDir, seed: true });
    const after = await (await server.request('/api/admin/faqs', { admin: true })).json();
    expect(after).toHaveLength(faqs.length - 1);
    expect(after.some((faq: { id: string }) => faq.id === faqs[0].id)).toBe(false);
    expect(after.find((faq: { id: string }) => faq.id === edited.id).answer).toBe('My own words');
  });
});
