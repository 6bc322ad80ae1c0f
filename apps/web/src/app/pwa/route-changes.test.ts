import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { reportRouteChanges } from './route-changes.js';

function fakeContainer(controlled: boolean) {
  const target = new EventTarget();
  const worker = { postMessage: vi.fn() };
  const container = Object.assign(target, { controller: controlled ? worker : null });
  return { container: container as unknown as ServiceWorkerContainer, worker, take: () => ((container as { controller: unknown }).controller = worker) };
}

const routes = [{ path: '/', Component: () => null }, { path: '/pages/:name', Component: () => null }, { path: '/reset-password', Component: () => null }];

describe('route changes for the service worker', () => {
  it('tells the controlling worker the path at once and after every navigation, without the query', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    const { container, worker } = fakeContainer(true);
    const stop = reportRouteChanges(router, container);
    expect(worker.postMessage).toHaveBeenLastCalledWith({ type: 'ROUTE_CHANGE', path: '/' });

    await router.navigate('/pages/welcome');
    expect(worker.postMessage).toHaveBeenLastCalledWith({ type: 'ROUTE_CHANGE', path: '/pages/welcome' });
    await router.navigate('/reset-password?token=secret');
    expect(worker.postMessage).toHaveBeenLastCalledWith({ type: 'ROUTE_CHANGE', path: '/reset-password' });
    expect(worker.postMessage).toHaveBeenCalledTimes(3);

    stop();
    await router.navigate('/');
    expect(worker.postMessage).toHaveBeenCalledTimes(3);
  });

  it('waits for a worker to take control, then sends where the page is', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    const { container, worker, take } = fakeContainer(false);
    reportRouteChanges(router, container);
    await router.navigate('/pages/bar');
    expect(worker.postMessage).not.toHaveBeenCalled();

    take();
    container.dispatchEvent(new Event('controllerchange'));
    expect(worker.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'ROUTE_CHANGE', path: '/pages/bar' });
  });

  it('does nothing where there are no service workers', () => {
    const router = createMemoryRouter(routes);
    expect(() => reportRouteChanges(router, undefined)()).not.toThrow();
  });
});
