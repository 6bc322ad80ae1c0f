// The service worker (built by vite-plugin-pwa, injectManifest; production builds only).
// What it keeps and why: docs/decisions/0007-offline-and-service-worker.md.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isPageMessage, NOT_A_SCREEN } from './sw/messages.js';
import { handlePush, openFromNotification, type AppWindow, type WorkerScope } from './sw/notifications.js';
import { isMembersPath, OpenRoutes } from './sw/open-routes.js';
import { isAppCodeRequest, isCompleteGraphQLAnswer, isPublicMediaRequest, isPublicQueryRequest } from './sw/public-data.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

/** After this long without an answer, a page or venue text comes from the cache. */
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY = 24 * 60 * 60;

// A first install takes over the open page at once; an update waits for the banner's button.
clientsClaim();

// Screens: network first (the server's 404 stays a 404); offline the precached app shell, and the
// offline page where the shell cannot help (members' screens need the server). Registered before
// the precache so that "/" is not answered by the cached index.html while the network works.
registerRoute(({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !NOT_A_SCREEN.test(url.pathname), navigate);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Venue pages, news and events (public GET queries only): fresh when online, the last answer offline.
registerRoute(
  ({ request, url }) => isPublicQueryRequest(request.method, url, self.location.origin),
  new NetworkFirst({
    cacheName: 'venue-content',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      { cacheWillUpdate: async ({ response }) => ((await isCompleteGraphQLAnswer(response)) ? response : null) },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Their pictures: the URLs never change, so the cache answers first.
registerRoute(
  ({ request, url }) => isPublicMediaRequest(request.method, url, self.location.origin),
  new CacheFirst({
    cacheName: 'venue-media',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
  }),
);

// The members' and the staff's code (not precached: a visitor never needs it) is kept once used; its
// URLs carry the content's hash. After an update the old files age out.
registerRoute(
  ({ request, url }) => isAppCodeRequest(request.method, url, self.location.origin),
  new CacheFirst({
    cacheName: 'app-code',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
  }),
);

/** Public pages as the server rendered them, kept for reading offline (they carry their own data). */
const PAGES_CACHE = 'venue-pages';
const PAGES_KEPT = 100;

async function navigate({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const offline = async () => (await matchPrecache('/offline.html')) ?? Response.error();
  if (isMembersPath(url.pathname)) return fetch(request).catch(offline);
  // A public page: the server's rendering of it (with its data) is kept for offline reading; a page
  // never read before gets the app shell, which renders from the kept answers where there are some.
  const network = fetch(request).then((response) => {
    // Copied before the page reads the answer.
    if (response.status === 200 && isServerRendered(response)) (event as ExtendableEvent).waitUntil(keepPage(request, response.clone()).catch(() => undefined));
    return response;
  });
  const kept = async () => (await (await caches.open(PAGES_CACHE)).match(request)) ?? (await matchPrecache('/index.html')) ?? offline();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<Response>((resolve) => {
    timer = setTimeout(() => resolve(kept()), NETWORK_TIMEOUT_SECONDS * 1000);
  });
  try {
    return await Promise.race([network, slow]);
  } catch {
    return kept();
  } finally {
    clearTimeout(timer);
  }
}

async function keepPage(request: Request, response: Response): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  await cache.delete(request);
  await cache.put(request, response);
  // The oldest go first (a cache lists its entries in the order they were put).
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - PAGES_KEPT)).map((key) => cache.delete(key)));
}

/** The server marks pages it rendered for a visitor (apps/server/src/http/web.ts). */
function isServerRendered(response: Response): boolean {
  return response.headers.get('x-rendered') === 'server';
}

// Messages from the pages: the update banner's SKIP_WAITING, and the path after every navigation.
const openRoutes = new OpenRoutes();
self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isPageMessage(message)) return;
  if (message.type === 'SKIP_WAITING') {
    void self.skipWaiting();
    return;
  }
  const source = event.source;
  if (source && 'id' in source) openRoutes.remember(source.id, message.path);
});

// Push notifications (decision 0042): shown unless a visible window shows their screen; a tap
// brings the app to the front at the notification's screen.
const scope: WorkerScope = {
  origin: self.location.origin,
  language: self.navigator.language,
  windows: async () => (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).map(appWindow),
  openWindow: (path) => self.clients.openWindow(path),
  showNotification: (title, options) => self.registration.showNotification(title, options),
  ...('setAppBadge' in self.navigator ? { setBadge: (count: number) => self.navigator.setAppBadge(count), clearBadge: () => self.navigator.clearAppBadge() } : {}),
};

function appWindow(client: WindowClient): AppWindow {
  return {
    id: client.id,
    url: client.url,
    visibilityState: client.visibilityState,
    focused: client.focused,
    focus: () => client.focus(),
    postMessage: (message) => client.postMessage(message),
  };
}

self.addEventListener('push', (event) => {
  event.waitUntil(handlePush(event.data?.text() ?? null, scope, openRoutes));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(event.notification.data, scope));
});
