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
import { card, conversation, message, page, VIEWER_ID } from './test-fixtures.js';
import type { ConversationSummary } from './operations.js';

// The first screen of a file loads lazily; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

// /conversations: the inbox and archive, live (decision 0017), against a stand-in /graphql.

const ben = card('Ben', 2);
const carla = card('Carla', 3);
const dora = card('Dora', 4);

async function openInbox(opts: { verified?: boolean; maxReached?: boolean; pages?: Record<string, unknown[]>; language?: 'de' | 'en' } = {}) {
  const viewer = { id: VIEWER_ID, isVerified: !!opts.verified, isPremium: false };
  let inboxAnswer = 0;
  const inboxPages = opts.pages?.INBOX ?? [page([conversation(2, [ben], { unreadCount: 3 }), conversation(1, [carla])])];
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member({ ...viewer, slug: 'anna', username: 'anna', language: opts.language ?? 'de' }) } }),
    InboxViewer: () => ({ data: { currentUser: { __typename: 'CurrentUser', ...viewer, maximumConversationsReached: !!opts.maxReached, unreadMessagesCount: 3 } } }),
    Conversations: ({ variables }) => {
      if (variables.folder === 'ARCHIVE') {
        if (!opts.verified) return { errors: [{ message: 'NEED_VERIFIED', extensions: { code: 'NEED_VERIFIED' } }] };
        return { data: { conversations: (opts.pages?.ARCHIVE ?? [page([conversation(5, [dora], { folder: 'ARCHIVE' })])])[0] } };
      }
      return { data: { conversations: inboxPages[Math.min(inboxAnswer++, inboxPages.length - 1)] } };
    },
  });
  const live = liveSession(server.fetch);
  const i18n = await testI18n(opts.language ?? 'de');
  const router = createMemoryRouter(createRoutes(live.session, i18n), { initialEntries: ['/conversations'] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session: live.session });
  await screen.findByRole('heading', { level: 1, name: opts.language === 'en' ? 'Messages' : 'Nachrichten' }, { timeout: 8000 });
  return { server, live, router };
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li')! as HTMLElement;
const rowNames = () => within(screen.getByRole('list', { name: 'Posteingang' })).getAllByRole('link').map((a) => a.textContent);

