import { adminAuthPaths, type AdminSessionAnswer } from '#contract/admin-auth.ts';
import { INVALID_ADMIN_KEY } from '#contract/messages.ts';
import { clearSessionCookie, deviceView } from '../auth/admin-sessions.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { keyMatches } from '../middleware/admin-guard.ts';
import type { RouteDeps } from './context.ts';

/** A full admin API path as the admin router (prefixed with /api/admin) spells it. */
export const adminRoute = (path: string) => path.slice('/api/admin'.length);

/**
 * Logging in and out, and the Signed-in devices list. Every route but `POST /session` runs after the admin guard
 * has let the request in with the key header or a live session cookie.
 */
export function registerAdminSessionRoutes({ adminRouter, limits, sessions, adminKey }: RouteDeps) {
  // Lets a script check a key before it does anything else (the dashboard logs in with POST /session instead).
  adminRouter.post('/login', (ctx) => {
    ctx.body = { ok: true };
  });

  // Open (see OPEN_ADMIN_REQUESTS): the key in the body is checked here, on the same budget as the key header.
  adminRouter.post(adminRoute(adminAuthPaths.session), async (ctx) => {
    const body = (ctx.request as { body?: unknown }).body;
    if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
      throw badRequest('Send the admin key as a JSON object: {"key": "..."}');
    }
    const key = (body as { key?: unknown } | undefined)?.key;
    if (key !== undefined && typeof key !== 'string') throw badRequest('The admin key must be text');
    // No key is not a guess: nothing is counted.
    if (!key) throw new HttpError(401, INVALID_ADMIN_KEY);
    limits.keyGuesses.assertAllowed(ctx);
    if (!keyMatches(key, adminKey)) {
      limits.keyGuesses.recordMiss(ctx);
      throw new HttpError(401, INVALID_ADMIN_KEY);
    }
    const session = await sessions.start(ctx);
    ctx.body = { session: deviceView(session, true) } satisfies AdminSessionAnswer;
  });

  adminRouter.get(adminRoute(adminAuthPaths.session), (ctx) => {
    const session = sessions.current(ctx);
    ctx.body = { session: session ? deviceView(session, true) : null } satisfies AdminSessionAnswer;
  });

  // Log out: this device's session ends and its cookie goes.
  adminRouter.delete(adminRoute(adminAuthPaths.session), async (ctx) => {
    const session = sessions.current(ctx);
    if (session) await sessions.end(session.id);
    clearSessionCookie(ctx);
    ctx.status = 204;
  });

  adminRouter.get(adminRoute(adminAuthPaths.sessions), (ctx) => {
    ctx.body = sessions.list(ctx);
  });

  // Sign out everywhere: every device, this one too, must log in again.
  adminRouter.delete(adminRoute(adminAuthPaths.sessions), async (ctx) => {
    await sessions.endAll();
    clearSessionCookie(ctx);
    ctx.status = 204;
  });

  // Sign out one device, such as a lost phone.
  adminRouter.delete(`${adminRoute(adminAuthPaths.sessions)}/:id`, async (ctx) => {
    if (!(await sessions.end(ctx.params.id!))) throw notFound('Signed-in device');
    if (sessions.current(ctx)?.id === ctx.params.id) clearSessionCookie(ctx);
    ctx.status = 204;
  });
}
