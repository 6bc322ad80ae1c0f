import { describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n } from '../../test/render.js';
import { liveSession } from '../../test/live-session.js';
import { createRoutes } from '../../app/routes.js';
import { connectionOf } from '../../app/session/connection.js';
import { card, conversation, message, VIEWER_ID, viewerCard } from './test-fixtures.js';
import type { ChatMessage, ConversationSummary } from './operations.js';

// The first screen of a file loads lazily; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no document.fonts, which Mantine's autosizing text areas listen to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

// /conversations/:id: paging back, sending, refusals in words, live messages with catch-up by seq.

const ben = card('Ben', 2);
const base = conversation(1, [ben]);
const id = base.id;

type Responders = Parameters<typeof fakeGraphQLServer>[0];

async function openConversation(opts: { conversation?: Partial<ConversationSummary>; messages?: ChatMessage[]; pointer?: string | null; responders?: Responders } = {}) {
  const messages = opts.messages ?? [message(id, 1, ben, 'Hallo Anna!'), message(id, 2, viewerCard, 'Hoi Ben'), message(id, 3, ben, 'Kommst du am Freitag?')];
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member({ id: VIEWER_ID, slug: 'anna', username: 'anna' }) } }),
    Conversation: () => ({ data: { conversation: { ...base, ...opts.conversation, messages: { __typename: 'MessagePage', nodes: messages, pointer: opts.pointer ?? null } } } }),
    MarkConversationRead: ({ variables }) => ({ data: { markConversationRead: { ...base, ...opts.conversation, lastReadSeq: variables.seq, unreadCount: 0 } } }),
    SetTyping: () => ({ data: { setTyping: true } }),
    ...opts.responders,
  });
  const live = liveSession(server.fetch);
  const i18n = await testI18n();
  const router = createMemoryRouter(createRoutes(live.session, i18n), { initialEntries: [`/conversations/${id}`] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session: live.session });
  await screen.findByRole('heading', { level: 1, name: 'Ben' }, { timeout: 8000 });
  await screen.findByText('Kommst du am Freitag?');
  const push = (m: ChatMessage, c: Partial<ConversationSummary> = {}) =>
    act(() =>
      live.push('ConversationMessages', {
        conversationMessages: {
          __typename: 'ConversationMessageEvent',
          message: m,
          conversation: { ...base, lastSeq: m.seq, ...c },
          currentUser: { __typename: 'CurrentUser', id: VIEWER_ID, unreadMessagesCount: 1 },
        },
      }),
    );
  return { server, live, router, push };
}

const log = () => screen.getByRole('log', { name: 'Nachrichten' });
/** The message bubbles (list items of the log that are not a day's heading). */
const bubbles = () => within(log()).getAllByRole('listitem').filter((li) => !li.hasAttribute('data-day-separator'));
const shown = () => bubbles().map((li) => li.textContent);

