import { api } from '#contract/api.ts';
import type { Booking } from '#contract/booking.ts';
import { emptyLook, type Look } from '#contract/look.ts';
import type { PrivatePhoto } from '#contract/party-link.ts';
import type { StoredPartyPerson } from '#contract/party.ts';
import { notFound } from '../errors.ts';
import type { Follower } from '../store/store.ts';
import type { Data } from '../store/store.ts';
import type { LookRecord, PrivatePhotoRecord } from '../store/records.ts';

// Each person's look, kept in `data.looks` (one record per booking and person) with its photos among the private
// photos (kind 'look'). Apart from the booking's record on purpose: the booking's form never sends it, and the
// intake's retention, which empties the person's intake, never reaches it. It goes with her booking, or with her
// place in the party (looksFollowingParty); her photos go the same way (private-photos' photosFollowingParty).

/** The booking and the person of a look's route, or 404 naming what is missing. */
export function bookingAndPerson(
  data: Readonly<Data>,
  bookingId: string | undefined,
  personId: string | undefined,
): { booking: Booking; person: StoredPartyPerson } {
  const booking = data.bookings.find((item) => item.id === bookingId);
  if (!booking) throw notFound('Booking');
  const person = booking.party.find((item) => item.id === personId);
  if (!person) throw notFound('Person');
  return { booking, person };
}

export const lookRecordOf = (data: Readonly<Data>, bookingId: string, personId: string): LookRecord | undefined =>
  data.looks.find((look) => look.bookingId === bookingId && look.personId === personId);

/** Her look's photo records, oldest first (the order she took them in). */
export const lookPhotoRecords = (data: Readonly<Data>, bookingId: string, personId: string): PrivatePhotoRecord[] =>
  data.privatePhotos
    .filter((photo) => photo.kind === 'look' && photo.bookingId === bookingId && photo.personId === personId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));

/** Where the dashboard reads a look photo. */
export const adminLookPhotoUrl = (bookingId: string, personId: string) => (photoId: string) =>
  api.adminBookings.lookPhoto.path({ id: bookingId, personId, photoId });

/** Where her own link reads it (the party route serves her own photos of either kind). */
export const partyPhotoUrl = (photoId: string) => api.party.photo.path({ photoId });

/**
 * Her look as answered, its photos at `photoUrl`: an empty look (updatedAt '') before the first save or photo, or
 * null with `orNull` (Faces and her link show nothing rather than an empty card).
 */
export function lookOf(
  data: Readonly<Data>,
  bookingId: string,
  personId: string,
  photoUrl: (photoId: string) => string,
): Look;
export function lookOf(
  data: Readonly<Data>,
  bookingId: string,
  personId: string,
  photoUrl: (photoId: string) => string,
  orNull: true,
): Look | null;
export function lookOf(
  data: Readonly<Data>,
  bookingId: string,
  personId: string,
  photoUrl: (photoId: string) => string,
  orNull = false,
): Look | null {
  const record = lookRecordOf(data, bookingId, personId);
  const photos = lookPhotoRecords(data, bookingId, personId).map((photo): PrivatePhoto => ({
    id: photo.id,
    url: photoUrl(photo.id),
    width: photo.width,
    height: photo.height,
  }));
  if (!record && photos.length === 0) return orNull ? null : emptyLook();
  const latestPhoto = photos.length > 0 ? lookPhotoRecords(data, bookingId, personId).at(-1)!.createdAt : '';
  return {
    lines: record ? record.lines.map((line) => ({ ...line })) : [],
    lashes: record?.lashes ?? '',
    notes: record?.notes ?? '',
    bring: record ? [...record.bring] : [],
    photos,
    updatedAt: [record?.updatedAt ?? '', latestPhoto].sort().at(-1)!,
  };
}

/**
 * Keeps `looks` in step with the bookings in the same write: a look whose booking is deleted, or whose person left
 * the party, goes too.
 */
export const looksFollowingParty: Follower = (before, after) => {
  if (before.bookings === after.bookings || after.looks.length === 0) return undefined;
  const people = new Set(
    after.bookings.flatMap((booking) => booking.party.map((person) => `${booking.id}:${person.id}`)),
  );
  const orphaned = (look: LookRecord) => !people.has(`${look.bookingId}:${look.personId}`);
  if (!after.looks.some(orphaned)) return undefined;
  return (draft: Data) => {
    draft.looks = draft.looks.filter((look) => !orphaned(look));
  };
};
