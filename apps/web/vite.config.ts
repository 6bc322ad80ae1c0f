import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precacheScope, pwaOptions } from './pwa.config.js';
import { precompress } from './scripts/precompress.js';
import { catalogueParts } from './scripts/catalogue-parts.js';
import { themeCss } from './scripts/theme-css.js';
import { stableMantineIds } from './scripts/stable-mantine-ids.js';

// @venue/shared is plain constants and schemas: unused exports (and zod with them) may go.
const treeshake = { moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }] };

// React Router publishes its production build (no dev warnings, which then tree-shake away) beside
// the development build its package exports always name: the app's builds take the production one.
const reactRouterBuild = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
];

/** `vite build`: the web app (dist/). */
const client: UserConfig = {
  plugins: [react(), stableMantineIds(), catalogueParts(), themeCss(), precacheScope.plugin, VitePWA(pwaOptions), precompress()],
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
      output: { codeSplitting: { groups: [
          { name: 'shell', test: isShellModule, priority: 10 },
          { name: 'listings', test: isListingModule, priority: 5 },
        ] } },
    },
  },
};

// Libraries every page runs (React, the router, urql and the Mantine parts of the app's frame and
// public pages) in one chunk: left to themselves they came as dozens of small shared chunks, each
// compressed on its own (several KB more for the first page than one file).
const SHELL_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|react-router|urql|@urql[\\/]core|wonka|@0no-co[\\/]graphql\.web|clsx)[\\/]/;
const SHELL_MANTINE = /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Anchor|Alert|Badge|Box|Card|Center|CloseButton|Container|Group|Paper|Skeleton|Stack|Text|Title|Typography|UnstyledButton|VisuallyHidden))[\\/]/;
// …and the app's own small modules that every screen runs (each screen names its tab): on their own
// they were sub-kilobyte chunks, each compressed apart.
const SHELL_APP =
  /apps[\\/]web[\\/]src[\\/](components[\\/](usePageTitle|server-head|PlainButton)|features[\\/]discretion[\\/](neutral-tab|storage-key)|app[\\/](notifications-demand|pwa[\\/]install-offer|session[\\/](language|operations)))\.tsx?$/;
// …and the header's and footer's own few (the venue's address, its icons).
const SHELL_FRAME = /(packages[\\/]shared[\\/]src[\\/]venue\.ts|node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/](IconArrowLeft|IconClock)\.mjs)$/;
function isShellModule(id: string): boolean {
  return SHELL_LIBRARIES.test(id) || SHELL_MANTINE.test(id) || SHELL_APP.test(id) || SHELL_FRAME.test(id);
}

// The cards of the public listings (landing, events, news) and their small helpers: one chunk instead
// of a dozen sub-kilobyte ones (each compressed on its own; the landing paid ~2 KB for the split).
const LISTING_MODULES = /apps[\\/]web[\\/]src[\\/](features[\\/](events[\\/](EventCard|NextEvents|CoupleOnlyBadge|format|operations)|news[\\/](NewsCard|LatestNews|localized|excerpt|operations))|components[\\/](CardImage|ResponsiveGrid))\.tsx?$/;
const LISTING_ICONS = /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/](IconCalendarEvent|IconNews)\.mjs$/;
function isListingModule(id: string): boolean {
  return LISTING_MODULES.test(id) || LISTING_ICONS.test(id);
}

/**
 * `vite build --ssr src/ssr/entry-server.tsx`: the public pages' server renderer (dist-server/entry-server.js, decision 0016),
 * one self-contained file for Node: every dependency bundled, React's production build whatever
 * NODE_ENV the server runs with.
 */
const server: UserConfig = {
  plugins: [react(), stableMantineIds(), catalogueParts(), themeCss()],
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

export default defineConfig(({ isSsrBuild, command }) => {
  const config = isSsrBuild ? server : client;
  // Only for builds: the dev server and the tests keep React Router's warnings.
  return command === 'build' ? { ...config, resolve: { alias: reactRouterProduction } } : config;
});
