import type { RouteDeps } from './context.ts';

/** Lets the dashboard check a key before it shows anything; the admin-key guard has already run. */
export function registerAdminSessionRoutes({ adminRouter }: RouteDeps) {
  adminRouter.post('/login', (ctx) => {
    ctx.body = { ok: true };
  });
}
