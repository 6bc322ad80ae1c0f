import type { DataRouter } from 'react-router';
import type { PageMessage } from '../../sw/messages.js';

type Container = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'removeEventListener'>;

/**
 * Tells the service worker that controls the page its path: at once, after every navigation, when
 * a worker takes control and when the page comes back into view (a restarted worker forgets).
 * Only the path is sent: a query string may hold a token. Returns the unsubscribe.
 */
export function reportRouteChanges(router: Pick<DataRouter, 'state' | 'subscribe'>, container: Container | undefined = navigator.serviceWorker): () => void {
  if (!container) return () => undefined;
  let sent: string | null = null;
  const send = (again: boolean) => {
    const path = router.state.location.pathname;
    const worker = container.controller;
    if (!worker || (path === sent && !again)) return;
    sent = path;
    worker.postMessage({ type: 'ROUTE_CHANGE', path } satisfies PageMessage);
  };
  const onControllerChange = () => send(true);
  const onVisible = () => {
    if (document.visibilityState === 'visible') send(true);
  };
  send(true);
  const unsubscribe = router.subscribe(() => send(false));
  container.addEventListener('controllerchange', onControllerChange);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    unsubscribe();
    container.removeEventListener('controllerchange', onControllerChange);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
