/**
 * Clock times as the owner types them in schedules ("8:00 AM", "8am", "8:30 p.m.", "14:30", "09:15", "9"): reading
 * them, showing them, and moving them. Pure functions, shared by the bride's schedule page and the dashboard.
 */

export const MINUTES_PER_DAY = 24 * 60;

const MERIDIEM = /\b(a\.?m\.?|p\.?m\.?)(?=$|[^a-z])/i;

function twelveHour(hours: number, minutes: number) {
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** Brings any whole number of minutes (negative = the day before, past 1440 = the day after) onto the clock face. */
function wrapToDay(minutes: number): number {
  return ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/**
 * Minutes after midnight as the site shows times: 750 → "12:30 PM". Values outside the day wrap round the clock
 * (-30 → "11:30 PM"), because a back-timed morning can begin the night before.
 */
export function minutesToTwelveHour(minutes: number): string {
  const onClock = wrapToDay(minutes);
  return twelveHour(Math.floor(onClock / 60), onClock % 60);
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

/** A readable time split into the pieces it was written with, so a shifted time can be written the same way. */
interface WrittenTime {
  minutesAfterMidnight: number;
  hourDigits: string;
  /** ":" or "."; undefined when no minutes were written ("8am", "9"). */
  separator: string | undefined;
  /** Whatever stood between the digits and am/pm: "" in "8am", " " in "8:00 AM". */
  gap: string;
  /** am/pm exactly as typed ("AM", "pm", "p.m."); undefined for a 24-hour time. */
  meridiem: string | undefined;
}

function readWrittenTime(value: string | undefined | null): WrittenTime | undefined {
  const text = (value ?? '').trim();
  if (!text) return undefined;
  const match = /^(\d{1,2})(?:([:.])(\d{2}))?(\s*)(a\.?m\.?|p\.?m\.?)?$/i.exec(text);
  if (!match) return undefined;
  const hourDigits = match[1]!;
  let hours = Number(hourDigits);
  const minutes = match[3] === undefined ? 0 : Number(match[3]);
  const meridiem = match[5];
  if (minutes > 59) return undefined;
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem[0]!.toLowerCase() === 'p' ? 12 : 0);
  } else if (hours > 23) {
    return undefined;
  }
  return { minutesAfterMidnight: hours * 60 + minutes, hourDigits, separator: match[2], gap: match[4]!, meridiem };
}

/**
 * Minutes after midnight for any time the page can show ("8:00 AM", "8am", "14:30", "9"), or undefined when the
 * text is not a time. Used to place services on the phone's clock and in the calendar file.
 */
export function parseTimeToMinutes(value: string | undefined | null): number | undefined {
  return readWrittenTime(value)?.minutesAfterMidnight;
}

/** "pm" → "am", "P.M." → "A.M.": only the a/p letter changes, in the case it was typed. */
function switchMeridiem(meridiem: string, toAfternoon: boolean): string {
  const letter = meridiem[0]!;
  const wanted = toAfternoon ? 'p' : 'a';
  return (letter === letter.toUpperCase() ? wanted.toUpperCase() : wanted) + meridiem.slice(1);
}

/**
 * Moves a typed time by ±minutes and writes it back the way the owner wrote it, so a "running late" shift does not
 * restyle the whole schedule:
 * - 12-hour times keep their am/pm spelling and spacing ("8:00 AM", "8am", "8:30 p.m.") and cross noon and midnight
 *   ("11:50 AM" + 20 → "12:10 PM"); a leading zero is kept only if one was typed ("08:00 AM").
 * - 24-hour times keep two-digit hours when typed with two ("09:30" − 45 → "08:45", "23:50" + 20 → "00:10").
 * - A time typed without minutes ("8am", "9") stays that way when the result is on the hour ("8pm" + 60 → "9pm")
 *   and gains ":MM" when it is not ("8am" + 30 → "8:30am").
 * The clock wraps past midnight either way: there is no date to move.
 *
 * Blank stays blank. Returns undefined for text that is not a readable time ("after the ceremony"), so the caller
 * can leave it as it is and say so.
 */
export function shiftClockTime(value: string, minutes: number): string | undefined {
  if (!Number.isInteger(minutes)) throw new RangeError(`A shift must be a whole number of minutes (got ${minutes})`);
  if (!value.trim()) return value;
  const written = readWrittenTime(value);
  if (!written) return undefined;
  const shifted = wrapToDay(written.minutesAfterMidnight + minutes);
  const hours24 = Math.floor(shifted / 60);
  const minutesPart = shifted % 60;

  let hourText: string;
  let meridiemText = '';
  if (written.meridiem) {
    const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
    hourText = written.hourDigits.startsWith('0') ? String(hours12).padStart(2, '0') : String(hours12);
    meridiemText = written.gap + switchMeridiem(written.meridiem, hours24 >= 12);
  } else {
    hourText = written.hourDigits.length === 2 ? String(hours24).padStart(2, '0') : String(hours24);
  }

  const keepsBareHour = written.separator === undefined && minutesPart === 0;
  const minuteText = keepsBareHour ? '' : `${written.separator ?? ':'}${String(minutesPart).padStart(2, '0')}`;
  return `${hourText}${minuteText}${meridiemText}`;
}
