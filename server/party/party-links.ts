import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Booking } from '#contract/booking.ts';
import { PARTY_DEVICE_HEADER } from '#contract/party-link.ts';
import type { PartyLinkState, StoredPartyPerson } from '#contract/party.ts';
import { pathOf } from '#contract/routes.ts';
import { linkAddress, linkToken, sameText, type LinkRule, type LinkState } from '../links/private-links.ts';
import type { Data } from '../store/store.ts';

// Each person of a wedding booking has her own private link, by the rule of server/links/private-links.ts:
// - kind 'party', id `${bookingId}:${personId}` (a person's id alone is unique only with her booking's for bookings
//   upgraded from one line per person, so both are named, and the record is found without a search of every party);
// - a person with no `partyLink` stored has version 1: every person has a link from the moment she is in the party,
//   and nothing is written until a phone claims it or the artist makes a new one;
// - the first phone that opens it claims it: a random device token is answered once and only its sha-256 is kept on
//   the person (`partyLink.deviceHash`); release clears it.

/** A person's link, as the rule finds it. */
export interface OpenedPerson {
  booking: Booking;
  person: StoredPartyPerson;
}

/** The link id of one person of one booking. */
export const partyLinkId = (bookingId: string, personId: string) => `${bookingId}:${personId}`;

/** Her link's state: the stored one, or version 1 (issued when she joined the party) before anything was stored. */
export const partyLinkStateOf = (booking: Booking, person: StoredPartyPerson): PartyLinkState =>
  person.partyLink ?? { version: 1, issuedAt: booking.createdAt };

/** Only wedding bookings have party links (a special event has no party page). */
export const hasPartyLinks = (booking: Pick<Booking, 'eventType'>) => booking.eventType === 'wedding';

/** The party link's rule: the booking and the person its id names; links do not expire (the day is their end). */
export const partyRule = (data: Readonly<Data>): LinkRule<OpenedPerson> => ({
  kind: 'party',
  find: (id) => {
    const split = id.indexOf(':');
    if (split === -1) return undefined;
    const booking = data.bookings.find((item) => item.id === id.slice(0, split));
    if (!booking || !hasPartyLinks(booking)) return undefined;
    const person = booking.party.find((item) => item.id === id.slice(split + 1));
    if (!person) return undefined;
    const link: LinkState = partyLinkStateOf(booking, person);
    return { record: { booking, person }, link };
  },
});

/** Her link's full address (`https://…/party#<token>`), from her site address. */
export function partyLinkAddress(secret: string, siteUrl: string, booking: Booking, person: StoredPartyPerson): string {
  const state = partyLinkStateOf(booking, person);
  return linkAddress(
    siteUrl,
    pathOf('party'),
    linkToken(secret, 'party', partyLinkId(booking.id, person.id), state.version),
  );
}

/** What the booking answer says of each person's link. */
export const partyLinkFacts = (secret: string, siteUrl: string, booking: Booking, person: StoredPartyPerson) => ({
  intakeDone: Boolean(person.intake),
  link: hasPartyLinks(booking) ? partyLinkAddress(secret, siteUrl, booking, person) : '',
  claimed: Boolean(person.partyLink?.deviceHash),
});

export const deviceHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new device token: 32 random bytes, base64url. */
export const newDeviceToken = () => randomBytes(32).toString('base64url');

/** Longer than any device token this server makes. */
const MAX_DEVICE_TOKEN = 100;

/**
 * Which phone is asking: 'mine' when its device token is the one that claimed the link, 'unclaimed' when no phone
 * holds it yet (this request may claim it), 'other' for any other phone.
 */
export function phoneOf(ctx: Context, person: StoredPartyPerson): 'mine' | 'unclaimed' | 'other' {
  const hash = person.partyLink?.deviceHash;
  if (!hash) return 'unclaimed';
  const sent = ctx.get(PARTY_DEVICE_HEADER);
  if (sent === '' || sent.length > MAX_DEVICE_TOKEN) return 'other';
  return sameText(deviceHashOf(sent), hash) ? 'mine' : 'other';
}

/**
 * The bride's page's party list: each person's name, her link and whether she sent her details, nothing else (her
 * answers, photos and money are hers alone). Undefined when the schedule belongs to no wedding booking.
 */
export function partyLinksOf(
  data: Readonly<Data>,
  scheduleId: string,
  secret: string,
): { id: string; name: string; detailsDone: boolean; link: string }[] | undefined {
  const booking = data.bookings.find((item) => item.scheduleId === scheduleId);
  if (!booking || !hasPartyLinks(booking)) return undefined;
  return booking.party.map((person, index) => ({
    // A key for the list, not her id: the bride's page names no one's records (booking-shares.test.ts).
    id: `person-${index + 1}`,
    name: person.name,
    detailsDone: Boolean(person.intake),
    link: partyLinkAddress(secret, data.siteSettings.siteUrl, booking, person),
  }));
}
