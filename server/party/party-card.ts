import { bookingMoney, type Booking } from '#contract/booking.ts';
import { isHairService } from '#contract/back-timing.ts';
import { formatTime, parseTimeToMinutes } from '#contract/clock-time.ts';
import { centsOf } from '#contract/money.ts';
import { isPartyLocked, partyLockDate, type PartyCard } from '#contract/party-link.ts';
import type { StoredPartyPerson } from '#contract/party.ts';
import { phoneToE164 } from '#contract/phone.ts';
import { api } from '#contract/api.ts';
import { isTrialDone } from '#contract/trial.ts';
import { lookOf, partyPhotoUrl } from '../looks/looks.ts';
import { liveForPerson } from '../progress/progress-taps.ts';
import { partyPushCount } from './party-push.ts';
import type { Data } from '../store/store.ts';
import { chairArtistName } from '../team/chair-artists.ts';

// Her card (GET /api/party): built field by field from what is hers, so nothing of another person, the booking's
// notes or the client's e-mail can reach it by a spread. A phone other than the one that claimed the link gets the
// wedding and her times only.

/** Her rows of the booking's timeline: those the builder made for her id, or typed with her name. */
export function timesOf(data: Readonly<Data>, booking: Booking, person: StoredPartyPerson): PartyCard['times'] {
  if (!booking.scheduleId) return [];
  const name = person.name.trim().toLowerCase();
  const artistOn = chairArtistName(
    data,
    data.weddingSchedules.find((schedule) => schedule.id === booking.scheduleId),
  );
  return data.scheduleServices
    .filter(
      (row) =>
        row.scheduleId === booking.scheduleId &&
        (row.personId ? row.personId === person.id : (row.person ?? '').trim().toLowerCase() === name && name !== ''),
    )
    .map((row) => ({
      service: row.serviceName,
      start: formatTime(row.startTime),
      end: formatTime(row.endTime),
      chair: row.chair ?? 1,
      minutes: parseTimeToMinutes(row.startTime) ?? Number.MAX_SAFE_INTEGER,
    }))
    .sort((a, b) => a.minutes - b.minutes)
    .map(({ service, start, end, chair }) => {
      // "with Dana": on a morning with more than one chair, who works this one.
      const artist = artistOn(chair);
      return { service, start, end, chair, ...(artist !== undefined ? { artist } : {}) };
    });
}

/** How to pay, as her Site Settings say it: her instructions and her link, each when she has one. */
export const howToPayOf = (settings: Pick<Data['siteSettings'], 'paymentInstructions' | 'paymentLink'>) =>
  [settings.paymentInstructions.trim(), settings.paymentLink.trim()].filter(Boolean).join('\n');

const ownerOf = (booking: Booking, person: StoredPartyPerson) => ({ bookingId: booking.id, personId: person.id });

export function partyCard(
  data: Readonly<Data>,
  booking: Booking,
  person: StoredPartyPerson,
  claim: 'mine' | 'other',
  today: string,
  extra: { deviceToken?: string; pushKey?: string } = {},
): PartyCard {
  const settings = data.siteSettings;
  const times = timesOf(data, booking, person);
  const card: PartyCard = {
    artistName: settings.artistName,
    artistPhone: phoneToE164(settings.phone),
    person: {
      id: person.id,
      name: person.name,
      services: [...person.services],
      minor: person.minor,
      hasHairService: person.services.some(isHairService),
    },
    wedding: { date: booking.eventDate, venue: booking.venueName, gettingReadyAddress: booking.venueAddress },
    times,
    readyAt: times[0]?.start ?? null,
    claim,
    locked: isPartyLocked(booking.eventDate, settings.partyLockDays, today),
    lockDate: partyLockDate(booking.eventDate, settings.partyLockDays),
    updatedAt: booking.updatedAt,
    ...(extra.deviceToken ? { deviceToken: extra.deviceToken } : {}),
  };
  // Her place in her chair's line on the wedding's day (issue 42); her times show it on any phone.
  const live = liveForPerson(data, booking, person, today);
  if (live) card.live = live;
  if (claim === 'other') return card;
  if (person.payer === 'self') {
    const share = bookingMoney(booking, settings.balanceDueDaysBefore).party.find(
      (item) => item.id === person.id,
    )?.share;
    if (share) {
      card.share = {
        totalCents: centsOf(share.total),
        paidCents: centsOf(share.paid),
        owedCents: centsOf(share.balance),
        howToPay: howToPayOf(settings),
      };
    }
  }
  // "You're next" (issue 42): the key her phone subscribes with, and whether any of her devices get it.
  if (extra.pushKey) {
    card.push = { publicKey: extra.pushKey, subscribed: partyPushCount(data, ownerOf(booking, person)) };
  }
  card.intake = person.intake ?? null;
  card.photos = data.privatePhotos
    .filter((photo) => photo.bookingId === booking.id && photo.personId === person.id && photo.kind === 'inspiration')
    .map((photo) => ({
      id: photo.id,
      url: api.party.photo.path({ photoId: photo.id }),
      width: photo.width,
      height: photo.height,
    }));
  // Her look from the trial (issue 40), once the trial is done: its photos through her own link's photo route.
  const look = isTrialDone(booking.trial, today) ? lookOf(data, booking.id, person.id, partyPhotoUrl, true) : null;
  if (look) card.look = look;
  return card;
}
