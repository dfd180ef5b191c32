import { describe, expect, it } from 'vitest';
import {
  blankDraft,
  draftTimeline,
  MAX_PEOPLE,
  timelineWrite,
  withPersonAdded,
  withPersonMoved,
  draftFromBooking,
  draftFromServices,
  partyChanges,
  twoChairsProblem,
  type DraftPerson,
  type TimelineDraft,
} from './timeline-draft.ts';

let nextKey = 0;
const row = (person: string, serviceName: string, minutes: string): DraftPerson => ({
  key: (nextKey += 1),
  person,
  serviceName,
  minutes,
});

const morning: TimelineDraft = {
  readyBy: '3:00 PM',
  chairs: 1,
  buffer: '15',
  people: [
    row('Bridesmaid 1', 'Bridesmaid', '60'),
    row('Mother of the Bride', 'Mother of the Bride / Groom', '60'),
    row('Bride', 'Bridal Makeup', '90'),
  ],
};

describe('draftTimeline', () => {
  it('builds the timeline from the form as typed', () => {
    const { problems, timeline } = draftTimeline(morning);
    expect(problems).toEqual([]);
    expect(timeline?.rows.map((item) => [item.serviceLabel, item.startTime, item.endTime])).toEqual([
      ['Bridesmaid 1', '11:15 AM', '12:15 PM'],
      ['Mother of the Bride', '12:15 PM', '1:15 PM'],
      ['Bride', '1:15 PM', '2:45 PM'],
    ]);
  });

  it('names every blank field and unchosen service once, in words and in form order, with no timeline', () => {
    const { problems, timeline } = draftTimeline({
      readyBy: '',
      chairs: 2,
      buffer: ' ',
      people: [row('', 'Bridesmaid', '60'), row('Bridesmaid 2', '', ''), row(' Bride ', 'Bridal Makeup', '90')],
    });
    expect(timeline).toBeUndefined();
    // In the form's order, top to bottom.
    expect(problems).toEqual([
      'Enter the time everyone must be ready by',
      'Enter the buffer in minutes (0 for none)',
      'Row 1: enter a name or a role, such as Bridesmaid 1',
      'Row 2 (Bridesmaid 2): choose a service',
      'Row 2 (Bridesmaid 2): enter the minutes in the chair',
    ]);
  });

  it("passes the builder's own rules on: unreadable times and minutes, and nobody in the chair", () => {
    expect(draftTimeline({ ...morning, readyBy: 'noonish', buffer: 'ten' }).problems).toEqual([
      'Ready-by time "noonish" is not a time; write it like 3:00 PM or 15:00',
      'The buffer must be a whole number of minutes, 0 or more (got NaN)',
    ]);
    expect(draftTimeline({ ...morning, buffer: '-5' }).problems).toEqual([
      'The buffer must be a whole number of minutes, 0 or more (got -5)',
    ]);
    const halfHour = draftTimeline({ ...morning, people: [row('Bride', 'Bridal Makeup', '45.5')] });
    expect(halfHour.problems).toEqual([
      'Row 1 (Bride: Bridal Makeup): the time in the chair must be a whole number of minutes above 0 (got 45.5)',
    ]);
    expect(draftTimeline({ ...blankDraft(), readyBy: '9:00 AM' }).problems).toEqual(['Add at least one person']);
  });

  it('builds a morning that starts before 5:00 AM, with a warning', () => {
    const { problems, timeline } = draftTimeline({ ...morning, readyBy: '7:00 AM' });
    expect(problems).toEqual([]);
    expect(timeline?.firstStart).toBe('3:15 AM');
    expect(timeline?.warnings).toEqual(['The first person starts at 3:15 AM, before 5:00 AM']);
  });

  it(`refuses more than ${MAX_PEOPLE} people, what one write may carry`, () => {
    const crowd = Array.from({ length: MAX_PEOPLE + 1 }, (_, index) => row(`Guest ${index + 1}`, 'Touch Up', '5'));
    expect(draftTimeline({ ...morning, people: crowd }).problems).toEqual([
      `A timeline can hold at most ${MAX_PEOPLE} people`,
    ]);
  });
});

