import type { Share } from './booking-shares.ts';
import type { BookingAnswer } from './booking.ts';
import { longDate, sacramentoDate } from './calendar-day.ts';
import { pathOf } from './routes.ts';
import { formatPrice } from './site-settings.ts';

// The texts she sends from her own phone (sms: links with the message written out; nothing sends by itself): the
// booking summary with the retainer due, "retainer received", the balance reminder, the schedule's PIN (with the
// signing link while her agreement waits), the agreement's signing link and its reminder, and a self-paying
// person's share. Written once here, pure,
// so the dashboard's buttons and their tests read the same words.

/** What the texts need of her Site Settings. */
export interface TextSender {
  artistName: string;
  siteUrl: string;
  paymentInstructions: string;
  paymentLink: string;
}

/**
 * What the texts need of a booking (the API's answer). With `clientShare` (a party where some pay for themselves),
 * the client's texts ask her for her own share only.
 */
export type TextedBooking = Pick<
  BookingAnswer,
  'clientName' | 'eventDate' | 'eventType' | 'venueName' | 'quote' | 'retainer' | 'paid' | 'balance' | 'balanceDueDate'
> & { clientShare?: Pick<Share, 'total' | 'paid' | 'balance'> };

/** What the client has paid and what remains of her own share (the whole booking when everyone is hers). */
const clientMoney = (booking: TextedBooking) => ({
  paid: booking.clientShare?.paid ?? booking.paid,
  balance: booking.clientShare?.balance ?? booking.balance,
});

/** The client's first name, as a text greets her ("Hi Zoë!") and the dashboard names her. */
export const firstNameOf = (clientName: string) => clientName.trim().split(/\s+/)[0] || clientName;

const eventWords = (booking: Pick<TextedBooking, 'eventDate' | 'eventType' | 'venueName'>) =>
  `${booking.eventType === 'wedding' ? 'your wedding' : 'your event'} on ${longDate(booking.eventDate)}${
    booking.venueName ? ` at ${booking.venueName}` : ''
  }`;

/** How to pay, as she wrote it in Site Settings: her instructions and her link, each when she has one. */
const howToPay = (sender: TextSender) =>
  [
    sender.paymentInstructions.trim() && `How to pay: ${sender.paymentInstructions.trim()}`,
    sender.paymentLink.trim() && `Pay online: ${sender.paymentLink.trim()}`,
  ].filter(Boolean);

const signed = (sender: Pick<TextSender, 'artistName'>) => `- ${sender.artistName}`;

/** The quote's travel line: the fee for the miles, "quoted separately" beyond her limit, nothing at her place. */
function travelLine(quote: TextedBooking['quote']): string | null {
  if (quote.travelByText) return `Travel (${quote.travelMiles} miles): quoted separately`;
  if (quote.travelFee === null || quote.travelFee === 0 || quote.travelMiles === null) return null;
  return `Travel (${quote.travelMiles} miles): ${formatPrice(quote.travelFee)}`;
}

/** Whether the balance is due on the event's own day (her setting of 0 days before): then it is not dated twice. */
const dueOnTheDay = (booking: Pick<TextedBooking, 'eventDate' | 'balanceDueDate'>) =>
  booking.balanceDueDate === booking.eventDate;

/**
 * "by Saturday, June 5, 2027", or "by the day of your wedding" when that is the day: the text names the date once.
 */
const balanceDueWords = (booking: TextedBooking) =>
  dueOnTheDay(booking)
    ? `by the day of ${booking.eventType === 'wedding' ? 'your wedding' : 'your event'}`
    : `by ${longDate(booking.balanceDueDate)}`;

/** What is due: the retainer now while it is unpaid, then the balance by its date. */
function dueWords(booking: TextedBooking): string {
  const balanceDue = balanceDueWords(booking);
  const { paid, balance } = clientMoney(booking);
  if (balance === 0) return 'You are paid in full. Thank you!';
  const retainer = booking.retainer.amount;
  if (retainer > 0 && paid < retainer) {
    return `To reserve your date, the ${formatPrice(retainer)} retainer is due now; it counts toward the total and is non-refundable. The rest is due ${balanceDue}.`;
  }
  return `${paid > 0 ? `Paid so far: ${formatPrice(paid)}. ` : ''}The balance of ${formatPrice(balance)} is due ${balanceDue}.`;
}

