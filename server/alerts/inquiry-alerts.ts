import { randomUUID } from 'node:crypto';
import { labelOf, LESSON_PURPOSE_CHOICES } from '#contract/choices.ts';
import { LESSON_FORMS_TAB_PATH, type EmailAlertStatus, type InquiryPushPayload } from '#contract/inquiry-alerts.ts';
import type { LessonSubmission } from '#contract/lesson-submission.ts';
import type { PartyPushPayload } from '#contract/party-push.ts';
import type { VapidKeys } from '../secrets.ts';
import type { AlertOutboxRecord } from '../store/records.ts';
import type { Data, Store } from '../store/store.ts';
import { headerText, lessonAlertMail, testMail, type AlertMail } from './lesson-alert-mail.ts';
import type { MailConfig } from './mail-config.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { PushSender, type PushDevice, type PushOptions } from './push.ts';

/** How the outbox retries: the first retry within a minute, then twice the wait each time up to 15 minutes, for a day. */
export interface RetryPolicy {
  firstRetryMs: number;
  maxRetryMs: number;
  giveUpAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  firstRetryMs: 30_000,
  maxRetryMs: 15 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/** The wait before the next try, after `failedAttempts` failed ones (1 or more). */
export const retryDelay = (failedAttempts: number, policy: RetryPolicy = DEFAULT_RETRY) =>
  Math.min(policy.firstRetryMs * 2 ** Math.max(0, failedAttempts - 1), policy.maxRetryMs);

/** Longest wait setTimeout takes as it is. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface AlertOptions {
  retry?: Partial<RetryPolicy>;
  push?: PushOptions;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The owner's alerts for new lesson questionnaires.
 *
 * E-mail goes through an outbox in the data file: `enqueue` adds the alert inside the same `store.update` that
 * stores the questionnaire, so either both are on disk or neither is. One sender works through the outbox, one
 * message at a time, on one timer set for the earliest entry due; a failed try is written back with its reason and
 * the time of the next, so retries carry on across restarts. A start tries every waiting alert at once (the mail
 * settings may just have been fixed). A day after the questionnaire arrived, the alert is marked failed and left
 * for the dashboard to show.
 *
 * Push notifications go straight to the push services, which keep them for a phone that is offline.
 */
export class InquiryAlerts {
  private readonly mailer: Mailer | null;
  private readonly push: PushSender;
  private readonly retry: RetryPolicy;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private runAgain = false;
  private stopped = false;
  private testSend: Promise<void> | null = null;
  /** Push sends under way, so that stopping waits for them. */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly store: Store,
    private readonly mail: MailConfig | null,
    vapid: VapidKeys,
    private readonly clock: () => number,
    private readonly log: (line: string) => void,
    options: AlertOptions = {},
  ) {
    this.mailer = mail ? createMailer(mail) : null;
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.push = new PushSender(store, vapid, () => this.pushSubject(), log, options.push);
  }

  get emailEnabled(): boolean {
    return this.mailer !== null;
  }

  get alertEmail(): string | null {
    return this.mail?.alertEmail ?? null;
  }

  /** Tries every waiting alert now; call once the server is up. */
  start(): void {
    this.deliver(true);
  }

  /** Stops the timer and waits for a send under way, so nothing writes after the caller has moved on. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await Promise.allSettled([...this.inFlight]);
    this.mailer?.close();
  }

  /** Adds the e-mail alert for a questionnaire being stored; call inside the same `store.update`. */
  enqueue(data: Data, submission: LessonSubmission): void {
    if (!this.mailer) return;
    const at = iso(this.clock());
    data.alertOutbox.push({
      id: randomUUID(),
      submissionId: submission.id,
      createdAt: at,
      failedAttempts: 0,
      nextAttemptAt: at,
      lastError: null,
      failedAt: null,
    });
  }

  /** Once the questionnaire is on disk: sends its e-mail and notifies her devices, without holding up the student. */
  announce(submission: LessonSubmission): void {
    this.notify({
      title: 'New lesson questionnaire',
      body: `${headerText(submission.name, 80)}: ${labelOf(LESSON_PURPOSE_CHOICES, submission.lessonPurpose)}`,
      url: LESSON_FORMS_TAB_PATH,
      tag: `lesson-${submission.id}`,
    });
  }

  /**
   * Adds an alert other than a questionnaire's (a signed agreement) to the outbox, as the message itself; call
   * inside the `store.update` that stores what it tells, then `notify` once that is on disk.
   */
  enqueueMail(data: Data, mail: AlertMail): void {
    if (!this.mailer) return;
    const at = iso(this.clock());
    const { subject, text, html } = mail;
    data.alertOutbox.push({
      id: randomUUID(),
      mail: { subject, text, html },
      createdAt: at,
      failedAttempts: 0,
      nextAttemptAt: at,
      lastError: null,
      failedAt: null,
    });
  }

