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
    // The files share one worker's modules: the CLI's server modules (support/cli.ts) load once.
    isolate: false,
    // One retry: a journey that fails twice is a real failure; a single miss on a loaded CI machine
    // (seen once: the forgotten-password answer not shown within 10 s) is reported, not fatal.
    retry: 1,
    // Screens settle within a few seconds on a busy machine; expect.poll's default 1 s is too short.
    expect: { poll: { timeout: 5_000 } },
  },
});
