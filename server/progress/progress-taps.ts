import { randomUUID } from 'node:crypto';
import { sacramentoDate } from '#contract/calendar-day.ts';
import { escapeHtmlAndApostrophes } from '#contract/html.ts';
import type { Booking } from '#contract/booking.ts';
import type { StoredPartyPerson } from '#contract/party.ts';
import {
  liveLine,
  liveMorning,
  type LiveMorning,
  type LiveMorningView,
  type PartyLive,
} from '#contract/live-morning.ts';
import { overruns, retimeForDone, whoOf } from '#contract/progress-retime.ts';
import {
  MAX_TAP_AHEAD_MS,
  orderedTaps,
  progressOf,
  sacramentoMinutes,
  TAP_AHEAD_MESSAGE,
  TAP_NOT_TODAY_MESSAGE,
  tapUndoneBy,
  type ProgressAnswer,
  type ProgressTap,
  type ProgressTapInput,
} from '#contract/progress.ts';
import { undoShift } from '#contract/shift-services.ts';
import type { ScheduleService, WeddingSchedule } from '#contract/wedding-schedule.ts';
import { headerText, type AlertMail } from '../alerts/lesson-alert-mail.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Data } from '../store/store.ts';

// A tap (Start, Done, Undo) applied to the data in one store update: kept in the history, and a late Done's re-timing
// (or an Undo's putting back) written to the schedule's services in the same write.

const NO_STORE = { 'Cache-Control': 'no-store' };
const byOrder = (a: ScheduleService, b: ScheduleService) =>
  a.sortOrder - b.sortOrder || a.createdAt.localeCompare(b.createdAt);

export const servicesOfSchedule = (data: Readonly<Data>, scheduleId: string) =>
  data.scheduleServices.filter((service) => service.scheduleId === scheduleId).sort(byOrder);

export const tapsOfSchedule = (data: Readonly<Data>, scheduleId: string) =>
  data.progressTaps.filter((tap) => tap.scheduleId === scheduleId);

/**
 * 400 at `at` for a moment more than 2 minutes ahead of the server's clock; 403 when today (Sacramento) or the tap's
 * moment is not the wedding's day.
 */
export function assertTapTime(schedule: Pick<WeddingSchedule, 'weddingDate'>, at: string, now: number): void {
  const moment = Date.parse(at);
  if (moment - now > MAX_TAP_AHEAD_MS) throw new HttpError(400, TAP_AHEAD_MESSAGE, NO_STORE, { field: 'at' });
  const day = schedule.weddingDate.slice(0, 10);
  if (sacramentoDate(new Date(now)) !== day || sacramentoDate(new Date(moment)) !== day) {
    throw new HttpError(403, TAP_NOT_TODAY_MESSAGE, NO_STORE);
  }
}

export interface TapResult {
  line: string;
  repeated: boolean;
  /** A chair just ran past ready-by for the first time this wedding. */
  alert?: { chairs: number[] };
}

/** Applies a tap to the draft `data`; a repeated tapId changes nothing. Throws 404 for a service not the schedule's. */
export function applyTap(
  data: Data,
  scheduleId: string,
  input: ProgressTapInput,
  by: string,
  receivedAt: string,
): TapResult {
  const seen = data.progressTaps.find((tap) => tap.tapId === input.tapId && tap.scheduleId === scheduleId);
  if (seen) return { line: seen.line, repeated: true };
  const services = servicesOfSchedule(data, scheduleId);
  const service = services.find((item) => item.id === input.serviceId);
  if (!service) throw notFound('Schedule service');
  const taps = tapsOfSchedule(data, scheduleId);
  const tap: ProgressTap = { ...input, id: randomUUID(), createdAt: receivedAt, scheduleId, by, receivedAt, line: '' };
  // A tap older than the newest one already standing for her is history only: the later moment stands.
  const standing = tapUndoneBy(taps, input.serviceId);
  const superseded = input.step !== 'undo' && standing !== undefined && Date.parse(standing.at) > Date.parse(input.at);
  const who = whoOf(service);

  if (superseded) {
    tap.line = `${who}: a later tap from another phone stands.`;
  } else if (input.step === 'start') {
    tap.line = `${who} in the chair ${clock(input.at)}.`;
  } else if (input.step === 'done') {
    const retimed = retimeForDone(services, service.id, sacramentoMinutes(new Date(input.at)));
    tap.line = retimed.line;
    if (retimed.previous.length > 0) {
      tap.shift = { minutes: retimed.lateBy, previous: retimed.previous };
      const moved = new Map(retimed.services.map((item) => [item.id, item]));
      data.scheduleServices = data.scheduleServices.map((item) => {
        const next = moved.get(item.id);
        return next && (next.startTime !== item.startTime || next.endTime !== item.endTime)
          ? { ...item, startTime: next.startTime, endTime: next.endTime }
          : item;
      });
    }
  } else {
    const undone = standing;
    if (!undone) {
      tap.line = `Nothing to undo for ${who}.`;
    } else {
      if (undone.shift) {
        const { write } = undoShift({ previous: undone.shift.previous }, services);
        const back = new Map((write?.services ?? []).map((item) => [item.id, item]));
        data.scheduleServices = data.scheduleServices.map((item) => {
          const times = back.get(item.id);
          return times ? { ...item, startTime: times.startTime, endTime: times.endTime } : item;
        });
      }
      tap.line = `Undone: ${who}'s ${undone.step === 'start' ? 'Start' : 'Done'}${undone.shift ? '; times put back' : ''}.`;
    }
  }

  // She hears once a wedding that a chair runs past ready-by.
  const late = overruns(servicesOfSchedule(data, scheduleId));
  const alertedBefore = taps.some((item) => item.readyByAlert);
  if (late.length > 0 && !alertedBefore) tap.readyByAlert = true;
  data.progressTaps = [...data.progressTaps, tap];
  return { line: tap.line, repeated: false, ...(tap.readyByAlert ? { alert: { chairs: late } } : {}) };
}

