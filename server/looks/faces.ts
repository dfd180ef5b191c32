import { api } from '#contract/api.ts';
import type { Booking } from '#contract/booking.ts';
import { parseTimeToMinutes } from '#contract/clock-time.ts';
import { gatheredBring, type FaceCard, type FacesView } from '#contract/faces.ts';
import { allergyCount } from '#contract/party-link.ts';
import type { StoredPartyPerson } from '#contract/party.ts';
import { timesOf } from '../party/party-card.ts';
import type { Data } from '../store/store.ts';
import { adminLookPhotoUrl, lookOf } from './looks.ts';

// Faces: a wedding morning's people as the artist needs them at the chair, in one answer the page keeps on her phone
// (contract/faces.ts). Her allergies come from her intake (while it is kept), her look from the artist's record,
// her times from the timeline's rows for her (as her own link reads them), and the kit list from every look.

function cardOf(data: Readonly<Data>, booking: Booking, person: StoredPartyPerson) {
  const intake = person.intake ?? null;
  const card: FaceCard = {
    personId: person.id,
    name: person.name,
    services: [...person.services],
    // As her own link shows them: the builder's rows for her, or rows typed with her name.
    times: timesOf(data, booking, person),
    allergies: intake
      ? { ticked: [...intake.allergies], notes: intake.allergyNotes, count: allergyCount(intake) }
      : { ticked: [], notes: '', count: 0 },
    eyewear: intake?.eyewear ?? '',
    lashes: intake?.lashes ?? '',
    look: lookOf(data, booking.id, person.id, adminLookPhotoUrl(booking.id, person.id), true),
    inspirationPhotos: data.privatePhotos
      .filter((photo) => photo.kind === 'inspiration' && photo.bookingId === booking.id && photo.personId === person.id)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((photo) => ({
        id: photo.id,
        url: api.adminBookings.partyPhoto.path({ id: booking.id, personId: person.id, photoId: photo.id }),
        width: photo.width,
        height: photo.height,
      })),
    minor: person.minor,
    guardian: person.minor && intake ? { name: intake.guardianName, consent: intake.guardianConsent } : null,
  };
  return card;
}

/** Chair order: by her first start, then her chair; people not on the timeline yet after, in party order. */
function inChairOrder(cards: FaceCard[]): FaceCard[] {
  const firstStart = (card: FaceCard) =>
    card.times.length > 0 ? (parseTimeToMinutes(card.times[0]!.start) ?? Number.MAX_SAFE_INTEGER) : Infinity;
  return cards
    .map((card, index) => ({ card, index, start: firstStart(card) }))
    .sort(
      (a, b) =>
        (a.start === b.start ? 0 : a.start < b.start ? -1 : 1) ||
        (a.card.times[0]?.chair ?? 0) - (b.card.times[0]?.chair ?? 0) ||
        a.index - b.index,
    )
    .map(({ card }) => card);
}

/** The whole Faces view of a booking, as of `at` (ISO). */
export function facesViewOf(data: Readonly<Data>, booking: Booking, at: string): FacesView {
  const people = inChairOrder(booking.party.map((person) => cardOf(data, booking, person)));
  return {
    bookingId: booking.id,
    // The chair board's taps go to the booking's schedule (issue 42).
    scheduleId: booking.scheduleId ?? null,
    clientName: booking.clientName,
    date: booking.eventDate,
    venue: booking.venueName,
    gettingReadyAddress: booking.venueAddress,
    bring: gatheredBring(people.map((card) => card.look)),
    people,
    updatedAt: at,
  };
}
