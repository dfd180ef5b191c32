/**
 * Loaded into a bench target with `--import` (see bench/store.ts): watches the target's event loop, and answers the
 * IPC message "event-loop" with how long timers were held up since the last one, in milliseconds.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();

const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e5) / 10;

process.on('message', (message) => {
  if (message !== 'event-loop') return;
  process.send?.({
    eventLoop: { p50Ms: ms(histogram.percentile(50)), p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max) },
  });
  histogram.reset();
});
