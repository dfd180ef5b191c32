import { api } from '#contract/api.ts';
import { LEAD_ARTIST_ID } from '#contract/team.ts';
import { progressTapInput, type ProgressAnswer } from '#contract/progress.ts';
import { pathOf } from '#contract/routes.ts';
import type { Context } from 'koa';
import { HttpError, notFound } from '../errors.ts';
import { openCallSheet } from '../team/call-sheet-links.ts';
import type { Data } from '../store/store.ts';
import {
  applyTap,
  assertTapTime,
  liveOf,
  progressAnswer,
  readyByAlertMail,
  servicesOfSchedule,
} from '../progress/progress-taps.ts';
import { forgetPartyPush, youreNextPushes } from '../party/party-push.ts';
import { on, parseBody, type RouteDeps } from './context.ts';

// The chair board's taps (issue 42): Start, Done and Undo for one service of a wedding's schedule, from her Faces on
// the day, and the history. Tapped offline, a phone sends them in order when it is back: a repeated tapId is the
// same tap again and changes nothing.

/** Where her alert opens: the wedding's Faces, or her schedules without a booking. */
const facesUrl = (bookingId: string | undefined) =>
  bookingId ? `${pathOf('faces')}?booking=${encodeURIComponent(bookingId)}` : '/admin?tab=schedules';

export function registerProgressRoutes(deps: RouteDeps) {
  const { store, clock, alerts, adminRouter, publicRouter } = deps;
  on(adminRouter, api.adminProgress.history, (ctx) => {
    if (!store.data.weddingSchedules.some((item) => item.id === ctx.params.id)) throw notFound('Wedding schedule');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = progressAnswer(store.data, ctx.params.id!);
  });

  /** A tap by `by` on the schedule; `mayTap` refuses a service that is not hers to tap (inside the write). */
  const take = async (
    ctx: Context,
    scheduleId: string,
    by: string,
    mayTap: (serviceId: string, data: Readonly<Data>) => void = () => {},
  ) => {
    const input = parseBody(ctx, progressTapInput, { nameField: true });
    const schedule = store.data.weddingSchedules.find((item) => item.id === scheduleId);
    if (!schedule) throw notFound('Wedding schedule');
    const now = clock();
    const receivedAt = new Date(now).toISOString();
    const result = await store.update((data) => {
      const repeated = data.progressTaps.some((tap) => tap.tapId === input.tapId && tap.scheduleId === scheduleId);
      // A repeated tap (a phone sending its queue again) is answered as before, whatever the day now.
      if (!repeated) {
        mayTap(input.serviceId, data);
        assertTapTime(schedule, input.at, now);
      }
      const before = liveOf(data, scheduleId);
      const applied = applyTap(data, scheduleId, input, by, receivedAt);
      // "You're next" to whoever this tap made next in a chair, sent once the tap is on disk (issue 42).
      const pushes = applied.repeated ? [] : youreNextPushes(data, scheduleId, before, input.tapId, now);
      return { ...applied, pushes };
    });
    for (const push of result.pushes) {
      alerts.pushTo(push.devices, push.payload, (gone) => store.update((data) => forgetPartyPush(data, gone)));
    }
    if (result.alert) {
      await store.update((data) =>
        alerts.enqueueMail(data, readyByAlertMail(schedule, result.alert!.chairs, result.line)),
      );
      alerts.notify({
        title: `Running past ready-by: chair ${result.alert.chairs.join(' and ')}`,
        body: result.line,
        url: facesUrl(store.data.bookings.find((booking) => booking.scheduleId === schedule.id)?.id),
        tag: `ready-by-${schedule.id}`,
      });
    }
    return result;
  };

  on(adminRouter, api.adminProgress.tap, async (ctx) => {
    const result = await take(ctx, ctx.params.id!, LEAD_ARTIST_ID);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = progressAnswer(store.data, ctx.params.id!, {
      line: result.line,
      ...(result.repeated ? { repeated: true } : {}),
    });
  });

  // A team artist's taps, from her call sheet: her chairs only, on the wedding's day only. The link's own rules
  // (410 once replaced, the day after the wedding, off the chairs) come from openCallSheet (server/team/).
  const herBoard = (data: Readonly<Data>, scheduleId: string, chairs: number[], line?: string, repeated = false) => {
    const mine = new Set(
      servicesOfSchedule(data, scheduleId)
        .filter((service) => chairs.includes(service.chair ?? 1))
        .map((service) => service.id),
    );
    const whole = progressAnswer(data, scheduleId, line === undefined ? {} : { line });
    return {
      ...whole,
      ...(repeated ? { repeated: true } : {}),
      taps: whole.taps.filter((tap) => mine.has(tap.serviceId)),
      progress: Object.fromEntries(Object.entries(whole.progress).filter(([id]) => mine.has(id))),
      services: whole.services.filter((service) => mine.has(service.id)),
      phones: [],
    } satisfies ProgressAnswer;
  };

  on(publicRouter, api.callSheetProgress.history, (ctx) => {
    const { booking, chairs } = openCallSheet(ctx, deps);
    if (!booking.scheduleId) throw new HttpError(404, 'This wedding has no timeline yet', NO_STORE);
    ctx.body = herBoard(store.data, booking.scheduleId, chairs);
  });

  on(publicRouter, api.callSheetProgress.tap, async (ctx) => {
    const { booking, artist, chairs } = openCallSheet(ctx, deps);
    const scheduleId = booking.scheduleId;
    if (!scheduleId) throw new HttpError(404, 'This wedding has no timeline yet', NO_STORE);
    const result = await take(ctx, scheduleId, artist.id, (serviceId, data) => {
      const service = servicesOfSchedule(data, scheduleId).find((item) => item.id === serviceId);
      if (service && !chairs.includes(service.chair ?? 1)) throw new HttpError(403, OTHER_CHAIR_MESSAGE, NO_STORE);
    });
    ctx.body = herBoard(store.data, scheduleId, chairs, result.line, result.repeated);
  });
}

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
export const OTHER_CHAIR_MESSAGE = 'That face is in another artist’s chair: only her artist taps it';
