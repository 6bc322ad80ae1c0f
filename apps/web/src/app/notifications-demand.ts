import { useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';

// Mantine's notifications (their store and UI) are not part of a visitor's first page: they load
// with the first notice, or with any screen other than the public pages (routes.tsx), whose code
// may call `notifications.show` itself. Until the UI is there, Mantine's store queues the notices.

let wanted = false;
const listeners = new Set<() => void>();

/** From now on the notifications UI is mounted (app/NotificationsWhenNeeded.tsx). */
export function wantNotifications(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function useNotificationsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Shows a notification (loading Mantine's notifications first, when they are not there yet). */
export function notify(notification: NotificationData): void {
  wantNotifications();
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(notification));
}

/** Tests start from a clean slate. */
export function resetNotificationsDemandForTests(): void {
  wanted = false;
}
