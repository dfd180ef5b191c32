import { api } from '#contract/api.ts';
import { arrivalFor, artistPayFor } from '#contract/artist-pay.ts';
import { mapsUrlOf, type CallSheet, type CallSheetFace } from '#contract/call-sheet.ts';
import { formatTime, parseTimeToMinutes } from '#contract/clock-time.ts';
import { gatheredBring } from '#contract/faces.ts';
import { phoneToE164 } from '#contract/phone.ts';
import type { PrivatePhoto } from '#contract/party-link.ts';
import { artistOfChair, type ScheduleService, type WeddingSchedule } from '#contract/wedding-schedule.ts';
import { lookOf } from '../looks/looks.ts';
import { artistsOnBooking } from '../payouts/tip-for.ts';
import type { Data } from '../store/store.ts';
import { teamNow } from './chair-artists.ts';
import { scheduleOfBooking, type OpenedCallSheet } from './call-sheet-links.ts';

// The call sheet (contract/call-sheet.ts), built field by field from what is hers: her chairs' rows of the timeline,
// the people in them, the wedding's address and parking, her arrival and her own pay. Never the client's e-mail,
// the booking's notes, the quote, anyone else's pay, or a person who is not in her chairs.

/** Where her link reads a photo of one of her faces. */
export const callSheetPhotoUrl = (photoId: string) => api.callSheet.photo.path({ photoId });

const servicesOf = (data: Readonly<Data>, scheduleId: string) =>
  data.scheduleServices.filter((service) => service.scheduleId === scheduleId);

const startOf = (service: Pick<ScheduleService, 'startTime'>) =>
  parseTimeToMinutes(service.startTime) ?? Number.MAX_SAFE_INTEGER;

/** The rows on her chairs, in time order. */
function rowsOnChairs(services: readonly ScheduleService[], schedule: WeddingSchedule, artistId: string) {
  return services
    .filter((service) => artistOfChair(schedule, service.chair ?? 1) === artistId)
    .sort((a, b) => startOf(a) - startOf(b) || (a.chair ?? 1) - (b.chair ?? 1) || a.sortOrder - b.sortOrder);
}

export function callSheetOf(data: Readonly<Data>, opened: OpenedCallSheet, at: string): CallSheet {
  const booking = data.bookings.find((item) => item.id === opened.booking.id) ?? opened.booking;
  const schedule = scheduleOfBooking(data, booking)!;
  const artistId = opened.artist.id;
  const services = servicesOf(data, schedule.id);
  const mine = rowsOnChairs(services, schedule, artistId);
  const settings = data.siteSettings;

  // One face per person in her chairs: the booking's person the row is for, else the name typed on the row.
  const faces = new Map<string, CallSheetFace & { allRowsMine: boolean; bring: string[] }>();
  for (const row of mine) {
    const person =
      booking.party.find((item) => item.id === row.personId) ??
      booking.party.find(
        (item) => !row.personId && item.name.trim().toLowerCase() === (row.person ?? '').trim().toLowerCase(),
      );
    const key = person ? person.id : `row:${(row.person ?? row.serviceName).trim().toLowerCase()}`;
    let face = faces.get(key);
    if (!face) {
      const intake = person?.intake ?? null;
      const look = person ? lookOf(data, booking.id, person.id, callSheetPhotoUrl, true) : null;
      const inspiration: PrivatePhoto[] = person
        ? data.privatePhotos
            .filter(
              (photo) => photo.kind === 'inspiration' && photo.bookingId === booking.id && photo.personId === person.id,
            )
            .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
            .map((photo) => ({
              id: photo.id,
              url: callSheetPhotoUrl(photo.id),
              width: photo.width,
              height: photo.height,
            }))
        : [];
      const herRows = person
        ? services.filter(
            (service) => service.personId === person.id || (!service.personId && service.person === person.name),
          )
        : [];
      face = {
        personId: person ? person.id : key,
        name: person ? person.name : (row.person ?? '').trim() || row.serviceName,
        times: [],
        services: [],
        allergies: intake ? { ticked: [...intake.allergies], notes: intake.allergyNotes } : { ticked: [], notes: '' },
        lashes: look?.lashes || (intake?.lashes ?? ''),
        look: look ? { lines: look.lines.map(({ product, shade }) => ({ product, shade })), notes: look.notes } : null,
        photos: [...(look?.photos ?? []), ...inspiration],
        allRowsMine:
          person !== undefined && herRows.every((service) => artistOfChair(schedule, service.chair ?? 1) === artistId),
        bring: look?.bring ?? [],
      };
      // Her price-list services when all of hers are in these chairs; otherwise only the rows here (below).
      if (person && face.allRowsMine) face.services = [...person.services];
      faces.set(key, face);
    }
    face.times.push({
      service: row.serviceName,
      start: formatTime(row.startTime),
      end: formatTime(row.endTime),
      chair: row.chair ?? 1,
    });
    if (!face.allRowsMine) face.services.push(row.service ?? row.serviceName);
  }
  const faceList = [...faces.values()];

  const arrivalTime = arrivalFor(services, schedule, artistId, settings.setupMinutes);
  const team = teamNow(data);
  const allArtistIds = artistsOnBooking(data, booking.scheduleId);
  const pay = artistPayFor({
    artist: opened.artist,
    services,
    schedule,
    party: booking.party,
    payments: booking.payments,
    arrivalTime,
    earlyStartTime: settings.earlyStartTime,
    allArtistIds,
  });
  const lead = team[0]!;

  return {
    bookingId: booking.id,
    artist: { id: artistId, name: opened.artist.name },
    date: booking.eventDate,
    gettingReadyAddress: booking.venueAddress,
    mapsUrl: mapsUrlOf(booking.venueAddress),
    parkingNotes: booking.parkingNotes ?? '',
    arrivalTime,
    leadName: lead.name,
    leadPhone: phoneToE164(lead.phone),
    chairs: [...opened.chairs],
    faces: faceList.map(({ allRowsMine: _all, bring: _bring, ...face }) => face),
    bring: gatheredBring(faceList.map((face) => ({ bring: face.bring }))),
    pay,
    updatedAt: at,
  };
}
