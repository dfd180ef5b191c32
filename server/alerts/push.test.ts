import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryPushPayload } from '../../contract/inquiry-alerts.ts';
import { lessonForm } from '../test/lesson-form.ts';
import { startPushService, verifyVapid, type TestDevice, type TestPushService } from '../test/push-service.ts';
import { until } from '../test/until.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { pushSubscriptionId } from './push.ts';

describe('push notifications for new questionnaires, to a push service on loopback', () => {
  let pushService: TestPushService;
  let server: TestServer;
  beforeAll(async () => {
    pushService = await startPushService();
    server = await startTestServer({
      env: { LESSON_LIMIT: '1000', SMTP_URL: '', ALERT_EMAIL: '' },
      alertOptions: {
        // The server only sends to the browsers' push services; this test's own stands in for them.
        push: { endpointAllowed: (endpoint) => endpoint.startsWith(pushService.url), agent: pushService.agent },
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
