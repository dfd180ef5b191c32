/**
 * The wedding-morning timeline, built backwards the way artists plan it: everyone ready by a time, minus a buffer,
 * then each person in the chair for her service's length, on one to four chairs side by side. Pure.
 */

import { MINUTES_PER_DAY, minutesToTwelveHour, parseTimeToMinutes } from './clock-time.ts';
import { isBride, personKey, CHAIR_NUMBERS, CHAIRS_MESSAGE, type ChairNumber } from './chairs.ts';
import { scheduleLine } from './schedule-line.ts';

// Who is the bride, whose row is whose, and how many chairs: small enough for the visitors' pages, so they live
// apart (contract/chairs.ts); the back-timing below is the dashboard's.
export { CHAIR_NUMBERS, CHAIRS_MESSAGE, isBride, MAX_CHAIRS, personKey, type ChairNumber } from './chairs.ts';

export const DEFAULT_BUFFER_MINUTES = 15;

/** A start earlier than this is unusual enough that the artist should confirm it before sending the schedule. */
const EARLY_START_MINUTES = 5 * 60;

/** Chairs side by side: she and up to three artists of her team (contract/team.ts). */

export interface TimelinePerson {
  /** A name or a role: "Bride", "Bridesmaid 1", "Mother of the Bride". */
  person: string;
  serviceName: string;
  durationMinutes: number;
  /** The booking's person this row is for; rows of one person never overlap (see buildTimeline). */
  personId?: string;
}

export interface TimelineInput {
  /** A time as typed: "3:00 PM", "15:00", "3pm". */
  readyBy: string;
  chairs: ChairNumber;
  /** Minutes between the last person finishing and readyBy; DEFAULT_BUFFER_MINUTES when left out. */
  bufferMinutes?: number;
  /** In the order they will sit, last person last (see orderBrideLast). */
  people: readonly TimelinePerson[];
}

export interface TimelineRow {
  person: string;
  serviceName: string;
  /** As given in TimelinePerson. */
  personId?: string;
  chair: ChairNumber;
  /** Minutes after midnight on the wedding day; negative when the morning begins the day before. */
  startMinutes: number;
  endMinutes: number;
  /** "12:30 PM", the site's display format. */
  startTime: string;
  endTime: string;
  /** The line on her schedule (see scheduleLine): "Bride", "Maria (Mother of the Bride)". */
  serviceLabel: string;
}

export interface Timeline {
  /** In chronological order of start, chair 1 first when two people start together. */
  rows: TimelineRow[];
  /** When the first chair to start begins: the schedule's start time. */
  firstStart: string;
  /** readyBy minus the buffer: when the last person is finished. */
  doneBy: string;
  /** The ready-by time as she typed it, trimmed: kept with the services so a later shift can warn against it. */
  readyBy: string;
  /** Things to look at that do not stop the timeline being built (a very early start). */
  warnings: string[];
}

/**
 * Input the builder cannot work from. `problems` lists every one, worded for the artist, so a form can show them
 * all at once; `message` joins them.
 */
export class TimelineInputError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(problems.join('; '));
    this.name = 'TimelineInputError';
    this.problems = problems;
  }
}

/**
 * The default order: everyone as typed, then the bride (her look must be freshest). Two brides both go last, in
 * the order typed. Returns a new list; the builder itself never reorders, so the artist's own order wins after this.
 */
export function orderBrideLast<Person extends Pick<TimelinePerson, 'person'>>(people: readonly Person[]): Person[] {
  return [...people.filter((row) => !isBride(row.person)), ...people.filter((row) => isBride(row.person))];
}

/** A hair service of her price list ("Bridal Hair", "Bridesmaid Hair", "Half-up / Touch-up style"). */
export const isHairService = (serviceName: string) => /\bhair\b|\bhalf[\s-]?up\b|\bupdo\b/i.test(serviceName);

/**
 * The artist's usual order of a morning, from the party as booked (each person with her services in the order
 * typed): everyone but the bride in the order given, each person's makeup before her hair, then the bride(s), whose
 * hair goes first so that her makeup is the last thing done (her look freshest). A person's rows stay together.
 * Returns a new list.
 */
