import { createTransport } from 'nodemailer';
import type { AlertMail } from './lesson-alert-mail.ts';
import { redactSmtpUrl, type MailConfig } from './mail-config.ts';

/** Sends one message through her mail server; rejects with a reason safe to show (no password). */
export interface Mailer {
  send(mail: AlertMail, options?: { messageId?: string }): Promise<void>;
  close(): void;
}

/**
 * A reason for a failed send in words that may reach the log and the dashboard: one line, at most 300 characters,
 * with the SMTP URL's password taken out wherever it appears.
 */
export function failureReason(error: unknown, config: MailConfig): string {
  const message = error instanceof Error ? error.message : String(error);
  const password = (() => {
    try {
      return decodeURIComponent(new URL(config.smtpUrl).password);
    } catch {
      return '';
    }
  })();
  let safe = message.split(config.smtpUrl).join(redactSmtpUrl(config.smtpUrl));
  if (password) safe = safe.split(password).join('***');
  safe = safe.replace(/[\p{Cc}]+/gu, ' ').trim();
  return safe.length > 300 ? `${safe.slice(0, 299)}…` : safe || 'The mail server refused the message';
}

/** The address of a From line (`Name <address>` or the address alone). */
export const fromAddress = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();

/** nodemailer over SMTP_URL, one connection per message, with timeouts that keep a hung server from stalling the queue. */
export function createMailer(config: MailConfig): Mailer {
  const transport = createTransport({
    url: config.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail, { messageId } = {}) {
      try {
        await transport.sendMail({
          from: mail.fromName ? { name: mail.fromName, address: fromAddress(config.mailFrom) } : config.mailFrom,
          to: mail.to ?? config.alertEmail,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          // The same id on every try: should a message be sent twice (delivered, then the server went down before
          // that was written), her mail client shows it once.
          ...(messageId ? { messageId } : {}),
        });
      } catch (error) {
        // No `cause`: the transport's own error can carry the SMTP address with its password, and this one is logged.
        // eslint-disable-next-line preserve-caught-error
        throw new Error(failureReason(error, config));
      }
    },
    close: () => transport.close(),
  };
}
