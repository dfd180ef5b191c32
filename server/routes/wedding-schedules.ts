import {
  isPlausiblePin,
  scheduleServiceInput,
  scheduleChairsInput,
  scheduleServicesWrite,
  verifyPinInput,
  weddingScheduleInput,
  type ClientSchedule,
  type ScheduleService,
  type ScheduleServicesWrite,
  type ScheduleServicesWritten,
  type WeddingSchedule,
} from '#contract/wedding-schedule.ts';
import { createHmac } from 'node:crypto';
import type { Context } from 'koa';
import { api, SCHEDULE_TOKEN_HEADER } from '#contract/api.ts';
import { SCHEDULE_GONE_MESSAGE, SCHEDULE_NOT_FOUND_MESSAGE } from '#contract/messages.ts';
import { addCalendarDays, isCalendarDate, sacramentoDate } from '#contract/calendar-day.ts';
import { SORT_ORDER_LIMIT, SORT_ORDER_RANGE_MESSAGE } from '#contract/fields.ts';
import { clientBookingOf } from '../bookings/client-booking.ts';
import { assertPinFree, deleteSchedule, nextTokenVersion, writeScheduleToBooking } from '../bookings/schedule-sync.ts';
import { scheduleAgreement } from '../agreement/versions.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { sameText } from '../links/private-links.ts';
import { partyLinksOf } from '../party/party-links.ts';
import { liveForBride } from '../progress/progress-taps.ts';
import { chairArtistName, checkedChairs } from '../team/chair-artists.ts';
import type { Data } from '../store/store.ts';
import { byOrderThenCreation, newId, now, on, parseBody, type RouteDeps } from './context.ts';
import { etagOf, sendJson } from '../web/encoded-body.ts';

function servicesOf(data: Readonly<Data>, scheduleId: string) {
  return data.scheduleServices.filter((service) => service.scheduleId === scheduleId).sort(byOrderThenCreation);
}

function toClientSchedule(data: Readonly<Data>, schedule: WeddingSchedule, linkSecret: string): ClientSchedule {
  const { clientName, contactPhone, weddingDate, startTime, venueName, venueAddress, manualTotal } = schedule;
  const party = partyLinksOf(data, schedule.id, linkSecret);
  const artistOn = chairArtistName(data, schedule);
  return {
    ...(party ? { party } : {}),
    // Her booking's quote, payments and how to pay, when the schedule belongs to one.
    booking: clientBookingOf(data, schedule.id),
    // Her booking agreement's current version, to read and sign.
    agreement: scheduleAgreement(data, schedule.id),
    schedule: { clientName, contactPhone, weddingDate, startTime, venueName, venueAddress, manualTotal },
    services: servicesOf(data, schedule.id).map(
      ({ id, serviceName, startTime, endTime, sortOrder, person, chair }) => ({
        id,
        serviceName,
        startTime,
        endTime,
        sortOrder,
        // The builder's person and chair, so her page can show who is in which chair; typed services have none.
        ...(person !== undefined ? { person } : {}),
        ...(chair !== undefined ? { chair } : {}),
        // "with Dana": on a morning with more than one chair, who works the service's chair.
        ...(artistOn(chair) !== undefined ? { artist: artistOn(chair) } : {}),
      }),
    ),
  };
}

/**
 * Applies a services write (see scheduleServicesWrite) to the draft of one store update; throws, leaving the draft
 * to be dropped, when a service to update is not this schedule's or an append would number past the limit.
 */
