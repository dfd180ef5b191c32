import type { Context } from 'koa';
import { isIPv6 } from 'node:net';
import { HttpError } from '../errors.ts';

/**
 * Whom a budget belongs to. One IPv6 home or phone connection is handed a whole /64 and may use any address
 * in it, so IPv6 clients are counted by their /64; IPv4 (also IPv4-mapped IPv6) by the address.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

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
    private readonly message = 'Too many incorrect attempts. Please wait a few minutes and try again.',
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
    const list = this.recent(clientKey(ctx.ip));
    if (list.length >= this.maxFailures) {
      const retryAfter = Math.ceil((list[0]! + this.windowMs - this.now()) / 1000);
      throw new HttpError(429, this.message, {
        'Retry-After': String(Math.max(retryAfter, 1)),
      });
    }
  }

  /** Records one attempt against the client's budget. */
  fail(ctx: Context): void {
    // Many addresses each trying once must not grow the map for ever: forget the ones whose window has passed.
    if (this.failures.size > 10_000) for (const client of [...this.failures.keys()]) this.recent(client);
    const client = clientKey(ctx.ip);
    const list = this.recent(client);
    list.push(this.now());
    this.failures.set(client, list);
  }
}

/**
 * Public forms: at most `perHour` accepted submissions per client address an hour, so a script cannot fill the
 * owner's inbox. The same sliding window as the guess throttle, counting every submission instead of failures.
 */
export function submissionLimit(perHour: number, now?: () => number): GuessThrottle {
  return new GuessThrottle(
    perHour,
    60 * 60 * 1000,
    now,
    'Thank you! We have already received several questionnaires from you in the last hour. Please try again later, or send a text message instead.',
  );
}
