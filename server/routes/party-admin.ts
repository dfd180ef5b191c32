import type { Context } from 'koa';
import { api } from '#contract/api.ts';
import type { Booking } from '#contract/booking.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import type { PartyIntakeAnswer } from '#contract/party-link.ts';
import type { StoredPartyPerson } from '#contract/party.ts';
import { bookingAnswer } from '../bookings/booking-terms.ts';
import { HttpError, notFound } from '../errors.ts';
import { hasPartyLinks, partyLinkStateOf } from '../party/party-links.ts';
import { privatePhotoOf, type PrivatePhotoStore } from '../private-photos/private-photo-store.ts';
import type { Data } from '../store/store.ts';
import { on, type RouteDeps } from './context.ts';

// The artist's side of the party links: a new link for one person (the one before answers 410), releasing the phone
// that holds it, and her intake and inspiration photos, which only she and the person herself see.

const PHOTO_HEADERS = { 'Cache-Control': 'private, no-store' };

function personOf(data: Readonly<Data>, bookingId: string | undefined, personId: string | undefined) {
  const booking = data.bookings.find((item) => item.id === bookingId);
  if (!booking) throw notFound('Booking');
  const person = booking.party.find((item) => item.id === personId);
  if (!person) throw notFound('Person');
  return { booking, person };
}

export function registerPartyAdminRoutes(
  { store, secrets, clock, alerts, adminRouter }: RouteDeps,
  photos: PrivatePhotoStore,
) {
  const iso = () => new Date(clock()).toISOString();

  /** Changes one person's link state in one update and answers the booking. */
  const changeLink = (ctx: Context, change: (booking: Booking, person: StoredPartyPerson) => StoredPartyPerson) =>
    store.update((data) => {
      const { booking } = personOf(data, ctx.params.id, ctx.params.personId);
      if (!hasPartyLinks(booking)) {
        throw new HttpError(400, "Only a wedding's party has links", {}, { field: 'eventType' });
      }
      const index = booking.party.findIndex((item) => item.id === ctx.params.personId);
      const stored = data.bookings.find((item) => item.id === booking.id)!;
      stored.party[index] = change(stored, stored.party[index]!);
      return bookingAnswer(data, stored, sacramentoDate(new Date(clock())), secrets.linkToken, alerts.emailEnabled);
    });

  // A new link: the next version, claimed by no phone; the one before answers 410 from now on.
  on(adminRouter, api.adminBookings.partyLink, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await changeLink(ctx, (booking, person) => {
      const { intakeAlertedAt } = partyLinkStateOf(booking, person);
      return {
        ...person,
        partyLink: {
          version: partyLinkStateOf(booking, person).version + 1,
          issuedAt: iso(),
          ...(intakeAlertedAt ? { intakeAlertedAt } : {}),
        },
      };
    });
  });

  // The phone that holds her link lets go: the next phone that opens it claims it.
  on(adminRouter, api.adminBookings.partyRelease, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await changeLink(ctx, (booking, person) => {
      const { deviceHash: _deviceHash, claimedAt: _claimedAt, ...link } = partyLinkStateOf(booking, person);
      return { ...person, partyLink: link };
    });
  });

  on(adminRouter, api.adminBookings.partyIntake, (ctx) => {
    const data = store.data;
    const { booking, person } = personOf(data, ctx.params.id, ctx.params.personId);
    const answer: PartyIntakeAnswer = {
      intake: person.intake ?? null,
      photos: photos
        .list(data, { bookingId: booking.id, personId: person.id, kind: 'inspiration' })
        .map((photo) =>
          privatePhotoOf(
            photo,
            api.adminBookings.partyPhoto.path({ id: booking.id, personId: person.id, photoId: photo.id }),
          ),
        ),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  });

  on(adminRouter, api.adminBookings.partyPhoto, async (ctx) => {
    const { booking, person } = personOf(store.data, ctx.params.id, ctx.params.personId);
    const found = await photos.read(ctx.params.photoId ?? '');
    if (!found || found.owner.bookingId !== booking.id || found.owner.personId !== person.id) {
      throw new HttpError(404, 'Photo not found', PHOTO_HEADERS);
    }
    ctx.set(PHOTO_HEADERS);
    ctx.type = 'image/jpeg';
    ctx.body = found.bytes;
  });
}