function writeServices(data: Data, scheduleId: string, input: ScheduleServicesWrite) {
  const own = data.scheduleServices.filter((service) => service.scheduleId === scheduleId);
  if (input.mode === 'update') {
    const changes = new Map<string, (typeof input.services)[number]>();
    for (const change of input.services) {
      if (changes.has(change.id)) throw badRequest('Each service can be changed only once in one request');
      if (!own.some((service) => service.id === change.id)) throw notFound('Schedule service');
      changes.set(change.id, change);
    }
    data.scheduleServices = data.scheduleServices.map((service) => {
      const change = changes.get(service.id);
      if (!change) return service;
      const { serviceName, startTime, endTime, sortOrder } = change;
      return { ...service, serviceName, startTime, endTime, sortOrder };
    });
    return;
  }
  const after = input.mode === 'append' && own.length > 0 ? Math.max(...own.map((service) => service.sortOrder)) : 0;
  const createdAt = now();
  const added = input.services.map((service): ScheduleService => {
    const sortOrder = after + service.sortOrder;
    if (Math.abs(sortOrder) > SORT_ORDER_LIMIT) throw badRequest(SORT_ORDER_RANGE_MESSAGE);
    return { ...service, sortOrder, id: newId(), createdAt, scheduleId };
  });
  const kept =
    input.mode === 'replace'
      ? data.scheduleServices.filter((service) => service.scheduleId !== scheduleId)
      : data.scheduleServices;
  data.scheduleServices = [...kept, ...added];
}

/**
 * How long after the wedding day a phone's token keeps refreshing: long enough for the couple to look back at the
 * day's timeline, short enough that a lost phone does not hold the schedule for good.
 */
export const TOKEN_DAYS_AFTER_WEDDING = 30;
/**
 * The calendar date (YYYY-MM-DD) `days` after `date`: calendar arithmetic, so no time zone or daylight saving
 * enters it. '' (before every date) for a date that cannot be read, as an old record's could be.
 */
const addDays = (date: string, days: number) => {
  const day = date.slice(0, 10);
  return isCalendarDate(day) ? addCalendarDays(day, days) : '';
};

/**
 * The active schedule the PIN in the path opens, under the guess rules: refused while lookups are paused, a wrong
 * PIN counted against the client's and the site's budgets; the right one never is. `find` looks an active
 * schedule up by a plausible PIN. Every route that takes a PIN (the lookup, the agreement's) goes through here.
 */
export function scheduleOpenedByPin(
  ctx: Context,
  limits: RouteDeps['limits'],
  find: (pin: string) => WeddingSchedule | undefined,
): WeddingSchedule {
  // Neither a schedule nor the answer to a guess belongs in any cache (shared computers, proxies).
  ctx.set('Cache-Control', 'no-store');
  limits.pinGuesses.assertAllowed(ctx);
  const pin = ctx.params.pin ?? '';
  const schedule = isPlausiblePin(pin) ? find(pin) : undefined;
  if (!schedule) {
    limits.pinGuesses.recordMiss(ctx);
    throw new HttpError(404, SCHEDULE_NOT_FOUND_MESSAGE, { 'Cache-Control': 'no-store' });
  }
  return schedule;
}

/**
 * The last day (in Sacramento) a token made today may refresh the schedule: 30 days after the wedding day, or 30
 * days after today for a schedule opened later than that (the PIN still opens it; its phone copy then lasts a
 * month). A refresh hands back a token with the same last day at most, so refreshing never extends it.
 */
function lastTokenDay(schedule: WeddingSchedule, today: string): string {
  const afterWedding = addDays(schedule.weddingDate, TOKEN_DAYS_AFTER_WEDDING);
  const afterToday = addDays(today, TOKEN_DAYS_AFTER_WEDDING);
  return afterWedding > afterToday ? afterWedding : afterToday;
}

/**
 * A phone's proof that it opened this schedule with its PIN, for refreshing without sending the PIN again (so a
 * refresh is never a guess): `id.lastDay.mac`, a MAC under a server secret of the schedule's id, its token
 * version and the token's last day. Nothing is stored per phone. Deactivating or deleting the schedule, and
 * changing its PIN, advance the version (see nextTokenVersion), which ends every token made before at once, for
 * good: reactivating it or restoring the old PIN does not bring them back.
 */
