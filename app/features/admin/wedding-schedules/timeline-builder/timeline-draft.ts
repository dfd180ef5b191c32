/**
 * The timeline builder's form as she types it, and what it becomes: the problems to show, the computed timeline, and
 * the one request that writes it as the schedule's services. Pure, so the rules are tested without a browser.
 */

import {
  MAX_SERVICES_PER_WRITE,
  type ScheduleService,
  type ScheduleServicesWrite,
} from '#contract/wedding-schedule.ts';
import { MINUTES_PER_DAY, parseTimeToMinutes } from '#contract/clock-time.ts';
import type { PartyPerson } from '#contract/party.ts';
import { scheduleLine } from '#contract/schedule-line.ts';
import {
  buildTimeline,
  DEFAULT_BUFFER_MINUTES,
  orderBrideLast,
  timelineInputProblems,
  twoChairsConflict,
  twoChairsMessage,
  usualOrder,
  type ChairNumber,
  type Timeline,
} from '#contract/back-timing.ts';

/** One row of "Who is in the chair", as typed. */
export interface DraftPerson {
  /** Stays with the row when rows are reordered (React's key, focus after a move). */
  key: number;
  /** A name or a role: "Bride", "Bridesmaid 1". */
  person: string;
  /** A service from her price list; blank until chosen. */
  serviceName: string;
  /** The minutes field's text: the service's duration when chosen, then whatever she types. */
  minutes: string;
  /** The booking's person the row is for, when it came from the booking's party. */
  personId?: string;
}

export interface TimelineDraft {
  /** As typed: "3:00 PM", "15:00". */
  readyBy: string;
  chairs: ChairNumber;
  /** Who works each chair (index 0 = chair 1): a team artist's id, LEAD_ARTIST_ID for her; left out, all hers. */
  chairArtists?: readonly string[];
  /** The buffer field's text. */
  buffer: string;
  /** In the order they sit. */
  people: readonly DraftPerson[];
}

/** The most rows the builder takes: what one write of a schedule's services may carry. */
export const MAX_PEOPLE = MAX_SERVICES_PER_WRITE;

export const blankDraft = (): TimelineDraft => ({
  readyBy: '',
  chairs: 1,
  buffer: String(DEFAULT_BUFFER_MINUTES),
  people: [],
});

/** "Row 2 (Bridesmaid 1)", the way buildTimeline's own messages name a row. */
const rowName = (person: DraftPerson, index: number) =>
  person.person.trim() ? `Row ${index + 1} (${person.person.trim()})` : `Row ${index + 1}`;

/** Where a problem's field is on the form, so the list reads top to bottom: ready by, the other settings, each row. */
function formPlace(problem: string): number {
  const row = /^Row (\d+)\b/.exec(problem);
  if (row) return 100 + Number(row[1]);
  return /ready[- ]by/i.test(problem) ? 0 : 1;
}

/**
 * Everything to fix before the timeline can be built, worded for her, or the timeline. A blank field gets its own
 * message here (buildTimeline would read it as 0), and a row needs a name and a service so the schedule's line
 * reads "Bridesmaid 1"; every other rule is buildTimeline's own.
 */
export function draftTimeline(
  draft: TimelineDraft,
  /** The bride goes last (her rows in their order) while she has not reordered by hand: see orderBrideLast. */
  brideLast = false,
): { problems: string[]; timeline?: Timeline } {
  const problems: string[] = [];
  if (!draft.buffer.trim()) problems.push('Enter the buffer in minutes (0 for none)');
  draft.people.forEach((person, index) => {
    if (!person.person.trim()) problems.push(`${rowName(person, index)}: enter a name or a role, such as Bridesmaid 1`);
    if (!person.serviceName.trim()) problems.push(`${rowName(person, index)}: choose a service`);
    if (!person.minutes.trim()) problems.push(`${rowName(person, index)}: enter the minutes in the chair`);
  });
  if (draft.people.length > MAX_PEOPLE) problems.push(`A timeline can hold at most ${MAX_PEOPLE} people`);

  const input = {
    readyBy: draft.readyBy,
    chairs: draft.chairs,
    // A blank is reported above; anything else typed goes to buildTimeline, whose messages name the value.
    bufferMinutes: draft.buffer.trim() ? Number(draft.buffer) : DEFAULT_BUFFER_MINUTES,
    people: draft.people.map((person) => ({
      person: person.person.trim(),
      serviceName: person.serviceName.trim(),
      durationMinutes: person.minutes.trim() ? Number(person.minutes) : 1,
      ...(person.personId ? { personId: person.personId } : {}),
    })),
  };
  // Problems name the rows as she sees them; the times come from the order they will sit in.
  problems.push(...timelineInputProblems(input));
  const ordered = problems
    .map((problem, index) => ({ problem, index, place: formPlace(problem) }))
    .sort((a, b) => a.place - b.place || a.index - b.index)
    .map(({ problem }) => problem);
  if (ordered.length > 0) return { problems: ordered };
  return {
    problems: [],
    timeline: buildTimeline(brideLast ? { ...input, people: orderBrideLast(input.people) } : input),
  };
}