describe('withPersonAdded and withPersonMoved', () => {
  const names = (people: readonly DraftPerson[]) => people.map((person) => person.person);

  it('adds at the end, where she is looking; the timeline still puts the bride last until she reorders', () => {
    const added = row('Bridesmaid 2', 'Bridesmaid', '60');
    const people = withPersonAdded(morning.people, added);
    expect(names(people)).toEqual(['Bridesmaid 1', 'Mother of the Bride', 'Bride', 'Bridesmaid 2']);
    expect(names(withPersonAdded([], added))).toEqual(['Bridesmaid 2']);
    const labels = (brideLast: boolean) =>
      draftTimeline({ ...morning, people }, brideLast).timeline?.rows.map((item) => item.serviceLabel);
    expect(labels(true)).toEqual(['Bridesmaid 1', 'Mother of the Bride', 'Bridesmaid 2', 'Bride']);
    expect(labels(false)).toEqual(['Bridesmaid 1', 'Mother of the Bride', 'Bride', 'Bridesmaid 2']);
  });

  it('swaps a row with its neighbour, and leaves the ends where they are', () => {
    expect(names(withPersonMoved(morning.people, 2, -1))).toEqual(['Bridesmaid 1', 'Bride', 'Mother of the Bride']);
    expect(names(withPersonMoved(morning.people, 0, 1))).toEqual(['Mother of the Bride', 'Bridesmaid 1', 'Bride']);
    expect(names(withPersonMoved(morning.people, 0, -1))).toEqual(names(morning.people));
    expect(names(withPersonMoved(morning.people, 2, 1))).toEqual(names(morning.people));
    expect(morning.people[0]!.person).toBe('Bridesmaid 1');
  });
});

describe('timelineWrite', () => {
  const timeline = draftTimeline(morning).timeline!;
  // Named by the person (see scheduleLine), each with its person, chair and the ready-by time as typed.
  const placed = (person: string, service: string) => ({ person, chair: 1, service, readyBy: '3:00 PM' });
  const services = [
    {
      serviceName: 'Bridesmaid 1',
      startTime: '11:15 AM',
      endTime: '12:15 PM',
      sortOrder: 1,
      ...placed('Bridesmaid 1', 'Bridesmaid'),
    },
    {
      serviceName: 'Mother of the Bride',
      startTime: '12:15 PM',
      endTime: '1:15 PM',
      sortOrder: 2,
      ...placed('Mother of the Bride', 'Mother of the Bride / Groom'),
    },
    {
      serviceName: 'Bride',
      startTime: '1:15 PM',
      endTime: '2:45 PM',
      sortOrder: 3,
      ...placed('Bride', 'Bridal Makeup'),
    },
  ];

  it("replaces the schedule's services in the site's 12-hour times, and starts the schedule with the first chair", () => {
    expect(timelineWrite(timeline, 'replace', [{ startTime: '8:00 AM' }])).toEqual({
      mode: 'replace',
      services,
      scheduleStartTime: '11:15 AM',
    });
  });

  it('appends, moving the start time only when the new morning starts before every readable existing service', () => {
    expect(timelineWrite(timeline, 'append', [{ startTime: '13:00' }, { startTime: 'after the ceremony' }])).toEqual({
      mode: 'append',
      services,
      scheduleStartTime: '11:15 AM',
    });
    expect(timelineWrite(timeline, 'append', [{ startTime: '9:00 AM' }, { startTime: '' }])).toEqual({
      mode: 'append',
      services,
    });
  });

  it('writes the chairs and who works each with the services, cut to the chairs', () => {
    const staffing = { chairs: 3 as const, chairArtists: ['lead', 'dana', 'priya', 'left-over'] };
    expect(timelineWrite(timeline, 'replace', [{ startTime: '8:00 AM' }], staffing)).toMatchObject({
      mode: 'replace',
      chairs: 3,
      chairArtists: ['lead', 'dana', 'priya'],
    });
    expect(timelineWrite(timeline, 'append', [], staffing)).toMatchObject({ mode: 'append', chairs: 3 });
  });

  it('appends when there is nothing to replace, so a service added meanwhile elsewhere is never deleted unseen', () => {
    expect(timelineWrite(timeline, 'replace', [])).toEqual({
      mode: 'append',
      services,
      scheduleStartTime: '11:15 AM',
    });
  });
});

