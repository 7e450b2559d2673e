import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'fuzz/**/*.test.ts'],
    // CLI tests spawn the built program; give a cold machine room.
    testTimeout: 30_000,
  },
});
