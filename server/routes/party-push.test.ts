import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, LINK_TOKEN_HEADER } from '#contract/api.ts';
import { PARTY_DEVICE_HEADER, type PartyCard } from '#contract/party-link.ts';
import type { PartyPushAnswer, PartyPushPayload } from '#contract/party-push.ts';
import { otherPhoneMessage } from '#contract/messages.ts';
import type { ScheduleService } from '#contract/wedding-schedule.ts';
import { pushSubscriptionId } from '../alerts/push.ts';
import type { IntakeRetention } from '../party/intake-retention.ts';
import { json, partySuite, type Phone } from '../test/party-links-api.ts';
import { startPushService, verifyVapid, type TestDevice, type TestPushService } from '../test/push-service.ts';
import { PARTY_PUSH_OVER_MESSAGE } from './party-push.ts';

// "You're next" (issue 42): a party person's phone subscribes from her link (the phone that holds it only), at
// most 3 devices, gone after the wedding or when the push service says so; a tap that makes her next in her chair
// sends her one push, once a wedding, off the request.

/** 8:30 a.m. in Sacramento on the wedding's day (Saturday 13 June 2026, PDT). */
const at = (clock: string) => `2026-06-13T${clock}:00-07:00`;

const keys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};
const fcm = (name: string) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${name}`, keys: keys() });

const until = async <T>(read: () => T | undefined, ms = 5_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('party push subscriptions', () => {
  let pushService: TestPushService;
  beforeAll(async () => {
    pushService = await startPushService();
  });
  afterAll(() => pushService.close());
  const { suite, personId, phoneOf, open } = partySuite({}, () => ({
    alertOptions: { push: { testPushService: { origin: pushService.url, ca: pushService.ca } } },
  }));
  const server = () => suite.server;
  beforeEach(async () => {
    await server().store.update((data) => {
      data.partyPushSubscriptions = [];
      data.progressTaps = [];
    });
    pushService.requests.length = 0;
  });

  const headersOf = (phone: Phone) => ({
    [LINK_TOKEN_HEADER]: phone.token,
    ...(phone.device ? { [PARTY_DEVICE_HEADER]: phone.device } : {}),
  });
  const subscribe = (phone: Phone, body: unknown, init: RequestInit = {}) =>
    server().request(api.party.addPush.path(), { method: 'POST', headers: headersOf(phone), json: body, ...init });
  const unsubscribe = (phone: Phone) =>
    server().request(api.party.removePush.path(), { method: 'DELETE', headers: headersOf(phone) });
  const stored = () => server().store.data.partyPushSubscriptions;
  const retention = () => (server().app as unknown as { intakeRetention: IntakeRetention }).intakeRetention;
  const claimed = async (name: string) => {
    const phone = await phoneOf(name);
    expect((await open(phone)).status).toBe(200);
    return phone;
  };

  it('keeps her phone’s subscription, checked, and says so on her card; off again with DELETE', async () => {
    const maya = await claimed('Maya');
    const card = await json<PartyCard>(await open(maya));
    expect(card.push).toEqual({ publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/), subscribed: 0 });

    const sub = fcm('maya-phone');
    const made = await subscribe(maya, { ...sub, expirationTime: null });
    expect(made.status, await made.clone().text()).toBe(201);
    expect(made.headers.get('cache-control')).toBe('no-store');
    expect(await json<PartyPushAnswer>(made)).toEqual({ subscribed: 1 });
    expect(stored()).toEqual([
      {
        id: pushSubscriptionId(sub.endpoint),
        bookingId: suite.booking.id,
        personId: personId('Maya'),
        endpoint: sub.endpoint,
        keys: sub.keys,
        createdAt: new Date(suite.now).toISOString(),
      },
    ]);
    expect((await json<PartyCard>(await open(maya))).push!.subscribed).toBe(1);
    // The same device again replaces its entry.
    expect(await json<PartyPushAnswer>(await subscribe(maya, sub))).toEqual({ subscribed: 1 });

    const off = await unsubscribe(maya);
    expect(off.status).toBe(200);
    expect(await json<PartyPushAnswer>(off)).toEqual({ subscribed: 0 });
    expect(stored()).toEqual([]);
  });

  it('refuses a phone without her link, another phone (403), and another person’s card has no key', async () => {
    const maya = await claimed('Maya');
    const none = await server().request(api.party.addPush.path(), { method: 'POST', json: fcm('x') });
    expect(none.status).toBe(404);
    const other = await phoneOf('Maya');
    expect((await json<PartyCard>(await open(other))).push).toBeUndefined();
    for (const response of [await subscribe(other, fcm('other')), await unsubscribe(other)]) {
      expect(response.status).toBe(403);
      expect((await json<{ error: string }>(response)).error).toBe(otherPhoneMessage('Elena Marie'));
    }
    // A made-up device token, or her token with another letter case, is not her phone either.
    expect((await subscribe({ token: maya.token, device: 'x'.repeat(43) }, fcm('forged'))).status).toBe(403);
    expect((await subscribe({ token: maya.token, device: maya.device!.toUpperCase() }, fcm('case'))).status).toBe(403);
    expect(stored()).toEqual([]);
  });

  it('takes only a browser push service’s address, and names the field of bad input', async () => {
    const maya = await claimed('Maya');
    const cases: [unknown, string][] = [
      [{ ...fcm('a'), endpoint: 'http://fcm.googleapis.com/fcm/send/a' }, 'endpoint'],
      [{ ...fcm('a'), endpoint: 'https://127.0.0.1/push' }, 'endpoint'],
      [{ ...fcm('a'), endpoint: `${pushService.url}/push/a` }, 'endpoint'],
      [{ ...fcm('a'), endpoint: 'https://127.0.0.1;.push.apple.com/' }, 'endpoint'],
      [{ ...fcm('a'), endpoint: 'https://user:pw@fcm.googleapis.com/fcm/send/a' }, 'endpoint'],
      [{ ...fcm('a'), endpoint: `https://fcm.googleapis.com/${'a'.repeat(1000)}` }, 'endpoint'],
      [{ ...fcm('a'), endpoint: 42 }, 'endpoint'],
      [{ endpoint: fcm('a').endpoint }, 'keys'],
      [{ ...fcm('a'), keys: { ...keys(), p256dh: 'BAAA' } }, 'keys.p256dh'],
      [{ ...fcm('a'), keys: { ...keys(), auth: 'short' } }, 'keys.auth'],
      [{ ...fcm('a'), keys: { ...keys(), auth: '<script>' } }, 'keys.auth'],
    ];
    for (const [body, field] of cases) {
      const response = await subscribe(maya, body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect((await json<{ field?: string }>(response)).field).toBe(field);
    }
    expect((await subscribe(maya, ['not', 'an', 'object'])).status).toBe(400);
    const notJson = await subscribe(maya, undefined, {
      body: '{"endpoint":',
      headers: { ...headersOf(maya), 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const huge = await subscribe(maya, { ...fcm('a'), padding: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(stored()).toEqual([]);
  });

  it('keeps at most 3 devices a person: the oldest gives way, another person’s stay', async () => {
    const maya = await claimed('Maya');
    const lily = await claimed('Lily');
    expect((await subscribe(lily, fcm('lily'))).status).toBe(201);
    for (const name of ['one', 'two', 'three', 'four']) {
      suite.now += 1_000;
      expect((await subscribe(maya, fcm(name))).status).toBe(201);
    }
    const mine = stored().filter((item) => item.personId === personId('Maya'));
    expect(mine.map((item) => item.endpoint.split('/').at(-1))).toEqual(['two', 'three', 'four']);
    expect(stored().filter((item) => item.personId === personId('Lily'))).toHaveLength(1);
  });

  it('deletes them the day after the wedding, in the hourly check, and takes none then', async () => {
    const maya = await claimed('Maya');
    expect((await subscribe(maya, fcm('maya'))).status).toBe(201);
    suite.now = Date.parse(at('23:30'));
    await retention().check();
    expect(stored()).toHaveLength(1);
    suite.now = Date.parse('2026-06-14T08:00:00-07:00');
    await retention().check();
    expect(stored()).toEqual([]);
    const late = await subscribe(maya, fcm('maya'));
    expect(late.status).toBe(409);
    expect((await json<{ error: string }>(late)).error).toBe(PARTY_PUSH_OVER_MESSAGE);
  });

  describe('"You\'re next", sent when a tap makes her next', () => {
    let sortOrder = 0;
    const row = async (name: string, serviceName: string, startTime: string, endTime: string, chair: number) => {
      const response = await server().request(
        api.adminScheduleServices.create.path({ id: suite.booking.scheduleId! }),
        {
          method: 'POST',
          admin: true,
          json: {
            serviceName,
            startTime,
            endTime,
            sortOrder: ++sortOrder,
            person: name,
            personId: personId(name.startsWith('Bride') ? 'Zoë' : name),
            chair,
            readyBy: '10:30 AM',
          },
        },
      );
      expect(response.status, await response.clone().text()).toBe(201);
      return json<ScheduleService>(response);
    };
    const tap = (serviceId: string, step: string, clock: string, tapId: string) =>
      server().request(api.adminProgress.tap.path({ id: suite.booking.scheduleId! }), {
        method: 'POST',
        admin: true,
        json: { serviceId, step, at: at(clock), tapId },
      });
    /** Lily then Maya in chair 1 (the lead's), the bride in chair 2. */
    const morning = async () => {
      const lily = await row('Lily', 'Flower Girl Makeup', '8:00 AM', '8:30 AM', 1);
      const maya = await row('Maya', 'Bridesmaid', '8:30 AM', '9:15 AM', 1);
      const bride = await row('Bride (Zoë)', 'Bridal Makeup', '8:00 AM', '9:15 AM', 2);
      return { lily, maya, bride };
    };
    /** Maya's phone subscribed at the test push service (straight into the store: the route takes real services). */
    const mayaDevice = async (): Promise<TestDevice> => {
      const device = pushService.device(`maya-${sortOrder}`);
      await server().store.update((data) => {
        data.partyPushSubscriptions = [
          {
            id: pushSubscriptionId(device.endpoint),
            bookingId: suite.booking.id,
            personId: personId('Maya'),
            endpoint: device.endpoint,
            keys: { p256dh: device.p256dh, auth: device.auth },
            createdAt: new Date(suite.now).toISOString(),
          },
        ];
      });
      return device;
    };

    it('sends it once, with her chair’s artist and the minutes to her start, signed and encrypted to her phone', async () => {
      suite.now = Date.parse(at('08:00'));
      const { lily } = await morning();
      const device = await mayaDevice();
      expect((await tap(lily.id, 'start', '08:00', 'lily-start')).status).toBe(200);
      // Lily in the chair, Maya next: made next by this tap.
      const request = await until(() => pushService.requests.at(0));
      expect(request.path).toBe(new URL(device.endpoint).pathname);
      verifyVapid(String(request.headers.authorization), pushService.url);
      const payload = JSON.parse(device.decrypt(request.body)) as PartyPushPayload;
      // 8:30 is 30 minutes from 8:00; the chair is the lead's, Elena Marie.
      expect(payload).toEqual({
        title: "You're next in Elena's chair (about 30 min)",
        body: "You're next in Elena's chair (about 30 min)",
        tag: `next-${suite.booking.id}-${personId('Maya')}`,
        url: '/party',
      });

      // Undone, started again, done: she is next again each time, but hears it only once.
      suite.now = Date.parse(at('08:20'));
      await tap(lily.id, 'undo', '08:20', 'lily-undo');
      await tap(lily.id, 'start', '08:20', 'lily-start-2');
      await tap(lily.id, 'start', '08:20', 'lily-start');
      suite.now = Date.parse(at('08:25'));
      await tap(lily.id, 'done', '08:25', 'lily-done');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(pushService.requests).toHaveLength(1);
      expect(server().store.data.progressTaps.find((item) => item.tapId === 'lily-start')?.nextPushed).toEqual([
        personId('Maya'),
      ]);
    });

    it('names the team artist of her chair and gives at least 1 minute', async () => {
      await server().store.update((data) => {
        data.team = [
          {
            id: 'artist-dana',
            name: 'Dana Lopez',
            phone: '(916) 555-0199',
            email: '',
            rates: [],
            createdAt: new Date(suite.now).toISOString(),
          } as unknown as (typeof data.team)[number],
        ];
        const schedule = data.weddingSchedules.find((item) => item.id === suite.booking.scheduleId)!;
        Object.assign(schedule, { chairs: 2, chairArtists: ['artist-dana', 'lead'] });
      });
      suite.now = Date.parse(at('08:40'));
      const { lily } = await morning();
      const device = await mayaDevice();
      // Lily in the chair at 8:40, late: Maya's 8:30 start is already here, so at least 1 minute.
      await tap(lily.id, 'start', '08:00', 'dana-start');
      const request = await until(() => pushService.requests.at(0));
      expect((JSON.parse(device.decrypt(request.body)) as PartyPushPayload).title).toBe(
        "You're next in Dana's chair (about 1 min)",
      );
    });

    it('forgets a device its push service says is gone (410), and sends nothing without devices', async () => {
      suite.now = Date.parse(at('08:00'));
      const { lily } = await morning();
      const device = await mayaDevice();
      pushService.answer(new URL(device.endpoint).pathname, 410);
      await tap(lily.id, 'start', '08:00', 'gone-start');
      await until(() => (stored().length === 0 ? true : undefined));
      expect(pushService.requests).toHaveLength(1);

      // No device: nothing sent and nothing recorded, so a device added later still hears it.
      await tap(lily.id, 'undo', '08:01', 'gone-undo');
      await tap(lily.id, 'start', '08:02', 'gone-start-2');
      expect(
        server().store.data.progressTaps.find((item) => item.tapId === 'gone-start-2')?.nextPushed,
      ).toBeUndefined();
    });
  });
});
