import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TeamMember } from '#contract/team.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// Her team (issue 41): the lead first from Site Settings, her artists after; every field checked and named.

const json = async <T>(response: Response) => (await response.json()) as T;
const dana = { name: 'Dana Reyes', phone: '(916) 555-0142', email: 'dana@example.com', earlyStartFee: 125 };

describe('team routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.store.update((data) => {
      data.team = [];
      data.payouts = [];
      data.weddingSchedules = [];
      data.siteSettings = {
        ...structuredClone(DEFAULT_SITE_SETTINGS),
        artistName: 'Elena Marie',
        phone: '(916) 555-0100',
      };
    });
  });

  const team = (init: RequestInit & { json?: unknown } = {}, id = '') =>
    server.request(`/api/admin/team${id ? `/${id}` : ''}`, { admin: true, ...init });

  it('lists her first, from Site Settings, with no rates, then the artists she adds', async () => {
    const made = await team({ method: 'POST', json: { ...dana, rates: [{ serviceName: 'Bridesmaid', amount: 90 }] } });
    expect(made.status).toBe(201);
    const artist = await json<TeamMember>(made);
    expect(artist).toMatchObject({
      ...dana,
      lead: false,
      rates: [{ serviceName: 'Bridesmaid', amount: 90 }],
      dayRate: null,
      w9OnFile: false,
      active: true,
    });
    const list = await json<TeamMember[]>(await team());
    expect(list.map((member) => [member.id, member.name, member.lead])).toEqual([
      ['lead', 'Elena Marie', true],
      [artist.id, 'Dana Reyes', false],
    ]);
    expect(list[0]).toMatchObject({ phone: '(916) 555-0100', rates: [], dayRate: null });
    // Nothing of her is stored.
    expect(server.store.data.team).toHaveLength(1);
  });

  it('edits an artist, and refuses to change or delete the lead', async () => {
    const { id } = await json<TeamMember>(await team({ method: 'POST', json: dana }));
    const edited = await team({ method: 'PUT', json: { ...dana, dayRate: 450, w9OnFile: true, active: false } }, id);
    expect(await json<TeamMember>(edited)).toMatchObject({ dayRate: 450, w9OnFile: true, active: false });
    expect((await team({ method: 'PUT', json: dana }, 'lead')).status).toBe(400);
    const refused = await team({ method: 'DELETE' }, 'lead');
    expect(refused.status).toBe(400);
    expect((await json<{ error: string }>(refused)).error).toContain('lead artist');
    expect((await team({ method: 'PUT', json: dana }, 'nobody')).status).toBe(404);
  });

  it('deletes an artist, and every chair she worked goes back to the lead in the same write', async () => {
    const { id } = await json<TeamMember>(await team({ method: 'POST', json: dana }));
    const schedule = await server.request('/api/admin/wedding-schedules', {
      method: 'POST',
      admin: true,
      json: { clientName: 'Zoë', pin: '7731', weddingDate: '2026-09-12', chairs: 2, chairArtists: ['lead', id] },
    });
    expect(schedule.status, await schedule.clone().text()).toBe(201);
    expect(await json<{ chairArtists: string[] }>(schedule)).toMatchObject({ chairs: 2, chairArtists: ['lead', id] });
    expect((await team({ method: 'DELETE' }, id)).status).toBe(200);
    expect(server.store.data.team).toEqual([]);
    expect(server.store.data.weddingSchedules[0]!.chairArtists).toEqual(['lead', 'lead']);
    expect((await team({ method: 'DELETE' }, id)).status).toBe(404);
  });

  it('refuses to delete an artist with payouts recorded, who can be switched off instead', async () => {
    const { id } = await json<TeamMember>(await team({ method: 'POST', json: dana }));
    const payout = await server.request('/api/admin/payouts', {
      method: 'POST',
      admin: true,
      json: { artistId: id, amount: 300, paidOn: '2026-09-13', method: 'zelle', note: '', bookingId: '' },
    });
    expect(payout.status, await payout.clone().text()).toBe(201);
    const refused = await team({ method: 'DELETE' }, id);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Dana Reyes has payouts recorded');
    expect(server.store.data.team.map((artist) => artist.id)).toEqual([id]);
    const off = await team({ method: 'PUT', json: { ...dana, active: false } }, id);
    expect(off.status, await off.clone().text()).toBe(200);
  });

  it.each([
    [{ ...dana, name: '' }, 'name', 'Name is required'],
    [{ ...dana, phone: '12' }, 'phone', 'Phone must be a number that can receive a text'],
    [{ ...dana, email: 'dana@' }, 'email', 'E-mail must be an address such as dana@gmail.com'],
    [
      {
        ...dana,
        rates: [
          { serviceName: 'Bridesmaid', amount: 90 },
          { serviceName: 'Bride', amount: 90 },
          { serviceName: 'X', amount: -1 },
        ],
      },
      'rates.2.amount',
      'Rate cannot be negative',
    ],
    [
      { ...dana, rates: [{ serviceName: 'Bride', amount: 90.125 }] },
      'rates.0.amount',
      'Rate can have at most two decimals (cents)',
    ],
    [
      {
        ...dana,
        rates: [
          { serviceName: 'Bride', amount: 1 },
          { serviceName: 'bride', amount: 2 },
        ],
      },
      'rates',
      'Give each service one rate',
    ],
    [{ ...dana, dayRate: 0 }, 'dayRate', 'A day rate must be more than $0 (leave it empty to pay per service)'],
    [{ ...dana, dayRate: '450' }, 'dayRate', undefined],
    [{ ...dana, earlyStartFee: 1e9 }, 'earlyStartFee', 'Early-start fee must be at most $10,000'],
    [{ ...dana, w9OnFile: 'yes' }, 'w9OnFile', 'W-9 on file must be ticked or not'],
    [{ ...dana, name: 'x'.repeat(81) }, 'name', undefined],
    [{ ...dana, rates: 'lots' }, 'rates', 'Rates must be a list'],
  ])('refuses %j, naming %s', async (body, field, message) => {
    const refused = await team({ method: 'POST', json: body });
    expect(refused.status).toBe(400);
    const answer = await json<{ error: string; field?: string }>(refused);
    expect(answer.field).toBe(field);
    if (message) expect(answer.error).toBe(message);
    expect(server.store.data.team).toEqual([]);
  });

  it('never takes a tax number, an id or a lead flag from the body', async () => {
    const made = await json<TeamMember & { ssn?: string }>(
      await team({ method: 'POST', json: { ...dana, ssn: '123-45-6789', id: 'lead', lead: true, createdAt: 'x' } }),
    );
    expect(made.ssn).toBeUndefined();
    expect(made.id).not.toBe('lead');
    expect(made.lead).toBe(false);
    expect(JSON.stringify(server.store.data.team)).not.toContain('123-45-6789');
  });

  it('is behind the admin guard, and refuses a body that is not an object', async () => {
    expect((await server.request('/api/admin/team')).status).toBe(401);
    expect((await server.request('/api/admin/team', { method: 'POST', json: dana })).status).toBe(401);
    expect((await server.request('/api/admin/TEAM', { method: 'POST', json: dana })).status).toBe(401);
    expect((await team({ method: 'POST', json: [dana] })).status).toBe(400);
  });

  it('refuses a chair artist who is not on her team, naming the chair', async () => {
    const refused = await server.request('/api/admin/wedding-schedules', {
      method: 'POST',
      admin: true,
      json: {
        clientName: 'Zoë',
        pin: '7732',
        weddingDate: '2026-09-12',
        chairs: 3,
        chairArtists: ['lead', '__proto__'],
      },
    });
    expect(refused.status).toBe(400);
    expect(await json<{ field: string; error: string }>(refused)).toEqual({
      error: 'Choose an artist of your team for chair 2',
      field: 'chairArtists.1',
    });
    const five = await server.request('/api/admin/wedding-schedules', {
      method: 'POST',
      admin: true,
      json: { clientName: 'Zoë', pin: '7733', weddingDate: '2026-09-12', chairs: 5 },
    });
    expect(five.status).toBe(400);
    expect((await json<{ error: string }>(five)).error).toBe('Chairs must be 1 to 4');
  });
});
