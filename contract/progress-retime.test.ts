import { describe, expect, it } from 'vitest';
import { liveLine, liveMorning } from './live-morning.ts';
import { retimeForDone } from './progress-retime.ts';
import { progressOf, type ProgressTap } from './progress.ts';

const service = (id: string, person: string, startTime: string, endTime: string, chair: number, sortOrder: number) => ({
  id,
  serviceName: 'Makeup',
  person,
  startTime,
  endTime,
  chair: chair as 1 | 2,
  sortOrder,
  readyBy: '10:30 AM',
});

// Chair 1: Maya 8:00–8:45, the bride 8:50–10:00 (a 5-minute gap). Chair 2: Ava 8:00–8:50, Maya's hair 8:50–9:30.
const MORNING = [
  service('maya', 'Maya', '8:00 AM', '8:45 AM', 1, 1),
  service('bride', 'Bride', '8:50 AM', '10:00 AM', 1, 2),
  service('ava', 'Ava', '8:00 AM', '8:50 AM', 2, 3),
  service('maya-hair', 'Maya', '8:50 AM', '9:30 AM', 2, 4),
];
const at = (hours: number, minutes: number) => hours * 60 + minutes;

describe('re-timing a chair for a Done', () => {
  it('uses the gap first, moves the rest of the chair and her later service in another chair', () => {
    const result = retimeForDone(MORNING, 'maya', at(8, 55));
    expect(result.lateBy).toBe(10);
    expect(result.services.map((item) => `${item.id} ${item.startTime}-${item.endTime}`)).toEqual([
      'maya 8:00 AM-8:55 AM',
      'bride 8:55 AM-10:05 AM',
      'ava 8:00 AM-8:50 AM',
      'maya-hair 8:55 AM-9:35 AM',
    ]);
    expect(result.line).toBe('Bride now 10:05 AM (+5 min); ready-by 10:30 AM holds.');
    expect(result.previous.map((item) => item.id)).toEqual(['maya', 'bride', 'maya-hair']);
    expect(result.overrunChairs).toEqual([]);
  });

  it('moves nobody for an early or on-time Done', () => {
    expect(retimeForDone(MORNING, 'maya', at(8, 40))).toMatchObject({ previous: [], lateBy: -5 });
    expect(retimeForDone(MORNING, 'maya', at(8, 45)).line).toBe('Maya done 8:45 AM; nobody moves.');
  });

  it('names a chair now past ready-by', () => {
    const result = retimeForDone(MORNING, 'maya', at(9, 30));
    expect(result.line).toBe('Bride now 10:40 AM (+40 min); ready-by 10:30 AM is missed by 10 min.');
    expect(result.overrunChairs).toEqual([1]);
  });
});

const tap = (serviceId: string, step: ProgressTap['step'], time: string, receivedAt = time): ProgressTap => ({
  id: `${serviceId}-${step}-${time}`,
  tapId: `${serviceId}-${step}-${time}`,
  createdAt: '',
  scheduleId: 's',
  serviceId,
  step,
  at: `2026-06-13T${time}:00-07:00`,
  by: 'lead',
  receivedAt: `2026-06-13T${receivedAt}:00Z`,
  line: '',
});

describe('the live morning', () => {
  it('says who is in the chair, who is next, how many faces before, and who is done', () => {
    const progress = progressOf([
      tap('maya', 'start', '08:00'),
      tap('ava', 'start', '08:00'),
      tap('ava', 'done', '08:50'),
    ]);
    const live = liveMorning(MORNING, progress, null);
    const lines = Object.fromEntries(live.people.map((person) => [person.name, liveLine(person)]));
    expect(lines).toEqual({ Maya: 'In the chair now', Bride: "You're next: be ready at 8:50 AM", Ava: 'Done' });
    expect(live.chairs).toEqual([
      { chair: 1, done: 0, total: 2 },
      { chair: 2, done: 1, total: 2 },
    ]);
    expect(live.bride).toEqual({ expected: '10:00 AM', readyBy: '10:30 AM' });
  });

  it('counts the faces before her, and the later of two phones stands while Undo takes back the last', () => {
    const three = [...MORNING.slice(0, 2), service('mom', 'Mom', '10:00 AM', '10:20 AM', 1, 5)];
    const waiting = liveMorning(three, progressOf([]), null).people.find((person) => person.name === 'Mom')!;
    expect(liveLine(waiting)).toBe('2 faces before you');
    const taps = [tap('maya', 'done', '08:50'), tap('maya', 'done', '08:47', '08:52'), tap('maya', 'undo', '08:55')];
    // The 8:47 Done arrived last but the 8:50 one is later: the Undo takes that one back, leaving 8:47's.
    expect(progressOf(taps).get('maya')).toEqual({ state: 'done', at: '2026-06-13T08:47:00-07:00' });
  });
});
