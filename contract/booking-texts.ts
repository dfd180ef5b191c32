import type { BookingAnswer } from './booking.ts';
import { longDate, sacramentoDate } from './calendar-day.ts';
import { pathOf } from './routes.ts';
import { formatPrice } from './site-settings.ts';

// The texts she sends from her own phone (sms: links with the message written out; nothing sends by itself): the
// booking summary with the retainer due, "retainer received", the balance reminder, the schedule's PIN and the
// agreement's signing link. Written
// once here, pure, so the dashboard's buttons and their tests read the same words.

/** What the texts need of her Site Settings. */
export interface TextSender {
  artistName: string;
  siteUrl: string;
  paymentInstructions: string;
  paymentLink: string;
}

/** What the texts need of a booking (the API's answer). */
export type TextedBooking = Pick<
  BookingAnswer,
  'clientName' | 'eventDate' | 'eventType' | 'venueName' | 'quote' | 'retainer' | 'paid' | 'balance' | 'balanceDueDate'
>;

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

/** What is due: the retainer now while it is unpaid, then the balance by its date. */
function dueWords(booking: TextedBooking): string {
  const balanceDue = `by ${longDate(booking.balanceDueDate)}`;
  if (booking.balance === 0) return 'You are paid in full. Thank you!';
  const retainer = booking.retainer.amount;
  if (retainer > 0 && booking.paid < retainer) {
    return `To reserve your date, the ${formatPrice(retainer)} retainer is due now; it counts toward the total and is non-refundable. The rest is due ${balanceDue}.`;
  }
  return `${booking.paid > 0 ? `Paid so far: ${formatPrice(booking.paid)}. ` : ''}The balance of ${formatPrice(booking.balance)} is due ${balanceDue}.`;
}

/** The booking summary: the party's services and prices, travel, the total, and the retainer due. */
export function bookingSummaryText(booking: TextedBooking, sender: TextSender): string {
  const { quote } = booking;
  return [
    `Hi ${firstNameOf(booking.clientName)}! Here is the quote for ${eventWords(booking)}:`,
    ...quote.lines.map((line) => `${line.name}: ${line.service} ${formatPrice(line.price)}`),
    travelLine(quote),
    `Total: ${formatPrice(quote.total)}`,
    dueWords(booking),
    ...howToPay(sender),
    signed(sender),
  ]
    .filter((line): line is string => Boolean(line))
    .join('\n');
}

/** "Retainer received": her date is booked, and what remains is due by when. */
export function retainerReceivedText(booking: TextedBooking, sender: TextSender): string {
  const received = booking.paid > 0 ? booking.paid : booking.retainer.amount;
  return [
    `Hi ${firstNameOf(booking.clientName)}! I received your ${formatPrice(received)} retainer, so ${eventWords(booking)} is booked.`,
    booking.balance === 0
      ? 'You are paid in full. Thank you!'
      : `The balance of ${formatPrice(booking.balance)} is due by ${longDate(booking.balanceDueDate)}. Thank you!`,
    signed(sender),
  ].join('\n');
}

/** The balance reminder: how much, by when, and how to pay. */
export function balanceReminderText(booking: TextedBooking, sender: TextSender): string {
  if (booking.balance === 0) {
    return [
      `Hi ${firstNameOf(booking.clientName)}! You are paid in full for ${eventWords(booking)}. Thank you!`,
      signed(sender),
    ].join('\n');
  }
  return [
    `Hi ${firstNameOf(booking.clientName)}! A friendly reminder: the balance of ${formatPrice(booking.balance)} for ${eventWords(booking)} is due by ${longDate(booking.balanceDueDate)}.`,
    ...howToPay(sender),
    signed(sender),
  ].join('\n');
}

/**
 * The text with the schedule's PIN: where her schedule is (at the site address of her Site Settings, wherever the
 * dashboard happens to be open) and the PIN that opens it, signed with her name.
 */
export const brideMessage = (
  schedule: { clientName: string; pin: string },
  site: { siteUrl: string; artistName: string },
) =>
  `Hi ${firstNameOf(schedule.clientName)}! Your wedding day makeup schedule is ready. Open ${site.siteUrl}${pathOf('schedule')} and enter your PIN: ${schedule.pin} - ${site.artistName}`;

/**
 * The text with her signing link: the agreement to read and sign, the link that is hers alone (the PIN is her
 * party's too), and the last day it works.
 */
export const signingLinkText = (
  booking: Pick<TextedBooking, 'clientName' | 'eventDate' | 'eventType' | 'venueName'>,
  link: { url: string; expiresAt: string },
  sender: Pick<TextSender, 'artistName'>,
) =>
  [
    `Hi ${firstNameOf(booking.clientName)}! Here is the booking agreement for ${eventWords(booking)}, to read and sign: ${link.url}`,
    `This link is yours alone: please don't forward it. It works until ${longDate(sacramentoDate(new Date(link.expiresAt)))}.`,
    signed(sender),
  ].join('\n');
