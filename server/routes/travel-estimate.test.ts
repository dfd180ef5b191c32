import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import { TRAVEL_ESTIMATE_HOURLY_LIMIT_MESSAGE, TRAVEL_ESTIMATES_PAUSED } from '#contract/messages.ts';
import { forgetZipTableForTests, isZipTableLoaded } from '../bookings/zip-places.ts';
import { startWithBookings } from '../test/seeded-bookings.ts';
import type { TestServer } from '../test/test-server.ts';

// The public travel estimate says a little about where she lives with each answer: so it is held to a few an hour
// per address and a number an hour for the whole site, and it costs nothing (no ZIP table) while it cannot answer.
// Its answers themselves are tested in availability.test.ts.

const MINUTE = 60_000;
let now = Date.parse('2026-05-01T19:00:00Z');

/** A visitor's estimate, from `address` (the server trusts X-Forwarded-For here, as behind her proxy). */
const estimateFrom = (server: TestServer, zip: string, address: string) =>
  server.request(`${api.travelEstimate.path()}?zip=${zip}`, { headers: { 'x-forwarded-for': address } });

describe('the travel estimate before her home ZIP is set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startWithBookings({ siteSettings: { homeZip: '' } }, { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => server.close());

  it('answers "quoted by text" without loading the ZIP table, and loads it once she sets her ZIP', async () => {
    // As in a fresh process: the test files of one worker share its modules, and another file may have read it.
    forgetZipTableForTests();
    expect(isZipTableLoaded()).toBe(false);
    for (const zip of ['95603', '00000']) {
      const response = await estimateFrom(server, zip, '198.18.0.1');
      expect(response.status, zip).toBe(404);
      expect(await response.json()).toEqual({ error: 'Travel is not estimated online yet: it is quoted by text.' });
      expect(isZipTableLoaded(), zip).toBe(false);
    }
    expect((await server.request(`${api.availability.path()}?from=2026-05-01&to=2026-06-30`)).status).toBe(200);
    expect(isZipTableLoaded()).toBe(false);

    await server.store.update((data) => {
      data.siteSettings.homeZip = '95814';
    });
    const response = await estimateFrom(server, '95603', '198.18.0.1');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ place: 'Auburn, CA' });
    expect(isZipTableLoaded()).toBe(true);
  });
});

describe('how many travel estimates are answered', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startWithBookings(
      { siteSettings: { homeZip: '95814' } },
      { clock: () => now, env: { TRUST_PROXY: 'true', TRAVEL_ESTIMATES_PER_HOUR: '40' } },
    );
  });
  afterAll(() => server.close());

  it('answers 20 an hour from one address, then 429 with a message and Retry-After, while another address is answered', async () => {
    // Malformed asks say nothing and cost nothing.
    for (const zip of ['abc', '9560', '']) expect((await estimateFrom(server, zip, '198.18.1.1')).status).toBe(400);
    // Known and unknown ZIPs alike count.
    for (let i = 0; i < 20; i += 1) {
      const response = await estimateFrom(server, i === 0 ? '00000' : '95603', '198.18.1.1');
      expect(response.status, String(i)).toBe(i === 0 ? 404 : 200);
    }
    const limited = await estimateFrom(server, '95616', '198.18.1.1');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: TRAVEL_ESTIMATE_HOURLY_LIMIT_MESSAGE });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(55 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(limited.headers.get('cache-control')).not.toMatch(/public/);
    // A malformed ask still gets its 400 naming the field, with no name or id in it.
    const malformed = await estimateFrom(server, 'abc', '198.18.1.1');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'ZIP must be 5 digits, such as 95603', field: 'zip' });

    // Someone else is answered; her dashboard is never counted.
    expect((await estimateFrom(server, '95616', '198.18.1.2')).status).toBe(200);
    const hers = await server.request(`${api.adminTravelEstimate.path()}?zip=95616`, {
      admin: true,
      headers: { 'x-forwarded-for': '198.18.1.1' },
    });
    expect(hers.status).toBe(200);

    // An hour on, the first address is answered again.
    now += 61 * MINUTE;
    expect((await estimateFrom(server, '95616', '198.18.1.1')).status).toBe(200);
  });

  it('answers a configured number an hour for the whole site, however many addresses ask', async () => {
    now += 61 * MINUTE;
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1) statuses.push((await estimateFrom(server, '95603', `198.18.2.${i}`)).status);
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(40)).toEqual([429, 429, 429, 429, 429]);
    const paused = await estimateFrom(server, '95603', '198.18.3.1');
    expect(paused.status).toBe(429);
    expect(await paused.json()).toEqual({ error: TRAVEL_ESTIMATES_PAUSED });
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Her own estimates go on.
    expect((await server.request(`${api.adminTravelEstimate.path()}?zip=95603`, { admin: true })).status).toBe(200);
    now += 61 * MINUTE;
    expect((await estimateFrom(server, '95603', '198.18.3.1')).status).toBe(200);
  });
});