  /**
   * Once what an alert tells is on disk: sends the outbox and notifies her devices, without holding up whoever made
   * it. The app icon's badge keeps counting unread questionnaires.
   */
  notify(payload: Omit<InquiryPushPayload, 'unread'>): void {
    this.deliver();
    if (this.store.data.pushSubscriptions.length === 0) return;
    const unread = this.store.data.lessonSubmissions.filter((item) => !item.isRead).length;
    const sending = this.push
      .notifyAll({ ...payload, unread })
      .catch((error: unknown) => this.log(`Push notifications failed: ${(error as Error).message}`));
    this.inFlight.add(sending);
    void sending.finally(() => this.inFlight.delete(sending));
  }

  /**
   * Sends one push to other devices than hers (a party person's phone, server/party/party-push.ts), off the request:
   * `onGone` gets the ids their push service reported gone. Stopping waits for it, as for hers.
   */
  pushTo(devices: readonly PushDevice[], payload: PartyPushPayload, onGone: (ids: string[]) => Promise<void>): void {
    if (devices.length === 0) return;
    const sending = this.push
      .sendTo(devices, payload)
      .then(({ gone }) => (gone.length > 0 ? onGone(gone) : undefined))
      .catch((error: unknown) => this.log(`Push notifications failed: ${(error as Error).message}`));
    this.inFlight.add(sending);
    void sending.finally(() => this.inFlight.delete(sending));
  }

