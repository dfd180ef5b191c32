import type { Booking } from '#contract/booking.ts';
import type { TextedLink } from '#contract/booking-texts.ts';
import { pathOf } from '#contract/routes.ts';
import { linkAddress, linkExpiresAt, linkToken } from '../links/private-links.ts';
import { SIGNING_LINK_DAYS } from '../routes/signing.ts';
import { isDue, plannedEmails, type PlannedEmail } from '#contract/client-emails.ts';
import type { InquiryAlerts } from '../alerts/inquiry-alerts.ts';
import { HourlyCheck } from '../alerts/hourly-check.ts';
import type { Data, Store } from '../store/store.ts';
import { clientEmailMail, clientEmailWords } from './client-email-mail.ts';
import {
  addressOf,
  arrivalTimeOf,
  autoEmailsOn,
  emailFacts,
  sacramentoNow,
  thankYouLinkOf,
} from './client-email-facts.ts';

// Her clients' automatic e-mails (contract/client-emails.ts), sent by themselves: looked for at start-up and every
// hour (a server that was down sends a missed one when it is next up, while it may still go), each queued once in
// the alerts' outbox (kept across restarts and outages) with its record in `clientEmails` in the same store update,
// so a second look or a restart never queues it again. Tests move the clock and call `check`.

/** The booking's signing link while it works, for a text or an e-mail (undefined: none works now). */
export function workingSigningLink(
  secret: string,
  siteUrl: string,
  booking: Booking,
  now: number,
): TextedLink | undefined {
  const link = booking.signingLink;
  if (!link) return undefined;
  const expiresAt = linkExpiresAt(link.issuedAt, SIGNING_LINK_DAYS);
  if (now >= Date.parse(expiresAt)) return undefined;
  return { url: linkAddress(siteUrl, pathOf('sign'), linkToken(secret, 'sign', booking.id, link.version)), expiresAt };
}

export class ClientEmails {
  private readonly runner = new HourlyCheck(
    () => this.sendDue(),
    (error) => this.log(`Client e-mails could not be queued: ${error.message}`),
  );

  constructor(
    private readonly store: Store,
    private readonly alerts: InquiryAlerts,
    private readonly clock: () => number,
    private readonly linkSecret: string,
    private readonly newId: () => string,
    private readonly log: (line: string) => void,
  ) {}

  start(): void {
    this.runner.start();
  }

  stop(): Promise<void> {
    return this.runner.stop();
  }

  /** Queues the e-mails due now; resolves with how many. One look at a time. */
  check(): Promise<number> {
    return this.runner.check();
  }

  /** The booking's e-mails due now and never queued. */
  private dueFor(data: Readonly<Data>, booking: Booking, today: string, minutes: number): PlannedEmail[] {
    if (!autoEmailsOn(booking) || booking.status === 'cancelled') return [];
    const queued = new Set(data.clientEmails.filter((r) => r.bookingId === booking.id).map((r) => r.key));
    return plannedEmails(emailFacts(data, booking), today).filter(
      (email) => isDue(email, today, minutes) && !queued.has(email.key) && addressOf(booking, email) !== '',
    );
  }

  private async sendDue(): Promise<number> {
    if (!this.alerts.emailEnabled) return 0;
    const now = this.clock();
    const { today, minutes } = sacramentoNow(now);
    // Bookings stored before automatic e-mails existed start them today: no backlog of summaries and reminders.
    if (this.store.data.bookings.some((booking) => booking.autoEmails === undefined)) {
      await this.store.update((data: Data) => {
        data.bookings = data.bookings.map((booking) =>
          booking.autoEmails === undefined ? { ...booking, autoEmails: true, autoEmailsFrom: today } : booking,
        );
      });
    }
    if (!this.store.data.bookings.some((booking) => this.dueFor(this.store.data, booking, today, minutes).length > 0)) {
      return 0;
    }
    const queuedAt = new Date(now).toISOString();
    const count = await this.store.update((data: Data) => {
      let made = 0;
      const settings = data.siteSettings;
      data.bookings.forEach((stored, index) => {
        const due = this.dueFor(data, stored, today, minutes);
        if (due.length === 0) return;
        let booking = stored;
        // The summary and the agreement reminder carry her signing link: one that works, else a new one now.
        const needsLink = due.some((email) => email.kind === 'summary' || email.kind === 'agreement');
        const waiting = emailFacts(data, booking).agreement === 'waiting';
        if (needsLink && waiting && !workingSigningLink(this.linkSecret, settings.siteUrl, booking, now)) {
          booking = {
            ...booking,
            signingLink: { version: (booking.signingLink?.version ?? 0) + 1, issuedAt: queuedAt },
          };
          data.bookings[index] = booking;
        }
        const extras = {
          signing: waiting ? workingSigningLink(this.linkSecret, settings.siteUrl, booking, now) : undefined,
          arrivalTime: arrivalTimeOf(data, booking),
          thankYou: thankYouLinkOf(this.linkSecret, settings.siteUrl, booking),
        };
        for (const email of due) {
          const words = clientEmailWords(booking, email, settings, extras);
          if (!words) continue;
          const to = addressOf(booking, email);
          const id = this.newId();
          data.clientEmails.push({
            id,
            bookingId: booking.id,
            kind: email.kind,
            personId: email.personId,
            key: email.key,
            plannedFor: email.plannedFor,
            to,
            createdAt: queuedAt,
            sentAt: null,
          });
          this.alerts.enqueueClientMail(data, clientEmailMail(words, to, settings), id);
          made += 1;
        }
      });
      return made;
    });
    if (count > 0) this.alerts.sendOutbox();
    return count;
  }
}
