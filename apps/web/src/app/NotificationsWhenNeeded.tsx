import { lazy, Suspense } from 'react';
import { useNotificationsWanted } from './notifications-demand.js';

// The notifications UI (transitions, portal: about 15 KB gzip) and Mantine's notifications store are
// fetched when first wanted (app/notifications-demand.ts), not with every page; notices shown
// before the UI is there wait in the store.
const NotificationsHost = lazy(() => import('./NotificationsHost.js'));

export function NotificationsWhenNeeded() {
  // Once mounted it stays, so the last notification can still close with its transition.
  return useNotificationsWanted() ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}
