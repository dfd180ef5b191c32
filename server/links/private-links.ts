import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { LINK_TOKEN_HEADER } from '#contract/api.ts';
import { linkExpiredMessage, linkReplacedMessage, linkUnknownMessage } from '#contract/messages.ts';
import { HttpError } from '../errors.ts';
import type { Clock, GuessLimit } from '../middleware/throttle.ts';

// The private-link rule, once for every link that opens one person's page without a PIN (the signing link now;
// party links, call sheets, day links, thank-you links later):
// - The token is `<base64url(kind:id:version)>.<mac>`: its public part names the record, and the MAC (HMAC-SHA256,
//   base64url) under the server's link secret proves this server made it. No token is stored; the record keeps only
//   its link's current version (and when it was issued, for links that expire), so a new link is the next version,
//   and renewing the secret retires every link at once.
// - The address carries it after `#` (`https://…/sign#<token>`), which no browser sends to a server: the page keeps
//   it on the phone and sends it in the `x-link-token` header, so it is never in a path, a query or a log.
// - An older version of a link whose record exists is answered 410 "This link was replaced. Ask {artist} for your
//   new one", one past its days 410 too; the page then stops asking and shows the sentence.
// - A token that opens nothing is a guess: it counts against the link budget (per address and site-wide), apart
//   from the PINs'. A real link, current or retired, cannot be guessed and never counts.
// - Every answer is `Cache-Control: no-store` and `X-Robots-Tag: noindex`.

/**
 * The kinds of private link, each naming what its id is: `sign` a booking, `party` `{booking}:{person}`,
 * `call-sheet` `{booking}:{artist}`, `day` a booking (the photographer's read-only day link), `thank-you` a booking.
 */
export type LinkKind = 'sign' | 'party' | 'call-sheet' | 'day' | 'thank-you';

/** What a record keeps of its link: the version now, and when that version was issued. */
export interface LinkState {
  version: number;
  issuedAt: string;
}

/** Longer than any token this server makes (a kind, a 36-character id and a version, then 43 characters of MAC). */
const MAX_TOKEN_LENGTH = 300;
const DAY_MS = 24 * 60 * 60_000;

/** Two strings compared in time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const macOf = (secret: string, subject: string) => createHmac('sha256', secret).update(subject).digest('base64url');

/** The token of one version of a link: made again whenever it is asked for, never stored. */
export function linkToken(secret: string, kind: LinkKind, id: string, version: number): string {
  const subject = `${kind}:${id}:${version}`;
  return `${Buffer.from(subject, 'utf8').toString('base64url')}.${macOf(secret, subject)}`;
}

/** What a token names, when this server made it under `secret`; undefined for anything else. */
export function readLinkToken(
  secret: string,
  token: string,
): { kind: string; id: string; version: number } | undefined {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, named, mac] = match as unknown as [string, string, string];
  const subject = Buffer.from(named, 'base64url').toString('utf8');
  // One spelling per token: base64url that decodes to the same bytes written another way is not this server's.
  if (Buffer.from(subject, 'utf8').toString('base64url') !== named) return undefined;
  if (!sameText(mac, macOf(secret, subject))) return undefined;
  const parts = /^([a-z-]+):(.+):([1-9]\d{0,8})$/.exec(subject);
  if (!parts) return undefined;
  return { kind: parts[1]!, id: parts[2]!, version: Number(parts[3]) };
}

/** The page's address with the token after `#`; her site address as she set it, or this path alone if it is none. */
export function linkAddress(siteUrl: string, pagePath: string, token: string): string {
  let page: string;
  try {
    page = new URL(pagePath, siteUrl).href;
  } catch {
    page = pagePath;
  }
  return `${page}#${token}`;
}

/** When a version issued at `issuedAt` stops working, for links valid `days`. */
export const linkExpiresAt = (issuedAt: string, days: number) =>
  new Date(Date.parse(issuedAt) + days * DAY_MS).toISOString();

/** One kind of link: how to find its record and state by id, and how many days a version works (none: no end). */
export interface LinkRule<T> {
  kind: LinkKind;
  find: (id: string) => { record: T; link: LinkState | undefined } | undefined;
  validDays?: number;
}

/** The private links of one server: its secret, its guess budget, its clock and the artist's name for messages. */
export class PrivateLinks {
  constructor(
    private readonly secrets: { readonly linkToken: string },
    private readonly guesses: GuessLimit,
    private readonly clock: Clock,
    private readonly artistName: () => string,
  ) {}

  /** The current token of a record's link. */
  token(kind: LinkKind, id: string, link: LinkState): string {
    return linkToken(this.secrets.linkToken, kind, id, link.version);
  }

  /** Whether a link of `rule` issued as `link` still works now. */
  isValid(rule: Pick<LinkRule<unknown>, 'validDays'>, link: LinkState): boolean {
    return rule.validDays === undefined || this.clock() < Date.parse(linkExpiresAt(link.issuedAt, rule.validDays));
  }

  /**
   * The record the request's token opens, under the rule: 404 (a guess, counted) for a token that opens nothing,
   * 429 once the address or the site has used up its guesses, 410 with the sentence to show for a link replaced
   * by a newer one or past its days. Sets the answer's no-store and noindex headers whatever it answers.
   */
  open<T>(ctx: Context, rule: LinkRule<T>): T {
    const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
    ctx.set(headers);
    const named = readLinkToken(this.secrets.linkToken, ctx.get(LINK_TOKEN_HEADER));
    const found = named?.kind === rule.kind ? rule.find(named.id) : undefined;
    if (!named || !found?.link || named.version > found.link.version) {
      this.guesses.assertAllowed(ctx);
      this.guesses.recordMiss(ctx);
      throw new HttpError(404, linkUnknownMessage(this.artistName()), headers);
    }
    if (named.version < found.link.version) {
      throw new HttpError(410, linkReplacedMessage(this.artistName()), headers);
    }
    if (!this.isValid(rule, found.link)) throw new HttpError(410, linkExpiredMessage(this.artistName()), headers);
    return found.record;
  }
}
