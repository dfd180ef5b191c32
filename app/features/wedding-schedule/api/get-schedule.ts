import { api, SCHEDULE_TOKEN_HEADER } from '#contract/api.ts';
import { SCHEDULE_NOT_FOUND_MESSAGE } from '#contract/messages.ts';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { ApiError, callWithResponse } from '#shared/api-client.ts';

const isSchedule = (data: ClientSchedule | undefined): data is ClientSchedule =>
  Boolean(data?.schedule?.clientName) && Array.isArray(data?.services);

export interface FetchedSchedule {
  data: ClientSchedule;
  /** What the phone refreshes it with from now on, instead of the PIN. */
  token: string;
  etag: string;
}

/** The bride's first lookup, with her PIN: a wrong PIN counts as a guess on the server. */
export async function getScheduleByPin(pin: string): Promise<FetchedSchedule> {
  const { data, headers } = await callWithResponse(api.weddingSchedule.byPin, { params: { pin } });
  if (!isSchedule(data)) throw new ApiError(404, SCHEDULE_NOT_FOUND_MESSAGE);
  return { data, token: headers.get(SCHEDULE_TOKEN_HEADER) ?? '', etag: headers.get('etag') ?? '' };
}

/**
 * A saved schedule's refresh with the phone's device token: never a guess, so any number of phones may check as
 * often as they like. Resolves to undefined when nothing changed since `etag`; a 404 means the schedule is gone.
 */
export async function refreshSchedule(token: string, etag = ''): Promise<FetchedSchedule | undefined> {
  const { data, status, headers } = await callWithResponse(api.weddingSchedule.saved, {
    headers: { [SCHEDULE_TOKEN_HEADER]: token, ...(etag ? { 'If-None-Match': etag } : {}) },
  });
  if (status === 304) return undefined;
  if (!isSchedule(data)) throw new ApiError(404, SCHEDULE_NOT_FOUND_MESSAGE);
  return { data, token: headers.get(SCHEDULE_TOKEN_HEADER) ?? token, etag: headers.get('etag') ?? '' };
}
