import { describe, expect, it } from 'vitest';
import { callSheetChanges, mapsUrlOf, type CallSheet } from '#contract/call-sheet.ts';
import { isPastKeeping } from './saved-call-sheet.ts';

const sheet: CallSheet = {
  bookingId: 'b1',
  artist: { id: 'dana', name: 'Dana Reyes' },
  date: '2026-06-13',
  gettingReadyAddress: '1 Example Road, Folsom, CA',
  mapsUrl: mapsUrlOf('1 Example Road, Folsom, CA'),
  parkingNotes: 'Behind the barn',
  arrivalTime: '5:30 AM',
  leadName: 'Elena Marie',
  leadPhone: '+19165550100',
  chairs: [2],
  faces: [
    {
      personId: 'p1',
      name: 'Maya',
      times: [{ service: 'Bridesmaid', start: '6:00 AM', end: '7:00 AM', chair: 2 }],
      services: ['Bridesmaid'],
      allergies: { ticked: [], notes: '' },
      lashes: '',
      look: null,
      photos: [],
    },
  ],
  bring: [],
  pay: {
    artistId: 'dana',
    lines: [],
    dayRate: null,
    earlyStartFee: 0,
    tips: 0,
    total: 9000,
    facesDone: 1,
    unpriced: [],
  },
  updatedAt: '2026-06-01T00:00:00Z',
};

describe('the call sheet on her phone', () => {
  it('says what changed since she opened it, in her words, and nothing for a new updatedAt alone', () => {
    expect(callSheetChanges(sheet, { ...sheet, updatedAt: 'later' })).toBe('');
    const moved = {
      ...sheet,
      arrivalTime: '5:15 AM',
      parkingNotes: 'Street parking',
      faces: [
        { ...sheet.faces[0]!, times: [{ service: 'Bridesmaid', start: '5:45 AM', end: '6:45 AM', chair: 2 }] },
        { ...sheet.faces[0]!, personId: 'p2', name: 'Ana' },
      ],
      pay: { ...sheet.pay, total: 18000 },
    };
    expect(callSheetChanges(sheet, moved)).toBe(
      "parking and access, your arrival time, Maya's times, Ana added, your pay",
    );
    expect(callSheetChanges(moved, sheet)).toContain('Ana no longer yours');
  });

  it('is kept through the wedding day and deleted from the day after', () => {
    expect(isPastKeeping('2026-06-13', '2026-06-13')).toBe(false);
    expect(isPastKeeping('2026-06-13', '2026-06-14')).toBe(true);
  });

  it('links the address to a maps search, and nothing without one', () => {
    expect(mapsUrlOf(' 1 Main St, Folsom ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Folsom',
    );
    expect(mapsUrlOf('  ')).toBe('');
  });
});
