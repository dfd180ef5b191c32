import { isBride, personKey } from './back-timing.ts';
import { minutesToTwelveHour, parseTimeToMinutes, shiftClockTime } from './clock-time.ts';
import { shiftServices, type PreviousTimes, type ShiftableService } from './shift-services.ts';

// A Done tapped later than the service's planned end moves the rest of that chair's morning, with the rules of
// Shift times (shiftServices): the chair's gap before the next face is used first, the person's later services in
// another chair move only if she would now be late to them, and whoever sits after a moved service moves with it.

export interface Retimed<Service> {
  services: Service[];
  /** The moved services' times before the Done. */
  previous: PreviousTimes[];
  /** How late the Done was, in minutes (0 or less: on time or early, nothing moved). */
  lateBy: number;
  /** "Bride now 2:05 PM (+10 min); ready-by 2:30 PM holds." */
  line: string;
  /** The chairs whose last service now ends after its ready-by time. */
  overrunChairs: number[];
}

const ofChair = (service: ShiftableService) => service.chair ?? 1;
const byOrder = <S extends ShiftableService>(services: readonly S[]) =>
  [...services].sort((a, b) => a.sortOrder - b.sortOrder);
const keyOf = (service: ShiftableService) => personKey({ person: service.person ?? '', personId: service.personId });
export const whoOf = (service: ShiftableService) => service.person?.trim() || service.serviceName;

/**
 * The morning re-timed for a Done at `doneMinutes` (after midnight, Sacramento) of `serviceId`. An early or on-time
 * Done moves nobody. Throws when the service is not in the list (the caller checked it).
 */
export function retimeForDone<Service extends ShiftableService>(
  services: readonly Service[],
  serviceId: string,
  doneMinutes: number,
): Retimed<Service> {
  const done = services.find((service) => service.id === serviceId);
  if (!done) throw new Error(`No service with id "${serviceId}"`);
  const plannedEnd = parseTimeToMinutes(done.endTime);
  const lateBy = plannedEnd === undefined ? 0 : doneMinutes - plannedEnd;
  if (plannedEnd === undefined || lateBy <= 0) {
    const early = plannedEnd !== undefined && lateBy < 0 ? ` (${-lateBy} min early)` : '';
    return {
      services: [...services],
      previous: [],
      lateBy: Math.min(lateBy, 0),
      line: `${whoOf(done)} done ${minutesToTwelveHour(doneMinutes)}${early}; nobody moves.`,
      overrunChairs: [],
    };
  }

  let working: Service[] = services.map((service) =>
    service.id === serviceId
      ? { ...service, endTime: shiftClockTime(service.endTime, lateBy) ?? service.endTime }
      : service,
  );
  const ordered = byOrder(services);
  const after = ordered.slice(ordered.indexOf(done) + 1);
  // Her chair: the gap before the next face takes the lateness first.
  const next = after.find((service) => ofChair(service) === ofChair(done));
  const nextStart = next && parseTimeToMinutes(next.startTime);
  if (next && nextStart !== undefined) {
    const push = lateBy - Math.max(0, nextStart - plannedEnd);
    if (push > 0) working = shiftServices(working, next.id, push, 'chair').services;
  }
  // Her later services in another chair move only as far as she is now late to them.
  const key = keyOf(done);
  for (const later of after) {
    if (key === undefined || keyOf(later) !== key || ofChair(later) === ofChair(done)) continue;
    const now = working.find((service) => service.id === later.id)!;
    const start = parseTimeToMinutes(now.startTime);
    if (start !== undefined && start < doneMinutes) {
      working = shiftServices(working, later.id, doneMinutes - start, 'chair').services;
    }
  }

  const previous = services
    .filter((service, index) => {
      const moved = working[index]!;
      return moved.startTime !== service.startTime || moved.endTime !== service.endTime;
    })
    .map(({ id, startTime, endTime }) => ({ id, startTime, endTime }));
  return {
    services: working,
    previous,
    lateBy,
    line: retimeLine(services, working, done),
    overrunChairs: overruns(working),
  };
}

/**
 * "Bride now 2:05 PM (+10 min); ready-by 2:30 PM holds.": the bride's finish (the last person of the Done's chair
 * when no one is marked the bride) before and after, and her ready-by time when the builder stored one.
 */
export function retimeLine(
  before: readonly ShiftableService[],
  after: readonly ShiftableService[],
  done: ShiftableService,
) {
  const last = (list: readonly ShiftableService[]) => {
    const ordered = byOrder(list);
    const brides = ordered.filter((service) => isBride(service.person ?? ''));
    return (brides.length > 0 ? brides : ordered.filter((service) => ofChair(service) === ofChair(done))).at(-1);
  };
  const was = last(before);
  const now = was && after.find((service) => service.id === was.id);
  if (!was || !now) return `${whoOf(done)} done.`;
  const who = isBride(was.person ?? '') ? 'Bride' : whoOf(was);
  const endBefore = parseTimeToMinutes(was.endTime);
  const endNow = parseTimeToMinutes(now.endTime);
  if (endBefore === undefined || endNow === undefined) return `${whoOf(done)} done; times moved.`;
  const moved = endNow - endBefore;
  const head =
    moved === 0
      ? `${who} still ${minutesToTwelveHour(endNow)}`
      : `${who} now ${minutesToTwelveHour(endNow)} (${moved > 0 ? '+' : '−'}${Math.abs(moved)} min)`;
  const readyBy = parseTimeToMinutes(now.readyBy);
  if (readyBy === undefined) return `${head}.`;
  const over = endNow - readyBy;
  return over <= 0
    ? `${head}; ready-by ${minutesToTwelveHour(readyBy)} holds.`
    : `${head}; ready-by ${minutesToTwelveHour(readyBy)} is missed by ${over} min.`;
}

/** Chairs whose last service ends after its ready-by time. */
export function overruns(services: readonly ShiftableService[]): number[] {
  const chairs = new Set(services.map(ofChair));
  return [...chairs]
    .filter((chair) => {
      const last = byOrder(services.filter((service) => ofChair(service) === chair)).at(-1);
      const end = parseTimeToMinutes(last?.endTime);
      const readyBy = parseTimeToMinutes(last?.readyBy);
      return end !== undefined && readyBy !== undefined && end > readyBy;
    })
    .sort((a, b) => a - b);
}
