import { createHash, randomBytes, randomUUID, scryptSync } from 'node:crypto';
import type { Context } from 'koa';
import type { SignedInDevice } from '#contract/admin-auth.ts';
import type { Clock } from '../middleware/throttle.ts';
import type { AdminSessionRecord } from '../store/records.ts';
import type { Data, Store } from '../store/store.ts';
import { describeDevice } from './device-name.ts';

export const SESSION_COOKIE = 'admin_session';
/** The browser sends the cookie to the admin API only: pages, photos and the public API never see it. */
export const SESSION_COOKIE_PATH = '/api/admin';

const HOUR = 60 * 60_000;
export const SESSION_LIFETIME_MS = 30 * 24 * HOUR;
/** How stale `lastUsedAt` may get before a request writes it: reads should not each cost a disk write. */
export const TOUCH_INTERVAL_MS = HOUR;
/** A script holding the key could otherwise log in without end and grow the data file. */
export const MAX_SESSIONS = 50;

/** 32 random bytes, base64url: 256 bits, well past the 128 the issue asks for. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Names the admin key without revealing it: scrypt, so that a copy of the data file is no shortcut to guessing
 * a key set by hand. Computed once per process, since the key cannot change while it runs.
 */
export function keyFingerprint(adminKey: string): string {
  return scryptSync(adminKey, 'bridal-site admin key fingerprint v1', 32, { N: 2 ** 14 }).toString('base64url');
}

/** The session a request was let in with, set by the admin guard for the routes after it. */
const sessionOf = new WeakMap<Context, AdminSessionRecord>();

/**
 * The owner's logged-in devices, kept in the data file so they survive a restart. Each lasts 30 days from its
 * last use. A session made under another admin key (ADMIN_KEY changed, or the generated key file deleted and
 * made anew) is refused and dropped: rotating the key signs out every device.
 */
export class AdminSessions {
  readonly keyFingerprint: string;

  constructor(
    private readonly store: Store,
    adminKey: string,
    readonly clock: Clock = Date.now,
  ) {
    this.keyFingerprint = keyFingerprint(adminKey);
  }

  private isLive(session: AdminSessionRecord, time = this.clock()): boolean {
    return (
      session.keyFingerprint === this.keyFingerprint && Date.parse(session.lastUsedAt) + SESSION_LIFETIME_MS > time
    );
  }

  /** Drops expired sessions and those of another key, in a change that is being written anyway. */
  private prune(data: Data, time: number): void {
    data.adminSessions = data.adminSessions.filter((session) => this.isLive(session, time));
  }

  /** Starts a session for the device that sent `ctx`, sets its cookie, and returns it. */
  async start(ctx: Context): Promise<AdminSessionRecord> {
    const token = randomBytes(32).toString('base64url');
    const time = this.clock();
    const stamp = new Date(time).toISOString();
    const session: AdminSessionRecord = {
      id: randomUUID(),
      tokenHash: hashToken(token),
      keyFingerprint: this.keyFingerprint,
      device: describeDevice(ctx.get('user-agent')),
      createdAt: stamp,
      lastUsedAt: stamp,
    };
    const replaced = this.lookUp(ctx.cookies.get(SESSION_COOKIE));
    await this.store.update((data) => {
      this.prune(data, time);
      // Logging in again on the same browser replaces its session instead of leaving the old one behind.
      if (replaced) data.adminSessions = data.adminSessions.filter((item) => item.id !== replaced.id);
      data.adminSessions.push(session);
      // Past the cap, the session used longest ago goes.
      data.adminSessions.sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt));
      data.adminSessions.length = Math.min(data.adminSessions.length, MAX_SESSIONS);
    });
    setSessionCookie(ctx, token);
    sessionOf.set(ctx, session);
    return session;
  }

  private lookUp(token: string | undefined): AdminSessionRecord | undefined {
    if (!token || !TOKEN_PATTERN.test(token)) return undefined;
    const hash = hashToken(token);
    return this.store.data.adminSessions.find((session) => session.tokenHash === hash);
  }

  /**
   * The live session the request's cookie names, or undefined. An expired one is removed. Its last use is
   * written at most once an hour, and the cookie's 30 days start again then.
   */
  async resume(ctx: Context): Promise<AdminSessionRecord | undefined> {
    const found = this.lookUp(ctx.cookies.get(SESSION_COOKIE));
    if (!found) return undefined;
    const time = this.clock();
    if (!this.isLive(found, time)) {
      await this.store.update((data) => this.prune(data, time)).catch(() => {});
      return undefined;
    }
    let session = found;
    if (time - Date.parse(found.lastUsedAt) >= TOUCH_INTERVAL_MS) {
      const stamp = new Date(time).toISOString();
      session = { ...found, lastUsedAt: stamp };
      // A failed write only leaves the older time in place; the request itself is still the owner's.
      await this.store
        .update((data) => {
          const stored = data.adminSessions.find((item) => item.id === found.id);
          if (stored) stored.lastUsedAt = stamp;
        })
        .catch(() => {});
      setSessionCookie(ctx, ctx.cookies.get(SESSION_COOKIE)!);
    }
    sessionOf.set(ctx, session);
    return session;
  }

  /** The session the guard let this request in with; undefined when it came with the admin key header. */
  current(ctx: Context): AdminSessionRecord | undefined {
    return sessionOf.get(ctx);
  }

  /** Every live session, most recently used first, as the dashboard lists them. */
  list(ctx: Context): SignedInDevice[] {
    const currentId = this.current(ctx)?.id;
    return this.store.data.adminSessions
      .filter((session) => this.isLive(session))
      .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt))
      .map((session) => deviceView(session, session.id === currentId));
  }

  /** Ends one session; false when there is no such live session. */
  async end(id: string): Promise<boolean> {
    return this.store.update((data) => {
      const before = data.adminSessions.length;
      data.adminSessions = data.adminSessions.filter((session) => session.id !== id);
      const removed = data.adminSessions.length < before;
      this.prune(data, this.clock());
      return removed;
    });
  }

  /** Ends every session, this one included: "Sign out everywhere". */
  async endAll(): Promise<number> {
    return this.store.update((data) => {
      const count = data.adminSessions.filter((session) => this.isLive(session)).length;
      data.adminSessions = [];
      return count;
    });
  }
}

export const deviceView = (session: AdminSessionRecord, current: boolean): SignedInDevice => ({
  id: session.id,
  device: session.device,
  createdAt: session.createdAt,
  lastUsedAt: session.lastUsedAt,
  current,
});

/**
 * HttpOnly, so no script on the page can read it; SameSite=Strict, so no other site's page sends it; Secure
 * whenever the request came over HTTPS (Koa reads X-Forwarded-Proto only with TRUST_PROXY=true).
 */
export function setSessionCookie(ctx: Context, token: string): void {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: SESSION_COOKIE_PATH,
    secure: ctx.secure,
    maxAge: SESSION_LIFETIME_MS,
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: Context): void {
  // No value sets an expiry in 1970, which makes the browser drop the cookie.
  ctx.cookies.set(SESSION_COOKIE, null, {
    httpOnly: true,
    sameSite: 'strict',
    path: SESSION_COOKIE_PATH,
    secure: ctx.secure,
    overwrite: true,
  });
}
