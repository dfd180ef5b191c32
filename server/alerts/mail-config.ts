/** Where inquiry alerts are sent from and to; null when SMTP_URL is unset (e-mail alerts off). */
export interface MailConfig {
  /** smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start), credentials included. */
  smtpUrl: string;
  /** Her inbox. */
  alertEmail: string;
  /** The From line: an address, or `Name <address>`. */
  mailFrom: string;
}

/**
 * The bidirectional formatting characters (embeddings, overrides, isolates and marks), as a regex character class
 * body: they reorder the text around them as a mail app shows it ("exe.fdp" as "pdf.exe"), so no header holds one.
 */
const BIDI_CONTROL_CHARS = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';

/** The text without bidirectional formatting characters. */
export const withoutBidiControls = (text: string) => text.replace(new RegExp(`[${BIDI_CONTROL_CHARS}]`, 'gu'), '');

/** A run of characters an address part may hold: no space, no control or bidirectional character, no delimiter. */
const ADDRESS_PART = `[^\\s@<>()[\\]\\\\,;:"\\p{Cc}${BIDI_CONTROL_CHARS}]+`;

/**
 * One address, nothing around it: no display name, no comments, no second address, no spaces, control or
 * bidirectional characters, so it can go into a header as it is.
 */
export const PLAIN_ADDRESS = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}\\.${ADDRESS_PART}$`, 'u');

/** `Name <address>`, with a name that holds no control or bidirectional characters or angle brackets. */
const NAMED_ADDRESS = new RegExp(`^([^<>\\p{Cc}${BIDI_CONTROL_CHARS}]*)<([^<>]+)>$`, 'u');

/** The URL as it may be shown (logs, errors, the dashboard): the password replaced, whatever else is wrong with it. */
export function redactSmtpUrl(raw: string): string {
  try {
    const url = new URL(raw);
    // Only a URL with a server part has its credentials where URL puts them; "user:pass@host" parses as a path.
    if (url.host !== '') {
      if (url.password) url.password = '***';
      return url.href;
    }
  } catch {
    // Not a URL at all: handled below.
  }
  // Anything before the last "@" may hold the password.
  const at = raw.lastIndexOf('@');
  return at === -1 ? raw : `***${raw.slice(at)}`;
}

/** Reads and checks SMTP_URL, ALERT_EMAIL and MAIL_FROM; throws a message (never holding the password) on a bad one. */
export function readMailConfig(env: NodeJS.ProcessEnv, fail: (message: string) => Error): MailConfig | null {
  const value = (name: string) => (env[name] ?? '').trim();
  const smtpUrl = value('SMTP_URL');
  const alertEmail = value('ALERT_EMAIL');
  const mailFrom = value('MAIL_FROM');
  if (smtpUrl === '') {
    // Half a setup would silently send nothing: say so instead.
    if (alertEmail !== '' || mailFrom !== '') {
      throw fail(
        `${alertEmail !== '' ? 'ALERT_EMAIL' : 'MAIL_FROM'} is set but SMTP_URL is not: e-mail alerts need SMTP_URL (for example smtps://user:password@smtp.example.com:465)`,
      );
    }
    return null;
  }
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw fail(`SMTP_URL is not a valid URL (${redactSmtpUrl(smtpUrl)}); write it as smtps://user:password@host:465`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw fail(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}// (${redactSmtpUrl(smtpUrl)})`);
  }
  if (url.hostname === '') throw fail(`SMTP_URL names no server (${redactSmtpUrl(smtpUrl)})`);
  if (alertEmail === '') {
    throw fail('SMTP_URL is set but ALERT_EMAIL is not: set ALERT_EMAIL to the address the alerts should go to');
  }
  if (!PLAIN_ADDRESS.test(alertEmail)) {
    throw fail(`ALERT_EMAIL must be one e-mail address such as you@example.com, not "${alertEmail}"`);
  }
  const from = mailFrom === '' ? alertEmail : mailFrom;
  const named = NAMED_ADDRESS.exec(from);
  if (!PLAIN_ADDRESS.test(from) && !(named && PLAIN_ADDRESS.test(named[2]!.trim()))) {
    throw fail(
      `MAIL_FROM must be an e-mail address, or a name and an address such as "Elena Marie <alerts@example.com>", not "${from}"`,
    );
  }
  return { smtpUrl, alertEmail, mailFrom: from };
}
