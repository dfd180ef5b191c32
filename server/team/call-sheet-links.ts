import type { Context } from 'koa';
import type { Booking } from '#contract/booking.ts';
import { addCalendarDays, sacramentoDate } from '#contract/calendar-day.ts';
import { linkExpiredMessage } from '#contract/messages.ts';
import { pathOf } from '#contract/routes.ts';
import { LEAD_ARTIST_ID, type TeamMember } from '#contract/team.ts';
import { chairsOfArtist, type WeddingSchedule } from '#contract/wedding-schedule.ts';
import { HttpError } from '../errors.ts';
import { linkAddress, linkToken, PrivateLinks, type LinkRule, type LinkState } from '../links/private-links.ts';
import type { RouteDeps } from '../routes/context.ts';
import type { Data } from '../store/store.ts';
import { memberOf, teamArtistsOnChairs } from './chair-artists.ts';

// Each team artist on a wedding has her own call-sheet link, by the rule of server/links/private-links.ts:
// - kind 'call-sheet', id `${bookingId}:${artistId}`;
// - an artist with no link stored on the booking has version 1 (issued when the booking was made): every artist on
//   a chair has a link at once, and nothing is written until the artist makes a new one (`callSheetLinks`);
// - it opens while she works a chair of the wedding's schedule and until the wedding day is over: taken off the
//   chairs, or the day after, it answers 410 and her phone deletes its copy.

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/** What a call-sheet link opens: the booking, the artist and the chairs she works (1-based, in order). */
export interface OpenedCallSheet {
  booking: Booking;
  artist: TeamMember;
  chairs: number[];
}

export const callSheetLinkId = (bookingId: string, artistId: string) => `${bookingId}:${artistId}`;

export const callSheetLinkStateOf = (booking: Booking, artistId: string): LinkState =>
  booking.callSheetLinks?.[artistId] ?? { version: 1, issuedAt: booking.createdAt };

export const scheduleOfBooking = (data: Readonly<Data>, booking: Pick<Booking, 'scheduleId'>) =>
  booking.scheduleId ? data.weddingSchedules.find((item) => item.id === booking.scheduleId) : undefined;

/** The rule: a wedding booking with a schedule, and a team artist (not the lead) still on her team. */
export const callSheetRule = (
  data: Readonly<Data>,
): LinkRule<{ booking: Booking; artist: TeamMember; schedule: WeddingSchedule }> => ({
  kind: 'call-sheet',
  find: (id) => {
    const split = id.indexOf(':');
    if (split === -1) return undefined;
    const booking = data.bookings.find((item) => item.id === id.slice(0, split));
    const artistId = id.slice(split + 1);
    if (!booking || booking.eventType !== 'wedding' || artistId === LEAD_ARTIST_ID) return undefined;
    const schedule = scheduleOfBooking(data, booking);
    const artist = memberOf(data, artistId);
    if (!schedule || !artist) return undefined;
    return { record: { booking, artist, schedule }, link: callSheetLinkStateOf(booking, artistId) };
  },
});

/** Her call sheet's full address (`https://…/call-sheet#<token>`), from her site address. */
export function callSheetAddress(secret: string, siteUrl: string, booking: Booking, artistId: string): string {
  const state = callSheetLinkStateOf(booking, artistId);
  return linkAddress(
    siteUrl,
    pathOf('callSheet'),
    linkToken(secret, 'call-sheet', callSheetLinkId(booking.id, artistId), state.version),
  );
}

/** What the booking answer says of its call sheets: each team artist on its chairs, with her link's address. */
export function callSheetsOf(data: Readonly<Data>, booking: Booking, secret: string) {
  const schedule = booking.eventType === 'wedding' ? scheduleOfBooking(data, booking) : undefined;
  if (!schedule) return [];
  return teamArtistsOnChairs(data, schedule).map((artist) => ({
    artistId: artist.id,
    name: artist.name,
    phone: artist.phone,
    link: callSheetAddress(secret, data.siteSettings.siteUrl, booking, artist.id),
  }));
}

/** The sentence for a link whose artist is no longer on the wedding's chairs. */
export const offTheChairsMessage = (lead: string) =>
  `You are no longer on this wedding's chairs. Ask ${lead} if that is a mistake`;

/**
 * The call sheet the request's `x-link-token` opens, by the private-link rule: 404 (a guess, counted) for a token
 * that opens nothing, 429 past the guess budget, 410 when replaced, once the wedding day is over, or when she no
 * longer works a chair of it. Sets the no-store and noindex headers whatever it answers. C's progress taps use it.
 */
export function openCallSheet(
  ctx: Context,
  { store, secrets, limits, clock }: Pick<RouteDeps, 'store' | 'secrets' | 'limits' | 'clock'>,
): OpenedCallSheet {
  const lead = () => store.data.siteSettings.artistName;
  const links = new PrivateLinks(secrets, limits.linkGuesses, clock, lead);
  const { booking, artist, schedule } = links.open(ctx, callSheetRule(store.data));
  const today = sacramentoDate(new Date(clock()));
  if (today > addCalendarDays(booking.eventDate, 0)) throw new HttpError(410, linkExpiredMessage(lead()), NO_STORE);
  const chairs = chairsOfArtist(schedule, artist.id);
  if (chairs.length === 0) throw new HttpError(410, offTheChairsMessage(lead()), NO_STORE);
  return { booking, artist, chairs };
}
