import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { MemberCard } from '../../components/member-card.js';
import { FriendButton } from './FriendButton.js';
import type { Friendship, FriendshipListItem, FriendshipState } from './operations.js';

// The friends screen and the profile page's friend button, against a stand-in /graphql.

function card(username: string, overrides: Partial<MemberCard> = {}): MemberCard & { __typename: string } {
  return {
    __typename: 'UserWithAvatar',
    id: `00000000-0000-4000-8000-${username.padStart(12, '0').slice(-12).replace(/[^0-9a-f]/g, 'a')}`,
    slug: username,
    username,
    sex: 'F',
    isPremium: false,
    isVerified: false,
    isAllowedToVisit: true,
    isOnline: false,
    avatar: null,
    ...overrides,
  };
}

function friendship(id: string, overrides: Partial<Friendship> = {}): Friendship & { __typename: string } {
  return {
    __typename: 'Friendship',
    id,
    status: 'PENDING',
    incoming: true,
    createdAt: '2026-03-01T18:00:00.000Z',
    respondedAt: null,
    viewerCan: { __typename: 'FriendshipAbilities', accept: true, decline: true, revoke: false, remove: false },
    ...overrides,
  };
}

const item = (member: MemberCard, f: Friendship): FriendshipListItem & { __typename: string } => ({ __typename: 'FriendshipListItem', id: f.id, member, friendship: f });
const page = (nodes: FriendshipListItem[]) => ({ __typename: 'FriendshipConnection', nodes, hasNextPage: false, endCursor: null });
const fid = (n: number) => `00000000-0000-4000-8000-00000000f00${n}`;

function state(overrides: Partial<FriendshipState> = {}): FriendshipState & { __typename: string } {
  return {
    __typename: 'FriendshipState',
    id: card('anna').id,
    relation: 'NONE',
    requestRefusal: null,
    member: card('anna'),
    friendship: null,
    viewerCan: { __typename: 'FriendshipStateAbilities', request: true, accept: false, decline: false, revoke: false, remove: false },
    ...overrides,
  };
}

async function openFriends(path: string, responders: Parameters<typeof fakeGraphQLServer>[0] = {}) {
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member({ slug: 'ben', username: 'ben', sex: 'M' }) } }),
    Friends: () => ({ data: { friends: page([item(card('carla'), friendship(fid(1), { status: 'ACCEPTED', incoming: false, respondedAt: '2026-02-01T10:00:00.000Z', viewerCan: { __typename: 'FriendshipAbilities', accept: false, decline: false, revoke: false, remove: true } }))]) } }),
    FriendRequests: ({ variables }) => ({
      data: {
        friendRequests:
          variables.direction === 'INCOMING'
            ? page([item(card('anna'), friendship(fid(2)))])
            : page([item(card('dora'), friendship(fid(3), { incoming: false, viewerCan: { __typename: 'FriendshipAbilities', accept: false, decline: false, revoke: true, remove: false } }))]),
      },
    }),
    ...responders,
  });
  const i18n = await testI18n();
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  return { router, server };
}

async function renderButton(responders: Parameters<typeof fakeGraphQLServer>[0]) {
  const server = fakeGraphQLServer(responders);
  const i18n = await testI18n();
  const session = testSession(server.fetch);
  renderWithProviders(<FriendButton slug="anna" />, { i18n, session });
  return { server, user: userEvent.setup() };
}