describe('the builder of a booking', () => {
  const minutes: Record<string, number> = {
    'Bridal Makeup': 90,
    'Bridal Hair': 60,
    Bridesmaid: 60,
    'Bridesmaid Hair': 45,
    'Mother of the Bride / Groom': 60,
  };
  const durationOf = (name: string) => minutes[name];
  let key = 0;
  const newKey = () => (key += 1);
  const party = [
    { id: 'p1', name: 'Bride', services: ['Bridal Makeup', 'Bridal Hair'] },
    { id: 'p2', name: 'Jess', services: ['Bridesmaid Hair', 'Bridesmaid'] },
    { id: 'p3', name: 'Maria', services: ['Mother of the Bride / Groom'] },
    { id: 'p4', name: 'Aunt Rae', services: ['Lip and cheek'] },
  ];

  it('starts from the party: a row per service of each person, in her usual order, ready by from the booking', () => {
    const draft = draftFromBooking({ readyBy: '3:00 PM', party }, durationOf, newKey);
    expect(draft.readyBy).toBe('3:00 PM');
    expect(
      draft.people.map(({ person, serviceName, minutes, personId }) => [person, serviceName, minutes, personId]),
    ).toEqual([
      ['Jess', 'Bridesmaid', '60', 'p2'],
      ['Jess', 'Bridesmaid Hair', '45', 'p2'],
      ['Maria', 'Mother of the Bride / Groom', '60', 'p3'],
      // A service no longer in her price list: the minutes are hers to type.
      ['Aunt Rae', 'Lip and cheek', '', 'p4'],
      ['Bride', 'Bridal Hair', '60', 'p1'],
      ['Bride', 'Bridal Makeup', '90', 'p1'],
    ]);
    expect(new Set(draft.people.map((person) => person.key)).size).toBe(6);
  });

  it('writes each row with its person id, and reloads the same draft from what was written', () => {
    const draft = draftFromBooking({ readyBy: '3:00 PM', party: party.slice(0, 3) }, durationOf, newKey);
    const built = { ...draft, chairs: 2 as const };
    const { timeline } = draftTimeline(built, true);
    const write = timelineWrite(timeline!, 'replace', []);
    expect(write.services.map((service) => [service.serviceName, 'personId' in service && service.personId])).toEqual([
      ['Jess (Bridesmaid)', 'p2'],
      ['Bride (Bridal Hair)', 'p1'],
      ['Jess (Bridesmaid Hair)', 'p2'],
      ['Bride', 'p1'],
      ['Maria (Mother of the Bride / Groom)', 'p3'],
    ]);
    const stored = [
      ...write.services,
      { serviceName: 'Touch-up', startTime: '4:00 PM', endTime: '4:15 PM', sortOrder: 9 },
    ];
    const reloaded = draftFromServices(stored, { party, priceList: Object.keys(minutes) }, newKey)!;
    expect(reloaded).toMatchObject({ readyBy: '3:00 PM', chairs: 2, buffer: '15' });
    // The same times again.
    const again = timelineWrite(draftTimeline(reloaded).timeline!, 'replace', []);
    expect(again.services).toEqual(write.services);
  });

  it('loads nothing from services she typed by hand', () => {
    expect(
      draftFromServices(
        [{ serviceName: 'Trial', startTime: '9:00 AM', endTime: '10:00 AM', sortOrder: 1 }],
        { party, priceList: [] },
        newKey,
      ),
    ).toBeUndefined();
  });

  it('names the people not in the timeline yet, and the rows of people no longer booked', () => {
    const rows = [{ personId: 'p1' }, { personId: 'p1' }, { personId: 'p2' }, { personId: 'gone' }, {}];
    const { missing, gone } = partyChanges(party, rows);
    expect(missing.map((person) => person.name)).toEqual(['Maria', 'Aunt Rae']);
    expect([...gone]).toEqual(['gone']);
  });
});

describe('twoChairsProblem', () => {
  const draft: TimelineDraft = {
    readyBy: '3:00 PM',
    chairs: 1,
    buffer: '15',
    people: [{ key: 1, person: 'Jess', serviceName: 'Bridesmaid Hair', minutes: '45', personId: 'p2' }],
  };
  const timeline = draftTimeline(draft).timeline!;

  it('refuses a new row that overlaps her service kept beside it, naming her', () => {
    const kept = [
      { serviceName: 'Jess (Bridesmaid)', startTime: '1:30 PM', endTime: '2:30 PM', person: 'Jess', personId: 'p2' },
    ];
    expect(twoChairsProblem(timeline, kept)).toBe(
      "Jess can't be in two chairs at once: Jess (Bridesmaid) (1:30 PM – 2:30 PM) overlaps Jess (Bridesmaid Hair) (2:00 PM – 2:45 PM)",
    );
  });

  it('lets it be when she is free then, or when the kept service is someone else’s or typed by hand', () => {
    expect(
      twoChairsProblem(timeline, [
        { serviceName: 'Jess (Bridesmaid)', startTime: '1:00 PM', endTime: '2:00 PM', person: 'Jess', personId: 'p2' },
        { serviceName: 'Ana', startTime: '2:00 PM', endTime: '2:45 PM', person: 'Ana', personId: 'p3' },
        { serviceName: 'Touch-up', startTime: '2:00 PM', endTime: '2:45 PM' },
      ]),
    ).toBeUndefined();
  });
});
