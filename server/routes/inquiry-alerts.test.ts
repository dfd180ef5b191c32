import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import type { AlertSettingsAnswer } from '#contract/inquiry-alerts.ts';
import { MAX_PUSH_DEVICES } from '../alerts/push.ts';
import { logIn } from '../test/admin-login.ts';
import { snapshot, startTestServer, type TestServer } from '../test/test-server.ts';

const validKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};
const fcm = (token: string) => `https://fcm.googleapis.com/fcm/send/${token}`;
const subscription = (endpoint: string, keys = validKeys()) => ({ endpoint, expirationTime: null, keys });

describe('alert settings and push subscriptions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
    server.request(api.adminPushSubscriptions.add.path(), { method: 'POST', json: body, admin: true, headers });
  const settings = async () =>
    (await (await server.request(api.adminAlerts.get.path(), { admin: true })).json()) as AlertSettingsAnswer;

  it('adds a device that subscribes at a browser push service, once however often it subscribes, and removes it', async () => {
    const endpoint = fcm('device-one');
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1';
    const added = await subscribe(subscription(endpoint), { 'user-agent': iphone });
    expect(added.status).toBe(201);
    const { id, device } = (await added.json()) as { id: string; device: string };
    expect(device).toBe('iPhone, Safari');
    // The browser hands out new keys now and then: the same device is updated, not added again.
    expect((await subscribe(subscription(endpoint))).status).toBe(201);
    const listed = await settings();
    expect(listed.push.devices.map((item) => item.endpoint)).toEqual([endpoint]);
    expect(listed.push.maxDevices).toBe(MAX_PUSH_DEVICES);
    expect(listed.email).toEqual({ enabled: false, to: null });

    for (const endpointOk of [
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGx1',
      'https://wns2-bn3p.notify.windows.com/w/?token=BQYAAAD',
    ]) {
      expect((await subscribe(subscription(endpointOk))).status, endpointOk).toBe(201);
    }

    const removed = await server.request(api.adminPushSubscriptions.remove.path({ id }), {
      method: 'DELETE',
      admin: true,
    });
    expect(removed.status).toBe(200);
    expect((await settings()).push.devices.map((item) => item.endpoint)).not.toContain(endpoint);
    expect(
      (await server.request(api.adminPushSubscriptions.remove.path({ id }), { method: 'DELETE', admin: true })).status,
    ).toBe(404);
  });

  it('stores an endpoint as the URL parser writes it, the one spelling the server ever sends to', async () => {
    const response = await subscribe(subscription('https://FCM.GoogleAPIs.com:443/fcm/send/Canon%41\\x y'));
    expect(response.status).toBe(201);
    const endpoints = (await settings()).push.devices.map((item) => item.endpoint);
    expect(endpoints).toContain('https://fcm.googleapis.com/fcm/send/Canon%41/x%20y');
    expect(endpoints.filter((endpoint) => /canon/i.test(endpoint))).toHaveLength(1);
    // The same device in another spelling is the same entry, not a second one.
    expect((await subscribe(subscription('https://fcm.googleapis.com/fcm/send/Canon%41/x%20y'))).status).toBe(201);
    expect((await settings()).push.devices.filter((item) => /canon/i.test(item.endpoint))).toHaveLength(1);
  });

  it('keeps at most 20 devices: the one added longest ago gives way', async () => {
    for (let i = 0; i < MAX_PUSH_DEVICES + 5; i += 1) {
      expect((await subscribe(subscription(fcm(`many-${i}`)))).status).toBe(201);
    }
    const endpoints = (await settings()).push.devices.map((item) => item.endpoint);
    expect(endpoints).toHaveLength(MAX_PUSH_DEVICES);
    expect(endpoints.at(-1)).toBe(fcm(`many-${MAX_PUSH_DEVICES + 4}`));
    expect(endpoints).not.toContain(fcm('many-4'));
    expect(endpoints).toContain(fcm('many-5'));
  });

  it('refuses an endpoint the server should never POST to: not https, loopback, private, link-local, or not a push service', async () => {
    const before = await snapshot(server);
    const refused = [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://[::1]/push',
      'https://10.0.0.5/push',
      'https://192.168.1.1/push',
      'https://172.16.0.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/push',
      'https://0x7f000001/push',
      'https://2130706433/push',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evilfcm.googleapis.com.example/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'https://example.com/push',
      'ftp://fcm.googleapis.com/x',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      '',
      // A host WHATWG reads as under push.apple.com and the sending library (url.parse) as the part before `;`,
      // `{`, a backquote or `"`: each would have sent the push to that machine on port 443.
      'https://127.0.0.1;.push.apple.com/x',
      'https://127.0.0.1{.push.apple.com/x',
      'https://127.0.0.1`.push.apple.com/x',
      'https://127.0.0.1".push.apple.com/x',
      'https://localhost;.push.apple.com/x',
      'https://10.0.0.5;.notify.windows.com/x',
      'https://169.254.169.254;.push.apple.com/latest/meta-data',
      'https://[::1];.push.apple.com/x',
      'https://127.0.0.1}.push.apple.com/x',
      'https://127.0.0.1|.push.apple.com/x',
      'https://127.0.0.1!.push.apple.com/x',
      'https://127.0.0.1$.push.apple.com/x',
      "https://127.0.0.1'.push.apple.com/x",
      'https://127.0.0.1%3B.push.apple.com/x',
      'https://127.0.0.1_.push.apple.com/x',
    ];
    for (const endpoint of refused) {
      const response = await subscribe(subscription(endpoint));
      expect(response.status, endpoint).toBe(400);
      const answer = (await response.json()) as { error: string; field?: string };
      expect(answer.error, endpoint).toMatch(/push endpoint must be an https address|needs an endpoint/);
      expect(answer.field, endpoint).toBe('endpoint');
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('refuses malformed, hostile and oversized subscriptions, storing nothing', async () => {
    const before = await snapshot(server);
    const { p256dh, auth } = validKeys();
    const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /^Endpoint is required$/],
      [{ endpoint: fcm('x') }, 400, /^Keys is required$/],
      [{ endpoint: fcm('x'), keys: { p256dh } }, 400, /^The subscription needs its keys$/],
      [{ endpoint: fcm('x'), keys: { p256dh, auth: 'short' } }, 400, /auth secret must be 16 bytes/],
      [{ endpoint: 'https://127.0.0.1;.push.apple.com/', keys: { p256dh, auth } }, 400, /push endpoint/],
      [{ endpoint: fcm('x'), keys: { p256dh: 'not base64!', auth } }, 400, /base64url/],
      [{ endpoint: fcm('x'), keys: { p256dh: notOnCurve, auth } }, 400, /not a P-256 public key/],
      [{ endpoint: fcm('x'), keys: { p256dh: p256dh.slice(0, 20), auth } }, 400, /not a P-256 public key/],
      [{ endpoint: fcm('x'), keys: { p256dh: 'A'.repeat(5000), auth } }, 400, /too long/],
      [{ endpoint: fcm('x'.repeat(2000)), keys: { p256dh, auth } }, 400, /too long/],
      [{ endpoint: 42, keys: { p256dh, auth } }, 400, /needs an endpoint/],
      [{ endpoint: [fcm('x')], keys: { p256dh, auth } }, 400, /needs an endpoint/],
      [[subscription(fcm('x'))], 400, /JSON object/],
      [{ endpoint: fcm('x'), keys: { p256dh, auth }, padding: 'x'.repeat(200 * 1024) }, 413, /too large/],
    ];
    for (const [body, status, message] of cases) {
      const response = await subscribe(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect((await response.json()).error).toMatch(message);
    }
    const malformed = await server.request(api.adminPushSubscriptions.add.path(), {
      method: 'POST',
      admin: true,
      headers: { 'content-type': 'application/json' },
      body: '{"endpoint": "https://fcm.googleapis.com/fcm/send/x", "keys": {',
    });
    expect(malformed.status).toBe(400);
    expect(await snapshot(server)).toEqual(before);
  });

  it('answers none of its routes without the key or a session, in any spelling', async () => {
    const before = await snapshot(server);
    const routes: [string, string][] = [
      ['GET', api.adminAlerts.get.path()],
      ['POST', api.adminAlerts.testEmail.path()],
      ['POST', api.adminPushSubscriptions.add.path()],
      ['DELETE', api.adminPushSubscriptions.remove.path({ id: 'x' })],
    ];
    for (const [method, path] of routes) {
      for (const spelling of [
        path,
        path.toUpperCase(),
        path.replace('/admin/', '/ADMIN/'),
        path.replace('admin', '%61dmin'),
      ]) {
        const response = await server.request(spelling, {
          method,
          json: method === 'POST' ? subscription(fcm('sneaky')) : undefined,
        });
        expect(response.status, `${method} ${spelling}`).toBe(401);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('lets the logged-in dashboard subscribe with its cookie, but not another site’s page', async () => {
    const { cookie } = await logIn(server);
    const fromElsewhere = await server.request(api.adminPushSubscriptions.add.path(), {
      method: 'POST',
      json: subscription(fcm('cross-site')),
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(fromElsewhere.status).toBe(403);
    const own = await server.request(api.adminPushSubscriptions.add.path(), {
      method: 'POST',
      json: subscription(fcm('own-page')),
      headers: { cookie, origin: server.url },
    });
    expect(own.status).toBe(201);
    const endpoints = (await settings()).push.devices.map((item) => item.endpoint);
    expect(endpoints).toContain(fcm('own-page'));
    expect(endpoints).not.toContain(fcm('cross-site'));
  });
});
