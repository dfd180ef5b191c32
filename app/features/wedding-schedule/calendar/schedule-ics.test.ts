import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { buildScheduleIcs, escapeIcsText, foldIcsLine, icsFileName } from './schedule-ics.ts';

const data: ClientSchedule = {
  schedule: {
    clientName: 'Ana; Maria, "Lopez"',
    contactPhone: '(916) 555-0100',
    weddingDate: '2026-06-14',
    startTime: '8:00 AM',
    venueName: 'The Grand, Sacramento',
    venueAddress: '123 Main St\nSacramento, CA 95814',
    manualTotal: '$975',
  },
  services: [
    { id: 'svc-2', serviceName: 'Bridesmaids', startTime: '09:30', endTime: '11', sortOrder: 2 },
    { id: 'svc-1', serviceName: 'Bridal Makeup', startTime: '8:00 AM', endTime: '9:30 AM', sortOrder: 1 },
    { id: 'svc-3', serviceName: 'Late touch-up', startTime: '23:30', endTime: '00:15', sortOrder: 3 },
    { id: 'svc-4', serviceName: 'On call', startTime: 'after the ceremony', endTime: '', sortOrder: 4 },
  ],
};

const now = new Date('2026-05-01T12:34:56.789Z');
const ics = buildScheduleIcs(data, { now, uidDomain: 'example.com' });
const unfolded = ics.replace(/\r\n /g, '');
const events = unfolded.split('BEGIN:VEVENT').slice(1);

describe('the wedding-day calendar file', () => {
  it('is a VCALENDAR with CRLF line endings and no bare LF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has the day as an all-day event plus one event per service in schedule order', () => {
    expect(events).toHaveLength(5);
    expect(events[0]).toContain('DTSTART;VALUE=DATE:20260614\r\nDTEND;VALUE=DATE:20260615');
    expect(events.slice(1).map((e) => /SUMMARY:(.*)\r\n/.exec(e)?.[1])).toEqual([
      'Makeup: Bridal Makeup',
      'Makeup: Bridesmaids',
      'Makeup: Late touch-up',
      'Makeup: On call',
    ]);
  });

  it('uses Los Angeles times, converting every time form, and rolls past midnight into the next day', () => {
    const la = 'TZID=America/Los_Angeles:';
    expect(events[1]).toContain(`DTSTART;${la}20260614T080000\r\nDTEND;${la}20260614T093000`);
    expect(events[2]).toContain(`DTSTART;${la}20260614T093000\r\nDTEND;${la}20260614T110000`);
    expect(events[3]).toContain(`DTSTART;${la}20260614T233000\r\nDTEND;${la}20260615T001500`);
    expect(events[4]).toContain('DTSTART;VALUE=DATE:20260614');
    expect(unfolded).not.toMatch(/DTSTART:\d{8}T\d{6}Z/);
    // No floating times: those show the same clock hour in whatever zone the reading calendar is set to.
    expect(events.join('')).not.toMatch(/DT(START|END):\d{8}T/);
    expect(unfolded).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles\r\n');
  });

  /** The services' start and end as UTC instants, read by a real iCalendar parser from the file's own VTIMEZONE. */
  function instantsFor(weddingDate: string) {
    const text = buildScheduleIcs({ ...data, schedule: { ...data.schedule, weddingDate } }, { now, uidDomain: 'x' });
    const calendar = new ICAL.Component(ICAL.parse(text));
    return calendar
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component))
      .filter((event) => !event.startDate.isDate)
      .map((event) => {
        // The zone must come from the file, not the machine running the test (floating) or a built-in table.
        expect(event.startDate.zone.tzid).toBe('America/Los_Angeles');
        expect(event.endDate.zone.tzid).toBe('America/Los_Angeles');
        return [event.summary, event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString()];
      });
  }

  it('gives the right instant in summer (PDT, UTC-7), past midnight too', () => {
    expect(instantsFor('2026-07-18')).toEqual([
      ['Makeup: Bridal Makeup', '2026-07-18T15:00:00.000Z', '2026-07-18T16:30:00.000Z'],
      ['Makeup: Bridesmaids', '2026-07-18T16:30:00.000Z', '2026-07-18T18:00:00.000Z'],
      ['Makeup: Late touch-up', '2026-07-19T06:30:00.000Z', '2026-07-19T07:15:00.000Z'],
    ]);
  });

  it('gives the right instant in winter (PST, UTC-8), past midnight too', () => {
    expect(instantsFor('2026-12-12')).toEqual([
      ['Makeup: Bridal Makeup', '2026-12-12T16:00:00.000Z', '2026-12-12T17:30:00.000Z'],
      ['Makeup: Bridesmaids', '2026-12-12T17:30:00.000Z', '2026-12-12T19:00:00.000Z'],
      ['Makeup: Late touch-up', '2026-12-13T07:30:00.000Z', '2026-12-13T08:15:00.000Z'],
    ]);
  });

  it('switches on the days the US rules say (second Sunday of March, first Sunday of November)', () => {
    const bridalStart = (date: string) => instantsFor(date)[0]?.[1];
    expect(bridalStart('2026-03-07')).toBe('2026-03-07T16:00:00.000Z');
    expect(bridalStart('2026-03-08')).toBe('2026-03-08T15:00:00.000Z');
    expect(bridalStart('2026-10-31')).toBe('2026-10-31T15:00:00.000Z');
    expect(bridalStart('2026-11-01')).toBe('2026-11-01T16:00:00.000Z');
    expect(bridalStart('2027-03-14')).toBe('2027-03-14T15:00:00.000Z');
    expect(bridalStart('2027-11-07')).toBe('2027-11-07T16:00:00.000Z');
  });

  it('escapes text and keeps stamps and ids stable', () => {
    expect(unfolded).toContain('SUMMARY:Ana\\; Maria\\, "Lopez"\'s Wedding Day');
    expect(unfolded).toContain('LOCATION:The Grand\\, Sacramento\\, 123 Main St\\nSacramento\\, CA 95814');
    expect(unfolded).toContain('DESCRIPTION:Day-of contact: (916) 555-0100');
    expect(unfolded).toContain('DTSTAMP:20260501T123456Z');
    expect(unfolded).toContain('UID:service-svc-1@example.com');
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const folded = foldIcsLine(`DESCRIPTION:${'é'.repeat(80)}`);
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'é'.repeat(80)}`);
    expect(folded.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('escapes backslashes first', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('writes every line break in a text (CRLF, LF or a lone CR) as \\n, leaving no bare CR in the file', () => {
    expect(escapeIcsText('a\rb\nc\r\nd\r\re')).toBe('a\\nb\\nc\\nd\\n\\ne');
    const text = buildScheduleIcs(
      {
        ...data,
        schedule: { ...data.schedule, venueName: 'The Grand\rBallroom', contactPhone: '916 555 0100\r' },
        services: [{ ...data.services[0]!, serviceName: 'Bride\rand mother' }],
      },
      { now, uidDomain: 'example.com' },
    );
    expect(text).not.toMatch(/\r(?!\n)/);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events[0]!.location).toBe('The Grand\nBallroom, 123 Main St\nSacramento, CA 95814');
    expect(events[1]!.summary).toBe('Makeup: Bride\nand mother');
  });

  it('names the file after the client', () => {
    expect(icsFileName('Ana María Lopez')).toBe('ana-mar-a-lopez-wedding-day.ics');
  });
});
