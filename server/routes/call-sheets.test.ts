import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINK_TOKEN_HEADER } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import type { CallSheet } from '#contract/call-sheet.ts';
import type { FacesView } from '#contract/faces.ts';
import type { PartyCard } from '#contract/party-link.ts';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { linkExpiredMessage, linkReplacedMessage } from '#contract/messages.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import type { TeamMember } from '#contract/team.ts';
import { builderRow, weddingBookingBody } from '#test-support/wedding-booking.ts';
import { linkToken } from '../links/private-links.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// The call sheet (issue 41): each team artist on a wedding's chairs has her own private link; it shows her chairs,
// her faces and her own pay, nothing of anyone else, under the private-link rules.

const json = async <T>(response: Response) => (await response.json()) as T;
const START = Date.parse('2026-03-10T17:00:00Z');
const SITE = 'https://www.elenamarie.example';
const PARTY = [
  { name: 'Zoë', services: ['Bridal Makeup'] },
  { name: 'Maya', services: ['Bridesmaid', 'Bridesmaid Hair'] },
  { name: 'Ana', services: ['Bridesmaid'] },
];

describe('call sheets', () => {
  let server: TestServer;
  let now = START;
  let booking: BookingAnswer;
  let dana: TeamMember;
  let priya: TeamMember;

  beforeAll(async () => {
    server = await startTestServer({ clock: () => now, env: { LINK_GUESS_LIMIT: '5' } });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    // A new hour and a new address each test: the guess budget starts afresh.
    now += 2 * 60 * 60_000;
    await server.store.update((data) => {
      data.bookings = [];
      data.team = [];
      data.weddingSchedules = [];
      data.scheduleServices = [];
      data.siteSettings = {
        ...structuredClone(DEFAULT_SITE_SETTINGS),
        artistName: 'Elena Marie',
        phone: '(916) 555-0100',
        siteUrl: SITE,
        serviceGroups: DEFAULT_SITE_SETTINGS.serviceGroups.map((group) => ({ ...group, offered: true })),
      };
    });
    const artist = async (body: object) =>
      json<TeamMember>(await server.request('/api/admin/team', { method: 'POST', admin: true, json: body }));
    dana = await artist({
      name: 'Dana Reyes',
      phone: '(916) 555-0142',
      rates: [
        { serviceName: 'Bridesmaid', amount: 90 },
        { serviceName: 'Bridesmaid Hair', amount: 60 },
      ],
      earlyStartFee: 125,
    });
    priya = await artist({ name: 'Priya Shah', phone: '(916) 555-0143', dayRate: 400 });
    const made = await server.request('/api/admin/bookings', {
      method: 'POST',
      admin: true,
      json: weddingBookingBody({
        pin: '4821',
        party: PARTY,
        notes: 'Her mother-in-law is difficult',
        parkingNotes: 'Park behind the barn; gate code 4411',
      }),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    booking = await json<BookingAnswer>(made);
    const row = builderRow(booking);
    const wrote = await server.request(`/api/admin/wedding-schedules/${booking.scheduleId}/services`, {
      method: 'PUT',
      admin: true,
      json: {
        mode: 'replace',
        chairs: 3,
        chairArtists: ['lead', dana.id, priya.id],
        services: [
          row('Maya', 'Bridesmaid', '6:00 AM', '7:00 AM', 2, 1),
          row('Ana', 'Bridesmaid', '7:00 AM', '8:00 AM', 3, 2),
          row('Maya', 'Bridesmaid Hair', '7:00 AM', '7:45 AM', 2, 3),
          row('Zoë', 'Bridal Makeup', '8:00 AM', '9:30 AM', 1, 4),
        ],
      },
    });
    expect(wrote.status, await wrote.clone().text()).toBe(200);
    booking = await json<BookingAnswer>(await server.request(`/api/admin/bookings/${booking.id}`, { admin: true }));
  });

  const tokenOf = (artistId: string) =>
    new URL(booking.callSheets.find((sheet) => sheet.artistId === artistId)!.link).hash.slice(1);
  const open = (token: string) => server.request('/api/call-sheet', { headers: { [LINK_TOKEN_HEADER]: token } });

  it('lists each team artist on the chairs with her link on the booking, never the lead', () => {
    expect(booking.callSheets.map((sheet) => [sheet.name, sheet.phone])).toEqual([
      ['Dana Reyes', '(916) 555-0142'],
      ['Priya Shah', '(916) 555-0143'],
    ]);
    for (const sheet of booking.callSheets) {
      expect(sheet.link).toMatch(new RegExp(`^${SITE}/call-sheet#[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}$`));
    }
    expect(booking.parkingNotes).toBe('Park behind the barn; gate code 4411');
    expect(booking).not.toHaveProperty('callSheetLinks');
  });

  it("shows Dana only her chair's faces, her arrival, parking, the lead's phone and her own pay", async () => {
    const response = await open(tokenOf(dana.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const sheet = await json<CallSheet>(response);
    expect(sheet).toMatchObject({
      artist: { id: dana.id, name: 'Dana Reyes' },
      date: '2026-06-13',
      gettingReadyAddress: '1 Example Road, Folsom, CA',
      parkingNotes: 'Park behind the barn; gate code 4411',
      // 6:00 AM less the 30 minutes of set-up.
      arrivalTime: '5:30 AM',
      leadPhone: '+19165550100',
      chairs: [2],
    });
    expect(sheet.mapsUrl).toContain(encodeURIComponent('1 Example Road, Folsom, CA'));
    expect(sheet.faces.map((face) => face.name)).toEqual(['Maya']);
    expect(sheet.faces[0]!.times.map((time) => `${time.service} ${time.start}`)).toEqual([
      'Maya (Bridesmaid) 6:00 AM',
      'Maya (Bridesmaid Hair) 7:00 AM',
    ]);
    expect(sheet.faces[0]!.services).toEqual(['Bridesmaid', 'Bridesmaid Hair']);
    expect(sheet.pay.artistId).toBe(dana.id);
    // $90 + $60, and her $125 early-start fee (arriving 5:30, before 6:00 AM).
    expect(sheet.pay.total).toBe(27500);
    const text = JSON.stringify(sheet);
    for (const hidden of ['zoe@example.com', 'mother-in-law', 'Ana', 'Zoë', 'Priya', priya.id, '40000']) {
      expect(text).not.toContain(hidden);
    }
  });

  it('shows Priya only Ana, and her day rate; the setup minutes are her Site Setting', async () => {
    await server.store.update((data) => {
      data.siteSettings = { ...data.siteSettings, setupMinutes: 45 };
    });
    const sheet = await json<CallSheet>(await open(tokenOf(priya.id)));
    expect(sheet.faces.map((face) => face.name)).toEqual(['Ana']);
    expect(sheet.arrivalTime).toBe('6:15 AM');
    expect(sheet.chairs).toEqual([3]);
    expect(sheet.pay.total).toBe(40000);
    expect(JSON.stringify(sheet)).not.toContain('Maya');
  });

  it('refuses no token, a party link and a made-up token (404, counted), then 429 past the budget', async () => {
    expect((await server.request('/api/call-sheet')).status).toBe(404);
    // A real token of another kind (a party link) opens no call sheet.
    const party = new URL(booking.party[0]!.link).hash.slice(1);
    expect((await open(party)).status).toBe(404);
    // The same id under the party kind's MAC: not a call-sheet token.
    const secret = (server as unknown as { secrets?: { linkToken: string } }).secrets?.linkToken;
    if (secret) expect((await open(linkToken(secret, 'party', `${booking.id}:${dana.id}`, 1))).status).toBe(404);
    expect((await open(`${tokenOf(dana.id)}x`)).status).toBe(404);
    let status = 0;
    for (let tries = 0; tries < 6 && status !== 429; tries += 1) status = (await open('bm90.' + 'A'.repeat(43))).status;
    expect(status).toBe(429);
    // A real link is never a guess, but the address has used up its guesses.
  });

  it('retires the old link when she makes a new one (410), and refuses the lead and strangers', async () => {
    const old = tokenOf(dana.id);
    const made = await server.request(`/api/admin/bookings/${booking.id}/call-sheets/${dana.id}/link`, {
      method: 'POST',
      admin: true,
    });
    expect(made.status).toBe(200);
    booking = await json<BookingAnswer>(made);
    const gone = await open(old);
    expect(gone.status).toBe(410);
    expect((await json<{ error: string }>(gone)).error).toBe(linkReplacedMessage('Elena Marie'));
    expect((await open(tokenOf(dana.id))).status).toBe(200);
    // Priya's link is untouched.
    expect((await open(tokenOf(priya.id))).status).toBe(200);
    for (const artistId of ['lead', 'nobody', '__proto__']) {
      const refused = await server.request(`/api/admin/bookings/${booking.id}/call-sheets/${artistId}/link`, {
        method: 'POST',
        admin: true,
      });
      expect(refused.status).toBe(404);
    }
    expect(
      (await server.request(`/api/admin/bookings/${booking.id}/call-sheets/${dana.id}/link`, { method: 'POST' }))
        .status,
    ).toBe(401);
  });

  it('answers 410 once she is off the chairs, and from the day after the wedding', async () => {
    const token = tokenOf(dana.id);
    await server.store.update((data) => {
      data.weddingSchedules = data.weddingSchedules.map((schedule) => ({
        ...schedule,
        chairArtists: ['lead', 'lead', priya.id],
      }));
    });
    expect((await open(token)).status).toBe(410);
    await server.store.update((data) => {
      data.weddingSchedules = data.weddingSchedules.map((schedule) => ({
        ...schedule,
        chairArtists: ['lead', dana.id, priya.id],
      }));
    });
    expect((await open(token)).status).toBe(200);
    const before = now;
    now = Date.parse('2026-06-14T17:00:00Z');
    const expired = await open(token);
    expect(expired.status).toBe(410);
    expect((await json<{ error: string }>(expired)).error).toBe(linkExpiredMessage('Elena Marie'));
    now = before;
  });

  it('names the artist beside each time on the bride\'s page, each person\'s link and Faces ("with Dana")', async () => {
    const bride = await json<ClientSchedule>(
      await server.request(`/api/admin/wedding-schedules/${booking.scheduleId}/bride-page`, { admin: true }),
    );
    expect(bride.services.map((service) => `${service.serviceName} ${service.artist}`)).toEqual([
      'Maya (Bridesmaid) Dana',
      'Ana (Bridesmaid) Priya',
      'Maya (Bridesmaid Hair) Dana',
      'Zoë (Bridal Makeup) Elena',
    ]);
    const maya = booking.party.find((person) => person.name === 'Maya')!;
    const card = await json<PartyCard>(
      await server.request('/api/party', { headers: { [LINK_TOKEN_HEADER]: new URL(maya.link).hash.slice(1) } }),
    );
    expect(card.times.map((time) => time.artist)).toEqual(['Dana', 'Dana']);
    const faces = await json<FacesView>(
      await server.request(`/api/admin/bookings/${booking.id}/faces`, { admin: true }),
    );
    expect(
      faces.people.map((person) => `${person.name}: ${person.times.map((time) => time.artist).join(' ')}`),
    ).toEqual(['Maya: Dana Dana', 'Ana: Priya', 'Zoë: Elena']);
  });

  it('serves only the photos of her own faces', async () => {
    const response = await server.request('/api/call-sheet/photos/not-hers', {
      headers: { [LINK_TOKEN_HEADER]: tokenOf(dana.id) },
    });
    expect(response.status).toBe(404);
  });
});
