import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { HttpError } from '../errors.ts';
import type { GuessThrottle } from './throttle.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time: hashing first makes both sides the same length whatever was sent. */
export function keyMatches(sent: string, adminKey: string): boolean {
  return timingSafeEqual(digest(sent), digest(adminKey));
}

/** Guards every /api/admin call with the x-admin-key header. */
export function requireAdminKey(adminKey: string, throttle: GuessThrottle): Middleware {
  return async (ctx, next) => {
    throttle.check(ctx);
    const sent = ctx.get('x-admin-key');
    if (!sent || !keyMatches(sent, adminKey)) {
      throttle.fail(ctx);
      throw new HttpError(401, 'Invalid admin key');
    }
    await next();
  };
}
