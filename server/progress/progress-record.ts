import * as v from 'valibot';

/** A tap as the data file keeps it (contract/progress.ts `ProgressTap`): checked for shape and type on load. */
export const progressTapRecord = v.object({
  id: v.string(),
  createdAt: v.string(),
  tapId: v.string(),
  scheduleId: v.string(),
  serviceId: v.string(),
  step: v.picklist(['start', 'done', 'undo']),
  at: v.string(),
  by: v.string(),
  receivedAt: v.string(),
  line: v.string(),
  readyByAlert: v.optional(v.boolean()),
  nextPushed: v.optional(v.array(v.string())),
  shift: v.optional(
    v.object({
      minutes: v.number(),
      previous: v.array(v.object({ id: v.string(), startTime: v.string(), endTime: v.string() })),
    }),
  ),
});
