import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';
import { canonicalPath } from './admin-guard.ts';

/** The paths whose last part is a secret: a schedule's PIN, her calendar subscription's token. */
const SECRET_PATHS = ['/api/wedding-schedule/', '/api/calendar/'];

/**
 * A PIN or the calendar token never reaches the log, not even inside a path, whatever its letter case or encoding
 * (a path the router would not even match still carries what someone typed).
 *
 * Judged by what the router matches, the raw path, not only by where it leads once `..` is resolved:
 * `/api/calendar/..%2f<token>.ics` is matched as `/api/calendar/:file` and holds the token, yet resolves to
 * `/api/<token>.ics`. So the path is redacted when any reading of it holds a secret path anywhere: decoded (every
 * round), lower-cased, `\` as `/`, with empty and `.` segments dropped but `..` kept; and resolved, as the admin
 * guard reads it. Redacting a path that only looks like one costs nothing.
 */
export function redactPath(path: string): string {
  // Most paths can't spell either at all (no "wedding", no "calendar", no escape): they skip the readings.
  if (!/wedding|calendar|%/i.test(path)) return path;
  const segments = canonicalPath(path, { resolveDotDot: false });
  const secret = SECRET_PATHS.find((start) => segments.includes(start) || canonicalPath(path).startsWith(start));
  return secret ? `${secret}[redacted]` : path;
}

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
