import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// The timeline builder's person, chair and ready-by on a schedule's services: stored, given back, kept by a shift.
describe('schedule services: person, chair and ready-by', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PIN_GUESS_LIMIT: '100' } });
  });
  afterAll(() => server.close());

  const newSchedule = async (pin: string) => {
    const created = await server.request('/api/admin/wedding-schedules', {
      method: 'POST',
      admin: true,
      json: { clientName: 'Ava Example', pin, weddingDate: '2026-06-13', startTime: '11:00 AM', isActive: true },
    });
    expect(created.status).toBe(201);
    return ((await created.json()) as { id: string }).id;
  };

  it('stores them from the builder, gives the bride person and chair, keeps them through a shift, and still takes typed services without them', async () => {
    const id = await newSchedule('731904');
    const base = `/api/admin/wedding-schedules/${id}/services`;
    const written = await server.request(base, {
      method: 'PUT',
      admin: true,
      json: {
        mode: 'replace',
        services: [
          {
            serviceName: 'Bridesmaid 2',
            startTime: '12:00 PM',
            endTime: '1:00 PM',
            sortOrder: 1,
            person: 'Bridesmaid 2',
            chair: 1,
            readyBy: '3:00 PM',
          },
          {
            serviceName: 'Bridesmaid 3',
            startTime: '12:15 PM',
            endTime: '1:15 PM',
            sortOrder: 2,
            person: 'Bridesmaid 3',
            chair: 2,
            readyBy: '3:00 PM',
          },
        ],
      },
    });
    expect(written.status).toBe(200);
    const typed = await server.request(base, {
      method: 'POST',
      admin: true,
      json: { serviceName: 'Touch-up', startTime: '4:00 PM', endTime: '4:15 PM', sortOrder: 3 },
    });
    expect(typed.status).toBe(201);
    const typedService = (await typed.json()) as Record<string, unknown>;
    expect(typedService).not.toHaveProperty('person');
    expect(typedService).not.toHaveProperty('chair');

    const stored = (await (await server.request(base, { admin: true })).json()) as Record<string, unknown>[];
    expect(stored.map(({ serviceName, person, chair, readyBy }) => [serviceName, person, chair, readyBy])).toEqual([
      ['Bridesmaid 2', 'Bridesmaid 2', 1, '3:00 PM'],
      ['Bridesmaid 3', 'Bridesmaid 3', 2, '3:00 PM'],
      ['Touch-up', undefined, undefined, undefined],
    ]);

    // A shift sends times only: the person, chair and ready-by stay.
    const shifted = await server.request(base, {
      method: 'PUT',
      admin: true,
      json: {
        mode: 'update',
        services: [
          { id: stored[1]!.id, serviceName: 'Bridesmaid 3', startTime: '12:30 PM', endTime: '1:30 PM', sortOrder: 2 },
        ],
      },
    });
    expect(shifted.status).toBe(200);
    // The services form's edit sends its four fields only: the builder's facts stay too.
    const edited = await server.request(`/api/admin/schedule-services/${String(stored[0]!.id)}`, {
      method: 'PUT',
      admin: true,
      json: { serviceName: 'Bridesmaid 2 (Ana)', startTime: '12:00 PM', endTime: '1:00 PM', sortOrder: 1 },
    });
    expect(edited.status).toBe(200);

    const bride = (await (await server.request('/api/wedding-schedule/731904')).json()) as {
      services: Record<string, unknown>[];
    };
    expect(bride.services.map(({ id: _id, ...service }) => service)).toEqual([
      {
        serviceName: 'Bridesmaid 2 (Ana)',
        startTime: '12:00 PM',
        endTime: '1:00 PM',
        sortOrder: 1,
        person: 'Bridesmaid 2',
        chair: 1,
      },
      {
        serviceName: 'Bridesmaid 3',
        startTime: '12:30 PM',
        endTime: '1:30 PM',
        sortOrder: 2,
        person: 'Bridesmaid 3',
        chair: 2,
      },
      { serviceName: 'Touch-up', startTime: '4:00 PM', endTime: '4:15 PM', sortOrder: 3 },
    ]);
  });

  it('refuses a third chair, a chair as text and an oversized person, naming the problem, and writes nothing', async () => {
    const id = await newSchedule('731905');
    const base = `/api/admin/wedding-schedules/${id}/services`;
    const service = { serviceName: 'Bride', startTime: '1:00 PM', endTime: '2:30 PM', sortOrder: 1 };
    for (const [extra, message] of [
      [{ chair: 5 }, 'Chair must be 1 to 4'],
      [{ chair: '1' }, 'Chair must be 1 to 4'],
      [{ person: 'x'.repeat(81) }, 'Person must be at most 80 characters'],
      [{ readyBy: 15 }, 'Ready by must be text'],
    ] as const) {
      const bulk = await server.request(base, {
        method: 'PUT',
        admin: true,
        json: { mode: 'replace', services: [{ ...service, ...extra }] },
      });
      expect(bulk.status).toBe(400);
      expect(((await bulk.json()) as { error: string }).error).toContain(message);
      const single = await server.request(base, { method: 'POST', admin: true, json: { ...service, ...extra } });
      expect(single.status).toBe(400);
    }
    expect(await (await server.request(base, { admin: true })).json()).toEqual([]);
  });
});

