import { describe, expect, it } from 'vitest';
import { api, LINK_TOKEN_HEADER } from '#contract/api.ts';
import type { DayView } from '#contract/day-link.ts';
import type { ScheduleService } from '#contract/wedding-schedule.ts';
import { fullIntake, json, partySuite } from '../test/party-links-api.ts';

// The day link (issue 42): the photographer's read-only morning, under the private-link rules, showing the bride's
// first name, the ready-by and expected times, each chair's counts, the address and the lead artist's phone, and
// nothing else: no other name, no service, no money, nothing from the intake.

const at = (clock: string) => `2026-06-13T${clock}:00-07:00`;

describe('The day link', () => {
  const { suite, personId, phoneOf, open, saveIntake } = partySuite();
  const server = () => suite.server;
  const makeLink = (body: unknown = {}) =>
    server().request(api.adminBookings.dayLink.path({ id: suite.booking.id }), {
      method: 'POST',
      admin: true,
      json: body,
    });
  const tokenOf = async (response: Response) => new URL((await json<{ link: string }>(response)).link).hash.slice(1);
  const day = (token: string) => server().request('/api/day', { headers: { [LINK_TOKEN_HEADER]: token } });

  it('shows the morning with no names but the bride’s first, no services, no money and no intake', async () => {
    const maya = await phoneOf('Maya');
    await open(maya);
    expect((await saveIntake(maya, fullIntake({ anythingElse: 'Secret fear of lashes' }))).status).toBe(200);
    for (const [index, name] of ['Maya', 'Zoë'].entries()) {
      const made = await server().request(api.adminScheduleServices.create.path({ id: suite.booking.scheduleId! }), {
        method: 'POST',
        admin: true,
        json: {
          serviceName: index === 0 ? 'Bridesmaid' : 'Bridal Makeup',
          startTime: index === 0 ? '8:00 AM' : '8:45 AM',
          endTime: index === 0 ? '8:45 AM' : '10:00 AM',
          sortOrder: index + 1,
          person: index === 0 ? 'Maya' : 'Bride',
          personId: personId(name),
          chair: 1,
          readyBy: '10:30 AM',
        },
      });
      expect(made.status).toBe(201);
    }
    const made = await makeLink();
    expect(made.status).toBe(200);
    const token = await tokenOf(made);
    // The same link again until she asks for a new one.
    expect(await tokenOf(await makeLink())).toBe(token);

    suite.now = Date.parse(at('08:50'));
    const services = await json<ScheduleService[]>(
      await server().request(api.adminScheduleServices.list.path({ id: suite.booking.scheduleId! }), { admin: true }),
    );
    const tap = await server().request(api.adminProgress.tap.path({ id: suite.booking.scheduleId! }), {
      method: 'POST',
      admin: true,
      json: { serviceId: services[0]!.id, step: 'done', at: at('08:50'), tapId: 'day-1' },
    });
    expect(tap.status).toBe(200);

    const response = await day(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const view = await json<DayView>(response);
    expect(view).toEqual({
      brideFirstName: 'Zoë',
      date: '2026-06-13',
      readyBy: '10:30 AM',
      expected: '10:05 AM',
      chairs: [{ chair: 1, done: 1, total: 2 }],
      gettingReadyAddress: '1 Example Road, Folsom, CA',
      leadPhone: expect.any(String),
      live: true,
      updatedAt: expect.any(String),
    });
    const text = JSON.stringify(view);
    for (const hidden of [
      'Ñúñez',
      'Maya',
      'Lily',
      'Bridesmaid',
      'Bridal',
      'lashes',
      'latex',
      '$',
      'balance',
      'paid',
      'email',
      'Secret',
    ]) {
      expect(text, hidden).not.toContain(hidden);
    }
  });

  it('is under the private-link rules: 410 once replaced, a guess for an unknown token, the owner’s to make', async () => {
    const first = await tokenOf(await makeLink());
    const second = await tokenOf(await makeLink({ renew: true }));
    expect(second).not.toBe(first);
    expect((await day(first)).status).toBe(410);
    expect((await day(second)).status).toBe(200);
    expect((await day('not-a-token')).status).toBe(404);
    expect((await server().request('/api/day')).status).toBe(404);
    // A party link's token opens no day view.
    expect((await day((await phoneOf('Maya')).token)).status).toBe(404);

    expect((await makeLink({ renew: 'yes' })).status).toBe(400);
    const anonymous = await server().request(api.adminBookings.dayLink.path({ id: suite.booking.id }), {
      method: 'POST',
      json: {},
    });
    expect(anonymous.status).toBe(401);
    const missing = await server().request(api.adminBookings.dayLink.path({ id: 'nope' }), {
      method: 'POST',
      admin: true,
      json: {},
    });
    expect(missing.status).toBe(404);
  });
});
