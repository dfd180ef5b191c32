import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { api } from '#contract/api.ts';
import { CROSS_SITE_MESSAGE, INVALID_ADMIN_KEY, SESSION_ENDED_MESSAGE } from '#contract/messages.ts';
import { clearSessionCookie, SESSION_COOKIE, type AdminSessions } from '../auth/admin-sessions.ts';
import { HttpError } from '../errors.ts';
import type { GuessLimit } from './throttle.ts';

export const ADMIN_KEY_HEADER = 'x-admin-key';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time: hashing first makes both sides the same length whatever was sent. */
export function keyMatches(sent: string, adminKey: string): boolean {
  return timingSafeEqual(digest(sent), digest(adminKey));
}

/**
 * A path the way a lenient router might read it: percent-escapes decoded (repeatedly, so double encoding does
 * not hide a letter), lower-cased, backslashes as slashes, empty and dot segments resolved. Decoding goes byte by
 * byte, so a malformed escape cannot make it throw and skip the check. With `resolveDotDot: false`, `..` segments
 * are kept as they are: the path as a router matches it, segment by segment (the request log's redaction).
 */
export function canonicalPath(raw: string, { resolveDotDot = true } = {}): string {
  let path = raw;
  for (let round = 0; round < 5; round += 1) {
    const decoded = path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.toLowerCase().replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..' && resolveDotDot) segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** Every spelling of the admin API, and anything that merely starts like it: guarded rather than guessed at. */
export const isAdminPath = (rawPath: string) => canonicalPath(rawPath).startsWith('/api/admin');

/**
 * The only admin API requests answered without the key or a session: the ways of logging in. Each in exactly
 * one spelling and method: the raw path must be the canonical one itself, so `/api/ADMIN/session` or a
 * percent-encoded letter is guarded like any other admin path (and the strict routers would not answer it anyway).
 */
export const OPEN_ADMIN_REQUESTS: readonly { method: string; path: string }[] = [
  api.adminSession.start,
  api.adminPasskeys.authenticationOptions,
  api.adminPasskeys.authenticate,
].map((route) => ({ method: route.method, path: route.path() }));

const isOpenLogin = (ctx: Context) =>
  OPEN_ADMIN_REQUESTS.some(
    ({ method, path }) => ctx.method === method && ctx.path === path && canonicalPath(ctx.path) === path,
  );

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser says the request was made by another site's page: its `Origin` differs from this request's own
 * origin (scheme and host, as seen through a trusted proxy), or, with no `Origin`, `Sec-Fetch-Site` names another
 * site. A request with neither header is not a browser's cross-site request (browsers send one or the other).
 */
export function isCrossSite(ctx: Context): boolean {
  const origin = ctx.get('origin');
  // Built here rather than read from `ctx.origin`: in Koa 3 that is the request's Origin header itself.
  if (origin) return origin.toLowerCase() !== `${ctx.protocol}://${ctx.host}`.toLowerCase();
  const site = ctx.get('sec-fetch-site');
  return site !== '' && site !== 'same-origin' && site !== 'none';
}

/**
 * The one check in front of the admin API, placed before body parsing and before any router, so it does not
 * depend on how a router library matches letter case, encodings or trailing slashes. Unknown admin paths and
 * every method (OPTIONS, HEAD) get the same answer without the key or a session as the real routes.
 *
 * A request is let in with the `x-admin-key` header (scripts) or a live session cookie (the dashboard). A change
 * sent with the cookie, or to a login, must come from the site's own pages: SameSite=Strict already keeps other
 * sites' requests from carrying the cookie, and this refuses them should a browser send it anyway.
 *
 * A request without a key is not a guess and never counts; only a wrong key uses up the client's budget.
 */
export function adminGuard({
  adminKey,
  keyGuesses,
  sessions,
}: {
  adminKey: string;
  keyGuesses: GuessLimit;
  sessions: AdminSessions;
}): Middleware {
  const refuseCrossSite = (ctx: Context) => {
    if (!SAFE_METHODS.has(ctx.method) && isCrossSite(ctx)) throw new HttpError(403, CROSS_SITE_MESSAGE);
  };
  return async (ctx, next) => {
    if (!isAdminPath(ctx.path)) return next();
    // Admin answers hold PINs, phones and e-mails: no cache anywhere may keep them.
    ctx.set('Cache-Control', 'no-store');
    if (isOpenLogin(ctx)) {
      refuseCrossSite(ctx);
      return next();
    }
    const sent = ctx.get(ADMIN_KEY_HEADER);
    if (sent) {
      keyGuesses.assertAllowed(ctx);
      if (!keyMatches(sent, adminKey)) {
        keyGuesses.recordMiss(ctx);
        throw new HttpError(401, INVALID_ADMIN_KEY);
      }
      return next();
    }
    if (ctx.cookies.get(SESSION_COOKIE) !== undefined) {
      refuseCrossSite(ctx);
      if (await sessions.resume(ctx)) return next();
      clearSessionCookie(ctx);
      throw new HttpError(401, SESSION_ENDED_MESSAGE);
    }
    throw new HttpError(401, INVALID_ADMIN_KEY);
  };
}
