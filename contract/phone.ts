// Phone numbers as links: the sms: and tel: addresses the site and the dashboard dial. Shared by the Site Settings
// schema (which checks her phone is one) and every page that links to a phone, so it depends on nothing else.

/**
 * The number every sms: and tel: link dials, derived from the phone as she writes it, so it is never typed twice.
 * Ten digits are a US number; otherwise a number written with + and its country code. Empty when it is not a
 * phone number at all.
 */
export function phoneToE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^\s*\+/.test(phone)) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : '';
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return '';
}

/**
 * The address an sms: or tel: link dials: the E.164 form when phoneToE164 understands the number (so "(916) 555-0142"
 * and "+1 916 555 0142" dial the same +19165550142), otherwise its digits and + as typed.
 */
const dialable = (phone: string) => phoneToE164(phone) || phone.replace(/[^\d+]/g, '');

/**
 * An sms: link to any phone (hers from Site Settings, a bride's, a student's, a vendor's) that opens the phone's
 * Messages, with the text filled in when there is one (the `?&body=` form works on both iOS and Android).
 */
export const smsHref = (phone: string, body?: string) =>
  `sms:${dialable(phone)}${body ? `?&body=${encodeURIComponent(body)}` : ''}`;

/** A tel: link to any phone: hers, a vendor's, or the day-of contact typed on a schedule. */
export const telHref = (phone: string) => `tel:${dialable(phone)}`;

/**
 * A phone as the dashboard shows it: as she typed it when she wrote it with spaces, dashes, dots or brackets (her
 * form is kept), and a bare run of digits made readable: `5302194476` and `15302194476` as "(530) 219-4476".
 * Anything else (a + number, a short or odd one) stays as typed.
 */
export function displayPhone(phone: string): string {
  const typed = phone.trim();
  if (!/^\d+$/.test(typed)) return typed;
  const us = typed.length === 11 && typed.startsWith('1') ? typed.slice(1) : typed;
  return us.length === 10 ? `(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}` : typed;
}
