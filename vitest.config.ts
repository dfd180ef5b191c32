import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'contract/**/*.test.ts',
      'app/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    // `*.slow.test.ts` run as a step of their own, one file at a time (`npm run test:slow`, in .ci/run): a real
    // deploy and rollback (several minutes), the request time limits, whose clocks need a machine not busy with
    // another test file, and the upload bursts, whose peak memory does too. `npm test` stays within about 20 minutes on a 2-core machine.
    exclude: [...configDefaults.exclude, ...(process.env.SLOW_TESTS ? [] : ['**/*.slow.test.ts'])],
    // Server tests start real listeners and write real files; two workers fit this 2-core machine.
    maxWorkers: 2,
    // The files of a worker share its modules instead of importing the server anew each: that import was half the
    // unit suite's CPU time (6.5 CPU minutes isolated, 3 shared). Each test starts its own server with its own data
    // folder and clock; a module-level cache a test depends on is reset by that test (forgetZipTableForTests).
    isolate: false,
    testTimeout: 20_000,
  },
});
