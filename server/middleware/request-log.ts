import type { Middleware } from 'koa';

/** The PIN is a secret: it never reaches the log, not even inside a path. */
export const redactPath = (path: string) => path.replace(/^(\/api\/wedding-schedule\/)[^/?]*/, '$1[redacted]');

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
