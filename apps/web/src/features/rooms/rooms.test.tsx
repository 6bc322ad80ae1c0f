import { describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { RoomKind } from '@venue/shared';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { liveSession } from '../../test/live-session.js';
import { member, renderWithProviders, testI18n } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import { connectionOf } from '../../app/session/connection.js';
import type { MemberCard } from '../../components/member-card.js';
import type { ChatRoom, RoomAbilities, RoomMessage } from './operations.js';

// jsdom has no document.fonts, which Mantine's autosizing text areas listen to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

// The first screen of a file loads its lazy route modules and catalogue: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The chat room screens against a stand-in /graphql; room events pushed by hand as the socket would.

const ROOM_ID = '00000000-0000-4000-8000-00000000a001';

function card(username: string): MemberCard & { __typename: 'UserWithAvatar' } {
  return {
    __typename: 'UserWithAvatar',
    id: `00000000-0000-4000-8000-${username.length.toString().padStart(4, '0')}${username.padStart(8, '0').slice(-8).replace(/[^0-9a-f]/g, 'b')}`,
    slug: username.toLowerCase(),
    username,
    sex: 'F',
    isPremium: false,
    isVerified: false,
    isAllowedToVisit: true,
    avatar: null,
  };
}

const abilities = (overrides: Partial<RoomAbilities> = {}): RoomAbilities => ({
  __typename: 'RoomAbilities',
  read: true,
  join: false,
  leave: true,
  write: true,
  invite: false,
  editSettings: false,
  manageMembers: false,
  delete: false,
  ...overrides,
});

function room(overrides: Partial<ChatRoom> = {}): ChatRoom {
  return {
    __typename: 'ChatRoom',
    id: ROOM_ID,
    kind: 'PUBLIC',
    name: 'Lounge',
    description: 'Plaudern über alles.',
    createdAt: '2026-05-01T18:00:00.000Z',
    activeAt: '2026-05-01T19:00:00.000Z',
    lastSeq: 2,
    memberCount: 4,
    unreadCount: 0,
    latestMessagePreview: 'Hoi zäme',
    isOwner: false,
    membership: { __typename: 'RoomMembership', id: '00000000-0000-4000-8000-00000000b001', admin: false, joinedAt: '2026-05-01T18:10:00.000Z' },
    viewerCan: abilities(),
    ...overrides,
  };
}

function message(seq: number, body: string, from = 'Reto_ZH', mine = false): RoomMessage {
  return {
    __typename: 'RoomMessage',
    id: `00000000-0000-4000-8000-0000000c${String(seq).padStart(4, '0')}`,
    roomId: ROOM_ID,
    seq,
    body,
    createdAt: new Date(Date.UTC(2026, 4, 1, 18, seq)).toISOString(),
    mine,
    sender: card(from),
  };
}

const page = (nodes: ChatRoom[]) => ({ data: { chatRooms: { __typename: 'ChatRoomConnection', nodes, hasNextPage: false, endCursor: null } } });
const messagePage = (nodes: RoomMessage[], hasMore = false) => ({ data: { roomMessages: { __typename: 'RoomMessagePage', nodes, hasMore } } });
const refusal = (code: string) => ({ errors: [{ message: code, extensions: { code } }] });
const creation = (kinds: RoomKind[]) => () => ({ data: { currentUser: { __typename: 'CurrentUser', id: 'u1', creatableRoomKinds: kinds } } });

async function open(path: string | { pathname: string; state: unknown }, responders: Parameters<typeof fakeGraphQLServer>[0]) {
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member() } }),
    RoomCreation: creation([]),
    ...responders,
  });
  const live = liveSession(server.fetch);
  const i18n = await testI18n();
  const router = createMemoryRouter(createRoutes(live.session, i18n), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session: live.session });
  const push = (data: Record<string, unknown>) => act(() => live.push('RoomEvents', { roomEvents: { __typename: 'RoomEvent', roomId: ROOM_ID, message: null, ...data } }));
  return { server, live, router, push };
}

