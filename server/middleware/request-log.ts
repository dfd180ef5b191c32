import type { Middleware } from 'koa';

import { canonicalPath } from './admin-guard.ts';

/**
 * The PIN is a secret: it never reaches the log, not even inside a path, whatever its letter case or encoding
 * (a path the router would not even match still carries the digits someone typed).
 */
export const redactPath = (path: string) =>
  canonicalPath(path).startsWith('/api/wedding-schedule/') ? '/api/wedding-schedule/[redacted]' : path;

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
