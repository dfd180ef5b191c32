import type { Booking } from '#contract/booking.ts';
import type { PartyPerson } from '#contract/party.ts';
import { scheduleLine } from '#contract/schedule-line.ts';
import type { WeddingSchedule, WeddingScheduleInput } from '#contract/wedding-schedule.ts';
import { HttpError } from '../errors.ts';
import type { Data } from '../store/store.ts';

// A wedding booking owns its schedule (the bride's PIN page). The facts both show, the client's name, the date and
// the venue, are one fact written to both in the same store update, whichever side is edited: the booking's form
// (writeBookingToSchedule) or the spec's schedule API (writeScheduleToBooking). The schedule's rules for PINs and
// device tokens live here too, so both sides apply the same ones.

export const PIN_TAKEN_MESSAGE = 'That PIN is already used by another wedding schedule; please choose a different PIN';

/** 409 when another schedule already has this PIN; `field` names it for a form that shows it beside the input. */
export function assertPinFree(data: Readonly<Data>, pin: string, exceptId?: string, field?: string) {
  if (data.weddingSchedules.some((schedule) => schedule.pin === pin && schedule.id !== exceptId)) {
    throw new HttpError(409, PIN_TAKEN_MESSAGE, {}, field ? { field } : {});
  }
}

/**
 * The version tokens are made with once `existing` is edited into `next`: advanced when the edit must end every
 * token made before (deactivation, a new PIN); any other edit (a date, a venue) leaves saved phones refreshing.
 */
export function nextTokenVersion(existing: WeddingSchedule, next: Pick<WeddingScheduleInput, 'isActive' | 'pin'>) {
  const version = existing.tokenVersion ?? 0;
  return (existing.isActive && !next.isActive) || existing.pin !== next.pin ? version + 1 : version;
}

/** The shared facts as the booking has them, in the schedule's names. */
const scheduleFactsOf = (booking: Pick<Booking, 'clientName' | 'eventDate' | 'venueName' | 'venueAddress'>) => ({
  clientName: booking.clientName,
  weddingDate: booking.eventDate,
  venueName: booking.venueName,
  venueAddress: booking.venueAddress,
});

/**
 * A schedule row's line once its person is renamed: the line her old name made with one of her services
 * (scheduleLine) made again with the new one; else, when the line begins with her old name, that part replaced
 * ("Bride (Airbrush)" typed by hand); else left as it is (the artist wrote something of her own).
 */
function renamedLine(line: string, oldName: string, person: Pick<PartyPerson, 'name' | 'services'>): string {
  for (const service of person.services) {
    if (scheduleLine(oldName, service) === line) return scheduleLine(person.name, service);
  }
  return oldName && line.startsWith(oldName) ? `${person.name}${line.slice(oldName.length)}` : line;
}

/**
 * The booking's people's names on its schedule's rows (those the timeline builder made for a person, by
 * `personId`): one fact, as the client's name is. Rows of people no longer in the party are left for the builder to
 * mark. Call inside the store update that saves the booking.
 */
export function writePartyToSchedule(data: Data, booking: Pick<Booking, 'scheduleId' | 'party'>): void {
  if (!booking.scheduleId) return;
  const people = new Map(booking.party.map((person) => [person.id, person]));
  data.scheduleServices = data.scheduleServices.map((service) => {
    if (service.scheduleId !== booking.scheduleId || !service.personId) return service;
    const person = people.get(service.personId);
    const oldName = service.person ?? '';
    if (!person || person.name === oldName) return service;
    return { ...service, person: person.name, serviceName: renamedLine(service.serviceName, oldName, person) };
  });
}

/**
 * Writes the booking's name, date and venue to its schedule, its people's names to the schedule's rows
 * (writePartyToSchedule), and `pin` when one is given and differs (409 when
 * another schedule has it; a new PIN ends the phones' old tokens, as a PIN change through the schedule API does).
 * Call inside the store update that saves the booking.
 */
export function writeBookingToSchedule(data: Data, booking: Booking, pin: string): void {
  if (!booking.scheduleId) return;
  const index = data.weddingSchedules.findIndex((schedule) => schedule.id === booking.scheduleId);
  if (index === -1) return;
  const existing = data.weddingSchedules[index]!;
  const nextPin = pin === '' ? existing.pin : pin;
  if (nextPin !== existing.pin) assertPinFree(data, nextPin, existing.id, 'pin');
  data.weddingSchedules[index] = {
    ...existing,
    ...scheduleFactsOf(booking),
    pin: nextPin,
    tokenVersion: nextTokenVersion(existing, { isActive: existing.isActive, pin: nextPin }),
  };
  writePartyToSchedule(data, booking);
}

/**
 * A new schedule for a wedding booking, made from its facts: active, with her own phone as the day-of contact
 * (she changes it on the schedule). Call inside the store update that saves the booking.
 */
export function newScheduleFor(
  data: Data,
  booking: Booking,
  pin: string,
  id: string,
  createdAt: string,
): WeddingSchedule {
  assertPinFree(data, pin, undefined, 'pin');
  const schedule: WeddingSchedule = {
    ...scheduleFactsOf(booking),
    pin,
    startTime: '',
    contactPhone: data.siteSettings.phone,
    manualTotal: '',
    isActive: true,
    id,
    createdAt,
  };
  data.weddingSchedules.push(schedule);
  return schedule;
}

/**
 * The spec's schedule API edited a schedule: its name, date and venue reach the booking that owns it. Call inside
 * the same store update.
 */
export function writeScheduleToBooking(data: Data, schedule: WeddingSchedule, updatedAt: string): void {
  const index = data.bookings.findIndex((booking) => booking.scheduleId === schedule.id);
  if (index === -1) return;
  const booking = data.bookings[index]!;
  data.bookings[index] = {
    ...booking,
    clientName: schedule.clientName,
    eventDate: schedule.weddingDate,
    venueName: schedule.venueName,
    venueAddress: schedule.venueAddress,
    updatedAt,
  };
}

/** A schedule deleted through the spec's API leaves its booking without one. Call inside the same update. */
export function forgetSchedule(data: Data, scheduleId: string): void {
  const index = data.bookings.findIndex((booking) => booking.scheduleId === scheduleId);
  if (index !== -1) data.bookings[index] = { ...data.bookings[index]!, scheduleId: null };
}

/** Deletes a schedule and its services. Call inside a store update. */
export function deleteSchedule(data: Data, scheduleId: string): void {
  data.weddingSchedules = data.weddingSchedules.filter((schedule) => schedule.id !== scheduleId);
  data.scheduleServices = data.scheduleServices.filter((service) => service.scheduleId !== scheduleId);
  forgetSchedule(data, scheduleId);
}

/** The booking that owns a schedule, if any. */
export const bookingOfSchedule = (data: Readonly<Data>, scheduleId: string) =>
  data.bookings.find((booking) => booking.scheduleId === scheduleId);
