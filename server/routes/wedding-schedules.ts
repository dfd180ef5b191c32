import {
  isPlausiblePin,
  scheduleServiceInput,
  verifyPinInput,
  weddingScheduleInput,
  type ClientSchedule,
  type ScheduleService,
  type WeddingSchedule,
} from '../../contract/wedding-schedule.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Data } from '../store/store.ts';
import { byOrderThenCreation, newId, now, parseBody, type RouteDeps } from './context.ts';

const NOT_FOUND_MESSAGE = 'Schedule not found or PIN invalid.';

function activeScheduleByPin(data: Readonly<Data>, pin: string) {
  return data.weddingSchedules.find((schedule) => schedule.isActive && schedule.pin === pin);
}

function servicesOf(data: Readonly<Data>, scheduleId: string) {
  return data.scheduleServices.filter((service) => service.scheduleId === scheduleId).sort(byOrderThenCreation);
}

function toClientSchedule(data: Readonly<Data>, schedule: WeddingSchedule): ClientSchedule {
  const { clientName, contactPhone, weddingDate, startTime, venueName, venueAddress, manualTotal } = schedule;
  return {
    schedule: { clientName, contactPhone, weddingDate, startTime, venueName, venueAddress, manualTotal },
    services: servicesOf(data, schedule.id).map(({ id, serviceName, startTime, endTime, sortOrder }) => ({
      id,
      serviceName,
      startTime,
      endTime,
      sortOrder,
    })),
  };
}

function assertPinFree(data: Readonly<Data>, pin: string, exceptId?: string) {
  if (data.weddingSchedules.some((schedule) => schedule.pin === pin && schedule.id !== exceptId)) {
    throw new HttpError(409, 'That PIN is already used by another wedding schedule; please choose a different PIN');
  }
}

export function registerWeddingScheduleRoutes({ store, throttle, publicRouter, adminRouter }: RouteDeps) {
  // On the wedding day a bridal party reloads the same schedule again and again: its encoded answer is kept until
  // the next change to any schedule or service (every change replaces those lists). Only found PINs are kept.
  let answers = {
    schedules: store.data.weddingSchedules,
    services: store.data.scheduleServices,
    byPin: new Map<string, Buffer>(),
  };
  const answerFor = (pin: string): Buffer | undefined => {
    const data = store.data;
    if (answers.schedules !== data.weddingSchedules || answers.services !== data.scheduleServices) {
      answers = { schedules: data.weddingSchedules, services: data.scheduleServices, byPin: new Map() };
    }
    let bytes = answers.byPin.get(pin);
    if (!bytes) {
      const schedule = isPlausiblePin(pin) ? activeScheduleByPin(data, pin) : undefined;
      if (!schedule) return undefined;
      bytes = Buffer.from(JSON.stringify(toClientSchedule(data, schedule)));
      answers.byPin.set(pin, bytes);
    }
    return bytes;
  };

  // The bride's lookup. Wrong PINs count against the client's guess budget; a found schedule never reveals its PIN.
  publicRouter.get('/wedding-schedule/:pin', (ctx) => {
    // Neither a schedule nor the answer to a guess belongs in any cache (shared computers, proxies).
    ctx.set('Cache-Control', 'no-store');
    throttle.check(ctx);
    const answer = answerFor(ctx.params.pin ?? '');
    if (!answer) {
      throttle.fail(ctx);
      throw new HttpError(404, NOT_FOUND_MESSAGE, { 'Cache-Control': 'no-store' });
    }
    ctx.type = 'application/json';
    ctx.body = answer;
  });

  publicRouter.post('/verify-pin', (ctx) => {
    throttle.check(ctx);
    const { pin } = parseBody(ctx, verifyPinInput);
    if (!isPlausiblePin(pin) || !activeScheduleByPin(store.data, pin)) {
      throttle.fail(ctx);
      throw new HttpError(401, 'Invalid PIN. Please try again.');
    }
    ctx.body = { success: true, message: 'PIN verified successfully' };
  });

  adminRouter.get('/wedding-schedules', (ctx) => {
    ctx.body = [...store.data.weddingSchedules].sort((a, b) => a.weddingDate.localeCompare(b.weddingDate));
  });

  adminRouter.post('/wedding-schedules', async (ctx) => {
    const input = parseBody(ctx, weddingScheduleInput);
    const schedule: WeddingSchedule = { ...input, id: newId(), createdAt: now() };
    await store.update((data) => {
      assertPinFree(data, input.pin);
      data.weddingSchedules.push(schedule);
    });
    ctx.status = 201;
    ctx.body = schedule;
  });

  adminRouter.put('/wedding-schedules/:id', async (ctx) => {
    const input = parseBody(ctx, weddingScheduleInput);
    ctx.body = await store.update((data) => {
      const index = data.weddingSchedules.findIndex((item) => item.id === ctx.params.id);
      if (index === -1) throw notFound('Wedding schedule');
      assertPinFree(data, input.pin, ctx.params.id);
      const existing = data.weddingSchedules[index]!;
      const next: WeddingSchedule = { ...existing, ...input };
      data.weddingSchedules[index] = next;
      return next;
    });
  });

  adminRouter.delete('/wedding-schedules/:id', async (ctx) => {
    await store.update((data) => {
      const index = data.weddingSchedules.findIndex((item) => item.id === ctx.params.id);
      if (index === -1) throw notFound('Wedding schedule');
      data.weddingSchedules.splice(index, 1);
      data.scheduleServices = data.scheduleServices.filter((service) => service.scheduleId !== ctx.params.id);
    });
    ctx.body = { ok: true };
  });

  adminRouter.get('/wedding-schedules/:id/services', (ctx) => {
    if (!store.data.weddingSchedules.some((item) => item.id === ctx.params.id)) throw notFound('Wedding schedule');
    ctx.body = servicesOf(store.data, ctx.params.id!);
  });

  adminRouter.post('/wedding-schedules/:id/services', async (ctx) => {
    const input = parseBody(ctx, scheduleServiceInput);
    const service: ScheduleService = { ...input, id: newId(), createdAt: now(), scheduleId: ctx.params.id! };
    await store.update((data) => {
      if (!data.weddingSchedules.some((item) => item.id === ctx.params.id)) throw notFound('Wedding schedule');
      data.scheduleServices.push(service);
    });
    ctx.status = 201;
    ctx.body = service;
  });

  adminRouter.put('/schedule-services/:id', async (ctx) => {
    const input = parseBody(ctx, scheduleServiceInput);
    ctx.body = await store.update((data) => {
      const index = data.scheduleServices.findIndex((item) => item.id === ctx.params.id);
      if (index === -1) throw notFound('Schedule service');
      const next: ScheduleService = { ...data.scheduleServices[index]!, ...input };
      data.scheduleServices[index] = next;
      return next;
    });
  });

  adminRouter.delete('/schedule-services/:id', async (ctx) => {
    await store.update((data) => {
      const index = data.scheduleServices.findIndex((item) => item.id === ctx.params.id);
      if (index === -1) throw notFound('Schedule service');
      data.scheduleServices.splice(index, 1);
    });
    ctx.body = { ok: true };
  });
}