function scheduleToken(secret: string, schedule: WeddingSchedule, lastDay: string): string {
  const mac = createHmac('sha256', secret)
    .update(`${schedule.id}\n${schedule.tokenVersion ?? 0}\n${lastDay}`)
    .digest('base64url');
  return `${schedule.id}.${lastDay}.${mac}`;
}

/**
 * The tokens handed out before token versions (`id.mac`, a MAC of the id and PIN, with no last day): phones saved
 * then keep refreshing, and are handed a current token, until the schedule's version first advances or 30 days
 * after its wedding day.
 */
function legacyScheduleToken(secret: string, schedule: WeddingSchedule): string {
  const mac = createHmac('sha256', secret).update(`${schedule.id}\n${schedule.pin}`).digest('base64url');
  return `${schedule.id}.${mac}`;
}

/**
 * The active schedule a device token refreshes (`today` is Sacramento's) and the last day of the token to hand back, or undefined when the token is
 * not one this server made for the schedule as it is now, or its last day has passed. A refresh keeps the token's
 * last day (moved later only with the wedding day), so a phone that keeps refreshing does not keep it forever.
 */
export function refreshedByToken(
  data: Readonly<Data>,
  secret: string,
  today: string,
  token: string,
): { schedule: WeddingSchedule; lastDay: string } | undefined {
  if (token.length > 200) return undefined;
  const parts = token.split('.');
  const schedule = data.weddingSchedules.find((item) => item.id === parts[0]);
  if (!schedule?.isActive) return undefined;
  const afterWedding = addDays(schedule.weddingDate, TOKEN_DAYS_AFTER_WEDDING);
  let lastDay: string;
  if (parts.length === 3 && isCalendarDate(parts[1]!)) {
    lastDay = parts[1]!;
    if (!sameText(token, scheduleToken(secret, schedule, lastDay))) return undefined;
  } else if (parts.length === 2 && (schedule.tokenVersion ?? 0) === 0) {
    lastDay = afterWedding;
    if (!sameText(token, legacyScheduleToken(secret, schedule))) return undefined;
  } else {
    return undefined;
  }
  if (lastDay < today) return undefined;
  return { schedule, lastDay: afterWedding > lastDay ? afterWedding : lastDay };
}

interface Answer {
  body: Buffer;
  etag: string;
}

