import type { Middleware } from 'koa';
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../errors.ts';
import { redactPath } from './request-log.ts';

/** What a request is told when its client stopped sending it midway (if the client is still there to read it). */
export const CUT_OFF_MESSAGE = 'The request was cut off before all of it arrived; please send it again';

/** Whether the request's connection closed while it was still arriving: the client went away, or was too slow. */
export const isCutOff = (req: IncomingMessage) => !req.complete && req.destroyed;

/**
 * Whether an error Koa reports is the client's doing rather than the server's: its request was cut off, the
 * connection closed while the answer was being sent, or what it sent was not HTTP (a request ended midway
 * included). Nothing for the owner to look into, so never logged as a fault.
 */
export function isClientGone(error: Error & { code?: string }, req?: IncomingMessage): boolean {
  const code = error.code ?? '';
  return (
    (req !== undefined && isCutOff(req)) ||
    ['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED'].includes(code) ||
    code.startsWith('HPE_')
  );
}

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
      // Not a fault: the request stopped arriving (its reader, such as jsonBody, threw at the cut). Answered, in case
      // the client is still listening, and not logged.
      if (!(error instanceof HttpError) && isCutOff(ctx.req)) {
        ctx.status = 400;
        ctx.body = { error: CUT_OFF_MESSAGE };
        return;
      }
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
      // Redacted here too: with the request log off, no logPath was made, and a PIN must not reach the log.
      if (status === 500) {
        log(`${ctx.method} ${ctx.state.logPath ?? redactPath(ctx.path)} failed: ${error.stack ?? error.message}`);
      }
    }
  };
}
