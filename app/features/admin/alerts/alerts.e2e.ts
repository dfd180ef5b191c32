import { expect, test, type Page } from '@playwright/test';
import { api } from '#contract/api.ts';
import type { AlertSettingsAnswer, InquiryPushPayload } from '#contract/inquiry-alerts.ts';
import { expectToast, login, SCREENS, unique } from '#e2e/admin-e2e-helpers.ts';

// The owner's test server has e-mail alerts on, pointed at a mail server that is down (see playwright.config.ts).

const questionnaire = (name: string) => ({
  name,
  email: 'student@example.com',
  phone: '(916) 555-0188',
  lessonPurpose: 'application-on-clients',
  skillLevel: 'intermediate',
  mainGoal: 'improve-for-clients',
  otherGoal: '',
  focusAreas: JSON.stringify(['Eyebrows']),
  otherFocusArea: '',
  wearMakeup: '',
  usualLook: '',
  currentProducts: '',
  struggles: '',
  kitPreference: 'use-existing',
  additionalInfo: '',
});

/** Records what the page asks of the Badging API (headless Chromium has no app icon to show it on). */
async function recordBadge(page: Page) {
  await page.addInitScript(() => {
    const calls: (number | 'clear')[] = [];
    Object.assign(window, { badgeCalls: calls });
    Object.defineProperty(Navigator.prototype, 'setAppBadge', {
      configurable: true,
      value: (count: number) => (calls.push(count), Promise.resolve()),
    });
    Object.defineProperty(Navigator.prototype, 'clearAppBadge', {
      configurable: true,
      value: () => (calls.push('clear'), Promise.resolve()),
    });
  });
}
const lastBadge = (page: Page) =>
  page.evaluate(() => (window as unknown as { badgeCalls: (number | 'clear')[] }).badgeCalls.at(-1));

