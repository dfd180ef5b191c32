import { describe, expect, it } from 'vitest';
import { answer } from './test-booking.ts';
import {
  addMonths,
  bookingsByDay,
  markOf,
  moneyDueWords,
  monthTitle,
  monthWeeks,
  weekMoney,
} from './calendar-month.ts';

describe('the month', () => {
  it('pages through months across the year and names them', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-06', 0)).toBe('2026-06');
    expect(monthTitle('2026-06')).toBe('June 2026');
  });

  it('lays a month out Sunday to Saturday, with the days around it filling the first and last week', () => {
    const weeks = monthWeeks('2026-06');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-05-31',
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
    ]);
    expect(weeks.at(-1)!.at(-1)).toBe('2026-07-04');
    // February 2026 starts on a Sunday and fills exactly four weeks; March 2026 needs five.
    expect(monthWeeks('2026-02')).toHaveLength(4);
    expect(monthWeeks('2026-08')).toHaveLength(6);
  });
});

describe("a day's bookings", () => {
  it('groups by date, booked before held, and marks a hold lapsed the day after it lapses', () => {
    const hold = answer({ id: 'h', clientName: 'Ava', status: 'held', holdUntil: '2026-03-01' });
    const booked = answer({ id: 'b', clientName: 'Zoe' });
    const byDay = bookingsByDay([hold, booked, answer({ id: 'x', eventDate: '2026-06-21' })]);
    expect(byDay.get('2026-06-20')!.map((b) => b.id)).toEqual(['b', 'h']);
    expect(markOf(hold, '2026-03-01')).toBe('held');
    expect(markOf(hold, '2026-03-02')).toBe('lapsed');
    expect(markOf(booked, '2026-03-02')).toBe('booked');
  });
});

describe("the week's money due", () => {
  it('counts balances due that week and unpaid retainers of bookings made that week, in cents', () => {
    const balanceDue = answer({ id: 'a', clientName: 'Ana', balance: 840.5, paid: 100, balanceDueDate: '2026-06-20' });
    const retainerDue = answer({
      id: 'r',
      clientName: 'Bea',
      bookedOn: '2026-06-16',
      retainer: { amount: 100, dueDate: '2026-06-16' },
      paid: 25.25,
      balance: 914.75,
      balanceDueDate: '2026-09-01',
    });
    const paidUp = answer({ id: 'p', balance: 0, paid: 940 });
    const held = answer({ id: 'h', status: 'held', holdUntil: '2026-06-30' });
    const cancelled = answer({ id: 'c', status: 'cancelled' });
    const week = weekMoney([balanceDue, retainerDue, paidUp, held, cancelled], '2026-06-14', '2026-06-20');
    expect(week.items.map((item) => [item.booking.id, item.kind, item.amount])).toEqual([
      ['r', 'retainer', 74.75],
      ['a', 'balance', 840.5],
    ]);
    expect(week.total).toBe(915.25);
  });

  it('lists a booking once when its retainer and balance fall in the same week', () => {
    const both = answer({ bookedOn: '2026-06-15', retainer: { amount: 100, dueDate: '2026-06-15' } });
    const week = weekMoney([both], '2026-06-14', '2026-06-20');
    expect(week.items.map((item) => item.kind)).toEqual(['balance']);
    expect(week.total).toBe(940);
  });

  it("names a self-paying person, due on the client's balance date, apart from the client's own balance", () => {
    const share = (total: number, paid: number) => ({ lines: [], total, paid, tips: 0, balance: total - paid });
    const person = (id: string, name: string, payer: 'client' | 'self', owed: [number, number] | null) => ({
      id,
      name,
      services: ['Bridesmaid'],
      phone: '',
      email: '',
      payer,
      minor: false,
      share: owed && share(...owed),
      intakeDone: false,
      link: '',
      claimed: false,
    });
    const shared = answer({
      clientName: 'Maya Lopez',
      balanceDueDate: '2026-06-16',
      party: [
        person('b', 'Bride', 'client', null),
        person('j', 'Jess', 'self', [170, 100]),
        person('a', 'Ana', 'self', [150, 150]),
      ],
      clientShare: share(620, 220),
    });
    const week = weekMoney([shared], '2026-06-14', '2026-06-20');
    expect(week.items.map(moneyDueWords)).toEqual([
      'Maya Lopez balance $400 (06/16)',
      "Jess (Maya Lopez's party) balance $70 (06/16)",
    ]);
    expect(week.total).toBe(470);
  });
});
