import { describe, expect, it } from 'vitest';
import { findBookings, monthChoices, nextBookings, searchable } from './find-bookings.ts';
import { answer } from './test-booking.ts';

const today = '2026-11-27';
const bookings = [
  answer({ id: 'zoe', clientName: 'Zoë Ñúñez', eventDate: '2027-06-12' }),
  answer({ id: 'chloe', clientName: 'Chloé  Dubois', eventDate: '2026-12-05' }),
  answer({ id: 'bjork', clientName: 'Bjørk Łukasz', eventDate: '2027-02-14', status: 'held', holdUntil: '2027-01-01' }),
  answer({ id: 'old', clientName: 'Zoe Old', eventDate: '2026-05-02', status: 'completed' }),
  answer({ id: 'older', clientName: 'Zoe Older', eventDate: '2025-09-20', status: 'completed' }),
  answer({ id: 'gone', clientName: 'Ana Cancel', eventDate: '2026-12-20', status: 'cancelled' }),
  answer({ id: 'lapsed', clientName: 'Lia Lapsed', eventDate: '2026-12-12', status: 'held', lapsed: true }),
];
const ids = (list: { id: string }[]) => list.map((booking) => booking.id);

describe('finding a booking', () => {
  it('compares names without accents, marks, letter case or extra spaces', () => {
    expect(searchable('  Zoë   ÑÚÑEZ ')).toBe('zoe nunez');
    expect(searchable('Chloé')).toBe('chloe');
    expect(searchable('Bjørk Łukasz')).toBe('bjork lukasz');
    expect(searchable('Straße')).toBe('strasse');
    // Composed and decomposed forms of the same letter are one.
    expect(searchable('Jose\u0301')).toBe(searchable('José'));
  });

  it('finds every booking whose name holds each word typed, in any order, however accented', () => {
    expect(ids(findBookings(bookings, 'nunez', today))).toEqual(['zoe']);
    expect(ids(findBookings(bookings, 'ÑUÑEZ zoe', today))).toEqual(['zoe']);
    expect(ids(findBookings(bookings, 'chloe dub', today))).toEqual(['chloe']);
    expect(ids(findBookings(bookings, 'bjork', today))).toEqual(['bjork']);
    expect(ids(findBookings(bookings, 'nobody', today))).toEqual([]);
    expect(findBookings(bookings, '   ', today)).toEqual([]);
  });

  it('lists the coming ones soonest first, then the past ones latest first', () => {
    expect(ids(findBookings(bookings, 'zoe', today))).toEqual(['zoe', 'old', 'older']);
  });

  it('lists her next bookings and holds from today, soonest first, without cancelled ones or lapsed holds', () => {
    expect(ids(nextBookings(bookings, today, 10))).toEqual(['chloe', 'bjork', 'zoe']);
    expect(ids(nextBookings(bookings, today, 2))).toEqual(['chloe', 'bjork']);
    // A booking today is next.
    expect(ids(nextBookings([answer({ id: 'now', eventDate: today })], today, 5))).toEqual(['now']);
  });

  it('offers the months from a year back to two years ahead, wider to reach every booking, with their counts', () => {
    const choices = monthChoices(bookings, today);
    expect(choices[0]).toEqual({ month: '2025-09', count: 1 });
    expect(choices.at(-1)).toEqual({ month: '2028-11', count: 0 });
    expect(choices.find((choice) => choice.month === '2026-12')).toEqual({ month: '2026-12', count: 2 });
    expect(choices.find((choice) => choice.month === '2027-06')).toEqual({ month: '2027-06', count: 1 });
    // Consecutive months, none missing.
    expect(choices).toHaveLength(39);
    const far = monthChoices([answer({ eventDate: '2030-01-05' })], today);
    expect(far.at(-1)).toEqual({ month: '2030-01', count: 1 });
  });
});
