import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_DIGITS_MESSAGE, PIN_LENGTH_MESSAGE } from '#contract/wedding-schedule.ts';
import { logEntries, snapshot, startTestServer, type TestServer } from '../test/test-server.ts';

const schedule = (pin: string, extra: Record<string, unknown> = {}) => ({
  clientName: 'Ava Example',
  pin,
  weddingDate: '2026-06-13T00:00:00.000Z',
  startTime: '8:00 AM',
  venueName: 'The Example Barn',
  venueAddress: '1 Example Road, Sacramento, CA',
  contactPhone: '(916) 555-0199',
  manualTotal: '$975',
  isActive: true,
  ...extra,
});

describe('wedding schedules', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PIN_GUESS_LIMIT: '100' } });
  });
  afterAll(() => server.close());

  const create = async (body: unknown) =>
    server.request('/api/admin/wedding-schedules', { method: 'POST', admin: true, json: body });

  it('gives the bride exactly her schedule and services, in order, and never the PIN', async () => {
    const created = await create(schedule('482913'));
    expect(created.status).toBe(201);
    const stored = await created.json();
    expect(stored).toMatchObject({ pin: '482913', weddingDate: '2026-06-13', isActive: true });
    const base = `/api/admin/wedding-schedules/${stored.id}/services`;
    const late = await (
      await server.request(base, {
        method: 'POST',
        admin: true,
        json: { serviceName: 'Bride', startTime: '10:30', endTime: '12:00', sortOrder: 2 },
      })
    ).json();
    const early = await (
      await server.request(base, {
        method: 'POST',
        admin: true,
        json: { serviceName: 'Mother of the Bride', startTime: '9:30', endTime: '10:30', sortOrder: 1 },
      })
    ).json();

    const response = await server.request('/api/wedding-schedule/482913');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      // Not a booking's schedule: no money or agreement to show.
      booking: null,
      agreement: null,
      schedule: {
        clientName: 'Ava Example',
        contactPhone: '(916) 555-0199',
        weddingDate: '2026-06-13',
        startTime: '8:00 AM',
        venueName: 'The Example Barn',
        venueAddress: '1 Example Road, Sacramento, CA',
        manualTotal: '$975',
      },
      services: [
        { id: early.id, serviceName: 'Mother of the Bride', startTime: '9:30', endTime: '10:30', sortOrder: 1 },
        { id: late.id, serviceName: 'Bride', startTime: '10:30', endTime: '12:00', sortOrder: 2 },
      ],
    });
    expect(JSON.stringify(body)).not.toContain('482913');

    const adminServices = await (await server.request(base, { admin: true })).json();
    expect(adminServices.map((service: { serviceName: string }) => service.serviceName)).toEqual([
      'Mother of the Bride',
      'Bride',
    ]);

    const verified = await server.request('/api/verify-pin', {
      method: 'POST',
      json: { pin: '482913', pageName: 'wedding-schedule' },
    });
    expect(verified.status).toBe(200);
    expect(JSON.stringify(await verified.json())).not.toContain('482913');
    const wrong = await server.request('/api/verify-pin', {
      method: 'POST',
      json: { pin: '000000', pageName: 'wedding-schedule' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Invalid PIN. Please try again.' });
  });

  it('answers an unknown, malformed or inactive PIN with the spec message, uncached', async () => {
    const inactive = await (await create(schedule('7391', { isActive: false }))).json();
    for (const pin of ['7391', '9999', '12', 'abcd', '1234567']) {
      const response = await server.request(`/api/wedding-schedule/${pin}`);
      expect(response.status, pin).toBe(404);
      expect(response.headers.get('cache-control'), pin).toBe('no-store');
      expect(await response.json()).toEqual({ error: 'Schedule not found or PIN invalid.' });
    }
    await server.request(`/api/admin/wedding-schedules/${inactive.id}`, {
      method: 'PUT',
      admin: true,
      json: { ...inactive, isActive: true },
    });
    expect((await server.request('/api/wedding-schedule/7391')).status).toBe(200);
  });

  it('refuses bad PINs with the spec messages, a taken PIN with 409, bad dates and wrong types, storing nothing', async () => {
    await create(schedule('246810'));
    const before = await snapshot(server);
    const cases: [unknown, number, string][] = [
      [schedule('123'), 400, PIN_LENGTH_MESSAGE],
      [schedule('12345'), 400, PIN_LENGTH_MESSAGE],
      [schedule('1234567'), 400, PIN_LENGTH_MESSAGE],
      [schedule('12a4'), 400, PIN_DIGITS_MESSAGE],
      [schedule('12 456'), 400, PIN_DIGITS_MESSAGE],
      [schedule(1234 as unknown as string), 400, PIN_LENGTH_MESSAGE],
      [schedule('246810'), 409, 'That PIN is already used by another wedding schedule; please choose a different PIN'],
      [schedule('1357', { weddingDate: '2026-02-30' }), 400, 'Wedding date must be a real date (YYYY-MM-DD)'],
      [schedule('1357', { weddingDate: '' }), 400, 'Wedding date is required'],
      [schedule('1357', { clientName: '   ' }), 400, 'Client name is required'],
      [schedule('1357', { isActive: 'yes' }), 400, 'Active must be true or false'],
      [schedule('1357', { manualTotal: 450 }), 400, 'Manual total must be text'],
    ];
    for (const [body, status, error] of cases) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await response.json()).toEqual({ error });
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('keeps a PIN unique when editing too, and answers 404 for a missing schedule or service', async () => {
    const first = await (await create(schedule('5555'))).json();
    await create(schedule('6666'));
    const clash = await server.request(`/api/admin/wedding-schedules/${first.id}`, {
      method: 'PUT',
      admin: true,
      json: { ...first, pin: '6666' },
    });
    expect(clash.status).toBe(409);
    const same = await server.request(`/api/admin/wedding-schedules/${first.id}`, {
      method: 'PUT',
      admin: true,
      json: { ...first, clientName: 'Ava B.' },
    });
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ id: first.id, pin: '5555', clientName: 'Ava B.' });

    const missing = [
      ['PUT', '/api/admin/wedding-schedules/nope', schedule('8080')],
      ['DELETE', '/api/admin/wedding-schedules/nope', undefined],
      ['GET', '/api/admin/wedding-schedules/nope/services', undefined],
      ['POST', '/api/admin/wedding-schedules/nope/services', { serviceName: 'Bride' }],
      ['PUT', '/api/admin/schedule-services/nope', { serviceName: 'Bride' }],
      ['DELETE', '/api/admin/schedule-services/nope', undefined],
    ] as const;
    for (const [method, path, json] of missing) {
      const response = await server.request(path, { method, admin: true, json });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await response.json()).error).toMatch(/not found/);
    }
  });

  it('edits and deletes services, and deleting a schedule deletes its services', async () => {
    const created = await (await create(schedule('9090'))).json();
    const base = `/api/admin/wedding-schedules/${created.id}/services`;
    const service = await (
      await server.request(base, {
        method: 'POST',
        admin: true,
        json: { serviceName: 'Bridesmaid', startTime: '9:00' },
      })
    ).json();
    expect(service).toMatchObject({ serviceName: 'Bridesmaid', startTime: '9:00', endTime: '', sortOrder: 0 });
    const edited = await server.request(`/api/admin/schedule-services/${service.id}`, {
      method: 'PUT',
      admin: true,
      json: { serviceName: 'Bridesmaid', startTime: '9:15', endTime: '10:15', sortOrder: 3 },
    });
    expect(await edited.json()).toMatchObject({ id: service.id, startTime: '9:15', sortOrder: 3 });
    const refused = await server.request(`/api/admin/schedule-services/${service.id}`, {
      method: 'PUT',
      admin: true,
      json: { serviceName: '' },
    });
    expect(await refused.json()).toEqual({ error: 'Service name is required' });
    await server.request(base, { method: 'POST', admin: true, json: { serviceName: 'Flower Girl' } });
    expect(server.store.data.scheduleServices.filter((item) => item.scheduleId === created.id)).toHaveLength(2);

    expect(
      (await server.request(`/api/admin/schedule-services/${service.id}`, { method: 'DELETE', admin: true })).status,
    ).toBe(200);
    expect(server.store.data.scheduleServices.filter((item) => item.scheduleId === created.id)).toHaveLength(1);

    expect(
      (await server.request(`/api/admin/wedding-schedules/${created.id}`, { method: 'DELETE', admin: true })).status,
    ).toBe(200);
    expect(server.store.data.scheduleServices.filter((item) => item.scheduleId === created.id)).toEqual([]);
    expect((await server.request('/api/wedding-schedule/9090')).status).toBe(404);
  });

  it('shows the bride every change at once: a new service, an edit, deactivation', async () => {
    const created = await (await create(schedule('112358'))).json();
    const look = async () => server.request('/api/wedding-schedule/112358');
    expect((await (await look()).json()).services).toEqual([]);
    await server.request(`/api/admin/wedding-schedules/${created.id}/services`, {
      method: 'POST',
      admin: true,
      json: { serviceName: 'Bride' },
    });
    expect((await (await look()).json()).services.map((item: { serviceName: string }) => item.serviceName)).toEqual([
      'Bride',
    ]);
    await server.request(`/api/admin/wedding-schedules/${created.id}`, {
      method: 'PUT',
      admin: true,
      json: { ...created, venueName: 'New Venue' },
    });
    expect((await (await look()).json()).schedule.venueName).toBe('New Venue');
    await server.request(`/api/admin/wedding-schedules/${created.id}`, {
      method: 'PUT',
      admin: true,
      json: { ...created, isActive: false },
    });
    expect((await look()).status).toBe(404);
  });

  it('never writes a PIN into the request log', async () => {
    await create(schedule('314159'));
    await server.request('/api/wedding-schedule/314159');
    await server.request('/api/wedding-schedule/271828');
    await server.request('/api/wedding-schedule/314159?x=1');
    // Any spelling the router would not even match still carries the digits someone typed.
    for (const path of [
      '/API/WEDDING-SCHEDULE/577215',
      '/api/Wedding-Schedule/577215',
      '/api/wedding%2Dschedule/577215',
      '/api//wedding-schedule/577215',
    ]) {
      await server.request(path);
    }
    const lines = logEntries(server.logs);
    const redacted = lines.filter((line) => line.path === '/api/wedding-schedule/[redacted]');
    expect(redacted.some((line) => line.status === 200)).toBe(true);
    expect(redacted.some((line) => line.status === 404)).toBe(true);
    // The request id is random hex: it is left out, so its digits cannot look like a PIN.
    for (const { reqId: _id, ...line } of lines) {
      expect(JSON.stringify(line)).not.toMatch(/314159|271828|577215/);
    }
  });

  it('shows the PIN only to the owner: admin lists carry it, public lists never do', async () => {
    await create(schedule('161803'));
    const admin = await (await server.request('/api/admin/wedding-schedules', { admin: true })).json();
    expect(admin.some((item: { pin: string }) => item.pin === '161803')).toBe(true);
    for (const path of [
      '/api/faqs',
      '/api/policies',
      '/api/testimonials',
      '/api/gallery',
      '/api/recommended-vendors',
    ]) {
      expect(await (await server.request(path)).text()).not.toContain('161803');
    }
    const withoutKey = await server.request('/api/admin/wedding-schedules');
    expect(withoutKey.status).toBe(401);
    expect(await withoutKey.text()).not.toContain('161803');
  });
});