test.describe('alerts for new lesson questionnaires', () => {
  test.use({ serviceWorkers: 'allow' });
  test('Lesson Forms shows each questionnaire’s e-mail alert, and the app icon counts the unread ones', async ({
    page,
  }) => {
    const name = unique('Alert Student');
    const sent = await page.request.post('/api/lesson-submissions', { data: questionnaire(name) });
    expect(sent.status()).toBe(201);
    await recordBadge(page);
    await login(page);
    // The link in an alert e-mail and in a notification.
    await page.goto('/admin?tab=lesson-forms');
    await expect(page.getByRole('tab', { name: 'Lesson Forms' })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('listitem', { name: `Lesson inquiry from ${name}` });
    await expect(card.getByText('E-mail alert retrying')).toBeVisible();
    await expect(card.getByText(/1 try failed, next at .*ECONNREFUSED/)).toBeVisible();

    const title = await page.locator('#lesson-list-title').innerText();
    const unread = Number(/, (\d+) new/.exec(title)?.[1] ?? 0);
    expect(unread).toBeGreaterThan(0);
    await expect.poll(() => lastBadge(page)).toBe(unread);
    await card.getByRole('button', { name: `Mark Read: inquiry from ${name}` }).click();
    await expectToast(page, 'Lesson submission marked as read');
    await expect.poll(() => lastBadge(page)).toBe(unread - 1 === 0 ? 'clear' : unread - 1);
  });

  test('Site Settings says e-mail alerts are on, a failed test e-mail says why, and this device subscribes to push', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    // Headless Chromium cannot reach a push service (no network, and no Push API in its default incognito-like
    // profile), so only `subscribe` is stood in for: it records the key it was given and returns a subscription
    // at Google's push service with real P-256 keys, which the server then checks and stores.
    await page.addInitScript(() => {
      const state: { key: string | null; subscription: PushSubscription | null } = { key: null, subscription: null };
      Object.assign(window, { pushStandIn: state });
      const b64 = (bytes: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(bytes)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      PushManager.prototype.getSubscription = async () => state.subscription;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = options?.applicationServerKey as Uint8Array;
        state.key = b64(key.buffer as ArrayBuffer);
        const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
        const p256dh = b64(await crypto.subtle.exportKey('raw', pair.publicKey));
        const auth = b64(crypto.getRandomValues(new Uint8Array(16)).buffer);
        const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`;
        state.subscription = {
          endpoint,
          expirationTime: null,
          options: { applicationServerKey: key.buffer, userVisibleOnly: Boolean(options?.userVisibleOnly) },
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: async () => ((state.subscription = null), true),
          getKey: () => null,
        } as unknown as PushSubscription;
        return state.subscription;
      };
    });
    await login(page);
    await page.goto('/admin?tab=site-settings');
    const alerts = page.getByRole('region', { name: 'New questionnaire alerts' });
    await expect(alerts.getByText('E-mail alerts are on')).toBeVisible();
    await expect(alerts.getByText('owner-alerts@example.com')).toBeVisible();

    await alerts.getByRole('button', { name: 'Send test e-mail' }).click();
    await expectToast(page, /The test e-mail was not sent: .*ECONNREFUSED/);

    await alerts.getByRole('button', { name: 'Notify me on this device' }).click();
    await expectToast(page, 'This device will be notified of new questionnaires');
    await expect(alerts.getByText('This device gets a notification for each new questionnaire.')).toBeVisible();
    const answer = (await (await page.request.get(api.adminAlerts.get.path())).json()) as AlertSettingsAnswer;
    const standIn = await page.evaluate(
      () => (window as unknown as { pushStandIn: { key: string; subscription: { endpoint: string } } }).pushStandIn,
    );
    expect(standIn.key).toBe(answer.push.publicKey);
    expect(answer.push.devices.map((device) => device.endpoint)).toContain(standIn.subscription.endpoint);

    await alerts.getByRole('button', { name: 'Stop notifications on this device' }).click();
    await expectToast(page, 'Notifications stopped on this device');
    await expect(alerts.getByRole('button', { name: 'Notify me on this device' })).toBeVisible();
    const after = (await (await page.request.get(api.adminAlerts.get.path())).json()) as AlertSettingsAnswer;
    expect(after.push.devices.map((device) => device.endpoint)).not.toContain(standIn.subscription.endpoint);
  });

  test('a push reaching the service worker shows the student and purpose, sets the badge, and opens Lesson Forms when tapped', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications']);
    await login(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Controlled from the next load on (the worker asks before taking over open pages).
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    // The worker's Badging API, recorded (headless Chromium has no app icon).
    await worker!.evaluate(() => {
      const calls: (number | 'clear')[] = [];
      const scope = self as unknown as { navigator: object };
      Object.assign(scope, { badgeCalls: calls });
      Object.defineProperty(Object.getPrototypeOf(scope.navigator), 'setAppBadge', {
        configurable: true,
        value: (count: number) => (calls.push(count), Promise.resolve()),
      });
    });

    // The push service's delivery, as Chromium would hand it to the worker once decrypted (DevTools protocol).
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.some((item) => !item.isDeleted)).toBe(true);
    const registration = registrations.find((item) => !item.isDeleted)!;
    const payload: InquiryPushPayload = {
      title: 'New lesson questionnaire',
      body: 'Nina Push: Application on Clients',
      url: '/admin?tab=lesson-forms',
      unread: 3,
      tag: 'lesson-e2e',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: registration.registrationId,
      data: JSON.stringify(payload),
    });

    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((item) => ({
          title: item.title,
          body: item.body,
          tag: item.tag,
          url: (item.data as { url: string }).url,
        })),
      );
    await expect.poll(shown).toEqual([
      {
        title: 'New lesson questionnaire',
        body: 'Nina Push: Application on Clients',
        tag: 'lesson-e2e',
        url: `${new URL(baseURL!).origin}/admin?tab=lesson-forms`,
      },
    ]);
    expect(await worker!.evaluate(() => (self as unknown as { badgeCalls: unknown[] }).badgeCalls)).toEqual([3]);

    // A tap, as the worker receives it; the open dashboard goes to the Lesson Forms tab.
    await page.getByRole('tab', { name: 'FAQs' }).click();
    await worker!.evaluate(async () => {
      // Typed here by hand: this file is checked with the page's types, not a worker's.
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent: (event: Event) => boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(/\/admin\?tab=lesson-forms$/);
    await expect(page.getByRole('tab', { name: 'Lesson Forms' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(shown).toEqual([]);

    // The handler came with the worker's precache, and no dashboard answer is in any of its caches.
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
    expect(cached).toContain('/push-handler.js');
    expect(cached.filter((path) => path.startsWith('/api/admin'))).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a questionnaire card and Site Settings show the alert status within a 390 px screen', async ({ page }) => {
    const name = unique('Phone Alert Student');
    expect((await page.request.post('/api/lesson-submissions', { data: questionnaire(name) })).status()).toBe(201);
    await login(page);
    await page.goto('/admin?tab=lesson-forms');
    const card = page.getByRole('listitem', { name: `Lesson inquiry from ${name}` });
    const status = card.getByText('E-mail alert retrying');
    await expect(status).toBeVisible();
    await status.scrollIntoViewIfNeeded();
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await card.screenshot({ path: `${SCREENS}/lesson-alert-status-390.png` });

    await page.goto('/admin?tab=site-settings');
    const alerts = page.getByRole('region', { name: 'New questionnaire alerts' });
    await expect(alerts.getByText('E-mail alerts are on')).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await alerts.screenshot({ path: `${SCREENS}/site-settings-alerts-390.png` });
  });
});
