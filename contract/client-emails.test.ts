import { describe, expect, it } from 'vitest';
import { emailLines, isDue, plannedEmails, type EmailFacts } from './client-emails.ts';

const facts = (extra: Partial<EmailFacts> = {}): EmailFacts => ({
  status: 'booked',
  eventDate: '2026-06-13',
  bookedOn: '2026-05-01',
  agreement: 'waiting',
  clientName: 'Maya Example',
  clientBalance: 500,
  balanceDueDate: '2026-06-06',
  people: [],
  ...extra,
});
const byKind = (list: ReturnType<typeof plannedEmails>) => Object.fromEntries(list.map((e) => [e.kind, e]));

describe('the automatic e-mails of a booking', () => {
  it('plans each on its Sacramento day', () => {
    const plan = byKind(plannedEmails(facts(), '2026-05-01'));
    expect(plan.summary!.plannedFor).toBe('2026-05-01');
    expect(plan.agreement!.plannedFor).toBe('2026-05-04');
    // 7 days before the balance is due.
    expect(plan.balance!.plannedFor).toBe('2026-05-30');
    expect(plan.dayBefore!.plannedFor).toBe('2026-06-12');
    expect(plan.thankYou!.plannedFor).toBe('2026-06-15');
  });

  it('needs no agreement reminder once signed, no balance reminder once paid, nothing for a cancelled booking', () => {
    const plan = byKind(plannedEmails(facts({ agreement: 'signed', clientBalance: 0 }), '2026-05-01'));
    expect(plan.agreement!.needed).toBe(false);
    expect(plan.balance!.needed).toBe(false);
    expect(plannedEmails(facts({ status: 'cancelled' }), '2026-05-01').some((e) => e.needed)).toBe(false);
    expect(plannedEmails(facts({ status: 'held', bookedOn: null }), '2026-05-01').some((e) => e.needed)).toBe(false);
  });

  it('goes at 9:00 AM on its day, late while before the wedding, and never after it', () => {
    const plan = byKind(plannedEmails(facts(), '2026-05-01'));
    expect(isDue(plan.agreement!, '2026-05-04', 8 * 60 + 59)).toBe(false);
    expect(isDue(plan.agreement!, '2026-05-04', 9 * 60)).toBe(true);
    expect(isDue(plan.agreement!, '2026-06-12', 0)).toBe(true);
    expect(isDue(plan.agreement!, '2026-06-13', 12 * 60)).toBe(false);
    expect(isDue(plan.dayBefore!, '2026-06-13', 12 * 60)).toBe(false);
    expect(isDue(plan.thankYou!, '2026-06-14', 12 * 60)).toBe(false);
    expect(isDue(plan.thankYou!, '2026-06-20', 0)).toBe(true);
    expect(isDue(plan.thankYou!, '2026-09-12', 12 * 60)).toBe(false);
  });

  it('sends the balance reminder at once when booked inside its 7 days', () => {
    const plan = byKind(plannedEmails(facts({ bookedOn: '2026-06-02' }), '2026-06-02'));
    expect(plan.balance).toMatchObject({ plannedFor: '2026-06-02', atOnce: true });
    expect(isDue(plan.balance!, '2026-06-02', 7 * 60)).toBe(true);
  });

  it('lists each as sent, off, not needed or planned', () => {
    const plan = plannedEmails(facts({ agreement: 'signed' }), '2026-05-01');
    const sent = [{ key: plan[0]!.key, sentAt: '2026-05-01T19:00:00.000Z' }];
    const lines = emailLines(plan, sent, { booking: true, address: () => true }, '2026-05-02');
    expect(lines.map((line) => line.status)).toEqual(['sent', 'not-needed', 'planned', 'planned', 'planned']);
    const off = emailLines(plan, sent, { booking: false, address: () => true }, '2026-05-02');
    expect(off.map((line) => line.status)).toEqual(['sent', 'off', 'off', 'off', 'off']);
  });
});
