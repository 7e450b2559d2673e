import { defineConfig } from 'vitest/config';

// npm run test:cluster: tests that start a real single-node Slurm cluster (test/cluster/). They need
// Debian's slurm-wlm and munge and root (slurmd runs jobs as their users); .ci/run installs both.
export default defineConfig({
  test: {
    include: ['test/cluster/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
