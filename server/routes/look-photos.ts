import multer from '@koa/multer';
import { api } from '#contract/api.ts';
import { MAX_LOOK_PHOTOS } from '#contract/look.ts';
import { MAX_PRIVATE_PHOTO_BYTES } from '#contract/party-link.ts';
import { HttpError, notFound } from '../errors.ts';
import { adminLookPhotoUrl, bookingAndPerson, lookOf, lookPhotoRecords } from '../looks/looks.ts';
import { PHOTO_TOO_LARGE_MESSAGE } from '../private-photos/private-jpeg.ts';
import {
  PRIVATE_PHOTOS_FULL_MESSAGE,
  PRIVATE_PHOTOS_FULL_STATUS,
  type PrivatePhotoStore,
} from '../private-photos/private-photo-store.ts';
import { imageDecodes } from '../uploads/image-files.ts';
import { on, type RouteDeps } from './context.ts';

// A look's photos from the trial (at most six), through the private-photo store (kind 'look'): re-encoded from their
// pixels so no EXIF or GPS is kept, written outside uploads/, read only through these admin routes (and her own link
// once her trial is done), `private, no-store`.

const PHOTO_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

export const LOOK_PHOTO_COUNT_MESSAGE = `A look keeps up to ${MAX_LOOK_PHOTOS} photos: remove one to add another`;

const atPhoto = (status: number, message: string) => new HttpError(status, message, {}, { field: 'photo' });

/** multer's and busboy's errors, said at the photo field. */
function uploadError(error: Error & { code?: string }): HttpError {
  if (error instanceof HttpError) return error;
  if (error.code === 'LIMIT_FILE_SIZE') return atPhoto(413, PHOTO_TOO_LARGE_MESSAGE);
  if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') {
    return atPhoto(400, 'Send one photo, in the form field "photo"');
  }
  return atPhoto(400, 'The photo could not be read; please choose it again');
}

export function registerLookPhotoRoutes({ store, adminRouter }: RouteDeps, photos: PrivatePhotoStore) {
  const readPhoto = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_PRIVATE_PHOTO_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  }).single('photo');

  on(adminRouter, api.adminBookings.addLookPhoto, async (ctx) => {
    const { booking, person } = bookingAndPerson(store.data, ctx.params.id, ctx.params.personId);
    const owner = { bookingId: booking.id, personId: person.id, kind: 'look' as const };
    const full = (data: Parameters<typeof lookPhotoRecords>[0]) =>
      lookPhotoRecords(data, booking.id, person.id).length >= MAX_LOOK_PHOTOS;
    if (full(store.data)) throw atPhoto(400, LOOK_PHOTO_COUNT_MESSAGE);
    if (photos.isFull()) throw atPhoto(PRIVATE_PHOTOS_FULL_STATUS, PRIVATE_PHOTOS_FULL_MESSAGE);
    // The place in the decode queue is taken before the body is read, as every upload's is (uploads.ts).
    const place = imageDecodes.admit();
    try {
      try {
        await readPhoto(ctx, async () => {});
      } catch (error) {
        throw uploadError(error as Error);
      }
      const file = (ctx as unknown as { file?: { buffer: Buffer } }).file;
      if (!file) throw atPhoto(400, 'Choose a photo to add (form field "photo")');
      await photos.save(file.buffer, owner, {
        place,
        check: (data) => {
          // Her booking or her place in the party may have gone while the photo was decoded.
          bookingAndPerson(data, booking.id, person.id);
          if (full(data)) throw atPhoto(400, LOOK_PHOTO_COUNT_MESSAGE);
        },
      });
    } finally {
      place.leave();
    }
    ctx.status = 201;
    ctx.body = lookOf(store.data, booking.id, person.id, adminLookPhotoUrl(booking.id, person.id));
  });

  on(adminRouter, api.adminBookings.removeLookPhoto, async (ctx) => {
    const { booking, person } = bookingAndPerson(store.data, ctx.params.id, ctx.params.personId);
    const photo = lookPhotoRecords(store.data, booking.id, person.id).find((item) => item.id === ctx.params.photoId);
    if (!photo) throw notFound('Photo');
    await photos.remove(photo.id);
    ctx.body = lookOf(store.data, booking.id, person.id, adminLookPhotoUrl(booking.id, person.id));
  });

  on(adminRouter, api.adminBookings.lookPhoto, async (ctx) => {
    const { booking, person } = bookingAndPerson(store.data, ctx.params.id, ctx.params.personId);
    const found = await photos.read(ctx.params.photoId ?? '');
    const hers =
      found?.owner.kind === 'look' && found.owner.bookingId === booking.id && found.owner.personId === person.id;
    if (!found || !hers) throw new HttpError(404, 'Photo not found', PHOTO_HEADERS);
    ctx.set(PHOTO_HEADERS);
    ctx.type = 'image/jpeg';
    ctx.body = found.bytes;
  });
}