/** With people paying for themselves, the client's own part of the total ("Your share: $620"), else nothing. */
const clientShareLine = (booking: TextedBooking) =>
  booking.clientShare && booking.clientShare.total !== booking.quote.total
    ? `Your share: ${formatPrice(booking.clientShare.total)} (the others pay for themselves)`
    : null;

/**
 * The booking summary: the party's services and prices, travel, the total, and the retainer due; with `signing`
 * (her link, while her agreement waits), the link to sign it (the e-mail sent when it is booked carries it).
 */
export function bookingSummaryText(booking: TextedBooking, sender: TextSender, signing?: TextedLink): string {
  const { quote } = booking;
  return [
    `Hi ${firstNameOf(booking.clientName)}! Here is the quote for ${eventWords(booking)}:`,
    ...quote.lines.map((line) => `${line.name}: ${line.service} ${formatPrice(line.price)}`),
    travelLine(quote),
    `Total: ${formatPrice(quote.total)}`,
    clientShareLine(booking),
    dueWords(booking),
    ...howToPay(sender),
    ...(signing ? [`Your booking agreement is waiting for you to sign: ${signing.url}`, yoursAlone(signing)] : []),
    signed(sender),
  ]
    .filter((line): line is string => Boolean(line))
    .join('\n');
}

/** "Retainer received": her date is booked, and what remains is due by when. */
export function retainerReceivedText(booking: TextedBooking, sender: TextSender): string {
  const { paid, balance } = clientMoney(booking);
  const received = paid > 0 ? paid : booking.retainer.amount;
  return [
    `Hi ${firstNameOf(booking.clientName)}! I received your ${formatPrice(received)} retainer, so ${eventWords(booking)} is booked.`,
    balance === 0
      ? 'You are paid in full. Thank you!'
      : `The balance of ${formatPrice(balance)} is due ${balanceDueWords(booking)}. Thank you!`,
    signed(sender),
  ].join('\n');
}

/** The balance reminder: how much, by when, and how to pay. */
export function balanceReminderText(booking: TextedBooking, sender: TextSender): string {
  const { balance } = clientMoney(booking);
  if (balance === 0) {
    return [
      `Hi ${firstNameOf(booking.clientName)}! You are paid in full for ${eventWords(booking)}. Thank you!`,
      signed(sender),
    ].join('\n');
  }
  const amount = formatPrice(balance);
  return [
    `Hi ${firstNameOf(booking.clientName)}! A friendly reminder: ${
      dueOnTheDay(booking)
        ? `the balance of ${amount} is due by the day of ${eventWords(booking)}.`
        : `the balance of ${amount} for ${eventWords(booking)} is due by ${longDate(booking.balanceDueDate)}.`
    }`,
    ...howToPay(sender),
    signed(sender),
  ].join('\n');
}

/**
 * A self-paying person's share, to her: her services and prices, what she has paid, what remains and by when (the
 * client's balance date), and how to pay, as her Site Settings say. Never the client's or anyone else's amounts.
 */
export function personShareText(
  booking: Pick<TextedBooking, 'clientName' | 'eventDate' | 'eventType' | 'venueName' | 'balanceDueDate'>,
  person: { name: string; share: Pick<Share, 'lines' | 'total' | 'paid' | 'balance'> },
  sender: TextSender,
): string {
  const { share } = person;
  const event = `${firstNameOf(booking.clientName)}'s ${booking.eventType === 'wedding' ? 'wedding' : 'event'} on ${longDate(booking.eventDate)}${booking.venueName ? ` at ${booking.venueName}` : ''}`;
  const due =
    booking.balanceDueDate === booking.eventDate
      ? `by the day of the ${booking.eventType === 'wedding' ? 'wedding' : 'event'}`
      : `by ${longDate(booking.balanceDueDate)}`;
  return [
    `Hi ${firstNameOf(person.name)}! Here is your share for ${event}:`,
    ...share.lines.map((line) => `${line.service}: ${formatPrice(line.price)}`),
    `Your total: ${formatPrice(share.total)}`,
    share.balance === 0
      ? 'You are paid in full. Thank you!'
      : `${share.paid > 0 ? `Paid so far: ${formatPrice(share.paid)}. ` : ''}Remaining: ${formatPrice(share.balance)}, due ${due}.`,
    ...(share.balance === 0 ? [] : howToPay(sender)),
    signed(sender),
  ].join('\n');
}

