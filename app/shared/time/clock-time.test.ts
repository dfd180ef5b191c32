import { describe, expect, it } from 'vitest';
import { formatTime, formatTimeRange, parseTimeToMinutes } from './clock-time.ts';

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
