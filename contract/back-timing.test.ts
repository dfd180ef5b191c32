import { describe, expect, it } from 'vitest';
import {
  TimelineInputError,
  buildTimeline,
  isBride,
  isHairService,
  orderBrideLast,
  timelineInputProblems,
  twoChairsConflict,
  twoChairsMessage,
  usualOrder,
  type Timeline,
  type TimelineInput,
} from './back-timing.ts';

/** Each row as [label, chair, start, end], the way the artist reads the timeline. */
const schedule = (timeline: Timeline) =>
  timeline.rows.map((row) => [row.serviceLabel, row.chair, row.startTime, row.endTime]);

const typedOrder = [
  { person: 'Bride', serviceName: 'Bridal Makeup', durationMinutes: 90 },
  { person: 'Bridesmaid 1', serviceName: 'Bridesmaid', durationMinutes: 60 },
  { person: 'Mother of the Bride', serviceName: 'Makeup', durationMinutes: 60 },
];

describe('isBride', () => {
  it('recognises the bride by role, with or without a name after it, in any case', () => {
    for (const person of [
      'Bride',
      'bride',
      '  BRIDE ',
      'Bride Anna',
      'Bride: Anna',
      'Bride - Anna',
      'Bride – Anna',
      'Bride (Anna)',
      'Bride, Anna',
      'Bride-to-be',
      'Bride 2',
      'Anna (Bride)',
      'Anna ( bride )',
    ]) {
      expect(isBride(person), person).toBe(true);
    }
  });

  it('does not mistake the bridal party or the bride’s family for the bride', () => {
    for (const person of [
      'Bridesmaid 1',
      'Bridesmaids',
      'Mother of the Bride',
      'Sister of the bride',
      "Bride's mother",
      'Bride’s sister',
      'Bridal party',
      'Anna (Mother of the Bride)',
      'Maid of Honor',
      'Anna',
      '',
    ]) {
      expect(isBride(person), person).toBe(false);
    }
  });
});

