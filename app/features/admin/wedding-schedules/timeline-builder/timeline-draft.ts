/**
 * The timeline builder's form as she types it, and what it becomes: the problems to show, the computed timeline, and
 * the one request that writes it as the schedule's services. Pure, so the rules are tested without a browser.
 */

import {
  MAX_SERVICES_PER_WRITE,
  type ScheduleService,
  type ScheduleServicesWrite,
} from '#contract/wedding-schedule.ts';
import { parseTimeToMinutes } from '#contract/clock-time.ts';
import {
  buildTimeline,
  DEFAULT_BUFFER_MINUTES,
  isBride,
  timelineInputProblems,
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
}

export interface TimelineDraft {
  /** As typed: "3:00 PM", "15:00". */
  readyBy: string;
  chairs: ChairNumber;
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
export function draftTimeline(draft: TimelineDraft): { problems: string[]; timeline?: Timeline } {
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
    })),
  };
  problems.push(...timelineInputProblems(input));
  const ordered = problems
    .map((problem, index) => ({ problem, index, place: formPlace(problem) }))
    .sort((a, b) => a.place - b.place || a.index - b.index)
    .map(({ problem }) => problem);
  return ordered.length > 0 ? { problems: ordered } : { problems: [], timeline: buildTimeline(input) };
}

/**
 * Adds a row at the end, or, while the bride is last by default (she has not reordered by hand), just before the
 * bride(s) at the end, so the bride stays last.
 */
export function withPersonAdded(people: readonly DraftPerson[], added: DraftPerson, brideLast: boolean): DraftPerson[] {
  let at = people.length;
  if (brideLast) while (at > 0 && isBride(people[at - 1]!.person)) at -= 1;
  return [...people.slice(0, at), added, ...people.slice(at)];
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
): ScheduleServicesWrite {
  const services = timeline.rows.map((row, index) => ({
    serviceName: row.serviceLabel,
    startTime: row.startTime,
    endTime: row.endTime,
    sortOrder: index + 1,
    person: row.person.trim(),
    chair: row.chair,
    readyBy: timeline.readyBy,
  }));
  if (mode === 'replace' && existing.length > 0) {
    return { mode: 'replace', services, scheduleStartTime: timeline.firstStart };
  }
  const firstStart = timeline.rows[0]!.startMinutes;
  const startsFirst = existing.every((service) => {
    const start = parseTimeToMinutes(service.startTime);
    return start === undefined || firstStart < start;
  });
  return { mode: 'append', services, ...(startsFirst ? { scheduleStartTime: timeline.firstStart } : {}) };
}
