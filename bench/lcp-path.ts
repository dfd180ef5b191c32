/**
 * What Lighthouse's simulated LCP waited for: the nodes of Lantern's LCP graphs (its optimistic and pessimistic
 * estimates; the reported LCP is their mean) with their simulated start and end, a network request by its type, name
 * and bytes, a main-thread task by its length as traced. Printed by `BENCH_LCP_PATH=1` after each load, to see whether
 * a page's LCP is waiting on the network (the document, her fonts, the picture) or on the main thread.
 */

/** The parts of a Lantern graph node this reads (`@paulirish/trace_engine`'s NetworkNode and CPUNode). */
export interface LanternNode {
  type: string;
  request?: { url: string; resourceType?: string; transferSize?: number };
  event?: { dur?: number; tdur?: number };
}

export type NodeTimings = Map<LanternNode, { startTime: number; endTime: number }>;

export function lcpPath(label: string, timings: NodeTimings): string[] {
  const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  const end = Math.max(0, ...rows.map(([, timing]) => timing.endTime));
  return [
    `${label}: ${Math.round(end)} ms`,
    ...rows.map(([node, { startTime, endTime }]) => {
      const span = `${Math.round(startTime)}-${Math.round(endTime)} ms`.padStart(14);
      if (node.request) {
        const name = new URL(node.request.url).pathname.split('/').pop() || '/';
        const kb = ((node.request.transferSize ?? 0) / 1024).toFixed(1);
        return `  ${span}  ${node.request.resourceType ?? 'Other'} ${name} (${kb} KB)`;
      }
      const ms = (value: number | undefined) => ((value ?? 0) / 1000).toFixed(1);
      return `  ${span}  main-thread task (traced: ${ms(node.event?.tdur)} ms running, ${ms(node.event?.dur)} ms wall)`;
    }),
  ];
}
