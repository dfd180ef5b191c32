// A browser's side of web push: its push subscription, for the owner's notifications (the dashboard's Alerts) and a
// party person's "You're next" (issue 42). (The installed app's badge is set by the Lesson Forms tab.)

/** Whether this browser can get push notifications here (a service worker, the Push API, notifications, https). */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The push subscription this browser holds for the site, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Why notifications cannot be turned on, in words for her; null when they can. */
export function pushUnavailableReason(): string | null {
  if (typeof window === 'undefined') return null;
  if (!window.isSecureContext) return 'Notifications need the dashboard opened over https.';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    // An iPhone or iPad offers push only to the installed app.
    return /iPhone|iPad/.test(navigator.userAgent)
      ? 'On iPhone and iPad, add the site to your Home Screen (Share, Add to Home Screen), open it from there, then turn notifications on.'
      : 'This browser cannot show notifications from websites.';
  }
  if (Notification.permission === 'denied') {
    return 'Notifications are blocked for this site; allow them in the browser’s site settings, then try again.';
  }
  return null;
}

/**
 * Asks her permission, subscribes this browser at its push service with the server's VAPID key, and returns the
 * subscription for the server. Throws with a reason when the browser says no.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Notifications were not allowed on this device.');
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const key = base64UrlToBytes(publicKey);
  // A subscription made with another key (the server's data folder was replaced) cannot be used by this server.
  if (existing && !sameKey(existing.options.applicationServerKey, key)) await existing.unsubscribe();
  const subscription =
    (existing && sameKey(existing.options.applicationServerKey, key) ? existing : null) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  return subscription.toJSON();
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(held: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!held) return false;
  const bytes = new Uint8Array(held);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}
