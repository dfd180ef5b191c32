import { describe, expect, it } from 'vitest';
import { artistOfChair, chairsOf, chairsOfArtist } from '#contract/wedding-schedule.ts';
import { withLoadDefaults } from '../store/store.ts';
import { upgradedBooking, type BookingRecord } from '../store/records.ts';

// Data files written before her team and call sheets load as they are: no team, one chair (hers), no parking notes.

describe('older data files', () => {
  it('load with an empty team and her Set-up minutes at 30', () => {
    const data = withLoadDefaults({ bookings: [] });
    expect(data.team).toEqual([]);
    expect(data.siteSettings.setupMinutes).toBe(30);
  });

  it('read a booking stored before call sheets with no parking notes and no links', () => {
    const old = {
      id: 'b1',
      createdAt: '2025-01-01T00:00:00Z',
      party: [],
      trial: null,
    } as unknown as BookingRecord;
    const booking = upgradedBooking({ ...old, terms: { lines: [] } as unknown as BookingRecord['terms'] });
    expect(booking.parkingNotes).toBe('');
    expect(booking.callSheetLinks).toBeUndefined();
  });

  it('read a schedule stored before chairs as one chair, hers', () => {
    expect(chairsOf({})).toBe(1);
    expect(artistOfChair({}, 1)).toBe('lead');
    expect(chairsOfArtist({}, 'lead')).toEqual([1]);
    const staffed = { chairs: 3 as const, chairArtists: ['lead', 'dana', ''] };
    expect([1, 2, 3].map((chair) => artistOfChair(staffed, chair))).toEqual(['lead', 'dana', 'lead']);
    expect(chairsOfArtist(staffed, 'dana')).toEqual([2]);
    expect(chairsOfArtist(staffed, 'lead')).toEqual([1, 3]);
  });
});
