import { createECDH, createHash } from 'node:crypto';
import * as v from 'valibot';
import webPush from 'web-push';
import type { InquiryPushPayload } from '#contract/inquiry-alerts.ts';
import type { VapidKeys } from '../secrets.ts';
import type { PushSubscriptionRecord } from '../store/records.ts';
import type { Store } from '../store/store.ts';
import { PushAgent, type PushTarget } from './push-agent.ts';

/** Devices that get notifications at once: her phone, laptop and a few more; the oldest gives way past this. */
export const MAX_PUSH_DEVICES = 20;

/**
 * The push services of the browsers she may use: Chrome, Edge (Chromium, Android), Samsung Internet and Opera
 * (Firebase), Firefox (Mozilla), Safari on iPhone, iPad and Mac (Apple) and Edge on Windows (WNS). The server POSTs to
 * whatever address a subscription names, so only these hosts are accepted: a name that merely looks public can
 * still resolve to a machine inside her network.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  '.push.apple.com',
  '.notify.windows.com',
];

/**
 * A push service's host, as the WHATWG parser writes it: letters, digits, dots and hyphens (an international name
 * is in its xn-- form). Anything else is refused, because the sending library reads the address with Node's older
 * `url.parse`, which ends the host at characters such as `;`, `{`, `` ` `` or `"` that WHATWG keeps in it:
 * `https://127.0.0.1;.push.apple.com/` is a host under push.apple.com to one and 127.0.0.1 to the other.
 */
const PLAIN_HOST_NAME = /^[a-z0-9.-]+$/;

/**
 * The endpoint parsed as the server sends to it: https, no credentials, a plain host name. Null for anything else.
 * Its `href` is the canonical spelling, the only one stored and the only one sent to.
 */
export function parsePushEndpoint(endpoint: string): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  return PLAIN_HOST_NAME.test(url.hostname) ? url : null;
}

/** Whether an endpoint is an https address on a known push service, on the standard port, with no credentials. */
export function isKnownPushService(endpoint: string): boolean {
  const url = parsePushEndpoint(endpoint);
  if (!url || url.port !== '') return false;
  const host = url.hostname;
  return PUSH_SERVICE_HOSTS.some((known) => (known.startsWith('.') ? host.endsWith(known) : host === known));
}

/** A public key the browser made: an uncompressed point that really lies on P-256. */
function isP256Point(value: string): boolean {
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    // Throws for a point that is not on the curve.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
}

