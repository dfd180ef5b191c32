import { afterEach, describe, expect, it, vi } from 'vitest';
import { HourlyCheck } from './hourly-check.ts';

/** A look that stays running until the test ends it. */
function heldLook() {
  const ends: ((count: number) => void)[] = [];
  const look = vi.fn(() => new Promise<number>((resolve) => ends.push(resolve)));
  return { look, end: (count: number) => ends.shift()?.(count) };
}

describe('HourlyCheck: the hourly runner of booking reminders and client e-mails', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs one look at a time: a second check joins the running one, a later one looks again', async () => {
    const { look, end } = heldLook();
    const runner = new HourlyCheck(look, () => {});
    const first = runner.check();
    const second = runner.check();
    expect(second).toBe(first);
    expect(look).toHaveBeenCalledTimes(1);
    end(3);
    await expect(first).resolves.toBe(3);
    const third = runner.check();
    expect(look).toHaveBeenCalledTimes(2);
    end(1);
    await expect(third).resolves.toBe(1);
  });

  it('stop waits for the running look, and no look starts after it', async () => {
    const { look, end } = heldLook();
    const runner = new HourlyCheck(look, () => {});
    const running = runner.check();
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stopped).toBe(false);
    end(2);
    await stopping;
    expect(stopped).toBe(true);
    await expect(running).resolves.toBe(2);
    await expect(runner.check()).resolves.toBe(0);
    expect(look).toHaveBeenCalledTimes(1);
  });

  it('a look that fails is told once and counts 0; the next check looks again', async () => {
    const failed = vi.fn();
    const look = vi.fn().mockRejectedValueOnce(new Error('disk full')).mockResolvedValueOnce(4);
    const runner = new HourlyCheck(look, failed);
    await expect(runner.check()).resolves.toBe(0);
    expect(failed).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ message: 'disk full' }));
    await expect(runner.check()).resolves.toBe(4);
  });

  it('looks when started and every hour after, until stopped', async () => {
    vi.useFakeTimers();
    const look = vi.fn(() => Promise.resolve(0));
    const runner = new HourlyCheck(look, () => {});
    runner.start();
    expect(look).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * 60_000 - 1);
    expect(look).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(look).toHaveBeenCalledTimes(2);
    await runner.stop();
    await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
    expect(look).toHaveBeenCalledTimes(2);
  });
});
