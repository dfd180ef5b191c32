import { bookingMoney, type Booking } from '#contract/booking.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import {
  emailLines,
  plannedEmails,
  thankYouLastDay,
  type ClientEmailLine,
  type EmailFacts,
  type PlannedEmail,
} from '#contract/client-emails.ts';
import { formatTime, parseTimeToMinutes } from '#contract/clock-time.ts';
import { pathOf } from '#contract/routes.ts';
import { currentAgreement, hasAgreement } from '../agreement/versions.ts';
import { linkAddress, linkToken } from '../links/private-links.ts';
import type { Data } from '../store/store.ts';

// What a booking's automatic e-mails are worked out from, on the server: its money, its agreement, its people who
// pay for themselves, its links. Shared by the sender (client-emails.ts) and the booking's answer (its `emails`).

/** A booking's automatic e-mails are on unless she turned them off (missing on older records: on). */
export const autoEmailsOn = (booking: Pick<Booking, 'autoEmails'>) => booking.autoEmails !== false;

/** Whether an address can take an e-mail: one plain address, nothing that could add a header. */
export const mailable = (address: string) => /^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\]+\.[^\s@<>(),;:"\\]+$/.test(address);

export function emailFacts(data: Readonly<Data>, booking: Booking): EmailFacts {
  const money = bookingMoney(booking, data.siteSettings.balanceDueDaysBefore);
  const agreement = hasAgreement(booking) ? (currentAgreement(data, booking).signature ? 'signed' : 'waiting') : 'none';
  return {
    status: booking.status,
    eventDate: booking.eventDate,
    bookedOn: booking.bookedOn,
    agreement,
    clientName: booking.clientName,
    ...(booking.autoEmailsFrom ? { from: booking.autoEmailsFrom } : {}),
    clientBalance: money.clientShare.balance,
    balanceDueDate: money.balanceDueDate,
    people: booking.party.flatMap((person, index) => {
      const share = money.party[index]?.share;
      return share && mailable(person.email.trim())
        ? [{ id: person.id, name: person.name, balance: share.balance }]
        : [];
    }),
  };
}

/** Where an e-mail of the plan goes: the client's address, or the self-paying person's. */
export function addressOf(booking: Booking, email: Pick<PlannedEmail, 'personId'>): string {
  const address = email.personId
    ? (booking.party.find((person) => person.id === email.personId)?.email ?? '')
    : booking.clientEmail;
  return mailable(address.trim()) ? address.trim() : '';
}

/** The booking answer's list of its automatic e-mails. */
export function bookingEmailLines(
  data: Readonly<Data>,
  booking: Booking,
  today: string,
  mailOn: boolean,
): ClientEmailLine[] {
  const planned = plannedEmails(emailFacts(data, booking), today);
  const sent = data.clientEmails.filter((record) => record.bookingId === booking.id);
  return emailLines(
    planned,
    sent,
    { booking: mailOn && autoEmailsOn(booking), address: (email) => addressOf(booking, email) !== '' },
    today,
  );
}

/** The thank-you link's state: the stored one, or version 1 (issued with the booking) before any was made. */
export const thankYouLinkStateOf = (booking: Booking) =>
  booking.thankYouLink ?? { version: 1, issuedAt: booking.createdAt };

/** The thank-you link's address and last day. */
export function thankYouLinkOf(secret: string, siteUrl: string, booking: Booking): { link: string; lastDay: string } {
  const state = thankYouLinkStateOf(booking);
  return {
    link: linkAddress(siteUrl, pathOf('thankYou'), linkToken(secret, 'thank-you', booking.id, state.version)),
    lastDay: thankYouLastDay(booking.eventDate),
  };
}

/** When she arrives on the day: the schedule's first chair time, else its start time; '' when neither says. */
export function arrivalTimeOf(data: Readonly<Data>, booking: Booking): string {
  if (!booking.scheduleId) return '';
  const schedule = data.weddingSchedules.find((item) => item.id === booking.scheduleId);
  const times = data.scheduleServices
    .filter((service) => service.scheduleId === booking.scheduleId)
    .map((service) => ({ text: service.startTime, minutes: parseTimeToMinutes(service.startTime) }))
    .filter((time): time is { text: string; minutes: number } => time.minutes !== undefined)
    .sort((a, b) => a.minutes - b.minutes);
  return formatTime(times[0]?.text ?? schedule?.startTime ?? '');
}

/** Today in Sacramento, and the minutes past its midnight. */
export function sacramentoNow(now: number): { today: string; minutes: number } {
  const at = new Date(now);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return { today: sacramentoDate(at), minutes: part('hour') * 60 + part('minute') };
}
