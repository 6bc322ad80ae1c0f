import type { DataRouter } from 'react-router';
import { isWorkerMessage } from '../../sw/messages.js';

type Container = Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'>;

/**
 * A tapped notification brings this window to the front and the worker asks it to show a screen
 * (`NAVIGATE`, decision 0042): the router goes there, as a link would (the guards apply). Paths of
 * another origin or outside the app are ignored. Returns the unsubscribe.
 */
export function followWorkerNavigation(router: Pick<DataRouter, 'navigate'>, container: Container | undefined = navigator.serviceWorker, origin: string = window.location.origin): () => void {
  if (!container) return () => undefined;
  const onMessage = (event: Event) => {
    const data = (event as MessageEvent).data as unknown;
    if (isWorkerMessage(data, origin)) void router.navigate(data.path);
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
