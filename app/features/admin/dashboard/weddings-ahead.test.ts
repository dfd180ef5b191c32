import { describe, expect, it } from 'vitest';
import { answer } from '../bookings/test-booking.ts';
import { dayWord, daysAhead, firstChair, readyByTime, weddingsAhead } from './weddings-ahead.ts';

describe('the weddings the dashboard opens on', () => {
  it('looks at today and the rest of this weekend, Friday to Sunday', () => {
    // 2026-11-23 is a Monday: today, then Friday to Sunday.
    expect(daysAhead('2026-11-23')).toEqual(['2026-11-23', '2026-11-27', '2026-11-28', '2026-11-29']);
    // A Thursday: today, then the weekend from tomorrow.
    expect(daysAhead('2026-11-26')).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    // Saturday: today and Sunday. Sunday: today alone.
    expect(daysAhead('2026-11-28')).toEqual(['2026-11-28', '2026-11-29']);
    expect(daysAhead('2026-11-29')).toEqual(['2026-11-29']);
  });

  it('names the day: Today, Tomorrow, or its weekday', () => {
    expect(dayWord('2026-11-27', '2026-11-27')).toBe('Today');
    expect(dayWord('2026-11-28', '2026-11-27')).toBe('Tomorrow');
    expect(dayWord('2026-11-29', '2026-11-27')).toBe('Sunday');
  });

  it("takes the booked weddings of those days, soonest first, and leaves holds, events and next week's out", () => {
    const today = '2026-11-26'; // Thursday
    const list = [
      answer({ id: 'sat', clientName: 'Ava', eventDate: '2026-11-28' }),
      answer({ id: 'today', clientName: 'Bea', eventDate: '2026-11-26', status: 'completed' }),
      answer({ id: 'fri', clientName: 'Cora', eventDate: '2026-11-27' }),
      answer({ id: 'held', clientName: 'Dee', eventDate: '2026-11-28', status: 'held', holdUntil: '2026-11-30' }),
      answer({ id: 'gone', clientName: 'Eve', eventDate: '2026-11-28', status: 'cancelled' }),
      answer({ id: 'prom', clientName: 'Fay', eventDate: '2026-11-28', eventType: 'special-event' }),
      answer({ id: 'next', clientName: 'Gia', eventDate: '2026-12-05' }),
      answer({ id: 'past', clientName: 'Hal', eventDate: '2026-11-22' }),
    ];
    expect(weddingsAhead(list, today).map((booking) => booking.id)).toEqual(['today', 'fri', 'sat']);
  });

  it("times the first chair from the schedule's earliest service, else its start time", () => {
    const services = [{ startTime: '9:30 AM' }, { startTime: '7:45am' }, { startTime: '' }, { startTime: 'later' }];
    expect(firstChair(services)).toBe('7:45 AM');
    expect(firstChair([{ startTime: '14:00' }, { startTime: '13:30' }])).toBe('1:30 PM');
    expect(firstChair([], '8:00')).toBe('8:00 AM');
    expect(firstChair([{ startTime: 'after the ceremony' }], '')).toBe('');
  });

  it('reads ready-by as a time on the clock, and keeps anything else as typed', () => {
    expect(readyByTime('3pm')).toBe('3:00 PM');
    expect(readyByTime('15:30')).toBe('3:30 PM');
    expect(readyByTime('')).toBe('');
    expect(readyByTime('before photos')).toBe('before photos');
  });
});
