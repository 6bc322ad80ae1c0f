import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { activateUpdate, reportWaitingWorker } from './update.js';
import { UpdateBanner } from './UpdateBanner.js';

/** A new service worker that installed and waits, as workbox-window reports it. */
function waitingWorker() {
  return { state: 'installed' as ServiceWorkerState, postMessage: vi.fn() };
}

async function renderBanner(language: 'de' | 'en' = 'de') {
  renderWithProviders(<UpdateBanner />, { i18n: await testI18n(language), session: testSession(fakeGraphQLServer({}).fetch) });
}

describe('update banner', () => {
  afterEach(() => reportWaitingWorker(null));

  it('stays away while no new version waits', async () => {
    await renderBanner();
    expect(screen.queryByText('Ein Update steht zur Verfügung')).not.toBeInTheDocument();
  });

  it('appears when a new version waits; Update asks the worker to skip waiting', async () => {
    await renderBanner();
    const worker = waitingWorker();
    act(() => reportWaitingWorker(worker));

    const banner = screen.getByRole('region', { name: 'Neue Version' });
    expect(banner).toHaveTextContent('Ein Update steht zur Verfügung');
    // Keyboard: the button is in the tab order and works with Enter.
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Aktualisieren' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('speaks English too, and Later hides it', async () => {
    await renderBanner('en');
    act(() => reportWaitingWorker(waitingWorker()));
    expect(screen.getByText('An update is available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('An update is available')).not.toBeInTheDocument();
  });
});

describe('activating an update', () => {
  it('reloads once the new worker controls the page', () => {
    const container = new EventTarget() as unknown as ServiceWorkerContainer;
    const reload = vi.fn();
    const worker = waitingWorker();
    activateUpdate(worker, container, reload);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when another tab has activated it already', () => {
    const reload = vi.fn();
    const worker = { ...waitingWorker(), state: 'activated' as ServiceWorkerState };
    activateUpdate(worker, new EventTarget() as unknown as ServiceWorkerContainer, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).not.toHaveBeenCalled();
  });
});
