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
import type { ClientBooking } from '#contract/wedding-schedule.ts';
import { HttpError } from '../errors.ts';
import type { Data } from '../store/store.ts';
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

const notOnPriceList = (service: string, index: number) =>
  new HttpError(
    400,
    `Party member ${index + 1}: "${service}" is not a service on your price list`,
    {},
    { field: `party.${index}.service` },
  );

const fromPriceList = (settings: SiteSettings, name: string, service: string, index: number): QuoteLine => {
  const item = priceListItem(settings, service);
  if (!item) throw notOnPriceList(service, index);
  return { name, service: item.name, price: item.price, durationMinutes: item.durationMinutes };
};

/**
 * The party priced: a member whose service is already among the booking's kept lines keeps that line's price,
 * minutes and name (even if the list has renamed or dropped it since); any other is priced from today's list, and
 * one not on it is refused, naming the field (`party.3.service`).
 */
export function priceParty(
  party: BookingInput['party'],
  settings: SiteSettings,
  kept: readonly QuoteLine[],
): QuoteLine[] {
  return party.map((member, index) => {
    const keptLine = kept.find((line) => line.service === member.service);
    if (keptLine) return { ...keptLine, name: member.name };
    return fromPriceList(settings, member.name, member.service, index);
  });
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
export function newTerms(input: BookingInput, settings: SiteSettings, today: string): QuoteTerms {
  return {
    lines: priceParty(input.party, settings, []),
    ...travelOf(input, settings),
    travelRule: { ...settings.travelFee },
    retainerAmount: retainerFor(input.eventType, settings),
    pricedOn: today,
  };
}

/** The terms after an edit: kept lines and rule stay; a changed event type takes today's retainer for its type. */
export function editedTerms(existing: Booking, input: BookingInput, settings: SiteSettings): QuoteTerms {
  return {
    ...existing.terms,
    lines: priceParty(input.party, settings, existing.terms.lines),
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
    lines: booking.terms.lines.map((line, index) => fromPriceList(settings, line.name, line.service, index)),
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
export function bookingAnswer(data: Readonly<Data>, booking: Booking, today: string): BookingAnswer {
  const { terms, alertsSent: _alertsSent, signingLink: _signingLink, ...stored } = booking;
  const settings = data.siteSettings;
  const sameDay = data.bookings.filter((other) => other.eventDate === booking.eventDate);
  const schedule = booking.scheduleId
    ? data.weddingSchedules.find((item) => item.id === booking.scheduleId)
    : undefined;
  return {
    ...stored,
    party: terms.lines.map(({ name, service }) => ({ name, service })),
    pin: schedule?.pin ?? '',
    ...bookingMoney(booking, settings.balanceDueDaysBefore),
    lapsed: isLapsed(booking, today),
    signedVersion: latestSignedVersion(data, booking.id),
    warnings: bookingWarnings(
      booking,
      sameDay,
      {
        bookingsPerDay: settings.bookingsPerDay,
        zipKnown: booking.venueZip === '' || zipPlace(booking.venueZip) !== undefined,
        homeZipSet: settings.homeZip !== '',
        weddingMinimum: settings.weddingMinimum,
      },
      today,
    ),
  };
}

/** The bride's part of the booking that owns her schedule, or null: never her notes or the client's e-mail. */
export function clientBookingOf(data: Readonly<Data>, scheduleId: string): ClientBooking | null {
  const booking = data.bookings.find((item) => item.scheduleId === scheduleId);
  if (!booking) return null;
  const settings = data.siteSettings;
  const money = bookingMoney(booking, settings.balanceDueDaysBefore);
  return {
    lines: money.quote.lines,
    total: money.quote.total,
    paid: money.paid,
    balance: money.balance,
    balanceDueDate: money.balanceDueDate,
    paymentInstructions: settings.paymentInstructions,
    paymentLink: settings.paymentLink,
    readyBy: booking.readyBy.trim(),
  };
}
