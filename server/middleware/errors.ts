import type { Middleware } from 'koa';
import { HttpError } from '../errors.ts';

/** What a request with a method its path does not take is told. */
export const notAllowedMessage = (method: string, allowed: string) => `${method} is not allowed here; use ${allowed}`;

/** The one place thrown errors become responses: `{error}` with a status, never a stack trace. */
export function errorHandler(log: (message: string) => void = console.error): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.path.startsWith('/api/') && ctx.body == null && ctx.status >= 400) {
        if (ctx.status === 404) throw new HttpError(404, `No API endpoint ${ctx.method} ${ctx.path}`);
        // The router's 405/501 answers come without a body; the API always speaks JSON.
        const allowed = ctx.response.get('Allow');
        ctx.body = { error: allowed ? notAllowedMessage(ctx.method, allowed) : `The request failed (${ctx.status})` };
      }
    } catch (caught) {
      const error = caught as Error & { status?: number; expose?: boolean; code?: string };
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.set(error.headers);
        ctx.body = { error: error.message, ...error.details };
        return;
      }
      // Errors from Koa itself carry a status (upload errors are mapped in routes/uploads.ts).
      const status = typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
      ctx.status = status;
      ctx.body = { error: status === 500 ? 'Something went wrong on the server; please try again' : error.message };
      if (status === 500) log(`${ctx.method} ${ctx.state.logPath ?? ctx.path} failed: ${error.stack ?? error.message}`);
    }
  };
}
