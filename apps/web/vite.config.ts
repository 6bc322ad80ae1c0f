import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.js';
import { precompress } from './scripts/precompress.js';
import { catalogueParts } from './scripts/catalogue-parts.js';
import { themeCss } from './scripts/theme-css.js';

// @venue/shared is plain constants and schemas: unused exports (and zod with them) may go.
const treeshake = { moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }] };

/** `vite build`: the web app (dist/). */
const client: UserConfig = {
  plugins: [react(), catalogueParts(), themeCss(), VitePWA(pwaOptions), precompress()],
  server: { proxy: { '/graphql': 'http://localhost:3000', '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/socket': { target: 'ws://localhost:3000', ws: true } } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: the page bench (bench/pages.ts) reads each screen's chunks from it.
    manifest: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake,
      output: { codeSplitting: { groups: [{ name: 'shell', test: isShellModule, priority: 10 }] } },
    },
  },
};

// Libraries every page runs (React, the router, urql and the Mantine parts of the app's frame and
// public pages) in one chunk: left to themselves they came as dozens of small shared chunks, each
// compressed on its own (several KB more for the first page than one file).
const SHELL_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|react-router|urql|@urql[\\/]core|wonka|@0no-co[\\/]graphql\.web|clsx)[\\/]/;
const SHELL_MANTINE = /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Anchor|Alert|Badge|Box|Card|Center|CloseButton|Container|Group|Paper|Skeleton|Stack|Text|Title|Typography|UnstyledButton|VisuallyHidden))[\\/]/;
function isShellModule(id: string): boolean {
  return SHELL_LIBRARIES.test(id) || SHELL_MANTINE.test(id);
}

/**
 * `vite build --ssr src/ssr/entry-server.tsx`: the public pages' server renderer (dist-server/entry-server.js, decision 0016),
 * one self-contained file for Node: every dependency bundled, React's production build whatever
 * NODE_ENV the server runs with.
 */
const server: UserConfig = {
  plugins: [react(), catalogueParts(), themeCss()],
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rolldownOptions: { treeshake, output: { codeSplitting: false } },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? server : client));
