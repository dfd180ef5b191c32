// "You're next" through a real browser and a push service (`npm run test:slow`, issue 42): a bridesmaid turns it on
// from her own link with a stand-in PushManager in Chromium, the artist taps Done on the face before hers, and the
// test push service receives the push, signed and encrypted to her phone's keys. The server runs in this process
// (the built app, as `npm start` serves it) so that it can be given the test's own push service, which main.ts never
// takes. At 390 px, with screenshots of the notification part at 390 and 1280 px.
import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import type { BookingAnswer } from '#contract/booking.ts';
import { minutesToTwelveHour } from '#contract/clock-time.ts';
import { IPHONE_PUSH_MESSAGE, type PartyPushPayload } from '#contract/party-push.ts';
import { sacramentoMinutes } from '#contract/progress.ts';
import { firstName } from '#contract/team.ts';
import { bookWeddingWithPin, daysAhead, partyPathOf } from '#e2e/party-e2e-helpers.ts';
import { admin } from '#e2e/schedule-e2e-helpers.ts';
import { pushSubscriptionId } from '../server/alerts/push.ts';
import { startPushService, type TestPushService } from '../server/test/push-service.ts';
import { startTestServer, type TestServer } from '../server/test/test-server.ts';

const SCREENS = '/work/screens/42';
mkdirSync(SCREENS, { recursive: true });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let pushService: TestPushService;
let server: TestServer;
let api: APIRequestContext;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });

test.beforeAll(async () => {
  pushService = await startPushService();
  server = await startTestServer({
    adminKey: admin['x-admin-key'],
    seed: true,
    env: { PIN_GUESS_LIMIT: '1000' },
    alertOptions: { push: { testPushService: { origin: pushService.url, ca: pushService.ca } } },
  });
  api = await playwrightRequest.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await api.dispose();
  await server.close();
  await pushService.close();
});

const personOf = (booking: BookingAnswer, name: string) => booking.party.find((person) => person.name === name)!;