describe('PIN guessing', () => {
  it('lets a bride who mistypes twice in, and stops a guesser with 429 well before 100 tries', async () => {
    const server = await startTestServer({ env: { PIN_GUESS_LIMIT: '10' } });
    try {
      await server.request('/api/admin/wedding-schedules', { method: 'POST', admin: true, json: schedule('4321') });
      expect((await server.request('/api/wedding-schedule/4312')).status).toBe(404);
      expect((await server.request('/api/wedding-schedule/3421')).status).toBe(404);
      expect((await server.request('/api/wedding-schedule/4321')).status).toBe(200);

      let tries = 0;
      let status = 404;
      for (let guess = 0; status === 404 && tries < 100; guess += 1) {
        status = (await server.request(`/api/wedding-schedule/${String(guess).padStart(4, '0')}`)).status;
        tries += 1;
      }
      expect(status).toBe(429);
      expect(tries).toBeLessThan(100);
      // Locked out means locked out: even the right PIN waits, and the POST check shares the budget.
      const locked = await server.request('/api/wedding-schedule/4321');
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await server.request('/api/verify-pin', { method: 'POST', json: { pin: '4321' } })).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});

const guestsOnOneWifi = (server: TestServer, path: string, init: RequestInit = {}) =>
  server.request(path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': '198.51.100.20' },
  });

describe('guess limits on the wedding day', () => {
  const venue = { TRUST_PROXY: 'true' };

  it('lets ten guests on one venue Wi-Fi who each mistype once all open their schedule, at the default limits', async () => {
    const server = await startTestServer({ env: venue });
    try {
      await server.request('/api/admin/wedding-schedules', { method: 'POST', admin: true, json: schedule('246810') });
      for (const typo of [
        '246801',
        '246811',
        '24681',
        '2468100',
        '246180',
        '264810',
        '246819',
        '146810',
        '246816',
        '246870',
      ]) {
        expect((await guestsOnOneWifi(server, `/api/wedding-schedule/${typo}`)).status).toBe(404);
      }
      for (let guest = 0; guest < 10; guest += 1) {
        expect((await guestsOnOneWifi(server, '/api/wedding-schedule/246810')).status).toBe(200);
      }
    } finally {
      await server.close();
    }
  });

  it('lets a phone refresh with its device token without guessing: after a PIN change or deactivation it hears the schedule is gone', async () => {
    const server = await startTestServer({ env: { ...venue, PIN_GUESS_LIMIT: '3' } });
    try {
      const created = await (
        await server.request('/api/admin/wedding-schedules', { method: 'POST', admin: true, json: schedule('135790') })
      ).json();
      const opened = await guestsOnOneWifi(server, '/api/wedding-schedule/135790');
      const token = opened.headers.get('x-schedule-token')!;
      expect(token.length).toBeGreaterThan(40);
      expect(token).not.toContain('135790');
      const refresh = (headers: Record<string, string> = {}) =>
        guestsOnOneWifi(server, '/api/wedding-schedule', { headers: { 'x-schedule-token': token, ...headers } });

      // Ten phones refreshing, again and again: never a guess.
      for (let i = 0; i < 30; i += 1) expect((await refresh()).status).toBe(200);
      const fresh = await refresh();
      expect(await fresh.json()).toEqual(await opened.json());
      expect(fresh.headers.get('cache-control')).toBe('no-store');
      // A phone that already has this version is told so in a few bytes.
      const unchanged = await refresh({ 'if-none-match': fresh.headers.get('etag')! });
      expect(unchanged.status).toBe(304);

      // Deactivated: every phone hears it is gone, and none of it counts as a guess.
      await server.request(`/api/admin/wedding-schedules/${created.id}`, {
        method: 'PUT',
        admin: true,
        json: schedule('135790', { isActive: false }),
      });
      for (let i = 0; i < 10; i += 1) {
        const gone = await refresh();
        expect(gone.status).toBe(404);
        expect(await gone.json()).toEqual({ error: 'This schedule is no longer available.' });
      }
      // Active again under a new PIN: the old token is over, the new PIN opens it, with a new token.
      await server.request(`/api/admin/wedding-schedules/${created.id}`, {
        method: 'PUT',
        admin: true,
        json: schedule('975310'),
      });
      expect((await refresh()).status).toBe(404);
      const reopened = await guestsOnOneWifi(server, '/api/wedding-schedule/975310');
      expect(reopened.status).toBe(200);
      expect(reopened.headers.get('x-schedule-token')).not.toBe(token);

      // Forged and mangled tokens are simply not found; none of them counts either.
      for (const forged of [
        `${created.id}.${'A'.repeat(43)}`,
        token.slice(0, -1),
        `${token}x`,
        'x'.repeat(5000),
        '',
        '.',
        'é'.repeat(50),
      ]) {
        const response = await guestsOnOneWifi(server, '/api/wedding-schedule', {
          headers: forged ? { 'x-schedule-token': encodeURIComponent(forged) } : {},
        });
        expect(response.status).toBe(404);
      }
      expect((await guestsOnOneWifi(server, '/api/wedding-schedule/975310')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('caps wrong PINs for the whole site however many addresses send them, while saved phones keep refreshing', async () => {
    let clock = 0;
    const server = await startTestServer({ clock: () => clock, env: { ...venue, PIN_GUESSES_PER_HOUR: '300' } });
    try {
      await server.request('/api/admin/wedding-schedules', { method: 'POST', admin: true, json: schedule('112358') });
      const token = (await server.request('/api/wedding-schedule/112358')).headers.get('x-schedule-token')!;
      // An attacker rotating through addresses: one wrong PIN from each.
      let answered = 0;
      for (let i = 0; i < 400; i += 1) {
        const address = `203.0.${Math.floor(i / 250)}.${i % 250}`;
        const response = await server.request(`/api/wedding-schedule/${String(100000 + i)}`, {
          headers: { 'x-forwarded-for': address },
        });
        if (response.status === 404) answered += 1;
        else expect(response.status).toBe(429);
      }
      expect(answered).toBe(300);
      // The bride with the right PIN, from a new address, is told to text her artist.
      const paused = await server.request('/api/wedding-schedule/112358', {
        headers: { 'x-forwarded-for': '192.0.2.1' },
      });
      expect(paused.status).toBe(429);
      expect((await paused.json()).error).toMatch(/Please text .+ at \(\d{3}\) \d{3}-\d{4}/);
      expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
      // The phones that hold it keep refreshing.
      const refreshed = await server.request('/api/wedding-schedule', { headers: { 'x-schedule-token': token } });
      expect(refreshed.status).toBe(200);
      // An hour later the lookups open again.
      clock += 61 * 60_000;
      expect(
        (await server.request('/api/wedding-schedule/112358', { headers: { 'x-forwarded-for': '192.0.2.1' } })).status,
      ).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe("a phone's device token", () => {
  /** A moment of a day in Sacramento (PDT in June and July), as the app's clock counts it. */
  const sacramento = (dateTime: string) => Date.parse(`${dateTime}-07:00`);
  let now = sacramento('2026-06-01T12:00:00');
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock: () => now, env: { PIN_GUESS_LIMIT: '100' } });
  });
  afterAll(() => server.close());
  const token = async (pin: string) =>
    (await server.request(`/api/wedding-schedule/${pin}`)).headers.get('x-schedule-token')!;
  const refresh = (sent: string) => server.request('/api/wedding-schedule', { headers: { 'x-schedule-token': sent } });
  const createSchedule = async (pin: string) =>
    (
      await (
        await server.request('/api/admin/wedding-schedules', { method: 'POST', admin: true, json: schedule(pin) })
      ).json()
    ).id as string;
  const edit = (id: string, body: Record<string, unknown>) =>
    server.request(`/api/admin/wedding-schedules/${id}`, { method: 'PUT', admin: true, json: body });
  const expectGone = async (response: Response) => {
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'This schedule is no longer available.' });
  };

  it('stays over once the schedule is deactivated, even after it is active again (and a client cannot wind it back)', async () => {
    now = sacramento('2026-06-01T12:00:00');
    const id = await createSchedule('246802');
    const saved = await token('246802');
    expect((await refresh(saved)).status).toBe(200);
    expect((await edit(id, schedule('246802', { isActive: false }))).status).toBe(200);
    await expectGone(await refresh(saved));
    // Active again with the same PIN, the owner's form sending a token version of its own as well.
    const reactivated = await edit(id, schedule('246802', { tokenVersion: 0 }));
    expect(reactivated.status).toBe(200);
    expect((await reactivated.json()).tokenVersion).toBe(1);
    await expectGone(await refresh(saved));
    // The PIN opens it again, with a token that works.
    const fresh = await token('246802');
    expect(fresh).not.toBe(saved);
    expect((await refresh(fresh)).status).toBe(200);
  });

  it('stays over once the PIN is changed, even after the old PIN is restored', async () => {
    now = sacramento('2026-06-01T12:00:00');
    const id = await createSchedule('802468');
    const saved = await token('802468');
    expect((await edit(id, schedule('802469'))).status).toBe(200);
    await expectGone(await refresh(saved));
    expect((await edit(id, schedule('802468'))).status).toBe(200);
    await expectGone(await refresh(saved));
    expect((await refresh(await token('802468'))).status).toBe(200);
  });

  it('keeps refreshing through unrelated edits: a running-late shift, a new venue, a new service', async () => {
    now = sacramento('2026-06-01T12:00:00');
    const id = await createSchedule('468024');
    const base = `/api/admin/wedding-schedules/${id}/services`;
    const service = { serviceName: 'Bride: Bridal Makeup', startTime: '10:00 AM', endTime: '11:30 AM', sortOrder: 1 };
    const added = await (await server.request(base, { method: 'POST', admin: true, json: service })).json();
    const saved = await token('468024');
    const shift = await server.request(base, {
      method: 'PUT',
      admin: true,
      json: { mode: 'update', services: [{ ...service, id: added.id, startTime: '10:30 AM', endTime: '12:00 PM' }] },
    });
    expect(shift.status).toBe(200);
    expect((await edit(id, schedule('468024', { venueName: 'The Other Barn' }))).status).toBe(200);
    await server.request(base, {
      method: 'POST',
      admin: true,
      json: { ...service, serviceName: 'Mother', sortOrder: 2 },
    });
    const refreshed = await refresh(saved);
    expect(refreshed.status).toBe(200);
    const { schedule: shown, services } = await refreshed.json();
    expect(shown.venueName).toBe('The Other Barn');
    expect(services.map((item: { startTime: string }) => item.startTime)).toEqual(['10:30 AM', '10:00 AM']);
  });

  it('lasts until 30 days after the wedding day in Sacramento, and refreshing does not make it last longer', async () => {
    now = sacramento('2026-06-01T12:00:00');
    await createSchedule('680246'); // the wedding is on 2026-06-13
    let saved = await token('680246');
    // Refreshed every few days: each answer hands the phone a token, which it keeps.
    for (const day of ['2026-06-13T07:00:00', '2026-06-20T09:00:00', '2026-07-13T23:59:00']) {
      now = sacramento(day);
      const refreshed = await refresh(saved);
      expect(refreshed.status).toBe(200);
      saved = refreshed.headers.get('x-schedule-token')!;
    }
    // Past midnight in Sacramento (already the 14th in UTC an hour before): over.
    now = sacramento('2026-07-14T00:00:00');
    await expectGone(await refresh(saved));
    // A forged later last day is refused too.
    const [id, , mac] = saved.split('.');
    await expectGone(await refresh(`${id}.2099-01-01.${mac}`));
  });

  it('opened after the wedding with its PIN, lasts 30 days from that day', async () => {
    now = sacramento('2026-06-01T12:00:00');
    await createSchedule('357913'); // the wedding is on 2026-06-13
    now = sacramento('2026-09-01T10:00:00');
    const saved = await token('357913');
    now = sacramento('2026-10-01T23:00:00');
    expect((await refresh(saved)).status).toBe(200);
    now = sacramento('2026-10-02T00:30:00');
    await expectGone(await refresh(saved));
  });

  it('accepts the tokens phones saved before token versions until the schedule is deactivated or its day is long past', async () => {
    now = sacramento('2026-06-01T12:00:00');
    const id = await createSchedule('913579');
    // As the server made them until now: the schedule's id and a MAC of its id and PIN.
    const secret = (await readFile(path.join(server.dataDir, 'schedule-token-secret'), 'utf8')).trim();
    const legacy = `${id}.${createHmac('sha256', secret).update(`${id}\n913579`).digest('base64url')}`;
    const refreshed = await refresh(legacy);
    expect(refreshed.status).toBe(200);
    // The phone is handed a current token, which it keeps from then on.
    const current = refreshed.headers.get('x-schedule-token')!;
    expect(current).not.toBe(legacy);
    expect(current.split('.')[0]).toBe(id);
    expect((await refresh(current)).status).toBe(200);
    now = sacramento('2026-07-14T00:00:00');
    await expectGone(await refresh(legacy));
    now = sacramento('2026-06-02T12:00:00');
    expect((await refresh(legacy)).status).toBe(200);
    await edit(id, schedule('913579', { isActive: false }));
    await edit(id, schedule('913579'));
    await expectGone(await refresh(legacy));
  });
});

describe("writing a schedule's services in one update (timeline builder, running-late shift)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PIN_GUESS_LIMIT: '100' } });
  });
  afterAll(() => server.close());

  interface StoredService {
    id: string;
    serviceName: string;
    startTime: string;
    endTime: string;
    sortOrder: number;
    createdAt: string;
  }

  /** A schedule with the given services, added one by one as the Manage Services form does. */
  const scheduleWith = async (pin: string, services: Record<string, unknown>[]) => {
    const created = await (
      await server.request('/api/admin/wedding-schedules', { method: 'POST', admin: true, json: schedule(pin) })
    ).json();
    const base = `/api/admin/wedding-schedules/${created.id}/services`;
    for (const service of services) await server.request(base, { method: 'POST', admin: true, json: service });
    const stored: StoredService[] = await (await server.request(base, { admin: true })).json();
    return { id: created.id as string, base, stored };
  };
  const write = (base: string, json: unknown, admin: boolean | string = true) =>
    server.request(base, { method: 'PUT', admin, json });
  const morning = [
    { serviceName: 'Bridesmaid 1: Bridesmaid', startTime: '8:00 AM', endTime: '9:00 AM', sortOrder: 1 },
    { serviceName: 'Bridesmaid 2: Bridesmaid', startTime: '9:00 AM', endTime: '10:00 AM', sortOrder: 2 },
    { serviceName: 'Bride: Bridal Makeup', startTime: '10:00 AM', endTime: '11:30 AM', sortOrder: 3 },
  ];

  it("replaces the schedule's services and sets its start time at once, and the bride sees exactly that", async () => {
    const { id, base, stored } = await scheduleWith('702468', [{ serviceName: 'Old trial', startTime: '7:00 AM' }]);
    const response = await write(base, { mode: 'replace', services: morning, scheduleStartTime: '8:00 AM' });
    expect(response.status).toBe(200);
    const written = await response.json();
    expect(written.schedule).toMatchObject({ id, startTime: '8:00 AM', clientName: 'Ava Example', pin: '702468' });
    expect(
      written.services.map(({ serviceName, startTime, endTime, sortOrder }: StoredService) => ({
        serviceName,
        startTime,
        endTime,
        sortOrder,
      })),
    ).toEqual(morning);
    expect(written.services.map((service: StoredService) => service.id)).not.toContain(stored[0]!.id);
    expect(server.store.data.scheduleServices.filter((service) => service.scheduleId === id)).toHaveLength(3);

    const bride = await (await server.request('/api/wedding-schedule/702468')).json();
    expect(bride.schedule.startTime).toBe('8:00 AM');
    expect(bride.services.map((service: StoredService) => service.serviceName)).toEqual(
      morning.map((service) => service.serviceName),
    );
  });

  it("appends after the existing services, numbering on from the highest order, and leaves other schedules' services alone", async () => {
    const other = await scheduleWith('702469', [{ serviceName: 'Someone else', sortOrder: 1 }]);
    const { id, base } = await scheduleWith('702470', [
      { serviceName: 'Trial', startTime: '7:00 AM', sortOrder: 4 },
      { serviceName: 'Consultation', startTime: '6:30 AM', sortOrder: 2 },
    ]);
    const response = await write(base, { mode: 'append', services: morning.slice(0, 2) });
    expect(response.status).toBe(200);
    const { schedule: after, services } = await response.json();
    expect(after.startTime).toBe('8:00 AM');
    expect(services.map((service: StoredService) => [service.serviceName, service.sortOrder])).toEqual([
      ['Consultation', 2],
      ['Trial', 4],
      ['Bridesmaid 1: Bridesmaid', 5],
      ['Bridesmaid 2: Bridesmaid', 6],
    ]);
    expect(server.store.data.scheduleServices.filter((service) => service.scheduleId === id)).toHaveLength(4);
    expect((await (await server.request(other.base, { admin: true })).json()).map((s: StoredService) => s.id)).toEqual(
      other.stored.map((service) => service.id),
    );
  });

  it('updates services in place by id (a shift), keeping ids so the bride sees them moved, and writes the old times back (undo)', async () => {
    const { id, base, stored } = await scheduleWith('702471', morning);
    const opened = await server.request('/api/wedding-schedule/702471');
    const token = opened.headers.get('x-schedule-token')!;
    const before = await opened.json();
    const shifted = stored.slice(1).map((service) => ({
      ...service,
      startTime: service.startTime.replace(':00', ':15'),
      endTime: service.endTime.replace(':00', ':15').replace(':30', ':45'),
    }));
    const response = await write(base, { mode: 'update', services: shifted });
    expect(response.status).toBe(200);
    const { services } = await response.json();
    expect(services.map((service: StoredService) => [service.id, service.startTime, service.endTime])).toEqual([
      [stored[0]!.id, '8:00 AM', '9:00 AM'],
      [stored[1]!.id, '9:15 AM', '10:15 AM'],
      [stored[2]!.id, '10:15 AM', '11:45 AM'],
    ]);
    // createdAt and the schedule they belong to are the server's: untouched.
    expect(services.map((service: StoredService) => service.createdAt)).toEqual(stored.map((s) => s.createdAt));
    expect(server.store.data.weddingSchedules.find((item) => item.id === id)!.startTime).toBe('8:00 AM');

    const refreshed = await (
      await server.request('/api/wedding-schedule', { headers: { 'x-schedule-token': token } })
    ).json();
    expect(refreshed.services.map((service: StoredService) => service.id)).toEqual(
      before.services.map((service: StoredService) => service.id),
    );
    expect(refreshed.services[2].startTime).toBe('10:15 AM');

    const undone = await write(base, { mode: 'update', services: stored.slice(1), scheduleStartTime: '8:00 AM' });
    expect(undone.status).toBe(200);
    expect(await (await server.request('/api/wedding-schedule/702471')).json()).toEqual(before);
  });

  it('answers 404 for an unknown schedule, or a service that is not this schedule’s, and writes nothing', async () => {
    const mine = await scheduleWith('702472', morning);
    const theirs = await scheduleWith('702473', morning);
    const before = await snapshot(server);
    const cases: [string, unknown, string][] = [
      ['/api/admin/wedding-schedules/nope/services', { mode: 'replace', services: morning }, 'Wedding schedule'],
      ['/api/admin/wedding-schedules/nope/services', { mode: 'update', services: mine.stored }, 'Wedding schedule'],
      [
        mine.base,
        // The first two are hers, the third another bride's: none of them may change.
        {
          mode: 'update',
          services: [
            { ...mine.stored[0]!, startTime: '6:00 AM' },
            { ...mine.stored[1]!, startTime: '6:30 AM' },
            { ...theirs.stored[2]!, startTime: '7:00 AM' },
          ],
        },
        'Schedule service',
      ],
      [mine.base, { mode: 'update', services: [{ ...mine.stored[0]!, id: 'missing' }] }, 'Schedule service'],
    ];
    for (const [path, json, what] of cases) {
      const response = await write(path, json);
      expect(response.status, JSON.stringify(json)).toBe(404);
      expect(await response.json()).toEqual({ error: `${what} not found` });
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('refuses hostile, malformed and oversized bodies with a message, writing nothing', async () => {
    const { base, stored } = await scheduleWith('702474', morning);
    const before = await snapshot(server);
    const service = morning[0]!;
    const many = (count: number) => Array.from({ length: count }, (_, index) => ({ ...service, sortOrder: index + 1 }));
    const cases: [unknown, number, string][] = [
      [{ services: morning }, 400, 'Mode must be replace, append or update'],
      [{ mode: 'merge', services: morning }, 400, 'Mode must be replace, append or update'],
      [{ mode: 'REPLACE', services: morning }, 400, 'Mode must be replace, append or update'],
      [{ mode: 'replace' }, 400, 'Services is required'],
      [{ mode: 'replace', services: {} }, 400, 'Services must be a list'],
      [{ mode: 'replace', services: 'Bride' }, 400, 'Services must be a list'],
      [{ mode: 'replace', services: [] }, 400, 'Send at least one service'],
      [{ mode: 'replace', services: many(61) }, 400, 'Send at most 60 services at a time'],
      [{ mode: 'append', services: [service, { ...service, serviceName: '  ' }] }, 400, 'Service name is required'],
      [
        { mode: 'append', services: [{ ...service, serviceName: 'x'.repeat(201) }] },
        400,
        'Service name must be at most 200 characters',
      ],
      [{ mode: 'append', services: [{ ...service, startTime: 900 }] }, 400, 'Start time must be text'],
      [{ mode: 'append', services: [{ ...service, sortOrder: 1.5 }] }, 400, 'Sort order must be a whole number'],
      [{ mode: 'append', services: [{ ...service, sortOrder: 100000 }] }, 400, 'Sort order is out of range'],
      [{ mode: 'append', services: [null] }, 400, 'Services has the wrong type'],
      [{ mode: 'replace', services: morning, scheduleStartTime: 800 }, 400, 'Start time must be text'],
      [
        { mode: 'replace', services: morning, scheduleStartTime: '8'.repeat(41) },
        400,
        'Start time must be at most 40 characters',
      ],
      [{ mode: 'update', services: [{ ...service }] }, 400, 'Id is required'],
      [{ mode: 'update', services: [{ ...stored[0]!, id: '' }] }, 400, 'Service id is required'],
      [{ mode: 'update', services: [{ ...stored[0]!, id: 7 }] }, 400, 'Service id must be text'],
      [{ mode: 'update', services: [{ ...stored[0]!, id: 'x'.repeat(101) }] }, 400, 'Service id is too long'],
      [
        { mode: 'update', services: [stored[0]!, { ...stored[0]!, startTime: '9:00 AM' }] },
        400,
        'Each service can be changed only once in one request',
      ],
      [[{ mode: 'replace', services: morning }], 400, 'Send the details as a JSON object'],
    ];
    for (const [json, status, error] of cases) {
      const response = await write(base, json);
      expect(response.status, JSON.stringify(json).slice(0, 200)).toBe(status);
      expect(await response.json(), JSON.stringify(json).slice(0, 200)).toEqual({ error });
    }
    expect(await snapshot(server)).toEqual(before);

    // A prototype-polluting body is read as plain data: nothing on any object changes.
    const polluted = await server.request(base, {
      method: 'PUT',
      admin: true,
      headers: { 'content-type': 'application/json' },
      body: `{"mode":"replace","__proto__":{"polluted":true},"services":[{"serviceName":"Bride","constructor":{"prototype":{"polluted":true}}}],"scheduleStartTime":"8:00 AM"}`,
    });
    expect(polluted.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const { services } = await polluted.json();
    expect(Object.keys(services[0]).sort()).toEqual(
      ['createdAt', 'endTime', 'id', 'scheduleId', 'serviceName', 'sortOrder', 'startTime'].sort(),
    );
    // Put the schedule back for the next checks.
    await write(base, { mode: 'replace', services: morning, scheduleStartTime: '8:00 AM' });
    const reset = await snapshot(server);

    const huge = await server.request(base, {
      method: 'PUT',
      admin: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'replace', services: [{ ...service, serviceName: 'x'.repeat(200 * 1024) }] }),
    });
    expect(huge.status).toBe(413);
    const notJson = await server.request(base, {
      method: 'PUT',
      admin: true,
      headers: { 'content-type': 'application/json' },
      body: '{"mode":"replace","services":[',
    });
    expect(notJson.status).toBe(400);
    const form = await server.request(base, {
      method: 'PUT',
      admin: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'mode=replace',
    });
    expect(form.status).toBe(415);
    expect(await snapshot(server)).toEqual(reset);
  });

  it('answers nothing without the key or a session, with a wrong key, or in another spelling of the path', async () => {
    const { id, base } = await scheduleWith('702475', morning);
    const before = await snapshot(server);
    const body = { mode: 'replace', services: morning.slice(0, 1), scheduleStartTime: '5:00 AM' };
    const rest = `/wedding-schedules/${id}/services`;
    for (const path of [
      base,
      `/api/ADMIN${rest}`,
      `/API/admin${rest.toUpperCase()}`,
      `/api/admin/Wedding-Schedules/${id}/Services`,
      `/api/%61dmin${rest}`,
      `/api/admin/wedding%2Dschedules/${id}/services`,
      `/api/admin/wedding-schedules/${encodeURIComponent(id)}%2Fservices`,
      `/api//admin${rest}`,
      `${base}/`,
    ]) {
      for (const admin of [false, 'not-the-key-0123456789']) {
        const response = await write(path, body, admin);
        expect(response.status, `${path} ${admin}`).toBe(401);
        expect(await response.text(), path).not.toContain('Bridesmaid');
      }
    }
    expect(await snapshot(server)).toEqual(before);
  });
});
