import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatLongDate, underWayAndNext, usesTwoChairs, weddingClockAt } from './schedule-format.ts';

describe('formatLongDate', () => {
  it('shows a calendar date in long US form', () => {
    expect(formatLongDate('2026-06-14')).toBe('Sunday, June 14, 2026');
    expect(formatLongDate('2026-01-01')).toBe('Thursday, January 1, 2026');
  });

  it('ignores a time part instead of shifting the day', () => {
    expect(formatLongDate('2026-06-14T00:00:00.000Z')).toBe('Sunday, June 14, 2026');
  });

  it('does not shift a day on a phone set to a US time zone', () => {
    // The time zone is fixed when a process starts, so the check runs in a fresh Node set to Los Angeles
    // (and Honolulu, the furthest US zone behind UTC).
    const module = fileURLToPath(new URL('./schedule-format.ts', import.meta.url));
    const script = `import(${JSON.stringify(module)}).then((m) => console.log(JSON.stringify([new Date(2026, 0, 1).getTimezoneOffset(), m.formatLongDate('2026-06-14'), m.formatLongDate('2026-01-01')])))`;
    for (const zone of ['America/Los_Angeles', 'Pacific/Honolulu']) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
        env: { ...process.env, TZ: zone },
        encoding: 'utf8',
      });
      const [offset, june, january] = JSON.parse(out.trim()) as [number, string, string];
      expect(offset).toBeGreaterThan(0); // proves the child really ran behind UTC
      expect(june).toBe('Sunday, June 14, 2026');
      expect(january).toBe('Thursday, January 1, 2026');
    }
  });

  it('shows a value that is not a date as written', () => {
    expect(formatLongDate('sometime in June')).toBe('sometime in June');
    expect(formatLongDate('2026-02-30')).toBe('2026-02-30');
  });
});

describe('underWayAndNext', () => {
  const services = [
    { id: 'bride', startTime: '8:00 AM', endTime: '9:30 AM' },
    { id: 'mother', startTime: '09:30', endTime: '10:30' },
    { id: 'touch-up', startTime: '14', endTime: '' },
  ];
  // Instants written with California's offset on the day (PDT, UTC-7).
  const at = (time: string, date = '2026-06-14') => new Date(`${date}T${time}:00-07:00`);

  it('finds the service under way and the one after it on the wedding day', () => {
    expect(underWayAndNext('2026-06-14', services, at('09:45'))).toEqual({ nowIds: ['mother'], nextIds: ['touch-up'] });
    expect(underWayAndNext('2026-06-14', services, at('07:00'))).toEqual({ nowIds: [], nextIds: ['bride'] });
    expect(underWayAndNext('2026-06-14', services, at('14:30'))).toEqual({ nowIds: ['touch-up'], nextIds: [] });
  });

  it('highlights nothing on any other day', () => {
    expect(underWayAndNext('2026-06-14', services, at('09:00', '2026-06-13'))).toEqual({ nowIds: [], nextIds: [] });
  });

  it("goes by the wedding's own day and clock in California, not the instant's UTC date", () => {
    // 5:30 PM in California on the 14th is already the 15th in UTC.
    const evening = [{ id: 'party', startTime: '5:00 PM', endTime: '6:00 PM' }];
    expect(underWayAndNext('2026-06-14', evening, new Date('2026-06-15T00:30:00Z'))).toEqual({
      nowIds: ['party'],
      nextIds: [],
    });
    expect(weddingClockAt(new Date('2026-06-15T00:30:00Z'))).toEqual({ date: '2026-06-14', minutes: 17 * 60 + 30 });
  });

  describe('on a two-chair morning', () => {
    const morning = [
      { id: 'bm1', startTime: '11:35 AM', endTime: '12:35 PM', chair: 2 as const },
      { id: 'bm2', startTime: '12:15 PM', endTime: '1:15 PM', chair: 1 as const },
      { id: 'bm3', startTime: '12:35 PM', endTime: '1:35 PM', chair: 2 as const },
      { id: 'bride', startTime: '1:15 PM', endTime: '2:45 PM', chair: 1 as const },
      { id: 'mother', startTime: '1:35 PM', endTime: '2:20 PM', chair: 2 as const },
    ];

    it('marks every service under way, and the next on each chair', () => {
      expect(underWayAndNext('2026-06-14', morning, at('12:40'))).toEqual({
        nowIds: ['bm2', 'bm3'],
        nextIds: ['bride', 'mother'],
      });
      expect(usesTwoChairs(morning)).toBe(true);
    });

    it('takes a service without an end to last until the next one on its own chair', () => {
      const open = morning.map((service) => ({ ...service, endTime: '' }));
      // Bridesmaid 3 (chair 2) runs until the mother at 1:35, not until the bride starts on chair 1 at 1:15.
      expect(underWayAndNext('2026-06-14', open, at('13:20')).nowIds).toEqual(['bm3', 'bride']);
    });

    it('counts a typed service with no chair on both chairs', () => {
      const withTouchUp = [...morning, { id: 'touch-up', startTime: '3:00 PM', endTime: '3:15 PM' }];
      expect(underWayAndNext('2026-06-14', withTouchUp, at('14:30'))).toEqual({
        nowIds: ['bride'],
        nextIds: ['touch-up'],
      });
    });
  });

  it('takes one chair, or no chairs stored, as one line of services: the one next start', () => {
    expect(usesTwoChairs([{ chair: 1 }, { chair: 1 }, {}])).toBe(false);
    const overlapping = [
      { id: 'a', startTime: '9:00 AM', endTime: '10:00 AM' },
      { id: 'b', startTime: '9:30 AM', endTime: '10:30 AM' },
      { id: 'c', startTime: '11:00 AM', endTime: '12:00 PM' },
    ];
    expect(underWayAndNext('2026-06-14', overlapping, at('09:45'))).toEqual({ nowIds: ['a', 'b'], nextIds: ['c'] });
  });
});
