import {
  bookingMoney,
  bookingWarnings,
  isLapsed,
  type Booking,
  type BookingAnswer,
  type BookingInput,
  type QuoteTerms,
} from '#contract/booking.ts';
import { retainerFor, type QuoteLine } from '#contract/quote.ts';
import type { ServiceItem, SiteSettings } from '#contract/site-settings.ts';
import { partyPersonOf, type StoredPartyPerson } from '#contract/party.ts';
import { HttpError } from '../errors.ts';
import type { Data } from '../store/store.ts';
import { partyLinkFacts } from '../party/party-links.ts';
import { arrivalTimeOf, autoEmailsOn, bookingEmailLines, thankYouLinkOf } from '../client-emails/client-email-facts.ts';
import { callSheetsOf } from '../team/call-sheet-links.ts';
import { roadMilesBetween, zipPlace } from './zip-places.ts';

// The price lock: a booking's quote keeps the prices, minutes, names, travel rule and retainer of the day it was
// made, so a later change to her price list never changes a quote she already sent. Only a service new to the
// booking is priced from today's list; "Use today's prices" (repriceTerms) takes everything from today's.

/** An item of her price list by its name, as the party names it. */
export function priceListItem(settings: Pick<SiteSettings, 'serviceGroups'>, name: string): ServiceItem | undefined {
  for (const group of settings.serviceGroups) {
    const item = group.items.find((candidate) => candidate.name === name);
    if (item) return item;
  }
  return undefined;
}

const notOnPriceList = (service: string, person: number, index: number) =>
  new HttpError(
    400,
    `Party member ${person + 1}: "${service}" is not a service on your price list`,
    {},
    { field: `party.${person}.services.${index}` },
  );

const fromPriceList = (settings: SiteSettings, line: Omit<QuoteLine, 'price' | 'durationMinutes'>) => {
  const item = priceListItem(settings, line.service);
  return item ? { ...line, service: item.name, price: item.price, durationMinutes: item.durationMinutes } : undefined;
};

/** The booking's party and its priced lines: one line per service of each person, in party order. */
export interface PricedParty {
  party: StoredPartyPerson[];
  lines: QuoteLine[];
}

/**
 * The people as typed, each with her id: the one the body gives (an edit keeps it), else an unclaimed person of the
 * stored party with the same name (a body in the old `{ name, service }` form keeps its people's ids), else a new
 * one. An id given twice is refused, naming the second.
 */
function peopleOf(
  input: BookingInput['party'],
  stored: readonly StoredPartyPerson[],
  newId: () => string,
): StoredPartyPerson[] {
  const claimed = new Set(input.map((person) => person.id).filter((id) => id !== ''));
  const seen = new Set<string>();
  return input.map((person, index) => {
    let id = person.id;
    if (id === '') {
      id = stored.find((old) => old.name === person.name && !claimed.has(old.id))?.id ?? newId();
      claimed.add(id);
    }
    if (seen.has(id))
      throw new HttpError(400, `Party member ${index + 1} has the id of another`, {}, { field: `party.${index}.id` });
    seen.add(id);
    // What the server keeps on her beyond what is typed (her party link, her intake) stays with her id.
    const kept = stored.find((old) => old.id === id);
    return { ...kept, ...partyPersonOf({ ...person, id }, newId) };
  });
}

/**
 * The party priced: a service the same person already had keeps its kept line's price, minutes and name (even if
 * the list has renamed or dropped it since), as does a service among the booking's kept lines for anyone; any other
 * is priced from today's list, and one not on it is refused, naming the field (`party.2.services.1`).
 */
export function priceParty(
  input: BookingInput['party'],
  settings: SiteSettings,
  stored: Pick<Booking, 'party' | 'terms'> | undefined,
  newId: () => string,
): PricedParty {
  const party = peopleOf(input, stored?.party ?? [], newId);
  const kept = stored?.terms.lines ?? [];
  const lines = party.flatMap((person, personIndex) =>
    person.services.map((service, index): QuoteLine => {
      const keptLine =
        kept.find((line) => line.personId === person.id && line.service === service) ??
        kept.find((line) => line.service === service);
      if (keptLine) return { ...keptLine, name: person.name, personId: person.id };
      const line = fromPriceList(settings, { name: person.name, service, personId: person.id });
      if (!line) throw notOnPriceList(service, personIndex, index);
      return line;
    }),
  );
  return { party, lines };
}

/**
 * The one-way miles: typed ones are kept as typed; null estimates them from the venue's ZIP and her home ZIP when
 * saved, and an estimate already kept for the same ZIP stays (so moving house does not change a sent quote). An
 * unknown ZIP, or no home ZIP, leaves them null (the answer's warnings ask for them).
 */
export function travelOf(
  input: Pick<BookingInput, 'travelMiles' | 'venueZip'>,
  settings: SiteSettings,
  existing?: Pick<Booking, 'venueZip' | 'terms'>,
): Pick<QuoteTerms, 'travelMiles' | 'travelMilesEstimated'> {
  if (input.travelMiles !== null) return { travelMiles: input.travelMiles, travelMilesEstimated: false };
  if (existing?.terms.travelMilesEstimated && existing.venueZip === input.venueZip) {
    return { travelMiles: existing.terms.travelMiles, travelMilesEstimated: true };
  }
  return estimatedTravel(input.venueZip, settings);
}

