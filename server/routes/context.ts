import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import type { Context } from 'koa';
import * as v from 'valibot';
import { ADMIN_API_PREFIX, type AnyRoute } from '#contract/api.ts';
import { firstIssueField, firstIssueMessage } from '#contract/fields.ts';
import type { AgreementPdfs } from '../agreement/agreement-pdfs.ts';
import type { InquiryAlerts } from '../alerts/inquiry-alerts.ts';
import type { AdminSessions } from '../auth/admin-sessions.ts';
import type { Config } from '../config.ts';
import { badRequest, HttpError } from '../errors.ts';
import type { Clock, Limits } from '../middleware/throttle.ts';
import type { ServerSecrets } from '../secrets.ts';
import type { Store } from '../store/store.ts';

/** What every area's routes are given. */
export interface RouteDeps {
  store: Store;
  config: Config;
  limits: Limits;
  secrets: ServerSecrets;
  /** The owner's logged-in devices; the admin guard resumes them, the session routes start and end them. */
  sessions: AdminSessions;
  /** The resolved admin key, for the login that takes it in a body rather than a header. */
  adminKey: string;
  /** E-mail and push alerts for new lesson questionnaires. */
  alerts: InquiryAlerts;
  publicRouter: Router;
  adminRouter: Router;
  /** The app's clock (tests move it), for what expires. */
  clock: Clock;
  /** The agreement PDFs: built one at a time in a worker, and kept. */
  agreementPdfs: AgreementPdfs;
}

/**
 * Registers a route of the API table (contract/api.ts) on the router that answers it, under its one method and
 * pattern: the table is where every path is written, and the router's prefix is cut from its pattern here.
 */
export function on(router: Router, route: AnyRoute, ...handlers: RouterMiddleware[]): void {
  const prefix = router.opts.prefix ?? '';
  if (route.publicRead) throw new Error(`${route.pattern} is answered by the public reads, not by a router`);
  // The admin routes go on the admin router alone, whose prefix is also the start of the public router's.
  const forAdmin = route.pattern.startsWith(`${ADMIN_API_PREFIX}/`);
  if (!route.pattern.startsWith(`${prefix}/`) || forAdmin !== (prefix === ADMIN_API_PREFIX)) {
    throw new Error(`${route.method} ${route.pattern} does not belong on the router for ${prefix}`);
  }
  const path = route.pattern.slice(prefix.length);
  const register = { GET: router.get, POST: router.post, PUT: router.put, DELETE: router.delete }[route.method];
  register.call(router, path, ...handlers);
}

/**
 * Validates the JSON body against a schema, or throws 400 with the first problem in words. With `nameField`, the
 * answer also names the field at fault (`field`), for a form that shows the message beside it (the questionnaire).
 */
export function parseBody<S extends v.GenericSchema>(
  ctx: Context,
  schema: S,
  { nameField = false }: { nameField?: boolean } = {},
): v.InferOutput<S> {
  const body = (ctx.request as { body?: unknown }).body;
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Send the details as a JSON object');
  }
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const field = nameField ? firstIssueField(result.issues) : undefined;
    throw new HttpError(400, firstIssueMessage(result.issues), {}, field === undefined ? {} : { field });
  }
  return result.output;
}

export const newId = () => randomUUID();
export const now = () => new Date().toISOString();

/** Public lists: the owner's order first, then oldest first. */
export function byOrderThenCreation(
  a: { sortOrder?: number; createdAt: string },
  b: { sortOrder?: number; createdAt: string },
) {
  return (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.createdAt.localeCompare(b.createdAt);
}
