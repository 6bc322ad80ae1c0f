import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { pathTo } from '@venue/shared';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { connectionOf } from '../session/connection.js';
import { ConnectionNotice, RECONNECT_NOTICE_DELAY_MS } from './ConnectionNotice.js';

// The members' layout's word on the realtime connection, driven through the client's connection state.

async function renderNotice(currentUser: () => unknown) {
  const server = fakeGraphQLServer({ CurrentUser: () => ({ data: { currentUser: currentUser() } }) });
  const session = testSession(server.fetch);
  const router = createMemoryRouter(
    [
      { path: pathTo('home'), element: <ConnectionNotice /> },
      { path: pathTo('signOut'), element: <p>signing out</p> },
    ],
    { initialEntries: [pathTo('home')] },
  );
  renderWithProviders(<RouterProvider router={router} />, { i18n: await testI18n('en'), session });
  return { connection: connectionOf(session.client), router, server, session };
}

describe('ConnectionNotice', () => {
  it('says in a polite live region that live updates are interrupted, once the loss lasts, and clears when back', async () => {
    const { connection } = await renderNotice(() => member());
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => connection.setStatus('reconnecting'));
    expect(region).toHaveTextContent('');
    await waitFor(() => expect(region).toHaveTextContent('Live updates interrupted – reconnecting …'), { timeout: RECONNECT_NOTICE_DELAY_MS + 1000 });
    act(() => connection.reconnected());
    expect(region).toHaveTextContent('');
  });

  it('says nothing about a loss that is repaired at once (a wake-up)', async () => {
    const { connection } = await renderNotice(() => member());
    act(() => connection.setStatus('reconnecting'));
    act(() => connection.reconnected());
    await new Promise((r) => setTimeout(r, RECONNECT_NOTICE_DELAY_MS + 100));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('signs out here too when the server ended the connection and the session is gone', async () => {
    const { connection, router } = await renderNotice(() => null);
    act(() => connection.setStatus('signedOut'));
    expect(await screen.findByText('signing out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(pathTo('signOut'));
    expect(await screen.findByText('You were signed out (on another device or by the venue).')).toBeInTheDocument();
  });

  it('stays when the session is still valid over HTTP', async () => {
    const { connection, router, server } = await renderNotice(() => member());
    act(() => connection.setStatus('signedOut'));
    await waitFor(() => expect(server.calls('CurrentUser')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe(pathTo('home'));
  });

  it('leaves the word to this tab while it ends the sessions itself (deleting the profile here)', async () => {
    const { connection, router, server, session } = await renderNotice(() => null);
    let answer!: (result: { error?: unknown }) => void;
    const deleting = session.endHere(() => new Promise<{ error?: unknown }>((resolve) => (answer = resolve)), (r) => !r.error);
    // The server closes the socket before the deletion's answer arrives.
    act(() => connection.setStatus('signedOut'));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls('CurrentUser')).toHaveLength(0);
    expect(router.state.location.pathname).toBe(pathTo('home'));
    expect(screen.queryByText('You were signed out (on another device or by the venue).')).toBeNull();
    answer({});
    await deleting;
    expect(session.endingHere).toBe(true);
  });

  it('stays silent when the members’ screen, still showing after the deletion, finds its new socket refused', async () => {
    // The deletion signs this tab out (a fresh client); until the sign-in screen replaces the
    // members' layout, its live parts open the fresh client's socket, which the server refuses.
    const { router, server, session } = await renderNotice(() => null);
    await session.endHere(async (): Promise<{ error?: unknown }> => ({}), (r) => !r.error);
    await session.signOut();
    act(() => connectionOf(session.client).setStatus('signedOut'));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls('CurrentUser')).toHaveLength(0);
    expect(router.state.location.pathname).toBe(pathTo('home'));
    expect(screen.queryByText('You were signed out (on another device or by the venue).')).toBeNull();
  });

  it('after a new sign-in in this tab, the server’s "signed out" is news again', async () => {
    const { router, session } = await renderNotice(() => null);
    await session.signOut();
    await session.startMemberCache();
    act(() => connectionOf(session.client).setStatus('signedOut'));
    expect(await screen.findByText('signing out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(pathTo('signOut'));
  });

  it('a refused deletion ends nothing: the next "signed out" from the server is news again', async () => {
    const { session } = await renderNotice(() => null);
    await session.endHere(async () => ({ error: new Error('wrong password') }), (r) => !r.error);
    expect(session.endingHere).toBe(false);
  });
});
