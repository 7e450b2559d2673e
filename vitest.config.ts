import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'fuzz/**/*.test.ts'],
    // the real Slurm cluster runs apart: npm run test:cluster (vitest.cluster.config.ts)
    exclude: ['test/cluster/**', '**/node_modules/**'],
    // CLI tests spawn the built program; give a cold machine room.
    testTimeout: 30_000,
    // One test file per core, not vitest's default of one fewer: most files wait on the programs
    // they spawn, so on a 2-core machine one worker left a core idle (CI's npm test took 948 s on
    // one worker, 744 s on two; issue 24's note).
    maxWorkers: availableParallelism(),
    // one temporary folder per run, removed at its end (test/support/temp-root.ts)
    globalSetup: ['test/support/temp-root.ts'],
  },
});