/** A signing link as a text carries it: its address (the token after `#`) and when it stops working. */
export interface TextedLink {
  url: string;
  expiresAt: string;
}

/** The link is hers alone (the PIN is her party's too), and works until its last day (Sacramento). */
const yoursAlone = (link: TextedLink) =>
  `This link is yours alone: please don't forward it. It works until ${longDate(sacramentoDate(new Date(link.expiresAt)))}.`;

/**
 * The text with the schedule's PIN: where her schedule is (at the site address of her Site Settings, wherever the
 * dashboard happens to be open) and the PIN that opens it, signed with her name. While her booking agreement waits
 * to be signed, `signing` (her link) goes with it, so one text takes her to both.
 */
export const brideMessage = (
  schedule: { clientName: string; pin: string },
  site: { siteUrl: string; artistName: string },
  signing?: TextedLink,
) => {
  const pinLine = `Hi ${firstNameOf(schedule.clientName)}! Your wedding day makeup schedule is ready. Open ${site.siteUrl}${pathOf('schedule')} and enter your PIN: ${schedule.pin}`;
  if (!signing) return `${pinLine} - ${site.artistName}`;
  return [
    pinLine,
    `Your booking agreement is waiting for you to sign: ${signing.url}`,
    yoursAlone(signing),
    signed(site),
  ].join('\n');
};

/**
 * The text with her signing link: the agreement to read and sign, the link that is hers alone (the PIN is her
 * party's too), and the last day it works.
 */
export const signingLinkText = (
  booking: Pick<TextedBooking, 'clientName' | 'eventDate' | 'eventType' | 'venueName'>,
  link: TextedLink,
  sender: Pick<TextSender, 'artistName'>,
) =>
  [
    `Hi ${firstNameOf(booking.clientName)}! Here is the booking agreement for ${eventWords(booking)}, to read and sign: ${link.url}`,
    yoursAlone(link),
    signed(sender),
  ].join('\n');

/** The agreement reminder: her agreement still waits to be signed, with her link again. */
export const agreementReminderText = (
  booking: Pick<TextedBooking, 'clientName' | 'eventDate' | 'eventType' | 'venueName'>,
  link: TextedLink,
  sender: Pick<TextSender, 'artistName'>,
) =>
  [
    `Hi ${firstNameOf(booking.clientName)}! A friendly reminder: your booking agreement for ${eventWords(booking)} is waiting for you to sign: ${link.url}`,
    yoursAlone(link),
    signed(sender),
  ].join('\n');

/** Within this many days of the wedding, her link's text asks her to open it again (an iPhone keeps it 7 days). */
export const PARTY_LINK_REOPEN_DAYS = 7;

/**
 * Her own party link, to one person (from the artist's booking, or the bride's page): her times, her share and her
 * intake. A minor's link is addressed to her parent or guardian, who fills it in for her. In the week before the
 * wedding (`when`: its date and today's, Sacramento) it is the reminder to open it once more: an iPhone deletes a
 * site's saved pages 7 days after the last visit, so a page opened weeks ago may not be there at the venue.
 */
