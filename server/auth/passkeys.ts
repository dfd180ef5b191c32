import { randomBytes, randomUUID } from 'node:crypto';
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
import type { PasskeyInfo } from '#contract/admin-auth.ts';
import { PASSKEY_LOGINS_BUSY, TOO_MANY_ATTEMPTS } from '#contract/messages.ts';
import { HttpError } from '../errors.ts';
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
/** Login challenges one address may ask for in 15 minutes: the owner needs one a login. */
const LOGIN_OPTIONS_PER_CLIENT = 30;
/** A passkey for each of her devices and a few spare security keys; past this she removes one first. */
export const MAX_PASSKEYS = 20;
/** The single account of this site: a platform keeps one passkey per site and account, replaced on re-registration. */
const OWNER_USER_ID = new TextEncoder().encode('site-owner');

/**
 * The pre-login cookie: a random id naming the browser that asked for a login challenge, so that only that
 * browser can use it. HttpOnly, SameSite=Strict and Secure over HTTPS like the session cookie, sent to the passkey
 * routes only, and kept no longer than a challenge.
 */
export const LOGIN_COOKIE = 'passkey_login';
export const LOGIN_COOKIE_PATH = '/api/admin/passkeys';
/** 32 random bytes, base64url. */
const BROWSER_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type Purpose = 'register' | 'login';

/** Who a challenge was handed to: its owner (a browser's pre-login id, or a session) and the client's address. */
export interface ChallengeHolder {
  owner: string;
  client: string;
}

export const CHALLENGE_BOUNDS = {
  /** Pending challenges of one browser or session: a few tabs, a prompt cancelled and tried again. */
  perOwner: 3,
  /** Pending challenges of one address (IPv6: one /64), whatever ids it makes up. */
  perClient: 10,
  /** Pending challenges in all: about 3 MB at most. */
  total: 10_000,
};

interface PendingChallenge extends ChallengeHolder {
  purpose: Purpose;
  expiresAt: number;
}

/**
 * Challenges handed out and not yet used: each works once, for its purpose, for the browser or session it was
 * handed to, until it expires. Anyone may ask for a login challenge, so memory is bounded three ways, and none
 * of them lets one client push out another's challenge: past the bound of an owner or an address, the oldest of
 * that same owner or address goes; when the site holds `total`, new challenges are refused (each expires within
 * two minutes) rather than old ones dropped. The map keeps challenges in the order they were made, all with the
 * same lifetime, so the expired ones are always at the front.
 */
export class Challenges {
  private readonly pending = new Map<string, PendingChallenge>();
  private readonly byOwner = new Map<string, string[]>();
  private readonly byClient = new Map<string, string[]>();

  constructor(
    private readonly clock: Clock,
    private readonly bounds = CHALLENGE_BOUNDS,
  ) {}

  private drop(challenge: string): void {
    const entry = this.pending.get(challenge);
    if (!entry) return;
    this.pending.delete(challenge);
    for (const [index, key] of [
      [this.byOwner, entry.owner],
      [this.byClient, entry.client],
    ] as const) {
      const list = index.get(key)!.filter((item) => item !== challenge);
      if (list.length > 0) index.set(key, list);
      else index.delete(key);
    }
  }

  private forgetExpired(time: number): void {
    for (const [challenge, entry] of this.pending) {
      if (entry.expiresAt > time) return;
      this.drop(challenge);
    }
  }

  /** Seconds until the oldest pending challenge expires and makes room. */
  retryAfter(): number {
    const oldest = this.pending.values().next().value;
    return oldest ? Math.max(1, Math.ceil((oldest.expiresAt - this.clock()) / 1000)) : 1;
  }

  /** Keeps a challenge for its holder; false, keeping nothing, when the site already holds as many as it may. */
  issue(challenge: string, purpose: Purpose, holder: ChallengeHolder): boolean {
    const time = this.clock();
    this.forgetExpired(time);
    const ownChallenges = this.byOwner.get(holder.owner) ?? [];
    if (ownChallenges.length >= this.bounds.perOwner) this.drop(ownChallenges[0]!);
    const clientChallenges = this.byClient.get(holder.client) ?? [];
    if (clientChallenges.length >= this.bounds.perClient) this.drop(clientChallenges[0]!);
    if (this.pending.size >= this.bounds.total) return false;
    this.pending.set(challenge, { ...holder, purpose, expiresAt: time + CEREMONY_TIMEOUT_MS });
    this.byOwner.set(holder.owner, [...(this.byOwner.get(holder.owner) ?? []), challenge]);
    this.byClient.set(holder.client, [...(this.byClient.get(holder.client) ?? []), challenge]);
    return true;
  }

