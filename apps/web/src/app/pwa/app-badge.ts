import { useEffect } from 'react';

// The app icon's badge while the app is open (decision 0042): the unread messages (the navigation
// knows them on every members' screen) plus the unread home notifications (known on /home). Closed,
// the service worker sets it from each push message's count.

type Part = 'messages' | 'notifications';
type Badging = Partial<Pick<Navigator, 'setAppBadge' | 'clearAppBadge'>>;

const parts = new Map<Part, number>();

function show(badging: Badging): void {
  const total = [...parts.values()].reduce((sum, n) => sum + n, 0);
  // Not supported, or not allowed here (not installed): the badge is a nicety.
  const done = total > 0 ? badging.setAppBadge?.(total) : badging.clearAppBadge?.();
  void done?.catch(() => undefined);
}

/** One part of the unread count is known (null: not yet, nothing changes). */
export function reportUnread(part: Part, count: number | null, badging: Badging = navigator): void {
  if (count === null || parts.get(part) === count) return;
  parts.set(part, count);
  show(badging);
}

/** Signing out: the badge must not tell the next person at this device anything. */
export function clearUnread(badging: Badging = navigator): void {
  parts.clear();
  show(badging);
}

export function useAppBadge(part: Part, count: number | null): void {
  useEffect(() => reportUnread(part, count), [part, count]);
}
