import type { Context } from 'koa';
import { isIPv6 } from 'node:net';
import {
  KEY_LOGINS_PAUSED,
  LINK_GUESSES_PAUSED,
  TOO_MANY_ATTEMPTS,
  TRAVEL_ESTIMATE_HOURLY_LIMIT_MESSAGE,
  TRAVEL_ESTIMATES_PAUSED,
} from '#contract/messages.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../errors.ts';

/**
 * The eight 16-bit groups of an IPv6 address in any spelling: `::` shorthand, leading zeros, upper case, a dotted
 * IPv4 tail (`::ffff:203.0.113.7`) or a zone (`fe80::1%eth0`). Undefined when it is not an IPv6 address.
 */
function ipv6Groups(ip: string): number[] | undefined {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return undefined;
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => parseInt(group, 16));
}

/**
 * Whom a budget belongs to. One IPv6 home or phone connection is handed a whole /64 and may use any address
 * in it, so IPv6 clients are counted by their /64; IPv4 by the address, also when it arrives IPv4-mapped
 * (`::ffff:203.0.113.7`, however that is spelled), so one client cannot get two budgets from two spellings.
 */
export function clientKey(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
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

  /** Seconds until enough of the oldest slots drop out of the window that the count is below its limit again. */
  retryAfter(): number {
    const time = this.now();
    const current = Math.floor(time / this.slotMs);
    const live = this.slots
      .filter((slot) => slot.index > current - this.slots.length && slot.count > 0)
      .sort((a, b) => a.index - b.index);
    let total = live.reduce((sum, slot) => sum + slot.count, 0);
    for (const slot of live) {
      if (total < this.limit) break;
      total -= slot.count;
      // A slot stops counting once the window has moved a whole window past its start.
      const leavesAt = (slot.index + this.slots.length) * this.slotMs;
      if (total < this.limit) return Math.max(1, Math.ceil((leavesAt - time) / 1000));
    }
    return 1;
  }
}

const tooMany = (message: string, retryAfter: number) =>
  new HttpError(429, message, { 'Retry-After': String(retryAfter) });

/**
 * Wrong guesses of one kind of secret (wedding PINs, the admin key, private links): a budget per client address, and
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
 * cannot fill the owner's inbox, and a number for the whole site a day, so many addresses cannot either. Public
 * travel estimates are held the same way, since each says a little about where she lives.
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
  /** Wrong admin keys (the `x-admin-key` header and the key login): per address, and for the whole site. */
  keyGuesses: GuessLimit;
  /**
   * Failed passkey logins: the same budget per address as wrong keys, but not the site-wide cap. A passkey cannot
   * be guessed, and her passkeys must keep working while key logins are paused by someone else's guessing.
   */
  passkeyGuesses: GuessLimit;
  /**
   * Unknown private-link tokens (server/links/private-links.ts): per address, and for the whole site. Apart from the
   * PINs, so a stale link tried again and again on a venue's Wi-Fi never locks a bride out of her schedule.
   */
  linkGuesses: GuessLimit;
  lessons: SubmissionLimit;
  /** Public travel estimates: per address an hour, and for the whole site an hour (her home ZIP stays hers). */
  travelEstimates: SubmissionLimit;
}

const MINUTE = 60_000;

/** Every limit the server holds visitors to, sized from the configuration; `now` lets tests move the clock. */
export function createLimits(
  config: Config,
  messages: { pinLookupsPaused: () => string; lessonHourly: string; lessonDaily: () => string },
  now: Clock = Date.now,
): Limits {
  const keyBudget = new AttemptBudget(config.keyGuessLimit, 15 * MINUTE, now);
  return {
    pinGuesses: new GuessLimit(
      new AttemptBudget(config.pinGuessLimit, 15 * MINUTE, now),
      new RollingCount(config.pinGuessesPerHour, 60 * MINUTE, now),
      messages.pinLookupsPaused,
    ),
    keyGuesses: new GuessLimit(
      keyBudget,
      // However many addresses an attacker rotates through (a /48 of IPv6 holds 65,536 /64s), the site answers no
      // more than this many wrong keys an hour; past it, key logins pause and sessions and passkeys carry on.
      new RollingCount(config.keyGuessesPerHour, 60 * MINUTE, now),
      () => KEY_LOGINS_PAUSED,
    ),
    passkeyGuesses: new GuessLimit(keyBudget),
    linkGuesses: new GuessLimit(
      new AttemptBudget(config.linkGuessLimit, 15 * MINUTE, now),
      new RollingCount(config.linkGuessesPerHour, 60 * MINUTE, now),
      () => LINK_GUESSES_PAUSED,
    ),
    lessons: new SubmissionLimit(
      new AttemptBudget(config.lessonLimit, 60 * MINUTE, now),
      new RollingCount(config.lessonDailyLimit, 24 * 60 * MINUTE, now),
      { perClient: messages.lessonHourly, siteWide: messages.lessonDaily },
    ),
    travelEstimates: new SubmissionLimit(
      new AttemptBudget(config.travelEstimateLimit, 60 * MINUTE, now),
      new RollingCount(config.travelEstimatesPerHour, 60 * MINUTE, now),
      { perClient: TRAVEL_ESTIMATE_HOURLY_LIMIT_MESSAGE, siteWide: () => TRAVEL_ESTIMATES_PAUSED },
    ),
  };
}
