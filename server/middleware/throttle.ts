import type { Context } from 'koa';
import { isIPv6 } from 'node:net';
import { TOO_MANY_ATTEMPTS } from '../../contract/messages.ts';
import type { Config } from '../config.ts';
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

export type Clock = () => number;

/**
 * At most `limit` counted attempts per client in a window that opens with the client's first attempt.
 *
 * Memory and time stay bounded whatever the number of addresses: entries sit in the map in the order their
 * windows opened (a new window is deleted and re-added at the end), so the expired ones are always at the front
 * and are dropped a few at a time as requests come; past `maxClients` the oldest window is forgotten. An attacker
 * who cycles through more addresses than that only frees budgets that the site-wide caps still bound.
 */
export class AttemptBudget {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: Clock = Date.now,
    private readonly maxClients = 50_000,
  ) {}

  private forgetExpired(time: number): void {
    for (const [client, window] of this.windows) {
      if (window.endsAt > time) return;
      this.windows.delete(client);
    }
  }

  /** Seconds until the client may try again, or 0 while it still has attempts left. */
  retryAfter(client: string): number {
    const time = this.now();
    this.forgetExpired(time);
    const window = this.windows.get(client);
    if (!window || window.count < this.limit) return 0;
    return Math.max(1, Math.ceil((window.endsAt - time) / 1000));
  }

  record(client: string): void {
    const time = this.now();
    this.forgetExpired(time);
    const window = this.windows.get(client);
    if (window) {
      window.count += 1;
      return;
    }
    if (this.windows.size >= this.maxClients) this.windows.delete(this.windows.keys().next().value!);
    this.windows.set(client, { count: 1, endsAt: time + this.windowMs });
  }

  /** How many clients are tracked now; for tests of the bound. */
  get size(): number {
    return this.windows.size;
  }
}

/**
 * A count over the whole site in a sliding window, kept in 60 slots so reading and adding cost the same whatever
 * the traffic: the cap that holds however many addresses an attacker uses.
 */
export class RollingCount {
  private readonly slotMs: number;
  private readonly slots = Array.from({ length: 60 }, () => ({ index: -1, count: 0 }));

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: Clock = Date.now,
  ) {
    this.slotMs = windowMs / this.slots.length;
  }

  total(): number {
    const current = Math.floor(this.now() / this.slotMs);
    let sum = 0;
    for (const slot of this.slots) if (slot.index > current - this.slots.length) sum += slot.count;
    return sum;
  }

  isFull(): boolean {
    return this.total() >= this.limit;
  }

  add(): void {
    const index = Math.floor(this.now() / this.slotMs);
    const slot = this.slots[index % this.slots.length]!;
    if (slot.index !== index) {
      slot.index = index;
      slot.count = 0;
    }
    slot.count += 1;
  }

  /** Seconds until the oldest slot still counted drops out of the window. */
  retryAfter(): number {
    return Math.max(1, Math.ceil(this.slotMs / 1000));
  }
}

const tooMany = (message: string, retryAfter: number) =>
  new HttpError(429, message, { 'Retry-After': String(retryAfter) });

/**
 * Wrong guesses of one kind of secret (wedding PINs, or the admin key): a budget per client address, and
 * optionally a cap for the whole site. Only a wrong guess counts: a request without a secret, a right one, or a
 * phone refreshing its saved schedule with its device token never does.
 */
export class GuessLimit {
  constructor(
    readonly perClient: AttemptBudget,
    readonly siteWide?: RollingCount,
    private readonly siteWideMessage: () => string = () => TOO_MANY_ATTEMPTS,
  ) {}

  /** Throws 429 before the secret is even looked at, while the client or the site has used up its guesses. */
  assertAllowed(ctx: Context): void {
    if (this.siteWide?.isFull()) throw tooMany(this.siteWideMessage(), this.siteWide.retryAfter());
    const retryAfter = this.perClient.retryAfter(clientKey(ctx.ip));
    if (retryAfter > 0) throw tooMany(TOO_MANY_ATTEMPTS, retryAfter);
  }

  recordMiss(ctx: Context): void {
    this.perClient.record(clientKey(ctx.ip));
    this.siteWide?.add();
  }
}

/**
 * Accepted public submissions (lesson questionnaires): a number per client address an hour, so one script
 * cannot fill the owner's inbox, and a number for the whole site a day, so many addresses cannot either.
 */
export class SubmissionLimit {
  constructor(
    readonly perClient: AttemptBudget,
    readonly siteWide: RollingCount,
    private readonly messages: { perClient: string; siteWide: () => string },
  ) {}

  assertAllowed(ctx: Context): void {
    if (this.siteWide.isFull()) throw tooMany(this.messages.siteWide(), this.siteWide.retryAfter());
    const retryAfter = this.perClient.retryAfter(clientKey(ctx.ip));
    if (retryAfter > 0) throw tooMany(this.messages.perClient, retryAfter);
  }

  /** Counts a submission; one that stored nothing (a bot's) counts against its sender only, not the site's day. */
  record(ctx: Context, { stored = true } = {}): void {
    this.perClient.record(clientKey(ctx.ip));
    if (stored) this.siteWide.add();
  }
}

export interface Limits {
  pinGuesses: GuessLimit;
  keyGuesses: GuessLimit;
  lessons: SubmissionLimit;
}

const MINUTE = 60_000;

/** Every limit the server holds visitors to, sized from the configuration; `now` lets tests move the clock. */
export function createLimits(
  config: Config,
  messages: { pinLookupsPaused: () => string; lessonHourly: string; lessonDaily: () => string },
  now: Clock = Date.now,
): Limits {
  return {
    pinGuesses: new GuessLimit(
      new AttemptBudget(config.pinGuessLimit, 15 * MINUTE, now),
      new RollingCount(config.pinGuessesPerHour, 60 * MINUTE, now),
      messages.pinLookupsPaused,
    ),
    keyGuesses: new GuessLimit(new AttemptBudget(config.keyGuessLimit, 15 * MINUTE, now)),
    lessons: new SubmissionLimit(
      new AttemptBudget(config.lessonLimit, 60 * MINUTE, now),
      new RollingCount(config.lessonDailyLimit, 24 * 60 * MINUTE, now),
      { perClient: messages.lessonHourly, siteWide: messages.lessonDaily },
    ),
  };
}
