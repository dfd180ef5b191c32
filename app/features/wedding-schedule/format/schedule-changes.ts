import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { parseTimeToMinutes } from '#contract/clock-time.ts';

export interface TimeChanges {
  /** Services whose start or end is not what the phone showed before. */
  movedIds: string[];
  /** "3 services moved 15 minutes later", "2 services have new times, 1 service added". */
  summary: string;
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/**
 * What changed in the services' times between the copy on the phone and a fresh one, in the words the bridal
 * party needs when the morning runs late; undefined when no service was moved, added or removed.
 */
export function describeTimeChanges(before: ClientSchedule, after: ClientSchedule): TimeChanges | undefined {
  const previous = new Map(before.services.map((service) => [service.id, service]));
  const moved = after.services.filter((service) => {
    const old = previous.get(service.id);
    return old !== undefined && (old.startTime !== service.startTime || old.endTime !== service.endTime);
  });
  const added = after.services.filter((service) => !previous.has(service.id)).length;
  const kept = new Set(after.services.map((service) => service.id));
  const removed = before.services.filter((service) => !kept.has(service.id)).length;
  if (moved.length === 0 && added === 0 && removed === 0) return undefined;

  const parts: string[] = [];
  if (moved.length > 0) {
    const shifts = new Set(
      moved.map((service) => {
        const from = parseTimeToMinutes(previous.get(service.id)!.startTime);
        const to = parseTimeToMinutes(service.startTime);
        return from === undefined || to === undefined ? NaN : to - from;
      }),
    );
    const [shift] = [...shifts];
    if (shifts.size === 1 && shift !== undefined && Number.isFinite(shift) && shift !== 0) {
      parts.push(
        `${count(moved.length, 'service')} moved ${count(Math.abs(shift), 'minute')} ${shift > 0 ? 'later' : 'earlier'}`,
      );
    } else {
      parts.push(`${count(moved.length, 'service')} ${moved.length === 1 ? 'has' : 'have'} new times`);
    }
  }
  if (added > 0) parts.push(`${count(added, 'service')} added`);
  if (removed > 0) parts.push(`${count(removed, 'service')} removed`);
  return { movedIds: moved.map((service) => service.id), summary: parts.join(', ') };
}