/**
 * Adds rows at the end of the list, just above the Add person button she tapped: where she is looking. While the
 * bride is last by default, the timeline still puts her last (draftTimeline), and Preview moves her row there.
 */
export function withPersonAdded(people: readonly DraftPerson[], ...added: DraftPerson[]): DraftPerson[] {
  return [...people, ...added];
}

/** The row at `index` swapped with its neighbour above (-1) or below (+1); the same list when it cannot move. */
export function withPersonMoved(people: readonly DraftPerson[], index: number, step: -1 | 1): DraftPerson[] {
  const other = index + step;
  if (index < 0 || index >= people.length || other < 0 || other >= people.length) return [...people];
  const moved = [...people];
  [moved[index], moved[other]] = [moved[other]!, moved[index]!];
  return moved;
}

/**
 * The request that writes the timeline as the schedule's services ("Bride", "8:15 AM", in chronological order from
 * 1, each with its person, chair and the ready-by time), for PUT /api/admin/wedding-schedules/:id/services.
 *
 * - replace: the existing services go; the schedule's start time becomes the first chair's start.
 * - append: the new services go after the existing ones; the start time follows the first chair only when the new
 *   morning starts before every existing service whose time can be read (it is then the first chair of the day).
 *   With no existing services there is nothing to replace, and append is sent: should a service have been added
 *   elsewhere meanwhile, it is kept rather than deleted unseen.
 */
export function timelineWrite(
  timeline: Timeline,
  mode: 'replace' | 'append',
  existing: readonly Pick<ScheduleService, 'startTime'>[],
  /** The morning's chairs and who works each, written with the services (the schedule keeps them). */
  staffing?: { chairs: ChairNumber; chairArtists: readonly string[] },
): ScheduleServicesWrite {
  const chairs = staffing
    ? { chairs: staffing.chairs, chairArtists: staffing.chairArtists.slice(0, staffing.chairs) }
    : {};
  const services = timeline.rows.map((row, index) => ({
    serviceName: row.serviceLabel,
    startTime: row.startTime,
    endTime: row.endTime,
    sortOrder: index + 1,
    person: row.person.trim(),
    ...(row.personId ? { personId: row.personId } : {}),
    chair: row.chair,
    service: row.serviceName,
    readyBy: timeline.readyBy,
  }));
  if (mode === 'replace' && existing.length > 0) {
    return { mode: 'replace', services, scheduleStartTime: timeline.firstStart, ...chairs };
  }
  const firstStart = timeline.rows[0]!.startMinutes;
  const startsFirst = existing.every((service) => {
    const start = parseTimeToMinutes(service.startTime);
    return start === undefined || firstStart < start;
  });
  return { mode: 'append', services, ...(startsFirst ? { scheduleStartTime: timeline.firstStart } : {}), ...chairs };
}

/** A person of the booking's party, as the builder needs her. */
export type BookedPerson = Pick<PartyPerson, 'id' | 'name' | 'services'>;

/** A service's minutes in the chair from her price list, or undefined for one no longer in it. */
export type DurationOf = (serviceName: string) => number | undefined;

/** One row for each of her services, in the order booked, each with its minutes from the price list. */
export function rowsFor(person: BookedPerson, durationOf: DurationOf, newKey: () => number): DraftPerson[] {
  return person.services.map((serviceName) => {
    const minutes = durationOf(serviceName);
    return {
      key: newKey(),
      person: person.name,
      serviceName,
      minutes: minutes === undefined ? '' : String(minutes),
      personId: person.id,
    };
  });
}

/**
 * What the builder of a booking's schedule starts with when nothing was built yet: one row for each service of each
 * person of the party, in her usual order (usualOrder: the bride's makeup last, each person's makeup before her
 * hair), and ready by as the booking has it. Nothing to retype.
 */