describe('/conversations/:id', { timeout: 20_000 }, () => {
  it('shows the messages oldest first as bubbles under their day, the viewer’s own named "Du", and marks them read', async () => {
    const { server } = await openConversation({ conversation: { lastReadSeq: 1, unreadCount: 2 } });
    const items = bubbles();
    expect(items).toHaveLength(3);
    // One heading for the day (Friday, 1 May), the time alone in each bubble, no full date on every message.
    const days = within(log()).getAllByRole('listitem').filter((li) => li.hasAttribute('data-day-separator'));
    expect(days.map((d) => d.textContent)).toEqual([expect.stringMatching(/^Fr, 1\. Mai/)]);
    expect(items[0]).toHaveTextContent(/^Ben: Hallo Anna!20:01$/);
    expect(items[1]).toHaveTextContent(/^Du: Hoi Ben20:02$/);
    expect(items[1]).toHaveAttribute('data-own');
    expect(items[0]).not.toHaveAttribute('data-own');
    await waitFor(() => expect(server.calls('MarkConversationRead')).toHaveLength(1));
    expect(server.calls('MarkConversationRead')[0]!.variables).toEqual({ conversationId: id, seq: 3 });
  });

  it('shows who read the viewer’s message and when (read receipt)', async () => {
    await openConversation({ conversation: { readPositions: [{ __typename: 'ReadPosition', userId: ben.id, seq: 2, readAt: '2026-05-01T18:30:00.000Z' }] } });
    expect(bubbles()[1]).toHaveTextContent('Gelesen von Ben, 01.05.2026, 20:30');
  });

  it('Enter sends, Shift+Enter starts a new line; the sent message appears once', async () => {
    const sent = message(id, 4, viewerCard, 'Ja, gerne!\nBis dann');
    const { server, push } = await openConversation({
      responders: { SendMessage: () => ({ data: { sendMessage: { __typename: 'SendMessagePayload', message: sent, conversation: { ...base, lastSeq: 4 } } } }) },
    });
    const box = screen.getByRole('textbox', { name: /Deine Nachricht/ });
    await userEvent.type(box, 'Ja, gerne!{Shift>}{Enter}{/Shift}Bis dann');
    expect(server.calls('SendMessage')).toHaveLength(0);
    expect(box).toHaveValue('Ja, gerne!\nBis dann');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(server.calls('SendMessage')).toHaveLength(1));
    expect(server.calls('SendMessage')[0]!.variables).toEqual({ conversationId: id, body: 'Ja, gerne!\nBis dann' });
    await waitFor(() => expect(shown()).toHaveLength(4));
    expect(box).toHaveValue('');
    // The same message announced live (the sender's own feed) is not shown twice.
    push(sent);
    expect(shown()).toHaveLength(4);
  });

  it('an empty message is refused in words before anything is sent', async () => {
    const { server } = await openConversation();
    await userEvent.type(screen.getByRole('textbox', { name: /Deine Nachricht/ }), '   {Enter}');
    expect(await screen.findByText('Die Nachricht ist zu kurz.')).toBeInTheDocument();
    expect(server.calls('SendMessage')).toHaveLength(0);
  });

  it('a refusal of the server is said in words (its field code, or its code)', async () => {
    let answer = 0;
    const answers = [
      { errors: [{ message: 'BAD_INPUT', extensions: { code: 'BAD_INPUT', fields: [{ field: 'input', code: 'MESSAGE_TOO_LONG' }] } }] },
      { errors: [{ message: 'BLOCKED_BY_USER', extensions: { code: 'BLOCKED_BY_USER' } }] },
    ];
    await openConversation({ responders: { SendMessage: () => answers[answer++] } });
    const box = screen.getByRole('textbox', { name: /Deine Nachricht/ });
    await userEvent.type(box, 'Hallo{Enter}');
    expect(await screen.findByText('Die Nachricht ist zu lang (höchstens 2000 Zeichen).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Nicht möglich: Dieses Mitglied hat dich blockiert.')).toBeInTheDocument();
    expect(box).toHaveValue('Hallo');
    expect(shown()).toHaveLength(3);
  });

  it('when everyone else left, writing is disabled with the §8 message', async () => {
    await openConversation({ conversation: { writeRefusal: 'CONVERSATION_CLOSED', viewerCan: { ...base.viewerCan, write: false, upload: false } } });
    expect(screen.getByText(/Alle anderen haben diese Unterhaltung gelöscht oder sind nicht mehr aktiv/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Deine Nachricht/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Senden' })).not.toBeInTheDocument();
  });

  it('loads older messages with the pointer and puts them above', async () => {
    const older = [message(id, 1, ben, 'Ganz am Anfang')];
    const { server } = await openConversation({
      messages: [message(id, 2, viewerCard, 'Hoi Ben'), message(id, 3, ben, 'Kommst du am Freitag?')],
      pointer: 'p-2',
      responders: { OlderMessages: () => ({ data: { conversation: { __typename: 'Conversation', id, messages: { __typename: 'MessagePage', nodes: older, pointer: null } } } }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ältere Nachrichten laden' }));
    await waitFor(() => expect(shown()).toHaveLength(3));
    expect(shown()[0]).toContain('Ganz am Anfang');
    expect(server.calls('OlderMessages')[0]!.variables).toMatchObject({ id, pointer: 'p-2' });
    expect(screen.queryByRole('button', { name: 'Ältere Nachrichten laden' })).not.toBeInTheDocument();
  });

  it('a live message appears; after a gap in seq the missed ones are fetched, each shown once', async () => {
    const missed = [message(id, 4, ben, 'Vier'), message(id, 5, ben, 'Fünf'), message(id, 6, ben, 'Sechs')];
    const { server, push } = await openConversation({
      responders: { MessagesAfter: ({ variables }) => ({ data: { conversation: { __typename: 'Conversation', id, messagesAfter: { __typename: 'MessageCatchUp', nodes: missed.filter((m) => m.seq > (variables.seq as number)), complete: true } } } }) },
    });
    push(missed[0]!);
    await waitFor(() => expect(shown()).toHaveLength(4));
    expect(server.calls('MessagesAfter')).toHaveLength(0);
    push(missed[2]!);
    await waitFor(() => expect(shown()).toHaveLength(6));
    expect(server.calls('MessagesAfter')[0]!.variables).toEqual({ id, seq: 4 });
    expect(shown().map((s) => s!.replace(/^[^:]*: /, '').replace(/\d\d:\d\d$/, ''))).toEqual(['Hallo Anna!', 'Hoi Ben', 'Kommst du am Freitag?', 'Vier', 'Fünf', 'Sechs']);
    // A message of another conversation does not show here.
    push(message('00000000-0000-4000-8000-c00000000009', 7, ben, 'Anderswo'));
    expect(screen.queryByText('Anderswo')).not.toBeInTheDocument();
  });

  it('after a lost connection is back, it fetches what came after the highest seq shown', async () => {
    const { server, live } = await openConversation({
      responders: { MessagesAfter: () => ({ data: { conversation: { __typename: 'Conversation', id, messagesAfter: { __typename: 'MessageCatchUp', nodes: [message(id, 4, ben, 'Während du weg warst')], complete: true } } } }) },
    });
    act(() => connectionOf(live.session.client).reconnected());
    expect(await screen.findByText('Während du weg warst')).toBeInTheDocument();
    expect(server.calls('MessagesAfter')[0]!.variables).toEqual({ id, seq: 3 });
  });

  it('shows who is typing, in words', async () => {
    const { live } = await openConversation();
    act(() =>
      live.push('ConversationSignals', {
        conversationSignals: { __typename: 'ConversationSignal', kind: 'TYPING', conversationId: id, userId: ben.id, seq: null, at: '2026-05-01T19:00:00.000Z', user: ben, conversation: null },
      }),
    );
    expect(await screen.findByText('Ben schreibt …')).toBeInTheDocument();
  });

  it('delete asks first and leads back to the inbox', async () => {
    const { server, router } = await openConversation({
      responders: {
        DeleteConversation: () => ({ data: { deleteConversation: id } }),
        InboxViewer: () => ({ data: { currentUser: { __typename: 'CurrentUser', id: VIEWER_ID, isVerified: false, isPremium: false, maximumConversationsReached: false, unreadMessagesCount: 0 } } }),
        Conversations: () => ({ data: { conversations: { __typename: 'ConversationConnection', nodes: [], hasNextPage: false, endCursor: null } } }),
      },
    });
    // Delete lives in the conversation's menu, not in the header.
    expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unterhaltung verwalten' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unterhaltung löschen?' });
    expect(server.calls('DeleteConversation')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/conversations'));
    expect(server.calls('DeleteConversation')[0]!.variables).toEqual({ id });
  });
});
