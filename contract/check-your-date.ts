import { addCalendarDays, addCalendarMonths, isCalendarDate, longDate } from './calendar-day.ts';
import { firstNameOf } from './booking-texts.ts';
import { EVENT_TYPE_CHOICES, labelOf, type EventType } from './choices.ts';
import { buildTimeline, orderBrideLast, timelineInputProblems, type ChairNumber } from './back-timing.ts';
import { formatTime } from './clock-time.ts';
import {
  belowWeekendMinimum,
  countsTowardWeddingMinimum,
  DEFAULT_WEDDING_MINIMUM,
  quoteFor,
  weekdayOf,
  type Quote,
  type QuoteLine,
  type TravelRule,
} from './quote.ts';
import { formatPrice, type ServiceGroup } from './site-settings.ts';

// The public "Check your date" block's rules and the text it writes: pure, with no validation library, so the
// block's lazy chunk stays small. The money is quote.ts's, the morning is back-timing.ts's: the same functions as
// her bookings and her timeline builder, so the estimate a visitor sees is the quote she would make.

/** The last date she takes bookings for: her horizon (Site Settings `bookingHorizonMonths`) after today. */
export const lastBookableDate = (today: string, horizonMonths: number) => addCalendarMonths(today, horizonMonths);

/** Where a date stands before her calendar is asked: a real date within her booking horizon can be looked up. */
export type DateStanding = 'not-a-date' | 'past' | 'beyond-horizon' | 'bookable';

export function dateStanding(date: string, today: string, horizonMonths: number): DateStanding {
  if (!isCalendarDate(date)) return 'not-a-date';
  if (date < today) return 'past';
  if (date > lastBookableDate(today, horizonMonths)) return 'beyond-horizon';
  return 'bookable';
}

/** The calendar month a date falls in, as the availability look-up asks for it (`from` and `to` included). */
export function monthAround(date: string): { month: string; from: string; to: string } {
  const month = date.slice(0, 7);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
  return { month, from: `${month}-01`, to: addCalendarDays(next, -1) };
}

/** How many of each service, by the service's name on her price list. */
export type PartyCounts = Readonly<Record<string, number>>;

/** The most of one service a visitor can pick here: a larger party is a conversation by text. */
export const MAX_PER_SERVICE = 20;

const isBridalService = (service: string) => /^bridal\b/i.test(service.trim()) && countsTowardWeddingMinimum(service);

/**
 * The party as quote lines, in her price list's order: one line per person, each named so the back-timing can
 * seat them ("Bride" last at a wedding, then "Bridesmaid 1", "Bridesmaid 2"...).
 */
export function partyLines(groups: readonly ServiceGroup[], counts: PartyCounts, occasion: EventType): QuoteLine[] {
  return groups.flatMap((group) =>
    group.items.flatMap((item) => {
      const count = Math.min(MAX_PER_SERVICE, Math.max(0, Math.floor(counts[item.name] ?? 0)));
      const role = occasion === 'wedding' && isBridalService(item.name) ? 'Bride' : item.name;
      return Array.from({ length: count }, (_, index) => ({
        name: count === 1 ? role : `${role} ${index + 1}`,
        service: item.name,
        price: item.price,
        durationMinutes: item.durationMinutes,
      }));
    }),
  );
}

/** "Bridal Makeup ×1, Bridesmaid ×4, Flower Girl Makeup (12 & Under) ×1", in the lines' order. */
export function partySummary(lines: readonly QuoteLine[]): string {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line.service, (counts.get(line.service) ?? 0) + 1);
  return [...counts].map(([service, count]) => `${service} ×${count}`).join(', ');
}

/**
 * The friendly note for a weekend wedding short of her minimum (Site Settings `weddingMinimum`: "previews don't
 * count"); null when it does not apply (another day, another occasion, no date yet, or the party is large enough).
 */
