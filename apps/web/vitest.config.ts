import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { catalogueParts } from './scripts/catalogue-parts.js';

const routerDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export default defineConfig({
  plugins: [react(), catalogueParts()],
  // One copy of react-router (its ESM build) behind both 'react-router' and 'react-router/dom', as in the bundle.
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: path.join(routerDir, 'dist/development/index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(routerDir, 'dist/development/dom-export.mjs') },
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'jsdom',
    // Screens render through the router, lazily: on a loaded 2-core machine a test can take 5–10 s.
    testTimeout: 20_000,
    // The files share their worker's modules (React, Mantine, urql are loaded once, not 48 times:
    // 145 s → 35 s on the 2-core machine); setup.ts cleans the DOM and the stores after each test.
    isolate: false,
    maxWorkers: 2,
    setupFiles: ['./src/test/setup.ts'],
    server: { deps: { inline: ['react-router'] } },
  },
});
