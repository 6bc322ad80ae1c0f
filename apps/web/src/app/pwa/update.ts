import { useSyncExternalStore } from 'react';
import type { PageMessage } from '../../sw/messages.js';

/** What the page needs of a waiting service worker: a way to tell it to take over. */
export type WaitingWorker = Pick<ServiceWorker, 'postMessage' | 'state'>;

let waiting: WaitingWorker | null = null;
const listeners = new Set<() => void>();

/** A new version is installed and waits (reported by register.ts); null when there is none. */
export function reportWaitingWorker(worker: WaitingWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useWaitingWorker(): WaitingWorker | null {
  return useSyncExternalStore(subscribe, () => waiting, () => null);
}

/**
 * Asks the waiting worker to activate; the page reloads once it controls the page, so that the
 * new version's files are the ones in use.
 */
export function activateUpdate(
  worker: WaitingWorker,
  container: Pick<ServiceWorkerContainer, 'addEventListener'> | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  // Another tab activated it already: this page only needs the new files.
  if (worker.state === 'activating' || worker.state === 'activated') return reload();
  container?.addEventListener('controllerchange', reload, { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' } satisfies PageMessage);
}
