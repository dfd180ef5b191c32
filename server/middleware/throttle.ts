import type { Context } from 'koa';
import { HttpError } from '../errors.ts';

/**
 * Counts failed guesses (wrong PINs, wrong admin keys) per client address in a sliding window.
 * A 4-digit PIN has 10,000 values and NIST SP 800-63B caps failures at 100, so a client is stopped after
 * `maxFailures` misses and must wait out the window; a bride who mistypes a couple of times never notices.
 */
export class GuessThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now = () => Date.now(),
  ) {}

  private recent(client: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.failures.get(client) ?? []).filter((time) => time > cutoff);
    if (list.length === 0) this.failures.delete(client);
    else this.failures.set(client, list);
    return list;
  }

  /** Throws 429 while the client has used up its failures. */
  check(ctx: Context): void {
    const list = this.recent(ctx.ip);
    if (list.length >= this.maxFailures) {
      const retryAfter = Math.ceil((list[0]! + this.windowMs - this.now()) / 1000);
      throw new HttpError(429, 'Too many incorrect attempts. Please wait a few minutes and try again.', {
        'Retry-After': String(Math.max(retryAfter, 1)),
      });
    }
  }

  fail(ctx: Context): void {
    const list = this.recent(ctx.ip);
    list.push(this.now());
    this.failures.set(ctx.ip, list);
  }
}
