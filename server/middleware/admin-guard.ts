import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { HttpError } from '../errors.ts';
import type { GuessLimit } from './throttle.ts';

export const ADMIN_KEY_HEADER = 'x-admin-key';
export const INVALID_ADMIN_KEY = 'Invalid admin key';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time: hashing first makes both sides the same length whatever was sent. */
export function keyMatches(sent: string, adminKey: string): boolean {
  return timingSafeEqual(digest(sent), digest(adminKey));
}

/**
 * A path the way a lenient router might read it: percent-escapes decoded (repeatedly, so double encoding does
 * not hide a letter), lower-cased, backslashes as slashes, empty and dot segments resolved. Decoding goes byte by
 * byte, so a malformed escape cannot make it throw and skip the check.
 */
export function canonicalPath(raw: string): string {
  let path = raw;
  for (let round = 0; round < 5; round += 1) {
    const decoded = path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.toLowerCase().replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** Every spelling of the admin API, and anything that merely starts like it: guarded rather than guessed at. */
export const isAdminPath = (rawPath: string) => canonicalPath(rawPath).startsWith('/api/admin');

/**
 * The one check in front of the admin API, placed before body parsing and before any router, so it does not
 * depend on how a router library matches letter case, encodings or trailing slashes. Unknown admin paths and
 * every method (OPTIONS, HEAD) get the same answer without the key as the real routes.
 *
 * A request without a key is not a guess and never counts; only a wrong key uses up the client's budget.
 */
export function adminGuard({ adminKey, keyGuesses }: { adminKey: string; keyGuesses: GuessLimit }): Middleware {
  return async (ctx, next) => {
    if (!isAdminPath(ctx.path)) return next();
    // Admin answers hold PINs, phones and e-mails: no cache anywhere may keep them.
    ctx.set('Cache-Control', 'no-store');
    const sent = ctx.get(ADMIN_KEY_HEADER);
    if (!sent) throw new HttpError(401, INVALID_ADMIN_KEY);
    keyGuesses.assertAllowed(ctx);
    if (!keyMatches(sent, adminKey)) {
      keyGuesses.recordMiss(ctx);
      throw new HttpError(401, INVALID_ADMIN_KEY);
    }
    await next();
  };
}