export function usualOrder<Row extends Pick<TimelinePerson, 'person' | 'serviceName' | 'personId'>>(
  rows: readonly Row[],
): Row[] {
  const people = new Map<string, Row[]>();
  rows.forEach((row, index) => {
    const key = personKey(row) ?? `row:${index}`;
    people.set(key, [...(people.get(key) ?? []), row]);
  });
  const ordered = [...people.values()].map((services) => {
    const hair = services.filter((row) => isHairService(row.serviceName));
    const rest = services.filter((row) => !isHairService(row.serviceName));
    return isBride(services[0]!.person) ? [...hair, ...rest] : [...rest, ...hair];
  });
  return orderBrideLast(ordered.map((services) => ({ person: services[0]!.person, services }))).flatMap(
    (person) => person.services,
  );
}

/** Two services of one person that overlap in time: she cannot be in two chairs at once. */
export interface TwoChairsConflict {
  person: string;
  /** The one that starts first (or is first in the list on a tie), and the one that overlaps it. */
  first: { label: string; startMinutes: number; endMinutes: number };
  second: { label: string; startMinutes: number; endMinutes: number };
}

/**
 * The first pair of services of one person (by personKey) whose times overlap, or undefined. Services without a
 * person, or whose times are unknown, are left out. Touching ends ("9:00 – 10:00" then "10:00 – 10:45") are fine.
 */
export function twoChairsConflict(
  rows: readonly {
    person: string;
    personId?: string;
    label: string;
    startMinutes: number | undefined;
    endMinutes: number | undefined;
  }[],
): TwoChairsConflict | undefined {
  const timed = rows
    .flatMap((row) => {
      const key = personKey(row);
      if (key === undefined || row.startMinutes === undefined || row.endMinutes === undefined) return [];
      // An end before its start runs past midnight.
      const end = row.endMinutes < row.startMinutes ? row.endMinutes + MINUTES_PER_DAY : row.endMinutes;
      return [{ key, person: row.person.trim(), label: row.label, startMinutes: row.startMinutes, endMinutes: end }];
    })
    .sort((a, b) => a.startMinutes - b.startMinutes);
  for (const [index, first] of timed.entries()) {
    const second = timed
      .slice(index + 1)
      .find((other) => other.key === first.key && other.startMinutes < first.endMinutes);
    if (second) {
      const part = ({ label, startMinutes, endMinutes }: typeof first) => ({ label, startMinutes, endMinutes });
      return { person: first.person, first: part(first), second: part(second) };
    }
  }
  return undefined;
}

/** "Anna can't be in two chairs at once: Anna (Bridal Hair) 1:15 PM – 2:00 PM overlaps Anna, 1:45 PM – 2:45 PM." */
export function twoChairsMessage(conflict: TwoChairsConflict): string {
  const when = (part: TwoChairsConflict['first']) =>
    `${part.label} (${minutesToTwelveHour(part.startMinutes)} – ${minutesToTwelveHour(part.endMinutes)})`;
  return `${conflict.person} can't be in two chairs at once: ${when(conflict.first)} overlaps ${when(conflict.second)}`;
}

function labelFor(row: Pick<TimelinePerson, 'person' | 'serviceName'>): string {
  return [row.person.trim(), row.serviceName.trim()].filter(Boolean).join(': ');
}

/** Everything wrong with the input, worded for the artist; empty when buildTimeline can run. */
export function timelineInputProblems(input: TimelineInput): string[] {
  const problems: string[] = [];
  if (!input.readyBy.trim()) {
    problems.push('Enter the time everyone must be ready by');
  } else if (parseTimeToMinutes(input.readyBy) === undefined) {
    problems.push(`Ready-by time "${input.readyBy.trim()}" is not a time; write it like 3:00 PM or 15:00`);
  }
  if (!(CHAIR_NUMBERS as readonly number[]).includes(input.chairs)) problems.push(CHAIRS_MESSAGE);
  const buffer = input.bufferMinutes ?? DEFAULT_BUFFER_MINUTES;
  if (!Number.isInteger(buffer) || buffer < 0) {
    problems.push(`The buffer must be a whole number of minutes, 0 or more (got ${buffer})`);
  }
  if (input.people.length === 0) problems.push('Add at least one person');
  input.people.forEach((row, index) => {
    if (!Number.isInteger(row.durationMinutes) || row.durationMinutes <= 0) {
      const who = labelFor(row);
      problems.push(
        `Row ${index + 1}${who ? ` (${who})` : ''}: the time in the chair must be a whole number of minutes above 0 (got ${row.durationMinutes})`,
      );
    }
  });
  return problems;
}

