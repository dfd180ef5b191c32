import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
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
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The client's address as Koa reads it (`ctx.ip` with `maxIpsCount: 1`): behind a trusted proxy the last
 * X-Forwarded-For entry, the one our own proxy added; else the socket's address.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const header = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  // Node joins repeated X-Forwarded-For headers into one; the list form is only the type's.
  const forwarded = Array.isArray(header) ? header.join(',') : header;
  if (forwarded) {
    const last = forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
    if (last !== '') return last;
  }
  return req.socket.remoteAddress ?? '';
}

/**
 * The request log: one JSON line per request (time, level, request id, method, path with any PIN redacted,
 * status, duration in ms and client address), written by the server's logger. Requests Koa handles are logged by
 * `middleware`; those answered from memory ahead of Koa by `answered`, with the same fields.
 */
export class RequestLog {
  constructor(
    private readonly logger: Logger,
    private readonly trustProxy: boolean,
  ) {}

  /** A new request's id, sent back as X-Request-Id. */
  readonly newId = (): string => randomUUID();

  private write(reqId: string, method: string, path: string, status: number, started: number, ip: string) {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    this.logger.info({ reqId, method, path, status, ms, ip }, 'request');
  }

  /** The line of a request answered on node's own objects (its path is exact: no PIN path is answered there). */
  answered(req: IncomingMessage, reqId: string, status: number, started: number): void {
    this.write(
      reqId,
      req.method ?? '',
      redactPath(req.url ?? ''),
      status,
      started,
      clientAddress(req, this.trustProxy),
    );
  }

  /** Logs each request Koa handles once it is answered, thrown errors included; the redacted path is kept for others. */
  middleware(): Middleware {
    return async (ctx, next) => {
      const started = performance.now();
      const reqId = this.newId();
      ctx.set(REQUEST_ID_HEADER, reqId);
      ctx.state.logPath = redactPath(ctx.path);
      try {
        await next();
      } finally {
        this.write(reqId, ctx.method, ctx.state.logPath, ctx.status, started, ctx.ip);
      }
    };
  }
}