export const partyLinkText = (
  artistName: string,
  person: { name: string; minor?: boolean },
  link: string,
  when?: { eventDate: string; today: string },
) => {
  const daysLeft = when ? Math.round((Date.parse(when.eventDate) - Date.parse(when.today)) / 86_400_000) : -1;
  if (daysLeft >= 0 && daysLeft <= PARTY_LINK_REOPEN_DAYS) {
    const day = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
    const whose = person.minor ? `${person.name}'s page` : 'your page';
    return [
      `Hi${person.minor ? '' : ` ${firstNameOf(person.name)}`}! This is ${artistName}: the wedding is ${day}. Please open ${whose} once more on your phone so it is saved there for the morning, with or without signal: ${link}`,
      `- ${artistName}`,
    ].join('\n');
  }
  return person.minor
    ? [
        `Hi! This is ${artistName}, the makeup artist for the wedding. Here is ${person.name}'s own page, for her parent or guardian: her times, and a few questions and your consent before the day: ${link}`,
        `Please open it on your phone and keep it: it works on this phone only. - ${artistName}`,
      ].join('\n')
    : [
        `Hi ${firstNameOf(person.name)}! This is ${artistName}, your makeup artist for the wedding. Here is your own page: your time in the chair, and a few questions before the day (allergies, lashes, inspiration photos): ${link}`,
        `Please open it on your phone and keep it: it works on this phone only. - ${artistName}`,
      ].join('\n');
};

/** When the client gets the party count reminder: this many days before party changes close. */
export const PARTY_COUNT_REMINDER_DAYS = 3;

/**
 * "Party count reminder", to the client a few days before party changes close (`closeDate`, the first day they are
 * closed; contract/party-link.ts partyCloseDate): the party as it stands, and the day to tell her of any change by.
 */
export const partyCountReminderText = (
  booking: Pick<TextedBooking, 'clientName' | 'eventDate' | 'eventType' | 'venueName'> & {
    party: readonly { name: string }[];
  },
  closeDate: string,
  sender: Pick<TextSender, 'artistName'>,
) =>
  [
    `Hi ${firstNameOf(booking.clientName)}! A friendly reminder about ${eventWords(booking)}: party changes close on ${longDate(closeDate)}.`,
    `Your party now: ${booking.party.length} ${booking.party.length === 1 ? 'person' : 'people'} (${booking.party.map((person) => person.name).join(', ')}).`,
    'If anyone is joining or dropping out, please text me before then, and ask everyone to open her own link and fill in her details.',
    signed(sender),
  ].join('\n');

/** What the day-before note needs besides the booking: her arrival time, the address, parking, and the prep sheet. */
export interface DayBeforeFacts {
  /** When she arrives ('' when no schedule says). */
  arrivalTime: string;
  address: string;
  parkingNotes: string;
  /** Her prep sheet (Site Settings). */
  prepSheet: string;
}

/** The day-before note: tomorrow's arrival time and place, parking, and how to be ready. */
export const dayBeforeText = (
  booking: Pick<TextedBooking, 'clientName' | 'eventDate' | 'eventType' | 'venueName'>,
  facts: DayBeforeFacts,
  sender: Pick<TextSender, 'artistName'>,
) =>
  [
    `Hi ${firstNameOf(booking.clientName)}! See you tomorrow for ${eventWords(booking)}.`,
    facts.arrivalTime.trim() && `I arrive at ${facts.arrivalTime.trim()}.`,
    facts.address.trim() && `Address: ${facts.address.trim()}`,
    facts.parkingNotes.trim() && `Parking: ${facts.parkingNotes.trim()}`,
    facts.prepSheet.trim() && `To be ready: ${facts.prepSheet.trim()}`,
    signed(sender),
  ]
    .filter(Boolean)
    .join('\n');

/**
 * "Thank {client}", the day after the wedding: her review links (each with its label) and her own link to write a
 * testimonial, which works until `lastDay`.
 */
export const thankYouText = (
  booking: Pick<TextedBooking, 'clientName' | 'eventType'>,
  facts: { reviewLinks: readonly { label: string; url: string }[]; link: string; lastDay: string },
  sender: Pick<TextSender, 'artistName'>,
) =>
  [
    `Hi ${firstNameOf(booking.clientName)}! Thank you for letting me be part of your ${booking.eventType === 'wedding' ? 'wedding day' : 'day'}. It was a joy.`,
    ...(facts.reviewLinks.length > 0
      ? [
          'If you have a minute, a review means the world to me:',
          ...facts.reviewLinks.map((l) => `${l.label}: ${l.url}`),
        ]
      : []),
    `Or write a few words for my site here (yours alone, until ${longDate(facts.lastDay)}): ${facts.link}`,
    signed(sender),
  ].join('\n');
