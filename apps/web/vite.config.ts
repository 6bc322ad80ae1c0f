import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.js';
import { precompress } from './scripts/precompress.js';

export default defineConfig({
  plugins: [react(), VitePWA(pwaOptions), precompress()],
  server: { proxy: { '/graphql': 'http://localhost:3000', '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/socket': { target: 'ws://localhost:3000', ws: true } } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: the page bench (bench/pages.ts) reads each screen's chunks from it.
    manifest: true,
    rolldownOptions: {
      // @venue/shared is plain constants and schemas: unused exports (and zod with them) may go.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
