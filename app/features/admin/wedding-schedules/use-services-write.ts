import { useCallback } from 'react';
import { api } from '#contract/api.ts';
import type { ScheduleServicesWrite, ScheduleServicesWritten } from '#contract/wedding-schedule.ts';
import { ApiError } from '#shared/api-client.ts';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';

/** "Schedule service not found" → "Schedule service not found."; a message that ends a sentence already stays. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export type ServicesWriteOutcome =
  | { ok: true; written: ScheduleServicesWritten }
  /** `message` says what happened to her data; absent after a 401, which has already shown the login card. */
  | { ok: false; message?: string };

/**
 * Writes several of one schedule's services in one request (the timeline builder, a shift, its undo). The server
 * applies it in a single update, so an answered failure changed nothing; only a request that got no answer leaves
 * the outcome unknown, and the message says so (the caller reloads the list to show what is stored).
 */
export function useServicesWrite(scheduleId: string) {
  const { call } = useAdminSession();
  return useCallback(
    async (body: ScheduleServicesWrite): Promise<ServicesWriteOutcome> => {
      try {
        const written = await call(api.adminScheduleServices.write, { params: { id: scheduleId }, body });
        return { ok: true, written };
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return { ok: false };
        const answered = error instanceof ApiError && error.status > 0;
        return {
          ok: false,
          message: answered
            ? `${asSentence(reasonOf(error))} Nothing was changed.`
            : `${asSentence(reasonOf(error))} The server did not answer, so it may or may not have been saved: the list has been reloaded to show what is stored.`,
        };
      }
    },
    [call, scheduleId],
  );
}
