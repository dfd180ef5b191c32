import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { BUSY_MESSAGE, DecodeQueue } from './decode-queue.ts';

/** A task that runs until its `finish` is called, recording when it started. */
function gatedTask(name: string, started: string[]) {
  let finish!: () => void;
  const gate = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      started.push(name);
      await gate;
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the decode queue', () => {
  it('runs at most two decodes at a time and starts the others in arrival order', async () => {
    const queue = new DecodeQueue(2, 16);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => gatedTask(name, started));
    const results = tasks.map(({ task }) => queue.admit().run(task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(queue.stats()).toMatchObject({ running: 2, waiting: 3 });

    tasks[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]!.finish();
    tasks[2]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    tasks[3]!.finish();
    tasks[4]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, mostRunning: 2 });
  });

  it('runs a decode that needs both slots alone, and lets nothing overtake it', async () => {
    const queue = new DecodeQueue(2, 16);
    const started: string[] = [];
    const [light, heavy, after] = ['light', 'heavy', 'after'].map((name) => gatedTask(name, started));
    const results = [queue.admit().run(light!.task), queue.admit().run(heavy!.task, { alone: true }), queue.admit().run(after!.task)];
    await settle();
    // One slot is free, but the heavy decode at the head of the line needs two; the light one behind it waits too.
    expect(started).toEqual(['light']);
    light!.finish();
    await settle();
    expect(started).toEqual(['light', 'heavy']);
    expect(queue.stats().running).toBe(2);
    heavy!.finish();
    await settle();
    expect(started).toEqual(['light', 'heavy', 'after']);
    after!.finish();
    await Promise.all(results);
  });

  it('weighs each decode by its decoded bytes: two deep photos that do not fit the budget together run in turn', async () => {
    const MB = 1_000_000;
    const queue = new DecodeQueue(2, 16, 600 * MB);
    const started: string[] = [];
    const names = ['rgba16-a', 'rgba16-b', 'rgb8', 'rgb16', 'huge'];
    const [first, second, small, medium, huge] = names.map((name) => gatedTask(name, started));
    // 7000 x 7000: 16-bit RGBA is 392 MB, 8-bit RGB 147 MB, 16-bit RGB 294 MB; the last is larger than the budget.
    const results = [
      queue.admit().run(first!.task, { bytes: 392 * MB }),
      queue.admit().run(second!.task, { bytes: 392 * MB }),
      queue.admit().run(small!.task, { bytes: 147 * MB }),
      queue.admit().run(medium!.task, { bytes: 294 * MB }),
      queue.admit().run(huge!.task, { bytes: 800 * MB }),
    ];
    await settle();
    // Two slots, but 784 MB is over the budget: the second waits, and the small one behind it waits its turn too.
    expect(started).toEqual(['rgba16-a']);
    first!.finish();
    await settle();
    // 392 + 147 MB fit together.
    expect(started).toEqual(['rgba16-a', 'rgba16-b', 'rgb8']);
    second!.finish();
    await settle();
    expect(started).toEqual(['rgba16-a', 'rgba16-b', 'rgb8', 'rgb16']);
    small!.finish();
    await settle();
    expect(started).toHaveLength(4);
    medium!.finish();
    await settle();
    // Larger than the whole budget: it runs, alone.
    expect(started).toEqual(names);
    huge!.finish();
    expect(await Promise.all(results)).toEqual(names);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, mostRunning: 2 });
  });

  it('refuses a place with 503 once sixteen are waiting, and gives places back when left or failed', async () => {
    const queue = new DecodeQueue(2, 16);
    const places = Array.from({ length: 16 }, () => queue.admit());
    let refusal: unknown;
    try {
      queue.admit();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 503, message: BUSY_MESSAGE, headers: { 'Retry-After': '5' } });

    places[0]!.leave();
    places[0]!.leave(); // twice counts once
    const next = queue.admit();
    expect(queue.stats().waiting).toBe(16);
    await expect(next.run(async () => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    next.leave(); // after running, leaving is a no-op
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 15 });
    for (const place of places) place.leave();
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 0 });
  });
});
