import { isBride, personKey } from './chairs.ts';
import { formatTime, parseTimeToMinutes } from './clock-time.ts';
import type { ServiceProgress } from './progress.ts';
import type { ShiftableService } from './shift-services.ts';

// What every phone shows of the morning as it is: each person's place in her chair, each chair's count, the bride's
// expected time against her ready-by. Pure: the server makes it from the services and the taps' states.

export type LiveState = 'in-chair' | 'next' | 'waiting' | 'done';

export interface LivePerson {
  /** The person's key (her booking id, or her name as typed): compared, never shown. */
  key: string;
  name: string;
  state: LiveState;
  /** Her next service's start as the morning now runs ("9:30 AM"): the time to be ready at. */
  readyAt: string;
  /** People still to sit in her chair before her (not counting whoever is in it now). */
  facesBefore: number;
  chair: number;
}

export interface LiveMorning {
  /** Each chair: "5 of 7 done". */
  chairs: { chair: number; done: number; total: number }[];
  /** The bride's expected finish and ready-by time, when the schedule marks a bride. */
  bride?: { expected: string; readyBy: string };
  people: LivePerson[];
  /** When the last tap came in; null before the first. */
  updatedAt: string | null;
}

const keyOf = (service: ShiftableService) =>
  personKey({ person: service.person ?? '', personId: service.personId }) ?? `service:${service.id}`;

/** The morning's live picture from the services (as re-timed) and each service's state. */
export function liveMorning(
  services: readonly ShiftableService[],
  progress: ReadonlyMap<string, ServiceProgress>,
  updatedAt: string | null,
): LiveMorning {
  const ordered = [...services].sort((a, b) => a.sortOrder - b.sortOrder);
  const stateOf = (service: ShiftableService) => progress.get(service.id)?.state ?? 'waiting';
  const chairNumbers = [...new Set(ordered.map((service) => service.chair ?? 1))].sort((a, b) => a - b);
  const chairs = chairNumbers.map((chair) => {
    const inChair = ordered.filter((service) => (service.chair ?? 1) === chair);
    return { chair, done: inChair.filter((service) => stateOf(service) === 'done').length, total: inChair.length };
  });

  const keys = [...new Set(ordered.map(keyOf))];
  const people = keys.map((key): LivePerson => {
    const hers = ordered.filter((service) => keyOf(service) === key);
    const name = hers[0]!.person?.trim() || hers[0]!.serviceName;
    const inChair = hers.find((service) => stateOf(service) === 'in-chair');
    const upcoming = inChair ?? hers.find((service) => stateOf(service) === 'waiting');
    if (!upcoming) {
      const last = hers.at(-1)!;
      return { key, name, state: 'done', readyAt: formatTime(last.startTime), facesBefore: 0, chair: last.chair ?? 1 };
    }
    const chair = upcoming.chair ?? 1;
    const ahead = ordered.slice(0, ordered.indexOf(upcoming)).filter((service) => (service.chair ?? 1) === chair);
    const facesBefore = new Set(ahead.filter((service) => stateOf(service) === 'waiting').map(keyOf));
    facesBefore.delete(key);
    return {
      key,
      name,
      state: inChair ? 'in-chair' : facesBefore.size === 0 ? 'next' : 'waiting',
      readyAt: formatTime(upcoming.startTime),
      facesBefore: facesBefore.size,
      chair,
    };
  });

  const brideServices = ordered.filter((service) => isBride(service.person ?? ''));
  const brideLast = brideServices.at(-1);
  const bride =
    brideLast && parseTimeToMinutes(brideLast.endTime) !== undefined
      ? { expected: formatTime(brideLast.endTime), readyBy: formatTime(brideLast.readyBy ?? '') }
      : undefined;
  return { chairs, ...(bride ? { bride } : {}), people, updatedAt };
}

/** The morning as the bride's page shows it: the people without their keys (her page names no one's records). */
export type LiveMorningView = Omit<LiveMorning, 'people'> & { people: Omit<LivePerson, 'key'>[] };

/** What a person's own link shows of the morning: her line, the artist of her chair when named. */
export interface PartyLive {
  state: LiveState;
  line: string;
  /** When the last tap came in; null before the first. */
  updatedAt: string | null;
}

/** The line a person reads of her own place: "In the chair now", "You're next: be ready at 9:30 AM", … */
export function liveLine(person: Pick<LivePerson, 'state' | 'readyAt' | 'facesBefore'>): string {
  switch (person.state) {
    case 'in-chair':
      return 'In the chair now';
    case 'next':
      return `You're next: be ready at ${person.readyAt}`;
    case 'done':
      return 'Done';
    default:
      return `${person.facesBefore} ${person.facesBefore === 1 ? 'face' : 'faces'} before you`;
  }
}

/** How often an open page asks for the morning on the wedding's day: a tap shows within 5 s (issue 42). */
export const LIVE_POLL_MS = 3_000;