function earlyStartWarning(firstStartMinutes: number): string | undefined {
  const time = minutesToTwelveHour(firstStartMinutes);
  if (firstStartMinutes < 0) {
    const daysBefore = Math.ceil(-firstStartMinutes / MINUTES_PER_DAY);
    const when = daysBefore === 1 ? 'the day before the wedding' : `${daysBefore} days before the wedding`;
    return `The first person starts at ${time} ${when}`;
  }
  if (firstStartMinutes < EARLY_START_MINUTES) {
    return `The first person starts at ${time}, before ${minutesToTwelveHour(EARLY_START_MINUTES)}`;
  }
  return undefined;
}

/**
 * Back-times the morning from readyBy, in the order given (call orderBrideLast first for the default order).
 *
 * Everyone is done by readyBy minus the buffer. With one chair each person ends when the next one starts. With
 * more, the last person in the list finishes at that time on chair 1, and each earlier person goes on whichever
 * chair is free latest (the chair whose earliest booked start is latest; chair 1 on a tie), ending when that
 * chair's next appointment starts, or, when sooner, when the same person's next service begins (she is never in two
 * chairs at once). A morning that starts before 5:00 AM, or the day before, is still built, with a
 * warning.
 *
 * Throws TimelineInputError, listing every problem, when readyBy is not a time, there is no one to place, a
 * duration is not a positive whole number of minutes, the buffer is negative or fractional, or chairs is not 1 to 4.
 * Call timelineInputProblems first to show the problems without catching.
 */
export function buildTimeline(input: TimelineInput): Timeline {
  const problems = timelineInputProblems(input);
  if (problems.length > 0) throw new TimelineInputError(problems);

  const readyBy = parseTimeToMinutes(input.readyBy)!;
  const doneBy = readyBy - (input.bufferMinutes ?? DEFAULT_BUFFER_MINUTES);
  // The earliest booked start on each chair; a chair with nothing booked yet is free until doneBy.
  const bookedFrom: number[] = Array.from({ length: input.chairs }, () => doneBy);
  // When each person's next service (already placed: the list is worked backwards) begins: she is in one chair at
  // a time, so her earlier service ends by then.
  const personFrom = new Map<string, number>();

  const rows: TimelineRow[] = [];
  for (let index = input.people.length - 1; index >= 0; index -= 1) {
    const row = input.people[index]!;
    const key = personKey(row);
    const herNext = key === undefined ? undefined : personFrom.get(key);
    const endOn = (chair: number) => Math.min(bookedFrom[chair]!, herNext ?? Infinity);
    let chairIndex = 0;
    bookedFrom.forEach((_, candidate) => {
      if (endOn(candidate) > endOn(chairIndex)) chairIndex = candidate;
    });
    const endMinutes = endOn(chairIndex);
    const startMinutes = endMinutes - row.durationMinutes;
    bookedFrom[chairIndex] = startMinutes;
    if (key) personFrom.set(key, startMinutes);
    rows.push({
      person: row.person,
      serviceName: row.serviceName,
      ...(row.personId ? { personId: row.personId } : {}),
      chair: (chairIndex + 1) as ChairNumber,
      startMinutes,
      endMinutes,
      startTime: minutesToTwelveHour(startMinutes),
      endTime: minutesToTwelveHour(endMinutes),
      serviceLabel: scheduleLine(row.person, row.serviceName),
    });
  }
  rows.sort((a, b) => a.startMinutes - b.startMinutes || a.chair - b.chair);

  const firstStartMinutes = rows[0]!.startMinutes;
  const warning = earlyStartWarning(firstStartMinutes);
  return {
    rows,
    firstStart: minutesToTwelveHour(firstStartMinutes),
    doneBy: minutesToTwelveHour(doneBy),
    readyBy: input.readyBy.trim(),
    warnings: warning ? [warning] : [],
  };
}
