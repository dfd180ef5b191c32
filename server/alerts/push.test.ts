import { createECDH, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryPushPayload } from '#contract/inquiry-alerts.ts';
import { lessonForm } from '../test/lesson-form.ts';
import { startPushService, verifyVapid, type TestDevice, type TestPushService } from '../test/push-service.ts';
import { fakeBuild, spawnServer } from '#test-support/spawn-server.ts';
import { until } from '../test/until.ts';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../test/test-server.ts';
import { pushSubscriptionId } from './push.ts';
import { isPublicAddress, PushAgent } from './push-agent.ts';

/** A plain TCP listener that counts who connects to it and hangs up on them. */
async function startListener(
  host: string,
  port: number,
): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let count = 0;
  const server: Server = createServer((socket) => {
    count += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const deviceKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

describe('push notifications for new questionnaires, to a push service on loopback', () => {
  let pushService: TestPushService;
  let server: TestServer;
  beforeAll(async () => {
    pushService = await startPushService();
    server = await startTestServer({
      env: { LESSON_LIMIT: '1000', SMTP_URL: '', ALERT_EMAIL: '' },
      alertOptions: {
        // The server only sends to the browsers' push services; this test's own stands in for them.
        push: { testPushService: { origin: pushService.url, ca: pushService.ca } },
      },
    });
    await server.store.update((data) => {
      data.siteSettings.siteUrl = 'https://www.elenamarie.example';
    });
  });
  afterAll(async () => {
    await server.close();
    await pushService.close();
  });

  const subscribe = (devices: TestDevice[]) =>
    server.store.update((data) => {
      // Straight into the store: the route accepts only the real push services' addresses (tested in its own file).
      data.pushSubscriptions = devices.map((device) => ({
        id: pushSubscriptionId(device.endpoint),
        endpoint: device.endpoint,
        p256dh: device.p256dh,
        auth: device.auth,
        device: 'Test device',
        createdAt: new Date().toISOString(),
      }));
    });

  it('makes VAPID keys on the first start, kept in the data folder for its owner only', async () => {
    const file = path.join(server.dataDir, 'vapid-keys');
    expect(((await stat(file)).mode & 0o777).toString(8)).toBe('600');
    const answer = await (await server.request('/api/admin/alerts', { admin: true })).json();
    expect(Buffer.from(answer.push.publicKey, 'base64url')).toHaveLength(65);
    const again = await startTestServer({ dataDir: server.dataDir });
    try {
      const second = await (await again.request('/api/admin/alerts', { admin: true })).json();
      expect(second.push.publicKey).toBe(answer.push.publicKey);
    } finally {
      await again.close();
    }
  });

  it('sends every device the student’s name and purpose, encrypted to its own keys and signed with the VAPID key', async () => {
    const phone = pushService.device('phone');
    const laptop = pushService.device('laptop');
    await subscribe([phone, laptop]);
    pushService.requests.length = 0;
    const { push } = await (await server.request('/api/admin/alerts', { admin: true })).json();

    expect(
      (
        await server.request('/api/lesson-submissions', {
          method: 'POST',
          json: lessonForm({ name: 'Nina\r\nPush', lessonPurpose: 'application-on-clients' }),
        })
      ).status,
    ).toBe(201);
    await until(() => (pushService.requests.length === 2 ? true : undefined));

    const unread = server.store.data.lessonSubmissions.filter((item) => !item.isRead).length;
    for (const device of [phone, laptop]) {
      const request = pushService.requests.find((item) => device.endpoint.endsWith(item.path))!;
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(request.headers.ttl)).toBe(86_400);
      expect(request.headers.urgency).toBe('high');
      const vapid = verifyVapid(String(request.headers.authorization), pushService.url);
      expect(vapid.key).toBe(push.publicKey);
      expect(vapid.sub).toBe('https://www.elenamarie.example');
      const payload = JSON.parse(device.decrypt(request.body)) as InquiryPushPayload;
      expect(payload).toEqual({
        title: 'New lesson questionnaire',
        body: 'Nina Push: Application on Clients',
        url: '/admin?tab=lesson-forms',
        unread,
        tag: `lesson-${server.store.data.lessonSubmissions.at(-1)!.id}`,
      });
    }
    // Each device's copy is encrypted to that device alone.
    const [first, second] = pushService.requests;
    const other = phone.endpoint.endsWith(first!.path) ? laptop : phone;
    expect(() => other.decrypt(first!.body)).toThrow();
    expect(second).toBeDefined();
  });

  it('forgets a device its push service reports gone (404 or 410), and keeps the others', async () => {
    const gone = pushService.device('gone');
    const expired = pushService.device('expired');
    const kept = pushService.device('kept');
    pushService.answer('/push/gone', 410);
    pushService.answer('/push/expired', 404);
    await subscribe([gone, expired, kept]);
    pushService.requests.length = 0;
    await server.request('/api/lesson-submissions', { method: 'POST', json: lessonForm() });
    await until(() => (server.store.data.pushSubscriptions.length === 1 ? true : undefined));
    expect(server.store.data.pushSubscriptions.map((item) => item.endpoint)).toEqual([kept.endpoint]);
    expect(pushService.requests).toHaveLength(3);
    expect(server.logs.join('\n')).toContain('Stopped push notifications to 2 device(s)');
  });

  it('never sends to a stored address that is not spelled as the server writes it (one saved before, or edited by hand)', async () => {
    const canonical = pushService.device('canonical');
    await subscribe([
      canonical,
      { ...canonical, endpoint: `${pushService.url}/push/x/../dotted` },
      { ...canonical, endpoint: `${pushService.url.toUpperCase()}/push/upper` },
      { ...canonical, endpoint: `${pushService.url}/push/sp ace` },
    ]);
    await server.store.update((data) => {
      data.pushSubscriptions.forEach((device, index) => (device.id = `device-${index}`));
    });
    pushService.requests.length = 0;
    server.logs.length = 0;
    await server.request('/api/lesson-submissions', { method: 'POST', json: lessonForm() });
    await until(() => (pushService.requests.length === 1 ? true : undefined));
    await until(() => (server.logs.filter((line) => line.includes('not sent')).length === 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushService.requests.map((item) => item.path)).toEqual(['/push/canonical']);
  });

  it('keeps a device after any other failure, and never sends to an address outside the allowed push services', async () => {
    const flaky = pushService.device('flaky');
    pushService.answer('/push/flaky', 500);
    await subscribe([flaky]);
    await server.store.update((data) => {
      // A record that is not a push service's address (a hand-edited data file, say) is skipped, not fetched.
      data.pushSubscriptions.push({ ...data.pushSubscriptions[0]!, id: 'local', endpoint: 'https://127.0.0.2:9/x' });
    });
    pushService.requests.length = 0;
    await server.request('/api/lesson-submissions', { method: 'POST', json: lessonForm() });
    await until(() => (server.logs.some((line) => line.includes('failed: HTTP 500')) ? true : undefined));
    expect(pushService.requests).toHaveLength(1);
    expect(server.store.data.pushSubscriptions.map((item) => item.id)).toContain(pushSubscriptionId(flaky.endpoint));
  });
});

describe('the connection a push goes out on', () => {
  it('refuses the tests’ own push service in a production process', async () => {
    const previous = process.env.NODE_ENV;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-push-production-'));
    process.env.NODE_ENV = 'production';
    try {
      await expect(
        startTestServer({
          dataDir,
          alertOptions: { push: { testPushService: { origin: 'https://127.0.0.1:9', ca: '' } } },
        }),
      ).rejects.toThrow(/testPushService is for tests only/);
    } finally {
      process.env.NODE_ENV = previous;
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('counts only public addresses as public: IPv4 and IPv6, mapped, NAT64 and compatible forms included', () => {
    const internal = [
      '0.0.0.0',
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.5',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
      '64:ff9b::10.0.0.5',
      '64:ff9b::a9fe:a9fe',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      'localhost',
      'not an address',
    ];
    for (const address of internal) expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '142.250.72.10', '17.57.144.10', '2607:f8b0:4005:80c::200a', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses, when it connects, a name that resolves to loopback, a literal internal address, and any host but the checked one', async () => {
    // A listener on loopback: every refusal below must leave it untouched.
    const listener = await startListener('127.0.0.1', 0);
    const { port } = listener;
    const post = (url: string, agent: PushAgent) =>
      new Promise<string>((resolve) => {
        const request = httpsRequest(url, { method: 'POST', agent }, () => resolve('answered'));
        request.on('error', (error) => resolve(error.message));
        request.end();
      });
    try {
      // "localhost" is a name: it is looked up at connect time, and its loopback address refused.
      expect(await post(`https://localhost:${port}/x`, new PushAgent({ hostname: 'localhost', port }))).toMatch(
        /localhost resolves to (127\.0\.0\.1|::1), not a public address/,
      );
      expect(await post(`https://127.0.0.1:${port}/x`, new PushAgent({ hostname: '127.0.0.1', port }))).toMatch(
        /127\.0\.0\.1 is not a public address/,
      );
      // Whatever the sending library makes of the address, the agent goes only where the check said.
      expect(
        await post(`https://127.0.0.1:${port}/x`, new PushAgent({ hostname: 'web.push.apple.com', port: 443 })),
      ).toMatch(/127\.0\.0\.1:\d+ is not the checked web\.push\.apple\.com:443/);
      expect(listener.connections()).toBe(0);
    } finally {
      await listener.close();
    }
  });

  it('the real server, given hostile addresses straight in its data file, connects to none of them', async () => {
    // The planted addresses all lead to port 443 on this machine, as the sending library reads them.
    const listeners = [await startListener('127.0.0.1', 443)];
    try {
      listeners.push(await startListener('::1', 443));
    } catch {
      // No IPv6 loopback here: "localhost" can only mean 127.0.0.1.
    }
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-push-planted-'));
    const distDir = await fakeBuild();
    const env = { DATA_DIR: dataDir, DIST_DIR: distDir, ADMIN_KEY: TEST_ADMIN_KEY, LESSON_LIMIT: '1000' };
    try {
      const first = await spawnServer(env);
      expect(first.url).not.toBe('');
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const planted = [
        'https://127.0.0.1;.push.apple.com/x',
        'https://127.0.0.1{.push.apple.com/x',
        'https://127.0.0.1`.push.apple.com/x',
        'https://127.0.0.1".push.apple.com/x',
        'https://localhost;.push.apple.com/x',
        'https://localhost{.notify.windows.com/x',
      ];
      const file = path.join(dataDir, 'db.json');
      const data = JSON.parse(await readFile(file, 'utf8')) as { pushSubscriptions: unknown[] };
      data.pushSubscriptions = planted.map((endpoint, index) => ({
        id: `planted-${index}`,
        endpoint,
        ...deviceKeys(),
        device: `Planted ${index}`,
        createdAt: new Date().toISOString(),
      }));
      await writeFile(file, JSON.stringify(data, null, 2));

      const second = await spawnServer(env);
      expect(second.url).not.toBe('');
      const sent = await fetch(`${second.url}/api/lesson-submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(lessonForm()),
      });
      expect(sent.status).toBe(201);
      // A stop waits for the pushes under way, so every attempt has been made once it has exited.
      await until(() => (second.output().split('not sent').length - 1 >= planted.length ? true : undefined)).catch(
        () => undefined,
      );
      second.child.kill('SIGTERM');
      await second.exited;
      expect(listeners.map((listener) => listener.connections())).toEqual(listeners.map(() => 0));
      expect(second.output().split('not sent').length - 1).toBe(planted.length);
    } finally {
      for (const listener of listeners) await listener.close();
      await rm(dataDir, { recursive: true, force: true });
      await rm(distDir, { recursive: true, force: true });
    }
  }, 60_000);
});
