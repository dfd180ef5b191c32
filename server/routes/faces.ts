import { api } from '#contract/api.ts';
import { notFound } from '../errors.ts';
import { facesViewOf } from '../looks/faces.ts';
import { on, type RouteDeps } from './context.ts';

// Faces (contract/faces.ts): the whole view in one answer, for the page that keeps a copy on her phone. Behind the
// admin guard, `no-store` like the rest of /api/admin: the page keeps its own copy, deleted at sign-out.

export function registerFacesRoutes({ store, clock, adminRouter }: RouteDeps) {
  on(adminRouter, api.adminBookings.faces, (ctx) => {
    const data = store.data;
    const booking = data.bookings.find((item) => item.id === ctx.params.id);
    if (!booking) throw notFound('Booking');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = facesViewOf(data, booking, new Date(clock()).toISOString());
  });
}
