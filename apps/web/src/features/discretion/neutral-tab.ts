import { useSyncExternalStore } from 'react';
import { readChoices, subscribeChoices } from './storage.js';

// The neutral tab (decision 0043): on this device the tab is called "Notizen" / "Notes" and shows a
// plain note icon instead of the venue's, on every screen (usePageTitle asks here).

export const NEUTRAL_ICON = '/neutral-icon.svg';
const VENUE_ICON = '/favicon.svg';

/** Whether this device wants the neutral tab; re-renders when the choice changes. */
export function useNeutralTab(): boolean {
  return useSyncExternalStore(
    subscribeChoices,
    () => readChoices().neutralTab,
    () => false,
  );
}

/** Puts the neutral icon (or the venue's again) into the tab. */
export function applyTabIcon(neutral: boolean): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return;
  const href = neutral ? NEUTRAL_ICON : VENUE_ICON;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
