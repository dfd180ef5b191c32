import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import * as v from 'valibot';
import type { PasskeyInfo } from '../../contract/admin-auth.ts';
import { AttemptBudget, clientKey, type Clock } from '../middleware/throttle.ts';
import type { PasskeyRecord } from '../store/records.ts';
import type { Store } from '../store/store.ts';
import type { AdminSessions } from './admin-sessions.ts';
import { describeDevice } from './device-name.ts';

/**
 * Who the passkeys belong to: the site address in Site Settings. The relying party id is its host name, the
 * origin its scheme, host and port (so `https://localhost:8443` works for tests and previews). A passkey made for
 * one address does not work on another: changing the site address means adding passkeys again.
 */
export function relyingParty(store: Store): { id: string; origin: string; name: string } {
  const { siteUrl, businessName } = store.data.siteSettings;
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: businessName };
}

const MINUTE = 60_000;
/** How long the browser's passkey prompt may stay open, and so how long a challenge is kept. */
const CEREMONY_TIMEOUT_MS = 2 * MINUTE;
/** Pending challenges kept at once; anyone may ask for a login challenge, so memory must not grow with them. */
const MAX_PENDING_CHALLENGES = 200;
/** Login challenges one address may ask for in 15 minutes: the owner needs one a login. */
const LOGIN_OPTIONS_PER_CLIENT = 30;
/** A passkey for each of her devices and a few spare security keys; past this she removes one first. */
export const MAX_PASSKEYS = 20;
/** The single account of this site: a platform keeps one passkey per site and account, replaced on re-registration. */
const OWNER_USER_ID = new TextEncoder().encode('site-owner');

type Purpose = 'register' | 'login';

/**
 * Challenges handed out and not yet used: each works once, for its purpose, until it expires. The map keeps them
 * in the order they were made, all with the same lifetime, so the expired ones are always at the front; past
 * the cap the oldest goes (an attacker flooding requests can at worst make her press the button again).
 */
export class Challenges {
  private readonly pending = new Map<string, { purpose: Purpose; expiresAt: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly max = MAX_PENDING_CHALLENGES,
  ) {}

  private forgetExpired(time: number) {
    for (const [challenge, entry] of this.pending) {
      if (entry.expiresAt > time) return;
      this.pending.delete(challenge);
    }
  }

  issue(challenge: string, purpose: Purpose): void {
    const time = this.clock();
    this.forgetExpired(time);
    if (this.pending.size >= this.max) this.pending.delete(this.pending.keys().next().value!);
    this.pending.set(challenge, { purpose, expiresAt: time + CEREMONY_TIMEOUT_MS });
  }

  /** Uses up a challenge: true once, if it was issued for this purpose and has not expired. */
  take(challenge: string, purpose: Purpose): boolean {
    const entry = this.pending.get(challenge);
    if (!entry) return false;
    this.pending.delete(challenge);
    return entry.purpose === purpose && entry.expiresAt > this.clock();
  }

  get size(): number {
    return this.pending.size;
  }
}

// What a browser sends back, checked for shape and size before the library reads it. Sizes are generous: a
// passkey's attestation with "none" is a few hundred bytes.
const base64url = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(/^[A-Za-z0-9_-]*={0,2}$/));
const credentialFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: v.literal('public-key'),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
};
const registrationResponse = v.object({
  ...credentialFields,
  response: v.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(32_768),
    authenticatorData: v.optional(base64url(32_768)),
    transports: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(20))), v.maxLength(10))),
    publicKeyAlgorithm: v.optional(v.number()),
    publicKey: v.optional(base64url(8192)),
  }),
});
const authenticationResponse = v.object({
  ...credentialFields,
  response: v.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(32_768),
    signature: base64url(8192),
    userHandle: v.optional(base64url(512)),
  }),
});

export class PasskeyError extends Error {}

const passkeyView = (passkey: PasskeyRecord): PasskeyInfo => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt,
  lastUsedAt: passkey.lastUsedAt,
});

/**
 * The owner's passkeys: registering one while logged in, and logging in with one. The WebAuthn checks are
 * SimpleWebAuthn's. Like sessions, a passkey belongs to the admin key it was added under: whoever knew an old key
 * could have added one, so rotating the key retires them all.
 */
export class Passkeys {
  private readonly challenges: Challenges;
  private readonly loginOptions: AttemptBudget;

  constructor(
    private readonly store: Store,
    private readonly sessions: AdminSessions,
  ) {
    this.challenges = new Challenges(sessions.clock);
    this.loginOptions = new AttemptBudget(LOGIN_OPTIONS_PER_CLIENT, 15 * MINUTE, sessions.clock);
  }

  private now = () => new Date(this.sessions.clock()).toISOString();

  private isLive = (passkey: PasskeyRecord) => passkey.keyFingerprint === this.sessions.keyFingerprint;

