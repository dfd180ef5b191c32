// Pulled into the generated service worker (sw.js) by workbox's importScripts (see vite.config.ts): the owner's
// notifications for new lesson questionnaires. Plain JavaScript, served as it is: it runs before any app code.

const LESSON_FORMS = '/admin?tab=lesson-forms';

/**
 * Only the dashboard, or a party person's own page for her "You're next" (issue 42), is ever opened from a
 * notification, whatever a payload says.
 */
const dashboardUrl = (url) => {
  const target = new URL(typeof url === 'string' ? url : LESSON_FORMS, self.location.origin);
  return target.origin === self.location.origin && (target.pathname === '/admin' || target.pathname === '/party')
    ? target.href
    : new URL(LESSON_FORMS, self.location.origin).href;
};

/** The app icon's number (Badging API, where the browser has it); failing to set it never loses the notification. */
async function setBadge(unread) {
  const nav = self.navigator;
  if (typeof unread !== 'number' || !nav || typeof nav.setAppBadge !== 'function') return;
  try {
    if (unread > 0) await nav.setAppBadge(unread);
    else await nav.clearAppBadge();
  } catch {
    // Not allowed here (no installed app): the notification still shows.
  }
}

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'New lesson questionnaire';
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, {
        body: typeof payload.body === 'string' ? payload.body : '',
        tag: typeof payload.tag === 'string' ? payload.tag : 'lesson-questionnaire',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: dashboardUrl(payload.url) },
      }),
      setBadge(payload.unread),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = dashboardUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // The page already open in a window (the dashboard, or her party page): bring it forward there.
      const path = new URL(url).pathname;
      const dashboard = open.find((client) => new URL(client.url).pathname === path);
      if (dashboard) {
        // Focusing can be refused (no user gesture reached the worker); the tab still goes to Lesson Forms.
        await dashboard.focus().catch(() => undefined);
        return dashboard.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});

// The browser renewed the subscription (new keys or endpoint): hand the new one to the server, as the dashboard
// does when she taps "Notify me on this device". It is sent with her session cookie; without one it is refused,
// and she subscribes again from the dashboard.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const options = event.oldSubscription && event.oldSubscription.options;
      const subscription =
        event.newSubscription || (options ? await self.registration.pushManager.subscribe(options) : null);
      if (!subscription) return;
      await fetch('/api/admin/push-subscriptions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(subscription.toJSON()),
      });
    })(),
  );
});
