/**
 * What she owes a team artist for one wedding: each face's services on the chairs the artist works, at the artist's
 * rate for each service (or her day rate instead), plus her early-start fee when she arrives before the early-start
 * time, plus her share of the tips. Pure, in whole cents (money.ts); shown on the artist's call sheet and summed on
 * the Payouts tab.
 */

import { parseTimeToMinutes, minutesToTwelveHour } from './clock-time.ts';
import { centsOf } from './money.ts';
import type { StoredPartyPerson } from './party.ts';
import type { TeamArtist } from './team.ts';
import { artistOfChair, type ScheduleService, type WeddingSchedule } from './wedding-schedule.ts';

export interface ArtistPayLine {
  personId: string;
  personName: string;
  serviceName: string;
  /** Cents: her rate for the service; 0 when she is paid a day rate or has no rate for it (see `unpriced`). */
  amount: number;
}

export interface ArtistPay {
  artistId: string;
  lines: ArtistPayLine[];
  /** Cents; set when she is paid a flat day rate instead of per service. */
  dayRate: number | null;
  /** Cents; 0 when she is not early. */
  earlyStartFee: number;
  /** Cents: her share of the shared tips plus every tip given for her alone. */
  tips: number;
  /** Cents. */
  total: number;
  /** The faces she does that morning: the people on her chairs. */
  facesDone: number;
  /** Service names on her chairs she has no rate for (paid nothing until one is set); empty with a day rate. */
  unpriced: string[];
}

/** The artist's facts pay reads (amounts in dollars, as stored). */
export type PayableArtist = Pick<TeamArtist, 'id' | 'rates' | 'dayRate' | 'earlyStartFee'>;

/** Which artist works each chair (chairs 1–4, `chairArtists[0]` = chair 1; see artistOfChair). */
export type ChairsOf = Partial<Pick<WeddingSchedule, 'chairs' | 'chairArtists'>>;

type PayService = Pick<ScheduleService, 'serviceName' | 'service' | 'person' | 'personId' | 'chair' | 'startTime'>;

/** The payments' facts tips read: a booking's Payment fits. */
interface TipPayment {
  tip: number;
  tipForArtistId?: string;
}

export interface ArtistPayInput {
  artist: PayableArtist;
  /** The wedding's schedule services, every chair. */
  services: readonly PayService[];
  schedule: ChairsOf;
  party: readonly Pick<StoredPartyPerson, 'id' | 'name'>[];
  payments: readonly TipPayment[];
  /** Her arrival (see `arrivalFor`) as the site writes times ("5:30 AM"); null when her chairs have no time. */
  arrivalTime: string | null;
  /** The Site Setting "Early start before" ("6:00 AM"). */
  earlyStartTime: string;
  /** Every artist on the wedding's chairs, the lead included: tips are shared between them by faces done. */
  allArtistIds: readonly string[];
}

/** Who a row is for: the booking's person when the builder made it, else the name typed on it. */
const faceKey = (service: PayService) => service.personId || `name:${(service.person ?? '').trim().toLowerCase()}`;

/** The services on the artist's chairs, in schedule order. */
export const servicesOfArtist = <Service extends PayService>(
  services: readonly Service[],
  schedule: ChairsOf,
  artistId: string,
): Service[] => services.filter((service) => artistOfChair(schedule, service.chair ?? 1) === artistId);

const facesOf = (services: readonly PayService[]) => new Set(services.map(faceKey)).size;

/**
 * When she must arrive: her first chair's start less the set-up minutes, as the site writes times; null when none
 * of her services has a time. A time the night before wraps round the clock ("11:30 PM") like the timeline's.
 */
export function arrivalFor(
  services: readonly PayService[],
  schedule: ChairsOf,
  artistId: string,
  setupMinutes: number,
): string | null {
  const starts = servicesOfArtist(services, schedule, artistId)
    .map((service) => parseTimeToMinutes(service.startTime))
    .filter((minutes): minutes is number => minutes !== undefined);
  if (starts.length === 0) return null;
  return minutesToTwelveHour(Math.min(...starts) - setupMinutes);
}

/**
 * Shares `pool` cents between weights exactly (largest remainder, the first in order on a tie), so the shares always
 * add up to the pool and no cent is made or lost.
 */
export function splitCents(pool: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (pool <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (pool * weight) / total);
  const shares = exact.map(Math.floor);
  let left = pool - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** True when the arrival is before the early-start time; a time that cannot be read is never early. */
export function isEarly(arrivalTime: string | null, earlyStartTime: string): boolean {
  const arrival = parseTimeToMinutes(arrivalTime);
  const early = parseTimeToMinutes(earlyStartTime);
  return arrival !== undefined && early !== undefined && arrival < early;
}

/** What the artist is owed for the wedding (see the file's comment). */
export function artistPayFor(input: ArtistPayInput): ArtistPay {
  const { artist, schedule, services } = input;
  const names = new Map(input.party.map((person) => [person.id, person.name]));
  const rates = new Map(artist.rates.map((rate) => [rate.serviceName.trim().toLowerCase(), centsOf(rate.amount)]));
  const dayRate = artist.dayRate === null ? null : centsOf(artist.dayRate);
  const hers = servicesOfArtist(services, schedule, artist.id);

  const unpriced = new Set<string>();
  const lines: ArtistPayLine[] = hers.map((row) => {
    // Her rates are by price-list service: the builder's rows name it in `service` (their `serviceName` is the line
    // on the bride's schedule, "Ana (Bridesmaid)"); a row typed by hand has only its line.
    const serviceName = row.service ?? row.serviceName;
    const rate = rates.get(serviceName.trim().toLowerCase());
    if (dayRate === null && rate === undefined) unpriced.add(serviceName);
    return {
      personId: row.personId ?? '',
      personName: (row.personId && names.get(row.personId)) || (row.person ?? ''),
      serviceName,
      amount: dayRate === null ? (rate ?? 0) : 0,
    };
  });

  const facesDone = facesOf(hers);
  const earlyStartFee =
    facesDone > 0 && isEarly(input.arrivalTime, input.earlyStartTime) ? centsOf(artist.earlyStartFee) : 0;

  // Tips for one artist go to her alone; the rest (and any naming someone not on the chairs) are shared by faces done.
  const artistIds = input.allArtistIds.includes(artist.id) ? input.allArtistIds : [...input.allArtistIds, artist.id];
  let shared = 0;
  let ownTips = 0;
  for (const payment of input.payments) {
    const tip = centsOf(payment.tip);
    const forId = payment.tipForArtistId ?? '';
    if (forId === artist.id) ownTips += tip;
    else if (forId === '' || !artistIds.includes(forId)) shared += tip;
  }
  const faces = artistIds.map((id) => facesOf(servicesOfArtist(services, schedule, id)));
  const sharedTips = splitCents(shared, faces)[artistIds.indexOf(artist.id)] ?? 0;
  const tips = ownTips + sharedTips;

  const servicesPay = lines.reduce((sum, line) => sum + line.amount, 0);
  // A day rate is for a day she works: an artist with no face on the wedding is owed nothing for it.
  const work = facesDone > 0 ? (dayRate ?? servicesPay) : 0;
  return {
    artistId: artist.id,
    lines,
    dayRate,
    earlyStartFee,
    tips,
    total: work + earlyStartFee + tips,
    facesDone,
    unpriced: [...unpriced],
  };
}
