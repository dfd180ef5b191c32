import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';
import { REQUEST_ID_HEADER, type RequestLog } from '../middleware/request-log.ts';
import { securityHeaderList, type SecurityHeaders } from '../middleware/security-headers.ts';

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

/**
 * The smallest copy the client takes: brotli unless it ranks gzip higher. (Chromium lists gzip first, at the same
 * weight, which a negotiator going by the client's order would answer with the larger gzip copy.)
 */
type Encoding = 'br' | 'gzip' | 'identity';

export function bestEncoding(acceptEncoding: string): Encoding {
  if (acceptEncoding === '') return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : 'identity';
}

/**
 * What a request gets of a ready body: 304 when it holds the body, else the best copy it accepts. A page reload she
 * forces (Cache-Control: no-cache) gets the page again; a script's conditional fetch carries no-cache too (the fetch
 * standard adds it to any request with If-None-Match) and still gets its 304.
 */
function copyToSend(
  body: EncodedBody,
  ifNoneMatch: string,
  acceptEncoding: string,
  { page, cacheControl }: { page: boolean; cacheControl: string },
): 'notModified' | Encoding {
  const forcedReload = page && cacheControl.includes('no-cache');
  if (!forcedReload && holds(ifNoneMatch, body.etag)) return 'notModified';
  return bestEncoding(acceptEncoding);
}

/**
 * Sends a ready body: 304 when the caller holds it, else the best encoding it accepts, untouched by koa-compress.
 * Pages and the public reads go through here on every visit, so it does no more per request than it must.
 */
export function sendEncoded(ctx: Context, body: EncodedBody, type: string): void {
  ctx.set('ETag', body.etag);
  ctx.set('Vary', 'Accept-Encoding');
  const encoding = copyToSend(body, ctx.get('if-none-match'), ctx.get('accept-encoding'), {
    page: type === 'html',
    cacheControl: ctx.get('cache-control'),
  });
  if (encoding === 'notModified') {
    ctx.status = 304;
    return;
  }
  ctx.type = type;
  (ctx as Context & { compress?: boolean }).compress = false;
  if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
  ctx.body = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.identity;
}

/** A ready body's response heads, as flat name, value lists for `writeHead`: made once per body, not per request. */
type EncodedHeads = Record<Encoding | 'notModified', OutgoingHttpHeader[]>;

/**
 * The headers Koa sends with `sendEncoded`'s answer and the middleware ahead of it: the security list, then
 * Cache-Control, ETag, Vary and, but for a 304, the type, length and encoding.
 */
function encodedHeads(
  body: EncodedBody,
  security: SecurityHeaders,
  { type, cacheControl }: { type: string; cacheControl: string },
): EncodedHeads {
  const common = [...security.flat(), ...['cache-control', cacheControl, 'etag', body.etag, 'vary', 'Accept-Encoding']];
  const copy = (encoding: Encoding) => [
    ...common,
    ...['content-type', type, 'content-length', String(body[encoding].length)],
    ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
  ];
  return { br: copy('br'), gzip: copy('gzip'), identity: copy('identity'), notModified: common };
}

/**
 * Answers ready bodies on node's own request and response, ahead of Koa: `find` gives the body for a GET or HEAD of
 * a path when it is ready and current (else the request is left to Koa, and this returns false). The answer is the
 * one `sendEncoded` and the middleware ahead of it give: `type` is the full Content-Type Koa would send, `page` as
 * there; the heads are made once per body, and the request log gets the line (and the answer its X-Request-Id) that
 * `RequestLog.middleware` gives a request through Koa.
 */
export function memoryAnswers(
  find: (path: string) => EncodedBody | undefined,
  { type, cacheControl, page = false, log }: { type: string; cacheControl: string; page?: boolean; log?: RequestLog },
): (req: IncomingMessage, res: ServerResponse) => boolean {
  let security: SecurityHeaders | undefined;
  void securityHeaderList().then((list) => (security = list));
  const heads = new WeakMap<EncodedBody, EncodedHeads>();
  return (req, res) => {
    const started = performance.now();
    const { method = '', url = '' } = req;
    if ((method !== 'GET' && method !== 'HEAD') || !security) return false;
    const body = find(url);
    if (!body) return false;
    let bodyHeads = heads.get(body);
    if (!bodyHeads) {
      bodyHeads = encodedHeads(body, security, { type, cacheControl });
      heads.set(body, bodyHeads);
    }
    const { headers } = req;
    const copy = copyToSend(body, headers['if-none-match'] ?? '', headers['accept-encoding'] ?? '', {
      page,
      cacheControl: headers['cache-control'] ?? '',
    });
    const answerHeads = copy === 'notModified' ? bodyHeads.notModified : bodyHeads[copy];
    const reqId = log?.newId();
    // The id heads the list, where Koa's log middleware, the first to set a header, puts it.
    res.writeHead(
      copy === 'notModified' ? 304 : 200,
      reqId === undefined ? answerHeads : [REQUEST_ID_HEADER, reqId, ...answerHeads],
    );
    res.end(copy === 'notModified' || method === 'HEAD' ? undefined : body[copy]);
    if (reqId !== undefined) log!.answered(req, reqId, res.statusCode, started);
    return true;
  };
}
