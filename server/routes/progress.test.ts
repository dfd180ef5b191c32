import { describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import type { ProgressAnswer } from '#contract/progress.ts';
import type { ScheduleService } from '#contract/wedding-schedule.ts';
import type { PartyCard } from '#contract/party-link.ts';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { json, partySuite, PIN } from '../test/party-links-api.ts';

// The chair board's taps (issue 42): Start, Done, Undo for a service, kept as they came; a late Done re-times the
// rest of that chair, an Undo puts it back; only on the wedding's day; a repeated tapId changes nothing.

/** 8:30 a.m. in Sacramento on the wedding's day (Saturday 13 June 2026, PDT). */
const WEDDING_MORNING = Date.parse('2026-06-13T15:30:00Z');
const at = (clock: string) => `2026-06-13T${clock}:00-07:00`;

describe('Progress taps', () => {
  const { suite, personId, phoneOf, open } = partySuite();
  const server = () => suite.server;
  const scheduleId = () => suite.booking.scheduleId!;
  const tapPath = () => api.adminProgress.tap.path({ id: scheduleId() });
  let tapCount = 0;

  const row = async (name: string, serviceName: string, startTime: string, endTime: string, chair: 1 | 2) => {
    const response = await server().request(api.adminScheduleServices.create.path({ id: scheduleId() }), {
      method: 'POST',
      admin: true,
      json: {
        serviceName,
        startTime,
        endTime,
        sortOrder: ++tapCount,
        person: name,
        personId: personId(name.startsWith('Bride') ? 'Zoë' : name),
        chair,
        readyBy: '10:30 AM',
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return json<ScheduleService>(response);
  };

  /** Maya then the bride in chair 1, Maya's hair in chair 2 after her makeup, Lily in chair 2 first. */
  const morning = async () => {
    const maya = await row('Maya', 'Bridesmaid', '8:00 AM', '8:45 AM', 1);
    const bride = await row('Bride (Zoë)', 'Bridal Makeup', '8:45 AM', '10:00 AM', 1);
    const lily = await row('Lily', 'Flower Girl Makeup', '8:00 AM', '8:20 AM', 2);
    const mayaHair = await row('Maya', 'Bridesmaid Hair', '8:50 AM', '9:30 AM', 2);
    return { maya, bride, lily, mayaHair };
  };

  const tap = (body: Record<string, unknown>, init: { admin?: boolean } = { admin: true }) =>
    server().request(tapPath(), { method: 'POST', ...init, json: body });
  const timesOf = async () => {
    const response = await server().request(api.adminScheduleServices.list.path({ id: scheduleId() }), { admin: true });
    const services = await json<ScheduleService[]>(response);
    return Object.fromEntries(
      services.map((service) => [service.serviceName, `${service.startTime}-${service.endTime}`]),
    );
  };

  it('re-times the chair for a Done 10 minutes late, says so in one line, and Undo puts it back', async () => {
    suite.now = WEDDING_MORNING;
    const { maya } = await morning();
    const start = await tap({ serviceId: maya.id, step: 'start', at: at('08:00'), tapId: 'tap-1' });
    expect(start.status, await start.clone().text()).toBe(200);
    expect((await json<ProgressAnswer>(start)).progress[maya.id]).toEqual({ state: 'in-chair', since: at('08:00') });

    suite.now = Date.parse(at('08:55'));
    const done = await tap({ serviceId: maya.id, step: 'done', at: at('08:55'), tapId: 'tap-2' });
    expect(done.status).toBe(200);
    const answer = await json<ProgressAnswer>(done);
    expect(answer.line).toBe('Bride now 10:10 AM (+10 min); ready-by 10:30 AM holds.');
    expect(await timesOf()).toEqual({
      Bridesmaid: '8:00 AM-8:55 AM',
      'Bridal Makeup': '8:55 AM-10:10 AM',
      'Flower Girl Makeup': '8:00 AM-8:20 AM',
      // Her hair waited for her: 5 minutes later, as far as she was late to it.
      'Bridesmaid Hair': '8:55 AM-9:35 AM',
    });

    const undo = await tap({ serviceId: maya.id, step: 'undo', at: at('08:56'), tapId: 'tap-3' });
    expect((await json<ProgressAnswer>(undo)).line).toBe("Undone: Maya's Done; times put back.");
    expect(await timesOf()).toMatchObject({ Bridesmaid: '8:00 AM-8:45 AM', 'Bridal Makeup': '8:45 AM-10:00 AM' });

    const history = await server().request(api.adminProgress.history.path({ id: scheduleId() }), { admin: true });
    const kept = await json<ProgressAnswer>(history);
    expect(kept.taps.map((item) => item.tapId)).toEqual(['tap-1', 'tap-2', 'tap-3']);
    expect(kept.progress[maya.id]).toEqual({ state: 'in-chair', since: at('08:00') });
  });

  it('moves nobody for an early Done', async () => {
    suite.now = Date.parse(at('08:40'));
    const { maya } = await morning();
    const done = await tap({ serviceId: maya.id, step: 'done', at: at('08:40'), tapId: 'early' });
    expect((await json<ProgressAnswer>(done)).line).toBe('Maya done 8:40 AM (5 min early); nobody moves.');
    expect((await timesOf())['Bridal Makeup']).toBe('8:45 AM-10:00 AM');
  });

  it('changes nothing for a repeated tapId, and keeps the later moment of two phones with both in the history', async () => {
    suite.now = Date.parse(at('09:00'));
    const { maya } = await morning();
    const first = await tap({ serviceId: maya.id, step: 'done', at: at('08:55'), tapId: 'phone-a' });
    expect(first.status).toBe(200);
    const again = await tap({ serviceId: maya.id, step: 'done', at: at('08:59'), tapId: 'phone-a' });
    expect(await json<ProgressAnswer>(again)).toMatchObject({ repeated: true });
    expect((await timesOf())['Bridal Makeup']).toBe('8:55 AM-10:10 AM');

    // Another phone's Done for her, tapped earlier but arriving later: kept, changes nothing; the later stands.
    const older = await tap({ serviceId: maya.id, step: 'done', at: at('08:50'), tapId: 'phone-b' });
    const answer = await json<ProgressAnswer>(older);
    expect(answer.taps.map((item) => item.tapId)).toEqual(['phone-b', 'phone-a']);
    expect(answer.progress[maya.id]).toEqual({ state: 'done', at: at('08:55') });
    expect((await timesOf())['Bridal Makeup']).toBe('8:55 AM-10:10 AM');

    // A later one from the second phone stands, moving by the difference.
    await tap({ serviceId: maya.id, step: 'done', at: at('08:58'), tapId: 'phone-b2' });
    expect((await timesOf())['Bridal Makeup']).toBe('8:58 AM-10:13 AM');
  });

  it('takes taps only on the wedding day, a moment at most 2 minutes ahead, and names the field at fault', async () => {
    suite.now = Date.parse(at('09:00'));
    const { maya } = await morning();
    const ahead = await tap({ serviceId: maya.id, step: 'start', at: at('09:03'), tapId: 'ahead' });
    expect(ahead.status).toBe(400);
    expect(await ahead.json()).toMatchObject({ field: 'at' });
    const twoAhead = await tap({ serviceId: maya.id, step: 'start', at: at('09:02'), tapId: 'two-ahead' });
    expect(twoAhead.status).toBe(200);

    const yesterday = await tap({ serviceId: maya.id, step: 'start', at: '2026-06-12T09:00:00-07:00', tapId: 'y' });
    expect(yesterday.status).toBe(403);
    suite.now = Date.parse('2026-06-14T16:00:00Z');
    const dayAfter = await tap({ serviceId: maya.id, step: 'start', at: '2026-06-14T09:00:00-07:00', tapId: 'd' });
    expect(dayAfter.status).toBe(403);
    expect(await dayAfter.json()).toMatchObject({ error: expect.stringContaining('wedding’s day') });

    suite.now = Date.parse(at('09:00'));
    const cases: [Record<string, unknown>, string][] = [
      [{ step: 'start', at: at('09:00'), tapId: 'x' }, 'serviceId'],
      [{ serviceId: maya.id, step: 'finish', at: at('09:00'), tapId: 'x' }, 'step'],
      [{ serviceId: maya.id, step: 'start', at: '9:00 AM', tapId: 'x' }, 'at'],
      [{ serviceId: maya.id, step: 'start', at: '2026-06-13T09:00:00', tapId: 'x' }, 'at'],
      [{ serviceId: maya.id, step: 'start', at: '2026-02-31T09:00:00Z', tapId: 'x' }, 'at'],
      [{ serviceId: maya.id, step: 'start', at: at('09:00') }, 'tapId'],
      [{ serviceId: maya.id, step: 'start', at: at('09:00'), tapId: '<script>' }, 'tapId'],
      [{ serviceId: maya.id, step: 'start', at: at('09:00'), tapId: 'x'.repeat(101) }, 'tapId'],
      [{ serviceId: '../../etc', step: 'start', at: at('09:00'), tapId: 'x' }, 'serviceId'],
    ];
    for (const [body, field] of cases) {
      const response = await tap(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json(), JSON.stringify(body)).toMatchObject({ field });
    }
    const notJson = await server().request(tapPath(), {
      method: 'POST',
      admin: true,
      headers: { 'content-type': 'application/json' },
      body: '[1]',
    });
    expect(notJson.status).toBe(400);
    const otherService = await tap({ serviceId: 'not-a-service', step: 'start', at: at('09:00'), tapId: 'z' });
    expect(otherService.status).toBe(404);
    const otherSchedule = await server().request(api.adminProgress.tap.path({ id: 'nope' }), {
      method: 'POST',
      admin: true,
      json: { serviceId: maya.id, step: 'start', at: at('09:00'), tapId: 'z2' },
    });
    expect(otherSchedule.status).toBe(404);
  });

  it('is the owner’s alone', async () => {
    suite.now = Date.parse(at('09:00'));
    const { maya } = await morning();
    const body = { serviceId: maya.id, step: 'start', at: at('09:00'), tapId: 'anon' };
    expect((await tap(body, {})).status).toBe(401);
    expect((await server().request(api.adminProgress.history.path({ id: scheduleId() }))).status).toBe(401);
    // Other letter cases of the path still reach the guard, never the route.
    const shouted = await server().request(tapPath().toUpperCase(), { method: 'POST', json: body });
    expect([401, 404]).toContain(shouted.status);
    const history = await server().request(api.adminProgress.history.path({ id: scheduleId() }), { admin: true });
    expect((await json<ProgressAnswer>(history)).taps).toEqual([]);
  });

  it('alerts her once a wedding when a chair runs past ready-by', async () => {
    suite.now = Date.parse(at('09:30'));
    const { maya, lily } = await morning();
    // 35 minutes late: the bride now ends 10:35, past 10:30.
    const late = await tap({ serviceId: maya.id, step: 'done', at: at('09:20'), tapId: 'late' });
    expect((await json<ProgressAnswer>(late)).line).toBe(
      'Bride now 10:35 AM (+35 min); ready-by 10:30 AM is missed by 5 min.',
    );
    const history = async () =>
      (
        await json<ProgressAnswer>(
          await server().request(api.adminProgress.history.path({ id: scheduleId() }), { admin: true }),
        )
      ).taps;
    expect((await history()).filter((item) => item.readyByAlert)).toHaveLength(1);
    await tap({ serviceId: lily.id, step: 'done', at: at('09:25'), tapId: 'late-2' });
    expect((await history()).filter((item) => item.readyByAlert)).toHaveLength(1);
  });

  it('shows the morning live on the bride’s page and on each person’s link, on the wedding’s day only', async () => {
    suite.now = Date.parse('2026-06-12T16:00:00Z');
    const { maya } = await morning();
    const dayBefore = await json<ClientSchedule>(await server().request(`/api/wedding-schedule/${PIN}`));
    expect(dayBefore.live).toBeUndefined();
    const mayaPhone = await phoneOf('Maya');
    expect((await json<PartyCard>(await open(mayaPhone))).live).toBeUndefined();

    suite.now = Date.parse(at('08:05'));
    await tap({ serviceId: maya.id, step: 'start', at: at('08:01'), tapId: 'live-1' });
    const bridePage = await json<ClientSchedule>(await server().request(`/api/wedding-schedule/${PIN}`));
    expect(bridePage.live?.people.map((person) => [person.name, person.state, person.facesBefore])).toEqual([
      ['Maya', 'in-chair', 0],
      ['Bride (Zoë)', 'next', 0],
      ['Lily', 'next', 0],
    ]);
    expect(bridePage.live?.chairs).toEqual([
      { chair: 1, done: 0, total: 2 },
      { chair: 2, done: 0, total: 2 },
    ]);
    // Her page names no one's records.
    expect(JSON.stringify(bridePage.live)).not.toContain(personId('Maya'));
    expect((await json<PartyCard>(await open(mayaPhone))).live).toMatchObject({ line: 'In the chair now' });
    const lily = await phoneOf('Lily');
    expect((await json<PartyCard>(await open(lily))).live).toMatchObject({ line: "You're next: be ready at 8:00 AM" });
  });
});
