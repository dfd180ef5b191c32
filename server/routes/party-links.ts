import multer from '@koa/multer';
import type { Context } from 'koa';
import { api } from '#contract/api.ts';
import type { Booking } from '#contract/booking.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import { otherPhoneMessage, partyLockedMessage } from '#contract/messages.ts';
import {
  intakeInput,
  isPartyLocked,
  MAX_INSPIRATION_PHOTOS,
  MAX_PRIVATE_PHOTO_BYTES,
  type Intake,
  type IntakeInput,
} from '#contract/party-link.ts';
import type { StoredPartyPerson } from '#contract/party.ts';
import { isTrialDone } from '#contract/trial.ts';
import { intakeAlertMail, intakeAlertTitle, INTAKE_ALERT_EVERY_MS } from '../alerts/intake-alert-mail.ts';
import { BOOKINGS_TAB_PATH } from '../alerts/agreement-alert-mail.ts';
import { HttpError } from '../errors.ts';
import { PrivateLinks } from '../links/private-links.ts';
import { AttemptBudget, RollingCount } from '../middleware/throttle.ts';
import { partyCard } from '../party/party-card.ts';
import {
  deviceHashOf,
  newDeviceToken,
  partyLinkId,
  partyLinkStateOf,
  partyRule,
  phoneOf,
  type OpenedPerson,
} from '../party/party-links.ts';
import { PHOTO_TOO_LARGE_MESSAGE } from '../private-photos/private-jpeg.ts';
import {
  PRIVATE_PHOTOS_FULL_MESSAGE,
  PRIVATE_PHOTOS_FULL_STATUS,
  type PrivatePhotoStore,
} from '../private-photos/private-photo-store.ts';
import type { Data } from '../store/store.ts';
import { imageDecodes } from '../uploads/image-files.ts';
import { parseBody, on, type RouteDeps } from './context.ts';
import { registerPartyPushRoutes } from './party-push.ts';

// A person's own page of the party (`/party#<token>`): her card, her intake and her inspiration photos, by the
// private-link rule (server/links/private-links.ts) and, once a phone has claimed her link, that phone's device token.

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
const PHOTO_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
const HOUR = 60 * 60_000;

/** Uploads one link may send an hour; the whole site's party links together: PARTY_UPLOADS_PER_HOUR (200). */
export const PARTY_UPLOADS_PER_LINK_HOUR = 20;

export const minorNoPhotosMessage = (artist: string) =>
  `A child's page takes no photos. Text ${artist} if there is a look in mind`;
export const PHOTO_COUNT_MESSAGE = `You can add up to ${MAX_INSPIRATION_PHOTOS} inspiration photos: remove one to add another`;
export const LINK_UPLOADS_MESSAGE = 'That is a lot of photos in one hour. Please try again a little later';
export const SITE_UPLOADS_MESSAGE = 'Many photos are being sent to the site just now. Please try again a little later';
export const GUARDIAN_NAME_MESSAGE = "Enter the parent or guardian's name";
export const GUARDIAN_CONSENT_MESSAGE = 'Tick the box to give your consent to the services listed';

const atPhoto = (status: number, message: string, headers: Record<string, string> = {}) =>
  new HttpError(status, message, { ...NO_STORE, ...headers }, { field: 'photo' });

/** multer's and busboy's errors, said at the photo field. */
function photoUploadError(error: Error & { code?: string }): HttpError {
  if (error instanceof HttpError) return error;
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return atPhoto(413, PHOTO_TOO_LARGE_MESSAGE);
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return atPhoto(400, 'Send one photo, in the form field "photo"');
    default:
      return atPhoto(400, 'The photo could not be read; please choose it again');
  }
}

/** Her intake as stored, from what she sent: a minor's with the guardian's consent and photos off by default. */
export function intakeOf(input: IntakeInput, person: StoredPartyPerson, hasHair: boolean, completedAt: string): Intake {
  if (person.minor) {
    if (input.guardianName === '') throw new HttpError(400, GUARDIAN_NAME_MESSAGE, NO_STORE, { field: 'guardianName' });
    if (!input.guardianConsent) {
      throw new HttpError(400, GUARDIAN_CONSENT_MESSAGE, NO_STORE, { field: 'guardianConsent' });
    }
  }
  return {
    skinType: input.skinType,
    allergies: [...input.allergies],
    allergyNotes: input.allergyNotes,
    lashes: input.lashes,
    eyewear: input.eyewear,
    hairLength: hasHair ? input.hairLength : '',
    extensions: hasHair ? input.extensions : false,
    anythingElse: input.anythingElse,
    photoConsent: person.minor && input.photoConsent === '' ? 'no' : input.photoConsent,
    guardianName: person.minor ? input.guardianName : '',
    guardianConsent: person.minor ? input.guardianConsent : false,
    completedAt,
  };
}

