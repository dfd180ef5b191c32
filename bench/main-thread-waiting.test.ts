import { describe, expect, it } from 'vitest';
import { mainThreadWaitingPercent } from './main-thread-waiting.ts';

const PAGE = 'https://127.0.0.1:4000/portfolio';
const parse = { name: 'ParseHTML', ph: 'X', pid: 7, tid: 1, dur: 3000, tdur: 3000, args: { beginData: { url: PAGE } } };
const task = (dur: number, tdur: number, where = { pid: 7, tid: 1 }) => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  dur,
  tdur,
});

describe('mainThreadWaitingPercent', () => {
  it("is the share of the page's blocking tasks in which its main thread was not running", () => {
    // At 7x, tasks over 50/7 ms count: 40 ms of wall time, 10 ms of it running.
    const events = [parse, task(30_000, 6_000), task(10_000, 4_000)];
    expect(mainThreadWaitingPercent(events, PAGE, 7)).toBe(75);
  });

  it('leaves out tasks too short to block at the slowdown, and other threads and processes', () => {
    const events = [
      parse,
      task(20_000, 20_000),
      task(7_000, 0), // 49 ms at 7x: not blocking
      task(40_000, 1_000, { pid: 7, tid: 2 }),
      task(40_000, 1_000, { pid: 9, tid: 1 }),
    ];
    expect(mainThreadWaitingPercent(events, PAGE, 7)).toBe(0);
  });

  it('says nothing when the trace lost the page, and 0 when nothing blocked', () => {
    expect(mainThreadWaitingPercent([task(30_000, 1_000)], PAGE, 7)).toBeUndefined();
    expect(mainThreadWaitingPercent([parse, task(5_000, 1_000)], PAGE, 7)).toBe(0);
  });
});
