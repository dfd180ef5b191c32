import { describe, expect, it } from 'vitest';
import {
  blankDraft,
  draftTimeline,
  MAX_PEOPLE,
  timelineWrite,
  withPersonAdded,
  withPersonMoved,
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

  it('adds before the bride(s) at the end while the bride is last by default, at the end otherwise', () => {
    const added = row('Bridesmaid 2', '', '');
    expect(names(withPersonAdded(morning.people, added, true))).toEqual([
      'Bridesmaid 1',
      'Mother of the Bride',
      'Bridesmaid 2',
      'Bride',
    ]);
    expect(names(withPersonAdded(morning.people, added, false))).toEqual([
      'Bridesmaid 1',
      'Mother of the Bride',
      'Bride',
      'Bridesmaid 2',
    ]);
    expect(names(withPersonAdded([], added, true))).toEqual(['Bridesmaid 2']);
    expect(names(withPersonAdded([row('Bride', '', ''), row('Bride (Sam)', '', '')], added, true))).toEqual([
      'Bridesmaid 2',
      'Bride',
      'Bride (Sam)',
    ]);
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
  const placed = (person: string) => ({ person, chair: 1, readyBy: '3:00 PM' });
  const services = [
    {
      serviceName: 'Bridesmaid 1',
      startTime: '11:15 AM',
      endTime: '12:15 PM',
      sortOrder: 1,
      ...placed('Bridesmaid 1'),
    },
    {
      serviceName: 'Mother of the Bride',
      startTime: '12:15 PM',
      endTime: '1:15 PM',
      sortOrder: 2,
      ...placed('Mother of the Bride'),
    },
    { serviceName: 'Bride', startTime: '1:15 PM', endTime: '2:45 PM', sortOrder: 3, ...placed('Bride') },
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

  it('appends when there is nothing to replace, so a service added meanwhile elsewhere is never deleted unseen', () => {
    expect(timelineWrite(timeline, 'replace', [])).toEqual({
      mode: 'append',
      services,
      scheduleStartTime: '11:15 AM',
    });
  });
});
