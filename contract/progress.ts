import * as v from 'valibot';
import { isCalendarDate } from './calendar-day.ts';
import type { PreviousTimes } from './shift-services.ts';

// The live morning (issue 42): a Start or Done tapped on a phone for one service of a wedding's schedule, and Undo of
// the last tap. Taps are kept as they came (the history); the state of each service is read from them.

export const PROGRESS_STEPS = ['start', 'done', 'undo'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/** How far ahead of the server's clock a tap's moment may be: a phone's clock a little fast, never a planned tap. */
export const MAX_TAP_AHEAD_MS = 2 * 60_000;
export const TAP_AHEAD_MESSAGE = 'The tap’s time is ahead of the clock: check the time on this phone';
export const TAP_NOT_TODAY_MESSAGE = 'Taps are only for the wedding’s day';

/** ISO 8601 with seconds and its offset (`2026-06-20T09:40:00-07:00`, `…Z`): the phone's moment, never a bare clock. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const id = (label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.nonEmpty(`${label} is required`),
    v.maxLength(100, `${label} is too long`),
    v.regex(/^[A-Za-z0-9_-]+$/, `${label} may hold only letters, digits, - and _`),
  );

export const progressTapInput = v.object({
  serviceId: id('Service id'),
  step: v.picklist(PROGRESS_STEPS, 'Step must be start, done or undo'),
  at: v.pipe(
    v.string('The tap’s time must be text'),
    v.regex(ISO_WITH_OFFSET, 'The tap’s time must be an ISO 8601 time with its offset'),
    v.check(
      (value) => isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)),
      'The tap’s time must be a real time',
    ),
  ),
  tapId: id('Tap id'),
});
export type ProgressTapInput = v.InferOutput<typeof progressTapInput>;

/** A tap as kept: what was sent, who sent it, when it arrived, and what it moved (so its Undo moves it back). */
export interface ProgressTap extends ProgressTapInput {
  /** The record's own id, as every stored list has one (the tapId is the phone's, unique per schedule). */
  id: string;
  /** As every stored record: when it arrived (the same moment as `receivedAt`). */
  createdAt: string;
  scheduleId: string;
  /** 'lead', or the team artist's id for a tap from her call sheet. */
  by: string;
  receivedAt: string;
  /** The times a late Done moved, as they were before it; an Undo of it puts them back. */
  shift?: { previous: PreviousTimes[]; minutes: number };
  /** The line said when it was taken ("Bride now 2:05 PM (+10 min); ready-by 2:30 PM holds."). */
  line: string;
  /** Set on the tap that first ran a chair past ready-by: she is alerted once a wedding. */
  readyByAlert?: boolean;
  /** The party people (their ids) this tap made next in a chair and sent "You're next": once a person a wedding. */
  nextPushed?: string[];
}

/** A service's state read from its taps. */
export type ServiceProgress =
  { state: 'waiting' } | { state: 'in-chair'; since: string } | { state: 'done'; at: string; startedAt?: string };

/**
 * Each service's state from the taps, read in the order of their moments (`at`; then arrival): a Start puts her in
 * the chair, a Done marks her finished, an Undo takes back the last of the two still standing. Two phones tapping
 * the same person: the later moment stands, both are kept.
 */
export function progressOf(taps: readonly ProgressTap[]): Map<string, ServiceProgress> {
  const stacks = new Map<string, ProgressTap[]>();
  for (const tap of orderedTaps(taps)) {
    const stack = stacks.get(tap.serviceId) ?? [];
    if (tap.step === 'undo') stack.pop();
    else stack.push(tap);
    stacks.set(tap.serviceId, stack);
  }
  const states = new Map<string, ServiceProgress>();
  for (const [serviceId, stack] of stacks) {
    const top = stack.at(-1);
    const started = stack.findLast((tap) => tap.step === 'start');
    states.set(
      serviceId,
      !top
        ? { state: 'waiting' }
        : top.step === 'start'
          ? { state: 'in-chair', since: top.at }
          : { state: 'done', at: top.at, ...(started ? { startedAt: started.at } : {}) },
    );
  }
  return states;
}

/** Taps by their moment, then by arrival: a copy. */
export const orderedTaps = (taps: readonly ProgressTap[]) =>
  [...taps].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.receivedAt.localeCompare(b.receivedAt));

/** The tap an Undo of `serviceId` takes back now: the latest Start or Done still standing. */
export function tapUndoneBy(taps: readonly ProgressTap[], serviceId: string): ProgressTap | undefined {
  const stack: ProgressTap[] = [];
  for (const tap of orderedTaps(taps)) {
    if (tap.serviceId !== serviceId) continue;
    if (tap.step === 'undo') stack.pop();
    else stack.push(tap);
  }
  return stack.at(-1);
}

/** Minutes after midnight in Sacramento of a moment (the schedule's times are hers). */
export function sacramentoMinutes(at: Date): number {
  // Built on first use (see calendar-day.ts's sacramentoDate): the public pages load this module as they start.
  sacramentoClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = sacramentoClock.formatToParts(at);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0) % 24;
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}
let sacramentoClock: Intl.DateTimeFormat | undefined;

/** The answer to a tap and to the history: every tap of the schedule (oldest first), the services as they are now. */
export interface ProgressAnswer {
  /** The line of what the tap did; for the history, the last tap's. */
  line: string;
  /** True when the tap's id was seen before: nothing changed. */
  repeated?: boolean;
  taps: ProgressTap[];
  progress: Record<string, ServiceProgress>;
  /** The schedule's services as now re-timed, in schedule order, for the chair board. */
  services: BoardService[];
  /** Each person of the booking with a phone, for "Text {name}: you're next" (E.164 or as typed). */
  phones: { personId: string; name: string; phone: string }[];
}

export interface BoardService {
  id: string;
  serviceName: string;
  startTime: string;
  endTime: string;
  sortOrder: number;
  person?: string;
  personId?: string;
  chair?: number;
  readyBy?: string;
}
