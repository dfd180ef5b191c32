import { describe, expect, it } from 'vitest';
import { bookingShares, paymentWithDefaults } from './booking-shares.ts';

const line = (personId: string, service: string, price: number) => ({
  personId,
  name: personId,
  service,
  price,
  durationMinutes: 60,
});

const party = [
  { id: 'bride', payer: 'client' as const },
  { id: 'jess', payer: 'self' as const },
  { id: 'mom', payer: 'client' as const },
  { id: 'ana', payer: 'self' as const },
];
const lines = [
  line('bride', 'Bridal Makeup', 225),
  line('bride', 'Bridal Hair', 175),
  line('jess', 'Bridesmaid', 150),
  line('jess', 'Lashes', 20),
  line('mom', 'Mother of the Bride', 150),
  line('ana', 'Bridesmaid', 150),
];

describe('who pays what', () => {
  it('gives each self-paying person her own lines and the client the rest with travel', () => {
    const shares = bookingShares({ lines, party, travelFee: 70, payments: [] });
    expect(shares.client.lines.map((item) => item.service)).toEqual([
      'Bridal Makeup',
      'Bridal Hair',
      'Mother of the Bride',
    ]);
    expect(shares.client).toMatchObject({ total: 620, paid: 0, tips: 0, balance: 620 });
    expect(Object.keys(shares.people)).toEqual(['jess', 'ana']);
    expect(shares.people.jess).toMatchObject({ total: 170, paid: 0, tips: 0, balance: 170 });
    expect(shares.people.ana).toMatchObject({ total: 150, balance: 150 });
  });

  it('counts each payment for whoever made it, and tips never toward a balance', () => {
    const shares = bookingShares({
      lines,
      party,
      travelFee: 70,
      payments: [
        { amount: 200, payerId: '', tip: 0 },
        { amount: 100, payerId: 'jess', tip: 30 },
        { amount: 150, payerId: 'ana', tip: 0 },
        { amount: 20, payerId: '', tip: 50 },
      ],
    });
    expect(shares.client).toMatchObject({ paid: 220, tips: 50, balance: 400 });
    expect(shares.people.jess).toMatchObject({ paid: 100, tips: 30, balance: 70 });
    expect(shares.people.ana).toMatchObject({ paid: 150, tips: 0, balance: 0 });
    expect(shares.tips).toBe(80);
  });

  it('sums in cents: $0.10 and $0.20 lines make a $0.30 share', () => {
    const shares = bookingShares({
      lines: [line('jess', 'Lashes', 0.1), line('jess', 'Glitter', 0.2), line('bride', 'Pin', 0.1)],
      party,
      travelFee: 0.2,
      payments: [
        { amount: 0.1, payerId: 'jess', tip: 0.1 },
        { amount: 0.1, payerId: 'jess', tip: 0.2 },
      ],
    });
    expect(shares.people.jess).toMatchObject({ total: 0.3, paid: 0.2, tips: 0.3, balance: 0.1 });
    expect(shares.client).toMatchObject({ total: 0.3, balance: 0.3 });
    expect(shares.tips).toBe(0.3);
  });

  it("puts a payment from someone the client pays for, or who left the party, in the client's share", () => {
    const shares = bookingShares({
      lines,
      party,
      travelFee: null,
      payments: [
        { amount: 50, payerId: 'mom' },
        { amount: 25, payerId: 'gone' },
      ],
    });
    expect(shares.client).toMatchObject({ total: 550, paid: 75, balance: 475 });
  });

  it('never reads an overpayment as a negative balance', () => {
    const shares = bookingShares({ lines, party, travelFee: 0, payments: [{ amount: 200, payerId: 'ana' }] });
    expect(shares.people.ana).toMatchObject({ paid: 200, balance: 0 });
  });

  it('reads a booking whose lines have no person (stored before the party) as all the client', () => {
    const old = lines.map(({ personId: _personId, ...rest }) => rest);
    const shares = bookingShares({ lines: old, party: [], travelFee: 70, payments: [{ amount: 100 }] });
    expect(shares.client).toMatchObject({ total: 940, paid: 100, tips: 0, balance: 840 });
    expect(shares.people).toEqual({});
  });
});

describe('payments stored before who-pays-what', () => {
  it('read as the client, with no tip', () => {
    const stored = { id: 'p1', createdAt: '2026-01-01', amount: 100, method: 'Cash', paidOn: '2026-01-01', note: '' };
    expect(paymentWithDefaults(stored)).toEqual({ ...stored, payerId: '', tip: 0 });
    expect(paymentWithDefaults({ ...stored, payerId: 'jess', tip: 20 })).toMatchObject({ payerId: 'jess', tip: 20 });
  });
});
