import { configDefaults, defineConfig } from 'vitest/config';

const ALL = [
  'server/**/*.test.ts',
  'contract/**/*.test.ts',
  'app/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
];
// `*.slow.test.ts` run as a step of their own, one file at a time (`npm run test:slow`, in .ci/run): a real
// deploy and rollback (several minutes), the request time limits, whose clocks need a machine not busy with
// another test file, and the upload bursts, whose peak memory does too. `npm test` stays within about 20 minutes on a
// 2-core machine.
const EXCLUDE = [...configDefaults.exclude, ...(process.env.SLOW_TESTS ? [] : ['**/*.slow.test.ts'])];
/**
 * Each of these runs in a fresh module graph: the slow files, and the files that restore whole backups (hundreds of
 * thousands of records, checked in a worker thread), which ran past their time limit in a worker shared with others.
 */
const ISOLATED = ['server/routes/backups*.test.ts', '**/*.slow.test.ts'];

export default defineConfig({
  test: {
    // Server tests start real listeners and write real files; two workers fit this 2-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ALL,
          exclude: [...EXCLUDE, ...ISOLATED],
          // The files of a worker share its modules instead of importing the server anew each: that import was
          // half the unit suite's CPU time (6.5 CPU minutes isolated, 3.7 shared). Each test starts its own server
          // with its own data folder and clock; a module-level cache a test depends on is reset by that test
          // (forgetZipTableForTests).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: EXCLUDE, isolate: true } },
    ],
  },
});
