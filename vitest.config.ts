import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'fuzz/**/*.test.ts'],
    // the real Slurm cluster runs apart: npm run test:cluster (vitest.cluster.config.ts)
    exclude: ['test/cluster/**', '**/node_modules/**'],
    // CLI tests spawn the built program; give a cold machine room.
    testTimeout: 30_000,
    // one temporary folder per run, removed at its end (test/support/temp-root.ts)
    globalSetup: ['test/support/temp-root.ts'],
  },
});
