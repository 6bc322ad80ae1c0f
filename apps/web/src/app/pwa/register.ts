import { Workbox } from 'workbox-window';
import type { DataRouter } from 'react-router';
import { reportRouteChanges } from './route-changes.js';
import { reportWaitingWorker } from './update.js';
import { followWorkerNavigation } from './worker-navigation.js';

/** How often an open app looks for a new version (when it comes back into view). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js (production builds; loaded after the page so that workbox-window is not part
 * of the first JavaScript), reports a waiting new version to the update banner and every route
 * change to the worker, and follows the worker's NAVIGATE (a tapped notification). Other parts reach the registration with `navigator.serviceWorker.ready`.
 */
export async function startServiceWorker(router: Pick<DataRouter, 'state' | 'subscribe' | 'navigate'>): Promise<void> {
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', (event) => {
    if (event.sw) reportWaitingWorker(event.sw);
  });
  reportRouteChanges(router);
  followWorkerNavigation(router);
  await wb.register({ immediate: true });
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    void wb.update().catch(() => undefined);
  });
}
