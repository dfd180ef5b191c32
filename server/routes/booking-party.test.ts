import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { bookingRecord, startWithBookings } from '../test/seeded-bookings.ts';
import { snapshot, startTestServer, type TestServer } from '../test/test-server.ts';

// The party face by face (issue 38): a person with several services, her own phone and e-mail, who pays for her;
// the old `{ name, service }` body still working; bookings stored before people had services of their own.

const START = Date.parse('2026-03-10T17:00:00Z');

const SIX_PEOPLE = [
  { name: 'Bride', services: ['Bridal Makeup', 'Bridal Hair'], phone: '(916) 555-0101' },
  { name: 'Mother of the Bride', services: ['Mother of the Bride / Groom'] },
  { name: 'Bridesmaid 1', services: ['Bridesmaid', 'Bridesmaid Hair'], payer: 'self', email: 'ana@example.com' },
  { name: 'Bridesmaid 2', services: ['Bridesmaid'] },
  { name: 'Bridesmaid 3', services: ['Bridesmaid'] },
  { name: 'Lily', services: ['Flower Girl Makeup (12 & Under)'] },
];

const wedding = (party: unknown, extra: Record<string, unknown> = {}) => ({
  clientName: 'Maya Example',
  clientPhone: '(916) 555-0177',
  eventDate: '2026-06-13',
  eventType: 'wedding',
  status: 'booked',
  venueZip: '95630',
  readyBy: '3:00 PM',
  party,
  travelMiles: 0,
  ...extra,
});