describe('/conversations', { timeout: 20_000 }, () => {
  it('lists each conversation with the other member, the latest message, its time and the unread count in words', async () => {
    await openInbox();
    const row = await waitFor(() => rowOf('Ben'));
    expect(screen.getByRole('link', { name: 'Ben' })).toHaveAttribute('href', `/conversations/${conversation(2, [ben]).id}`);
    expect(within(row).getByText('Hallo aus 2')).toBeInTheDocument();
    expect(within(row).getByText('3 ungelesen')).toBeInTheDocument();
    // Not today: the day as the chat's separators say it (Saturday, 2 May), no full date.
    expect(within(row).getByText(/^Sa, 2\. Mai/)).toBeInTheDocument();
    expect(within(rowOf('Carla')).queryByText(/ungelesen/)).not.toBeInTheDocument();
    expect(rowNames()).toEqual(['Ben', 'Carla']);
  });

  it('says "mehr als 100" above 100 unread messages (spec §9)', async () => {
    await openInbox({ pages: { INBOX: [page([conversation(2, [ben], { unreadCount: 101 }), conversation(1, [carla], { unreadCount: 100 })])] } });
    expect(await screen.findByText('mehr als 100 ungelesen')).toBeInTheDocument();
    expect(screen.getByText('100 ungelesen')).toBeInTheDocument();
  });

  it('and "more than 100" in English', async () => {
    await openInbox({ language: 'en', pages: { INBOX: [page([conversation(2, [ben], { unreadCount: 250 })])] } });
    expect(await screen.findByText('more than 100 unread')).toBeInTheDocument();
  });

  it('an unverified member has no archive tab (and never asks for the archive)', async () => {
    const { server } = await openInbox();
    await waitFor(() => rowOf('Ben'));
    expect(screen.queryByRole('tab', { name: 'Archiv' })).not.toBeInTheDocument();
    expect(screen.getByText('Das Archiv steht verifizierten Mitgliedern zur Verfügung.')).toBeInTheDocument();
    expect(server.calls('Conversations').every((c) => c.variables.folder === 'INBOX')).toBe(true);
  });

  it('a verified member switches to the archive tab and sees the archived conversations', async () => {
    const { server } = await openInbox({ verified: true });
    await waitFor(() => rowOf('Ben'));
    await userEvent.click(screen.getByRole('tab', { name: 'Archiv' }));
    expect(await screen.findByRole('link', { name: 'Dora' })).toBeInTheDocument();
    expect(server.calls('Conversations').some((c) => c.variables.folder === 'ARCHIVE')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Ben' })).not.toBeInTheDocument();
  });

  it('tells an unverified member with three conversations that a fourth is not possible', async () => {
    await openInbox({ maxReached: true });
    expect(await screen.findByText(/höchstens 3 Unterhaltungen gleichzeitig/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Was verifizierte Mitglieder können' })).toHaveAttribute('href', '/premium');
  });

  it('without the limit reached there is no such notice', async () => {
    await openInbox();
    await waitFor(() => rowOf('Ben'));
    expect(screen.queryByText(/höchstens 3 Unterhaltungen/)).not.toBeInTheDocument();
  });

  it('offers the next page and appends it', async () => {
    const first = page([conversation(2, [ben])], { hasNextPage: true, endCursor: 'c1' });
    const second = page([conversation(1, [carla])]);
    const { server } = await openInbox({ pages: { INBOX: [first, second] } });
    await waitFor(() => rowOf('Ben'));
    await userEvent.click(screen.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => rowOf('Carla'));
    expect(server.calls('Conversations').at(-1)!.variables.after).toBe('c1');
    expect(rowNames()).toEqual(['Ben', 'Carla']);
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).not.toBeInTheDocument();
  });

  it('a new message moves its row to the top with the unread count, and a new conversation appears, without asking the server', async () => {
    const { server, live } = await openInbox();
    await waitFor(() => rowOf('Carla'));
    const asked = server.calls('Conversations').length;
    const push = (c: ConversationSummary, body: string, seq: number, from = c.users[1]!) =>
      act(() =>
        live.push('ConversationMessages', {
          conversationMessages: {
            __typename: 'ConversationMessageEvent',
            message: message(c.id, seq, from, body),
            conversation: c,
            currentUser: { __typename: 'CurrentUser', id: VIEWER_ID, unreadMessagesCount: 5 },
          },
        }),
      );
    const carlas = conversation(1, [carla]);
    push({ ...carlas, lastSeq: 4, lastMessageAt: '2026-05-09T10:00:00.000Z', unreadCount: 1, latestMessage: { ...carlas.latestMessage!, id: 'x4', seq: 4, preview: 'Bist du heute da?' } }, 'Bist du heute da?', 4);
    await waitFor(() => expect(rowNames()).toEqual(['Carla', 'Ben']));
    expect(within(rowOf('Carla')).getByText('1 ungelesen')).toBeInTheDocument();
    expect(within(rowOf('Carla')).getByText('Bist du heute da?')).toBeInTheDocument();

    push(conversation(7, [dora], { lastMessageAt: '2026-05-10T10:00:00.000Z', unreadCount: 1 }), 'Hallo aus 7', 1);
    await waitFor(() => expect(rowNames()).toEqual(['Dora', 'Carla', 'Ben']));
    expect(server.calls('Conversations')).toHaveLength(asked);
  });

  it('asks again after a lost connection is back', async () => {
    const { server, live } = await openInbox({ pages: { INBOX: [page([conversation(2, [ben])]), page([conversation(3, [dora], { unreadCount: 2 }), conversation(2, [ben])])] } });
    await waitFor(() => rowOf('Ben'));
    act(() => connectionOf(live.session.client).reconnected());
    await waitFor(() => rowOf('Dora'));
    expect(within(rowOf('Dora')).getByText('2 ungelesen')).toBeInTheDocument();
    expect(server.calls('Conversations').length).toBeGreaterThanOrEqual(2);
  });
});
