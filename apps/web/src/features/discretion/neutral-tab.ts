import { useSyncExternalStore } from 'react';
import { CHANGED_EVENT, STORAGE_KEY } from './storage-key.js';

// The neutral tab (decision 0043): on this device the tab is called "Notizen" / "Notes" and shows a
// plain note icon instead of the venue's, on every screen (usePageTitle asks here). Read straight
// from the stored entry: this runs on every public page, the full store (storage.ts) does not.

export const NEUTRAL_ICON = '/neutral-icon.svg';
const VENUE_ICON = '/favicon.svg';

function neutralTabChosen(): boolean {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored !== null && (JSON.parse(stored) as { neutralTab?: unknown } | null)?.neutralTab === true;
  } catch {
    return false;
  }
}

/** This tab's change (CHANGED_EVENT, from storage.ts) or another tab's (`storage`). */
function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGED_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGED_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** Whether this device wants the neutral tab; re-renders when the choice changes. */
export function useNeutralTab(): boolean {
  return useSyncExternalStore(subscribe, neutralTabChosen, () => false);
}

/** Puts the neutral icon (or the venue's again) into the tab. */
export function applyTabIcon(neutral: boolean): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return;
  const href = neutral ? NEUTRAL_ICON : VENUE_ICON;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
