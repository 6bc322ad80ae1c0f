import type { VitePWAOptions } from 'vite-plugin-pwa';

// The installable app: web app manifest and service worker (src/sw.ts). See decision 0007.
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
    // The whole built app is the shell: every screen opens offline (data permitting). Precompressed
    // copies (.gz, .br) are left out: the browser negotiates those itself.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // As in the app's build: the worker uses two constants of @venue/shared, not its schemas (nor zod).
    rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !/packages[\\/]shared[\\/]src[\\/]/.test(id) } },
  },
  devOptions: { enabled: false },
};