  list(): PasskeyInfo[] {
    return this.store.data.passkeys.filter(this.isLive).map(passkeyView);
  }

  async registrationOptions(): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const rp = relyingParty(this.store);
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: 'owner',
      userDisplayName: `${rp.name} dashboard`,
      userID: OWNER_USER_ID,
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      // The same authenticator twice would only make a second entry for one device.
      excludeCredentials: this.store.data.passkeys
        .filter(this.isLive)
        .map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      // Discoverable, so logging in needs no user name; verified (Face ID, fingerprint, PIN), since it replaces a key.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    this.challenges.issue(options.challenge, 'register');
    return options;
  }

  /** Verifies a new passkey and stores it; throws PasskeyError with the reason in words. */
  async register(ctx: Context, body: unknown): Promise<PasskeyInfo> {
    const parsed = v.safeParse(registrationResponse, body);
    if (!parsed.success) throw new PasskeyError('The passkey response was not in the expected form');
    const rp = relyingParty(this.store);
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        // No extensions were asked for, so none of their results are read.
        response: { ...parsed.output, clientExtensionResults: {} } satisfies RegistrationResponseJSON,
        expectedChallenge: (challenge) => this.challenges.take(challenge, 'register'),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      });
    } catch (error) {
      throw new PasskeyError(`The passkey could not be verified (${(error as Error).message})`);
    }
    if (!verified.verified) throw new PasskeyError('The passkey could not be verified');
    const { credential } = verified.registrationInfo;
    const stamp = this.now();
    const passkey: PasskeyRecord = {
      id: randomUUID(),
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? parsed.output.response.transports ?? [],
      // Named after the device, as the Signed-in devices list shows it; she can rename it.
      name: this.sessions.current(ctx)?.device ?? describeDevice(ctx.get('user-agent')),
      keyFingerprint: this.sessions.keyFingerprint,
      createdAt: stamp,
      lastUsedAt: null,
    };
    await this.store.update((data) => {
      data.passkeys = data.passkeys.filter(this.isLive);
      if (data.passkeys.some((item) => item.credentialId === passkey.credentialId)) {
        throw new PasskeyError('This passkey is already registered');
      }
      if (data.passkeys.length >= MAX_PASSKEYS) {
        throw new PasskeyError(`You have ${MAX_PASSKEYS} passkeys; remove one you no longer use first`);
      }
      data.passkeys.push(passkey);
    });
    return passkeyView(passkey);
  }

  /** A login challenge for anyone who asks, within a budget per address (see Challenges for the bound). */
  async authenticationOptions(ctx: Context): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
    const client = clientKey(ctx.ip);
    if (this.loginOptions.retryAfter(client) > 0) return undefined;
    this.loginOptions.record(client);
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(this.store).id,
      timeout: CEREMONY_TIMEOUT_MS,
      userVerification: 'required',
    });
    this.challenges.issue(options.challenge, 'login');
    return options;
  }

  /** Seconds until an address that asked for too many login challenges may ask again. */
  loginOptionsRetryAfter(ctx: Context): number {
    return this.loginOptions.retryAfter(clientKey(ctx.ip));
  }

  /** Checks a passkey login; true when it is one of hers and verifies, and then records its use. */
  async authenticate(body: unknown): Promise<boolean> {
    const parsed = v.safeParse(authenticationResponse, body);
    if (!parsed.success) return false;
    const passkey = this.store.data.passkeys.find(
      (item) => this.isLive(item) && item.credentialId === parsed.output.id,
    );
    if (!passkey) return false;
    const rp = relyingParty(this.store);
    let result;
    try {
      result = await verifyAuthenticationResponse({
        response: { ...parsed.output, clientExtensionResults: {} } satisfies AuthenticationResponseJSON,
        expectedChallenge: (challenge) => this.challenges.take(challenge, 'login'),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      });
    } catch {
      return false;
    }
    if (!result.verified) return false;
    const stamp = this.now();
    await this.store.update((data) => {
      const stored = data.passkeys.find((item) => item.id === passkey.id);
      if (!stored) return;
      stored.counter = result.authenticationInfo.newCounter;
      stored.lastUsedAt = stamp;
    });
    return true;
  }

  async rename(id: string, name: string): Promise<PasskeyInfo | undefined> {
    return this.store.update((data) => {
      const passkey = data.passkeys.find((item) => item.id === id && this.isLive(item));
      if (!passkey) return undefined;
      passkey.name = name;
      return passkeyView(passkey);
    });
  }

  async remove(id: string): Promise<boolean> {
    return this.store.update((data) => {
      const before = data.passkeys.length;
      data.passkeys = data.passkeys.filter((item) => item.id !== id || !this.isLive(item));
      return data.passkeys.length < before;
    });
  }
}
