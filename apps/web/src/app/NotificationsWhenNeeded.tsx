import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

// The notifications UI (transitions, portal: about 15 KB gzip) is fetched with the first
// notification, not with every page; notifications shown before it is there wait in their store.
const NotificationsHost = lazy(() => import('./NotificationsHost.js'));

export function NotificationsWhenNeeded() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays, so the last notification can still close with its transition.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}
