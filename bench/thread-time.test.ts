import { describe, expect, it } from 'vitest';
import { MOBILE_TBT_CURVE, performanceWithTbt, threadTimeTbt } from './thread-time.ts';

const PAGE = 'https://127.0.0.1:4000/services';
const parse = {
  name: 'ParseHTML',
  ph: 'X',
  pid: 7,
  tid: 1,
  ts: 1_000,
  dur: 3000,
  tdur: 3000,
  args: { beginData: { url: PAGE } },
};
const fcp = { name: 'firstContentfulPaint', ph: 'R', pid: 7, tid: 1, ts: 100_000 };
const task = (ts: number, dur: number, tdur: number, where = { pid: 7, tid: 1 }) => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur,
  tdur,
});

describe('threadTimeTbt', () => {
  it("counts each task's thread time after the first paint, slowed, less 50 ms", () => {
    // At 7x: 20 ms of thread time is 140 ms (90 blocking); the 40 ms of wall time spent waiting count for nothing.
    const events = [parse, fcp, task(200_000, 60_000, 20_000), task(300_000, 10_000, 5_000)];
    expect(threadTimeTbt(events, PAGE, 7)).toBe(90);
  });

  it('leaves out tasks before the first paint, other threads, and counts the later share of a task across it', () => {
    const events = [
      parse,
      fcp,
      task(10_000, 40_000, 40_000), // ends before FCP
      task(90_000, 20_000, 20_000), // half after FCP: 10 ms thread time, 70 ms at 7x
      task(200_000, 40_000, 40_000, { pid: 7, tid: 2 }),
      task(200_000, 40_000, 40_000, { pid: 9, tid: 1 }),
    ];
    expect(threadTimeTbt(events, PAGE, 7)).toBe(20);
  });

  it('says nothing when the trace lost the page or its first paint', () => {
    expect(threadTimeTbt([fcp, task(200_000, 60_000, 20_000)], PAGE, 7)).toBeUndefined();
    expect(threadTimeTbt([parse, task(200_000, 60_000, 20_000)], PAGE, 7)).toBeUndefined();
  });
});

describe('performanceWithTbt', () => {
  const lhr = {
    categories: {
      performance: {
        auditRefs: [
          { id: 'first-contentful-paint', weight: 10 },
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'total-blocking-time', weight: 30 },
          { id: 'cumulative-layout-shift', weight: 25 },
          { id: 'speed-index', weight: 10 },
          { id: 'interactive', weight: 0 },
        ],
      },
    },
    audits: {
      'first-contentful-paint': { score: 1 },
      'largest-contentful-paint': { score: 1 },
      'total-blocking-time': { score: 0.5 },
      'cumulative-layout-shift': { score: 1 },
      'speed-index': { score: 1 },
      interactive: { score: 0 },
    },
  };

  it("replaces the TBT audit's score with the score of the given TBT", () => {
    const curve = (points: typeof MOBILE_TBT_CURVE, value: number) => {
      expect(points).toEqual(MOBILE_TBT_CURVE);
      return value <= 50 ? 1 : 0.5;
    };
    expect(performanceWithTbt(lhr, 40, curve)).toBe(100);
    expect(performanceWithTbt(lhr, 400, curve)).toBe(85);
  });
});
