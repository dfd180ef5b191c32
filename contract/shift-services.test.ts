import { describe, expect, it } from 'vitest';
import { planShift, shiftServices, shiftSummary, undoShift } from './shift-services.ts';

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

describe('planShift and undoShift', () => {
  const stored = services.map((service) => ({ ...service, createdAt: '2026-01-01T00:00:00.000Z' }));

  it('writes only the services that moved, whole, and remembers their times before', () => {
    const plan = planShift(stored, { startTime: '7:30 AM' }, 'mother', 15);
    expect(plan.write).toEqual({
      mode: 'update',
      services: [
        { id: 'mother', serviceName: 'Mother of the Bride', startTime: '9:45 AM', endTime: '10:45 AM', sortOrder: 2 },
        { id: 'maids', serviceName: 'Bridesmaids', startTime: '10:45', endTime: '12:05', sortOrder: 3 },
      ],
    });
    expect(plan.previous).toEqual([
      { id: 'mother', startTime: '9:30 AM', endTime: '10:30 AM' },
      { id: 'maids', startTime: '10:30', endTime: '11:50' },
    ]);
    expect(plan.previousScheduleStart).toBeUndefined();
    expect(plan.movedCount).toBe(2);
    expect(plan.unreadable.map((time) => time.value)).toEqual(['after the ceremony']);
  });

  it("moves the schedule's start time with the first service when they started together, typed as it was", () => {
    const plan = planShift(stored, { startTime: '08:00' }, 'bride', -10);
    expect(plan.write?.scheduleStartTime).toBe('07:50');
    expect(plan.previousScheduleStart).toBe('08:00');
    // A start time of its own (the artist's arrival) stays.
    expect(planShift(stored, { startTime: '7:00 AM' }, 'bride', -10).write?.scheduleStartTime).toBeUndefined();
    expect(planShift(stored, { startTime: '' }, 'bride', -10).write?.scheduleStartTime).toBeUndefined();
    // Not from the first service: the day's start has not moved.
    expect(planShift(stored, { startTime: '8:00 AM' }, 'mother', 10).write?.scheduleStartTime).toBeUndefined();
  });

  it('has nothing to write when no time could move', () => {
    const plan = planShift(stored, { startTime: '' }, 'touch-up', 5);
    expect(plan.write).toBeUndefined();
    expect(plan.previous).toEqual([]);
    expect(plan.unreadable).toHaveLength(1);
  });

  it('undo puts back exactly the times before, with the names and order the services have now', () => {
    const plan = planShift(stored, { startTime: '8:00 AM' }, 'bride', 15);
    const shifted = stored.map((service) => {
      const moved = plan.write!.services.find((item) => item.id === service.id);
      return moved ? { ...service, ...moved } : service;
    });
    const renamed = shifted.map((service) =>
      service.id === 'maids' ? { ...service, serviceName: 'Bridesmaids (3)', sortOrder: 7 } : service,
    );
    const undo = undoShift(plan, renamed);
    expect(undo.gone).toEqual([]);
    expect(undo.write).toEqual({
      mode: 'update',
      services: [
        { id: 'mother', serviceName: 'Mother of the Bride', startTime: '9:30 AM', endTime: '10:30 AM', sortOrder: 2 },
        { id: 'bride', serviceName: 'Bridal Makeup', startTime: '8:00 AM', endTime: '9:30 AM', sortOrder: 1 },
        { id: 'maids', serviceName: 'Bridesmaids (3)', startTime: '10:30', endTime: '11:50', sortOrder: 7 },
      ],
      scheduleStartTime: '8:00 AM',
    });
  });

  it('leaves out services deleted since the shift and names them', () => {
    const plan = planShift(stored, { startTime: '' }, 'maids', 5);
    const undo = undoShift(
      plan,
      stored.filter((service) => service.id !== 'maids'),
    );
    expect(undo.write).toBeUndefined();
    expect(undo.gone).toEqual([{ id: 'maids', startTime: '10:30', endTime: '11:50' }]);
  });

  it('words the change as the bride sees it', () => {
    expect(shiftSummary(3, 15)).toBe('3 services moved 15 minutes later');
    expect(shiftSummary(1, -1)).toBe('1 service moved 1 minute earlier');
  });
});

