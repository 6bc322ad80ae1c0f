import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';

const routerDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export default defineConfig({
  plugins: [react()],
  // One copy of react-router (its ESM build) behind both 'react-router' and 'react-router/dom', as in the bundle.
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: path.join(routerDir, 'dist/development/index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(routerDir, 'dist/development/dom-export.mjs') },
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    server: { deps: { inline: ['react-router'] } },
  },
});
