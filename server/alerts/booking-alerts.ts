import { addCalendarDays, longDate, sacramentoDate } from '#contract/calendar-day.ts';
import { bookingMoney, takesDate, type Booking } from '#contract/booking.ts';
import { balanceReminderText } from '#contract/booking-texts.ts';
import { escapeHtmlAndApostrophes } from '#contract/html.ts';
import { displayPhone, smsHref } from '#contract/phone.ts';
import { formatPrice, type SiteSettings } from '#contract/site-settings.ts';
import { trialPlaceWords, trialReminderText } from '#contract/trial.ts';
import type { Data, Store } from '../store/store.ts';
import { HourlyCheck } from './hourly-check.ts';
import type { InquiryAlerts } from './inquiry-alerts.ts';
import { headerText, type AlertMail } from './lesson-alert-mail.ts';
import { withoutBidiControls } from './mail-config.ts';

// Her reminders about bookings: the day before a hold lapses, 7 days before a balance is due, and the day before a
// trial (Sacramento days),
// each one push notification and one e-mail through the alerts' outbox. Each is sent once: its key goes into the
// booking's `alertsSent` in the same store update that queues the e-mail, so a restart or a second check never sends
// it again, while a new date (a hold extended, a wedding moved) makes a new reminder.

/** Where a reminder takes her: the dashboard's Bookings tab. */
export const BOOKINGS_TAB_PATH = '/admin?tab=bookings';
/** How many days ahead of its day each reminder is sent. */
export const HOLD_REMINDER_DAYS = 1;
export const BALANCE_REMINDER_DAYS = 7;
export const TRIAL_REMINDER_DAYS = 1;

export type BookingReminderKind = 'hold-lapses' | 'balance-due' | 'trial';

export interface BookingReminder {
  bookingId: string;
  kind: BookingReminderKind;
  /** The day it is about: the hold's last day, the balance's due date, or the trial's day. */
  day: string;
  /** What `alertsSent` remembers it by. */
  key: string;
}

/**
 * The reminders a booking is due today and has not had: a hold from the day before its last day (or on that day,
 * if the server was down the day before); a booked event's unpaid balance from 7 days before it is due until then.
 */
export function dueReminders(booking: Booking, balanceDueDaysBefore: number, today: string): BookingReminder[] {
  const due: BookingReminder[] = [];
  const within = (day: string, daysBefore: number) => today >= addCalendarDays(day, -daysBefore) && today <= day;
  if (booking.status === 'held' && booking.holdUntil && within(booking.holdUntil, HOLD_REMINDER_DAYS)) {
    due.push({
      bookingId: booking.id,
      kind: 'hold-lapses',
      day: booking.holdUntil,
      key: `hold-lapses:${booking.holdUntil}`,
    });
  }
  if (booking.status === 'booked') {
    const money = bookingMoney(booking, balanceDueDaysBefore);
    if (money.balance > 0 && within(money.balanceDueDate, BALANCE_REMINDER_DAYS)) {
      due.push({
        bookingId: booking.id,
        kind: 'balance-due',
        day: money.balanceDueDate,
        key: `balance-due:${money.balanceDueDate}`,
      });
    }
  }
  // A trial of a booking that still takes its date, from the day before (or on the day, if the server was down).
  if (booking.trial && takesDate(booking, today) && within(booking.trial.date, TRIAL_REMINDER_DAYS)) {
    due.push({ bookingId: booking.id, kind: 'trial', day: booking.trial.date, key: `trial:${booking.trial.date}` });
  }
  const sent = new Set(booking.alertsSent ?? []);
  return due.filter((reminder) => !sent.has(reminder.key));
}

