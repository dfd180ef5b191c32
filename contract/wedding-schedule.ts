import * as v from 'valibot';
import type { ClientAgreement } from './agreement.ts';
import type { LiveMorningView } from './live-morning.ts';
import { isCalendarDate } from './calendar-day.ts';
import type { QuoteLine } from './quote.ts';
import { CHAIR_NUMBERS, CHAIRS_MESSAGE, MAX_CHAIRS, type ChairNumber } from './chairs.ts';
import { optionalText, requiredText, sortOrder, text, type Stored } from './fields.ts';
import { artistId, LEAD_ARTIST_ID } from './team.ts';

export const PIN_LENGTH_MESSAGE = 'Invalid PIN, PIN must be exactly 4 or 6 digits long';
export const PIN_DIGITS_MESSAGE = 'Invalid PIN, PIN must contain only numbers';

/** The owner's rule for a schedule PIN, with the spec's two messages in the spec's order. */
export const schedulePin = v.pipe(
  v.string(PIN_LENGTH_MESSAGE),
  v.trim(),
  v.check((pin) => pin.length === 4 || pin.length === 6, PIN_LENGTH_MESSAGE),
  v.regex(/^\d+$/, PIN_DIGITS_MESSAGE),
);

/** What a client may type: 4 to 6 characters, as the spec's client check allows. */
export const isPlausiblePin = (pin: string) => /^\d{4,6}$/.test(pin);

/** Accepts YYYY-MM-DD or a full ISO timestamp (its time part is dropped) and keeps the calendar date. */
export const calendarDate = v.pipe(
  v.string('Wedding date is required'),
  v.trim(),
  v.nonEmpty('Wedding date is required'),
  v.transform((value) => value.slice(0, 10)),
  v.check(isCalendarDate, 'Wedding date must be a real date (YYYY-MM-DD)'),
);

/**
 * How many chairs work side by side (1 to 4: she and up to three artists of her team) and which artist works each
 * (`chairArtists[0]` is chair 1's: an artist's id, LEAD_ARTIST_ID for her). Left out, a write keeps what is stored;
 * schedules stored before chairs were kept have one chair, hers (see chairsOf and artistOfChair). Which ids are on
 * her team is checked by the server, which knows the team.
 */
export const scheduleChairs = {
  chairs: v.optional(v.picklist(CHAIR_NUMBERS, CHAIRS_MESSAGE)),
  chairArtists: v.optional(
    v.pipe(v.array(artistId, 'Chair artists must be a list'), v.maxLength(MAX_CHAIRS, `At most ${MAX_CHAIRS} chairs`)),
  ),
};

export const weddingScheduleInput = v.object({
  clientName: requiredText('Client name', 120),
  pin: schedulePin,
  weddingDate: calendarDate,
  startTime: optionalText('Start time', 40),
  venueName: optionalText('Location', 200),
  venueAddress: optionalText('Address', 300),
  contactPhone: optionalText('Contact phone', 40),
  manualTotal: optionalText('Manual total', 40),
  isActive: v.optional(v.boolean('Active must be true or false'), true),
});
export type WeddingScheduleInput = v.InferOutput<typeof weddingScheduleInput>;

/**
 * What the server keeps on a schedule beside the owner's input: the token version, never taken from a client, and
 * the chairs (scheduleChairs), taken from the builder's write or scheduleChairsInput and checked against her team.
 */
export const scheduleServerFields = v.object({
  /**
   * The version the phones' device tokens are made under: deactivating the schedule or changing its PIN advances
   * it, which ends every token made before for good. Missing on schedules stored before it existed: 0.
   */
  tokenVersion: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  ...scheduleChairs,
});

/** The chairs part of a schedule's POST or PUT body (the form's fields are weddingScheduleInput). */
export const scheduleChairsInput = v.object(scheduleChairs);
export type WeddingSchedule = WeddingScheduleInput & Stored & v.InferOutput<typeof scheduleServerFields>;

/** The chairs of a schedule: 1 on one stored before chairs were kept. */
export const chairsOf = (schedule: Partial<Pick<WeddingSchedule, 'chairs'>>): ChairNumber => schedule.chairs ?? 1;

/**
 * Who works a chair of the schedule: the artist's id set for it, else hers (LEAD_ARTIST_ID): chair 1 is hers by
 * default, and a chair no one was chosen for is too (as contract/artist-pay.ts reads it).
 */
export function artistOfChair(schedule: Partial<Pick<WeddingSchedule, 'chairArtists'>>, chair: number): string {
  return schedule.chairArtists?.[chair - 1] || LEAD_ARTIST_ID;
}

/** The chairs (1-based) an artist works on the schedule, in order. */
export function chairsOfArtist(
  schedule: Partial<Pick<WeddingSchedule, 'chairs' | 'chairArtists'>>,
  artist: string,
): number[] {
  return Array.from({ length: chairsOf(schedule) }, (_, index) => index + 1).filter(
    (chair) => artistOfChair(schedule, chair) === artist,
  );
}

/** What every service has, and what a bulk update (a shift, its undo) may change. */
const scheduleServiceTimes = {
  serviceName: requiredText('Service name', 200),
  startTime: optionalText('Start time', 40),
  endTime: optionalText('End time', 40),
  sortOrder,
};

/**
 * The timeline builder's facts about a service, which a typed service leaves out (as do services stored before
 * they existed): who sits in the chair, on which chair when two artists work side by side, and the time she must be
 * ready by, as typed ("3:00 PM"), so a later shift can say when it eats the buffer. Kept per service because two
 * timelines appended to one schedule can have different ready-by times.
 */
