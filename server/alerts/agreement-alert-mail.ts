import { escapeHtmlAndApostrophes } from '#contract/html.ts';
import type { SignatureRecord } from '#contract/agreement.ts';
import type { Booking } from '#contract/booking.ts';
import { EVENT_TYPE_CHOICES, labelOf } from '#contract/choices.ts';
import { longDate } from '#contract/calendar-day.ts';
import { signedWhen } from '../agreement/pdf.ts';
import { headerText, type AlertMail } from './lesson-alert-mail.ts';

/** Where an alert about a booking opens her dashboard. */
export const BOOKINGS_TAB_PATH = '/admin?tab=bookings';

/** The link to her bookings on her own site, or none while the site address is not a web address. */
function bookingsLink(siteUrl: string): string | null {
  try {
    const url = new URL(BOOKINGS_TAB_PATH, siteUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The client's first name, as the alert's subject says it ("Olivia signed the booking agreement"). */
export const firstNameOf = (clientName: string) => headerText(clientName, 80).split(' ')[0] || 'Your client';

/** The push notification's words: the same news as the e-mail's subject. */
export const agreementSignedTitle = (booking: Pick<Booking, 'clientName'>) =>
  `${firstNameOf(booking.clientName)} signed the booking agreement`;

/**
 * The artist's alert that a bride signed: who (her typed name, as typed), which booking, which version, when, and
 * the text's hash, as the signature record keeps them. What the bride typed is neutralised as every alert's text
 * is (headerText), and escaped in the HTML.
 */
export function agreementSignedMail(
  booking: Pick<Booking, 'clientName' | 'eventDate' | 'eventType'>,
  signature: SignatureRecord,
  site: { siteUrl: string },
): AlertMail {
  const subject = headerText(agreementSignedTitle(booking), 160);
  const event = `${labelOf(EVENT_TYPE_CHOICES, booking.eventType).toLowerCase()} on ${longDate(booking.eventDate)}`;
  // Each on one line, with no control, bidirectional or invisible character: shown as typed, never reordered.
  const signedName = headerText(signature.signedName, 200);
  const client = headerText(booking.clientName, 200);
  const when = signedWhen(signature);
  const link = bookingsLink(site.siteUrl);
  const lines = [
    `${client} signed version ${signature.version} of the booking agreement for the ${event}.`,
    '',
    'Signed name',
    signedName,
    '',
    'Signed',
    when,
    '',
    'SHA-256 of the text signed',
    signature.sha256,
    '',
    link ? `The booking and its PDF: ${link}` : 'The booking and its PDF are in your dashboard, under Bookings.',
    '',
  ];
  const row = (label: string, value: string) =>
    `<tr><td style="padding:10px 0;border-top:1px solid #eadfd8;"><div style="font-size:12px;font-weight:700;letter-spacing:0.04em;text-transform:uppercase;color:#6b5f5b;margin:0 0 4px;">${escapeHtmlAndApostrophes(label)}</div><div style="font-size:16px;line-height:1.5;overflow-wrap:anywhere;">${escapeHtmlAndApostrophes(value)}</div></td></tr>`;
  const button = link
    ? `<p style="margin:0 0 24px;"><a href="${escapeHtmlAndApostrophes(link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#8f4a3c;color:#ffffff;font-weight:600;text-decoration:none;">Open Bookings</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtmlAndApostrophes(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#fbf7f4;">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#2b2523;">
<h1 style="font-size:22px;line-height:1.3;margin:0 0 4px;">${escapeHtmlAndApostrophes(subject)}</h1>
<p style="margin:0 0 20px;color:#6b5f5b;font-size:15px;">${escapeHtmlAndApostrophes(client)} signed version ${signature.version} of the booking agreement for the ${escapeHtmlAndApostrophes(event)}.</p>
${button}
<table role="presentation" style="width:100%;border-collapse:collapse;">
${row('Signed name', signedName)}
${row('Signed', when)}
${row('SHA-256 of the text signed', signature.sha256)}
</table>
</div>
</body>
</html>
`;
  return { subject, text: lines.join('\n'), html };
}
