/**
 * How much of the page's blocking tasks its main thread spent waiting instead of computing, from Lighthouse's trace.
 * Lighthouse slows a task's wall time down, waiting included, and on this two-core machine the page's main thread
 * shares the cores with the browser process, Lighthouse and the server under test, where a phone's has a core of its
 * own. On 26 November it waited for 56 to 81% of those tasks' time. Raised above everything else (real-time priority,
 * an experiment), its time waiting for a core in a load (the kernel's count) fell from 300-1,100 ms to under 80, and
 * `/portfolio`'s TBT with its code blocked from 20-568 ms to 0-10 ms: docs/performance.md.
 */
export function mainThreadWaitingPercent(
  events: readonly {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    dur?: number;
    tdur?: number;
    args?: unknown;
  }[],
  pageUrl: string,
  cpuSlowdownMultiplier: number,
): number | undefined {
  // The page's main thread is the one that parsed its HTML.
  const parser = events.find(
    (e) =>
      e.name === 'ParseHTML' &&
      (e.args as { beginData?: { url?: string } } | undefined)?.beginData?.url?.split('#')[0] === pageUrl,
  );
  // Not found: the trace lost the page's parsing, and this run says nothing about waiting.
  if (!parser) return undefined;
  const blocking = events.filter(
    (e) =>
      e.pid === parser.pid &&
      e.tid === parser.tid &&
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.tdur !== undefined &&
      ((e.dur ?? 0) / 1000) * cpuSlowdownMultiplier > 50,
  );
  const wall = blocking.reduce((total, e) => total + (e.dur ?? 0), 0);
  const running = blocking.reduce((total, e) => total + Math.min(e.tdur ?? 0, e.dur ?? 0), 0);
  return wall === 0 ? 0 : Math.round((100 * (wall - running)) / wall);
}