describe('/public-chat', { timeout: 20_000 }, () => {
  it('lists the rooms with kind, members, unread count ("mehr als 100" above 100) and the latest message', async () => {
    await open('/public-chat', {
      ChatRooms: () => page([room({ unreadCount: 3 }), room({ id: '00000000-0000-4000-8000-00000000a002', name: 'Sauna-Talk', kind: 'GROUP', unreadCount: 101, memberCount: 1, latestMessagePreview: null })]),
    });
    const lounge = (await screen.findByRole('link', { name: 'Lounge' })).closest('li')!;
    expect(screen.getByRole('link', { name: 'Lounge' })).toHaveAttribute('href', `/public-chat/${ROOM_ID}`);
    expect(within(lounge as HTMLElement).getByText('3 ungelesen')).toBeInTheDocument();
    expect(within(lounge as HTMLElement).getByText('Öffentlicher Raum')).toBeInTheDocument();
    expect(within(lounge as HTMLElement).getByText('4 Mitglieder')).toBeInTheDocument();
    expect(within(lounge as HTMLElement).getByText('Hoi zäme')).toBeInTheDocument();
    const sauna = screen.getByRole('link', { name: 'Sauna-Talk' }).closest('li') as HTMLElement;
    expect(within(sauna).getByText('mehr als 100 ungelesen')).toBeInTheDocument();
    expect(within(sauna).getByText('Gruppenchat')).toBeInTheDocument();
    expect(within(sauna).getByText('1 Mitglied')).toBeInTheDocument();
    expect(within(sauna).getByText('Noch keine Nachrichten.')).toBeInTheDocument();
  });

  it('offers a new room only to members who may create one', async () => {
    await open('/public-chat', { ChatRooms: () => page([room()]), RoomCreation: creation([]) });
    expect(await screen.findByRole('link', { name: 'Lounge' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Neuen Raum eröffnen' })).not.toBeInTheDocument();
  });

  it('links a verified member to the new room form, which offers only the kinds they may create', async () => {
    const { router } = await open('/public-chat', { ChatRooms: () => page([room()]), RoomCreation: creation(['GROUP', 'PRIVATE']) });
    const link = await screen.findByRole('link', { name: 'Neuen Raum eröffnen' });
    expect(link).toHaveAttribute('href', '/new-public-chat');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-public-chat'));
    expect(await screen.findByRole('radio', { name: 'Gruppenchat' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Privater Gruppenchat' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Öffentlicher Raum' })).not.toBeInTheDocument();
  });

  it('asks the server for the chosen filter', async () => {
    const { server } = await open('/public-chat', { ChatRooms: ({ variables }) => page(variables.filter === 'INVITED' ? [] : [room()]) });
    expect(await screen.findByRole('link', { name: 'Lounge' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Einladungen'));
    expect(await screen.findByText('Du hast keine offenen Einladungen.')).toBeInTheDocument();
    expect(server.calls('ChatRooms').map((c) => c.variables.filter)).toContain('INVITED');
  });
});

describe('/new-public-chat', { timeout: 20_000 }, () => {
  it('shows the server’s field errors, translated, and opens the new room on success', async () => {
    let attempt = 0;
    const { server, router } = await open('/new-public-chat', {
      RoomCreation: creation(['GROUP', 'PRIVATE']),
      CreateChatRoom: () =>
        attempt++ === 0
          ? { errors: [{ message: 'BAD_INPUT', extensions: { code: 'BAD_INPUT', fields: [{ field: 'name', code: 'ROOM_NAME_TOO_LONG' }] } }] }
          : { data: { createChatRoom: room({ kind: 'PRIVATE', name: 'Apéro' }) } },
      ChatRoom: () => ({ data: { chatRoom: room({ kind: 'PRIVATE', name: 'Apéro' }) } }),
      RoomMessages: () => messagePage([]),
    });
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Raum eröffnen' }));
    expect(await screen.findByText('Der Name braucht mindestens 3 Zeichen.')).toBeInTheDocument();
    expect(server.calls('CreateChatRoom')).toHaveLength(0);

    await userEvent.type(name, 'éro');
    await userEvent.click(screen.getByRole('radio', { name: 'Privater Gruppenchat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Raum eröffnen' }));
    expect(await screen.findByText('Der Name darf höchstens 60 Zeichen lang sein.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Raum eröffnen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/public-chat/${ROOM_ID}`));
    expect(server.calls('CreateChatRoom')[0]!.variables).toEqual({ input: { kind: 'PRIVATE', name: 'abéro', description: null } });
  });
});

describe('/public-chat/:id', { timeout: 20_000 }, () => {
  const inRoom = (responders: Parameters<typeof fakeGraphQLServer>[0] = {}) =>
    open(`/public-chat/${ROOM_ID}`, {
      ChatRoom: () => ({ data: { chatRoom: room() } }),
      RoomMessages: ({ variables }) => (variables.afterSeq !== undefined ? messagePage([]) : messagePage([message(1, 'Hallo zusammen!'), message(2, 'Hoi zäme', 'Seraina_GR')], true)),
      MarkRoomRead: () => ({ data: { markRoomRead: true } }),
      ...responders,
    });

  it('shows the messages with a back button to the list, and marks them read', async () => {
    const { server } = await inRoom();
    expect(await screen.findByText('Hallo zusammen!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lounge' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zurück zur Chat-Liste/ })).toHaveAttribute('href', '/public-chat');
    expect(screen.getByRole('link', { name: 'Seraina_GR' })).toHaveAttribute('href', '/users/seraina_gr');
    // A log holding a list: the day's heading, then each message a list item with its author and time.
    const log = screen.getByRole('log', { name: 'Nachrichten im Raum' });
    const items = within(within(log).getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([expect.stringMatching(/^Fr, 1\. Mai/), 'Reto_ZHHallo zusammen!20:01', 'Seraina_GRHoi zäme20:02']);
    await waitFor(() => expect(server.calls('MarkRoomRead').map((c) => c.variables)).toEqual([{ roomId: ROOM_ID, seq: 2 }]));
  });

  it('shows a message announced over the socket at once, and each message once', async () => {
    const { push, live } = await inRoom();
    expect(await screen.findByText('Hoi zäme')).toBeInTheDocument();
    await waitFor(() => expect(live.open('RoomEvents')).toBe(1));
    push({ kind: 'MESSAGE', message: message(3, 'Wer ist am Freitag da?', 'Chantal_BS') });
    expect(await screen.findByText('Wer ist am Freitag da?')).toBeInTheDocument();
    push({ kind: 'MESSAGE', message: message(3, 'Wer ist am Freitag da?', 'Chantal_BS') });
    expect(screen.getAllByText('Wer ist am Freitag da?')).toHaveLength(1);
  });

  it('fetches what it missed: after a skipped place and after a reconnect (afterSeq = highest shown)', async () => {
    let afterAnswers = 0;
    const { server, push, live } = await inRoom({
      RoomMessages: ({ variables }) => {
        if (variables.afterSeq === 2) return messagePage([message(3, 'Verpasst'), message(4, 'Neu')]);
        if (variables.afterSeq === 4) return messagePage(afterAnswers++ === 0 ? [message(5, 'Während der Trennung')] : []);
        return messagePage([message(1, 'Hallo zusammen!'), message(2, 'Hoi zäme')]);
      },
    });
    expect(await screen.findByText('Hoi zäme')).toBeInTheDocument();
    await waitFor(() => expect(live.open('RoomEvents')).toBe(1));
    push({ kind: 'MESSAGE', message: message(4, 'Neu') });
    expect(await screen.findByText('Verpasst')).toBeInTheDocument();
    expect(screen.getAllByText('Neu')).toHaveLength(1);
    act(() => connectionOf(live.session.client).reconnected());
    expect(await screen.findByText('Während der Trennung')).toBeInTheDocument();
    expect(server.calls('RoomMessages').map((c) => c.variables.afterSeq)).toEqual([undefined, 2, 4]);
  });

  it('loads older messages before the oldest shown', async () => {
    const { server } = await inRoom({
      RoomMessages: ({ variables }) => (variables.beforeSeq === 1 ? messagePage([message(0, 'Ganz alt')]) : messagePage([message(1, 'Hallo zusammen!')], true)),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ältere Nachrichten laden' }));
    expect(await screen.findByText('Ganz alt')).toBeInTheDocument();
    expect(server.calls('RoomMessages').map((c) => c.variables.beforeSeq)).toContain(1);
    expect(screen.queryByRole('button', { name: 'Ältere Nachrichten laden' })).not.toBeInTheDocument();
  });

  it('sends with Enter and shows the sent message; Shift+Enter starts a new line', async () => {
    const { server } = await inRoom({
      SendRoomMessage: ({ variables }) => ({ data: { sendRoomMessage: message(3, String(variables.body), 'anna', true) } }),
    });
    const box = await screen.findByRole('textbox', { name: /Deine Nachricht/ });
    await userEvent.type(box, 'Ich komme{Shift>}{Enter}{/Shift}auch{Enter}');
    expect(await screen.findByText(/Ich komme\s+auch/)).toBeInTheDocument();
    // The own message on the right side, named "Du" for screen readers.
    expect(screen.getByText(/Ich komme\s+auch/).closest('li')).toHaveAttribute('data-own');
    expect(screen.getByText(/Ich komme\s+auch/).closest('li')).toHaveTextContent(/^Du: Ich komme\s+auch/);
    expect(server.calls('SendRoomMessage').map((c) => c.variables)).toEqual([{ roomId: ROOM_ID, body: 'Ich komme\nauch' }]);
    expect(box).toHaveValue('');
  });

  it('shows a refused message in words and keeps the text', async () => {
    await inRoom({ SendRoomMessage: () => refusal('RATE_LIMITED') });
    const box = await screen.findByRole('textbox', { name: /Deine Nachricht/ });
    await userEvent.type(box, 'Noch eine{Enter}');
    expect(await screen.findByText('Zu viele Versuche. Bitte warte einen Moment und versuche es dann noch einmal.')).toBeInTheDocument();
    expect(box).toHaveValue('Noch eine');
  });

  it('an empty message is not sent', async () => {
    const { server } = await inRoom();
    await userEvent.type(await screen.findByRole('textbox', { name: /Deine Nachricht/ }), '   {Enter}');
    expect(await screen.findByText('Die Nachricht ist zu kurz.')).toBeInTheDocument();
    expect(server.calls('SendRoomMessage')).toHaveLength(0);
  });

  it('a member banned while in the room is sent to the list with the notice', async () => {
    const { push, live, router } = await inRoom({ ChatRooms: () => page([]) });
    expect(await screen.findByText('Hoi zäme')).toBeInTheDocument();
    await waitFor(() => expect(live.open('RoomEvents')).toBe(1));
    push({ kind: 'BANNED' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-chat'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Du wurdest aus diesem Raum verbannt.');
    expect(screen.getByRole('heading', { level: 1, name: 'Chat-Räume' })).toBeInTheDocument();
  });

  it('a member whose message the server refuses as banned is sent to the list with the notice', async () => {
    const { router } = await inRoom({ SendRoomMessage: () => refusal('ROOM_BANNED'), ChatRooms: () => page([]) });
    await userEvent.type(await screen.findByRole('textbox', { name: /Deine Nachricht/ }), 'Hallo?{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-chat'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Du wurdest aus diesem Raum verbannt.');
  });

  it('a banned member opening the room (guard data already knows) lands on the list', async () => {
    const { router } = await open(`/public-chat/${ROOM_ID}`, {
      CurrentUser: () => ({ data: { currentUser: member({ bannedRoomIds: [ROOM_ID] }) } }),
      ChatRooms: () => page([]),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-chat'));
    expect(await screen.findByText('Du wurdest aus diesem Raum verbannt.')).toBeInTheDocument();
  });

  it('a member who has not joined reads, and joins to write', async () => {
    let joined = false;
    const { server } = await inRoom({
      ChatRoom: () => ({ data: { chatRoom: joined ? room() : room({ membership: null, viewerCan: abilities({ join: true, leave: false, write: false }) }) } }),
      JoinChatRoom: () => {
        joined = true;
        return { data: { joinChatRoom: room() } };
      },
    });
    expect(await screen.findByText('Hoi zäme')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Deine Nachricht/ })).not.toBeInTheDocument();
    expect(screen.getByText('Tritt dem Raum bei, um mitzuschreiben.')).toBeInTheDocument();
    // Reading without joining marks nothing read; once joined, the room may (and, in time, will).
    expect(server.calls('MarkRoomRead')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Raum beitreten' }));
    expect(await screen.findByRole('textbox', { name: /Deine Nachricht/ })).toBeInTheDocument();
    expect(server.calls('JoinChatRoom').map((c) => c.variables)).toEqual([{ id: ROOM_ID }]);
  });
});

describe('room settings and admin pages', { timeout: 20_000 }, () => {
  it('a room admin edits name and description and may delete the room after confirming', async () => {
    const admin = room({ isOwner: true, kind: 'GROUP', viewerCan: abilities({ editSettings: true, manageMembers: true, delete: true, leave: false }) });
    const { server, router } = await open(`/public-chat/${ROOM_ID}/settings`, {
      ChatRoom: () => ({ data: { chatRoom: admin } }),
      UpdateChatRoom: ({ variables }) => ({ data: { updateChatRoom: { ...admin, ...(variables.input as object) } } }),
      DeleteChatRoom: () => ({ data: { deleteChatRoom: true } }),
      ChatRooms: () => page([]),
    });
    const name = await screen.findByRole('textbox', { name: /Name/ });
    const nav = screen.getByRole('navigation', { name: 'Seiten des Raums' });
    expect(within(nav).getByRole('link', { name: 'Einstellungen' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Sperren' })).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Neue Runde');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Einstellungen sind gespeichert.')).toBeInTheDocument();
    expect(server.calls('UpdateChatRoom')[0]!.variables).toEqual({ id: ROOM_ID, input: { name: 'Neue Runde', description: 'Plaudern über alles.' } });

    await userEvent.click(screen.getByRole('button', { name: 'Raum löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raum löschen?' });
    expect(server.calls('DeleteChatRoom')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-chat'));
    expect(server.calls('DeleteChatRoom').map((c) => c.variables)).toEqual([{ id: ROOM_ID }]);
  });

  it('a member who is not a room admin gets no settings form, and no links to settings or bans', async () => {
    const { server } = await open(`/public-chat/${ROOM_ID}/settings`, { ChatRoom: () => ({ data: { chatRoom: room() } }) });
    expect(await screen.findByText('Die Einstellungen ändern nur die Admins des Raums.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Raum löschen' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Seiten des Raums' });
    expect(within(nav).queryByRole('link', { name: 'Einstellungen' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sperren' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Mitglieder' })).toBeInTheDocument();
    expect(server.calls('UpdateChatRoom')).toHaveLength(0);
  });

  it('a room admin bans a member with a reason from the members page', async () => {
    const admin = room({ viewerCan: abilities({ manageMembers: true, editSettings: true, delete: true }) });
    const target = card('Beat_Baerner');
    const { server } = await open(`/public-chat/${ROOM_ID}/members`, {
      ChatRoom: () => ({ data: { chatRoom: admin } }),
      RoomMembers: () => ({
        data: {
          roomMembers: {
            __typename: 'RoomMemberConnection',
            nodes: [
              { __typename: 'RoomMember', id: 'm1', admin: true, isOwner: true, joinedAt: '2026-05-01T18:00:00.000Z', member: card('Admin_Venue'), viewerCan: { __typename: 'RoomMemberAbilities', ban: false, makeAdmin: false, revokeAdmin: false } },
              { __typename: 'RoomMember', id: 'm2', admin: false, isOwner: false, joinedAt: '2026-05-01T18:05:00.000Z', member: target, viewerCan: { __typename: 'RoomMemberAbilities', ban: true, makeAdmin: true, revokeAdmin: false } },
            ],
            hasNextPage: false,
            endCursor: null,
          },
        },
      }),
      BanRoomMember: () => ({ data: { banRoomMember: { __typename: 'RoomBan', id: 'b1' } } }),
    });
    expect(await screen.findByText('Gründer:in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin_Venue aus dem Raum sperren' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beat_Baerner zum Admin ernennen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Beat_Baerner aus dem Raum sperren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beat_Baerner aus dem Raum sperren?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Grund/ }), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    expect(await screen.findByText('Beat_Baerner ist aus dem Raum gesperrt.')).toBeInTheDocument();
    expect(server.calls('BanRoomMember').map((c) => c.variables)).toEqual([{ roomId: ROOM_ID, userId: target.id, reason: 'Spam' }]);
  });

  it('admins of a private room invite by member name; a refusal is shown in words', async () => {
    const privateRoom = room({ kind: 'PRIVATE', viewerCan: abilities({ manageMembers: true, editSettings: true, delete: true, invite: true }) });
    let attempt = 0;
    const { server } = await open(`/public-chat/${ROOM_ID}/members`, {
      ChatRoom: () => ({ data: { chatRoom: privateRoom } }),
      RoomMembers: () => ({ data: { roomMembers: { __typename: 'RoomMemberConnection', nodes: [], hasNextPage: false, endCursor: null } } }),
      InviteToChatRoom: () =>
        attempt++ === 0 ? refusal('ROOM_INVITEE_NOT_VERIFIED') : { data: { inviteToChatRoom: { __typename: 'RoomMembership', id: 'inv1', joinedAt: null } } },
    });
    const name = await screen.findByRole('textbox', { name: /Mitgliedsname/ });
    await userEvent.type(name, 'Beat_Baerner{Enter}');
    expect(await screen.findByText('Gruppenchats sind nur für verifizierte Mitglieder: Dieses Mitglied kann nicht eingeladen werden.')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Seraina_GR');
    await userEvent.click(screen.getByRole('button', { name: 'Einladen' }));
    expect(await screen.findByText('Seraina_GR ist eingeladen.')).toBeInTheDocument();
    expect(server.calls('InviteToChatRoom').map((c) => c.variables.slug)).toEqual(['beat_baerner', 'seraina_gr']);
  });

  it('room admins see the bans with their reasons and lift one', async () => {
    const admin = room({ viewerCan: abilities({ manageMembers: true, editSettings: true, delete: true }) });
    const banned = card('Luca_TI');
    const { server } = await open(`/public-chat/${ROOM_ID}/bans`, {
      ChatRoom: () => ({ data: { chatRoom: admin } }),
      RoomBans: () => ({ data: { roomBans: { __typename: 'RoomBanConnection', nodes: [{ __typename: 'RoomBan', id: 'b1', reason: 'Spam', createdAt: '2026-05-01T18:30:00.000Z', member: banned }], hasNextPage: false, endCursor: null } } }),
      UnbanRoomMember: () => ({ data: { unbanRoomMember: true } }),
    });
    expect(await screen.findByText('Grund: Spam')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sperre von Luca_TI aufheben' }));
    expect(await screen.findByText('Die Sperre von Luca_TI ist aufgehoben.')).toBeInTheDocument();
    expect(server.calls('UnbanRoomMember').map((c) => c.variables)).toEqual([{ roomId: ROOM_ID, userId: banned.id }]);
  });
});
