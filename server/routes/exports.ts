import {
  FOCUS_AREA_CHOICES,
  KIT_PREFERENCE_CHOICES,
  labelOf,
  LESSON_PURPOSE_CHOICES,
  MAIN_GOAL_CHOICES,
  SKILL_LEVEL_CHOICES,
} from '#contract/choices.ts';
import { api } from '#contract/api.ts';
import { LESSON_QUESTIONS } from '#contract/lesson-questions.ts';
import type { LessonSubmissionInput } from '#contract/lesson-submission.ts';
import { attachment, formulaFree, sendCsv } from '../exports/csv.ts';
import type { Data } from '../store/store.ts';
import { APP_VERSION } from '../version.ts';
import { on, type RouteDeps } from './context.ts';

/** Her business is in Sacramento: times in what she downloads are her clock's. */
const TIME_ZONE = 'America/Los_Angeles';

const pacificParts = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
};

/** "2025-03-14 15:04", Pacific time: a spreadsheet reads it as a date and time, and sorts by it. */
const pacificDateTime = (iso: string) => {
  const { date, time } = pacificParts(iso);
  return `${date} ${time}`;
};

/** Today's date in Pacific time, for the downloaded file's name. */
const pacificToday = () => pacificParts(new Date().toISOString()).date;

type Submission = Data['lessonSubmissions'][number];

/** Each question's answer as the spreadsheet shows it: a choice in the words the student picked it by. */
const ANSWER_CELLS: { [Key in keyof LessonSubmissionInput]: (submission: Submission) => string } = {
  name: (submission) => submission.name,
  email: (submission) => submission.email,
  phone: (submission) => submission.phone,
  lessonPurpose: (submission) => labelOf(LESSON_PURPOSE_CHOICES, submission.lessonPurpose),
  skillLevel: (submission) => labelOf(SKILL_LEVEL_CHOICES, submission.skillLevel),
  mainGoal: (submission) => labelOf(MAIN_GOAL_CHOICES, submission.mainGoal),
  otherGoal: (submission) => submission.otherGoal,
  focusAreas: (submission) => submission.focusAreas.map((area) => labelOf(FOCUS_AREA_CHOICES, area)).join('; '),
  otherFocusArea: (submission) => submission.otherFocusArea,
  wearMakeup: (submission) => submission.wearMakeup,
  usualLook: (submission) => submission.usualLook,
  currentProducts: (submission) => submission.currentProducts,
  struggles: (submission) => submission.struggles,
  kitPreference: (submission) => labelOf(KIT_PREFERENCE_CHOICES, submission.kitPreference),
  additionalInfo: (submission) => submission.additionalInfo,
};

/** The spreadsheet's columns: when it arrived, then every question in the form's order, in the form's words. */
const QUESTION_KEYS = Object.keys(LESSON_QUESTIONS) as (keyof typeof LESSON_QUESTIONS)[];
export const LESSON_CSV_HEADER = ['Submitted (Pacific time)', ...QUESTION_KEYS.map((key) => LESSON_QUESTIONS[key])];

/**
 * What site.json holds: everything she entered, by collection. An allow-list, so a collection added later stays
 * out until someone decides it belongs. Left out on purpose: adminSessions (login hashes), passkeys (credentials),
 * pushSubscriptions (devices' push keys), alertOutbox (mail waiting to be sent) and seededAt (bookkeeping).
 */
export const EXPORTED_COLLECTIONS = [
  'siteSettings',
  'testimonials',
  'gallery',
  'faqs',
  'policies',
  'vendors',
  'lessonSubmissions',
  'weddingSchedules',
  'scheduleServices',
] as const satisfies readonly (keyof Data)[];

export function registerExportRoutes({ store, adminRouter }: RouteDeps) {
  /**
   * The questionnaires as a spreadsheet, newest first. Excel reads it as UTF-8 by its byte-order mark and takes
   * CRLF line ends; a line of an answer that starts like a formula gets a leading ' (`formulaFree`) so a spreadsheet
   * shows it as text instead of running it. Written row by row from the data as it stood when asked.
   */
  on(adminRouter, api.adminExports.lessonSubmissionsCsv, (ctx) => {
    const submissions = [...store.data.lessonSubmissions]
      .reverse()
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const rows = function* () {
      for (const submission of submissions) {
        yield [
          pacificDateTime(submission.createdAt),
          ...QUESTION_KEYS.map((key) => formulaFree(ANSWER_CELLS[key](submission))),
        ];
      }
    };
    sendCsv(ctx, 'lesson-forms', LESSON_CSV_HEADER, rows(), pacificToday());
  });

  /** Everything she entered, as one JSON file she can keep (and a developer could load again). */
  on(adminRouter, api.adminExports.siteJson, (ctx) => {
    const data = store.data;
    const content = Object.fromEntries(EXPORTED_COLLECTIONS.map((collection) => [collection, data[collection]]));
    attachment(ctx, 'site', 'json', pacificToday());
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = JSON.stringify({ exportedAt: new Date().toISOString(), version: APP_VERSION, ...content }, null, 2);
  });
}
