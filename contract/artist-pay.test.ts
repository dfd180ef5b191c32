import { describe, expect, it } from 'vitest';
import { arrivalFor, artistPayFor, splitCents, type ArtistPayInput } from './artist-pay.ts';

const dana = {
  id: 'dana',
  rates: [{ serviceName: 'Bridesmaid Makeup', amount: 90 }],
  dayRate: null,
  earlyStartFee: 125,
};
const party = [
  { id: 'p1', name: 'Anna' },
  { id: 'p2', name: 'Beth' },
  { id: 'p3', name: 'Cleo' },
  { id: 'p4', name: 'Dee' },
];
// Chair 1 hers (Anna, Beth), chair 2 Dana's (Cleo, Dee; Dee twice: makeup and hair).
const services = [
  { serviceName: 'Bridal Makeup', personId: 'p1', chair: 1 as const, startTime: '7:00 AM' },
  { serviceName: 'Bridesmaid Makeup', personId: 'p2', chair: 1 as const, startTime: '6:00 AM' },
  { serviceName: 'Bridesmaid Makeup', personId: 'p3', chair: 2 as const, startTime: '6:15 AM' },
  { serviceName: 'Bridesmaid Makeup', personId: 'p4', chair: 2 as const, startTime: '7:00 AM' },
  { serviceName: 'Bridesmaid Hair', personId: 'p4', chair: 2 as const, startTime: '7:45 AM' },
];
const schedule = { chairs: 2 as const, chairArtists: ['lead', 'dana'] };
const base = (over: Partial<ArtistPayInput> = {}): ArtistPayInput => ({
  artist: dana,
  services,
  schedule,
  party,
  payments: [],
  arrivalTime: arrivalFor(services, schedule, 'dana', 30),
  earlyStartTime: '6:00 AM',
  allArtistIds: ['lead', 'dana'],
  ...over,
});

describe('artistPayFor', () => {
  it('pays each face of her chairs at her rate, and names the service she has no rate for', () => {
    const pay = artistPayFor(base({ arrivalTime: '7:00 AM' }));
    expect(pay.lines.map((line) => [line.personName, line.serviceName, line.amount])).toEqual([
      ['Cleo', 'Bridesmaid Makeup', 9000],
      ['Dee', 'Bridesmaid Makeup', 9000],
      ['Dee', 'Bridesmaid Hair', 0],
    ]);
    expect(pay.unpriced).toEqual(['Bridesmaid Hair']);
    expect(pay.facesDone).toBe(2);
    expect(pay.earlyStartFee).toBe(0);
    expect(pay.total).toBe(18000);
  });

  it('adds her early-start fee when she arrives (first chair less set-up) before the early-start time', () => {
    expect(arrivalFor(services, schedule, 'dana', 30)).toBe('5:45 AM');
    const pay = artistPayFor(base());
    expect(pay.earlyStartFee).toBe(12500);
    expect(pay.total).toBe(18000 + 12500);
    // Arriving at the early-start time itself is not early.
    expect(artistPayFor(base({ arrivalTime: '6:00 AM' })).earlyStartFee).toBe(0);
    // The setting moves the line.
    expect(artistPayFor(base({ earlyStartTime: '5:30 AM' })).earlyStartFee).toBe(0);
  });

  it('pays her day rate instead of per service, plus the early start', () => {
    const pay = artistPayFor(base({ artist: { ...dana, dayRate: 400 } }));
    expect(pay.dayRate).toBe(40000);
    expect(pay.lines.every((line) => line.amount === 0)).toBe(true);
    expect(pay.unpriced).toEqual([]);
    expect(pay.total).toBe(40000 + 12500);
    // Not on the wedding's chairs: no day rate, no fee.
    const away = artistPayFor(
      base({ artist: { ...dana, dayRate: 400 }, schedule: { chairs: 2, chairArtists: ['lead', 'lead'] } }),
    );
    expect(away.total).toBe(0);
  });

  it('shares the tips by faces done across all artists, the lead included', () => {
    // Lead: Anna, Beth (2 faces); Dana: Cleo, Dee (2 faces). $100 + $50 shared: Dana gets half.
    const payments = [
      { tip: 100, tipForArtistId: '' },
      { tip: 50, tipForArtistId: '' },
    ];
    expect(artistPayFor(base({ payments, arrivalTime: '7:00 AM' })).tips).toBe(7500);
    // Three faces to one: $100 → $75 and $25 ($10.01 splits 751/250, no cent made or lost).
    const three = { chairs: 2 as const, chairArtists: ['lead', 'dana'] };
    const moreLead = [
      ...services.slice(0, 2),
      { serviceName: 'Bridal Hair', personId: 'p5', chair: 1 as const, startTime: '' },
      ...services.slice(2, 3),
    ];
    expect(artistPayFor(base({ services: moreLead, schedule: three, payments: [{ tip: 100 }] })).tips).toBe(2500);
  });

  it('gives a tip for one artist to her alone', () => {
    const payments = [
      { tip: 40, tipForArtistId: 'dana' },
      { tip: 60, tipForArtistId: 'lead' },
      { tip: 20, tipForArtistId: '' },
    ];
    const pay = artistPayFor(base({ payments, arrivalTime: '7:00 AM' }));
    expect(pay.tips).toBe(4000 + 1000);
    expect(pay.total).toBe(18000 + 5000);
  });
});

describe('splitCents', () => {
  it('adds up to the pool exactly', () => {
    expect(splitCents(1001, [3, 1])).toEqual([751, 250]);
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(100, [0, 0])).toEqual([0, 0]);
  });
});