export const scheduleServicePlacement = {
  person: v.optional(text('Person', 80)),
  /**
   * The booking's person (PartyPerson.id) the row is for, when the builder made it from a booking's party: her name
   * changed in the booking changes here, and the builder knows who is in the timeline and who is not yet.
   */
  personId: v.optional(text('Person id', 100)),
  chair: v.optional(v.picklist(CHAIR_NUMBERS, 'Chair must be 1 to 4')),
  /**
   * The price-list service the row is ("Bridesmaid Hair"): `serviceName` is the line on her schedule ("Maya"), so
   * her team's pay (contract/artist-pay.ts) and the call sheets read the service from here. Absent on typed services
   * and on rows built before it.
   */
  service: v.optional(text('Service', 200)),
  readyBy: v.optional(text('Ready by', 40)),
};

export const scheduleServiceInput = v.object({ ...scheduleServiceTimes, ...scheduleServicePlacement });
export type ScheduleServiceInput = v.InferOutput<typeof scheduleServiceInput>;
export type ScheduleService = ScheduleServiceInput & Stored & { scheduleId: string };

/** The most services one write of a schedule's list may carry: a wedding morning has a dozen at most. */
export const MAX_SERVICES_PER_WRITE = 60;

const serviceList = <Item extends v.GenericSchema>(item: Item) =>
  v.pipe(
    v.array(item, 'Services must be a list'),
    v.minLength(1, 'Send at least one service'),
    v.maxLength(MAX_SERVICES_PER_WRITE, `Send at most ${MAX_SERVICES_PER_WRITE} services at a time`),
  );

/** Left out, the schedule's own start time stays as it is. */
const scheduleStartTime = v.optional(text('Start time', 40));

/**
 * Several services of one schedule written in a single store update, so a failure leaves nothing half-written:
 * - `replace`: the schedule's services become exactly these (the timeline builder's "Replace");
 * - `append`: these go after the existing ones, each sortOrder counted on from the highest existing one (1 = next);
 * - `update`: these existing services (by id) take the times, names and order sent, keeping their ids so the
 *   bride's page marks them as moved (a "running late" shift, and its undo), and keeping their person, personId and
 *   chair.
 * `scheduleStartTime`, when sent, becomes the schedule's start time in the same update.
 */
export const scheduleServicesWrite = v.variant(
  'mode',
  [
    v.object({
      mode: v.picklist(['replace', 'append']),
      services: serviceList(scheduleServiceInput),
      scheduleStartTime,
      // The builder's chairs and who works each, written with the services in the same update.
      ...scheduleChairs,
    }),
    v.object({
      mode: v.literal('update'),
      services: serviceList(
        v.object({
          id: v.pipe(
            v.string('Service id must be text'),
            v.nonEmpty('Service id is required'),
            v.maxLength(100, 'Service id is too long'),
          ),
          ...scheduleServiceTimes,
        }),
      ),
      scheduleStartTime,
    }),
  ],
  'Mode must be replace, append or update',
);
export type ScheduleServicesWrite = v.InferOutput<typeof scheduleServicesWrite>;

/** The answer to a services write: the schedule and its whole list of services as stored now, in order. */
export interface ScheduleServicesWritten {
  schedule: WeddingSchedule;
  services: ScheduleService[];
}

/** The bride's part of her booking, on her PIN page: never the artist's notes or the client's e-mail. */
export interface ClientBooking {
  lines: QuoteLine[];
  total: number;
  paid: number;
  balance: number;
  balanceDueDate: string;
  paymentInstructions: string;
  paymentLink: string;
  /** When everyone must be ready, as she typed it ("3:00 PM"); '' when not set, absent in copies saved before it. */
  readyBy?: string;
  /**
   * The people of her party who pay for themselves: each one's name and whether her share is paid, never her
   * amounts (the lines, total, paid and balance above are the client's own share). Absent in copies saved before it.
   */
  selfPaying?: { name: string; paid: boolean }[];
}

/**
 * The bride's view: the spec's two parts, plus her booking's money and agreement when the schedule belongs to a
 * booking (null otherwise; absent in copies saved on phones before bookings existed). The PIN is never in it.
 */
export interface ClientSchedule {
  booking?: ClientBooking | null;
  /**
   * Each person of the wedding booking's party, for "Send {name} her link" and "details done" / "not yet": her
   * name, her link's address and whether she sent her details, nothing else. `id` is a key for the list
   * (`person-1`, in party order), not her record's id. Absent without a wedding booking.
   */
  party?: { id: string; name: string; detailsDone: boolean; link: string }[];
  agreement?: ClientAgreement | null;
  schedule: Pick<
    WeddingSchedule,
    'clientName' | 'contactPhone' | 'weddingDate' | 'startTime' | 'venueName' | 'venueAddress' | 'manualTotal'
  >;
  /** On the wedding's day only (issue 42): the morning as it runs, from the chair board's taps. */
  live?: LiveMorningView;
  /**
   * `person` and `chair` only on services the timeline builder made; `artist`, the first name of the artist on the
   * service's chair, only on a morning with more than one chair ("with Dana").
   */
  services: (Pick<
    ScheduleService,
    'id' | 'serviceName' | 'startTime' | 'endTime' | 'sortOrder' | 'person' | 'chair'
  > & {
    artist?: string;
  })[];
}

export const verifyPinInput = v.object({
  pin: v.pipe(v.string('PIN must be 4 or 6 digits long'), v.trim()),
  pageName: v.optional(v.string(), 'wedding-schedule'),
});
