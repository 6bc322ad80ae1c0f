import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n } from '../../test/render.js';
import { liveSession } from '../../test/live-session.js';
import { createRoutes } from '../../app/routes.js';
import { connectionOf } from '../../app/session/connection.js';
import { ONLINE_REFRESH_MIN_MS } from './online-users.route.js';
import type { FoundMember } from './operations.js';

// /online-users follows presenceChanged (docs/decisions/0020), with the members' normalised cache.

function found(n: number, overrides: Partial<FoundMember> = {}): FoundMember & { __typename: 'UserWithAvatar' } {
  return {
    __typename: 'UserWithAvatar',
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `member${n}`,
    username: `Member${n}`,
    sex: 'F',
    isPremium: false,
    isVerified: false,
    isAllowedToVisit: true,
    avatar: null,
    isOnline: true,
    lastActiveAt: '2026-05-01T19:58:00.000Z',
    ages: [],
    region: null,
    ...overrides,
  };
}

const page = (nodes: FoundMember[]) => ({ data: { onlineUsers: { __typename: 'UserWithAvatarConnection', nodes, hasNextPage: false, endCursor: null } } });

async function openOnlineUsers(pages: FoundMember[][]) {
  let answer = 0;
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member() } }),
    OnlineUsers: () => page(pages[Math.min(answer++, pages.length - 1)]!),
  });
  const live = liveSession(server.fetch);
  const i18n = await testI18n('en');
  const router = createMemoryRouter(createRoutes(live.session, i18n), { initialEntries: ['/online-users'] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session: live.session });
  await waitFor(() => expect(live.open('PresenceChanged')).toBeGreaterThan(0));
  const presence = (online: string[], offline: string[]) => act(() => live.push('PresenceChanged', { presenceChanged: { __typename: 'PresenceChange', online, offline } }));
  return { server, live, presence };
}

describe('/online-users, live', () => {
  it('drops a member who goes offline at once, without asking the server', async () => {
    const [anna, ben] = [found(1), found(2)];
    const { server, presence } = await openOnlineUsers([[anna, ben]]);
    expect(await screen.findByRole('link', { name: 'Member2' })).toBeInTheDocument();
    const asked = server.calls('OnlineUsers').length;
    presence([], [ben.id]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Member2' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Member1' })).toBeInTheDocument();
    expect(server.calls('OnlineUsers')).toHaveLength(asked);
  });

  it('asks again when someone not on the list comes online, once for a burst, and shows them', async () => {
    const [anna, cleo, dora] = [found(3), found(4), found(5)];
    const { server, presence } = await openOnlineUsers([[anna], [cleo, dora, anna]]);
    expect(await screen.findByRole('link', { name: 'Member3' })).toBeInTheDocument();
    const asked = server.calls('OnlineUsers').length;
    presence([cleo.id], []);
    presence([dora.id], []);
    presence([anna.id], []);
    expect(await screen.findByRole('link', { name: 'Member4' }, { timeout: ONLINE_REFRESH_MIN_MS + 1000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Member5' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(server.calls('OnlineUsers')).toHaveLength(asked + 1);
  });

  it('does not ask again for members it already shows', async () => {
    const anna = found(6);
    const { server, presence } = await openOnlineUsers([[anna]]);
    expect(await screen.findByRole('link', { name: 'Member6' })).toBeInTheDocument();
    const asked = server.calls('OnlineUsers').length;
    presence([anna.id], []);
    await new Promise((r) => setTimeout(r, 300));
    expect(server.calls('OnlineUsers')).toHaveLength(asked);
  });

  it('asks again after a lost connection is back (changes may have been missed)', async () => {
    const [anna, emil] = [found(7), found(8)];
    const { server, live } = await openOnlineUsers([[anna], [emil, anna]]);
    expect(await screen.findByRole('link', { name: 'Member7' })).toBeInTheDocument();
    act(() => connectionOf(live.session.client).reconnected());
    expect(await screen.findByRole('link', { name: 'Member8' }, { timeout: ONLINE_REFRESH_MIN_MS + 1000 })).toBeInTheDocument();
    expect(server.calls('OnlineUsers').length).toBeGreaterThanOrEqual(2);
  });
});
