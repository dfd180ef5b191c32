import * as v from 'valibot';
import type { ClientAgreement } from './agreement.ts';
import { isCalendarDate } from './calendar-day.ts';
import type { QuoteLine } from './quote.ts';
import { optionalText, requiredText, sortOrder, text, type Stored } from './fields.ts';

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

/** What the server keeps on a schedule beside the owner's input; never taken from a client. */
export const scheduleServerFields = v.object({
  /**
   * The version the phones' device tokens are made under: deactivating the schedule or changing its PIN advances
   * it, which ends every token made before for good. Missing on schedules stored before it existed: 0.
   */
  tokenVersion: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type WeddingSchedule = WeddingScheduleInput & Stored & v.InferOutput<typeof scheduleServerFields>;

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
  chair: v.optional(v.picklist([1, 2], 'Chair must be 1 or 2')),
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
  /** `person` and `chair` only on services the timeline builder made. */
  services: Pick<ScheduleService, 'id' | 'serviceName' | 'startTime' | 'endTime' | 'sortOrder' | 'person' | 'chair'>[];
}

export const verifyPinInput = v.object({
  pin: v.pipe(v.string('PIN must be 4 or 6 digits long'), v.trim()),
  pageName: v.optional(v.string(), 'wedding-schedule'),
});
