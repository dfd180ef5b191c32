// What the dashboard learns about the alerts for new lesson questionnaires: e-mail through her own mail provider,
// and push notifications to the devices she chose.

/** Where an alert and a notification tap take her: the dashboard, on the Lesson Forms tab. */
export const LESSON_FORMS_TAB_PATH = '/admin?tab=lesson-forms';

/**
 * The e-mail alert for one questionnaire: still on its first try, waiting to retry after a failure, delivered, or
 * given up on after a day of failures.
 */
export type EmailAlertState = 'sending' | 'retrying' | 'sent' | 'failed';

export interface EmailAlertStatus {
  state: EmailAlertState;
  /** Tries that failed so far. */
  failedAttempts: number;
  /** Why the last try failed, in the mail server's words (no password). */
  lastError: string | null;
  /** When the next try is due (retrying only). */
  nextAttemptAt: string | null;
  sentAt: string | null;
}

/** A device that gets a notification for each new questionnaire. */
export interface PushDevice {
  id: string;
  /** The push service's address for this device: the dashboard finds its own device by it. */
  endpoint: string;
  /** "Chrome on Android", from the browser that subscribed. */
  device: string;
  createdAt: string;
}

/** GET /api/admin/alerts */
export interface AlertSettingsAnswer {
  email: { enabled: boolean; to: string | null };
  push: { publicKey: string; devices: PushDevice[]; maxDevices: number };
}

/** What the service worker receives with each push. */
export interface InquiryPushPayload {
  title: string;
  body: string;
  /** Same-site path to open when the notification is tapped. */
  url: string;
  /** Questionnaires not yet marked read, for the app icon's badge. */
  unread: number;
  /** One notification per questionnaire, replaced rather than stacked if it arrives twice. */
  tag: string;
}
