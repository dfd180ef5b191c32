import { bookingMoney, type Booking } from '#contract/booking.ts';
import {
  agreementReminderText,
  balanceReminderText,
  bookingSummaryText,
  dayBeforeText,
  firstNameOf,
  personShareText,
  thankYouText,
  type TextedLink,
} from '#contract/booking-texts.ts';
import { longDate } from '#contract/calendar-day.ts';
import type { PlannedEmail } from '#contract/client-emails.ts';
import { escapeHtmlAndApostrophes } from '#contract/html.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { headerText, type AlertMail } from '../alerts/lesson-alert-mail.ts';
import { PLAIN_ADDRESS, withoutBidiControls } from '../alerts/mail-config.ts';

// One automatic e-mail to a client: its words are the very text the booking's texts panel offers for the same
// milestone (contract/booking-texts.ts), as plain text and as simple HTML, from her name, Reply-To her address.

/** What the e-mail carries besides the booking: the links and the day's facts, worked out by the sender. */
export interface MailExtras {
  /** Her signing link, while her agreement waits (the summary and the agreement reminder). */
  signing?: TextedLink;
  arrivalTime: string;
  thankYou: { link: string; lastDay: string };
}

const eventName = (booking: Pick<Booking, 'eventType'>) => (booking.eventType === 'wedding' ? 'wedding' : 'event');

/** The subject and the text of one e-mail; undefined when it cannot be written (the agreement with no link). */
export function clientEmailWords(
  booking: Booking,
  email: Pick<PlannedEmail, 'kind' | 'personId'>,
  settings: SiteSettings,
  extras: MailExtras,
): { subject: string; text: string } | undefined {
  const money = bookingMoney(booking, settings.balanceDueDaysBefore);
  const texted = { ...booking, ...money };
  const when = longDate(booking.eventDate);
  switch (email.kind) {
    case 'summary':
      return {
        subject: `Your ${eventName(booking)} on ${when}: your booking with ${settings.artistName}`,
        text: bookingSummaryText(texted, settings, extras.signing),
      };
    case 'agreement':
      if (!extras.signing) return undefined;
      return {
        subject: 'Your booking agreement is waiting for you to sign',
        text: agreementReminderText(booking, extras.signing, settings),
      };
    case 'balance': {
      if (!email.personId) {
        return {
          subject: `A friendly reminder: your balance for ${when}`,
          text: balanceReminderText(texted, settings),
        };
      }
      const index = booking.party.findIndex((person) => person.id === email.personId);
      const share = money.party[index]?.share;
      if (index === -1 || !share) return undefined;
      const person = booking.party[index]!;
      return {
        subject: `A friendly reminder: your share for ${firstNameOf(booking.clientName)}'s ${eventName(booking)}`,
        text: personShareText(texted, { name: person.name, share }, settings),
      };
    }
    case 'dayBefore':
      return {
        subject: `See you tomorrow: your ${eventName(booking)} on ${when}`,
        text: dayBeforeText(
          booking,
          {
            arrivalTime: extras.arrivalTime,
            address: [booking.venueName, booking.venueAddress].filter((part) => part.trim()).join(', '),
            parkingNotes: booking.parkingNotes ?? '',
            prepSheet: settings.prepSheet,
          },
          settings,
        ),
      };
    case 'thankYou':
      return {
        subject: `Thank you, ${firstNameOf(booking.clientName)}!`,
        text: thankYouText(booking, { reviewLinks: settings.reviewLinks, ...extras.thankYou }, settings),
      };
  }
}

/** An address in a line of text, made a link in the HTML part (escaped like the rest). */
const URL_IN_TEXT = /(https:\/\/[^\s<>"']+)/g;

function htmlLine(line: string): string {
  return line
    .split(URL_IN_TEXT)
    .map((part, index) =>
      index % 2 === 1
        ? `<a href="${escapeHtmlAndApostrophes(part)}" style="color:#8f4a3c;">${escapeHtmlAndApostrophes(part)}</a>`
        : escapeHtmlAndApostrophes(part),
    )
    .join('');
}

/** The whole message: to her address, from the artist's name, Reply-To the artist's address. */
export function clientEmailMail(
  words: { subject: string; text: string },
  to: string,
  settings: Pick<SiteSettings, 'artistName' | 'email'>,
): AlertMail & { to: string } {
  const subject = headerText(words.subject, 160);
  const lines = words.text.split('\n').map(withoutBidiControls);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtmlAndApostrophes(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#fbf7f4;">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#2b2523;">
<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px;">${escapeHtmlAndApostrophes(subject)}</h1>
${lines.map((line) => `<p style="margin:0 0 12px;font-size:16px;line-height:1.5;overflow-wrap:anywhere;">${htmlLine(line)}</p>`).join('\n')}
</div>
</body>
</html>
`;
  const fromName = headerText(settings.artistName, 100);
  const replyTo = settings.email.trim();
  return {
    subject,
    text: `${lines.join('\n')}\n`,
    html,
    to,
    fromName,
    ...(PLAIN_ADDRESS.test(replyTo) ? { replyTo: { name: fromName, address: replyTo } } : {}),
  };
}
