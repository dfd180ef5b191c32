import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { parseTimeToMinutes } from '#contract/clock-time.ts';
import { parseCalendarDate } from '../format/schedule-format.ts';

/**
 * The schedule as an iCalendar file (RFC 5545) the bride can add to her phone's calendar. The times on a schedule
 * are clock times in Northern California, where every wedding is, so the events carry that zone
 * (`DTSTART;TZID=America/Los_Angeles:...`) with its definition in the file: a calendar set to another zone (a
 * bridesmaid flying in from New York, a phone still on its home zone) then shows the right moment in its own time.
 * Floating times would show 8:00 AM as 8:00 AM wherever the phone is, hours off from the real start.
 */

/** Where the artist works; the schedule's times are clock times there. */
const TIME_ZONE = 'America/Los_Angeles';

/**
 * The zone's definition (RFC 5545 3.6.5): the file must carry it, since readers are not required to know zone names.
 * These are the US rules in force since 2007 (summer time from the second Sunday of March at 2:00 to the first
 * Sunday of November at 2:00); no wedding is scheduled before then.
 */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0800',
  'TZOFFSETTO:-0700',
  'TZNAME:PDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0800',
  'TZNAME:PST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const DEFAULT_MINUTES = 60;

/**
 * Text values: backslash, semicolon, comma and line breaks must be escaped. A line break is CRLF, LF or a lone CR
 * (typed on an old Mac, or pasted): each becomes `\\n`, since a raw CR inside a value breaks the file's lines.
 */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF then a space, never splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with one space
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

function dateStamp(year: number, month: number, day: number) {
  return `${year}${pad(month)}${pad(day)}`;
}

/** Local date-time (no zone suffix) for a day plus minutes after midnight; minutes past 24 h roll into the next day. */
function localDateTime(year: number, month: number, day: number, minutes: number) {
  const date = new Date(Date.UTC(year, month - 1, day, 0, minutes));
  return `${dateStamp(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}00`;
}

function utcStamp(date: Date) {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface IcsOptions {
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** Makes the event UIDs unique to this site, e.g. the page's host name. */
  uidDomain: string;
  /** Who to call, used in the event descriptions. */
  calendarName?: string;
}

export function buildScheduleIcs(
  { schedule, services }: ClientSchedule,
  { now, uidDomain, calendarName }: IcsOptions,
): string {
  const parts = parseCalendarDate(schedule.weddingDate);
  if (!parts) throw new Error('The wedding date is not a calendar date');
  const { year, month, day } = parts;
  const location = [schedule.venueName, schedule.venueAddress].filter((text) => text.trim()).join(', ');
  const contact = schedule.contactPhone.trim() ? `Day-of contact: ${schedule.contactPhone.trim()}` : '';
  const stamp = utcStamp(now);
  const title = `${schedule.clientName}'s Wedding Day`;

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bridal Makeup//Wedding Day Schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(calendarName ?? title)}`,
    ...VTIMEZONE,
  ];

  const event = (uid: string, summary: string, timing: string[], description: string) => {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}@${uidDomain}`,
      `DTSTAMP:${stamp}`,
      ...timing,
      `SUMMARY:${escapeIcsText(summary)}`,
    );
    if (location) lines.push(`LOCATION:${escapeIcsText(location)}`);
    if (description) lines.push(`DESCRIPTION:${escapeIcsText(description)}`);
    lines.push('END:VEVENT');
  };

  const sorted = [...services].sort((a, b) => a.sortOrder - b.sortOrder);
  const allDay = [
    `DTSTART;VALUE=DATE:${dateStamp(year, month, day)}`,
    `DTEND;VALUE=DATE:${localDateTime(year, month, day, 24 * 60).slice(0, 8)}`,
  ];

  // The day itself, so the calendar shows the wedding even when no service has a readable time.
  event(
    `wedding-${dateStamp(year, month, day)}-${slug(schedule.clientName)}`,
    title,
    allDay,
    [schedule.startTime.trim() ? `Starts ${schedule.startTime.trim()}` : '', contact].filter(Boolean).join('\n'),
  );

  for (const service of sorted) {
    const start = parseTimeToMinutes(service.startTime);
    let timing: string[];
    if (start === undefined) {
      timing = allDay;
    } else {
      let end = parseTimeToMinutes(service.endTime) ?? start + DEFAULT_MINUTES;
      if (end <= start) end += 24 * 60; // a service that runs past midnight
      timing = [
        `DTSTART;TZID=${TIME_ZONE}:${localDateTime(year, month, day, start)}`,
        `DTEND;TZID=${TIME_ZONE}:${localDateTime(year, month, day, end)}`,
      ];
    }
    event(`service-${service.id}`, `Makeup: ${service.serviceName}`, timing, contact);
  }

  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

function slug(text: string) {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'client'
  );
}

/** A file name safe on every phone: "jane-doe-wedding-day.ics". */
export function icsFileName(clientName: string) {
  return `${slug(clientName)}-wedding-day.ics`;
}
