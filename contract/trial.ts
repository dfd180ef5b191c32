import * as v from 'valibot';
import { isCalendarDate, longDate } from './calendar-day.ts';
import { minutesToTwelveHour, parseTimeToMinutes } from './clock-time.ts';
import { text } from './fields.ts';

// A booking's trial: the run-through before the wedding, on a day of its own, at her studio or at an address. It
// is an event of its own on her calendar and in her calendar feed ("Trial: {client}"), she is reminded of it the day
// before, and the client's ready-written "Trial reminder" says when, where and what to bring.

export const TRIAL_PLACES = ['studio', 'address'] as const;
export type TrialPlace = (typeof TRIAL_PLACES)[number];

/** A booking's trial as stored and answered (Booking.trial; null when there is none). */
export interface Trial {
  /** YYYY-MM-DD, a Sacramento calendar date. */
  date: string;
  /** 'h:mm AM', as the schedule shows times (what she types is read and written this way). */
  time: string;
  /** Her studio, or an address of its own. */
  place: TrialPlace;
  /** '' for her studio. */
  address: string;
}

/** What the client brings to her trial: the "Trial reminder" asks for each. */
export const TRIAL_BRING_LINE = 'Please come with a clean face, and bring a photo of your dress and your earrings.';

/**
 * The body of PUT /api/admin/bookings/:id/trial, each message naming its field (`date`, `time`, `place`,
 * `address`). The time is read as she types it ("10am", "14:30") and kept as the schedule writes it ("10:00 AM");
 * an address is required, and kept, only when the place is one.
 */
export const trialInput = v.pipe(
  v.object({
    // Left out reads as empty, so the message is the field's own ("Trial date is required").
    date: v.pipe(
      v.optional(v.string('Trial date must be a date (YYYY-MM-DD)'), ''),
      v.trim(),
      v.nonEmpty('Trial date is required'),
      v.check(isCalendarDate, 'Trial date must be a real date (YYYY-MM-DD)'),
    ),
    time: v.pipe(
      v.optional(v.string('Trial time must be a time such as 10:00 AM'), ''),
      v.trim(),
      v.nonEmpty('Trial time is required'),
      v.check((time) => parseTimeToMinutes(time) !== undefined, 'Trial time must be a time such as 10:00 AM'),
      v.transform((time) => minutesToTwelveHour(parseTimeToMinutes(time)!)),
    ),
    place: v.optional(v.picklist(TRIAL_PLACES, 'Trial place must be studio or address'), 'studio'),
    address: v.optional(text('Trial address', 300), ''),
  }),
  v.forward(
    v.check((input) => input.place !== 'address' || input.address !== '', 'Type the address of the trial'),
    ['address'],
  ),
  v.transform((input): Trial => ({ ...input, address: input.place === 'address' ? input.address : '' })),
);
export type TrialInput = v.InferInput<typeof trialInput>;

/** The trial's event on her calendar and in her feed. */
export const trialTitle = (clientName: string) => `Trial: ${clientName}`;

/**
 * Where the trial is: the address, or her studio (in her home city when she has one), as the client's text says it
 * ("my studio in Sacramento"), as her own reminder says it ("your studio…") or as her calendar's location ("Studio,
 * Sacramento").
 */
export function trialPlaceWords(
  trial: Pick<Trial, 'place' | 'address'>,
  homeCity = '',
  voice: 'my' | 'your' | 'calendar' = 'my',
): string {
  if (trial.place === 'address') return trial.address;
  const city = homeCity.trim();
  if (voice === 'calendar') return city ? `Studio, ${city}` : 'Studio';
  return `${voice} studio${city ? ` in ${city}` : ''}`;
}

/** When a trial has no length of its own: a bridal preview's two hours. */
export const DEFAULT_TRIAL_MINUTES = 120;

/**
 * How long the trial takes: the booking's own preview or trial line's minutes, else her price list's, else two hours.
 */
export function trialMinutes(
  lines: readonly { service: string; durationMinutes: number }[],
  priceList: readonly { items: readonly { name: string; durationMinutes: number }[] }[] = [],
): number {
  const isTrial = (name: string) => /preview|trial/i.test(name);
  const minutes =
    lines.find((line) => isTrial(line.service))?.durationMinutes ??
    priceList.flatMap((group) => group.items).find((item) => isTrial(item.name))?.durationMinutes;
  return minutes && minutes > 0 ? minutes : DEFAULT_TRIAL_MINUTES;
}

/** Whether the trial is done on `today` (Sacramento): from the day after its date. */
export const isTrialDone = (trial: Pick<Trial, 'date'> | null | undefined, today: string) =>
  !!trial && trial.date < today;

/** The client's ready-written "Trial reminder": the date, the time, the place and what to bring. */
export function trialReminderText(
  booking: { clientName: string; trial: Trial },
  sender: { artistName: string; homeCity?: string },
): string {
  const { trial } = booking;
  const firstName = booking.clientName.trim().split(/\s+/)[0] || booking.clientName;
  return [
    `Hi ${firstName}! A reminder of your makeup trial on ${longDate(trial.date)} at ${trial.time}, at ${trialPlaceWords(trial, sender.homeCity)}.`,
    TRIAL_BRING_LINE,
    `- ${sender.artistName}`,
  ].join('\n');
}
