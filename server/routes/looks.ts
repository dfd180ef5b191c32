import { api } from '#contract/api.ts';
import { lookInput } from '#contract/look.ts';
import { adminLookPhotoUrl, bookingAndPerson, lookOf, looksFollowingParty } from '../looks/looks.ts';
import type { Data } from '../store/store.ts';
import { newId, now, on, parseBody, type RouteDeps } from './context.ts';

// Each person's look, edited from her booking on the artist's phone (contract/look.ts): its words here, its photos in
// look-photos.ts. Behind the admin guard like every /api/admin route.

export function registerLookRoutes({ store, adminRouter }: RouteDeps) {
  store.follow(looksFollowingParty);

  on(adminRouter, api.adminBookings.look, (ctx) => {
    const data = store.data;
    const { booking, person } = bookingAndPerson(data, ctx.params.id, ctx.params.personId);
    ctx.body = lookOf(data, booking.id, person.id, adminLookPhotoUrl(booking.id, person.id));
  });

  on(adminRouter, api.adminBookings.saveLook, async (ctx) => {
    const input = parseBody(ctx, lookInput, { nameField: true });
    ctx.body = await store.update((data: Data) => {
      const { booking, person } = bookingAndPerson(data, ctx.params.id, ctx.params.personId);
      const at = now();
      const index = data.looks.findIndex((look) => look.bookingId === booking.id && look.personId === person.id);
      const words = { lines: input.lines, lashes: input.lashes, notes: input.notes, bring: input.bring };
      if (index === -1) {
        data.looks.push({
          id: newId(),
          bookingId: booking.id,
          personId: person.id,
          ...words,
          createdAt: at,
          updatedAt: at,
        });
      } else {
        data.looks[index] = { ...data.looks[index]!, ...words, updatedAt: at };
      }
      return lookOf(data, booking.id, person.id, adminLookPhotoUrl(booking.id, person.id));
    });
  });
}
