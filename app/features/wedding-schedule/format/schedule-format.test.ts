import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { currentAndNext, formatLongDate } from './schedule-format.ts';

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

describe('currentAndNext', () => {
  const services = [
    { id: 'bride', startTime: '8:00 AM', endTime: '9:30 AM' },
    { id: 'mother', startTime: '09:30', endTime: '10:30' },
    { id: 'touch-up', startTime: '14', endTime: '' },
  ];

  it('finds the service under way and the one after it on the wedding day', () => {
    expect(currentAndNext('2026-06-14', services, new Date(2026, 5, 14, 9, 45))).toEqual({
      currentId: 'mother',
      nextId: 'touch-up',
    });
    expect(currentAndNext('2026-06-14', services, new Date(2026, 5, 14, 7, 0))).toEqual({
      currentId: undefined,
      nextId: 'bride',
    });
    expect(currentAndNext('2026-06-14', services, new Date(2026, 5, 14, 14, 30))).toEqual({
      currentId: 'touch-up',
      nextId: undefined,
    });
  });

  it('highlights nothing on any other day', () => {
    expect(currentAndNext('2026-06-14', services, new Date(2026, 5, 13, 9, 0))).toEqual({});
  });
});
