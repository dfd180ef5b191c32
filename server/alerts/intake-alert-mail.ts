import { escapeHtmlAndApostrophes } from '#contract/html.ts';
import type { Booking } from '#contract/booking.ts';
import { longDate } from '#contract/calendar-day.ts';
import { allergyCount, type Intake } from '#contract/party-link.ts';
import type { PartyPerson } from '#contract/party.ts';
import { BOOKINGS_TAB_PATH } from './agreement-alert-mail.ts';
import { headerText, type AlertMail } from './lesson-alert-mail.ts';

// The artist's alert that a person of a party filled in her intake: who, and how many allergies she noted, never
// what they are (health data stays on the link and in the dashboard), at most once a person an hour.

/** An alert for the same person again only after this long (she may save her intake several times in a row). */
export const INTAKE_ALERT_EVERY_MS = 60 * 60_000;

/** Her role in the party, from her services: "bridesmaid", "flower girl", "bride"; her first service otherwise. */
export function roleOf(person: Pick<PartyPerson, 'services'>): string {
  const services = person.services.join(' ').toLowerCase();
  if (/flower[\s-]?girl/.test(services)) return 'flower girl';
  if (/bridesmaid/.test(services)) return 'bridesmaid';
  if (/mother|\bmob\b|\bmog\b/.test(services)) return 'mother';
  if (/\bbrid(e|al)\b/.test(services)) return 'bride';
  return (person.services[0] ?? '').toLowerCase();
}

/** "Maya (bridesmaid) filled in her details (1 allergy noted)": never the allergy itself. */
export function intakeAlertTitle(person: Pick<PartyPerson, 'name' | 'services'>, intake: Intake): string {
  const name = headerText(person.name, 80);
  const role = roleOf(person);
  const who = role && role !== name.toLowerCase() ? `${name} (${role})` : name;
  const count = allergyCount(intake);
  const noted = count === 0 ? 'no allergies noted' : `${count} ${count === 1 ? 'allergy' : 'allergies'} noted`;
  return `${who} filled in her details (${noted})`;
}

export function intakeAlertMail(
  booking: Pick<Booking, 'clientName' | 'eventDate'>,
  person: Pick<PartyPerson, 'name' | 'services'>,
  intake: Intake,
  site: { siteUrl: string },
): AlertMail {
  const subject = headerText(intakeAlertTitle(person, intake), 160);
  const wedding = `${headerText(booking.clientName, 120)}'s wedding on ${longDate(booking.eventDate)}`;
  let link: string | null;
  try {
    link = new URL(BOOKINGS_TAB_PATH, site.siteUrl).href;
  } catch {
    link = null;
  }
  const text = [
    subject,
    '',
    `For ${wedding}.`,
    link ? `Her answers are in the booking: ${link}` : 'Her answers are in your dashboard, under Bookings.',
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtmlAndApostrophes(subject)}</title></head>
<body style="margin:0;padding:0;background:#fbf7f4;">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#2b2523;">
<h1 style="font-size:22px;line-height:1.3;margin:0 0 4px;">${escapeHtmlAndApostrophes(subject)}</h1>
<p style="margin:0 0 20px;color:#6b5f5b;font-size:15px;">For ${escapeHtmlAndApostrophes(wedding)}.</p>
${link ? `<p style="margin:0 0 24px;"><a href="${escapeHtmlAndApostrophes(link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#8f4a3c;color:#ffffff;font-weight:600;text-decoration:none;">Open Bookings</a></p>` : ''}
</div>
</body>
</html>
`;
  return { subject, text, html };
}
