import { describe, expect, it } from 'vitest';
import { artistOf, underWayAndNext, usesTwoChairs } from '../format/schedule-format.ts';

// The bride's page on a morning of three chairs: each chair has its own next, and each row names its artist once
// she chose her team for the chairs ("with Dana"), else "Artist 2" as before.

describe('a morning of three chairs', () => {
  const services = [
    { id: 'maya', startTime: '1:15 PM', endTime: '2:15 PM', chair: 3, artist: 'Priya' },
    { id: 'ana', startTime: '1:45 PM', endTime: '2:45 PM', chair: 2, artist: 'Dana' },
    { id: 'bride', startTime: '2:00 PM', endTime: '3:30 PM', chair: 1, artist: 'Elena' },
    { id: 'mom', startTime: '2:15 PM', endTime: '3:00 PM', chair: 3, artist: 'Priya' },
  ];

  it('names the artist of each chair, or the chair when none was chosen', () => {
    expect(usesTwoChairs(services)).toBe(true);
    expect(usesTwoChairs([{ chair: 3 }, { chair: 3 }])).toBe(false);
    expect(services.map(artistOf)).toEqual(['with Priya', 'with Dana', 'with Elena', 'with Priya']);
    expect(artistOf({ chair: 3 })).toBe('Artist 3');
    expect(artistOf({})).toBeUndefined();
  });

  it('marks what is under way and the next on each of the three chairs', () => {
    // 1:30 PM in Sacramento on the wedding day (PDT: UTC-7).
    const now = new Date('2026-06-13T20:30:00Z');
    expect(underWayAndNext('2026-06-13', services, now)).toEqual({
      nowIds: ['maya'],
      nextIds: ['ana', 'bride', 'mom'],
    });
  });
});
