import { addCalendarDays } from './calendar-day.ts';
import type { BookingStatus } from './choices.ts';

// The e-mails that go to her client by themselves (issue 43, part 2): the booking's summary when it is booked, "your
// agreement is waiting" 3 days later if unsigned, the balance reminder 7 days before it is due, the day-before note
// and, 2 days after the wedding, the thank-you. Each goes once, at 9:00 AM Sacramento time on its day; one missed
// while the server was down goes late, but only before the wedding (the thank-you: while its link works). Pure, so
// the server's sender and the booking's list in the dashboard plan the same days.

export const CLIENT_EMAIL_KINDS = ['summary', 'agreement', 'balance', 'dayBefore', 'thankYou'] as const;
export type ClientEmailKind = (typeof CLIENT_EMAIL_KINDS)[number];

export const CLIENT_EMAIL_STATUSES = ['planned', 'sent', 'off', 'not-needed'] as const;
export type ClientEmailStatus = (typeof CLIENT_EMAIL_STATUSES)[number];

/** One automatic e-mail of a booking, as its answer lists it. */
export interface ClientEmailLine {
  kind: ClientEmailKind;
  /** Its Sacramento day (YYYY-MM-DD). */
  plannedFor: string;
  status: ClientEmailStatus;
  /** When her mail server took it; null until then. */
  sentAt: string | null;
  /** '' for the client; a self-paying person's id for her own balance reminder. */
  personId: string;
  /** Whom it goes to, by name. */
  to: string;
}

/** What the dashboard calls each. */
export const CLIENT_EMAIL_LABELS: Record<ClientEmailKind, string> = {
  summary: 'Booking summary',
  agreement: 'Agreement reminder',
  balance: 'Balance reminder',
  dayBefore: 'Day-before note',
  thankYou: 'Thank-you',
};

/** Each goes at 9:00 AM Sacramento time on its day. */
export const SEND_AT_MINUTES = 9 * 60;
export const SEND_AT_WORDS = '9:00 AM';
/** "Your agreement is waiting": this many days after it was booked, while unsigned. */
export const AGREEMENT_EMAIL_DAYS = 3;
/** The balance reminder: this many days before the balance is due (at once when booked inside them). */
export const BALANCE_EMAIL_DAYS = 7;
/** The thank-you: this many days after the wedding. */
export const THANK_YOU_EMAIL_DAYS = 2;
/** The thank-you link works until this many days after the wedding (its last day, Sacramento). */
export const THANK_YOU_LINK_DAYS = 90;

/** The thank-you link's last day: the wedding's day plus 90. */
export const thankYouLastDay = (eventDate: string) => addCalendarDays(eventDate, THANK_YOU_LINK_DAYS);

/** What the plan needs of a booking (the server works out the money and the agreement). */
export interface EmailFacts {
  status: BookingStatus;
  eventDate: string;
  bookedOn: string | null;
  /** 'none' without an agreement (no wedding schedule), else whether its current version is signed. */
  agreement: 'none' | 'waiting' | 'signed';
  clientName: string;
  /** The client's own balance (her share when others pay for themselves), in dollars. */
  clientBalance: number;
  balanceDueDate: string;
  /** Each person who pays for herself and has an e-mail, with what remains of her share. */
  people: readonly { id: string; name: string; balance: number }[];
  /** A booking stored before automatic e-mails: none planned before this day is needed (she texted those). */
  from?: string;
}

/** One e-mail of the plan. */
export interface PlannedEmail {
  kind: ClientEmailKind;
  personId: string;
  to: string;
  plannedFor: string;
  /** Whether it has anything to say (unsigned, a balance left, a booked date). */
  needed: boolean;
  /** Goes as soon as its day comes rather than at 9:00 (a balance booked inside its 7 days). */
  atOnce: boolean;
  /** The last day it may still go, late. */
  lastDay: string;
  /** What the sent record remembers it by: a new date (a moved wedding) makes a new e-mail. */
  key: string;
}

