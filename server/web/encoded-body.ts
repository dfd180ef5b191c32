import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A strong validator for a body: the same bytes give the same tag, in every process and after every restart. */
export const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * A JSON answer kept as bytes with its ETag: 304 when the caller already holds it. The comparison is made here, not
 * with Koa's `ctx.fresh`, because a script that sends If-None-Match through fetch also gets Cache-Control: no-cache
 * added by the browser, which `fresh` reads as "send it all again".
 */
export function sendJson(ctx: Context, answer: { body: Buffer; etag: string }): void {
  ctx.set('ETag', answer.etag);
  if (ctx.get('if-none-match') === answer.etag) {
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

/** Sends a ready body: 304 when the browser has it, else the best encoding it accepts, untouched by koa-compress. */
export function sendEncoded(ctx: Context, body: EncodedBody, type: string): void {
  ctx.set('ETag', body.etag);
  ctx.vary('Accept-Encoding');
  ctx.type = type;
  // Koa judges freshness only for a successful status, and a response has none until its body is set.
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  (ctx as Context & { compress?: boolean }).compress = false;
  if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
  ctx.body = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.identity;
}
