import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n } from '../../test/render.js';
import { liveSession } from '../../test/live-session.js';
import { createRoutes } from '../routes.js';

// The online marks of every list follow presenceChanged through the members' cache (decision 0020):
// here the friends list, whose cards ask for isOnline.

const CARLA = '00000000-0000-4000-8000-0000000000ca';

function friendPage(isOnline: boolean) {
  return {
    __typename: 'FriendshipConnection',
    hasNextPage: false,
    endCursor: null,
    nodes: [
      {
        __typename: 'FriendshipListItem',
        id: 'f1',
        member: { __typename: 'UserWithAvatar', id: CARLA, slug: 'carla', username: 'carla', sex: 'F', isPremium: false, isVerified: false, isAllowedToVisit: true, avatar: null, isOnline },
        friendship: {
          __typename: 'Friendship',
          id: 'f1',
          status: 'ACCEPTED',
          incoming: false,
          createdAt: '2026-01-01T10:00:00.000Z',
          respondedAt: '2026-02-01T10:00:00.000Z',
          viewerCan: { __typename: 'FriendshipAbilities', accept: false, decline: false, revoke: false, remove: true },
        },
      },
    ],
  };
}

async function openFriends(isOnline: boolean) {
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member() } }),
    Friends: () => ({ data: { friends: friendPage(isOnline) } }),
  });
  const live = liveSession(server.fetch);
  const i18n = await testI18n('en');
  const router = createMemoryRouter(createRoutes(live.session, i18n), { initialEntries: ['/friends'] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session: live.session });
  await screen.findByRole('link', { name: 'carla' });
  await waitFor(() => expect(live.open('PresenceChanged')).toBeGreaterThan(0));
  const presence = (online: string[], offline: string[]) => act(() => live.push('PresenceChanged', { presenceChanged: { __typename: 'PresenceChange', online, offline } }));
  return { server, presence };
}

/** Carla's online dot (she is the only one listed). */
const dot = () => document.querySelector('[data-online-dot]');

describe('online marks, live', () => {
  it('shows the green dot with a title and says "Online" in words, and takes both away when she goes offline', async () => {
    const { presence, server } = await openFriends(true);
    expect(dot()).toHaveAttribute('title', 'Online');
    expect(screen.getByText('Online')).toBeInTheDocument();
    const asked = server.calls('Friends').length;
    presence([], [CARLA]);
    await waitFor(() => expect(dot()).toBeNull());
    expect(screen.queryByText('Online')).not.toBeInTheDocument();
    expect(server.calls('Friends')).toHaveLength(asked);
  });

  it('lights the dot when she comes online, and leaves it alone for someone else', async () => {
    const { presence } = await openFriends(false);
    expect(dot()).toBeNull();
    presence(['00000000-0000-4000-8000-0000000000ff'], []);
    await new Promise((r) => setTimeout(r, 50));
    expect(dot()).toBeNull();
    presence([CARLA], []);
    await waitFor(() => expect(dot()).not.toBeNull());
  });
});
