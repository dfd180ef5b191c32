import type { EmailAlertStatus } from './inquiry-alerts.ts';
import type { LessonSubmission } from './lesson-submission.ts';

/** Questionnaires a page holds: `pageSize` may ask from 1 to `max`; without it a page holds `default`. */
export const LESSON_PAGE_SIZE = { default: 20, max: 100 } as const;

/** The most a search (`q`) may be: a name, an e-mail address or a phone number is far shorter. */
export const LESSON_SEARCH_MAX_LENGTH = 200;

/** A questionnaire as the dashboard lists it: the stored answers and what became of her e-mail alert. */
export type LessonSubmissionListItem = LessonSubmission & { emailAlert: EmailAlertStatus | null };

/** One page of the list, newest first: what `?page=`, `pageSize` and `q` answer. */
export interface LessonSubmissionPage {
  items: LessonSubmissionListItem[];
  /** Questionnaires matching `q` (all of them without it). */
  total: number;
  page: number;
  pageSize: number;
  /** Unread questionnaires in all, whatever the search: the tab's count and the app icon's badge. */
  unread: number;
}
