import { describe, expect, it } from 'vitest';
import { trialsByDay } from './calendar-month.ts';
import { answer } from './test-booking.ts';

describe('trialsByDay', () => {
  it('puts each trial on its own day, by time, and leaves out bookings without one and cancelled ones', () => {
    const trial = (date: string, time: string) => ({ date, time, place: 'studio' as const, address: '' });
    const byDay = trialsByDay([
      answer({ id: 'a', clientName: 'Ava', trial: trial('2026-05-02', '2:00 PM') }),
      answer({ id: 'b', clientName: 'Bea', trial: trial('2026-05-02', '10:00 AM') }),
      answer({ id: 'c', clientName: 'Cat', trial: null }),
      answer({ id: 'd', clientName: 'Dee', status: 'cancelled', trial: trial('2026-05-02', '9:00 AM') }),
    ]);
    expect([...byDay.keys()]).toEqual(['2026-05-02']);
    expect(byDay.get('2026-05-02')!.map((booking) => booking.clientName)).toEqual(['Bea', 'Ava']);
    // The wedding's own day is not a trial day.
    expect(byDay.has('2026-06-20')).toBe(false);
  });
});