const clock = (at: string) =>
  new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Los_Angeles' });

/** The history and the morning as it stands now. */
export function progressAnswer(data: Readonly<Data>, scheduleId: string, extra: Partial<ProgressAnswer> = {}) {
  const taps = orderedTaps(tapsOfSchedule(data, scheduleId));
  const services = servicesOfSchedule(data, scheduleId);
  const progress = progressOf(taps);
  const lastArrived = [...taps].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)).at(-1);
  return {
    line: lastArrived?.line ?? '',
    ...extra,
    taps,
    progress: Object.fromEntries(progress),
    services: services.map(({ id, serviceName, startTime, endTime, sortOrder, person, personId, chair, readyBy }) => ({
      id,
      serviceName,
      startTime,
      endTime,
      sortOrder,
      ...(person !== undefined ? { person } : {}),
      ...(personId !== undefined ? { personId } : {}),
      ...(chair !== undefined ? { chair } : {}),
      ...(readyBy !== undefined ? { readyBy } : {}),
    })),
    phones: (data.bookings.find((booking) => booking.scheduleId === scheduleId)?.party ?? [])
      .filter((person) => (person.phone ?? '').trim() !== '')
      .map((person) => ({ personId: person.id, name: person.name, phone: person.phone!.trim() })),
  } satisfies ProgressAnswer;
}

/** The morning's live picture for a schedule: services as now re-timed, states from the taps. */
export function liveOf(data: Readonly<Data>, scheduleId: string): LiveMorning {
  const taps = tapsOfSchedule(data, scheduleId);
  const updatedAt = taps.reduce<string | null>(
    (last, tap) => (last && last > tap.receivedAt ? last : tap.receivedAt),
    null,
  );
  return liveMorning(servicesOfSchedule(data, scheduleId), progressOf(taps), updatedAt);
}

/** The lead artist's e-mail that a chair runs past ready-by. */
export function readyByAlertMail(
  schedule: Pick<WeddingSchedule, 'clientName'>,
  chairs: number[],
  line: string,
): AlertMail {
  const named = chairs.map((chair) => `chair ${chair}`).join(' and ');
  const subject = headerText(`Running past ready-by: ${named} at ${schedule.clientName}'s wedding`, 160);
  const text = [subject, '', headerText(line, 300), ''].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtmlAndApostrophes(subject)}</title></head><body><h1 style="font-size:20px">${escapeHtmlAndApostrophes(subject)}</h1><p>${escapeHtmlAndApostrophes(line)}</p></body></html>\n`;
  return { subject, text, html };
}

/** The bride's page's morning on the wedding's day (`today`, Sacramento), without the people's keys; else nothing. */
export function liveForBride(
  data: Readonly<Data>,
  schedule: WeddingSchedule,
  today: string,
): LiveMorningView | undefined {
  if (schedule.weddingDate.slice(0, 10) !== today) return undefined;
  const live = liveOf(data, schedule.id);
  return { ...live, people: live.people.map(({ key: _key, ...person }) => person) };
}

/** A person's own line on the wedding's day, found by her id (or her name on a typed row); else nothing. */
export function liveForPerson(
  data: Readonly<Data>,
  booking: Pick<Booking, 'scheduleId' | 'eventDate'>,
  person: Pick<StoredPartyPerson, 'id' | 'name'>,
  today: string,
): PartyLive | undefined {
  if (!booking.scheduleId || booking.eventDate.slice(0, 10) !== today) return undefined;
  const live = liveOf(data, booking.scheduleId);
  const name = `name:${person.name.trim().toLowerCase()}`;
  const hers =
    live.people.find((item) => item.key === `id:${person.id}`) ?? live.people.find((item) => item.key === name);
  if (!hers) return undefined;
  return { state: hers.state, line: liveLine(hers), updatedAt: live.updatedAt };
}