/** The booking and person of a link id in the data as it is now (a draft inside an update). */
function personIn(data: Data, opened: OpenedPerson): { booking: Booking; person: StoredPartyPerson; index: number } {
  const booking = data.bookings.find((item) => item.id === opened.booking.id);
  const index = booking?.party.findIndex((item) => item.id === opened.person.id) ?? -1;
  if (!booking || index === -1) throw new HttpError(404, 'This link no longer opens anything', NO_STORE);
  return { booking, person: booking.party[index]!, index };
}

export function registerPartyLinkRoutes(deps: RouteDeps, photos: PrivatePhotoStore) {
  const { store, config, limits, secrets, clock, alerts, publicRouter } = deps;
  const links = new PrivateLinks(secrets, limits.linkGuesses, clock, () => store.data.siteSettings.artistName);
  const artist = () => store.data.siteSettings.artistName;
  const today = () => sacramentoDate(new Date(clock()));
  const iso = () => new Date(clock()).toISOString();
  const perLink = new AttemptBudget(PARTY_UPLOADS_PER_LINK_HOUR, HOUR, clock);
  const siteWide = new RollingCount(config.partyUploadsPerHour, HOUR, clock);
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_PRIVATE_PHOTO_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });
  const readPhoto = upload.single('photo');

  const open = (ctx: Context) => links.open(ctx, partyRule(store.data));

  /** The link opened by the phone that claimed it: anything else is 403 with the sentence the page shows. */
  const openMine = (ctx: Context) => {
    const opened = open(ctx);
    if (phoneOf(ctx, opened.person) !== 'mine') throw new HttpError(403, otherPhoneMessage(artist()), NO_STORE);
    return opened;
  };

  registerPartyPushRoutes(deps, openMine);

  /** Past the count lock her link is read-only (the artist can still change anything from the booking). */
  const assertOpenForChanges = (booking: Booking) => {
    if (isPartyLocked(booking.eventDate, store.data.siteSettings.partyLockDays, today())) {
      throw new HttpError(423, partyLockedMessage(artist()), NO_STORE);
    }
  };

  const cardOf = (data: Readonly<Data>, opened: OpenedPerson, claim: 'mine' | 'other', deviceToken?: string) => {
    const booking = data.bookings.find((item) => item.id === opened.booking.id) ?? opened.booking;
    const person = booking.party.find((item) => item.id === opened.person.id) ?? opened.person;
    return partyCard(data, booking, person, claim, today(), { deviceToken, pushKey: secrets.vapid.publicKey });
  };

  on(publicRouter, api.party.get, async (ctx) => {
    const opened = open(ctx);
    const phone = phoneOf(ctx, opened.person);
    if (phone !== 'unclaimed') {
      ctx.body = cardOf(store.data, opened, phone);
      return;
    }
    // The first phone claims it; two opening it at once: the write that comes first wins, the other is 'other'.
    const token = newDeviceToken();
    const claimed = await store.update((data) => {
      const { booking, person, index } = personIn(data, opened);
      if (person.partyLink?.deviceHash) return false;
      booking.party[index] = {
        ...person,
        partyLink: { ...partyLinkStateOf(booking, person), deviceHash: deviceHashOf(token), claimedAt: iso() },
      };
      return true;
    });
    ctx.body = claimed ? cardOf(store.data, opened, 'mine', token) : cardOf(store.data, opened, 'other');
  });

  on(publicRouter, api.party.intake, async (ctx) => {
    const opened = openMine(ctx);
    assertOpenForChanges(opened.booking);
    const input = parseBody(ctx, intakeInput, { nameField: true });
    const now = iso();
    const alert = await store.update((data) => {
      const { booking, person, index } = personIn(data, opened);
      const hasHair = partyCard(data, booking, person, 'other', today()).person.hasHairService;
      const intake = intakeOf(input, person, hasHair, now);
      const link = partyLinkStateOf(booking, person);
      const lastAlert = link.intakeAlertedAt ? Date.parse(link.intakeAlertedAt) : -Infinity;
      const due = clock() - lastAlert >= INTAKE_ALERT_EVERY_MS;
      booking.party[index] = {
        ...person,
        intake,
        ...(due ? { partyLink: { ...link, intakeAlertedAt: now } } : {}),
      };
      if (!due) return undefined;
      alerts.enqueueMail(data, intakeAlertMail(booking, person, intake, data.siteSettings));
      return { title: intakeAlertTitle(person, intake), tag: `intake-${booking.id}-${person.id}` };
    });
    if (alert) alerts.notify({ ...alert, body: 'Her answers are in the booking', url: BOOKINGS_TAB_PATH });
    ctx.body = cardOf(store.data, opened, 'mine');
  });

  on(publicRouter, api.party.addPhoto, async (ctx) => {
    const opened = openMine(ctx);
    assertOpenForChanges(opened.booking);
    const owner = { bookingId: opened.booking.id, personId: opened.person.id, kind: 'inspiration' as const };
    if (opened.person.minor) throw atPhoto(403, minorNoPhotosMessage(store.data.siteSettings.artistName));
    if (photos.list(store.data, owner).length >= MAX_INSPIRATION_PHOTOS) throw atPhoto(400, PHOTO_COUNT_MESSAGE);
    if (photos.isFull()) throw atPhoto(PRIVATE_PHOTOS_FULL_STATUS, PRIVATE_PHOTOS_FULL_MESSAGE);
    const linkKey = partyLinkId(opened.booking.id, opened.person.id);
    if (siteWide.isFull()) throw atPhoto(429, SITE_UPLOADS_MESSAGE, { 'Retry-After': String(siteWide.retryAfter()) });
    const wait = perLink.retryAfter(linkKey);
    if (wait > 0) throw atPhoto(429, LINK_UPLOADS_MESSAGE, { 'Retry-After': String(wait) });
    // The place in the decode queue is taken before the body is read, as every upload's is (uploads.ts).
    const place = imageDecodes.admit();
    let bytes: Buffer;
    try {
      try {
        await readPhoto(ctx, async () => {});
      } catch (error) {
        throw photoUploadError(error as Error);
      }
      const file = (ctx as unknown as { file?: { buffer: Buffer } }).file;
      if (!file) throw atPhoto(400, 'Choose a photo to add (form field "photo")');
      bytes = file.buffer;
      perLink.record(linkKey);
      siteWide.add();
      await photos.save(bytes, owner, {
        place,
        check: (data) => {
          if (photos.list(data, owner).length >= MAX_INSPIRATION_PHOTOS) throw atPhoto(400, PHOTO_COUNT_MESSAGE);
        },
      });
    } finally {
      place.leave();
    }
    ctx.status = 201;
    ctx.set(NO_STORE);
    ctx.body = cardOf(store.data, opened, 'mine');
  });

  on(publicRouter, api.party.removePhoto, async (ctx) => {
    const opened = openMine(ctx);
    assertOpenForChanges(opened.booking);
    const photo = store.data.privatePhotos.find(
      (item) =>
        item.id === ctx.params.photoId &&
        item.bookingId === opened.booking.id &&
        item.personId === opened.person.id &&
        item.kind === 'inspiration',
    );
    if (!photo) throw new HttpError(404, 'Photo not found', NO_STORE);
    await photos.remove(photo.id);
    ctx.body = cardOf(store.data, opened, 'mine');
  });

  // Her own photos only (her inspiration photos, and her look's once issue 40 shows it), to the phone that holds
  // her link; never cached anywhere on the way.
  on(publicRouter, api.party.photo, async (ctx) => {
    const opened = openMine(ctx);
    const found = await photos.read(ctx.params.photoId ?? '');
    if (!found || found.owner.bookingId !== opened.booking.id || found.owner.personId !== opened.person.id) {
      throw new HttpError(404, 'Photo not found', PHOTO_HEADERS);
    }
    // Her look's photos only once her trial is done, as her card shows the look (issue 40).
    const booking = store.data.bookings.find((item) => item.id === opened.booking.id);
    if (found.owner.kind === 'look' && !isTrialDone(booking?.trial, today())) {
      throw new HttpError(404, 'Photo not found', PHOTO_HEADERS);
    }
    ctx.set(PHOTO_HEADERS);
    ctx.type = 'image/jpeg';
    ctx.body = found.bytes;
  });
}