describe('a two-chair morning', () => {
  // As the timeline builder stores it: each service with its chair and the ready-by time.
  const morning = [
    { id: 'bm1', serviceName: 'Bridesmaid 1', startTime: '11:35 AM', endTime: '12:35 PM', sortOrder: 1, chair: 2 },
    { id: 'bm2', serviceName: 'Bridesmaid 2', startTime: '12:15 PM', endTime: '1:15 PM', sortOrder: 2, chair: 1 },
    { id: 'bm3', serviceName: 'Bridesmaid 3', startTime: '12:35 PM', endTime: '1:35 PM', sortOrder: 3, chair: 2 },
    { id: 'bride', serviceName: 'Bride', startTime: '1:15 PM', endTime: '2:45 PM', sortOrder: 4, chair: 1 },
    {
      id: 'mother',
      serviceName: 'Mother of the Bride',
      startTime: '1:35 PM',
      endTime: '2:35 PM',
      sortOrder: 5,
      chair: 2,
    },
  ].map((service) => ({ ...service, chair: service.chair as 1 | 2, readyBy: '3:00 PM' }));
  const movedNames = (plan: ReturnType<typeof planShift>) => plan.write?.services.map((s) => s.serviceName);

  it("moves only the chosen service's chair from it on, or everyone after it", () => {
    const chair = planShift(morning, { startTime: '11:35 AM' }, 'bm3', 15, 'chair');
    expect(movedNames(chair)).toEqual(['Bridesmaid 3', 'Mother of the Bride']);
    const everyone = planShift(morning, { startTime: '11:35 AM' }, 'bm3', 15, 'everyone');
    expect(movedNames(everyone)).toEqual(['Bridesmaid 3', 'Bride', 'Mother of the Bride']);
  });

  it('moves everyone after a service that has no chair, whatever the scope', () => {
    const typed = [
      ...morning,
      { id: 'touch', serviceName: 'Touch-up', startTime: '2:45 PM', endTime: '3:00 PM', sortOrder: 0 },
    ];
    expect(movedNames(planShift(typed, { startTime: '' }, 'touch', 5, 'chair'))).toHaveLength(6);
  });

  it('names the services that would now finish at or after their ready-by time, and none when the buffer holds', () => {
    expect(planShift(morning, { startTime: '' }, 'bride', 10, 'chair').overruns).toEqual([]);
    expect(planShift(morning, { startTime: '' }, 'bride', 15, 'chair').overruns).toEqual([
      { serviceName: 'Bride', endTime: '3:00 PM', readyBy: '3:00 PM', atReadyBy: true },
    ]);
    expect(planShift(morning, { startTime: '' }, 'bm3', 30, 'everyone').overruns).toEqual([
      { serviceName: 'Bride', endTime: '3:15 PM', readyBy: '3:00 PM', atReadyBy: false },
      { serviceName: 'Mother of the Bride', endTime: '3:05 PM', readyBy: '3:00 PM', atReadyBy: false },
    ]);
    // Typed services carry no ready-by: nothing to warn about.
    expect(planShift(services, { startTime: '' }, 'bride', 600).overruns).toEqual([]);
  });
});

describe("a person's services on two chairs", () => {
  // Jess's makeup on chair 1, then her hair on chair 2; Ana after her on chair 2; the bride on chair 1.
  const morning = [
    { id: 'jess-mu', serviceName: 'Jess', startTime: '12:00 PM', endTime: '1:00 PM', sortOrder: 1, chair: 1 },
    { id: 'ana', serviceName: 'Ana', startTime: '12:00 PM', endTime: '1:00 PM', sortOrder: 2, chair: 2 },
    { id: 'jess-hair', serviceName: 'Jess (Hair)', startTime: '1:00 PM', endTime: '1:45 PM', sortOrder: 3, chair: 2 },
    { id: 'bride', serviceName: 'Bride', startTime: '1:15 PM', endTime: '2:45 PM', sortOrder: 4, chair: 1 },
    { id: 'mom', serviceName: 'Mom', startTime: '1:45 PM', endTime: '2:30 PM', sortOrder: 5, chair: 2 },
  ].map((service) => ({
    ...service,
    chair: service.chair as 1 | 2,
    person: service.serviceName.split(' ')[0]!,
    personId: `p-${service.serviceName.split(' ')[0]!.toLowerCase()}`,
  }));
  const moved = (plan: ReturnType<typeof planShift>) =>
    plan.write?.services.map((service) => `${service.serviceName} ${service.startTime}`);

  it('a late chair moves her later services too, even on the other chair, and whoever sits after them there', () => {
    const plan = planShift(morning, { startTime: '12:00 PM' }, 'jess-mu', 15, 'chair');
    expect(moved(plan)).toEqual(['Jess 12:15 PM', 'Jess (Hair) 1:15 PM', 'Bride 1:30 PM', 'Mom 2:00 PM']);
    expect(plan.refusal).toBeUndefined();
    // Ana, on chair 2 before Jess's hair, is not late.
    expect(plan.write?.services.some((service) => service.id === 'ana')).toBe(false);
  });

  it('refuses a shift that would put her in two chairs at once, naming her, and writes nothing', () => {
    const plan = planShift(morning, { startTime: '12:00 PM' }, 'jess-hair', -30, 'chair');
    expect(plan.write).toBeUndefined();
    expect(plan.refusal).toBe(
      "Jess can't be in two chairs at once: Jess (12:00 PM – 1:00 PM) overlaps Jess (Hair) (12:30 PM – 1:15 PM)",
    );
    // Earlier by 0 overlap is fine: her hair may start the minute her makeup ends.
    expect(planShift(morning, { startTime: '' }, 'mom', -15, 'chair').refusal).toBeUndefined();
  });

  it('knows her by name when a service has no person id', () => {
    const typed = morning.map(({ personId: _id, ...service }) => service);
    expect(moved(planShift(typed, { startTime: '' }, 'jess-mu', 15, 'chair'))).toContain('Jess (Hair) 1:15 PM');
  });
});