/** Today's wedding in the lead's chair: Ava first, then Maya, laid out around now. */
async function todaysWedding() {
  const now = sacramentoMinutes(new Date());
  test.skip(now < 70 || now > 22 * 60, 'the morning is laid out around now, inside one Sacramento day');
  const { booking } = await bookWeddingWithPin(api, {
    eventDate: daysAhead(0),
    party: [
      { name: 'Ava', services: ['Bridesmaid'] },
      { name: 'Maya', services: ['Bridesmaid'] },
    ],
  });
  const ids: Record<string, string> = {};
  for (const [index, [name, start]] of (
    [
      ['Ava', now - 20],
      ['Maya', now + 10],
    ] as const
  ).entries()) {
    const response = await api.post(`/api/admin/wedding-schedules/${booking.scheduleId}/services`, {
      headers: admin,
      data: {
        serviceName: personOf(booking, name).services[0],
        startTime: minutesToTwelveHour(start),
        endTime: minutesToTwelveHour(start + 30),
        sortOrder: index + 1,
        person: name,
        personId: personOf(booking, name).id,
        chair: 1,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids[name] = ((await response.json()) as { id: string }).id;
  }
  return { booking, ids };
}

test('she turns on "Tell me when I’m next", the artist taps Done on the face before hers, and her phone is pushed', async ({
  browser,
}) => {
  const { booking, ids } = await todaysWedding();
  // Her phone's keys: made here, so the test can read the push the way her browser would.
  const device = pushService.device(`maya-${Date.now()}`);
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  await context.grantPermissions(['notifications']);
  // Headless Chromium reaches no push service: the stand-in answers `subscribe` with a subscription carrying her
  // device's keys. Its address is a Google one, because the server takes only a browser push service's address
  // (checked in server/routes/party-push.test.ts); once stored, the test points it at its own push service.
  await context.addInitScript(
    ({ p256dh, auth }) => {
      const state: { key: string | null; subscription: PushSubscription | null } = { key: null, subscription: null };
      Object.assign(window, { pushStandIn: state });
      Notification.requestPermission = async () => 'granted';
      PushManager.prototype.getSubscription = async () => state.subscription;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = options?.applicationServerKey as Uint8Array;
        state.key = btoa(String.fromCharCode(...key))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        const endpoint = 'https://fcm.googleapis.com/fcm/send/e2e-maya';
        state.subscription = {
          endpoint,
          expirationTime: null,
          options: { applicationServerKey: key.buffer, userVisibleOnly: true },
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: async () => ((state.subscription = null), true),
          getKey: () => null,
        } as unknown as PushSubscription;
        return state.subscription;
      };
    },
    { p256dh: device.p256dh, auth: device.auth },
  );
  const phone = await context.newPage();
  await phone.goto(partyPathOf(booking, 'Maya'));
  const section = phone.getByRole('region', { name: 'When you’re next' });
  await section.getByRole('button', { name: 'Tell me when I’m next' }).click();
  await expect(section.getByText('Notifications on')).toBeVisible();
  const standIn = await phone.evaluate(() => (window as unknown as { pushStandIn: { key: string } }).pushStandIn);
  const card = (await (await api.get('/api/admin/alerts', { headers: admin })).json()) as {
    push: { publicKey: string };
  };
  expect(standIn.key).toBe(card.push.publicKey);
  const stored = server.store.data.partyPushSubscriptions;
  expect(stored.map((item) => [item.personId, item.endpoint])).toEqual([
    [personOf(booking, 'Maya').id, 'https://fcm.googleapis.com/fcm/send/e2e-maya'],
  ]);
  await server.store.update((data) => {
    data.partyPushSubscriptions = data.partyPushSubscriptions.map((item) => ({
      ...item,
      id: pushSubscriptionId(device.endpoint),
      endpoint: device.endpoint,
    }));
  });
  await section.scrollIntoViewIfNeeded();
  await phone.screenshot({ path: `${SCREENS}/G-next-push-on-390.png` });

  // The artist taps Done on Ava (before her): Maya is next in the chair.
  pushService.requests.length = 0;
  const tapped = await api.post(`/api/admin/wedding-schedules/${booking.scheduleId}/progress`, {
    headers: admin,
    data: { serviceId: ids.Ava, step: 'done', at: new Date().toISOString(), tapId: `ava-done-${Date.now()}` },
  });
  expect(tapped.status(), await tapped.text()).toBe(200);
  await expect.poll(() => pushService.requests.length, { timeout: 5_000 }).toBe(1);
  const payload = JSON.parse(device.decrypt(pushService.requests[0]!.body)) as PartyPushPayload;
  const lead = firstName(server.store.data.siteSettings.artistName);
  expect(payload.title).toMatch(new RegExp(`^You're next in ${lead}'s chair \\(about (9|10|11) min\\)$`));
  expect(payload.url).toBe('/party');

  // Off again: the button is back and the server forgets her device.
  await phone.setViewportSize({ width: 1280, height: 900 });
  await section.scrollIntoViewIfNeeded();
  await phone.screenshot({ path: `${SCREENS}/G-next-push-on-1280.png` });
  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByRole('button', { name: 'Tell me when I’m next' })).toBeVisible();
  expect(server.store.data.partyPushSubscriptions).toEqual([]);
  await context.close();

  // An iPhone outside the Home Screen app: how to get notifications there, instead of a button that cannot work.
  const iphone = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: IPHONE,
  });
  const ava = await iphone.newPage();
  await ava.goto(partyPathOf(booking, 'Ava'));
  const told = ava.getByRole('region', { name: 'When you’re next' });
  await expect(told).toContainText(IPHONE_PUSH_MESSAGE);
  await expect(told.getByRole('button')).toHaveCount(0);
  await told.scrollIntoViewIfNeeded();
  await ava.screenshot({ path: `${SCREENS}/G-next-push-iphone-390.png` });
  await ava.setViewportSize({ width: 1280, height: 900 });
  await ava.screenshot({ path: `${SCREENS}/G-next-push-iphone-1280.png` });
  await iphone.close();
});
