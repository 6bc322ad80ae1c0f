import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { followWorkerNavigation } from './worker-navigation.js';

const routes = [{ path: '/', Component: () => null }, { path: '/conversations/:id', Component: () => null }];
const ORIGIN = 'https://club.example.ch';

function fromWorker(container: EventTarget, data: unknown) {
  container.dispatchEvent(new MessageEvent('message', { data }));
}

describe('a tapped notification in an open window', () => {
  it('the router goes where the worker asks, and only to an app path of this origin', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    const container = new EventTarget() as unknown as ServiceWorkerContainer;
    const stop = followWorkerNavigation(router, container, ORIGIN);
    fromWorker(container, { type: 'NAVIGATE', path: '/conversations/c1' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/conversations/c1'));

    fromWorker(container, { type: 'NAVIGATE', path: '//evil.example/x' });
    fromWorker(container, { type: 'NAVIGATE', path: 'https://evil.example/' });
    fromWorker(container, { type: 'ROUTE_CHANGE', path: '/' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/conversations/c1');

    stop();
    fromWorker(container, { type: 'NAVIGATE', path: '/' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/conversations/c1');
  });

  it('does nothing where there are no service workers', () => {
    const router = createMemoryRouter(routes);
    expect(() => followWorkerNavigation(router, undefined, ORIGIN)()).not.toThrow();
  });
});
