import type { ScheduleService } from '../../../../contract/wedding-schedule.ts';
import { shiftClockTime } from '../../../shared/time/clock-time.ts';

/** What a "running late" shift reads and writes; stored services carry more, and keep it. */
export type ShiftableService = Pick<ScheduleService, 'id' | 'serviceName' | 'startTime' | 'endTime' | 'sortOrder'>;

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
 * whose end could not be read still counts as moved.
 *
 * Throws when `fromId` is not in the list or `minutes` is not a whole number: both mean the caller's state is wrong,
 * and shifting the wrong services on the wedding day would be worse than stopping.
 */
export function shiftServices<Service extends ShiftableService>(
  services: readonly Service[],
  fromId: string,
  minutes: number,
): ShiftResult<Service> {
  if (!Number.isInteger(minutes)) throw new RangeError(`A shift must be a whole number of minutes (got ${minutes})`);
  // Array.prototype.sort is stable, so equal sortOrders keep their list order.
  const inScheduleOrder = [...services].sort((a, b) => a.sortOrder - b.sortOrder);
  const fromPosition = inScheduleOrder.findIndex((service) => service.id === fromId);
  if (fromPosition === -1) throw new Error(`No service with id "${fromId}" in this schedule`);
  const toShift = new Set(inScheduleOrder.slice(fromPosition));

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
