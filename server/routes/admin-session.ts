import type { AdminSessionAnswer } from '#contract/admin-auth.ts';
import { api } from '#contract/api.ts';
import { INVALID_ADMIN_KEY } from '#contract/messages.ts';
import { clearSessionCookie, deviceView } from '../auth/admin-sessions.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { keyMatches } from '../middleware/admin-guard.ts';
import { on, type RouteDeps } from './context.ts';

/**
 * Logging in and out, and the Signed-in devices list. Every route but `POST /session` runs after the admin guard
 * has let the request in with the key header or a live session cookie.
 */
export function registerAdminSessionRoutes({ adminRouter, limits, sessions, adminKey }: RouteDeps) {
  // Lets a script check a key before it does anything else (the dashboard logs in with POST /session instead).
  on(adminRouter, api.adminLogin, (ctx) => {
    ctx.body = { ok: true };
  });

  // Open (see OPEN_ADMIN_REQUESTS): the key in the body is checked here, on the same budget as the key header.
  on(adminRouter, api.adminSession.start, async (ctx) => {
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

  on(adminRouter, api.adminSession.get, (ctx) => {
    const session = sessions.current(ctx);
    ctx.body = { session: session ? deviceView(session, true) : null } satisfies AdminSessionAnswer;
  });

  // Log out: this device's session ends and its cookie goes.
  on(adminRouter, api.adminSession.end, async (ctx) => {
    const session = sessions.current(ctx);
    if (session) await sessions.end(session.id);
    clearSessionCookie(ctx);
    ctx.status = 204;
  });

  on(adminRouter, api.adminSessions.list, (ctx) => {
    ctx.body = sessions.list(ctx);
  });

  // Sign out everywhere: every device, this one too, must log in again.
  on(adminRouter, api.adminSessions.endAll, async (ctx) => {
    await sessions.endAll();
    clearSessionCookie(ctx);
    ctx.status = 204;
  });

  // Sign out one device, such as a lost phone.
  on(adminRouter, api.adminSessions.end, async (ctx) => {
    if (!(await sessions.end(ctx.params.id!))) throw notFound('Signed-in device');
    if (sessions.current(ctx)?.id === ctx.params.id) clearSessionCookie(ctx);
    ctx.status = 204;
  });
}
