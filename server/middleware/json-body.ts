import type { Middleware } from 'koa';
import { HttpError } from '../errors.ts';

const LIMIT_BYTES = 100 * 1024;

/** Parses the API's JSON request bodies up to 100 KB into ctx.request.body, with a clear message for anything else. */
export function jsonBody(): Middleware {
  return async (ctx, next) => {
    // Only the API reads bodies; a page's form sent by the browser itself goes to the page route untouched.
    if (
      !ctx.path.startsWith('/api/') ||
      !['POST', 'PUT', 'PATCH'].includes(ctx.method) ||
      ctx.is('multipart/form-data') ||
      (!ctx.request.length && !ctx.get('transfer-encoding'))
    ) {
      return next();
    }
    if (!ctx.is('application/json')) {
      throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json)');
    }
    const declared = Number(ctx.get('content-length'));
    if (declared > LIMIT_BYTES) throw new HttpError(413, 'The request body is too large');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of ctx.req) {
      size += (chunk as Buffer).length;
      if (size > LIMIT_BYTES) throw new HttpError(413, 'The request body is too large');
      chunks.push(chunk as Buffer);
    }
    const raw = Buffer.concat(chunks).toString('utf8');
    try {
      (ctx.request as { body?: unknown }).body = raw.trim() === '' ? undefined : JSON.parse(raw);
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON');
    }
    return next();
  };
}
