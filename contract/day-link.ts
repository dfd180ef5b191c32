// The day link (`/day#<token>`, issue 42): a read-only view of the morning for the photographer and the planner.
// It names no one but the bride by her first name, shows no services, no money and nothing from the intake.

export interface DayView {
  /** The bride's first name only. */
  brideFirstName: string;
  /** YYYY-MM-DD */
  date: string;
  /** The booking's ready-by time ("3:00 PM"), '' when not set. */
  readyBy: string;
  /** When the bride is expected to be ready as the morning now runs; '' before the timeline exists. */
  expected: string;
  /** Each chair's progress as counts: "5 of 7 done". */
  chairs: { chair: number; done: number; total: number }[];
  gettingReadyAddress: string;
  /** The lead artist's phone, as her Site Settings have it. */
  leadPhone: string;
  /** True on the wedding's day (Sacramento): the page asks again every few seconds. */
  live: boolean;
  /** When the last tap came in; null before the first. */
  updatedAt: string | null;
}

/** "5 of 7 done" */
export const chairCount = ({ done, total }: { done: number; total: number }) => `${done} of ${total} done`;
