import { describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n } from '../../test/render.js';
import { liveSession } from '../../test/live-session.js';
import { createRoutes } from '../routes.js';
import { connectionOf } from '../session/connection.js';
import { card, conversation, message, VIEWER_ID } from '../../features/conversations/test-fixtures.js';

configure({ asyncUtilTimeout: 5000 });

// The members' navigation names the unread private messages on every screen (here: /friends), in
// both of its forms: the tab bar (phones) and the top navigation (wide screens; CSS shows one).

const total = (count: number) => ({ data: { currentUser: { __typename: 'CurrentUser', id: VIEWER_ID, unreadMessagesCount: count } } });

async function openFriends(totals: number[]) {
  let answer = 0;
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member({ id: VIEWER_ID, slug: 'anna', username: 'anna', language: 'en' }) } }),
    UnreadMessagesTotal: () => total(totals[Math.min(answer++, totals.length - 1)]!),
    MarkConversationRead: () => ({ data: { markConversationRead: conversation(2, [card('Ben', 2)]) } }),
  });
  const live = liveSession(server.fetch);
  const i18n = await testI18n('en');
  const router = createMemoryRouter(createRoutes(live.session, i18n), { initialEntries: ['/friends'] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session: live.session });
  const navs = await screen.findAllByRole('navigation', { name: 'Main navigation' }, { timeout: 8000 });
  return { server, live, navs };
}

const messagesLinks = () => screen.getAllByRole('link', { name: /^Messages/ });
/** Both "Messages" links (tab bar and top navigation) say the same. */
const expectMessages = (name: string, text?: string) => {
  const links = messagesLinks();
  expect(links).toHaveLength(2);
  for (const link of links) {
    expect(link).toHaveAccessibleName(name);
    if (text !== undefined) expect(link).toHaveTextContent(text);
  }
};

describe('the unread total in the navigation', { timeout: 20_000 }, () => {
  it('shows the number, says it in words, follows new messages live and is gone when all is read', async () => {
    const { server, live } = await openFriends([3, 0]);
    await waitFor(() => expectMessages('Messages, 3 unread', '3'));
    const ben = card('Ben', 2);
    const c = conversation(2, [ben]);
    act(() =>
      live.push('ConversationMessages', {
        conversationMessages: { __typename: 'ConversationMessageEvent', message: message(c.id, 4, ben, 'Hoi'), conversation: c, currentUser: { __typename: 'CurrentUser', id: VIEWER_ID, unreadMessagesCount: 101 } },
      }),
    );
    await waitFor(() => expectMessages('Messages, more than 100 unread', '100+'));
    expect(server.calls('UnreadMessagesTotal')).toHaveLength(1);
    // After a lost connection the total is read again (events may have been missed): now 0.
    act(() => connectionOf(live.session.client).reconnected());
    await waitFor(() => expectMessages('Messages'));
    expect(messagesLinks()[0]).not.toHaveTextContent(/\d/);
    expect(server.calls('UnreadMessagesTotal')).toHaveLength(2);
  });

  it('is read again after a conversation was marked read', async () => {
    const { server, live } = await openFriends([2, 0]);
    await waitFor(() => expectMessages('Messages, 2 unread'));
    await act(() => live.session.client.mutation('mutation MarkConversationRead($conversationId: ID!, $seq: Int!) { markConversationRead(conversationId: $conversationId, seq: $seq) { id } }', { conversationId: 'x', seq: 1 }).toPromise());
    await waitFor(() => expectMessages('Messages'));
    expect(server.calls('UnreadMessagesTotal')).toHaveLength(2);
  });
});