// A booking's people on its schedule's rows: the builder links each row to her by `personId`, and a name changed in
// the booking changes on those rows in the same save, as the client's name does on the schedule.
describe("schedule services: the booking's people", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PIN_GUESS_LIMIT: '100' } });
  });
  afterAll(() => server.close());

  it('keeps personId through a shift, and renames her rows when her name changes in the booking', async () => {
    const body = {
      clientName: 'Rosa Example',
      clientPhone: '(916) 555-0177',
      clientEmail: '',
      eventDate: '2026-06-13',
      eventType: 'wedding',
      status: 'booked',
      holdUntil: '',
      venueName: '',
      venueAddress: '',
      venueZip: '',
      readyBy: '3:00 PM',
      party: [
        { name: 'Bride', services: ['Bridal Makeup'] },
        { name: 'Bridesmaid 1', services: ['Bridesmaid'] },
        { name: 'Maria', services: ['Mother of the Bride / Groom'] },
      ],
      travelMiles: 0,
      notes: '',
      pin: '731906',
    };
    const created = await server.request('/api/admin/bookings', { method: 'POST', admin: true, json: body });
    expect(created.status, await created.clone().text()).toBe(201);
    const booking = (await created.json()) as { id: string; scheduleId: string; party: { id: string; name: string }[] };
    const [bride, maid, mother] = booking.party;
    const base = `/api/admin/wedding-schedules/${booking.scheduleId}/services`;
    const row = (person: { id: string; name: string }, serviceName: string, sortOrder: number) => ({
      serviceName,
      startTime: `${sortOrder}:00 PM`,
      endTime: `${sortOrder + 1}:00 PM`,
      sortOrder,
      person: person.name,
      personId: person.id,
      chair: 1,
      readyBy: '3:00 PM',
    });
    const written = await server.request(base, {
      method: 'PUT',
      admin: true,
      json: {
        mode: 'replace',
        services: [
          row(maid!, 'Bridesmaid 1', 1),
          row(mother!, 'Maria (Mother of the Bride / Groom)', 2),
          row(bride!, 'Bride', 3),
        ],
      },
    });
    expect(written.status).toBe(200);
    const [first] = ((await written.json()) as { services: { id: string }[] }).services;
    const shifted = await server.request(base, {
      method: 'PUT',
      admin: true,
      json: {
        mode: 'update',
        services: [
          { id: first!.id, serviceName: 'Bridesmaid 1', startTime: '1:15 PM', endTime: '2:15 PM', sortOrder: 1 },
        ],
      },
    });
    expect(shifted.status).toBe(200);

    const renamed = await server.request(`/api/admin/bookings/${booking.id}`, {
      method: 'PUT',
      admin: true,
      json: {
        ...body,
        pin: '',
        party: [
          { id: bride!.id, name: 'Bride', services: ['Bridal Makeup'] },
          { id: maid!.id, name: 'Jess', services: ['Bridesmaid'] },
          { id: mother!.id, name: 'Maria Lopez', services: ['Mother of the Bride / Groom'] },
        ],
      },
    });
    expect(renamed.status).toBe(200);
    const stored = (await (await server.request(base, { admin: true })).json()) as Record<string, unknown>[];
    expect(
      stored.map(({ serviceName, person, personId, startTime }) => [serviceName, person, personId, startTime]),
    ).toEqual([
      ['Jess (Bridesmaid)', 'Jess', maid!.id, '1:15 PM'],
      ['Maria Lopez (Mother of the Bride / Groom)', 'Maria Lopez', mother!.id, '2:00 PM'],
      ['Bride', 'Bride', bride!.id, '3:00 PM'],
    ]);
  });
});
