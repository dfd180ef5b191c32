import { describe, expect, it } from 'vitest';
import { formatTime, formatTimeRange, minutesToTwelveHour, parseTimeToMinutes, shiftClockTime } from './clock-time.ts';

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

  it('reads am/pm in any case and with dots, and minutes after a dot', () => {
    expect(parseTimeToMinutes('8PM')).toBe(1200);
    expect(parseTimeToMinutes('3:15 p.m.')).toBe(915);
    expect(parseTimeToMinutes('8.30 A.M.')).toBe(510);
    expect(parseTimeToMinutes('8:75 am')).toBeUndefined();
    expect(parseTimeToMinutes('24:00')).toBeUndefined();
    expect(parseTimeToMinutes('')).toBeUndefined();
  });
});

describe('minutesToTwelveHour', () => {
  it('shows minutes after midnight the way the site shows times', () => {
    expect(minutesToTwelveHour(0)).toBe('12:00 AM');
    expect(minutesToTwelveHour(750)).toBe('12:30 PM');
    expect(minutesToTwelveHour(945)).toBe('3:45 PM');
    expect(minutesToTwelveHour(1439)).toBe('11:59 PM');
  });

  it('wraps times from the day before or after onto the clock', () => {
    expect(minutesToTwelveHour(-30)).toBe('11:30 PM');
    expect(minutesToTwelveHour(-1440)).toBe('12:00 AM');
    expect(minutesToTwelveHour(1505)).toBe('1:05 AM');
  });
});

describe('shiftClockTime', () => {
  it('moves 12-hour times and keeps "8:00 AM" style', () => {
    expect(shiftClockTime('8:00 AM', 15)).toBe('8:15 AM');
    expect(shiftClockTime('9:40 AM', 35)).toBe('10:15 AM');
  });

  it('crosses noon both ways', () => {
    expect(shiftClockTime('11:50 AM', 20)).toBe('12:10 PM');
    expect(shiftClockTime('12:10 PM', -20)).toBe('11:50 AM');
    expect(shiftClockTime('12:40 PM', 30)).toBe('1:10 PM');
  });

  it('crosses midnight both ways, wrapping the clock', () => {
    expect(shiftClockTime('11:45 PM', 30)).toBe('12:15 AM');
    expect(shiftClockTime('12:15 AM', -30)).toBe('11:45 PM');
    expect(shiftClockTime('12:05 AM', -5)).toBe('12:00 AM');
  });

  it('moves 24-hour times and keeps two-digit hours when typed with two', () => {
    expect(shiftClockTime('14:30', 45)).toBe('15:15');
    expect(shiftClockTime('09:30', -45)).toBe('08:45');
    expect(shiftClockTime('10:15', -45)).toBe('09:30');
    expect(shiftClockTime('9:30', 45)).toBe('10:15');
    expect(shiftClockTime('9:30', -45)).toBe('8:45');
  });

  it('crosses midnight in 24-hour times', () => {
    expect(shiftClockTime('23:50', 20)).toBe('00:10');
    expect(shiftClockTime('00:10', -20)).toBe('23:50');
  });

  it('keeps lower-case, unspaced "8am" style and adds minutes only when the result needs them', () => {
    expect(shiftClockTime('8am', 30)).toBe('8:30am');
    expect(shiftClockTime('8pm', 60)).toBe('9pm');
    expect(shiftClockTime('8pm', -90)).toBe('6:30pm');
    expect(shiftClockTime('11pm', 90)).toBe('12:30am');
    expect(shiftClockTime('8AM', 240)).toBe('12PM');
  });

  it('keeps dotted am/pm, its case, the space before it and a dot between hours and minutes', () => {
    expect(shiftClockTime('8:30 p.m.', 45)).toBe('9:15 p.m.');
    expect(shiftClockTime('11:30 p.m.', 45)).toBe('12:15 a.m.');
    expect(shiftClockTime('11:30 P.M.', 45)).toBe('12:15 A.M.');
    expect(shiftClockTime('8.30 pm', 15)).toBe('8.45 pm');
    expect(shiftClockTime('11:45 Am', 20)).toBe('12:05 Pm');
  });

  it('keeps a leading zero on a 12-hour time only when one was typed', () => {
    expect(shiftClockTime('08:00 AM', 300)).toBe('01:00 PM');
    expect(shiftClockTime('11:00 AM', -120)).toBe('9:00 AM');
  });

  it('moves bare 24-hour hours, adding minutes only when needed', () => {
    expect(shiftClockTime('9', 30)).toBe('9:30');
    expect(shiftClockTime('9', 60)).toBe('10');
    expect(shiftClockTime('14', -15)).toBe('13:45');
  });

  it('wraps whole days back to the same time, and a zero shift changes nothing', () => {
    expect(shiftClockTime('8:00 AM', 1440)).toBe('8:00 AM');
    expect(shiftClockTime('8:00 AM', -1440)).toBe('8:00 AM');
    expect(shiftClockTime('8am', 0)).toBe('8am');
  });

  it('returns undefined for text that is not a readable time', () => {
    expect(shiftClockTime('after the ceremony', 20)).toBeUndefined();
    expect(shiftClockTime('25:00', 20)).toBeUndefined();
    expect(shiftClockTime('13 pm', 20)).toBeUndefined();
    expect(shiftClockTime('8:75 AM', 20)).toBeUndefined();
  });

  it('leaves blank times blank', () => {
    expect(shiftClockTime('', 20)).toBe('');
    expect(shiftClockTime('  ', -20)).toBe('  ');
  });

  it('refuses a shift that is not whole minutes', () => {
    expect(() => shiftClockTime('8:00 AM', 1.5)).toThrow(RangeError);
    expect(() => shiftClockTime('8:00 AM', Number.NaN)).toThrow(RangeError);
  });
});
