import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // One copy of graphql: Vite would otherwise load its .mjs build beside the .js that Pothos requires.
  resolve: { alias: { graphql: require.resolve('graphql').replace(/index\.js$/, 'index.js') } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The built server is current before any test starts the real process (test/app-process.ts).
    globalSetup: ['test/global-setup.ts'],
    // Generous: tests wait on conditions, so a passing test is no slower; a loaded CI machine is slow.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Each file gets its own database; two workers fit this 2-core machine.
    maxWorkers: 2,
    // The files share their worker's modules (the server's graph is imported twice, not 101 times:
    // 370 s → 217 s on the 2-core machine). Each file still builds its own app and database.
    isolate: false,
    sequence: { groupOrder: 1 },
  },
});
