import { describe, expect, it } from 'vitest';
import type { ClientBooking, ClientSchedule } from '#contract/wedding-schedule.ts';
import { consentOf, documentBlocks, formatSignedAt } from './agreement-format.ts';
import { moneyRows, paymentHref, selfPayingRows } from './booking-format.ts';
import { totalLine } from './schedule-format.ts';

const schedule: ClientSchedule['schedule'] = {
  clientName: 'Olivia',
  contactPhone: '',
  weddingDate: '2026-06-13',
  startTime: '8:00 AM',
  venueName: '',
  venueAddress: '',
  manualTotal: '',
};

const booking: ClientBooking = {
  lines: [
    { name: 'Bride', service: 'Bridal Makeup', price: 325, durationMinutes: 90 },
    { name: 'Maid of honor', service: 'Bridesmaid Makeup', price: 150.5, durationMinutes: 45 },
  ],
  total: 475.5,
  paid: 100,
  balance: 375.5,
  balanceDueDate: '2026-06-06',
  paymentInstructions: 'Venmo @elena',
  paymentLink: 'https://pay.example.com/elena',
};

describe('totalLine', () => {
  it('shows the remaining balance by its due date when the manual total is blank', () => {
    expect(totalLine({ schedule, booking })).toBe('Total due on or before Saturday, June 6, 2026: $375.50');
  });

  it('says "Paid in full" once nothing remains', () => {
    expect(totalLine({ schedule, booking: { ...booking, paid: 475.5, balance: 0 } })).toBe('Paid in full');
  });

  it('lets a manual total win, dated by the wedding as the spec has it', () => {
    expect(totalLine({ schedule: { ...schedule, manualTotal: ' $975 ' }, booking })).toBe(
      'Total due on or before Saturday, June 13, 2026: $975',
    );
  });

  it('says what it always said without a booking, or with one not priced yet', () => {
    expect(totalLine({ schedule })).toBe('Contact for pricing');
    expect(totalLine({ schedule, booking: null })).toBe('Contact for pricing');
    expect(totalLine({ schedule, booking: { ...booking, lines: [], total: 0, paid: 0, balance: 0 } })).toBe(
      'Contact for pricing',
    );
  });
});

describe('moneyRows', () => {
  it('lists each service, travel as the rest of the total, the total, what is paid and what remains', () => {
    const rows = moneyRows({ ...booking, total: 545.5, balance: 445.5 });
    expect(rows.map((row) => [row.label, row.detail, row.amount])).toEqual([
      ['Bridal Makeup', 'Bride', '$325'],
      ['Bridesmaid Makeup', 'Maid of honor', '$150.50'],
      ['Travel', undefined, '$70'],
      ['Total', undefined, '$545.50'],
      ['Paid so far', undefined, '$100'],
      ['Balance due by Saturday, June 6, 2026', undefined, '$445.50'],
    ]);
  });

  it('has no travel row when there is none, and says paid in full', () => {
    const rows = moneyRows({ ...booking, paid: 475.5, balance: 0 });
    expect(rows.map((row) => row.label)).not.toContain('Travel');
    expect(rows.at(-1)).toMatchObject({ label: 'Balance', amount: 'Paid in full' });
  });
});

describe('who pays for herself', () => {
  const shared: ClientBooking = {
    ...booking,
    selfPaying: [
      { name: 'Jess', paid: true },
      { name: 'Ana', paid: false },
    ],
  };

  it('calls her own total "Your share" and lists the others with "paid" or "not yet"', () => {
    expect(moneyRows(shared).find((row) => row.kind === 'total')?.label).toBe('Your share');
    expect(selfPayingRows(shared)).toEqual([
      { name: 'Jess', status: 'paid' },
      { name: 'Ana', status: 'not yet' },
    ]);
  });

  it('keeps "Total" when she pays for everyone, and a copy saved before shares lists no one', () => {
    expect(moneyRows(booking).find((row) => row.kind === 'total')?.label).toBe('Total');
    expect(selfPayingRows(booking)).toEqual([]);
  });
});

describe('paymentHref', () => {
  it('keeps web addresses and refuses any other scheme', () => {
    expect(paymentHref(' https://venmo.com/u/elena ')).toBe('https://venmo.com/u/elena');
    expect(paymentHref('javascript:alert(1)')).toBeUndefined();
    expect(paymentHref('venmo.com/elena')).toBeUndefined();
    expect(paymentHref('')).toBeUndefined();
  });
});

describe('formatSignedAt', () => {
  it('shows the UTC instant in California time, with its zone', () => {
    expect(formatSignedAt('2026-06-03T23:12:00.000Z')).toBe('June 3, 2026 at 4:12 PM PDT');
    expect(formatSignedAt('2026-01-02T07:30:00.000Z')).toBe('January 1, 2026 at 11:30 PM PST');
  });
});

describe('documentBlocks', () => {
  const text = [
    'BOOKING AGREEMENT',
    'Between Elena Marie Beauty (the artist) and Zoë Ñúñez (the client).',
    'THE EVENT\nDate: Saturday, June 13, 2026\nVenue: Vizcaya',
    'POLICIES\nDeposit\nA $100 retainer and a signed contract.\n\nTravel\n- $40 base\n- $1.00 a mile',
    'ELECTRONIC RECORDS AND SIGNATURE\nBy typing your full name and ticking "I agree", you agree to sign electronically.',
  ].join('\n\n');

  it('makes headings of the short lines that lead a block, keeping every line of the rest', () => {
    expect(documentBlocks(`${text}\n`)).toEqual([
      { kind: 'heading', text: 'BOOKING AGREEMENT', level: 'section' },
      { kind: 'paragraph', text: 'Between Elena Marie Beauty (the artist) and Zoë Ñúñez (the client).' },
      { kind: 'heading', text: 'THE EVENT', level: 'section' },
      { kind: 'paragraph', text: 'Date: Saturday, June 13, 2026\nVenue: Vizcaya' },
      { kind: 'heading', text: 'POLICIES', level: 'section' },
      { kind: 'heading', text: 'Deposit', level: 'sub' },
      { kind: 'paragraph', text: 'A $100 retainer and a signed contract.' },
      { kind: 'heading', text: 'Travel', level: 'sub' },
      { kind: 'list', items: ['$40 base', '$1.00 a mile'] },
      { kind: 'heading', text: 'ELECTRONIC RECORDS AND SIGNATURE', level: 'section' },
      {
        kind: 'paragraph',
        text: 'By typing your full name and ticking "I agree", you agree to sign electronically.',
      },
    ]);
  });

  it('finds the consent to sign electronically, to show beside the box', () => {
    expect(consentOf(documentBlocks(text))).toBe(
      'By typing your full name and ticking "I agree", you agree to sign electronically.',
    );
    expect(consentOf(documentBlocks('AGREEMENT\nWords.'))).toBeUndefined();
  });
});
