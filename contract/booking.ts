import * as v from 'valibot';
import { BOOKING_STATUSES, EVENT_TYPES, type BookingStatus, type EventType } from './choices.ts';
import { addCalendarDays, isCalendarDate } from './calendar-day.ts';
import { parseTimeToMinutes } from './clock-time.ts';
import { dollars, optionalEmail, optionalText, requiredText, text, type Stored } from './fields.ts';
import { bookingShares, type Share } from './booking-shares.ts';
import { centsOf, hasAtMostTwoDecimals, toDollars } from './money.ts';
import { partyPersonInput, personFacts, type PartyPerson, type StoredPartyPerson } from './party.ts';
import { phoneToE164 } from './phone.ts';
import type { ServiceGroup } from './site-settings.ts';
import type { Trial } from './trial.ts';
import type { ClientEmailLine } from './client-emails.ts';
import {
  balanceOf,
  belowWeekendMinimum,
  countsTowardWeddingMinimum,
  DEFAULT_WEDDING_MINIMUM,
  quoteFor,
  weekdayOf,
  type Quote,
  type QuoteLine,
  type TravelRule,
} from './quote.ts';
import { schedulePin } from './wedding-schedule.ts';

// A booking: the business side of one event she has agreed to, or is holding a date for. One schema for the
// dashboard's form and the server; the money and the warnings are computed here, by the same functions on both
// sides (and the public estimate uses quote.ts, which this builds on).

