import type { Context } from 'koa';
import { api } from '#contract/api.ts';
import type { PartyPushAnswer } from '#contract/party-push.ts';
import type { OpenedPerson } from '../party/party-links.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import { HttpError } from '../errors.ts';
import { addPartyPush, partyPushCount, partyPushOver, removePartyPush } from '../party/party-push.ts';
import { parseSubscription } from './inquiry-alerts.ts';
import { on, type RouteDeps } from './context.ts';

// "You're next" on a person's party link (issue 42): her phone's push subscription, from the phone that holds her
// link only (`openMine`: her link's token and that phone's device token). The endpoint passes the same check as the
// owner's devices (server/alerts/push.ts), so the server only ever sends to a browser's push service.

export const PARTY_PUSH_OVER_MESSAGE = 'The wedding is over: there is nothing more to be told';

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

export function registerPartyPushRoutes(
  { store, clock, publicRouter }: RouteDeps,
  openMine: (ctx: Context) => OpenedPerson,
) {
  const ownerOf = (opened: OpenedPerson) => ({ bookingId: opened.booking.id, personId: opened.person.id });

  on(publicRouter, api.party.addPush, async (ctx) => {
    const opened = openMine(ctx);
    // Kept only until the wedding is over (the hourly check deletes them): nothing to subscribe to after it.
    if (partyPushOver(store.data, opened.booking.id, sacramentoDate(new Date(clock())))) {
      throw new HttpError(409, PARTY_PUSH_OVER_MESSAGE, NO_STORE);
    }
    const input = parseSubscription(ctx);
    const subscribed = await store.update((data) =>
      addPartyPush(data, ownerOf(opened), input, new Date(clock()).toISOString()),
    );
    ctx.set(NO_STORE);
    ctx.status = 201;
    ctx.body = { subscribed } satisfies PartyPushAnswer;
  });

  on(publicRouter, api.party.removePush, async (ctx) => {
    const opened = openMine(ctx);
    await store.update((data) => removePartyPush(data, ownerOf(opened)));
    ctx.set(NO_STORE);
    ctx.body = { subscribed: partyPushCount(store.data, ownerOf(opened)) } satisfies PartyPushAnswer;
  });
}
