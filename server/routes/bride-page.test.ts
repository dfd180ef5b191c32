import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, SCHEDULE_TOKEN_HEADER } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { INVALID_ADMIN_KEY } from '#contract/messages.ts';
import { weddingBookingBody } from '#test-support/wedding-booking.ts';
import { logIn, withCookie } from '../test/admin-login.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// The owner's preview of the bride's page (GET /api/admin/wedding-schedules/:id/bride-page): the PIN lookup's own
// answer, found by id, and only ever behind the one admin guard.

describe("the owner's preview of the bride's page", () => {
  let server: TestServer;
  let booking: BookingAnswer;
  const pin = '604213';
  beforeAll(async () => {
    // Two wrong PINs pause lookups: the preview must never spend them. Wrong keys are many here, on purpose.
    server = await startTestServer({ seed: true, env: { PIN_GUESS_LIMIT: '2', KEY_GUESS_LIMIT: '100' } });
    const created = await server.request(api.adminBookings.create.path(), {
      method: 'POST',
      admin: true,
      json: weddingBookingBody({ pin }),
    });
    expect(created.status).toBe(201);
    booking = (await created.json()) as BookingAnswer;
    const services = await server.request(api.adminScheduleServices.create.path({ id: booking.scheduleId! }), {
      method: 'POST',
      admin: true,
      json: { serviceName: 'Bride', startTime: '9:00 AM', endTime: '10:30 AM', sortOrder: 1 },
    });
    expect(services.status).toBe(201);
  });
  afterAll(() => server.close());

  const path = () => api.adminBridePage.path({ id: booking.scheduleId! });

  it('answers the signed-in owner with exactly what the bride gets for her PIN, and its device token', async () => {
    const byPin = await server.request(api.weddingSchedule.byPin.path({ pin }));
    expect(byPin.status).toBe(200);
    const brideSees = await byPin.json();

    const { cookie } = await logIn(server);
    for (const init of [{ admin: true }, withCookie(cookie)]) {
      const response = await server.request(path(), init);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get(SCHEDULE_TOKEN_HEADER)).toMatch(/^[^.]+\.\d{4}-\d{2}-\d{2}\.[\w-]+$/);
      const body = await response.json();
      expect(body).toEqual(brideSees);
      // Her money, her agreement and her times: the whole page, and never the PIN.
      expect(body.booking.total).toBe(booking.quote.total);
      expect(body.services.map((service: { serviceName: string }) => service.serviceName)).toEqual(['Bride']);
      expect(JSON.stringify(body)).not.toContain(pin);
    }
  });

  it('refuses it without the key or a session, in every spelling, and tells nothing of the bride', async () => {
    const id = booking.scheduleId!;
    const tail = `/wedding-schedules/${id}/bride-page`;
    const spellings = [
      `/api/admin${tail}`,
      `/api/ADMIN${tail}`,
      `/API/admin${tail}`,
      `/api/Admin/Wedding-Schedules/${id}/Bride-Page`,
      `/api/admin/wedding-schedules/${id}/BRIDE-PAGE`,
      `/api/%61dmin${tail}`,
      `/api/%41DMIN${tail}`,
      `/api/%2561dmin${tail}`,
      `/api/admin/wedding-schedules/${id}/bride%2Dpage`,
      `/api/admin${tail}/`,
      `/api//admin${tail}`,
      `/api/./admin${tail}`,
      `/api/x/../admin${tail}`,
    ];
    for (const spelling of spellings) {
      for (const init of [
        {},
        { admin: 'not-the-key' },
        { headers: { cookie: 'admin_session=forged' } },
        { headers: { cookie: 'admin_session=' } },
      ]) {
        const response = await server.request(spelling, init);
        const text = await response.text();
        expect(response.status, `${spelling} ${JSON.stringify(init)}`).toBe(401);
        expect(text).not.toContain(booking.clientName);
        expect(response.headers.get(SCHEDULE_TOKEN_HEADER)).toBeNull();
      }
    }
    const bare = await server.request(path());
    expect(await bare.json()).toEqual({ error: INVALID_ADMIN_KEY });
  });

  it('has one spelling even with the key: other letter cases are not found', async () => {
    const id = booking.scheduleId!;
    for (const spelling of [
      `/api/ADMIN/wedding-schedules/${id}/bride-page`,
      `/api/admin/wedding-schedules/${id}/Bride-Page`,
      `/api/%61dmin/wedding-schedules/${id}/bride-page`,
    ]) {
      const response = await server.request(spelling, { admin: true });
      expect(response.status, spelling).toBe(404);
      expect(await response.text()).not.toContain(booking.clientName);
    }
  });

  it('says an unknown schedule is not found, and never counts as a PIN guess', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await server.request(api.adminBridePage.path({ id: `no-such-schedule-${i}` }), { admin: true });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Wedding schedule not found' });
    }
    // Five misses above, with two wrong PINs allowed: the bride's own lookup still opens.
    expect((await server.request(api.weddingSchedule.byPin.path({ pin }))).status).toBe(200);
  });
});
