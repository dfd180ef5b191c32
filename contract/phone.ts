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

/** An sms: link to her phone (Site Settings), with the message filled in when there is one. */
export const smsHref = (site: { phone: string }, body?: string) =>
  `sms:${phoneToE164(site.phone)}${body ? `?&body=${encodeURIComponent(body)}` : ''}`;

/** A tel: link to her phone, or to any number typed on a schedule (the day-of contact). */
export const telHref = (phone: string) => `tel:${phoneToE164(phone) || phone.replace(/[^\d+]/g, '')}`;

/**
 * An sms: link to any number typed in the dashboard (a bride's, a student's) that opens the phone's Messages with the
 * text filled in (the `?&` form works on iOS and Android). It dials the digits as typed, not their E.164 form.
 */
export const smsHrefTo = (phone: string, body?: string) =>
  `sms:${phone.replace(/[^\d+]/g, '')}${body === undefined ? '' : `?&body=${encodeURIComponent(body)}`}`;
