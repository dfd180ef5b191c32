import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // Server tests start real listeners and write real files; two workers fit this 2-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
