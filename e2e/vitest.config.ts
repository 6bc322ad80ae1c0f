import { defineConfig } from 'vitest/config';
import BalancedShards from './support/balanced-shards.js';

// Browser journeys: one app process (global setup) on a fresh embedded database, Debian's chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    // E2E_REPRO=1: the reproductions of known defects (repro/) instead of the journeys.
    include: process.env.E2E_REPRO ? ['repro/**/*.e2e.ts'] : ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The files share one worker's modules: the CLI's server modules (support/cli.ts) load once.
    isolate: false,
    // No retry: a journey that passes only on a second try is a failing journey (it waits on a
    // guess of time somewhere); CI must say so.
    retry: 0,
    // CI's two shards split the files by their time, not their count (support/balanced-shards.ts).
    sequence: { sequencer: BalancedShards },
    // Screens settle within a few seconds on a busy machine; expect.poll's default 1 s is too short.
    expect: { poll: { timeout: 5_000 } },
  },
});
