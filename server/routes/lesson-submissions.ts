import { api } from '#contract/api.ts';
import { lessonSubmissionInput, type LessonSubmission } from '#contract/lesson-submission.ts';
import {
  LESSON_PAGE_SIZE,
  LESSON_SEARCH_MAX_LENGTH,
  type LessonSubmissionListItem,
  type LessonSubmissionPage,
} from '#contract/lesson-submission-list.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Data, Store } from '../store/store.ts';
import { newId, now, on, parseBody, type RouteDeps } from './context.ts';

type StoredSubmission = Data['lessonSubmissions'][number];

/** A questionnaire with what a search compares: name and e-mail folded (case, accents), the phone's digits. */
interface Searchable {
  stored: StoredSubmission;
  text: string;
  digits: string;
}

/** "Zoë Ñúñez" as "zoe nunez": a search finds a name however its accents and capitals were typed. */
const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * A search matches a name or e-mail address containing it; one written like a phone number ("916-555") also
 * matches a phone number containing its digits, however either was punctuated.
 */
function matches(entry: Searchable, q: string): boolean {
  if (entry.text.includes(fold(q))) return true;
  const digits = digitsOf(q);
  return /^[\d\s()+.-]+$/.test(q) && digits !== '' && entry.digits.includes(digits);
}

/** The questionnaires newest first with their search keys, worked out once per change of the data, not per page. */
function newestFirstOf(store: Store) {
  let made: { data: Readonly<Data>; all: Searchable[]; unread: number } | undefined;
  return () => {
    if (made?.data !== store.data) {
      const data = store.data;
      // Reversing first keeps two sent in the same millisecond newest first too (the sort is stable).
      const all = [...data.lessonSubmissions]
        .reverse()
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((stored) => ({ stored, text: fold(`${stored.name}\n${stored.email}`), digits: digitsOf(stored.phone) }));
      made = { data, all, unread: data.lessonSubmissions.filter((item) => !item.isRead).length };
    }
    return made;
  };
}

const badQuery = (field: string, message: string) => new HttpError(400, message, {}, { field });

/** A whole number from `min` to `max` in the query, or `fallback` when absent; 400 naming the field otherwise. */
function wholeNumber(value: string | string[] | undefined, field: string, min: number, max: number, fallback: number) {
  if (value === undefined) return fallback;
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) throw badQuery(field, `${field} must be a whole number from ${min} to ${max}`);
  return number;
}

/** The paging asked for, or undefined for the whole list (no `page`, `pageSize` or `q`). */
function pageQuery(query: Record<string, string | string[] | undefined>) {
  const { page, pageSize, q } = query;
  if (page === undefined && pageSize === undefined && q === undefined) return undefined;
  if (q !== undefined && typeof q !== 'string') throw badQuery('q', 'q must be given once');
  if (q !== undefined && q.length > LESSON_SEARCH_MAX_LENGTH) {
    throw badQuery('q', `q must be at most ${LESSON_SEARCH_MAX_LENGTH} characters`);
  }
  return {
    page: wholeNumber(page, 'page', 1, 1_000_000, 1),
    pageSize: wholeNumber(pageSize, 'pageSize', 1, LESSON_PAGE_SIZE.max, LESSON_PAGE_SIZE.default),
    q: (q ?? '').trim(),
  };
}

export function registerLessonSubmissionRoutes({ store, limits, alerts, publicRouter, adminRouter }: RouteDeps) {
  on(publicRouter, api.lessonSubmission, async (ctx) => {
    limits.lessons.assertAllowed(ctx);
    const body = (ctx.request as { body?: Record<string, unknown> }).body;
    // A field people never see: only bots fill it. They get the same answer, and nothing is stored.
    if (body && typeof body === 'object' && typeof body.company === 'string' && body.company.trim() !== '') {
      limits.lessons.record(ctx, { stored: false });
      ctx.status = 201;
      ctx.body = { ok: true };
      return;
    }
    const input = parseBody(ctx, lessonSubmissionInput, { nameField: true });
    // Only what is stored counts: a person fixing a typo the server refused is not held back.
    limits.lessons.record(ctx);
    const submission: LessonSubmission = { ...input, id: newId(), createdAt: now(), isRead: false };
    // Her alert is written with the questionnaire, in one change: neither is on disk without the other.
    await store.update((data) => {
      data.lessonSubmissions.push(submission);
      alerts.enqueue(data, submission);
    });
    alerts.announce(submission);
    ctx.status = 201;
    ctx.body = { ok: true };
  });

  // The whole list, as the spec has it; with `page`, `pageSize` or `q`, one page of it (the dashboard's form).
  const newestFirst = newestFirstOf(store);
  on(adminRouter, api.adminLessonSubmissions.list, (ctx) => {
    const emailAlertOf = alerts.statuses(store.data);
    const listed = (stored: StoredSubmission): LessonSubmissionListItem => {
      const { alertSentAt: _sentAt, ...submission } = stored;
      return { ...submission, emailAlert: emailAlertOf(stored) };
    };
    const query = pageQuery(ctx.query);
    const { all, unread } = newestFirst();
    if (!query) {
      ctx.body = all.map(({ stored }) => listed(stored));
      return;
    }
    const { page, pageSize, q } = query;
    const matching = q === '' ? all : all.filter((entry) => matches(entry, q));
    const start = (page - 1) * pageSize;
    const answer: LessonSubmissionPage = {
      items: matching.slice(start, start + pageSize).map(({ stored }) => listed(stored)),
      total: matching.length,
      page,
      pageSize,
      unread,
    };
    ctx.body = answer;
  });

  on(adminRouter, api.adminLessonSubmissions.markRead, async (ctx) => {
    ctx.body = await store.update((data) => {
      const submission = data.lessonSubmissions.find((item) => item.id === ctx.params.id);
      if (!submission) throw notFound('Lesson submission');
      submission.isRead = true;
      return submission;
    });
  });

  on(adminRouter, api.adminLessonSubmissions.remove, async (ctx) => {
    await store.update((data) => {
      const index = data.lessonSubmissions.findIndex((item) => item.id === ctx.params.id);
      if (index === -1) throw notFound('Lesson submission');
      const [removed] = data.lessonSubmissions.splice(index, 1);
      alerts.forget(data, removed!.id);
    });
    ctx.body = { ok: true };
  });
}
