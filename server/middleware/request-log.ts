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
 * A log that gathers lines and writes them once per turn of the event loop: under load one write carries many
 * requests' lines, instead of a write (and a system call) per request. `flush` writes what is waiting at once.
 */
export function batchedLog(stream: NodeJS.WritableStream = process.stdout): ((line: string) => void) & {
  flush: () => void;
} {
  let waiting: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (waiting.length === 0) return;
    stream.write(`${waiting.join('\n')}\n`);
    waiting = [];
  };
  const log = (line: string) => {
    waiting.push(line);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  return Object.assign(log, { flush });
}

export function requestLog(write: (line: string) => void = console.log): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    ctx.state.logPath = redactPath(ctx.path);
    try {
      await next();
    } finally {
      const ms = (performance.now() - started).toFixed(1);
      write(`${ctx.method} ${ctx.state.logPath} ${ctx.status} ${ms}ms`);
    }
  };
}
