import { describe, expect, it } from 'vitest';
import { lcpPath, type LanternNode, type NodeTimings } from './lcp-path.ts';

describe('lcpPath', () => {
  it('lists the simulated nodes in start order, requests by name and size, tasks by traced time', () => {
    const font: LanternNode = {
      type: 'network',
      request: { url: 'https://x.test/assets/inter-latin.woff2', resourceType: 'Font', transferSize: 28306 },
    };
    const document: LanternNode = {
      type: 'network',
      request: { url: 'https://x.test/faqs', resourceType: 'Document', transferSize: 9709 },
    };
    const task: LanternNode = { type: 'cpu', event: { dur: 29_700, tdur: 17_700 } };
    const timings: NodeTimings = new Map([
      [font, { startTime: 810, endTime: 1260.4 }],
      [task, { startTime: 810, endTime: 934 }],
      [document, { startTime: 0, endTime: 810 }],
    ]);
    expect(lcpPath('optimistic', timings)).toEqual([
      'optimistic: 1260 ms',
      '        0-810 ms  Document faqs (9.5 KB)',
      '     810-1260 ms  Font inter-latin.woff2 (27.6 KB)',
      '      810-934 ms  main-thread task (traced: 17.7 ms running, 29.7 ms wall)',
    ]);
  });
});