describe('a booking party, person by person', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock: () => START });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.store.update((data) => {
      data.bookings = [];
      data.weddingSchedules = [];
      data.scheduleServices = [];
      const groups = structuredClone(DEFAULT_SITE_SETTINGS.serviceGroups);
      // She has turned her Hair group on.
      for (const group of groups) if (group.name === 'Hair') group.offered = true;
      data.siteSettings = { ...structuredClone(DEFAULT_SITE_SETTINGS), serviceGroups: groups };
    });
  });

  const send = (method: string, path: string, json: unknown) => server.request(path, { method, admin: true, json });
  const create = (body: unknown) => send('POST', api.adminBookings.create.path(), body);
  const ok = async (response: Response, status = 200) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as BookingAnswer;
  };

  it("gives a bride with makeup and hair one person, two lines, and keeps each person's id on an edit", async () => {
    const booking = await ok(await create(wedding(SIX_PEOPLE)), 201);
    expect(booking.party).toHaveLength(6);
    const [bride, , maid, , , lily] = booking.party;
    expect(bride).toMatchObject({
      name: 'Bride',
      services: ['Bridal Makeup', 'Bridal Hair'],
      phone: '(916) 555-0101',
      email: '',
      payer: 'client',
      minor: false,
    });
    expect(maid).toMatchObject({ payer: 'self', email: 'ana@example.com' });
    // Only the flower-girl add-on: a minor, as the artist would expect.
    expect(lily!.minor).toBe(true);
    expect(new Set(booking.party.map((person) => person.id)).size).toBe(6);
    // One line per service of each person, in party order, each naming its person.
    expect(booking.quote.lines.map((line) => [line.name, line.service, line.price, line.personId])).toEqual([
      ['Bride', 'Bridal Makeup', 225, bride!.id],
      ['Bride', 'Bridal Hair', 200, bride!.id],
      ['Mother of the Bride', 'Mother of the Bride / Groom', 150, booking.party[1]!.id],
      ['Bridesmaid 1', 'Bridesmaid', 150, maid!.id],
      ['Bridesmaid 1', 'Bridesmaid Hair', 125, maid!.id],
      ['Bridesmaid 2', 'Bridesmaid', 150, booking.party[3]!.id],
      ['Bridesmaid 3', 'Bridesmaid', 150, booking.party[4]!.id],
      ['Lily', 'Flower Girl Makeup (12 & Under)', 50, lily!.id],
    ]);
    expect(booking.quote.servicesTotal).toBe(225 + 200 + 150 + 150 + 125 + 150 + 150 + 50);
    // A Saturday: 6 services toward the minimum of 4 (her hair is on a face already counted).
    expect(booking.warnings.filter((warning) => warning.includes('needs at least'))).toEqual([]);

    // An edit sends the ids back: a renamed person keeps hers, her lines follow; the artist says Lily is no minor.
    const party = booking.party.map((person) => ({ ...person }));
    party[0]!.name = 'Maya';
    party[5]!.minor = false;
    party.splice(3, 1);
    const edited = await ok(await send('PUT', api.adminBookings.update.path({ id: booking.id }), wedding(party)));
    expect(edited.party.map((person) => person.id)).toEqual(party.map((person) => person.id));
    expect(edited.party[0]!.name).toBe('Maya');
    expect(edited.party[4]!.minor).toBe(false);
    expect(edited.quote.lines.slice(0, 2).map((line) => [line.name, line.personId])).toEqual([
      ['Maya', bride!.id],
      ['Maya', bride!.id],
    ]);
    expect(server.store.data.bookings[0]!.party.map((person) => person.id)).toEqual(party.map((person) => person.id));
  });

  it('still takes the old { name, service } form as one service each, and keeps its ids by name', async () => {
    const old = [
      { name: 'Bride', service: 'Bridal Makeup' },
      { name: 'Bridesmaid 1', service: 'Bridesmaid' },
    ];
    const booking = await ok(await create(wedding(old)), 201);
    expect(booking.party.map(({ name, services, payer, minor }) => ({ name, services, payer, minor }))).toEqual([
      { name: 'Bride', services: ['Bridal Makeup'], payer: 'client', minor: false },
      { name: 'Bridesmaid 1', services: ['Bridesmaid'], payer: 'client', minor: false },
    ]);
    expect(booking.party.every((person) => typeof person.id === 'string' && person.id !== '')).toBe(true);
    const again = await ok(
      await send('PUT', api.adminBookings.update.path({ id: booking.id }), wedding([...old].reverse())),
    );
    expect(again.party.map((person) => person.id)).toEqual([booking.party[1]!.id, booking.party[0]!.id]);
  });

  it('refuses an unknown service, none, or more than 6 for one person, naming party.N.services.M', async () => {
    const before = await snapshot(server);
    const cases: [unknown[], string, RegExp][] = [
      [
        [SIX_PEOPLE[0], SIX_PEOPLE[1], { name: 'Aunt', services: ['Bridesmaid', 'Airbrush'] }],
        'party.2.services.1',
        /"Airbrush" is not a service on your price list/,
      ],
      [[SIX_PEOPLE[0], { name: 'Aunt', services: [] }], 'party.1.services.0', /Choose a service/],
      [
        [{ name: 'Bride', services: Array.from({ length: 7 }, () => 'Bridesmaid') }],
        'party.0.services.6',
        /at most 6 services/,
      ],
      [[{ name: 'Bride', services: ['Bridal Makeup'], phone: 'call me' }], 'party.0.phone', /receive a text/],
      [[{ name: 'Bride', services: ['Bridal Makeup'], payer: 'mom' }], 'party.0.payer', /client or self/],
    ];
    for (const [party, field, message] of cases) {
      const response = await create(wedding(party));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; field?: string };
      expect(body.field).toBe(field);
      expect(body.error).toMatch(message);
    }
    expect(await snapshot(server)).toEqual(before);
  });
});

describe('a booking stored before people had services of their own', () => {
  it('loads each line as one person, with ids made from the booking’s', async () => {
    const { party: _party, ...stored } = bookingRecord({ id: 'old-1' });
    const oldLines = stored.terms.lines.map(({ personId: _personId, ...line }) => line);
    const server = await startWithBookings({ bookings: [{ ...stored, terms: { ...stored.terms, lines: oldLines } }] });
    try {
      const response = await server.request(api.adminBookings.get.path({ id: 'old-1' }), { admin: true });
      const booking = (await response.json()) as BookingAnswer;
      expect(booking.party.map(({ id, name, services }) => ({ id, name, services }))).toEqual([
        { id: 'old-1-p1', name: 'Bride', services: ['Bridal Makeup'] },
        { id: 'old-1-p2', name: 'Bridesmaid 1', services: ['Bridesmaid Makeup'] },
        { id: 'old-1-p3', name: 'Bridesmaid 2', services: ['Bridesmaid Makeup'] },
      ]);
      expect(booking.quote.lines.map((line) => [line.personId, line.price])).toEqual([
        ['old-1-p1', 250],
        ['old-1-p2', 120],
        ['old-1-p3', 120],
      ]);
    } finally {
      await server.close();
    }
  });
});