function estimatedTravel(venueZip: string, settings: SiteSettings) {
  const miles = venueZip && settings.homeZip ? roadMilesBetween(settings.homeZip, venueZip) : undefined;
  return miles === undefined
    ? { travelMiles: null, travelMilesEstimated: false }
    : { travelMiles: miles, travelMilesEstimated: true };
}

/** New terms for a booking being created: everything from today's settings. */
export function newTerms(input: BookingInput, settings: SiteSettings, today: string, lines: QuoteLine[]): QuoteTerms {
  return {
    lines,
    ...travelOf(input, settings),
    travelRule: { ...settings.travelFee },
    retainerAmount: retainerFor(input.eventType, settings),
    pricedOn: today,
  };
}

/** The terms after an edit: kept lines and rule stay; a changed event type takes today's retainer for its type. */
export function editedTerms(
  existing: Booking,
  input: BookingInput,
  settings: SiteSettings,
  lines: QuoteLine[],
): QuoteTerms {
  return {
    ...existing.terms,
    lines,
    ...travelOf(input, settings, existing),
    retainerAmount:
      input.eventType === existing.eventType ? existing.terms.retainerAmount : retainerFor(input.eventType, settings),
  };
}

/**
 * "Use today's prices": every line, the travel rule and the retainer from today's settings, and estimated miles
 * estimated again. A service no longer on her list is refused, naming it.
 */
export function repricedTerms(booking: Booking, settings: SiteSettings, today: string): QuoteTerms {
  const travel = booking.terms.travelMilesEstimated
    ? estimatedTravel(booking.venueZip, settings)
    : { travelMiles: booking.terms.travelMiles, travelMilesEstimated: false };
  return {
    lines: booking.terms.lines.map((line) => {
      const priced = fromPriceList(settings, line);
      if (priced) return priced;
      const person = booking.party.findIndex((item) => item.id === line.personId);
      const index = person === -1 ? -1 : booking.party[person]!.services.indexOf(line.service);
      throw notOnPriceList(line.service, Math.max(0, person), Math.max(0, index));
    }),
    ...travel,
    travelRule: { ...settings.travelFee },
    retainerAmount: retainerFor(booking.eventType, settings),
    pricedOn: today,
  };
}

/** The day it first became booked (the retainer is due then): kept once set. */
export const bookedOnFor = (status: Booking['status'], previous: string | null, today: string) =>
  previous ?? (status === 'booked' || status === 'completed' ? today : null);

/** The latest version of a booking's agreement that holds a signature, or null. */
const latestSignedVersion = (data: Readonly<Data>, bookingId: string) =>
  data.agreementVersions.reduce<number | null>(
    (latest, item) =>
      item.bookingId === bookingId && item.signature && item.version > (latest ?? 0) ? item.version : latest,
    null,
  );

/** What the API answers for a booking: its facts with the money, the warnings and "lapsed" worked out now. */
export function bookingAnswer(
  data: Readonly<Data>,
  booking: Booking,
  today: string,
  /** The private links' secret, for each person's party link. */
  linkSecret: string,
  /** Whether her mail is set up (her client's automatic e-mails are "off" without it); left out: it is. */
  mailOn = true,
): BookingAnswer {
  const {
    terms: _terms,
    alertsSent: _alertsSent,
    signingLink: _signingLink,
    callSheetLinks: _callSheetLinks,
    thankYouLink: _thankYouLink,
    ...stored
  } = booking;
  const settings = data.siteSettings;
  const sameDay = data.bookings.filter((other) => other.eventDate === booking.eventDate);
  const schedule = booking.scheduleId
    ? data.weddingSchedules.find((item) => item.id === booking.scheduleId)
    : undefined;
  const money = bookingMoney(booking, settings.balanceDueDaysBefore);
  return {
    ...stored,
    autoEmails: autoEmailsOn(booking),
    emails: bookingEmailLines(data, booking, today, mailOn),
    thankYou: thankYouLinkOf(linkSecret, settings.siteUrl, booking),
    arrivalTime: arrivalTimeOf(data, booking),
    pin: schedule?.pin ?? '',
    ...money,
    party: money.party.map((person, index) => ({
      ...person,
      ...partyLinkFacts(linkSecret, settings.siteUrl, booking, booking.party[index]!),
    })),
    lapsed: isLapsed(booking, today),
    // Each team artist on its chairs, with her call sheet's address (server/team/call-sheet-links.ts).
    callSheets: callSheetsOf(data, booking, linkSecret),
    signedVersion: latestSignedVersion(data, booking.id),
    warnings: bookingWarnings(
      booking,
      sameDay,
      {
        bookingsPerDay: settings.bookingsPerDay,
        zipKnown: booking.venueZip === '' || zipPlace(booking.venueZip) !== undefined,
        homeZipSet: settings.homeZip !== '',
        weddingMinimum: settings.weddingMinimum,
        serviceGroups: settings.serviceGroups,
      },
      today,
    ),
  };
}