const keyOf = (kind: ClientEmailKind, personId: string, day: string) => `${kind}:${personId || 'client'}:${day}`;

/**
 * The booking's automatic e-mails. A held booking's are planned as if it were booked today, and not needed until it
 * is; a cancelled booking's are never needed.
 */
export function plannedEmails(facts: EmailFacts, today: string): PlannedEmail[] {
  const booked = facts.status === 'booked' || facts.status === 'completed';
  const bookedOn = facts.bookedOn ?? today;
  const beforeWedding = addCalendarDays(facts.eventDate, -1);
  const make = (
    kind: ClientEmailKind,
    plannedFor: string,
    needed: boolean,
    options: { personId?: string; to?: string; atOnce?: boolean; lastDay?: string } = {},
  ): PlannedEmail => ({
    kind,
    personId: options.personId ?? '',
    to: options.to ?? facts.clientName,
    plannedFor,
    needed: booked && needed && (facts.from === undefined || plannedFor >= facts.from),
    atOnce: options.atOnce ?? false,
    lastDay: options.lastDay ?? beforeWedding,
    key: keyOf(kind, options.personId ?? '', plannedFor),
  });
  const reminderDay = addCalendarDays(facts.balanceDueDate, -BALANCE_EMAIL_DAYS);
  // Booked inside the 7 days: the reminder goes on the day it was booked, at once.
  const balanceDay = reminderDay < bookedOn ? bookedOn : reminderDay;
  const balanceAtOnce = reminderDay < bookedOn;
  return [
    make('summary', bookedOn, true),
    make('agreement', addCalendarDays(bookedOn, AGREEMENT_EMAIL_DAYS), facts.agreement === 'waiting'),
    make('balance', balanceDay, facts.clientBalance > 0, { atOnce: balanceAtOnce }),
    ...facts.people.map((person) =>
      make('balance', balanceDay, person.balance > 0, { personId: person.id, to: person.name, atOnce: balanceAtOnce }),
    ),
    make('dayBefore', beforeWedding, true),
    make('thankYou', addCalendarDays(facts.eventDate, THANK_YOU_EMAIL_DAYS), true, {
      lastDay: thankYouLastDay(facts.eventDate),
    }),
  ];
}

/** Whether a planned e-mail goes now: needed, its day come (at 9:00 AM, or at once), and not past its last day. */
export function isDue(email: PlannedEmail, today: string, minutesNow: number): boolean {
  if (!email.needed || today > email.lastDay || today < email.plannedFor) return false;
  return today > email.plannedFor || email.atOnce || minutesNow >= SEND_AT_MINUTES;
}

/**
 * The list the booking answers: each planned e-mail with its status. `on` is false when the booking's e-mails are
 * turned off, it has no client e-mail, or her mail is not set up; one sent stays "sent" whatever happens after.
 */
export function emailLines(
  planned: readonly PlannedEmail[],
  sent: readonly { key: string; sentAt: string | null }[],
  on: { booking: boolean; address: (email: PlannedEmail) => boolean },
  today: string,
): ClientEmailLine[] {
  const byKey = new Map(sent.map((record) => [record.key, record]));
  return planned.map((email) => {
    const record = byKey.get(email.key);
    const line = { kind: email.kind, plannedFor: email.plannedFor, personId: email.personId, to: email.to };
    if (record?.sentAt) return { ...line, status: 'sent', sentAt: record.sentAt };
    // Queued and on its way through the outbox: still "planned" until her mail server takes it.
    if (record && email.needed) return { ...line, status: 'planned', sentAt: null };
    if (!on.booking || !on.address(email)) return { ...line, status: 'off', sentAt: null };
    if (!email.needed || today > email.lastDay) return { ...line, status: 'not-needed', sentAt: null };
    return { ...line, status: 'planned', sentAt: null };
  });
}
