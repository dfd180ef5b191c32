import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dollars } from './fields.ts';
import { centsOf, hasAtMostTwoDecimals, sumDollars, toCents, toDollars } from './money.ts';

describe('toCents', () => {
  it('takes every amount from $0.00 to $999.99, however it was arrived at, as its exact cents', () => {
    const refused: number[] = [];
    for (let cents = 0; cents < 100_000; cents += 1) {
      const whole = Math.floor(cents / 100);
      const typed = Number(`${whole}.${String(cents % 100).padStart(2, '0')}`); // as a form or JSON reads "19.99"
      for (const amount of [typed, cents / 100, toDollars(cents)]) {
        if (toCents(amount) !== cents || !hasAtMostTwoDecimals(amount)) refused.push(amount);
      }
      if (toCents(-typed) !== (cents === 0 ? 0 : -cents)) refused.push(-typed);
    }
    // The old check (Math.round(x * 100) === x * 100) refused 19.99, 1.13, 0.07 and 9,300 more of these.
    expect(refused).toEqual([]);
  });

  it('refuses anything finer than a cent, including the float noise of a sum made in dollars', () => {
    for (const amount of [0.1 + 0.2, 19.999, 10.005, 0.001, 1e-7, 5e-324, 999.9900000000001]) {
      expect(toCents(amount), String(amount)).toBeUndefined();
      expect(hasAtMostTwoDecimals(amount)).toBe(false);
    }
  });

  it('refuses what is not a countable number of cents: infinities, NaN and amounts in exponent form', () => {
    for (const amount of [Number.NaN, Infinity, -Infinity, 1e21, -1e21, Number.MAX_VALUE]) {
      expect(toCents(amount), String(amount)).toBeUndefined();
    }
    // Cents past 2^53 cannot all be told apart, so they are not counted either.
    expect(toCents(90_071_992_547_410.5)).toBeUndefined();
    expect(toCents(1_000_000)).toBe(100_000_000);
    expect(toCents(-0)).toBe(0);
    expect(toCents(-19.99)).toBe(-1999);
  });
});

describe('sums in cents', () => {
  it('adds and subtracts exactly, and rounds only what was never checked', () => {
    expect(sumDollars([0.1, 0.2])).toBe(0.3);
    expect(sumDollars([19.99, 1.13, 0.07])).toBe(21.19);
    expect(sumDollars([100, -0.07])).toBe(99.93);
    expect(centsOf(0.1 + 0.2)).toBe(30);
    expect(centsOf(19.99)).toBe(1999);
  });
});

describe('the money field', () => {
  const amount = dollars('Amount', { max: 1_000_000, moreThanZero: true });
  const price = dollars('Price');
  const message = (schema: typeof price, value: unknown) => v.safeParse(schema, value).issues?.[0]?.message;

  it('takes dollars and cents and says what is wrong with anything else', () => {
    for (const value of [19.99, 1.13, 0.07, 0.01, 1_000_000]) expect(message(amount, value)).toBeUndefined();
    expect(message(price, 0)).toBeUndefined();
    expect(message(amount, 10.005)).toBe('Amount can have at most two decimals (cents)');
    expect(message(amount, 0)).toBe('Amount must be more than $0');
    expect(message(price, -0.01)).toBe('Price cannot be negative');
    expect(message(price, 100_000.01)).toBe('Price must be at most $100,000');
    expect(message(price, Number.NaN)).toBe('Price must be a number of dollars');
    expect(message(price, '19.99')).toBe('Price must be a number of dollars');
  });
});
