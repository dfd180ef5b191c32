import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { dataProblem, withLoadDefaults } from '../store/store.ts';

// A data file from before her books (no trips, no trip edits, no mileage rates, payments without `kind`) loads as
// it is: the lists empty, the first-run rates, every payment a payment.

describe('a data file from before the books', () => {
  it('loads with no trips, the first-run mileage rates, and its settings otherwise its own', () => {
    const { mileageRates: _rates, ...oldSettings } = { ...DEFAULT_SITE_SETTINGS, artistName: 'Ana' };
    const old = { bookings: [], siteSettings: oldSettings };
    expect(dataProblem(old)).toBeUndefined();
    const loaded = withLoadDefaults(old as never);
    expect(loaded.trips).toEqual([]);
    expect(loaded.tripEdits).toEqual([]);
    expect(loaded.siteSettings.mileageRates).toEqual([
      { year: 2025, centsPerMile: 70 },
      { year: 2026, centsPerMile: 72.5 },
    ]);
    expect(loaded.siteSettings.artistName).toBe('Ana');
  });

  it('refuses a trip that is not one, naming it', () => {
    expect(dataProblem({ trips: [{ id: 't', date: '2026-01-01' }] })).toMatch(/"trips" item 1/);
    expect(
      dataProblem({ tripEdits: [{ id: 'booking:b', miles: 'ten', keep: false, createdAt: '', updatedAt: '' }] }),
    ).toMatch(/"tripEdits" item 1 .*miles/);
  });
});
