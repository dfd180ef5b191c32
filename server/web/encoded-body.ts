import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { identity, br, gzip: gz, etag };
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