export function weekendMinimumNote(
  date: string,
  occasion: EventType,
  lines: readonly QuoteLine[],
  minimum: number = DEFAULT_WEDDING_MINIMUM,
  /** Her price list: its Hair group's services do not count toward the minimum, as in her bookings. */
  groups: readonly ServiceGroup[] = [],
): string | null {
  if (occasion !== 'wedding' || !isCalendarDate(date)) return null;
  const services = lines.map((line) => line.service);
  if (!belowWeekendMinimum(date, services, minimum, groups)) return null;
  const day = weekdayOf(date) === 6 ? 'Saturday' : 'Sunday';
  const counted = services.filter((service) => countsTowardWeddingMinimum(service, groups)).length;
  return `${day} weddings start at ${minimum} ${minimum === 1 ? 'service' : 'services'} (a bridal preview is booked separately and doesn't count)${
    counted > 0 ? `: you have ${counted} so far` : ''
  }.`;
}

/** When the first chair starts for everyone to be ready on time, or why it cannot be worked out yet. */
export type FirstChair =
  { kind: 'time'; firstStart: string; readyBy: string; warnings: string[] } | { kind: 'missing'; message: string };

/**
 * The morning back-timed as her timeline builder does it (the bride last, her buffer, her one or two chairs), for
 * the people getting ready that morning (a bridal preview is another day).
 */
export function firstChairFor(lines: readonly QuoteLine[], readyBy: string, chairs: ChairNumber): FirstChair {
  const people = orderBrideLast(
    lines
      .filter((line) => countsTowardWeddingMinimum(line.service))
      .map((line) => ({ person: line.name, serviceName: line.service, durationMinutes: line.durationMinutes })),
  );
  if (people.length === 0)
    return { kind: 'missing', message: "Add who's getting ready to see when the first chair starts." };
  if (!readyBy.trim()) return { kind: 'missing', message: 'Enter the time you need to be ready by.' };
  const input = { readyBy, chairs, people };
  if (timelineInputProblems(input).length > 0) {
    return { kind: 'missing', message: 'Enter the ready-by time like 3:00 PM.' };
  }
  const timeline = buildTimeline(input);
  return { kind: 'time', firstStart: timeline.firstStart, readyBy: formatTime(readyBy), warnings: timeline.warnings };
}

/** Where she gets ready, as the travel look-up found it. */
export type TravelLookup =
  /** Miles and fee for the ZIP (fee null: beyond her limit, quoted by text). */
  | { kind: 'estimate'; zip: string; place: string; miles: number }
  /** A ZIP the look-up does not know, or one that could not be looked up (offline): travel is quoted by text. */
  | { kind: 'by-text'; zip: string };

export interface DateEstimate {
  quote: Quote;
  retainer: number;
}

/** The estimate: her quote function over the party and the miles (none known: travel is quoted by text). */
export function dateEstimate(
  lines: readonly QuoteLine[],
  travel: TravelLookup | null,
  rule: TravelRule,
  retainer: number,
): DateEstimate {
  return { quote: quoteFor(lines, travel?.kind === 'estimate' ? travel.miles : null, rule), retainer };
}

/** "about 25 miles: $70 travel", "no travel fee at my place", or "travel quoted by text". */
export function travelWords(quote: Quote): string {
  if (quote.travel.kind !== 'fee' || quote.travelMiles === null) return 'travel quoted by text';
  if (quote.travelMiles === 0) return 'no travel fee';
  return `about ${quote.travelMiles} miles: ${formatPrice(quote.travel.fee)} travel`;
}

/** The longest name the visitor's text is signed with: a name, not a message. */
export const VISITOR_NAME_MAX = 40;

/** The name as the text will say it: spaces at the ends dropped, runs of spaces (a pasted tab) made one. */
export const visitorNameOf = (typed: string) => typed.replace(/\s+/g, ' ').trim();

