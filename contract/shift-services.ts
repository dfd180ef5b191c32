import type { ScheduleService, ScheduleServicesWrite, WeddingSchedule } from './wedding-schedule.ts';
import { parseTimeToMinutes, shiftClockTime } from './clock-time.ts';
import { personKey, twoChairsConflict, twoChairsMessage } from './back-timing.ts';

/** What a "running late" shift reads and writes; stored services carry more, and keep it. */
export type ShiftableService = Pick<ScheduleService, 'id' | 'serviceName' | 'startTime' | 'endTime' | 'sortOrder'> &
  Partial<Pick<ScheduleService, 'chair' | 'readyBy' | 'person' | 'personId'>>;

/**
 * Which services a shift moves from the chosen one on: all of them, or on a two-chair morning only those on the
 * chosen service's chair (the other artist is not late). A service without a chair is on no chair.
 */
export type ShiftScope = 'everyone' | 'chair';

/** A time the shift could not read, so it was left as typed; the dashboard names these for the artist to fix. */
export interface UnreadableTime {
  id: string;
  serviceName: string;
  field: 'startTime' | 'endTime';
  value: string;
}

export interface ShiftResult<Service> {
  /** Every service, in the order given; the ones before the chosen service are the same objects. */
  services: Service[];
  /** Services with at least one time moved. */
  movedCount: number;
  unreadable: UnreadableTime[];
}

/**
 * "Running late by N minutes": every service from the chosen one onward, in schedule order (sortOrder, then list
 * order for equal sortOrders, as the schedule page shows them), has its start and end moved by `minutes` (negative
 * to pull the day earlier), each written back the way it was typed. Blank times stay blank. Times that are not
 * readable ("after the ceremony") are left as typed and listed in `unreadable`; a service whose start moved but
 * whose end could not be read still counts as moved. With scope 'chair', only the chosen service's chair moves (all
 * of them when the chosen service has no chair), and with it each moved person's later services, even on the other
 * chair (her hair after her makeup), and that chair's services after those: a person is in one chair at a time.
 *
 * Throws when `fromId` is not in the list or `minutes` is not a whole number: both mean the caller's state is wrong,
 * and shifting the wrong services on the wedding day would be worse than stopping.
 */
export function shiftServices<Service extends ShiftableService>(
  services: readonly Service[],
  fromId: string,
  minutes: number,
  scope: ShiftScope = 'everyone',
): ShiftResult<Service> {
  if (!Number.isInteger(minutes)) throw new RangeError(`A shift must be a whole number of minutes (got ${minutes})`);
  // Array.prototype.sort is stable, so equal sortOrders keep their list order.
  const inScheduleOrder = [...services].sort((a, b) => a.sortOrder - b.sortOrder);
  const fromPosition = inScheduleOrder.findIndex((service) => service.id === fromId);
  if (fromPosition === -1) throw new Error(`No service with id "${fromId}" in this schedule`);
  const from = inScheduleOrder[fromPosition]!;
  const toShift = new Set(
    inScheduleOrder
      .slice(fromPosition)
      .filter((service) => scope === 'everyone' || from.chair === undefined || service.chair === from.chair),
  );
  // Whatever moves takes along its person's later services and, on their chair, whoever sits after them.
  const queue = [...toShift];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const moved = next;
    const key = personKey({ person: moved.person ?? '', personId: moved.personId });
    inScheduleOrder.slice(inScheduleOrder.indexOf(moved) + 1).forEach((later) => {
      const hers = key !== undefined && personKey({ person: later.person ?? '', personId: later.personId }) === key;
      const sameChair = moved.chair !== undefined && later.chair === moved.chair;
      if ((hers || sameChair) && !toShift.has(later)) {
        toShift.add(later);
        queue.push(later);
      }
    });
  }

  let movedCount = 0;
  const unreadable: UnreadableTime[] = [];
  const shifted = services.map((service) => {
    if (!toShift.has(service)) return service;
    let anyMoved = false;
    const shiftField = (field: UnreadableTime['field']) => {
      const value = service[field];
      if (!value.trim()) return value;
      const next = shiftClockTime(value, minutes);
      if (next === undefined) {
        unreadable.push({ id: service.id, serviceName: service.serviceName, field, value });
        return value;
      }
      anyMoved = true;
      return next;
    };
    const moved = { ...service, startTime: shiftField('startTime'), endTime: shiftField('endTime') };
    if (anyMoved) movedCount += 1;
    return moved;
  });
  return { services: shifted, movedCount, unreadable };
}

/** A service's times before a shift, to put back on Undo. */
export interface PreviousTimes {
  id: string;
  startTime: string;
  endTime: string;
}

export type ServicesUpdate = Extract<ScheduleServicesWrite, { mode: 'update' }>;

export interface ShiftPlan {
  /** The one request that applies the shift; undefined when no time could move. */
  write?: ServicesUpdate;
  /** The moved services' times before the shift. */
  previous: PreviousTimes[];
  /** The schedule's start time before the shift, when the shift moves it too. */
  previousScheduleStart?: string;
  movedCount: number;
  unreadable: UnreadableTime[];
  /** Moved services that would now finish at or after their person's ready-by time: the buffer is gone. */
  overruns: ReadyByOverrun[];
  /**
   * Set when the shift would put a person in two chairs at once (her hair moved earlier onto her makeup): the
   * sentence naming her, and no `write`: the shift is refused.
   */
  refusal?: string;
}

