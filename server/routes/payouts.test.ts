import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import type { Payout } from '#contract/payout.ts';
import type { PayoutsYear } from '#contract/payouts-year.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import type { TeamMember } from '#contract/team.ts';
import { rawRequest } from '../test/raw-request.ts';
import { wedding } from '../test/bookings-api.ts';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../test/test-server.ts';
import { withLoadDefaults } from '../store/store.ts';
import { PAYOUTS_CSV_HEADER } from './payouts.ts';

// Payouts to her team: the year's pay, paid and owed per artist, the 1099-NEC total, and the CSV.

describe('payouts', () => {
  let server: TestServer;
  let dana: TeamMember;
  let booking: BookingAnswer;
  const now = Date.parse('2026-03-10T17:00:00Z');
  const admin = (path: string, method = 'GET', json?: unknown) =>
    server.request(path, { method, admin: true, ...(json === undefined ? {} : { json }) });
  const year = async (query: string) => {
    const response = await admin(`${api.adminPayouts.list.path()}${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as PayoutsYear).artists.find((artist) => artist.artistId === dana.id)!;
  };
  const record = async (body: Record<string, unknown>) => {
    const response = await admin(api.adminPayouts.create.path(), 'POST', body);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Payout;
  };
  const refused = async (response: Response, field: string | undefined, message: RegExp) => {
    const body = (await response.json()) as { error: string; field?: string };
    expect([response.status, body.field]).toEqual([400, field]);
    expect(body.error).toMatch(message);
  };
  const payout = (extra: Record<string, unknown> = {}) => ({
    artistId: dana.id,
    amount: 100,
    paidOn: '2026-06-14',
    method: 'venmo',
    note: '',
    bookingId: booking.id,
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer({ clock: () => now });
    const team = await admin(api.adminTeam.create.path(), 'POST', {
      name: 'Dana Ruiz',
      phone: '(916) 555-0101',
      rates: [{ serviceName: 'Bridesmaid', amount: 90 }],
      earlyStartFee: 125,
      w9OnFile: false,
    });
    expect(team.status, await team.clone().text()).toBe(201);
    dana = (await team.json()) as TeamMember;
    const created = await admin(api.adminBookings.create.path(), 'POST', wedding({ pin: '4321' }));
    expect(created.status, await created.clone().text()).toBe(201);
    booking = (await created.json()) as BookingAnswer;
    const [bride, mother, maid1, maid2] = booking.party;
    // Chair 1 hers (bride, mother), chair 2 Dana's (two bridesmaids, the first at 6:00 AM: Dana arrives 5:30 AM).
    await server.store.update((data) => {
      const schedule = data.weddingSchedules.find((item) => item.id === booking.scheduleId)!;
      schedule.chairs = 2;
      schedule.chairArtists = ['lead', dana.id];
      const row = (
        person: { id: string; name: string },
        serviceName: string,
        chair: 1 | 2,
        startTime: string,
        sortOrder: number,
      ) => ({
        id: `s${sortOrder}`,
        createdAt: '2026-03-01T00:00:00.000Z',
        scheduleId: schedule.id,
        serviceName,
        person: person.name,
        personId: person.id,
        chair,
        startTime,
        endTime: '',
        sortOrder,
      });
      data.scheduleServices = [
        ...data.scheduleServices.filter((service) => service.scheduleId !== schedule.id),
        row(mother!, 'Mother of the Bride / Groom', 1, '6:15 AM', 1),
        row(maid1!, 'Bridesmaid', 2, '6:00 AM', 2),
        row(maid2!, 'Bridesmaid', 2, '7:00 AM', 3),
        row(bride!, 'Bridal Makeup', 1, '7:15 AM', 4),
      ];
    });
    const tip = (json: Record<string, unknown>) =>
      admin(api.adminBookings.addPayment.path({ id: booking.id }), 'POST', {
        amount: 0,
        method: 'Cash',
        paidOn: '2026-06-13',
        ...json,
      });
    expect((await tip({ tip: 100 })).status).toBe(201);
    expect((await tip({ tip: 30, tipForArtistId: dana.id })).status).toBe(201);
  });
  afterAll(() => server.close());

  it('refuses a tip for someone not on the wedding’s chairs, naming tipForArtistId', async () => {
    const response = await admin(api.adminBookings.addPayment.path({ id: booking.id }), 'POST', {
      amount: 0,
      tip: 10,
      method: 'Cash',
      paidOn: '2026-06-13',
      tipForArtistId: 'someone-else',
    });
    await refused(response, 'tipForArtistId', /Tip for must be an artist working a chair/);
  });

  it('gives her pay for the wedding: rates, the early start and her share of the tips', async () => {
    const artist = await year('?year=2026');
    expect(artist.weddings).toHaveLength(1);
    const pay = artist.weddings[0]!.pay;
    // 2 × $90, $125 early start, half of the $100 shared (2 faces of 4) and the $30 given for her.
    expect([pay.facesDone, pay.earlyStartFee, pay.tips, pay.total]).toEqual([2, 12500, 8000, 38500]);
    expect([artist.pay, artist.paid, artist.owed]).toEqual([38500, 0, 38500]);
  });

  it('records, edits and deletes payouts: Venmo is left out of the 1099-NEC total, 2026 flags at $2,000', async () => {
    const venmo = await record(payout({ amount: 100, method: 'venmo', note: '=HYPERLINK("x")' }));
    let artist = await year('?year=2026');
    expect([artist.paid, artist.owed, artist.form1099.total, artist.form1099.leftOut]).toEqual([
      10000, 28500, 0, 10000,
    ]);
    expect(artist.form1099.flags).toEqual(['No W-9 on file']);

    await record(payout({ amount: 1899.99, method: 'zelle', bookingId: '' }));
    const check = await record(payout({ amount: 0.01, method: 'check', paidOn: '2026-12-31', bookingId: '' }));
    artist = await year('?year=2026');
    expect(artist.form1099.total).toBe(190000);
    expect(artist.form1099.due).toBe(false);

    // Edit: the check becomes $100.01: $2,000.00 by Zelle and check, the 2026 threshold reached.
    const edited = await admin(
      api.adminPayouts.update.path({ id: check.id }),
      'PUT',
      payout({ ...check, amount: 100.01 }),
    );
    expect(edited.status).toBe(200);
    artist = await year('?year=2026');
    expect(artist.form1099.total).toBe(200000);
    expect(artist.form1099.flags[0]).toBe(
      '1099-NEC due: $2,000.00 paid by Zelle, cash or check in 2026 (threshold $2,000.00)',
    );
    expect(artist.payouts.map((item) => item.method)).toEqual(['check', 'venmo', 'zelle']);

    // A payout dated in 2025 counts in 2025 alone; 2027 has no threshold and says so.
    const early = await record(payout({ amount: 600, method: 'cash', paidOn: '2025-12-31', bookingId: '' }));
    expect((await year('?year=2025')).form1099.due).toBe(true);
    expect((await year('?year=2026')).form1099.total).toBe(200000);
    const later = await admin(`${api.adminPayouts.list.path()}?year=2027`);
    expect(((await later.json()) as PayoutsYear).noThreshold).toBe('No 1099-NEC threshold set for 2027');

    expect((await admin(api.adminPayouts.remove.path({ id: early.id }), 'DELETE')).status).toBe(200);
    expect((await admin(api.adminPayouts.remove.path({ id: early.id }), 'DELETE')).status).toBe(404);
    expect((await admin(api.adminPayouts.update.path({ id: 'nope' }), 'PUT', payout())).status).toBe(404);
    expect((await year('?year=2025')).payouts).toEqual([]);
    expect(venmo.note).toBe('=HYPERLINK("x")');
  });

  it('downloads the year as a CSV a real parser reads: money as numbers, text formula-free', async () => {
    const response = await rawRequest(server.url + api.adminExports.payoutsCsv.path() + '?year=2026', {
      'x-admin-key': TEST_ADMIN_KEY,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payouts-2026-2026-03-10.csv"');
    const rows = parse(response.body, { bom: true, record_delimiter: '\r\n' }) as string[][];
    expect(rows[0]).toEqual([...PAYOUTS_CSV_HEADER]);
    const dana = rows.slice(1);
    expect(dana[0]).toEqual(['Dana Ruiz', '2026-06-13', 'Wedding pay', '', '385.00', '285.00', '', 'Maya Example', '']);
    const venmo = dana.find((row) => row[3] === 'Venmo')!;
    expect(venmo).toEqual([
      'Dana Ruiz',
      '2026-06-14',
      'Payout',
      'Venmo',
      '100.00',
      '',
      'No (1099-K)',
      '2026-06-13 Maya Example',
      `'=HYPERLINK("x")`,
    ]);
    const total = dana.at(-1)!;
    expect(total.slice(0, 5)).toEqual(['Dana Ruiz', '2026', '1099-NEC total', '', '2000.00']);
    expect(total[8]).toContain('1099-NEC due');
    expect(total[8]).toContain('No W-9 on file');
  });

  it('refuses bad payouts, naming the field, and writes nothing', async () => {
    const before = server.store.data.payouts.length;
    const post = (body: unknown) => admin(api.adminPayouts.create.path(), 'POST', body);
    await refused(await post(payout({ artistId: '' })), 'artistId', /Choose the artist/);
    await refused(await post(payout({ artistId: 'lead' })), 'artistId', /artist of your team/);
    await refused(await post(payout({ artistId: 'x'.repeat(101) })), 'artistId', /too long/);
    await refused(await post(payout({ amount: 0 })), 'amount', /more than \$0/);
    await refused(await post(payout({ amount: -5 })), 'amount', /more than \$0/);
    await refused(await post(payout({ amount: 10.001 })), 'amount', /two decimals/);
    await refused(await post(payout({ amount: 1e21 })), 'amount', /at most/);
    await refused(await post(payout({ amount: '100' })), 'amount', /number of dollars/);
    await refused(await post(payout({ method: 'bitcoin' })), 'method', /Zelle, cash, check/);
    await refused(await post(payout({ method: 'Zelle' })), 'method', /Zelle, cash, check/);
    await refused(await post(payout({ paidOn: '2026-02-30' })), 'paidOn', /real date/);
    await refused(await post(payout({ paidOn: '' })), 'paidOn', /required/);
    await refused(await post(payout({ note: 'x'.repeat(301) })), 'note', /Note/);
    await refused(await post(payout({ bookingId: 'not-a-booking' })), 'bookingId', /your weddings/);
    await refused(await post([payout()]), undefined, /JSON object/);
    // A body past the server's limit never reaches the check.
    const huge = await post(payout({ note: 'x'.repeat(2_000_000) }));
    expect(huge.status).toBe(413);
    expect(server.store.data.payouts.length).toBe(before);
  });

  it('reads the year only as four digits (this year when left out), 400 naming year otherwise', async () => {
    const get = (query: string) => admin(`${api.adminPayouts.list.path()}${query}`);
    expect(((await (await get('')).json()) as PayoutsYear).year).toBe(2026);
    expect(((await (await get('?year=%32%30%32%35')).json()) as PayoutsYear).year).toBe(2025);
    for (const query of [
      '?year=abc',
      '?year=20266',
      '?year=2026.0',
      '?year=%202026',
      '?year=2026&year=2025',
      '?year=1999',
      '?year=',
    ]) {
      const response = await get(query);
      await refused(response, 'year', /Year must be a year like 2026/);
    }
    const csv = await admin(`${api.adminExports.payoutsCsv.path()}?year=x`);
    expect(csv.status).toBe(400);
  });

  it('keeps every payout route behind the admin guard', async () => {
    const id = 'anything';
    const routes: [string, string][] = [
      [api.adminPayouts.list.path(), 'GET'],
      [api.adminPayouts.create.path(), 'POST'],
      [api.adminPayouts.update.path({ id }), 'PUT'],
      [api.adminPayouts.remove.path({ id }), 'DELETE'],
      [`${api.adminExports.payoutsCsv.path()}?year=2026`, 'GET'],
      ['/api/ADMIN/payouts?year=2026', 'GET'],
      ['/api/admin/%70ayouts?year=2026', 'GET'],
    ];
    for (const [path, method] of routes) {
      const plain = await server.request(path, {
        method,
        json: method === 'GET' || method === 'DELETE' ? undefined : payout(),
      });
      expect([path, plain.status]).toEqual([path, 401]);
      const wrong = await server.request(path, { method, admin: 'not-the-key' });
      expect([path, wrong.status]).toEqual([path, 401]);
    }
  });

  it('takes her early-start time and thresholds in Site Settings, 400 naming the field, never on the public site', async () => {
    const settings = await (await admin(api.adminSite.get.path())).json();
    const save = (change: Record<string, unknown>) =>
      admin(api.adminSite.save.path(), 'PUT', { ...settings, ...change });
    await refused(await save({ earlyStartTime: 'at dawn' }), 'earlyStartTime', /Early start before must be a time/);
    await refused(
      await save({
        form1099Thresholds: [
          { year: 2026, amount: 2000 },
          { year: 2026, amount: 600 },
        ],
      }),
      'form1099Thresholds',
      /only one 1099-NEC threshold/,
    );
    await refused(
      await save({ form1099Thresholds: [{ year: 2027, amount: -1 }] }),
      'form1099Thresholds.0.amount',
      /more than \$0/,
    );
    const thresholds = [...settings.form1099Thresholds, { year: 2027, amount: 2100 }];
    expect((await save({ earlyStartTime: '5:30 AM', form1099Thresholds: thresholds })).status).toBe(200);
    const later = (await (await admin(`${api.adminPayouts.list.path()}?year=2027`)).json()) as PayoutsYear;
    expect([later.threshold, later.noThreshold]).toEqual([2100, null]);
    // Arriving at 5:30 AM is no longer before the early start: no fee.
    expect((await year('?year=2026')).weddings[0]!.pay.earlyStartFee).toBe(0);
    const site = await (await server.request(api.site.path())).text();
    expect(site).not.toContain('earlyStartTime');
    expect(site).not.toContain('form1099Thresholds');
    expect(
      (await save({ earlyStartTime: settings.earlyStartTime, form1099Thresholds: settings.form1099Thresholds })).status,
    ).toBe(200);
  });

  it('loads a data file from before payouts: no payouts, the early-start time and thresholds by default', () => {
    const { earlyStartTime: _time, form1099Thresholds: _thresholds, ...older } = structuredClone(DEFAULT_SITE_SETTINGS);
    const loaded = withLoadDefaults({ siteSettings: older as never });
    expect(loaded.payouts).toEqual([]);
    expect(loaded.siteSettings.earlyStartTime).toBe('6:00 AM');
    expect(loaded.siteSettings.form1099Thresholds).toEqual([
      { year: 2025, amount: 600 },
      { year: 2026, amount: 2000 },
    ]);
  });
});
