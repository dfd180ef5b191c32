import { lessonSubmissionInput, type LessonSubmission } from '../../contract/lesson-submission.ts';
import { notFound } from '../errors.ts';
import { newId, now, parseBody, type RouteDeps } from './context.ts';

export function registerLessonSubmissionRoutes({ store, limits, alerts, publicRouter, adminRouter }: RouteDeps) {
  publicRouter.post('/lesson-submissions', async (ctx) => {
    limits.lessons.assertAllowed(ctx);
    const body = (ctx.request as { body?: Record<string, unknown> }).body;
    // A field people never see: only bots fill it. They get the same answer, and nothing is stored.
    if (body && typeof body === 'object' && typeof body.company === 'string' && body.company.trim() !== '') {
      limits.lessons.record(ctx, { stored: false });
      ctx.status = 201;
      ctx.body = { ok: true };
      return;
    }
    const input = parseBody(ctx, lessonSubmissionInput);
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

  adminRouter.get('/lesson-submissions', (ctx) => {
    const emailAlertOf = alerts.statuses(store.data);
    // Newest first; reversing first keeps two sent in the same millisecond newest first too (the sort is stable).
    ctx.body = [...store.data.lessonSubmissions]
      .reverse()
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((stored) => {
        const { alertSentAt: _sentAt, ...submission } = stored;
        return { ...submission, emailAlert: emailAlertOf(stored) };
      });
  });

  adminRouter.put('/lesson-submissions/:id/read', async (ctx) => {
    ctx.body = await store.update((data) => {
      const submission = data.lessonSubmissions.find((item) => item.id === ctx.params.id);
      if (!submission) throw notFound('Lesson submission');
      submission.isRead = true;
      return submission;
    });
  });

  adminRouter.delete('/lesson-submissions/:id', async (ctx) => {
    await store.update((data) => {
      const index = data.lessonSubmissions.findIndex((item) => item.id === ctx.params.id);
      if (index === -1) throw notFound('Lesson submission');
      const [removed] = data.lessonSubmissions.splice(index, 1);
      alerts.forget(data, removed!.id);
    });
    ctx.body = { ok: true };
  });
}