describe('orderBrideLast', () => {
  it('moves the bride after everyone else, keeping the typed order of the rest', () => {
    expect(orderBrideLast(typedOrder).map((row) => row.person)).toEqual([
      'Bridesmaid 1',
      'Mother of the Bride',
      'Bride',
    ]);
  });

  it('puts two brides last in the order typed, and keeps the rows’ other fields', () => {
    const rows = [
      { person: 'Bride 1 (Anna)', id: 'a' },
      { person: 'Bridesmaid 1', id: 'b' },
      { person: 'Bride 2 (Maya)', id: 'c' },
      { person: 'Mother of the Bride', id: 'd' },
    ];
    expect(orderBrideLast(rows).map((row) => row.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('leaves a list without a bride in its order and does not change its input', () => {
    const rows = [{ person: 'Mother of the Bride' }, { person: 'Bridesmaid 1' }];
    const ordered = orderBrideLast(rows);
    expect(ordered).toEqual([{ person: 'Mother of the Bride' }, { person: 'Bridesmaid 1' }]);
    expect(ordered).not.toBe(rows);
    expect(orderBrideLast(typedOrder)).not.toBe(typedOrder);
    expect(typedOrder[0]!.person).toBe('Bride');
  });
});

describe('buildTimeline with one chair', () => {
  it('back-times the example morning: ready by 4:00 PM, 15 minutes buffer, bride last', () => {
    const timeline = buildTimeline({
      readyBy: '4:00 PM',
      chairs: 1,
      bufferMinutes: 15,
      people: orderBrideLast(typedOrder),
    });
    expect(schedule(timeline)).toEqual([
      ['Bridesmaid 1', 1, '12:15 PM', '1:15 PM'],
      ['Mother of the Bride', 1, '1:15 PM', '2:15 PM'],
      ['Bride', 1, '2:15 PM', '3:45 PM'],
    ]);
    expect(timeline.rows.map((row) => [row.startMinutes, row.endMinutes])).toEqual([
      [735, 795],
      [795, 855],
      [855, 945],
    ]);
    expect(timeline.rows[2]).toMatchObject({ person: 'Bride', serviceName: 'Bridal Makeup' });
    expect(timeline.firstStart).toBe('12:15 PM');
    expect(timeline.doneBy).toBe('3:45 PM');
    expect(timeline.warnings).toEqual([]);
  });

  it('uses a 15-minute buffer when none is given, and reads a 24-hour ready-by time', () => {
    const timeline = buildTimeline({ readyBy: '16:00', chairs: 1, people: orderBrideLast(typedOrder) });
    expect(timeline.firstStart).toBe('12:15 PM');
    expect(timeline.doneBy).toBe('3:45 PM');
  });

  it('computes in the order given, so an artist who puts the bride first gets her first', () => {
    const timeline = buildTimeline({ readyBy: '4:00 PM', chairs: 1, bufferMinutes: 15, people: typedOrder });
    expect(schedule(timeline)).toEqual([
      ['Bride', 1, '12:15 PM', '1:45 PM'],
      ['Bridesmaid 1', 1, '1:45 PM', '2:45 PM'],
      ['Mother of the Bride', 1, '2:45 PM', '3:45 PM'],
    ]);
  });

  it('handles uneven durations with no buffer', () => {
    const timeline = buildTimeline({
      readyBy: '3:00 PM',
      chairs: 1,
      bufferMinutes: 0,
      people: [
        { person: 'Flower girl', serviceName: 'Lip and cheek', durationMinutes: 25 },
        { person: 'Mother of the Bride', serviceName: 'Makeup', durationMinutes: 45 },
        { person: 'Bride', serviceName: 'Bridal Makeup and Hair', durationMinutes: 150 },
      ],
    });
    expect(schedule(timeline)).toEqual([
      ['Flower girl (Lip and cheek)', 1, '11:20 AM', '11:45 AM'],
      ['Mother of the Bride', 1, '11:45 AM', '12:30 PM'],
      ['Bride (Bridal Makeup and Hair)', 1, '12:30 PM', '3:00 PM'],
    ]);
    expect(timeline.firstStart).toBe('11:20 AM');
    expect(timeline.doneBy).toBe('3:00 PM');
  });
});

describe('buildTimeline with two chairs', () => {
  it('back-times the example morning side by side', () => {
    // Bride last on chair 1 (2:15–3:45); Mother on chair 2, free latest (2:45–3:45); Bridesmaid 1 on chair 2 again,
    // whose earliest start (2:45) is later than chair 1's (2:15).
    const timeline = buildTimeline({
      readyBy: '4:00 PM',
      chairs: 2,
      bufferMinutes: 15,
      people: orderBrideLast(typedOrder),
    });
    expect(schedule(timeline)).toEqual([
      ['Bridesmaid 1', 2, '1:45 PM', '2:45 PM'],
      ['Bride', 1, '2:15 PM', '3:45 PM'],
      ['Mother of the Bride', 2, '2:45 PM', '3:45 PM'],
    ]);
    expect(timeline.firstStart).toBe('1:45 PM');
    expect(timeline.doneBy).toBe('3:45 PM');
    expect(timeline.warnings).toEqual([]);
  });

  it('places uneven durations (25, 45, 90, 120, 150) on the chair free latest', () => {
    // Done by 2:45 PM. Working back: Bride 90 on chair 1 (1:15–2:45); Bridesmaid 3 120 on chair 2 (12:45–2:45);
    // Bridesmaid 2 150 on chair 1, free until 1:15 (10:45–1:15); Bridesmaid 1 25 on chair 2, free until 12:45
    // (12:20–12:45); Mother 45 on chair 2 again, free until 12:20, later than chair 1's 10:45 (11:35–12:20).
    const timeline = buildTimeline({
      readyBy: '15:00',
      chairs: 2,
      bufferMinutes: 15,
      people: [
        { person: 'Mother of the Bride', serviceName: 'Makeup', durationMinutes: 45 },
        { person: 'Bridesmaid 1', serviceName: 'Touch-up', durationMinutes: 25 },
        { person: 'Bridesmaid 2', serviceName: 'Makeup and Hair', durationMinutes: 150 },
        { person: 'Bridesmaid 3', serviceName: 'Hair', durationMinutes: 120 },
        { person: 'Bride', serviceName: 'Bridal Makeup', durationMinutes: 90 },
      ],
    });
    expect(schedule(timeline)).toEqual([
      ['Bridesmaid 2 (Makeup and Hair)', 1, '10:45 AM', '1:15 PM'],
      ['Mother of the Bride', 2, '11:35 AM', '12:20 PM'],
      ['Bridesmaid 1 (Touch-up)', 2, '12:20 PM', '12:45 PM'],
      ['Bridesmaid 3 (Hair)', 2, '12:45 PM', '2:45 PM'],
      ['Bride', 1, '1:15 PM', '2:45 PM'],
    ]);
    expect(timeline.firstStart).toBe('10:45 AM');
    expect(timeline.doneBy).toBe('2:45 PM');
  });

  it('gives chair 1 the tie when both chairs are free equally late, and lists chair 1 first on equal starts', () => {
    // Ready by noon, no buffer. D 60 on chair 1 (11:00–12:00); C 30 on chair 2 (11:30–12:00); B 30 on chair 2
    // (11:00–11:30); both chairs now free until 11:00, so A 60 goes on chair 1 (10:00–11:00).
    const timeline = buildTimeline({
      readyBy: '12:00 PM',
      chairs: 2,
      bufferMinutes: 0,
      people: [
        { person: 'A', serviceName: 'Makeup', durationMinutes: 60 },
        { person: 'B', serviceName: 'Makeup', durationMinutes: 30 },
        { person: 'C', serviceName: 'Makeup', durationMinutes: 30 },
        { person: 'D', serviceName: 'Makeup', durationMinutes: 60 },
      ],
    });
    expect(schedule(timeline)).toEqual([
      ['A', 1, '10:00 AM', '11:00 AM'],
      ['D', 1, '11:00 AM', '12:00 PM'],
      ['B', 2, '11:00 AM', '11:30 AM'],
      ['C', 2, '11:30 AM', '12:00 PM'],
    ]);
  });

  it('uses only chair 1 for a single person', () => {
    const timeline = buildTimeline({
      readyBy: '10:00 AM',
      chairs: 2,
      people: [{ person: 'Bride', serviceName: 'Bridal Makeup', durationMinutes: 90 }],
    });
    expect(schedule(timeline)).toEqual([['Bride', 1, '8:15 AM', '9:45 AM']]);
  });
});

describe('buildTimeline warnings', () => {
  const early = (firstDuration: number): TimelineInput => ({
    readyBy: '9:00 AM',
    chairs: 1,
    bufferMinutes: 15,
    people: [
      { person: 'Bridesmaid 1', serviceName: 'Makeup', durationMinutes: firstDuration },
      { person: 'Bridesmaid 2', serviceName: 'Makeup', durationMinutes: 120 },
      { person: 'Bride', serviceName: 'Bridal Makeup', durationMinutes: 90 },
    ],
  });

  it('warns about a start before 5:00 AM but still builds the morning', () => {
    // Done by 8:45 AM; Bride 7:15–8:45, Bridesmaid 2 5:15–7:15, Bridesmaid 1 (45) 4:30–5:15.
    const timeline = buildTimeline(early(45));
    expect(schedule(timeline)).toEqual([
      ['Bridesmaid 1', 1, '4:30 AM', '5:15 AM'],
      ['Bridesmaid 2', 1, '5:15 AM', '7:15 AM'],
      ['Bride', 1, '7:15 AM', '8:45 AM'],
    ]);
    expect(timeline.firstStart).toBe('4:30 AM');
    expect(timeline.warnings).toEqual(['The first person starts at 4:30 AM, before 5:00 AM']);
  });

  it('does not warn about a start at exactly 5:00 AM', () => {
    const timeline = buildTimeline(early(15));
    expect(timeline.firstStart).toBe('5:00 AM');
    expect(timeline.warnings).toEqual([]);
  });

  it('builds a morning that starts the day before, with negative minutes and a warning', () => {
    // Done by 12:45 AM (45): Bride -45 to 45 (11:15 PM–12:45 AM), Mother -105 to -45 (10:15 PM–11:15 PM).
    const timeline = buildTimeline({
      readyBy: '1:00 AM',
      chairs: 1,
      bufferMinutes: 15,
      people: [
        { person: 'Mother of the Bride', serviceName: 'Makeup', durationMinutes: 60 },
        { person: 'Bride', serviceName: 'Bridal Makeup', durationMinutes: 90 },
      ],
    });
    expect(schedule(timeline)).toEqual([
      ['Mother of the Bride', 1, '10:15 PM', '11:15 PM'],
      ['Bride', 1, '11:15 PM', '12:45 AM'],
    ]);
    expect(timeline.rows.map((row) => [row.startMinutes, row.endMinutes])).toEqual([
      [-105, -45],
      [-45, 45],
    ]);
    expect(timeline.firstStart).toBe('10:15 PM');
    expect(timeline.doneBy).toBe('12:45 AM');
    expect(timeline.warnings).toEqual(['The first person starts at 10:15 PM the day before the wedding']);
  });

  it('shows a done-by time before midnight when the buffer crosses it', () => {
    const timeline = buildTimeline({
      readyBy: '12:00 AM',
      chairs: 2,
      bufferMinutes: 15,
      people: [{ person: 'Bride', serviceName: 'Evening look', durationMinutes: 45 }],
    });
    expect(timeline.doneBy).toBe('11:45 PM');
    expect(schedule(timeline)).toEqual([['Bride (Evening look)', 1, '11:00 PM', '11:45 PM']]);
    expect(timeline.rows[0]!.startMinutes).toBe(-60);
  });
});

describe('buildTimeline input errors', () => {
  const valid: TimelineInput = { readyBy: '3:00 PM', chairs: 1, people: typedOrder };

  it('finds nothing wrong with good input', () => {
    expect(timelineInputProblems(valid)).toEqual([]);
  });

  it('throws TimelineInputError for an unreadable or blank ready-by time', () => {
    expect(() => buildTimeline({ ...valid, readyBy: 'after the ceremony' })).toThrow(TimelineInputError);
    expect(timelineInputProblems({ ...valid, readyBy: 'after the ceremony' })).toEqual([
      'Ready-by time "after the ceremony" is not a time; write it like 3:00 PM or 15:00',
    ]);
    expect(timelineInputProblems({ ...valid, readyBy: ' ' })).toEqual(['Enter the time everyone must be ready by']);
  });

  it('refuses an empty list of people', () => {
    expect(() => buildTimeline({ ...valid, people: [] })).toThrow('Add at least one person');
  });

  it('refuses durations that are not positive whole minutes, naming each row', () => {
    const people = [
      { person: 'Bride', serviceName: 'Bridal Makeup', durationMinutes: 0 },
      { person: 'Bridesmaid 1', serviceName: 'Makeup', durationMinutes: -30 },
      { person: 'Mother of the Bride', serviceName: 'Makeup', durationMinutes: 45.5 },
      { person: '', serviceName: '', durationMinutes: Number.NaN },
      { person: 'Flower girl', serviceName: 'Lip gloss', durationMinutes: 10 },
    ];
    expect(timelineInputProblems({ ...valid, people })).toEqual([
      'Row 1 (Bride: Bridal Makeup): the time in the chair must be a whole number of minutes above 0 (got 0)',
      'Row 2 (Bridesmaid 1: Makeup): the time in the chair must be a whole number of minutes above 0 (got -30)',
      'Row 3 (Mother of the Bride: Makeup): the time in the chair must be a whole number of minutes above 0 (got 45.5)',
      'Row 4: the time in the chair must be a whole number of minutes above 0 (got NaN)',
    ]);
  });

  it('refuses a negative or fractional buffer and a chair count other than 1 to 4', () => {
    expect(timelineInputProblems({ ...valid, bufferMinutes: -5 })).toEqual([
      'The buffer must be a whole number of minutes, 0 or more (got -5)',
    ]);
    expect(timelineInputProblems({ ...valid, bufferMinutes: 7.5 })).toEqual([
      'The buffer must be a whole number of minutes, 0 or more (got 7.5)',
    ]);
    const fiveChairs = JSON.parse('{"readyBy":"3:00 PM","chairs":5,"people":[]}') as TimelineInput;
    expect(timelineInputProblems(fiveChairs)).toEqual(['Chairs must be 1 to 4', 'Add at least one person']);
    const noChairs = JSON.parse(
      '{"readyBy":"3:00 PM","chairs":0,"people":[{"person":"A","serviceName":"M","durationMinutes":30}]}',
    );
    expect(timelineInputProblems(noChairs as TimelineInput)).toEqual(['Chairs must be 1 to 4']);
  });

  it('back-times on three and four chairs side by side, the last person on chair 1', () => {
    const people = ['A', 'B', 'C', 'D', 'Bride'].map((person) => ({
      person,
      serviceName: 'Makeup',
      durationMinutes: 60,
    }));
    const three = buildTimeline({ readyBy: '3:00 PM', chairs: 3, bufferMinutes: 0, people });
    expect(three.rows.map((row) => `${row.person} ${row.chair} ${row.startTime}`)).toEqual([
      'B 1 1:00 PM',
      'A 2 1:00 PM',
      'Bride 1 2:00 PM',
      'D 2 2:00 PM',
      'C 3 2:00 PM',
    ]);
    const four = buildTimeline({ readyBy: '3:00 PM', chairs: 4, bufferMinutes: 0, people });
    expect(new Set(four.rows.map((row) => row.chair))).toEqual(new Set([1, 2, 3, 4]));
    expect(four.firstStart).toBe('1:00 PM');
  });

  it('reports every problem at once in the thrown error', () => {
    let caught: unknown;
    try {
      buildTimeline({ readyBy: 'noonish', chairs: 1, bufferMinutes: 15, people: [] });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TimelineInputError);
    const error = caught as TimelineInputError;
    expect(error.problems).toEqual([
      'Ready-by time "noonish" is not a time; write it like 3:00 PM or 15:00',
      'Add at least one person',
    ]);
    expect(error.message).toBe(
      'Ready-by time "noonish" is not a time; write it like 3:00 PM or 15:00; Add at least one person',
    );
  });
});

describe("a person's several services", () => {
  const party = [
    { person: 'Bride', serviceName: 'Bridal Makeup', personId: 'p1', durationMinutes: 90 },
    { person: 'Bride', serviceName: 'Bridal Hair', personId: 'p1', durationMinutes: 60 },
    { person: 'Jess', serviceName: 'Bridesmaid Hair', personId: 'p2', durationMinutes: 45 },
    { person: 'Jess', serviceName: 'Bridesmaid', personId: 'p2', durationMinutes: 60 },
    { person: 'Mother of the Bride', serviceName: 'Mother of the Bride / Groom', personId: 'p3', durationMinutes: 60 },
  ];

  it('knows a hair service from her price list', () => {
    for (const name of ['Bridal Hair', 'Bridesmaid Hair', 'Half-up / Touch-up style', 'Updo']) {
      expect(isHairService(name), name).toBe(true);
    }
    for (const name of ['Bridal Makeup', 'Bridesmaid', 'Airbrush', 'Chair hire']) {
      expect(isHairService(name), name).toBe(false);
    }
  });

  it("usual order: the bride last with her makeup the very last, everyone else's makeup before her hair, a person's rows together", () => {
    expect(usualOrder(party).map((row) => `${row.person}: ${row.serviceName}`)).toEqual([
      'Jess: Bridesmaid',
      'Jess: Bridesmaid Hair',
      'Mother of the Bride: Mother of the Bride / Groom',
      'Bride: Bridal Hair',
      'Bride: Bridal Makeup',
    ]);
    expect(usualOrder(party)).not.toBe(party);
  });

  it('on two chairs, never puts one person in both chairs at once: her earlier service ends when her next begins', () => {
    const timeline = buildTimeline({ readyBy: '3:00 PM', chairs: 2, bufferMinutes: 15, people: usualOrder(party) });
    // Bride's makeup 1:15–2:45 on chair 1, Mother 1:45–2:45 on chair 2. The bride's hair must end by 1:15 whichever
    // chair is free later: chair 1 on the tie. Jess's hair on chair 2 (free until 1:45), her makeup before it there.
    expect(schedule(timeline)).toEqual([
      ['Jess (Bridesmaid)', 2, '12:00 PM', '1:00 PM'],
      ['Bride (Bridal Hair)', 1, '12:15 PM', '1:15 PM'],
      ['Jess (Bridesmaid Hair)', 2, '1:00 PM', '1:45 PM'],
      ['Bride', 1, '1:15 PM', '2:45 PM'],
      ['Mother of the Bride', 2, '1:45 PM', '2:45 PM'],
    ]);
    const rows = timeline.rows.map((row) => ({ ...row, label: row.serviceLabel }));
    expect(twoChairsConflict(rows)).toBeUndefined();
    expect(timeline.rows.find((row) => row.serviceName === 'Bridal Hair')?.personId).toBe('p1');
  });

  it('finds a person in two chairs at once by her id, or by her name when there is none, and names her', () => {
    const conflict = twoChairsConflict([
      { person: 'Jess', personId: 'p2', label: 'Jess', startMinutes: 600, endMinutes: 660 },
      { person: 'Anna', label: 'Anna', startMinutes: 630, endMinutes: 700 },
      { person: 'Jess ', personId: 'p2', label: 'Jess (Bridesmaid Hair)', startMinutes: 645, endMinutes: 690 },
    ]);
    expect(conflict).toEqual({
      person: 'Jess',
      first: { label: 'Jess', startMinutes: 600, endMinutes: 660 },
      second: { label: 'Jess (Bridesmaid Hair)', startMinutes: 645, endMinutes: 690 },
    });
    expect(twoChairsMessage(conflict!)).toBe(
      "Jess can't be in two chairs at once: Jess (10:00 AM – 11:00 AM) overlaps Jess (Bridesmaid Hair) (10:45 AM – 11:30 AM)",
    );
    expect(
      twoChairsConflict([
        { person: 'bride', label: 'Bride', startMinutes: 600, endMinutes: 660 },
        { person: 'Bride', label: 'Bride (Bridal Hair)', startMinutes: 630, endMinutes: 690 },
      ])?.person,
    ).toBe('bride');
  });

  it('lets services touch end to start, and leaves out blank people and unknown times', () => {
    expect(
      twoChairsConflict([
        { person: 'Jess', label: 'Jess', startMinutes: 600, endMinutes: 660 },
        { person: 'Jess', label: 'Jess (Hair)', startMinutes: 660, endMinutes: 700 },
        { person: '', label: 'Touch-up', startMinutes: 600, endMinutes: 700 },
        { person: '', label: 'Touch-up 2', startMinutes: 600, endMinutes: 700 },
        { person: 'Jess', label: 'Jess later', startMinutes: undefined, endMinutes: 650 },
      ]),
    ).toBeUndefined();
  });
});
