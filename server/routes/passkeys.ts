import { passkeyNameInput, type AdminSessionAnswer } from '#contract/admin-auth.ts';
import { api } from '#contract/api.ts';
import { PASSKEY_LOGIN_FAILED } from '#contract/messages.ts';
import { deviceView } from '../auth/admin-sessions.ts';
import { PasskeyError, Passkeys } from '../auth/passkeys.ts';
import { HttpError, notFound } from '../errors.ts';
import { on, parseBody, type RouteDeps } from './context.ts';

const bodyOf = (ctx: { request: unknown }) => (ctx.request as { body?: unknown }).body;

/**
 * Passkeys: adding one while logged in, logging in with one (the two login routes are open, see
 * OPEN_ADMIN_REQUESTS), and naming and removing them in the Signed-in devices list.
 */
export function registerPasskeyRoutes({ adminRouter, store, limits, sessions }: RouteDeps) {
  const passkeys = new Passkeys(store, sessions);

  on(adminRouter, api.adminPasskeys.list, (ctx) => {
    ctx.body = passkeys.list();
  });

  on(adminRouter, api.adminPasskeys.registrationOptions, async (ctx) => {
    ctx.body = await passkeys.registrationOptions(ctx);
  });

  on(adminRouter, api.adminPasskeys.register, async (ctx) => {
    try {
      ctx.body = await passkeys.register(ctx, bodyOf(ctx));
      ctx.status = 201;
    } catch (error) {
      if (error instanceof PasskeyError) throw new HttpError(400, error.message);
      throw error;
    }
  });

  // Open. An address that has used up its wrong keys gets no challenge either: a passkey is a key like any other.
  // The site-wide pause on wrong keys does not apply: her passkeys keep working while someone guesses keys.
  on(adminRouter, api.adminPasskeys.authenticationOptions, async (ctx) => {
    limits.passkeyGuesses.assertAllowed(ctx);
    ctx.body = await passkeys.authenticationOptions(ctx);
  });

  // Open. Every failed passkey login counts against the address's wrong-key budget.
  on(adminRouter, api.adminPasskeys.authenticate, async (ctx) => {
    limits.passkeyGuesses.assertAllowed(ctx);
    if (!(await passkeys.authenticate(ctx, bodyOf(ctx)))) {
      limits.passkeyGuesses.recordMiss(ctx);
      throw new HttpError(401, PASSKEY_LOGIN_FAILED);
    }
    const session = await sessions.start(ctx);
    ctx.body = { session: deviceView(session, true) } satisfies AdminSessionAnswer;
  });

  on(adminRouter, api.adminPasskeys.rename, async (ctx) => {
    const { name } = parseBody(ctx, passkeyNameInput);
    const renamed = await passkeys.rename(ctx.params.id!, name);
    if (!renamed) throw notFound('Passkey');
    ctx.body = renamed;
  });

  on(adminRouter, api.adminPasskeys.remove, async (ctx) => {
    if (!(await passkeys.remove(ctx.params.id!))) throw notFound('Passkey');
    ctx.status = 204;
  });
}
