import { describe, expect, it } from 'vitest';
import { shiftServices } from './shift-services.ts';

// Listed out of schedule order on purpose: the shift follows sortOrder, as the schedule page does.
const services = [
  {
    id: 'mother',
    scheduleId: 's1',
    serviceName: 'Mother of the Bride',
    startTime: '9:30 AM',
    endTime: '10:30 AM',
    sortOrder: 2,
  },
  {
    id: 'bride',
    scheduleId: 's1',
    serviceName: 'Bridal Makeup',
    startTime: '8:00 AM',
    endTime: '9:30 AM',
    sortOrder: 1,
  },
  { id: 'maids', scheduleId: 's1', serviceName: 'Bridesmaids', startTime: '10:30', endTime: '11:50', sortOrder: 3 },
  {
    id: 'touch-up',
    scheduleId: 's1',
    serviceName: 'Touch-ups',
    startTime: 'after the ceremony',
    endTime: '',
    sortOrder: 4,
  },
];

const times = (list: readonly { id: string; startTime: string; endTime: string }[]) =>
  list.map(({ id, startTime, endTime }) => [id, startTime, endTime]);

describe('shiftServices', () => {
  it('moves the chosen service and every later one, keeping each time as typed, and leaves earlier ones alone', () => {
    const result = shiftServices(services, 'mother', 20);
    expect(times(result.services)).toEqual([
      ['mother', '9:50 AM', '10:50 AM'],
      ['bride', '8:00 AM', '9:30 AM'],
      ['maids', '10:50', '12:10'],
      ['touch-up', 'after the ceremony', ''],
    ]);
    expect(result.movedCount).toBe(2);
    expect(result.unreadable).toEqual([
      { id: 'touch-up', serviceName: 'Touch-ups', field: 'startTime', value: 'after the ceremony' },
    ]);
  });

  it('keeps the other fields, returns the untouched services as they were, and does not change its input', () => {
    const before = structuredClone(services);
    const result = shiftServices(services, 'mother', 20);
    expect(result.services[0]).toMatchObject({ scheduleId: 's1', serviceName: 'Mother of the Bride', sortOrder: 2 });
    expect(result.services[1]).toBe(services[1]);
    expect(services).toEqual(before);
  });

  it('pulls the day earlier with a negative shift', () => {
    const result = shiftServices(services, 'bride', -15);
    expect(times(result.services)).toEqual([
      ['mother', '9:15 AM', '10:15 AM'],
      ['bride', '7:45 AM', '9:15 AM'],
      ['maids', '10:15', '11:35'],
      ['touch-up', 'after the ceremony', ''],
    ]);
    expect(result.movedCount).toBe(3);
  });

  it('carries late services across midnight in both 12-hour and 24-hour times', () => {
    const evening = [
      { id: 'a', serviceName: 'Reception touch-up', startTime: '11:30 PM', endTime: '11:50 PM', sortOrder: 0 },
      { id: 'b', serviceName: 'After-party look', startTime: '23:50', endTime: '00:20', sortOrder: 1 },
    ];
    expect(times(shiftServices(evening, 'a', 20).services)).toEqual([
      ['a', '11:50 PM', '12:10 AM'],
      ['b', '00:10', '00:40'],
    ]);
  });

  it('moves a readable start even when the end is not readable, and reports the end', () => {
    const list = [{ id: 'x', serviceName: 'Bride', startTime: '8am', endTime: 'when done', sortOrder: 0 }];
    const result = shiftServices(list, 'x', 30);
    expect(times(result.services)).toEqual([['x', '8:30am', 'when done']]);
    expect(result.movedCount).toBe(1);
    expect(result.unreadable).toEqual([{ id: 'x', serviceName: 'Bride', field: 'endTime', value: 'when done' }]);
  });

  it('follows list order among equal sortOrders', () => {
    const list = [
      { id: 'first', serviceName: 'Bride', startTime: '8:00 AM', endTime: '9:00 AM', sortOrder: 0 },
      { id: 'second', serviceName: 'Mother', startTime: '9:00 AM', endTime: '10:00 AM', sortOrder: 0 },
    ];
    expect(times(shiftServices(list, 'second', 10).services)).toEqual([
      ['first', '8:00 AM', '9:00 AM'],
      ['second', '9:10 AM', '10:10 AM'],
    ]);
  });

  it('refuses an unknown service or a shift that is not whole minutes', () => {
    expect(() => shiftServices(services, 'nope', 20)).toThrow('No service with id "nope" in this schedule');
    expect(() => shiftServices(services, 'bride', 2.5)).toThrow(RangeError);
  });
});