  /**
   * Adds an e-mail to a client (server/client-emails/) to the outbox: to her address, from the artist's name, Reply-To
   * the artist's address; once delivered, its record in `clientEmails` is marked sent. Call inside the `store.update`
   * that writes that record; then `deliver` once it is on disk (`notify` without a push).
   */
  enqueueClientMail(data: Data, mail: AlertMail & { to: string }, clientEmailId: string): boolean {
    if (!this.mailer) return false;
    const at = iso(this.clock());
    const { subject, text, html, to, fromName } = mail;
    data.alertOutbox.push({
      id: randomUUID(),
      mail: {
        subject,
        text,
        html,
        to,
        ...(fromName ? { fromName } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo.address } : {}),
      },
      clientEmailId,
      createdAt: at,
      failedAttempts: 0,
      nextAttemptAt: at,
      lastError: null,
      failedAt: null,
    });
    return true;
  }

  /** Sends what the outbox holds now (after client e-mails were queued). */
  sendOutbox(): void {
    this.deliver();
  }

  /** A deleted questionnaire takes its alert with it; call inside the `store.update` that deletes it. */
  forget(data: Data, submissionId: string): void {
    data.alertOutbox = data.alertOutbox.filter((entry) => entry.submissionId !== submissionId);
  }

  /** Each questionnaire's e-mail alert, as the dashboard shows it (null: none was made, e-mail being off then). */
  statuses(data: Readonly<Data>): (submission: Data['lessonSubmissions'][number]) => EmailAlertStatus | null {
    const bySubmission = new Map(data.alertOutbox.map((entry) => [entry.submissionId, entry]));
    return (submission) => {
      const entry = bySubmission.get(submission.id);
      if (entry) {
        const state = entry.failedAt ? 'failed' : entry.failedAttempts > 0 ? 'retrying' : 'sending';
        return {
          state,
          failedAttempts: entry.failedAttempts,
          lastError: entry.lastError,
          nextAttemptAt: state === 'retrying' ? entry.nextAttemptAt : null,
          sentAt: null,
        };
      }
      if (submission.alertSentAt) {
        return {
          state: 'sent',
          failedAttempts: 0,
          lastError: null,
          nextAttemptAt: null,
          sentAt: submission.alertSentAt,
        };
      }
      return null;
    };
  }

  /** Sends a test message now, outside the outbox; rejects with the mail server's reason. One at a time. */
  sendTestEmail(): Promise<void> {
    const mailer = this.mailer;
    if (!mailer) return Promise.reject(new Error('E-mail alerts are off'));
    this.testSend ??= mailer.send(testMail(this.store.data.siteSettings)).finally(() => (this.testSend = null));
    return this.testSend;
  }

  /** Runs the sender unless it is running; if it is, it goes round once more when done. */
  private deliver(everything = false): void {
    if (!this.mailer || this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.sendDue(everything)
      .catch((error: unknown) => this.log(`Alert e-mails could not be processed: ${(error as Error).message}`))
      .finally(() => {
        this.running = null;
        if (this.runAgain) {
          this.runAgain = false;
          this.deliver();
        } else {
          this.schedule();
        }
      });
  }

  private async sendDue(everything: boolean): Promise<void> {
    const now = this.clock();
    const due = this.store.data.alertOutbox.filter(
      (entry) => entry.failedAt === null && (everything || Date.parse(entry.nextAttemptAt) <= now),
    );
    for (const { id } of due) {
      if (this.stopped) return;
      try {
        await this.attempt(id);
      } catch (error) {
        // The store could not record the outcome (a full disk): the entry stays as it was and is tried again.
        this.log(`Alert e-mail ${id}: the outcome could not be saved (${(error as Error).message})`);
      }
    }
  }

  private async attempt(id: string): Promise<void> {
    const entry = this.store.data.alertOutbox.find((item) => item.id === id);
    if (!entry || entry.failedAt !== null || !this.mailer) return;
    const submission = this.store.data.lessonSubmissions.find((item) => item.id === entry.submissionId);
    // A client's e-mail whose booking was cancelled or deleted while it waited (her mail server down) never goes.
    const clientEmail = entry.clientEmailId
      ? this.store.data.clientEmails.find((item) => item.id === entry.clientEmailId)
      : undefined;
    const booking = clientEmail && this.store.data.bookings.find((item) => item.id === clientEmail.bookingId);
    const withdrawn = entry.clientEmailId !== undefined && (!booking || booking.status === 'cancelled');
    if ((!entry.mail && !submission) || withdrawn) {
      await this.store.update((data) => {
        data.alertOutbox = data.alertOutbox.filter((item) => item.id !== id);
      });
      return;
    }
    try {
      const stored = entry.mail && {
        ...entry.mail,
        replyTo: entry.mail.replyTo ? { name: entry.mail.fromName ?? '', address: entry.mail.replyTo } : undefined,
      };
      await this.mailer.send(stored ?? lessonAlertMail(submission!, this.store.data.siteSettings), {
        messageId: `<${entry.mail ? 'alert' : 'lesson-alert'}-${entry.id}@${this.messageIdDomain()}>`,
      });
    } catch (error) {
      await this.recordFailure(entry, (error as Error).message);
      return;
    }
    const sentAt = iso(this.clock());
    await this.store.update((data) => {
      data.alertOutbox = data.alertOutbox.filter((item) => item.id !== id);
      const stored = data.lessonSubmissions.find((item) => item.id === entry.submissionId);
      if (stored) stored.alertSentAt = sentAt;
      const clientEmail = entry.clientEmailId && data.clientEmails.find((item) => item.id === entry.clientEmailId);
      if (clientEmail) clientEmail.sentAt = sentAt;
    });
  }

  private async recordFailure(entry: AlertOutboxRecord, reason: string): Promise<void> {
    const now = this.clock();
    const failedAttempts = entry.failedAttempts + 1;
    const givesUp = now - Date.parse(entry.createdAt) >= this.retry.giveUpAfterMs;
    const next = now + retryDelay(failedAttempts, this.retry);
    const what = entry.mail ? `Alert e-mail "${entry.mail.subject}"` : 'Alert e-mail for a lesson questionnaire';
    await this.store.update((data) => {
      const stored = data.alertOutbox.find((item) => item.id === entry.id);
      if (!stored) return;
      stored.failedAttempts = failedAttempts;
      stored.lastError = reason;
      if (givesUp) stored.failedAt = iso(now);
      else stored.nextAttemptAt = iso(next);
    });
    this.log(
      givesUp
        ? `${what} failed for a day; giving up (shown in the dashboard): ${reason}`
        : `${what} failed (try ${failedAttempts}), retrying in ${Math.round((next - now) / 1000)} s: ${reason}`,
    );
  }

  /** One timer for the whole outbox, set for the earliest entry due. */
  private schedule(): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    const pending = this.store.data.alertOutbox.filter((entry) => entry.failedAt === null);
    if (pending.length === 0) return;
    const earliest = Math.min(...pending.map((entry) => Date.parse(entry.nextAttemptAt)));
    const wait = Math.min(Math.max(0, earliest - this.clock()), MAX_TIMER_MS);
    this.timer = setTimeout(() => this.deliver(), wait);
    // A waiting retry must not keep a stopping process alive; the outbox is on disk for the next start.
    this.timer.unref();
  }

  private messageIdDomain(): string {
    const from = this.mail?.mailFrom ?? '';
    return /@([^\s@<>]+)>?$/.exec(from)?.[1] ?? 'localhost';
  }

  /** Who push services may contact about this sender: her alert address, else her site. */
  private pushSubject(): string {
    if (this.mail) return `mailto:${this.mail.alertEmail}`;
    const { siteUrl, email } = this.store.data.siteSettings;
    return siteUrl.startsWith('https://') ? siteUrl : `mailto:${email}`;
  }
}
