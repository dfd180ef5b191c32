import type { Middleware } from 'koa';

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

/**
 * A log that gathers lines and writes them together, every `intervalMs` or once `maxLines` are waiting: under a
 * rush of visitors one write carries hundreds of requests' lines instead of a write (a system call, synchronous for
 * a pipe or file) per few requests. Memory stays bounded by `maxLines`; `flush` writes what is waiting at once, and
 * runs by itself when the process exits.
 */
export function batchedLog(
  stream: NodeJS.WritableStream = process.stdout,
  { intervalMs = 50, maxLines = 1000 } = {},
): ((line: string) => void) & { flush: () => void } {
  let waiting: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    stream.write(`${waiting.join('\n')}\n`);
    waiting = [];
  };
  process.once('exit', flush);
  const log = (line: string) => {
    waiting.push(line);
    if (waiting.length >= maxLines) flush();
    else timer ??= setTimeout(flush, intervalMs).unref();
  };
  return Object.assign(log, { flush });
}

/** One request's line in the log; the path already redacted. */
export const requestLogLine = (method: string, path: string, status: number, started: number) =>
  `${method} ${path} ${status} ${(performance.now() - started).toFixed(1)}ms`;

export function requestLog(write: (line: string) => void = console.log): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    ctx.state.logPath = redactPath(ctx.path);
    try {
      await next();
    } finally {
      write(requestLogLine(ctx.method, ctx.state.logPath, ctx.status, started));
    }
  };
}
