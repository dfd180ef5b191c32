import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, LINK_TOKEN_HEADER } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import type { ProgressAnswer } from '#contract/progress.ts';
import type { ScheduleService } from '#contract/wedding-schedule.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import type { TeamMember } from '#contract/team.ts';
import { weddingBookingBody } from '#test-support/wedding-booking.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// A team artist's taps from her call sheet (issue 42): her own chair, on the wedding's day; 403 for another
// artist's chair or another day; her board shows her chairs alone.

const json = async <T>(response: Response) => (await response.json()) as T;
const at = (clock: string) => `2026-06-13T${clock}:00-07:00`;

describe('call sheet taps', () => {
  let server: TestServer;
  let now = Date.parse('2026-03-10T17:00:00Z');
  let booking: BookingAnswer;
  let dana: TeamMember;
  let services: ScheduleService[];

  beforeAll(async () => {
    server = await startTestServer({ clock: () => now });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    now = Date.parse('2026-03-10T17:00:00Z');
    await server.store.update((data) => {
      data.bookings = [];
      data.team = [];
      data.weddingSchedules = [];
      data.scheduleServices = [];
      data.progressTaps = [];
      data.siteSettings = {
        ...structuredClone(DEFAULT_SITE_SETTINGS),
        siteUrl: 'https://www.elenamarie.example',
        serviceGroups: DEFAULT_SITE_SETTINGS.serviceGroups.map((group) => ({ ...group, offered: true })),
      };
    });
    dana = await json<TeamMember>(
      await server.request('/api/admin/team', {
        method: 'POST',
        admin: true,
        json: { name: 'Dana Reyes', phone: '(916) 555-0142', rates: [], earlyStartFee: 0 },
      }),
    );
    const made = await server.request('/api/admin/bookings', {
      method: 'POST',
      admin: true,
      json: weddingBookingBody({
        pin: '4821',
        party: [
          { name: 'Zoë', services: ['Bridal Makeup'] },
          { name: 'Maya', services: ['Bridesmaid'] },
        ],
      }),
    });
    booking = await json<BookingAnswer>(made);
    const id = (name: string) => booking.party.find((person) => person.name === name)!.id;
    const wrote = await server.request(`/api/admin/wedding-schedules/${booking.scheduleId}/services`, {
      method: 'PUT',
      admin: true,
      json: {
        mode: 'replace',
        chairs: 2,
        chairArtists: ['lead', dana.id],
        services: [
          {
            serviceName: 'Bridesmaid',
            startTime: '8:00 AM',
            endTime: '8:45 AM',
            sortOrder: 1,
            person: 'Maya',
            personId: id('Maya'),
            chair: 2,
          },
          {
            serviceName: 'Bridal Makeup',
            startTime: '8:00 AM',
            endTime: '9:30 AM',
            sortOrder: 2,
            person: 'Bride',
            personId: id('Zoë'),
            chair: 1,
          },
        ],
      },
    });
    expect(wrote.status, await wrote.clone().text()).toBe(200);
    services = (await json<{ services: ScheduleService[] }>(wrote)).services;
    booking = await json<BookingAnswer>(await server.request(`/api/admin/bookings/${booking.id}`, { admin: true }));
  });

  const token = () => new URL(booking.callSheets.find((sheet) => sheet.artistId === dana.id)!.link).hash.slice(1);
  const serviceOf = (name: string) => services.find((service) => service.serviceName === name)!.id;
  const tap = (body: object, headers: Record<string, string> = { [LINK_TOKEN_HEADER]: token() }) =>
    server.request(api.callSheetProgress.tap.path(), { method: 'POST', headers, json: body });

  it('takes her own chair’s taps on the day and shows her chairs alone', async () => {
    now = Date.parse(at('08:10'));
    const started = await tap({ serviceId: serviceOf('Bridesmaid'), step: 'start', at: at('08:00'), tapId: 'dana-1' });
    expect(started.status, await started.clone().text()).toBe(200);
    const board = await json<ProgressAnswer>(started);
    expect(board.services.map((service) => service.serviceName)).toEqual(['Bridesmaid']);
    expect(board.phones).toEqual([]);
    expect(board.taps).toMatchObject([{ tapId: 'dana-1', by: dana.id }]);
    const history = await server.request(api.callSheetProgress.history.path(), {
      headers: { [LINK_TOKEN_HEADER]: token() },
    });
    expect((await json<ProgressAnswer>(history)).progress).toEqual({
      [serviceOf('Bridesmaid')]: { state: 'in-chair', since: at('08:00') },
    });
    // The lead sees Dana's tap in the whole history.
    const lead = await server.request(api.adminProgress.history.path({ id: booking.scheduleId! }), { admin: true });
    expect((await json<ProgressAnswer>(lead)).taps.map((item) => item.by)).toEqual([dana.id]);
  });

  it('refuses another artist’s chair, another day, and a link that is not hers', async () => {
    now = Date.parse(at('08:10'));
    const other = await tap({ serviceId: serviceOf('Bridal Makeup'), step: 'start', at: at('08:05'), tapId: 'dana-2' });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ error: expect.stringContaining('another artist') });
    const undoOther = await tap({
      serviceId: serviceOf('Bridal Makeup'),
      step: 'undo',
      at: at('08:05'),
      tapId: 'dana-3',
    });
    expect(undoOther.status).toBe(403);

    now = Date.parse('2026-06-12T17:00:00Z');
    const dayBefore = await tap({
      serviceId: serviceOf('Bridesmaid'),
      step: 'start',
      at: '2026-06-12T10:00:00-07:00',
      tapId: 'dana-4',
    });
    expect(dayBefore.status).toBe(403);

    now = Date.parse(at('08:10'));
    expect(
      (await tap({ serviceId: serviceOf('Bridesmaid'), step: 'start', at: at('08:05'), tapId: 'x' }, {})).status,
    ).toBe(404);
    const bad = await tap({ serviceId: serviceOf('Bridesmaid'), step: 'begin', at: at('08:05'), tapId: 'x' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'step' });
    const lead = await server.request(api.adminProgress.history.path({ id: booking.scheduleId! }), { admin: true });
    expect((await json<ProgressAnswer>(lead)).taps).toEqual([]);
  });
});
