/**
 * Total Blocking Time judged by the page's own thread time, as DEVELOPERS.md asks: for each task of the page's main
 * thread after its first contentful paint, its thread time (`tdur`, the time the thread actually ran) times the CPU
 * slowdown, less 50 ms. Lighthouse's own TBT slows each task's wall time (`dur`) down, and on this two-core machine a
 * task's wall time includes the time the page's thread waited for a core behind the browser process, Lighthouse and
 * the server under test (main-thread-waiting.ts measures that share): a phone's main thread has a core of its own.
 */

/** The trace events this reads (Chrome's trace format: microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: unknown;
}

/** The page's main thread: the one that parsed its HTML. */
function pageThread(events: readonly TraceEvent[], pageUrl: string): { pid: number; tid: number } | undefined {
  return events.find(
    (e) =>
      e.name === 'ParseHTML' &&
      (e.args as { beginData?: { url?: string } } | undefined)?.beginData?.url?.split('#')[0] === pageUrl,
  );
}

/**
 * The page's TBT from thread time, in ms at the slowdown; undefined when the trace lost the page's parsing or its
 * first contentful paint. A task that began before the first paint counts with the share of its thread time that
 * falls after it (its wall time split in proportion), as Lighthouse counts only the blocking after FCP.
 */
export function threadTimeTbt(
  events: readonly TraceEvent[],
  pageUrl: string,
  cpuSlowdownMultiplier: number,
): number | undefined {
  const thread = pageThread(events, pageUrl);
  if (!thread) return undefined;
  const fcp = events
    .filter((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid)
    .reduce<number | undefined>((first, e) => (first === undefined || e.ts < first ? e.ts : first), undefined);
  if (fcp === undefined) return undefined;
  let blocking = 0;
  for (const e of events) {
    if (e.pid !== thread.pid || e.tid !== thread.tid || e.name !== 'RunTask' || e.ph !== 'X') continue;
    const dur = e.dur ?? 0;
    const end = e.ts + dur;
    if (end <= fcp || e.tdur === undefined) continue;
    const afterFcp = e.ts >= fcp || dur === 0 ? 1 : (end - fcp) / dur;
    const slowedMs = ((Math.min(e.tdur, dur) * afterFcp) / 1000) * cpuSlowdownMultiplier;
    blocking += Math.max(0, slowedMs - 50);
  }
  return Math.round(blocking);
}

/** What `performanceWithTbt` needs of a Lighthouse result. */
export interface PerformanceResult {
  categories: { performance?: { auditRefs: { id: string; weight: number }[] } };
  audits: Record<string, { score: number | null } | undefined>;
}

/** Lighthouse's scoring curve for TBT on mobile (core/audits/metrics/total-blocking-time.js, v12). */
export const MOBILE_TBT_CURVE = { p10: 200, median: 600 };

/**
 * Lighthouse's performance score (0 to 100) with the TBT audit's score taken from `tbtMs` instead of its own: the
 * weighted mean of the metric audits' scores, each audit scored as Lighthouse scores it.
 */
export function performanceWithTbt(
  lhr: PerformanceResult,
  tbtMs: number,
  scoreTbt: (controlPoints: { p10: number; median: number }, value: number) => number,
): number {
  const refs = lhr.categories.performance?.auditRefs.filter((ref) => ref.weight > 0) ?? [];
  const weights = refs.reduce((total, ref) => total + ref.weight, 0);
  if (weights === 0) return 0;
  const total = refs.reduce((sum, ref) => {
    const score =
      ref.id === 'total-blocking-time' ? scoreTbt(MOBILE_TBT_CURVE, tbtMs) : (lhr.audits[ref.id]?.score ?? 0);
    return sum + ref.weight * score;
  }, 0);
  // Lighthouse rounds the category score to two decimals before showing it as a whole number.
  return Math.round((Math.round((total / weights) * 100) / 100) * 100);
}
