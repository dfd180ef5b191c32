import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import Negotiator from 'negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A strong validator for a body: the same bytes give the same tag, in every process and after every restart. */
export const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Whether the request's If-None-Match names this ETag (or any, with `*`): the caller already holds the body. Compared
 * here rather than with Koa's `ctx.fresh`, because a script that sends If-None-Match through fetch also gets
 * Cache-Control: no-cache added by the browser, which `fresh` reads as "send it all again".
 */
const holds = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch !== '' && ifNoneMatch.split(',').some((tag) => [etag, `W/${etag}`, '*'].includes(tag.trim()));

/** A JSON answer kept as bytes with its ETag: 304 when the caller already holds it. */
export function sendJson(ctx: Context, answer: { body: Buffer; etag: string }): void {
  ctx.set('ETag', answer.etag);
  if (holds(ctx.get('if-none-match'), answer.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json';
  ctx.body = answer.body;
}

/** A response body kept ready in every encoding a browser may ask for, with its ETag. */
export interface EncodedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Compressed once, at the strongest settings, since the result is served many times. */
export async function encodeBody(text: string): Promise<EncodedBody> {
  const identity = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz, etag: etagOf(identity) };
}

/** The copies a ready body is kept in, in the order the server prefers them (smallest first). */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** What was chosen for each Accept-Encoding seen lately: browsers send a handful of spellings, over and over. */
const chosenEncodings = new Map<string, Encoding>();
const CHOSEN_ENCODINGS_KEPT = 64;

/**
 * The smallest copy the client takes: brotli unless it ranks gzip (or the uncompressed copy) higher. Where the client
 * ranks copies equally, the server's order decides (Chromium lists gzip first, at the same weight as br, and gets br).
 * The uncompressed copy when it accepts none of them, as when it sends no Accept-Encoding at all.
 */
export function bestEncoding(acceptEncoding: string): Encoding {
  let chosen = chosenEncodings.get(acceptEncoding);
  if (chosen === undefined) {
    const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
    // negotiator 1.x takes the server's order as `preferred`; @types/negotiator still describes 0.6, without it.
    const encoding = negotiator.encoding as (
      available: readonly Encoding[],
      options: { preferred: readonly Encoding[] },
    ) => Encoding | undefined;
    chosen = encoding.call(negotiator, ENCODINGS, { preferred: ENCODINGS }) ?? 'identity';
    // Bounded, since a client may send any header it likes.
    if (chosenEncodings.size >= CHOSEN_ENCODINGS_KEPT) chosenEncodings.clear();
    chosenEncodings.set(acceptEncoding, chosen);
  }
  return chosen;
}

/**
 * Sends a ready body: 304 when the caller holds it, else the best encoding it accepts, untouched by koa-compress.
 * A page reload she forces (Cache-Control: no-cache) gets the page again; a script's conditional fetch carries
 * no-cache too (the fetch standard adds it to any request with If-None-Match) and still gets its 304. Pages and the
 * public reads go through here on every visit, so it does no more per request than it must.
 */
export function sendEncoded(ctx: Context, body: EncodedBody, type: string): void {
  ctx.set('ETag', body.etag);
  ctx.set('Vary', 'Accept-Encoding');
  const forcedReload = type === 'html' && ctx.get('cache-control').includes('no-cache');
  if (!forcedReload && holds(ctx.get('if-none-match'), body.etag)) {
    ctx.status = 304;
    return;
  }
  const encoding = bestEncoding(ctx.get('accept-encoding'));
  ctx.type = type;
  (ctx as Context & { compress?: boolean }).compress = false;
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = body[encoding];
}

/** A body already made for a path, for the data as it stands, and the type it is sent as (`ctx.type`'s spelling). */
export type ReadyBody = { body: EncodedBody; type: string };

/**
 * The answers already made, sent from one middleware near the head of the chain: `lookups` give the ready body for a
 * GET or HEAD of a path (the public reads and the pages, when made for the current data); any other request goes on
 * down the chain, where the same path is answered once its body is made. Under a rush these are most of the
 * requests: the middleware further down (compression, the routers) has nothing to do for them.
 */
export function readyAnswers(...lookups: ((path: string) => ReadyBody | undefined)[]): Middleware {
  // Not async: every request passes through here, and an async function would cost each one a promise.
  return (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const path = ctx.path;
    for (const lookup of lookups) {
      const ready = lookup(path);
      if (!ready) continue;
      // Made from the data as it stands, so checked again on every use.
      ctx.set('Cache-Control', 'no-cache');
      sendEncoded(ctx, ready.body, ready.type);
      return undefined;
    }
    return next();
  };
}