/** What is wrong with the name she typed, said beside the field; null when it can sign her text (or is empty). */
export function visitorNameProblem(typed: string): string | null {
  const name = visitorNameOf(typed);
  if (name === '') return null;
  if (name.length > VISITOR_NAME_MAX) {
    return `Up to ${VISITOR_NAME_MAX} characters, please (this is ${name.length}): your first name is enough.`;
  }
  if (!/\p{L}/u.test(name)) return 'Your name needs letters, like Maya.';
  return null;
}

/**
 * The text's first line: her first name, as a text between people says it ("Hi Sofia!", not "Hi Sofia Reyes!"), and
 * who is writing, when the visitor gave a name that can sign it ("This is Maya."): otherwise a number she does not
 * know says only what it wants.
 */
export function dateCheckGreeting(artistName: string, visitorName: string): string {
  return `${dateCheckSalutation(artistName, visitorName)} I'd like to book makeup with you.`;
}

/** "Hi Sofia! This is Maya.", or "Hi Sofia!" without a name that can sign the text. */
export function dateCheckSalutation(artistName: string, visitorName: string): string {
  const visitor = visitorNameProblem(visitorName) === null ? visitorNameOf(visitorName) : '';
  return `Hi ${firstNameOf(artistName)}!${visitor ? ` This is ${visitor}.` : ''}`;
}

/** What the visitor has told the block: the five things "How to Book" asks for, and the estimate. */
export interface DateCheckMessage {
  artistName: string;
  /** As typed in "Your name" ('' when left empty); a name with a problem is left out. */
  visitorName: string;
  occasion: EventType;
  /** YYYY-MM-DD, or '' when not chosen yet. */
  date: string;
  lines: readonly QuoteLine[];
  travel: TravelLookup | null;
  /** As typed ("15:00", "3:00 PM"), or ''. */
  readyBy: string;
  firstChair: FirstChair;
  estimate: DateEstimate;
}

const NOT_YET = 'not sure yet';

/**
 * The text message the button writes: all five things "How to Book" asks for (the occasion, the date, the number
 * of services, the getting-ready location, the ready-by time), one a line, then the estimate as the site showed it.
 */
export function dateCheckText(message: DateCheckMessage): string {
  const { estimate, travel, lines } = message;
  const { quote } = estimate;
  const occasion = labelOf(EVENT_TYPE_CHOICES, message.occasion);
  const where =
    travel === null ? NOT_YET : travel.kind === 'estimate' ? `${travel.place} ${travel.zip}` : `ZIP ${travel.zip}`;
  const readyBy =
    message.firstChair.kind === 'time'
      ? `${message.firstChair.readyBy} (first chair about ${message.firstChair.firstStart})`
      : formatTime(message.readyBy) || NOT_YET;
  const estimateParts =
    lines.length === 0
      ? []
      : [
          `Estimate from your site: services ${formatPrice(quote.servicesTotal)}, ${travelWords(quote)}, total ${formatPrice(quote.total)}${
            quote.travel.kind === 'fee' ? '' : ' plus travel'
          }${estimate.retainer > 0 ? `, ${formatPrice(estimate.retainer)} retainer to reserve the date` : ''}.`,
        ];
  return [
    dateCheckGreeting(message.artistName, message.visitorName),
    `Occasion: ${occasion}`,
    `Date: ${message.date ? longDate(message.date) : NOT_YET}`,
    `Number of services: ${lines.length === 0 ? NOT_YET : `${lines.length} (${partySummary(lines)})`}`,
    `Getting ready in: ${where}`,
    `Ready by: ${readyBy}`,
    ...estimateParts,
  ].join('\n');
}

/** The button's words: "Text Elena Marie about Saturday, June 12, 2027" (or "about your date" before one is chosen). */
export const textButtonLabel = (artistName: string, date: string) =>
  `Text ${artistName} about ${isCalendarDate(date) ? longDate(date) : 'your date'}`;