const bookingsLink = (siteUrl: string): string | null => {
  try {
    const url = new URL(BOOKINGS_TAB_PATH, siteUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/** The reminder's words: a headline for the push and the subject, and the lines of the message. */
function reminderWords(booking: Booking, reminder: BookingReminder, settings: SiteSettings, today: string) {
  const name = headerText(booking.clientName, 80) || 'A client';
  const event = `${booking.eventType === 'wedding' ? 'wedding' : 'event'} on ${longDate(booking.eventDate)}`;
  if (reminder.kind === 'hold-lapses') {
    const when = reminder.day === today ? 'tonight' : 'tomorrow';
    return {
      title: `Hold lapses ${when}: ${name}`,
      lines: [
        `The hold on ${name}'s ${event} lapses at the end of ${longDate(reminder.day)}.`,
        'Mark it booked, extend the hold, or let the date open again.',
      ],
    };
  }
  if (reminder.kind === 'trial' && booking.trial) {
    const { trial } = booking;
    return {
      title: `Trial ${reminder.day === today ? 'today' : 'tomorrow'}: ${name}, ${trial.time}`,
      lines: [
        `${name}'s makeup trial is on ${longDate(trial.date)} at ${trial.time}, at ${trialPlaceWords(trial, settings.homeCity, 'your')}.`,
        `It is for her ${event}.`,
      ],
    };
  }
  const money = bookingMoney(booking, settings.balanceDueDaysBefore);
  return {
    title: `Balance due ${longDate(reminder.day)}: ${name}, ${formatPrice(money.balance)}`,
    lines: [
      `${name}'s balance of ${formatPrice(money.balance)} for the ${event} is due by ${longDate(reminder.day)}.`,
      `Total ${formatPrice(money.quote.total)}, paid so far ${formatPrice(money.paid)}.`,
    ],
  };
}

/** The e-mail for one reminder, in the lesson alerts' layout; what she typed is escaped. */
export function bookingReminderMail(
  booking: Booking,
  reminder: BookingReminder,
  settings: SiteSettings,
  today: string,
): AlertMail {
  const { title, lines } = reminderWords(booking, reminder, settings, today);
  const subject = headerText(title, 160);
  const link = bookingsLink(settings.siteUrl);
  const shown = lines.map(withoutBidiControls);
  // The balance reminder she can send her client from her phone, written out (it never sends by itself).
  const money = bookingMoney(booking, settings.balanceDueDaysBefore);
  const textHer =
    reminder.kind === 'balance-due'
      ? smsHref(booking.clientPhone, balanceReminderText({ ...booking, ...money }, settings))
      : reminder.kind === 'trial' && booking.trial
        ? smsHref(booking.clientPhone, trialReminderText({ ...booking, trial: booking.trial }, settings))
        : smsHref(booking.clientPhone);
  const textHerLabel =
    reminder.kind === 'balance-due'
      ? 'Text her the reminder'
      : reminder.kind === 'trial'
        ? 'Text her the trial reminder'
        : 'Text her';
  const text = [
    ...shown,
    '',
    `${textHerLabel}: ${displayPhone(booking.clientPhone)}`,
    link ? `Open your bookings: ${link}` : 'Open your bookings in the dashboard.',
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtmlAndApostrophes(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#fbf7f4;">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#2b2523;">
<h1 style="font-size:22px;line-height:1.3;margin:0 0 12px;">${escapeHtmlAndApostrophes(subject)}</h1>
${shown.map((line) => `<p style="margin:0 0 12px;font-size:16px;line-height:1.5;overflow-wrap:anywhere;">${escapeHtmlAndApostrophes(line)}</p>`).join('\n')}
${textHer ? `<p style="margin:0 0 12px;"><a href="${escapeHtmlAndApostrophes(textHer)}" style="color:#8f4a3c;">${textHerLabel}</a></p>` : ''}
${link ? `<p style="margin:0 0 24px;"><a href="${escapeHtmlAndApostrophes(link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#8f4a3c;color:#ffffff;font-weight:600;text-decoration:none;">Open Bookings</a></p>` : ''}
</div>
</body>
</html>
`;
  return { subject, text, html };
}

/**
 * Looks for due reminders when started and every hour, and sends each once: the e-mail queued in the outbox and
 * the booking's `alertsSent` written in one store update, then a push to her devices once that is on disk.
 */
export class BookingReminders {
  // Every hour: often enough that a new day's reminders are sent within the hour.
  private readonly runner = new HourlyCheck(
    () => this.sendDue(),
    (error) => this.log(`Booking reminders could not be sent: ${error.message}`),
  );

  constructor(
    private readonly store: Store,
    private readonly alerts: InquiryAlerts,
    private readonly clock: () => number,
    private readonly log: (line: string) => void,
  ) {}

  start(): void {
    this.runner.start();
  }

  stop(): Promise<void> {
    return this.runner.stop();
  }

  /** Sends the reminders due now; resolves with how many were sent. One look at a time. */
  check(): Promise<number> {
    return this.runner.check();
  }

  private async sendDue(): Promise<number> {
    const today = sacramentoDate(new Date(this.clock()));
    const days = this.store.data.siteSettings.balanceDueDaysBefore;
    if (!this.store.data.bookings.some((booking) => dueReminders(booking, days, today).length > 0)) return 0;
    const sent = await this.store.update((data: Data) => {
      const settings = data.siteSettings;
      const made: { title: string; reminder: BookingReminder }[] = [];
      data.bookings = data.bookings.map((booking) => {
        const due = dueReminders(booking, settings.balanceDueDaysBefore, today);
        if (due.length === 0) return booking;
        for (const reminder of due) {
          this.alerts.enqueueMail(data, bookingReminderMail(booking, reminder, settings, today));
          made.push({ title: reminderWords(booking, reminder, settings, today).title, reminder });
        }
        return { ...booking, alertsSent: [...(booking.alertsSent ?? []), ...due.map((reminder) => reminder.key)] };
      });
      return made;
    });
    for (const { title, reminder } of sent) {
      this.alerts.notify({
        title,
        body:
          reminder.kind === 'hold-lapses'
            ? 'Book it, extend the hold, or let it go.'
            : reminder.kind === 'trial'
              ? 'Text her the trial reminder.'
              : 'Text her a reminder.',
        url: BOOKINGS_TAB_PATH,
        tag: `${reminder.key}-${reminder.bookingId}`,
      });
    }
    return sent.length;
  }
}