/** A service a shift makes finish at or after the ready-by time the timeline builder stored with it. */
export interface ReadyByOverrun {
  serviceName: string;
  /** The new end, as it will be written. */
  endTime: string;
  readyBy: string;
  /** True when it ends exactly at ready-by: no time left, but not late. */
  atReadyBy: boolean;
}

const byScheduleOrder = <Service extends ShiftableService>(services: readonly Service[]) =>
  [...services].sort((a, b) => a.sortOrder - b.sortOrder);

const updateOf = ({ id, serviceName, startTime, endTime, sortOrder }: ShiftableService) => ({
  id,
  serviceName,
  startTime,
  endTime,
  sortOrder,
});

/**
 * "Shift times" in Manage Services: shiftServices, as the request that writes only the services that moved, and the
 * moved services that would now finish at or after their ready-by time (a warning: she may still want it). The
 * schedule's start time follows the first chair: when the shift moves the first service and the schedule started
 * when that service did, the schedule's start moves by the same minutes, written the way it was typed.
 */
export function planShift(
  services: readonly ShiftableService[],
  schedule: Pick<WeddingSchedule, 'startTime'>,
  fromId: string,
  minutes: number,
  scope: ShiftScope = 'everyone',
): ShiftPlan {
  const result = shiftServices(services, fromId, minutes, scope);
  const moved = result.services.filter((service, index) => {
    const before = services[index]!;
    return service.startTime !== before.startTime || service.endTime !== before.endTime;
  });
  const previous = services
    .filter((service) => moved.some((changed) => changed.id === service.id))
    .map(({ id, startTime, endTime }) => ({ id, startTime, endTime }));

  const first = byScheduleOrder(services)[0];
  const scheduleStart = parseTimeToMinutes(schedule.startTime);
  const startFollows =
    first !== undefined &&
    moved.some((service) => service.id === first.id) &&
    scheduleStart !== undefined &&
    scheduleStart === parseTimeToMinutes(first.startTime);
  const scheduleStartTime = startFollows ? shiftClockTime(schedule.startTime, minutes) : undefined;
  const refusal = newConflict(services, result.services);

  return {
    ...(refusal ? { refusal } : {}),
    write:
      moved.length > 0 && !refusal
        ? { mode: 'update', services: moved.map(updateOf), ...(scheduleStartTime ? { scheduleStartTime } : {}) }
        : undefined,
    previous,
    previousScheduleStart: scheduleStartTime ? schedule.startTime : undefined,
    movedCount: result.movedCount,
    unreadable: result.unreadable,
    overruns: moved.flatMap((service) => {
      const end = parseTimeToMinutes(service.endTime);
      const readyBy = parseTimeToMinutes(service.readyBy);
      if (end === undefined || readyBy === undefined || end < readyBy) return [];
      return [
        {
          serviceName: service.serviceName,
          endTime: service.endTime,
          readyBy: service.readyBy!,
          atReadyBy: end === readyBy,
        },
      ];
    }),
  };
}

/** The sentence naming a person the shifted services put in two chairs at once, when they were not before. */
function newConflict(before: readonly ShiftableService[], after: readonly ShiftableService[]): string | undefined {
  const conflictIn = (services: readonly ShiftableService[]) => {
    const conflict = twoChairsConflict(
      services.map((service) => ({
        person: service.person ?? '',
        personId: service.personId,
        label: service.serviceName,
        startMinutes: parseTimeToMinutes(service.startTime),
        endMinutes: parseTimeToMinutes(service.endTime),
      })),
    );
    return conflict && twoChairsMessage(conflict);
  };
  const now = conflictIn(after);
  return now !== undefined && now !== conflictIn(before) ? now : undefined;
}

/**
 * Undo of a shift: the moved services get their times from before it back, exactly as they were typed, keeping
 * whatever name and order they have now. Services deleted since are left out and listed in `gone`.
 */
export function undoShift(
  plan: Pick<ShiftPlan, 'previous' | 'previousScheduleStart'>,
  current: readonly ShiftableService[],
): { write?: ServicesUpdate; gone: PreviousTimes[] } {
  const gone: PreviousTimes[] = [];
  const restored: ReturnType<typeof updateOf>[] = [];
  for (const times of plan.previous) {
    const now = current.find((service) => service.id === times.id);
    if (now) restored.push({ ...updateOf(now), startTime: times.startTime, endTime: times.endTime });
    else gone.push(times);
  }
  const scheduleStart =
    plan.previousScheduleStart !== undefined ? { scheduleStartTime: plan.previousScheduleStart } : {};
  return { write: restored.length > 0 ? { mode: 'update', services: restored, ...scheduleStart } : undefined, gone };
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** "3 services moved 15 minutes later", as the bride's page words the same change. */
export function shiftSummary(movedCount: number, minutes: number): string {
  return `${count(movedCount, 'service')} moved ${count(Math.abs(minutes), 'minute')} ${minutes > 0 ? 'later' : 'earlier'}`;
}
