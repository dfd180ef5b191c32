import { vi } from 'vitest';

/** Retries `check` (vitest's waitFor) until it returns a value rather than undefined, for up to `timeout` ms. */
export const until = <T>(check: () => Promise<T | undefined> | T | undefined, timeout = 10_000): Promise<T> =>
  vi.waitFor(
    async () => {
      const value = await check();
      if (value === undefined) throw new Error('Not there yet');
      return value;
    },
    { timeout, interval: 50 },
  );