describe('/friends', () => {
  it('shows the friends tab with a link to each profile and a confirmed way to end the friendship', async () => {
    const { server } = await openFriends('/friends');
    expect(await screen.findByRole('heading', { level: 1, name: 'Freunde' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Freunde', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'carla' })).toHaveAttribute('href', '/users/carla');
    expect(screen.getByText('Befreundet seit 01.02.2026, 11:00')).toBeInTheDocument();
    expect(screen.getByText(/bis zu 10 Freunde/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Freundschaft mit carla beenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Freundschaft beenden?' });
    expect(server.calls('RemoveFriend')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls('RemoveFriend')).toHaveLength(0);
  });

  it('lists received and sent requests under "Anfragen" (the e-mail’s ?tab=requests)', async () => {
    await openFriends('/friends?tab=requests');
    expect(await screen.findByRole('tab', { name: 'Anfragen', selected: true })).toBeInTheDocument();
    const received = screen.getByRole('region', { name: 'Erhaltene Anfragen' });
    const sent = screen.getByRole('region', { name: 'Gesendete Anfragen' });
    expect(await within(received).findByRole('link', { name: 'anna' })).toBeInTheDocument();
    expect(within(received).getByRole('button', { name: 'Anfrage von anna annehmen' })).toBeInTheDocument();
    expect(within(received).getByRole('button', { name: 'Anfrage von anna ablehnen' })).toBeInTheDocument();
    expect(await within(sent).findByRole('button', { name: 'Anfrage an dora zurückziehen' })).toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: /annehmen/ })).not.toBeInTheDocument();
  });

  it('accepting asks the server with the request’s id and refreshes the lists', async () => {
    const { server } = await openFriends('/friends?tab=requests', {
      AcceptFriendship: () => ({ data: { acceptFriendship: friendship(fid(2), { status: 'ACCEPTED', viewerCan: { __typename: 'FriendshipAbilities', accept: false, decline: false, revoke: false, remove: true } }) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Anfrage von anna annehmen' }));
    expect(await screen.findByText('Du und anna seid jetzt befreundet.')).toBeInTheDocument();
    expect(server.calls('AcceptFriendship').map((c) => c.variables)).toEqual([{ id: fid(2) }]);
    await waitFor(() => expect(server.calls('FriendRequests').length).toBeGreaterThan(2));
  });

  it('a refused acceptance shows the server’s reason, translated', async () => {
    await openFriends('/friends?tab=requests', {
      AcceptFriendship: () => ({ errors: [{ message: 'FRIEND_LIMIT_REACHED', extensions: { code: 'FRIEND_LIMIT_REACHED' } }] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Anfrage von anna annehmen' }));
    expect(await screen.findByText(/maximale Anzahl von 10 Freunden erreicht/)).toBeInTheDocument();
  });

  it('declining asks first, then declines', async () => {
    const { server } = await openFriends('/friends?tab=requests', {
      DeclineFriendship: () => ({ data: { declineFriendship: friendship(fid(2), { status: 'DECLINED', viewerCan: { __typename: 'FriendshipAbilities', accept: false, decline: false, revoke: false, remove: false } }) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Anfrage von anna ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anfrage ablehnen?' });
    expect(within(dialog).getByText('Möchtest du die Freundschaftsanfrage von anna ablehnen?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(await screen.findByText('Die Anfrage ist abgelehnt.')).toBeInTheDocument();
    expect(server.calls('DeclineFriendship').map((c) => c.variables)).toEqual([{ id: fid(2) }]);
  });

  it('links to the blocked members', async () => {
    await openFriends('/friends');
    expect(await screen.findByRole('link', { name: 'Blockierte Mitglieder' })).toHaveAttribute('href', '/blocks');
  });
});

describe('the friend button', () => {
  it('sends a request and then shows it as sent, with a way to withdraw it', async () => {
    const sent = state({
      relation: 'REQUEST_SENT',
      requestRefusal: 'FRIEND_REQUEST_EXISTS',
      friendship: friendship(fid(4), { incoming: false, viewerCan: { __typename: 'FriendshipAbilities', accept: false, decline: false, revoke: true, remove: false } }),
      viewerCan: { __typename: 'FriendshipStateAbilities', request: false, accept: false, decline: false, revoke: true, remove: false },
    });
    const { server, user } = await renderButton({
      FriendshipWith: () => ({ data: { friendshipWith: state() } }),
      RequestFriendship: () => ({ data: { requestFriendship: sent } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Freundschaftsanfrage senden' }));
    expect(await screen.findByText('Deine Freundschaftsanfrage ist gesendet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anfrage an anna zurückziehen' })).toBeInTheDocument();
    expect(server.calls('RequestFriendship').map((c) => c.variables)).toEqual([{ slug: 'anna' }]);
  });

  it('says why a request is not possible (verified-only members: "Nicht möglich.")', async () => {
    await renderButton({
      FriendshipWith: () => ({ data: { friendshipWith: state({ requestRefusal: 'CONTACT_NOT_POSSIBLE', viewerCan: { __typename: 'FriendshipStateAbilities', request: false, accept: false, decline: false, revoke: false, remove: false } }) } }),
    });
    expect(await screen.findByText('Nicht möglich.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Freundschaftsanfrage senden' })).toBeDisabled();
  });

  it('offers accept and decline for a received request', async () => {
    await renderButton({
      FriendshipWith: () => ({ data: { friendshipWith: state({ relation: 'REQUEST_RECEIVED', requestRefusal: 'FRIEND_REQUEST_EXISTS', friendship: friendship(fid(5)), viewerCan: { __typename: 'FriendshipStateAbilities', request: false, accept: true, decline: true, revoke: false, remove: false } }) } }),
    });
    expect(await screen.findByText('anna möchte mit dir befreundet sein.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anfrage von anna annehmen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anfrage von anna ablehnen' })).toBeInTheDocument();
  });

  it('between friends: ends the friendship only after confirming', async () => {
    // As the server would: once ended, asking again answers "not friends" (a refetch after the
    // mutation must not bring the friendship back).
    let ended = false;
    const { server, user } = await renderButton({
      FriendshipWith: () => ({
        data: {
          friendshipWith: ended ? state() : state({
            relation: 'FRIENDS',
            requestRefusal: 'ALREADY_FRIENDS',
            friendship: friendship(fid(6), { status: 'ACCEPTED', viewerCan: { __typename: 'FriendshipAbilities', accept: false, decline: false, revoke: false, remove: true } }),
            viewerCan: { __typename: 'FriendshipStateAbilities', request: false, accept: false, decline: false, revoke: false, remove: true },
          }),
        },
      }),
      RemoveFriend: () => {
        ended = true;
        return { data: { removeFriend: state() } };
      },
    });
    expect(await screen.findByText('Ihr seid befreundet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Freundschaft mit anna beenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Freundschaft beenden?' });
    await user.click(within(dialog).getByRole('button', { name: 'Freundschaft beenden' }));
    expect(await screen.findByText('Die Freundschaft mit anna ist beendet.')).toBeInTheDocument();
    expect(server.calls('RemoveFriend').map((c) => c.variables)).toEqual([{ slug: 'anna' }]);
    expect(await screen.findByRole('button', { name: 'Freundschaftsanfrage senden' })).toBeEnabled();
  });

  it('shows nothing for an unknown member', async () => {
    const { server } = await renderButton({ FriendshipWith: () => ({ data: { friendshipWith: null } }) });
    await waitFor(() => expect(server.calls('FriendshipWith')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Freundschaft|Anfrage/ })).not.toBeInTheDocument();
  });
});
