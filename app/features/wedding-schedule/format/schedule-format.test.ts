import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { currentAndNext, formatLongDate, formatTime, formatTimeRange, parseTimeToMinutes } from './schedule-format.ts';

describe('formatTime', () => {
  it('turns 24-hour HH:MM into 12-hour AM/PM', () => {
    expect(formatTime('14:30')).toBe('2:30 PM');
    expect(formatTime('08:05')).toBe('8:05 AM');
    expect(formatTime('23:59')).toBe('11:59 PM');
  });

  it('shows midnight as 12 AM and noon as 12 PM', () => {
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('0')).toBe('12:00 AM');
    expect(formatTime('12')).toBe('12:00 PM');
  });

  it('converts bare hours', () => {
    expect(formatTime('9')).toBe('9:00 AM');
    expect(formatTime('13')).toBe('1:00 PM');
    expect(formatTime(' 7 ')).toBe('7:00 AM');
  });

  it('leaves values that already say am or pm exactly as written', () => {
    expect(formatTime('8:00 AM')).toBe('8:00 AM');
    expect(formatTime('8am')).toBe('8am');
    expect(formatTime('3:15 p.m.')).toBe('3:15 p.m.');
    expect(formatTime('14:00 pm')).toBe('14:00 pm');
  });

  it('leaves text that is not a time alone, and blanks blank', () => {
    expect(formatTime('after the ceremony')).toBe('after the ceremony');
    expect(formatTime('25:00')).toBe('25:00');
    expect(formatTime('')).toBe('');
    expect(formatTime(undefined)).toBe('');
  });

  it('joins a range, or shows the one side that exists', () => {
    expect(formatTimeRange('08:00', '9:30 AM')).toBe('8:00 AM – 9:30 AM');
    expect(formatTimeRange('13', '')).toBe('1:00 PM');
    expect(formatTimeRange('', '17:45')).toBe('5:45 PM');
  });
});

describe('parseTimeToMinutes', () => {
  it('reads every form the page shows', () => {
    expect(parseTimeToMinutes('8:00 AM')).toBe(480);
    expect(parseTimeToMinutes('12:00 AM')).toBe(0);
    expect(parseTimeToMinutes('12:30 pm')).toBe(750);
    expect(parseTimeToMinutes('8am')).toBe(480);
    expect(parseTimeToMinutes('14:30')).toBe(870);
    expect(parseTimeToMinutes('9')).toBe(540);
    expect(parseTimeToMinutes('noonish')).toBeUndefined();
    expect(parseTimeToMinutes('13 pm')).toBeUndefined();
  });
});

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
