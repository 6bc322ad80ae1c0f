import { defineConfig } from 'vitest/config';

// Browser journeys: one app process (global setup) on a fresh embedded database, Debian's chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Screens settle within a few seconds on a busy machine; expect.poll's default 1 s is too short.
    expect: { poll: { timeout: 5_000 } },
  },
});