  /**
   * Uses up a challenge: true once, if it was handed to this owner for this purpose and has not expired. Sent by
   * anyone else, it is refused and left in place: nobody can spend another browser's challenge.
   */
  take(challenge: string, purpose: Purpose, owner: string): boolean {
    const entry = this.pending.get(challenge);
    if (!entry || entry.owner !== owner) return false;
    this.drop(challenge);
    return entry.purpose === purpose && entry.expiresAt > this.clock();
  }

  get size(): number {
    return this.pending.size;
  }
}

/** The id of the browser that asked for a login challenge, from its pre-login cookie. */
function browserIdOf(ctx: Context): string | undefined {
  const id = ctx.cookies.get(LOGIN_COOKIE);
  return id && BROWSER_ID_PATTERN.test(id) ? id : undefined;
}

function setLoginCookie(ctx: Context, id: string | null): void {
  ctx.cookies.set(LOGIN_COOKIE, id, {
    httpOnly: true,
    sameSite: 'strict',
    path: LOGIN_COOKIE_PATH,
    secure: ctx.secure,
    ...(id ? { maxAge: CEREMONY_TIMEOUT_MS } : {}),
    overwrite: true,
  });
}

/** A login refused at the moment of writing: another login with this passkey got there first, or it was removed. */
class StaleLogin extends Error {}

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

  /** Registration challenges belong to the session (or the key-header script) that asked for them. */
  private registrant(ctx: Context): ChallengeHolder {
    return { owner: `session:${this.sessions.current(ctx)?.id ?? 'admin-key'}`, client: clientKey(ctx.ip) };
  }

  async registrationOptions(ctx: Context): Promise<PublicKeyCredentialCreationOptionsJSON> {
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
    if (!this.challenges.issue(options.challenge, 'register', this.registrant(ctx))) {
      throw new HttpError(429, PASSKEY_LOGINS_BUSY, { 'Retry-After': String(this.challenges.retryAfter()) });
    }
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
        expectedChallenge: (challenge) => this.challenges.take(challenge, 'register', this.registrant(ctx).owner),
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

  /**
   * A login challenge for anyone who asks, within a budget per address, kept for the browser that asked: its
   * pre-login cookie (made now if it has none) names it, and only that browser can answer the challenge.
   * Throws 429 past the address's budget, or while the site holds all the pending challenges it may.
   */
  async authenticationOptions(ctx: Context): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const client = clientKey(ctx.ip);
    const retryAfter = this.loginOptions.retryAfter(client);
    if (retryAfter > 0) throw new HttpError(429, TOO_MANY_ATTEMPTS, { 'Retry-After': String(retryAfter) });
    this.loginOptions.record(client);
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(this.store).id,
      timeout: CEREMONY_TIMEOUT_MS,
      userVerification: 'required',
    });
    const browser = browserIdOf(ctx) ?? randomBytes(32).toString('base64url');
    if (!this.challenges.issue(options.challenge, 'login', { owner: `browser:${browser}`, client })) {
      throw new HttpError(429, PASSKEY_LOGINS_BUSY, { 'Retry-After': String(this.challenges.retryAfter()) });
    }
    setLoginCookie(ctx, browser);
    return options;
  }

  /**
   * Checks a passkey login; true when it is one of hers, answers a challenge this browser was handed, verifies,
   * and its signature counter moved on; then records its use and drops the pre-login cookie.
   */
  async authenticate(ctx: Context, body: unknown): Promise<boolean> {
    const browser = browserIdOf(ctx);
    if (!browser) return false;
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
        expectedChallenge: (challenge) => this.challenges.take(challenge, 'login', `browser:${browser}`),
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
    const { newCounter } = result.authenticationInfo;
    try {
      await this.store.update((data) => {
        const stored = data.passkeys.find((item) => item.id === passkey.id);
        if (!stored || !this.isLive(stored)) throw new StaleLogin();
        // Checked again here, in the write itself: the check above read the counter before awaiting the signature
        // check, so two logins at once (a cloned authenticator, a replayed answer) both passed it. An
        // authenticator that keeps no counter sends 0 every time; one that does must move it forward.
        if ((newCounter > 0 || stored.counter > 0) && newCounter <= stored.counter) throw new StaleLogin();
        stored.counter = newCounter;
        stored.lastUsedAt = stamp;
      });
    } catch (error) {
      if (error instanceof StaleLogin) return false;
      throw error;
    }
    setLoginCookie(ctx, null);
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
