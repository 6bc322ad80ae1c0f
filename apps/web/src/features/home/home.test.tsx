import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { HomeOverview } from './operations.js';

// /home: the member's start page (issue 12 item 6) against a stand-in server.

const card = (n: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'UserWithAvatar' as const,
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `member${n}`,
  username: `Member${n}`,
  sex: 'M' as const,
  isPremium: false,
  isVerified: false,
  isAllowedToVisit: true,
  avatar: null,
  ...overrides,
});

function overview(o: Partial<HomeOverview> = {}, user: Partial<NonNullable<HomeOverview['currentUser']>> = {}): HomeOverview {
  return {
    currentUser: {
      __typename: 'CurrentUser',
      id: 'u1',
      unreadMessagesCount: 0,
      avatar: { __typename: 'ProfileImage', id: 'a1' },
      wallImage: { __typename: 'ProfileImage', id: 'w1' },
      lookingFor: ['M'],
      conversations: { __typename: 'ConversationConnection', nodes: [] },
      ...user,
    },
    events: { __typename: 'EventConnection', nodes: [] },
    friendRequests: { __typename: 'FriendshipConnection', nodes: [] },
    onlineUsers: { __typename: 'UserWithAvatarConnection', nodes: [] },
    ...o,
  };
}

async function open(data: HomeOverview, responders: Parameters<typeof fakeGraphQLServer>[0] = {}) {
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member() } }),
    HomeOverview: () => ({ data }),
    Notifications: () => ({ data: { notifications: { __typename: 'NotificationConnection', nodes: [], hasNextPage: false, endCursor: null } } }),
    UnreadNotificationCount: () => ({ data: { unreadNotificationCount: 0 } }),
    ...responders,
  });
  const i18n = await testI18n();
  const router = createMemoryRouter(createRoutes(testSession(server.fetch), i18n), { initialEntries: ['/home'] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session: testSession(server.fetch) });
  return { server, user: userEvent.setup() };
}

describe('/home', () => {
  it('shows the next event, the latest conversation with its unread count, and who is online and a match', async () => {
    const ben = card(2, { username: 'Ben' });
    const data = overview(
      {
        events: {
          __typename: 'EventConnection',
          nodes: [{ __typename: 'Event', id: 'e1', slug: 'maskenball', titleDe: 'Maskenball', titleEn: 'Masked ball', startsAt: '2026-12-12T20:00:00.000Z', coupleOnly: false, imageKey: null, imageWidth: null, imageHeight: null }],
        },
        onlineUsers: {
          __typename: 'UserWithAvatarConnection',
          nodes: [
            { ...card(3, { username: 'Nadja_LU', sex: 'F' }), isOnline: true, ages: [31], region: 'LU' },
            { ...card(4, { username: 'Gesperrt', isAllowedToVisit: false }), isOnline: true, ages: [], region: null },
          ],
        },
      },
      {
        unreadMessagesCount: 2,
        conversations: {
          __typename: 'ConversationConnection',
          nodes: [{ __typename: 'Conversation', id: 'c1', unreadCount: 2, lastMessageAt: '2026-05-01T19:58:00.000Z', users: [card(1, { id: 'u1', username: 'anna' }), ben], latestMessage: { __typename: 'Message', id: 'm1', preview: 'Hoi Anna!', senderId: ben.id, insertedAt: '2026-05-01T19:58:00.000Z' } }],
        },
      },
    );
    await open(data);
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen, anna!' })).toBeInTheDocument();
    const events = await screen.findByRole('region', { name: 'Nächste Events' });
    expect(within(events).getByRole('link', { name: 'Maskenball' })).toHaveAttribute('href', '/events/maskenball');
    const messages = screen.getByRole('region', { name: 'Nachrichten' });
    expect(within(messages).getByText('2 ungelesene Nachrichten')).toBeInTheDocument();
    expect(within(messages).getByRole('link', { name: /^Ben .*, 2 ungelesen$/ })).toHaveAttribute('href', '/conversations/c1');
    const online = screen.getByRole('region', { name: 'Jetzt online und passend' });
    expect(within(online).getByRole('link', { name: 'Nadja_LU' })).toBeInTheDocument();
    expect(within(online).getByText('Frau · 31 Jahre')).toBeInTheDocument();
    expect(within(online).queryByText('Gesperrt')).not.toBeInTheDocument();
    // Complete profile: no nudge.
    expect(screen.queryByRole('region', { name: 'Mach dein Profil komplett' })).not.toBeInTheDocument();
    expect(document.title).toContain('Home');
  });

  it('accepts an open friend request from the home', async () => {
    const request = {
      __typename: 'FriendshipListItem' as const,
      id: 'f1',
      member: card(5, { username: 'Luca_TI' }),
      friendship: { __typename: 'Friendship' as const, id: 'f1', status: 'PENDING', viewerCan: { __typename: 'FriendshipAbilities' as const, accept: true } },
    };
    const { server, user } = await open(overview({ friendRequests: { __typename: 'FriendshipConnection', nodes: [request] } }), {
      HomeAcceptFriendship: () => ({ data: { acceptFriendship: { __typename: 'Friendship', id: 'f1', status: 'ACCEPTED' } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Anfrage von Luca_TI annehmen' }));
    await waitFor(() => expect(server.calls('HomeAcceptFriendship')[0]!.variables).toEqual({ id: 'f1' }));
    expect(await screen.findByText('Du und Luca_TI seid jetzt befreundet.')).toBeInTheDocument();
  });

  it('nudges to add what the profile lacks, each a link to fix it; every empty block offers one next step', async () => {
    const data = overview({}, { avatar: null, wallImage: null, lookingFor: [] });
    await open(data);
    const nudge = await screen.findByRole('region', { name: 'Mach dein Profil komplett' });
    expect(within(nudge).getByRole('link', { name: 'Profilbild hinzufügen' })).toHaveAttribute('href', '/photos');
    expect(within(nudge).getByRole('link', { name: 'Titelbild hinzufügen' })).toHaveAttribute('href', '/photos');
    expect(within(nudge).getByRole('link', { name: 'Angeben, wen du suchst' })).toHaveAttribute('href', '/users/anna/edit');
    // The blocks below the first screenful come right after the first paint.
    expect(within(await screen.findByRole('region', { name: 'Nächste Events' })).getByRole('link', { name: 'Zu den Events' })).toHaveAttribute('href', '/events');
    expect(within(screen.getByRole('region', { name: 'Nachrichten' })).getByRole('link', { name: 'Mitglieder entdecken' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Freundschaftsanfragen' })).getByRole('link', { name: 'Zu deinen Freunden' })).toHaveAttribute('href', '/friends');
    expect(within(screen.getByRole('region', { name: 'Jetzt online und passend' })).getByRole('link', { name: 'Profile durchsuchen' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Zu deinem Profil' })).toHaveAttribute('href', '/users/anna');
  });
});
