import { api } from '#contract/api.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import { LEAD_ARTIST_ID } from '#contract/team.ts';
import { bookingAnswer } from '../bookings/booking-terms.ts';
import { HttpError, notFound } from '../errors.ts';
import type { PrivatePhotoStore } from '../private-photos/private-photo-store.ts';
import { callSheetLinkStateOf, openCallSheet, scheduleOfBooking } from '../team/call-sheet-links.ts';
import { callSheetOf } from '../team/call-sheet.ts';
import { teamArtistsOnChairs } from '../team/chair-artists.ts';
import { on, type RouteDeps } from './context.ts';

// A team artist's call sheet (`/call-sheet#<token>`, server/team/call-sheet-links.ts) and its photos, and the
// artist's side: a new link for one artist of a wedding (the one before answers 410).

const PHOTO_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

export function registerCallSheetRoutes(deps: RouteDeps, photos: PrivatePhotoStore) {
  const { store, secrets, clock, publicRouter, adminRouter } = deps;
  const iso = () => new Date(clock()).toISOString();

  on(publicRouter, api.callSheet.get, (ctx) => {
    const opened = openCallSheet(ctx, deps);
    ctx.body = callSheetOf(store.data, opened, iso());
  });

  // Only the photos of the faces in her chairs: the sheet names them, nothing else is served.
  on(publicRouter, api.callSheet.photo, async (ctx) => {
    const opened = openCallSheet(ctx, deps);
    const sheet = callSheetOf(store.data, opened, iso());
    const photoId = ctx.params.photoId ?? '';
    if (!sheet.faces.some((face) => face.photos.some((photo) => photo.id === photoId))) {
      throw new HttpError(404, 'Photo not found', PHOTO_HEADERS);
    }
    const found = await photos.read(photoId);
    if (!found || found.owner.bookingId !== opened.booking.id)
      throw new HttpError(404, 'Photo not found', PHOTO_HEADERS);
    ctx.set(PHOTO_HEADERS);
    ctx.type = 'image/jpeg';
    ctx.body = found.bytes;
  });

  on(adminRouter, api.adminBookings.callSheetLink, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const artistId = ctx.params.artistId ?? '';
    ctx.body = await store.update((data) => {
      const index = data.bookings.findIndex((item) => item.id === ctx.params.id);
      if (index === -1) throw notFound('Booking');
      const booking = data.bookings[index]!;
      const schedule = booking.eventType === 'wedding' ? scheduleOfBooking(data, booking) : undefined;
      if (!schedule)
        throw new HttpError(400, 'Only a wedding with a schedule has call sheets', {}, { field: 'scheduleId' });
      if (
        artistId === LEAD_ARTIST_ID ||
        !teamArtistsOnChairs(data, schedule).some((artist) => artist.id === artistId)
      ) {
        throw new HttpError(404, 'That artist works no chair of this wedding', {}, { field: 'artistId' });
      }
      const version = callSheetLinkStateOf(booking, artistId).version + 1;
      // A plain object keyed by artist id: an id such as "__proto__" was refused above (not on the chairs).
      const links = { ...(booking.callSheetLinks ?? {}), [artistId]: { version, issuedAt: iso() } };
      data.bookings[index] = { ...booking, callSheetLinks: links };
      return bookingAnswer(data, data.bookings[index]!, sacramentoDate(new Date(clock())), secrets.linkToken);
    });
  });
}
