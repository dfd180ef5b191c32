import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  belowWeekendMinimum,
  DEFAULT_TRAVEL_RULE,
  estimatedRoadMiles,
  quoteFor,
  sumDollars,
  travelFeeFor,
  weekdayOf,
} from './quote.ts';

const rule = DEFAULT_TRAVEL_RULE;

describe('travelFeeFor', () => {
  it('charges the spec example: 25 miles one way is 40 + 2 × 15 = $70', () => {
    expect(travelFeeFor(25, rule)).toEqual({ kind: 'fee', fee: 70 });
  });

  it('charges nothing at her place (0 miles) and the base fee up to exactly 10 miles', () => {
    expect(travelFeeFor(0, rule)).toEqual({ kind: 'fee', fee: 0 });
    expect(travelFeeFor(1, rule)).toEqual({ kind: 'fee', fee: 40 });
    expect(travelFeeFor(10, rule)).toEqual({ kind: 'fee', fee: 40 });
    expect(travelFeeFor(11, rule)).toEqual({ kind: 'fee', fee: 42 });
  });

  it('rounds a fee with cents up to the whole dollar', () => {
    expect(travelFeeFor(12, { ...rule, perMile: 0.65 })).toEqual({ kind: 'fee', fee: 43 }); // 40 + 2.60
    expect(travelFeeFor(13, { ...rule, perMile: 0.5, roundTrip: false })).toEqual({ kind: 'fee', fee: 42 }); // 41.50
  });

  it('quotes by text beyond the longest trip, and knows nothing without miles', () => {
    expect(travelFeeFor(100, rule)).toEqual({ kind: 'fee', fee: 220 });
    expect(travelFeeFor(101, rule)).toEqual({ kind: 'quoted-by-text' });
    expect(travelFeeFor(null, rule)).toEqual({ kind: 'unknown' });
    expect(travelFeeFor(-3, rule)).toEqual({ kind: 'unknown' });
  });
});

describe('quoteFor', () => {
  const party = [
    { name: 'Bride', service: 'Bridal Makeup', price: 225, durationMinutes: 90 },
    { name: 'Bridesmaid 1', service: 'Bridesmaid', price: 150, durationMinutes: 60 },
    { name: 'Flower girl', service: 'Flower Girl Makeup (12 & Under)', price: 50, durationMinutes: 25 },
  ];

  it('adds the services and the travel fee', () => {
    const quote = quoteFor(party, 25, rule);
    expect(quote.servicesTotal).toBe(425);
    expect(quote.travelFee).toBe(70);
    expect(quote.total).toBe(495);
  });

  it('adds no travel when the miles are unknown or quoted by text', () => {
    expect(quoteFor(party, null, rule)).toMatchObject({ travelMiles: null, travelFee: null, total: 425 });
    expect(quoteFor(party, 150, rule)).toMatchObject({ travelFee: null, total: 425 });
  });

  it('sums cents exactly', () => {
    const lines = [0.1, 0.2].map((price) => ({ name: 'x', service: 'y', price, durationMinutes: 1 }));
    expect(quoteFor(lines, 0, rule).total).toBe(0.3);
    expect(sumDollars([19.99, 0.01, 100.1])).toBe(120.1);
  });
});

describe('balanceOf', () => {
  it('subtracts payments in cents and never goes below zero', () => {
    expect(balanceOf(495, [{ amount: 100 }])).toEqual({ paid: 100, balance: 395 });
    expect(balanceOf(100.3, [{ amount: 0.1 }, { amount: 0.2 }])).toEqual({ paid: 0.3, balance: 100 });
    expect(balanceOf(495, [{ amount: 500 }])).toEqual({ paid: 500, balance: 0 });
    expect(balanceOf(495, [])).toEqual({ paid: 0, balance: 495 });
  });
});

describe('estimatedRoadMiles', () => {
  it('is the straight line times 1.25, rounded up', () => {
    // One degree of latitude is about 69.09 miles: 86.36 by road, rounded up.
    expect(estimatedRoadMiles({ lat: 38, lon: -121 }, { lat: 39, lon: -121 })).toBe(87);
    expect(estimatedRoadMiles({ lat: 38.5, lon: -121.5 }, { lat: 38.5, lon: -121.5 })).toBe(0);
  });
});

describe('the weekend minimum', () => {
  it('reads the weekday of the calendar date', () => {
    expect(weekdayOf('2027-06-12')).toBe(6);
    expect(weekdayOf('2027-06-13')).toBe(0);
    expect(weekdayOf('2027-06-14')).toBe(1);
  });

  it('counts every service but a bridal preview, on Saturdays and Sundays only', () => {
    const three = ['Bridal Makeup', 'Bridesmaid', 'Bridesmaid'];
    expect(belowWeekendMinimum('2027-06-12', three)).toBe(true);
    expect(belowWeekendMinimum('2027-06-12', [...three, 'Bridal Preview'])).toBe(true);
    expect(belowWeekendMinimum('2027-06-12', [...three, 'Flower Girl Makeup (12 & Under)'])).toBe(false);
    expect(belowWeekendMinimum('2027-06-14', three)).toBe(false);
  });
});
