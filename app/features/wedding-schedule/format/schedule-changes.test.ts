import { describe, expect, it } from 'vitest';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { describeTimeChanges } from './schedule-changes.ts';

const schedule = (services: [string, string, string][]): ClientSchedule => ({
  schedule: {
    clientName: 'Ava',
    contactPhone: '',
    weddingDate: '2026-06-14',
    startTime: '',
    venueName: '',
    venueAddress: '',
    manualTotal: '',
  },
  services: services.map(([id, startTime, endTime], index) => ({
    id,
    serviceName: id,
    startTime,
    endTime,
    sortOrder: index,
  })),
});

const morning = schedule([
  ['a', '8:00 AM', '9:00 AM'],
  ['b', '9:00 AM', '10:00 AM'],
  ['c', '10:00 AM', '11:30 AM'],
  ['d', '11:30 AM', '12:30 PM'],
]);

describe('describeTimeChanges', () => {
  it('says nothing when no time moved', () => {
    expect(describeTimeChanges(morning, structuredClone(morning))).toBeUndefined();
  });

  it('names how many services moved and by how much when they moved together', () => {
    const late = schedule([
      ['a', '8:00 AM', '9:00 AM'],
      ['b', '9:00 AM', '10:00 AM'],
      ['c', '10:15 AM', '11:45 AM'],
      ['d', '11:45 AM', '12:45 PM'],
    ]);
    expect(describeTimeChanges(morning, late)).toEqual({
      movedIds: ['c', 'd'],
      summary: '2 services moved 15 minutes later',
    });
    expect(describeTimeChanges(late, morning)?.summary).toBe('2 services moved 15 minutes earlier');
  });

  it('reads 24-hour and 12-hour times alike, across noon', () => {
    const before = schedule([['a', '11:50', '12:20']]);
    const after = schedule([['a', '12:05 PM', '12:35 PM']]);
    expect(describeTimeChanges(before, after)?.summary).toBe('1 service moved 15 minutes later');
  });

  it('says "new times" when services moved by different amounts, and counts added and removed ones', () => {
    const reshuffled = schedule([
      ['a', '8:10 AM', '9:00 AM'],
      ['b', '9:30 AM', '10:00 AM'],
      ['c', '10:00 AM', '11:30 AM'],
      ['e', '1:00 PM', '1:15 PM'],
    ]);
    expect(describeTimeChanges(morning, reshuffled)).toEqual({
      movedIds: ['a', 'b'],
      summary: '2 services have new times, 1 service added, 1 service removed',
    });
  });

  it('marks a service whose end alone moved', () => {
    const longer = schedule([
      ['a', '8:00 AM', '9:20 AM'],
      ['b', '9:00 AM', '10:00 AM'],
      ['c', '10:00 AM', '11:30 AM'],
      ['d', '11:30 AM', '12:30 PM'],
    ]);
    expect(describeTimeChanges(morning, longer)).toEqual({ movedIds: ['a'], summary: '1 service has new times' });
  });
});
