import type { VitePWAOptions } from 'vite-plugin-pwa';
import { visitorPrecache } from './scripts/visitor-precache.js';

// The installable app: web app manifest and service worker (src/sw.ts). See decisions 0007 and 0073.
/** What the worker precaches; its plugin joins the build's plugins (vite.config.ts). */
export const precacheScope = visitorPrecache();
const NAVY = '#1d1e30';
const icon = (size: number, purpose: 'any' | 'maskable') => ({
  src: `/icons/${purpose === 'any' ? 'icon' : 'maskable'}-${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  // Registered by src/app/pwa/register.ts once the page has loaded (workbox-window stays out of the entry chunk).
  injectRegister: false,
  includeAssets: ['favicon.svg', 'offline.html', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Club Venue',
    short_name: 'Club Venue',
    description: 'Club Venue – Restaurant, Bar, Lounge, Saunen und Garten',
    lang: 'de',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: NAVY,
    theme_color: NAVY,
    icons: [...[48, 96, 144, 192, 512].map((size) => icon(size, 'any')), icon(192, 'maskable'), icon(512, 'maskable')],
  },
  injectManifest: {
    // The shell and the public pages: every page a visitor reads opens offline. The members' and the
    // staff's code is cached as it is first used (src/sw.ts; decision 0073). Precompressed copies
    // (.gz, .br) are left out: the browser negotiates those itself.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    manifestTransforms: [precacheScope.transform],
    // As in the app's build: the worker uses two constants of @venue/shared, not its schemas (nor zod).
    rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !/packages[\\/]shared[\\/]src[\\/]/.test(id) } },
  },
  devOptions: { enabled: false },
};