export function registerWeddingScheduleRoutes({ store, limits, secrets, clock, publicRouter, adminRouter }: RouteDeps) {
  // On the wedding day a bridal party reloads the same schedule again and again: its encoded answer is kept until
  // the next change to any schedule, service, booking, Site Settings (how to pay), policy or agreement (the
  // agreement's text is made from them), as every change replaces those lists and objects.
  let view = {
    schedules: null as readonly WeddingSchedule[] | null,
    services: null as readonly ScheduleService[] | null,
    bookings: null as Readonly<Data>['bookings'] | null,
    settings: null as Readonly<Data>['siteSettings'] | null,
    policies: null as Readonly<Data>['policies'] | null,
    agreements: null as Readonly<Data>['agreementVersions'] | null,
    // The morning's taps and the day: on the wedding's day the answer carries the live morning (issue 42).
    taps: null as Readonly<Data>['progressTaps'] | null,
    day: '',
    activeByPin: new Map<string, WeddingSchedule>(),
    answers: new Map<string, Answer>(),
  };
  const currentView = () => {
    const data = store.data;
    if (
      view.schedules !== data.weddingSchedules ||
      view.services !== data.scheduleServices ||
      view.bookings !== data.bookings ||
      view.settings !== data.siteSettings ||
      view.policies !== data.policies ||
      view.agreements !== data.agreementVersions ||
      view.taps !== data.progressTaps ||
      view.day !== today()
    ) {
      const active = data.weddingSchedules.filter((schedule) => schedule.isActive);
      view = {
        schedules: data.weddingSchedules,
        services: data.scheduleServices,
        bookings: data.bookings,
        settings: data.siteSettings,
        policies: data.policies,
        agreements: data.agreementVersions,
        taps: data.progressTaps,
        day: today(),
        activeByPin: new Map(active.map((schedule) => [schedule.pin, schedule])),
        answers: new Map(),
      };
    }
    return view;
  };
  const answerFor = (schedule: WeddingSchedule): Answer => {
    const { answers } = currentView();
    let answer = answers.get(schedule.id);
    if (!answer) {
      const live = liveForBride(store.data, schedule, today());
      const client = toClientSchedule(store.data, schedule, secrets.linkToken);
      const body = Buffer.from(JSON.stringify(live ? { ...client, live } : client));
      answer = { body, etag: etagOf(body) };
      answers.set(schedule.id, answer);
    }
    return answer;
  };
  /** The schedule, with the token the phone refreshes it with from now on, valid through `lastDay`. */
  const send = (ctx: Context, schedule: WeddingSchedule, lastDay: string) => {
    ctx.set(SCHEDULE_TOKEN_HEADER, scheduleToken(secrets.scheduleToken, schedule, lastDay));
    sendJson(ctx, answerFor(schedule));
  };
  const today = () => sacramentoDate(new Date(clock()));
  const refreshedBy = (token: string) => refreshedByToken(store.data, secrets.scheduleToken, today(), token);

  // The bride's lookup. Wrong PINs count against the client's and the site's guess budgets; a found schedule never
  // reveals its PIN, and comes with the device token the phone refreshes it with from then on.
  on(publicRouter, api.weddingSchedule.byPin, (ctx) => {
    const schedule = scheduleOpenedByPin(ctx, limits, (pin) => currentView().activeByPin.get(pin));
    send(ctx, schedule, lastTokenDay(schedule, today()));
  });

  // A phone that holds the schedule refreshes it with its device token. Not a guess: a token cannot be guessed
  // (256-bit MAC), so it never touches the guess budgets and keeps working while PIN lookups are paused.
  on(publicRouter, api.weddingSchedule.saved, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const refreshed = refreshedBy(ctx.get(SCHEDULE_TOKEN_HEADER));
    if (!refreshed) throw new HttpError(404, SCHEDULE_GONE_MESSAGE, { 'Cache-Control': 'no-store' });
    send(ctx, refreshed.schedule, refreshed.lastDay);
  });

  on(publicRouter, api.weddingSchedule.verifyPin, (ctx) => {
    limits.pinGuesses.assertAllowed(ctx);
    const { pin } = parseBody(ctx, verifyPinInput);
    if (!isPlausiblePin(pin) || !currentView().activeByPin.has(pin)) {
      limits.pinGuesses.recordMiss(ctx);
      throw new HttpError(401, 'Invalid PIN. Please try again.');
    }
    ctx.body = { success: true, message: 'PIN verified successfully' };
  });

  // Her preview of the bride's page: the PIN lookup's own answer, by id, for the signed-in owner alone (the admin
  // guard lets no other request reach this router). A turned-off schedule is shown too: she may check it first.
  on(adminRouter, api.adminBridePage, (ctx) => {
    const schedule = store.data.weddingSchedules.find((item) => item.id === ctx.params.id);
    if (!schedule) throw notFound('Wedding schedule');
    send(ctx, schedule, lastTokenDay(schedule, today()));
  });

  on(adminRouter, api.adminWeddingSchedules.list, (ctx) => {
    ctx.body = [...store.data.weddingSchedules].sort((a, b) => a.weddingDate.localeCompare(b.weddingDate));
  });

  on(adminRouter, api.adminWeddingSchedules.create, async (ctx) => {
    const input = parseBody(ctx, weddingScheduleInput);
    const chairs = parseBody(ctx, scheduleChairsInput, { nameField: true });
    let schedule: WeddingSchedule = { ...input, id: newId(), createdAt: now() };
    await store.update((data) => {
      assertPinFree(data, input.pin);
      schedule = { ...schedule, ...checkedChairs(data, undefined, chairs) };
      data.weddingSchedules.push(schedule);
    });
    ctx.status = 201;
    ctx.body = schedule;
  });

  on(adminRouter, api.adminWeddingSchedules.update, async (ctx) => {
    const input = parseBody(ctx, weddingScheduleInput);
    const chairs = parseBody(ctx, scheduleChairsInput, { nameField: true });
    ctx.body = await store.update((data) => {
      const index = data.weddingSchedules.findIndex((item) => item.id === ctx.params.id);
      if (index === -1) throw notFound('Wedding schedule');
      assertPinFree(data, input.pin, ctx.params.id);
      const existing = data.weddingSchedules[index]!;
      const next: WeddingSchedule = {
        ...existing,
        ...input,
        ...checkedChairs(data, existing, chairs),
        tokenVersion: nextTokenVersion(existing, input),
      };
      data.weddingSchedules[index] = next;
      // The client's name, the date and the venue are one fact with the booking that owns the schedule.
      writeScheduleToBooking(data, next, now());
      return next;
    });
  });

  on(adminRouter, api.adminWeddingSchedules.remove, async (ctx) => {
    await store.update((data) => {
      if (!data.weddingSchedules.some((item) => item.id === ctx.params.id)) throw notFound('Wedding schedule');
      // Its services go with it, and its booking (if any) stays, without a schedule.
      deleteSchedule(data, ctx.params.id!);
    });
    ctx.body = { ok: true };
  });

  on(adminRouter, api.adminScheduleServices.list, (ctx) => {
    if (!store.data.weddingSchedules.some((item) => item.id === ctx.params.id)) throw notFound('Wedding schedule');
    ctx.body = servicesOf(store.data, ctx.params.id!);
  });

  on(adminRouter, api.adminScheduleServices.create, async (ctx) => {
    const input = parseBody(ctx, scheduleServiceInput);
    const service: ScheduleService = { ...input, id: newId(), createdAt: now(), scheduleId: ctx.params.id! };
    await store.update((data) => {
      if (!data.weddingSchedules.some((item) => item.id === ctx.params.id)) throw notFound('Wedding schedule');
      data.scheduleServices.push(service);
    });
    ctx.status = 201;
    ctx.body = service;
  });

  // The timeline builder's Create services and the running-late shift (and its undo): many services, one update.
  on(adminRouter, api.adminScheduleServices.write, async (ctx) => {
    const input = parseBody(ctx, scheduleServicesWrite);
    const scheduleId = ctx.params.id!;
    ctx.body = await store.update((data): ScheduleServicesWritten => {
      const index = data.weddingSchedules.findIndex((item) => item.id === scheduleId);
      if (index === -1) throw notFound('Wedding schedule');
      writeServices(data, scheduleId, input);
      if (input.scheduleStartTime !== undefined) {
        data.weddingSchedules[index] = { ...data.weddingSchedules[index]!, startTime: input.scheduleStartTime };
      }
      if (input.mode !== 'update') {
        const existing = data.weddingSchedules[index]!;
        data.weddingSchedules[index] = { ...existing, ...checkedChairs(data, existing, input) };
      }
      return { schedule: data.weddingSchedules[index]!, services: servicesOf(data, scheduleId) };
    });
  });

  on(adminRouter, api.adminScheduleServices.update, async (ctx) => {
    const input = parseBody(ctx, scheduleServiceInput);
    ctx.body = await store.update((data) => {
      const index = data.scheduleServices.findIndex((item) => item.id === ctx.params.id);
      if (index === -1) throw notFound('Schedule service');
      const next: ScheduleService = { ...data.scheduleServices[index]!, ...input };
      data.scheduleServices[index] = next;
      return next;
    });
  });

  on(adminRouter, api.adminScheduleServices.remove, async (ctx) => {
    await store.update((data) => {
      const index = data.scheduleServices.findIndex((item) => item.id === ctx.params.id);
      if (index === -1) throw notFound('Schedule service');
      data.scheduleServices.splice(index, 1);
    });
    ctx.body = { ok: true };
  });
}
