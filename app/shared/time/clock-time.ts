/**
 * Clock times as the owner types them in schedules ("8:00 AM", "8am", "8:30 p.m.", "14:30", "09:15", "9"): reading
 * and showing them. Pure functions, shared by the bride's schedule page and the dashboard.
 */

const MERIDIEM = /\b(a\.?m\.?|p\.?m\.?)(?=$|[^a-z])/i;

function twelveHour(hours: number, minutes: number) {
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/**
 * "14:30" → "2:30 PM", "00:00" → "12:00 AM", bare "9" → "9:00 AM". Values that already say am/pm, and anything
 * else the owner typed ("after the ceremony"), are shown exactly as written.
 */
export function formatTime(value: string | undefined | null): string {
  const text = (value ?? '').trim();
  if (!text || MERIDIEM.test(text)) return text;
  const clock = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  if (clock) {
    const hours = Number(clock[1]);
    const minutes = Number(clock[2]);
    return hours <= 23 && minutes <= 59 ? twelveHour(hours, minutes) : text;
  }
  const bare = /^(\d{1,2})$/.exec(text);
  if (bare) {
    const hours = Number(bare[1]);
    return hours <= 23 ? twelveHour(hours, 0) : text;
  }
  return text;
}

/** "8:00 AM – 9:30 AM"; one side alone when the other is blank. */
export function formatTimeRange(start: string | undefined | null, end: string | undefined | null): string {
  const from = formatTime(start);
  const to = formatTime(end);
  if (from && to) return `${from} – ${to}`;
  return from || to;
}

/**
 * Minutes after midnight for any time the page can show ("8:00 AM", "8am", "14:30", "9"), or undefined when the
 * text is not a time. Used to place services on the phone's clock and in the calendar file.
 */
export function parseTimeToMinutes(value: string | undefined | null): number | undefined {
  const text = (value ?? '').trim().toLowerCase();
  if (!text) return undefined;
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?$/.exec(text);
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const meridiem = match[3]?.[0];
  if (minutes > 59) return undefined;
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (hours > 23) {
    return undefined;
  }
  return hours * 60 + minutes;
}
