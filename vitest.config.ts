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
    testTimeout: 20_000,
  },
});
