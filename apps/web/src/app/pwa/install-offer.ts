import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** How this browser installs the app: its own dialog, Safari's "Add to Home Screen", or not at all (already installed, dismissed, unsupported). */
export type InstallOffer = { kind: 'prompt'; event: BeforeInstallPromptEvent } | { kind: 'ios' } | null;

const DISMISSED_KEY = 'venue.installDismissed';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install event for our own button (called at start, before the event can
 * come) and forgets it once the app is installed.
 */
export function captureInstallPrompt(target: Pick<Window, 'addEventListener'> = window): void {
  // On a server-rendered page the loader (public/app-loader.js) may have caught it already.
  const early = (target as { venueInstallPrompt?: BeforeInstallPromptEvent }).venueInstallPrompt;
  if (early) {
    deferred = early;
    emit();
  }
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar: the header offers it discreetly
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

/** iPhone or iPad (iPadOS reports itself as a Mac with touch), not opened from the home screen. */
export function isIosBrowserTab(nav: Navigator = navigator, media: (query: string) => boolean = (q) => window.matchMedia(q).matches): boolean {
  const ios = /iPad|iPhone|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
  const standalone = (nav as Navigator & { standalone?: boolean }).standalone === true || media('(display-mode: standalone)');
  return ios && !standalone;
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

let dismissed = readDismissed();

/** The visitor does not want the offer: remembered in this browser. */
export function dismissInstallOffer(): void {
  dismissed = true;
  deferred = null;
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Private mode: dismissed for this visit only.
  }
  emit();
}

/** The event can prompt once; afterwards the offer goes (installed or dismissed). */
export async function promptInstall(event: BeforeInstallPromptEvent): Promise<void> {
  deferred = null;
  emit();
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'dismissed') dismissInstallOffer();
}

let ios: boolean | null = null;
let offer: InstallOffer = null;
function currentOffer(): InstallOffer {
  ios ??= isIosBrowserTab();
  const next: InstallOffer = dismissed ? null : deferred ? { kind: 'prompt', event: deferred } : ios ? { kind: 'ios' } : null;
  // The same answer while nothing changed (useSyncExternalStore compares by identity).
  if (next?.kind !== offer?.kind || (next?.kind === 'prompt' && offer?.kind === 'prompt' && next.event !== offer.event)) offer = next;
  return offer;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(subscribe, currentOffer, () => null);
}

/** Tests start from a clean slate. */
export function resetInstallOfferForTests(): void {
  deferred = null;
  ios = null;
  offer = null;
  dismissed = readDismissed();
  emit();
}