/** A calendar date (YYYY-MM-DD) that exists, named in its messages. */
export const calendarDay = (label: string) =>
  v.pipe(
    v.string(`${label} must be a date (YYYY-MM-DD)`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.check(isCalendarDate, `${label} must be a real date (YYYY-MM-DD)`),
  );

/** At most this many people in one party (a wedding morning has a dozen at most; a big one two dozen). */
export const MAX_PARTY = 40;
export const MAX_PAYMENTS = 100;

const travelMiles = v.nullable(
  v.pipe(
    v.number('Travel miles must be a number'),
    v.check((miles) => Number.isFinite(miles), 'Travel miles must be a number'),
    v.minValue(0, 'Travel miles cannot be negative'),
    v.maxValue(5000, 'Travel miles must be at most 5,000'),
    v.integer('Travel miles must be a whole number'),
  ),
);

/**
 * What she types for a booking (POST and PUT). `travelMiles` null estimates them from the ZIP; `pin` makes a
 * wedding's schedule (a hold may have none yet); `scheduleId` instead turns an existing schedule into this booking.
 */
export const bookingInput = v.pipe(
  v.object({
    clientName: requiredText('Client name', 120),
    clientPhone: v.pipe(
      requiredText('Client phone', 40),
      v.check((phone) => phoneToE164(phone) !== '', 'Client phone must be a number that can receive a text'),
    ),
    clientEmail: optionalEmail('Client e-mail', 'Client e-mail must be an address such as maya@gmail.com'),
    eventDate: calendarDay('Event date'),
    eventType: v.picklist(EVENT_TYPES, 'Event type must be wedding or special-event'),
    status: v.picklist(BOOKING_STATUSES, 'Status must be held, booked, completed or cancelled'),
    holdUntil: v.optional(v.union([v.literal(''), calendarDay('Hold until')], 'Hold until must be a date'), ''),
    venueName: optionalText('Venue', 200),
    venueAddress: optionalText('Venue address', 300),
    venueZip: v.optional(
      v.pipe(
        text('Venue ZIP', 10),
        v.check((zip) => zip === '' || /^\d{5}$/.test(zip), 'Venue ZIP must be 5 digits'),
      ),
      '',
    ),
    readyBy: v.optional(
      v.pipe(
        text('Ready by', 40),
        v.check(
          (time) => time === '' || parseTimeToMinutes(time) !== undefined,
          'Ready by must be a time such as 3:00 PM',
        ),
      ),
      '',
    ),
    party: v.pipe(
      v.array(partyPersonInput, 'Party must be a list'),
      v.maxLength(MAX_PARTY, `A party can have at most ${MAX_PARTY} people`),
    ),
    travelMiles: v.optional(travelMiles, null),
    notes: optionalText('Notes', 4000),
    // For her team's call sheets (contract/call-sheet.ts): where to park, the gate code, the suite.
    parkingNotes: optionalText('Parking and access', 1000),
    pin: v.optional(v.union([v.literal(''), schedulePin]), ''),
    scheduleId: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
    // Her client's e-mails that go out by themselves (contract/client-emails.ts); off for this booking alone.
    autoEmails: v.optional(v.boolean('Automatic e-mails must be on or off'), true),
  }),
  v.forward(
    v.check((input) => input.status !== 'held' || input.holdUntil !== '', 'A held date needs the date the hold lapses'),
    ['holdUntil'],
  ),
);
export type BookingInput = v.InferOutput<typeof bookingInput>;

/** A payment toward the booking, or a refund of money she gave back (its amount positive, its reason required). */
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * A payment: the amount toward what is due, who paid it (`payerId`: '' for the client, else a person of the party,
 * checked by the server), and a tip on top, kept apart (it never counts toward a balance). A tip alone (amount 0)
 * is a payment too: tips often come on the day, after the balance is paid.
 */
export const paymentInput = v.pipe(
  v.object({
    // From $0 (a tip alone), so a negative amount reads as what she meant: more than $0.
    amount: v.pipe(
      v.number('Amount must be a number of dollars'),
      v.check((value) => Number.isFinite(value), 'Amount must be a number of dollars'),
      v.minValue(0, 'Amount must be more than $0'),
      v.maxValue(1_000_000, 'Amount must be at most $1,000,000'),
      v.check(hasAtMostTwoDecimals, 'Amount can have at most two decimals (cents)'),
    ),
    method: requiredText('Method', 40),
    paidOn: calendarDay('Paid on'),
    note: optionalText('Note', 300),
    payerId: v.optional(
      v.pipe(v.string('Who paid must be text'), v.trim(), v.maxLength(100, 'Who paid is too long')),
      '',
    ),
    tip: v.optional(dollars('Tip', { max: 1_000_000 }), 0),
    // The artist the tip was given for (contract/team.ts id); '' = shared by faces done (contract/artist-pay.ts).
    tipForArtistId: v.optional(
      v.pipe(v.string('Tip for must be text'), v.trim(), v.maxLength(100, 'Tip for is too long')),
      '',
    ),
    // A refund: money she gave back, a negative movement kept as a positive amount with its reason (books.ts).
    kind: v.optional(v.picklist(PAYMENT_KINDS, 'Kind must be payment or refund'), 'payment'),
    reason: v.optional(text('Reason', 300), ''),
  }),
  v.forward(
    v.check((input) => input.amount > 0 || input.tip > 0, 'Amount must be more than $0'),
    ['amount'],
  ),
  v.forward(
    v.check((input) => input.kind !== 'refund' || input.reason !== '', 'Type the reason for the refund'),
    ['reason'],
  ),
  v.forward(
    v.check((input) => input.kind !== 'refund' || input.tip === 0, 'A refund has no tip: refund it in the amount'),
    ['tip'],
  ),
  v.forward(
    v.check((input) => input.kind !== 'refund' || input.amount > 0, 'Refund amount must be more than $0'),
    ['amount'],
  ),
);
export type PaymentInput = v.InferOutput<typeof paymentInput>;
/** The payment's movement in cents: a refund's amount taken away (kind missing on payments stored before refunds). */
export const signedPaymentCents = (payment: { amount: number; kind?: PaymentKind }) =>
  payment.kind === 'refund' ? -centsOf(payment.amount) : centsOf(payment.amount);
/** Payments as movements of money: each refund's amount negative, so sums of them lower what is paid. */
export const paymentMovements = <P extends { amount: number; kind?: PaymentKind }>(payments: readonly P[]): P[] =>
  payments.map((payment) => ({ ...payment, amount: toDollars(signedPaymentCents(payment)) }));
/** A payment as stored: `kind` and `reason` are missing on those stored before refunds (a payment, no reason). */
export type Payment = Omit<PaymentInput, 'kind' | 'reason' | 'tipForArtistId'> &
  Partial<Pick<PaymentInput, 'kind' | 'reason' | 'tipForArtistId'>> &
  Stored;

/**
 * The terms a quote was made on, kept with the booking so a change to her price list or policy never changes a
 * quote she already sent: each line's price, minutes and service name as they were, the travel rule and the
 * retainer. "Use today's prices" (reprice) makes them again from today's settings.
 */
export interface QuoteTerms {
  lines: QuoteLine[];
  /** One-way miles: typed by her, or estimated from the venue's ZIP when saved; null when neither is known. */
  travelMiles: number | null;
  /** True when the miles were estimated from the ZIP (she typed none). */
  travelMilesEstimated: boolean;
  travelRule: TravelRule;
  retainerAmount: number;
  /** The day (Sacramento) the prices were taken from her list. */
  pricedOn: string;
}

/**
 * A booking as stored. The party is its people, each with her services; the quote's lines are their services,
 * priced (one line per service of each person, in party order, each with its `personId`).
 */
export interface Booking extends Stored {
  party: StoredPartyPerson[];
  clientName: string;
  clientPhone: string;
  clientEmail: string;
  eventDate: string;
  eventType: EventType;
  status: BookingStatus;
  holdUntil: string;
  venueName: string;
  venueAddress: string;
  venueZip: string;
  readyBy: string;
  notes: string;
  terms: QuoteTerms;
  payments: Payment[];
  /** The wedding schedule (the bride's PIN page) this booking owns, or null. */
  scheduleId: string | null;
  /** The day (Sacramento) it was first saved as booked: the retainer is due then. */
  bookedOn: string | null;
  updatedAt: string;
  /** Her trial (contract/trial.ts), or null: set and removed by its own routes, never by the booking's form. */
  trial: Trial | null;
  /**
   * The reminders already sent to her, each once: `hold-lapses:{holdUntil}`, `balance-due:{balanceDueDate}` (a new
   * date makes a new reminder). Missing on bookings no reminder has been sent for.
   */
  alertsSent?: string[];
  /**
   * Her client's private signing link (server/links/private-links.ts): its version and when it was issued. The token
   * is not stored: it is made again from these; a new link takes the next version, which retires the one before.
   */
  signingLink?: { version: number; issuedAt: string };
  /** Whether her client's e-mails go out by themselves (contract/client-emails.ts); missing on older records: on. */
  autoEmails?: boolean;
  /**
   * On a booking stored before automatic e-mails: the day they began for it. None planned before it goes late (she
   * had texted those herself), so the first start after the upgrade sends her clients no backlog.
   */
  autoEmailsFrom?: string;
  /** Her thank-you link's state (kind 'thank-you', id = booking id): missing until a new one is made (version 1). */
  thankYouLink?: { version: number; issuedAt: string };
  /** Parking and access, for the call sheets; '' on bookings stored before it (upgradedBooking). */
  parkingNotes?: string;
  /** Each team artist's call-sheet link (kind 'call-sheet', id `${bookingId}:${artistId}`), by artist id. */
  callSheetLinks?: Record<string, { version: number; issuedAt: string }>;
  /** The photographer's read-only day link (kind 'day', id = booking id, issue 42): missing until she makes one. */
  dayLink?: { version: number; issuedAt: string };
}

/** What the API answers for a booking: the stored facts with the money and the warnings worked out. */
export interface BookingAnswer extends Omit<
  Booking,
  'terms' | 'alertsSent' | 'signingLink' | 'party' | 'callSheetLinks' | 'thankYouLink' | 'autoEmails'
> {
  /** Whether her client's e-mails go out by themselves. */
  autoEmails: boolean;
  /** Her client's automatic e-mails, each with its Sacramento day and whether it went (contract/client-emails.ts). */
  emails: ClientEmailLine[];
  /** The thank-you link (`https://…/thank-you#<token>`), and the last day it works (Sacramento). */
  thankYou: { link: string; lastDay: string };
  /** Her arrival time on the day (the schedule's first chair), '' when no schedule says: the day-before note's. */
  arrivalTime: string;
  /** Each team artist on its schedule's chairs (not the lead) with her call sheet's address, for "Text {artist}". */
  callSheets: { artistId: string; name: string; phone: string; link: string }[];
  /**
   * Each person with her share of the money when she pays for herself (null when the client pays for her), and her
   * party link: `intakeDone` once she sent her intake, `link` its full address (`https://…/party#<token>`),
   * `claimed` while a phone holds it. Her intake itself is never in it.
   */
  party: (PartyPerson & { share: Share | null; intakeDone: boolean; link: string; claimed: boolean })[];
  /** The client's share: everyone she pays for, travel and the retainer (booking-shares.ts). */
  clientShare: Share;
  /** Every tip received on the booking: never in `paid` or any balance. */
  tips: number;
  /** Its schedule's PIN (for the text that sends it), '' without a schedule. */
  pin: string;
  quote: Pick<Quote, 'lines' | 'servicesTotal' | 'travelMiles' | 'travelFee' | 'total'> & {
    travelMilesEstimated: boolean;
    /** True when the miles are beyond her limit: travel is quoted by text, not in the total. */
    travelByText: boolean;
    pricedOn: string;
    /** The travel rule the quote was priced with (kept, like its prices): new miles on this booking are priced by it. */
    travelRule: TravelRule;
  };
  retainer: { amount: number; dueDate: string | null };
  /** Paid toward the whole booking, by anyone; tips are never in it. */
  paid: number;
  balance: number;
  balanceDueDate: string;
  /** True for a hold whose date has passed: kept, but its date no longer counts as taken. */
  lapsed: boolean;
  /** The latest version of its agreement signed (on her phone or on paper), for its PDF; null while none is. */
  signedVersion: number | null;
  warnings: string[];
}

/** A hold lapses at the end of its `holdUntil` day (Sacramento): on the next day it no longer holds the date. */
export const isLapsed = (booking: Pick<Booking, 'status' | 'holdUntil'>, today: string) =>
  booking.status === 'held' && booking.holdUntil !== '' && booking.holdUntil < today;

/** Whether the booking takes its date: booked or completed, or held and not lapsed. Cancelled ones never do. */
export const takesDate = (booking: Pick<Booking, 'status' | 'holdUntil'>, today: string) =>
  booking.status === 'booked' ||
  booking.status === 'completed' ||
  (booking.status === 'held' && !isLapsed(booking, today));

/** The balance is due on the event date, or `daysBefore` days before it. */
export const balanceDueDateOf = (eventDate: string, daysBefore: number) => addCalendarDays(eventDate, -daysBefore);

/** The quote as the terms make it: the one money function (quoteFor) over the kept lines, miles and rule. */
export const quoteOfTerms = (terms: QuoteTerms): Quote => quoteFor(terms.lines, terms.travelMiles, terms.travelRule);

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** What she should know about a booking, as sentences; never a reason to refuse it. */
export function bookingWarnings(
  booking: Pick<Booking, 'id' | 'eventDate' | 'eventType' | 'status' | 'holdUntil' | 'venueZip' | 'terms'>,
  sameDay: readonly Pick<Booking, 'id' | 'status' | 'holdUntil'>[],
  rules: {
    bookingsPerDay: number;
    /** Whether the venue's ZIP is one the ZIP table knows. */
    zipKnown: boolean;
    /** Whether her home ZIP is set in Site Settings (miles cannot be estimated without it); true when left out. */
    homeZipSet?: boolean;
    /** Her weekend wedding minimum (Site Settings `weddingMinimum`); the first-run one when left out. */
    weddingMinimum?: number;
    /** Her price list: its Hair group's services do not count toward the minimum. */
    serviceGroups?: readonly ServiceGroup[];
  },
  today: string,
): string[] {
  const warnings: string[] = [];
  const services = booking.terms.lines.map((line) => line.service);
  const minimum = rules.weddingMinimum ?? DEFAULT_WEDDING_MINIMUM;
  const groups = rules.serviceGroups ?? [];
  if (booking.eventType === 'wedding' && belowWeekendMinimum(booking.eventDate, services, minimum, groups)) {
    const counted = services.filter((service) => countsTowardWeddingMinimum(service, groups)).length;
    warnings.push(
      `A ${WEEKDAYS[weekdayOf(booking.eventDate)]} wedding needs at least ${minimum} ${minimum === 1 ? 'service' : 'services'}; this party has ${counted} (a bridal preview doesn't count).`,
    );
  }
  if (booking.status !== 'cancelled') {
    const others = sameDay.filter((other) => other.id !== booking.id && takesDate(other, today)).length;
    if (others >= rules.bookingsPerDay) {
      warnings.push(
        `This date already has ${others} ${others === 1 ? 'booking' : 'bookings'}; your limit is ${rules.bookingsPerDay} a day.`,
      );
    }
  }
  const { travelMiles, travelRule } = booking.terms;
  if (travelMiles === null) {
    warnings.push(
      booking.venueZip && !rules.zipKnown
        ? `ZIP ${booking.venueZip} isn't one we know: type the travel miles.`
        : booking.venueZip && rules.homeZipSet === false
          ? 'Add your home ZIP in Site Settings, or type the travel miles: travel is not in the total yet.'
          : "Add the venue's ZIP or type the travel miles: travel is not in the total yet.",
    );
  } else if (travelMiles > travelRule.maxMiles) {
    warnings.push(
      `${travelMiles} miles is beyond your ${travelRule.maxMiles}-mile limit: quote travel by text (not in the total).`,
    );
  }
  if (isLapsed(booking, today)) warnings.push(`The hold lapsed on ${booking.holdUntil}; the date is open again.`);
  return warnings;
}

/** The money of a booking, from its kept terms and its payments. */
export function bookingMoney(
  // Without the party (a caller that needs only the totals), every line is the client's.
  booking: Pick<Booking, 'eventDate' | 'eventType' | 'terms' | 'payments' | 'bookedOn'> &
    Partial<Pick<Booking, 'party'>>,
  balanceDueDaysBefore: number,
): Pick<BookingAnswer, 'quote' | 'retainer' | 'paid' | 'balance' | 'balanceDueDate' | 'clientShare' | 'tips'> & {
  party: (PartyPerson & { share: Share | null })[];
} {
  const quote = quoteOfTerms(booking.terms);
  // A refund is money given back: it counts as its amount taken away, so it lowers what is paid (and each share's).
  const movements = paymentMovements(booking.payments);
  // Payments' amounts only: a tip is kept apart and never pays anything off.
  const { paid, balance } = balanceOf(quote.total, movements);
  const party = booking.party ?? [];
  const shares = bookingShares({
    lines: quote.lines,
    party,
    travelFee: quote.travelFee,
    payments: movements,
  });
  return {
    // The person's facts only: her link's state and her intake never leave the server this way.
    party: party.map((person) => ({ ...personFacts(person), share: shares.people[person.id] ?? null })),
    clientShare: shares.client,
    tips: shares.tips,
    quote: {
      lines: quote.lines,
      servicesTotal: quote.servicesTotal,
      travelMiles: quote.travelMiles,
      travelFee: quote.travelFee,
      total: quote.total,
      travelMilesEstimated: booking.terms.travelMilesEstimated,
      travelByText: quote.travel.kind === 'quoted-by-text',
      pricedOn: booking.terms.pricedOn,
      travelRule: booking.terms.travelRule,
    },
    retainer: { amount: booking.terms.retainerAmount, dueDate: booking.bookedOn },
    paid,
    balance,
    balanceDueDate: balanceDueDateOf(booking.eventDate, balanceDueDaysBefore),
  };
}
