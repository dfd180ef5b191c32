import { describe, expect, it } from 'vitest';
import type { ClientSchedule } from '../../../../contract/wedding-schedule.ts';
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

  it('uses floating local times, converting every time form, and rolls past midnight into the next day', () => {
    expect(events[1]).toContain('DTSTART:20260614T080000\r\nDTEND:20260614T093000');
    expect(events[2]).toContain('DTSTART:20260614T093000\r\nDTEND:20260614T110000');
    expect(events[3]).toContain('DTSTART:20260614T233000\r\nDTEND:20260615T001500');
    expect(events[4]).toContain('DTSTART;VALUE=DATE:20260614');
    expect(unfolded).not.toMatch(/DTSTART:\d{8}T\d{6}Z/);
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

  it('names the file after the client', () => {
    expect(icsFileName('Ana María Lopez')).toBe('ana-mar-a-lopez-wedding-day.ics');
  });
});