const base64url = (label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.maxLength(200, `${label} is too long`),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} must be base64url`),
  );

/** What the browser's `PushSubscription.toJSON()` gives, checked before the server ever sends anything to it. */
export const pushSubscriptionInput = v.object({
  endpoint: v.pipe(
    v.string('The subscription needs an endpoint'),
    v.maxLength(1000, 'The push endpoint is too long'),
    v.check(
      isKnownPushService,
      'The push endpoint must be an https address of a browser push service (Google, Mozilla, Apple or Microsoft)',
    ),
    // Stored as the parser writes it: the address checked is the address kept, and the one sent to.
    v.transform((endpoint) => parsePushEndpoint(endpoint)!.href),
  ),
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object(
    {
      p256dh: v.pipe(base64url('The p256dh key'), v.check(isP256Point, 'The p256dh key is not a P-256 public key')),
      auth: v.pipe(
        base64url('The auth secret'),
        v.check((value) => Buffer.from(value, 'base64url').length === 16, 'The auth secret must be 16 bytes'),
      ),
    },
    'The subscription needs its keys',
  ),
});

/** A subscription's id: the same device subscribing again replaces its entry rather than adding one. */
export const pushSubscriptionId = (endpoint: string) =>
  createHash('sha256').update(endpoint).digest('base64url').slice(0, 22);

export interface PushOptions {
  /**
   * Test only: a push service of the test's own on loopback, reached over TLS with its own certificate. Only
   * `createApp` takes it (tests pass it through startTestServer); main.ts never does and no environment variable
   * or file sets it, so a real server sends to the browsers' push services alone, on public addresses alone.
   */
  testPushService?: { origin: string; ca: string };
}

/** One device to send to: its id, its subscription's address and keys, and how the log names it. */
export type PushDevice = Pick<PushSubscriptionRecord, 'id' | 'endpoint' | 'p256dh' | 'auth' | 'device'>;

export interface PushResult {
  delivered: number;
  /** Devices the push service said are gone (404, 410), removed from the list. */
  removed: number;
  failed: number;
  /** Stored addresses that were not sent to: not a push service's, or not as the server writes them. */
  refused: number;
}

/**
 * Sends a notification to every subscribed device with `web-push` (VAPID-signed, the payload encrypted to each
 * device's keys). A device its push service reports gone is forgotten; other failures are logged and left for
 * the next questionnaire.
 */
export class PushSender {
  constructor(
    private readonly store: Store,
    private readonly vapid: VapidKeys,
    /** `mailto:` or `https:` address push services may contact about this sender. */
    private readonly subject: () => string,
    private readonly log: (line: string) => void,
    private readonly options: PushOptions = {},
  ) {
    // Belt and braces: nothing in a real start passes it, and a production process refuses it outright.
    if (options.testPushService && process.env.NODE_ENV === 'production') {
      throw new Error('testPushService is for tests only: a production server sends to the browsers’ push services');
    }
  }

  async notifyAll(payload: InquiryPushPayload): Promise<PushResult> {
    const devices = this.store.data.pushSubscriptions.map((device: PushSubscriptionRecord) => ({ ...device }));
    const { gone, ...result } = await this.sendTo(devices, payload);
    if (gone.length > 0) {
      await this.store.update((data) => {
        data.pushSubscriptions = data.pushSubscriptions.filter((device) => !gone.includes(device.id));
      });
      this.log(`Stopped push notifications to ${gone.length} device(s) their push service reported gone.`);
    }
    return { ...result, removed: gone.length };
  }

  /**
   * Sends one payload to the given devices (hers, or a party person's: server/party/party-push.ts); answers the ids
   * of those their push service reported gone (404, 410) for the caller to forget.
   */
  async sendTo(
    devices: readonly PushDevice[],
    payload: unknown,
  ): Promise<Omit<PushResult, 'removed'> & { gone: string[] }> {
    const body = JSON.stringify(payload);
    const gone: string[] = [];
    let delivered = 0;
    let failed = 0;
    let refused = 0;
    await Promise.all(
      devices.map(async (device) => {
        const target = this.target(device.endpoint);
        if (!target) {
          refused += 1;
          this.log(`Push notification to ${device.device} not sent: its address is not a browser push service's`);
          return;
        }
        const agent = new PushAgent(target);
        try {
          await webPush.sendNotification(
            { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
            body,
            {
              vapidDetails: {
                subject: this.subject(),
                publicKey: this.vapid.publicKey,
                privateKey: this.vapid.privateKey,
              },
              // A phone that is off for a while still gets it when it comes back, within a day.
              TTL: 24 * 60 * 60,
              urgency: 'high',
              timeout: 10_000,
              // Connects to the host and port checked above, on a public address, or not at all.
              agent,
            },
          );
          delivered += 1;
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) {
            gone.push(device.id);
            return;
          }
          failed += 1;
          this.log(
            `Push notification to ${device.device} failed: ${status ? `HTTP ${status}` : (error as Error).message}`,
          );
        } finally {
          agent.destroy();
        }
      }),
    );
    return { delivered, gone, failed, refused };
  }

  /**
   * Where a stored endpoint may be sent, or null. It must be spelled exactly as `parsePushEndpoint` writes it: a
   * record saved before endpoints were stored that way, or edited by hand, may be read differently by the sending
   * library, so it is never sent to.
   */
  private target(endpoint: string): PushTarget | null {
    const url = parsePushEndpoint(endpoint);
    if (!url || url.href !== endpoint) return null;
    const test = this.options.testPushService;
    if (test && url.origin === test.origin) {
      return { hostname: url.hostname, port: Number(url.port || 443), loopbackTestService: { ca: test.ca } };
    }
    return isKnownPushService(endpoint) ? { hostname: url.hostname, port: 443 } : null;
  }
}
