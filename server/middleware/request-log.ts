import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';
import { canonicalPath } from './admin-guard.ts';

/**
 * The PIN is a secret: it never reaches the log, not even inside a path, whatever its letter case or encoding
 * (a path the router would not even match still carries the digits someone typed).
 */
export const redactPath = (path: string) =>
  // Most paths can't spell it at all (no "wedding", no escape): they skip the canonical reading.
  /wedding|%/i.test(path) && canonicalPath(path).startsWith('/api/wedding-schedule/')
    ? '/api/wedding-schedule/[redacted]'
    : path;

/** The header each answer carries its request's id in, to find its line in the log. */
const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The request log: one JSON line per request (time, level, request id, method, path with any PIN redacted,
 * status, duration in ms and client address), written by the server's logger once the request is answered, thrown
 * errors included. The redacted path is kept in `ctx.state.logPath` for the middleware after it.
 */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    // Sent back as X-Request-Id, to find the answer's line in the log.
    const reqId = randomUUID();
    ctx.set(REQUEST_ID_HEADER, reqId);
    ctx.state.logPath = redactPath(ctx.path);
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      logger.info(
        { reqId, method: ctx.method, path: ctx.state.logPath, status: ctx.status, ms, ip: ctx.ip },
        'request',
      );
    }
  };
}
