import { personKey } from '#contract/back-timing.ts';
import { parseTimeToMinutes } from '#contract/clock-time.ts';
import type { LiveMorning } from '#contract/live-morning.ts';
import { MAX_PARTY_PUSH_DEVICES, youreNextText, type PartyPushPayload } from '#contract/party-push.ts';
import { progressOf, sacramentoMinutes } from '#contract/progress.ts';
import { firstName } from '#contract/team.ts';
import { artistOfChair } from '#contract/wedding-schedule.ts';
import type { PushDevice } from '../alerts/push.ts';
import { pushSubscriptionId } from '../alerts/push.ts';
import { liveOf, servicesOfSchedule, tapsOfSchedule } from '../progress/progress-taps.ts';
import type { PartyPushSubscriptionRecord } from '../store/records.ts';
import type { Data } from '../store/store.ts';
import { teamNow } from '../team/chair-artists.ts';

// "You're next" (issue 42): a party person's devices (at most 3, from the phone that holds her link), and the one
// push each gets on the wedding morning when a tap makes her the next one in her chair. Kept only until the wedding
// is over (IntakeRetention's hourly check deletes them), and dropped when the push service says a device is gone.

/** Her subscriptions: the same device again replaces its entry; past 3 the one added longest ago gives way. */
export function addPartyPush(
  data: Data,
  owner: { bookingId: string; personId: string },
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  createdAt: string,
): number {
  const id = pushSubscriptionId(subscription.endpoint);
  const isHers = (item: PartyPushSubscriptionRecord) =>
    item.bookingId === owner.bookingId && item.personId === owner.personId;
  const list = data.partyPushSubscriptions;
  const hers = list.filter((item) => isHers(item) && item.id !== id);
  const kept = hers.slice(Math.max(0, hers.length - (MAX_PARTY_PUSH_DEVICES - 1)));
  const record: PartyPushSubscriptionRecord = {
    id,
    ...owner,
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    createdAt,
  };
  // Another person's entry for the same device (a mother holding her daughter's link too) stays hers.
  data.partyPushSubscriptions = [...list.filter((item) => !isHers(item)), ...kept, record];
  return kept.length + 1;
}

/** Removes all of her subscriptions ("You're next" off, from the phone that holds her link). */
export function removePartyPush(data: Data, owner: { bookingId: string; personId: string }): void {
  data.partyPushSubscriptions = data.partyPushSubscriptions.filter(
    (item) => item.bookingId !== owner.bookingId || item.personId !== owner.personId,
  );
}

export const partyPushCount = (data: Readonly<Data>, owner: { bookingId: string; personId: string }) =>
  data.partyPushSubscriptions.filter((item) => item.bookingId === owner.bookingId && item.personId === owner.personId)
    .length;

/** Whether a booking's wedding is over on `today` (Sacramento), or the booking is gone. */
export function partyPushOver(data: Readonly<Data>, bookingId: string, today: string): boolean {
  const booking = data.bookings.find((item) => item.id === bookingId);
  return !booking || booking.eventDate.slice(0, 10) < today;
}

/** Deletes the subscriptions of weddings before `today` (Sacramento); answers how many went. */
export function expirePartyPush(data: Data, today: string): number {
  const before = data.partyPushSubscriptions.length;
  data.partyPushSubscriptions = data.partyPushSubscriptions.filter(
    (item) => !partyPushOver(data, item.bookingId, today),
  );
  return before - data.partyPushSubscriptions.length;
}

/** Forgets devices the push service said are gone. */
export function forgetPartyPush(data: Data, ids: readonly string[]): void {
  data.partyPushSubscriptions = data.partyPushSubscriptions.filter((item) => !ids.includes(item.id));
}

export interface PartyPushSend {
  devices: PushDevice[];
  payload: PartyPushPayload;
}

const keyOfService = (service: { id: string; person?: string; personId?: string }) =>
  personKey({ person: service.person ?? '', personId: service.personId }) ?? `service:${service.id}`;

/**
 * After a tap (`tapId`, just applied to the draft `data`): the people it made next in a chair (next now, not in
 * `before`), each with devices and not sent before this wedding, get "You're next"; the tap records them, so a
 * repeated or undone tap never sends again. Answers the sends, to make once the write is on disk.
 */
export function youreNextPushes(
  data: Data,
  scheduleId: string,
  before: LiveMorning,
  tapId: string,
  now: number,
): PartyPushSend[] {
  const schedule = data.weddingSchedules.find((item) => item.id === scheduleId);
  const booking = data.bookings.find((item) => item.scheduleId === scheduleId);
  if (!schedule || !booking || data.partyPushSubscriptions.length === 0) return [];
  const wasNext = new Set(before.people.filter((person) => person.state === 'next').map((person) => person.key));
  const taps = tapsOfSchedule(data, scheduleId);
  const sentBefore = new Set(taps.flatMap((tap) => tap.nextPushed ?? []));
  const tap = taps.find((item) => item.tapId === tapId);
  const newlyNext = liveOf(data, scheduleId).people.filter(
    (person) => person.state === 'next' && !wasNext.has(person.key),
  );
  if (!tap || newlyNext.length === 0) return [];

  const services = servicesOfSchedule(data, scheduleId);
  const progress = progressOf(taps);
  const team = teamNow(data);
  const nowMinutes = sacramentoMinutes(new Date(now));
  const sends: PartyPushSend[] = [];
  for (const next of newlyNext) {
    const person = booking.party.find((item) =>
      next.key.startsWith('id:') ? `id:${item.id}` === next.key : `name:${item.name.trim().toLowerCase()}` === next.key,
    );
    if (!person || sentBefore.has(person.id)) continue;
    const devices = data.partyPushSubscriptions.filter(
      (item) => item.bookingId === booking.id && item.personId === person.id,
    );
    if (devices.length === 0) continue;
    const upcoming = services.find(
      (service) => keyOfService(service) === next.key && (progress.get(service.id)?.state ?? 'waiting') === 'waiting',
    );
    const start = parseTimeToMinutes(upcoming?.startTime);
    const artistId = artistOfChair(schedule, next.chair);
    const artist = firstName((team.find((member) => member.id === artistId) ?? team[0]!).name);
    const text = youreNextText(artist, start === undefined ? 1 : start - nowMinutes);
    sends.push({
      devices: devices.map((item) => ({
        id: item.id,
        endpoint: item.endpoint,
        p256dh: item.keys.p256dh,
        auth: item.keys.auth,
        device: `${person.name}'s phone`,
      })),
      payload: { title: text, body: text, tag: `next-${booking.id}-${person.id}`, url: '/party' },
    });
    tap.nextPushed = [...(tap.nextPushed ?? []), person.id];
    sentBefore.add(person.id);
  }
  return sends;
}