export function draftFromBooking(
  booking: { readyBy: string; party: readonly BookedPerson[] },
  durationOf: DurationOf,
  newKey: () => number,
): TimelineDraft {
  return {
    ...blankDraft(),
    readyBy: booking.readyBy,
    people: usualOrder(booking.party.flatMap((person) => rowsFor(person, durationOf, newKey))),
  };
}

/** The builder's facts of a stored service: her person, chair and ready-by (services she typed have none). */
type BuiltService = Pick<ScheduleService, 'serviceName' | 'startTime' | 'endTime' | 'sortOrder'> &
  Partial<Pick<ScheduleService, 'person' | 'personId' | 'chair' | 'readyBy'>>;

/**
 * The draft the builder made before, from the schedule's services it wrote (those with a person), so reopening it
 * never starts blank over saved work: each row's service found again from its line (the booked person's services,
 * else her price list), its minutes from its times, one chair or two, ready by and the buffer as they were. The
 * rows are in the order that builds the same times again (by end, the first chair last on a tie). Undefined when
 * the builder made none of them.
 */
export function draftFromServices(
  services: readonly BuiltService[],
  choices: { party: readonly BookedPerson[]; priceList: readonly string[] },
  newKey: () => number,
): TimelineDraft | undefined {
  const built = services.filter((service) => service.person !== undefined);
  if (built.length === 0) return undefined;
  const span = (service: BuiltService) => {
    const start = parseTimeToMinutes(service.startTime);
    const end = parseTimeToMinutes(service.endTime);
    if (start === undefined || end === undefined) return undefined;
    return { start, end: end < start ? end + MINUTES_PER_DAY : end };
  };
  const readyBy = built.find((service) => service.readyBy)?.readyBy ?? '';
  const ends = built.flatMap((service) => span(service)?.end ?? []);
  const readyMinutes = parseTimeToMinutes(readyBy);
  const buffer =
    readyMinutes !== undefined && ends.length > 0 && readyMinutes - Math.max(...ends) >= 0
      ? readyMinutes - Math.max(...ends)
      : DEFAULT_BUFFER_MINUTES;
  const ordered = [...built].sort(
    (a, b) => (span(a)?.end ?? 0) - (span(b)?.end ?? 0) || (b.chair ?? 1) - (a.chair ?? 1) || a.sortOrder - b.sortOrder,
  );
  return {
    readyBy,
    chairs: Math.max(1, ...built.map((service) => service.chair ?? 1)) as ChairNumber,
    buffer: String(buffer),
    people: ordered.map((service) => {
      const person = service.person!;
      const booked = choices.party.find((candidate) => candidate.id === service.personId)?.services ?? [];
      const serviceName =
        [...booked, ...choices.priceList].find((name) => scheduleLine(person, name) === service.serviceName) ??
        service.serviceName;
      const times = span(service);
      return {
        key: newKey(),
        person,
        serviceName,
        minutes: times ? String(times.end - times.start) : '',
        ...(service.personId ? { personId: service.personId } : {}),
      };
    }),
  };
}

/**
 * The booking's people the rows leave out ("not in the timeline yet", added later in the booking), and the rows'
 * people no longer in the booking (by id: marked, never dropped unseen).
 */
export function partyChanges(
  party: readonly BookedPerson[],
  people: readonly Pick<DraftPerson, 'personId'>[],
): { missing: BookedPerson[]; gone: Set<string> } {
  const inRows = new Set(people.flatMap((person) => (person.personId ? [person.personId] : [])));
  const booked = new Set(party.map((person) => person.id));
  return {
    missing: party.filter((person) => !inRows.has(person.id)),
    gone: new Set([...inRows].filter((id) => !booked.has(id))),
  };
}

/**
 * The sentence naming a person the new timeline would put in two chairs at once, counting the services kept beside
 * it (adding after them, her rows already there), or undefined. The builder's own times never overlap one person's
 * services (buildTimeline), so this is about the services kept.
 */
export function twoChairsProblem(
  timeline: Timeline,
  kept: readonly Pick<ScheduleService, 'serviceName' | 'startTime' | 'endTime' | 'person' | 'personId'>[],
): string | undefined {
  const conflict = twoChairsConflict([
    ...kept.map((service) => ({
      person: service.person ?? '',
      personId: service.personId,
      label: service.serviceName,
      startMinutes: parseTimeToMinutes(service.startTime),
      endMinutes: parseTimeToMinutes(service.endTime),
    })),
    ...timeline.rows.map((row) => ({ ...row, label: row.serviceLabel })),
  ]);
  return conflict && twoChairsMessage(conflict);
}
