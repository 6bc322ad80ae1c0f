import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import { BlockButton } from './BlockButton.js';
import type { Block } from './operations.js';

// jsdom has no font loading API; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

const BEN_ID = '00000000-0000-4000-8000-0000000000b1';

function block(overrides: Partial<Block> = {}): Block & { __typename: string } {
  return {
    __typename: 'Block',
    id: BEN_ID,
    member: { __typename: 'UserWithAvatar', id: BEN_ID, slug: 'ben', username: 'ben', sex: 'M', isPremium: false, isVerified: false, isAllowedToVisit: false, avatar: null } as Block['member'],
    reason: 'schreibt mir ständig',
    createdAt: '2026-03-02T09:30:00.000Z',
    ...overrides,
  };
}

async function renderButton(responders: Parameters<typeof fakeGraphQLServer>[0]) {
  const server = fakeGraphQLServer(responders);
  const i18n = await testI18n();
  const session = testSession(server.fetch);
  renderWithProviders(<BlockButton member={{ slug: 'ben', username: 'ben' }} />, { i18n, session });
  return { server, user: userEvent.setup() };
}

describe('the block button and dialog', () => {
  it('blocks with an optional reason that only the blocker sees', async () => {
    let blocked = false;
    const { server, user } = await renderButton({
      BlockWith: () => ({ data: { blockWith: blocked ? block() : null } }),
      Block: () => {
        blocked = true;
        return { data: { block: block() } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Blockieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'ben blockieren' });
    expect(within(dialog).getByText(/wird nicht benachrichtigt/)).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('Grund (freiwillig)');
    expect(within(dialog).getByText('Nur du siehst ihn. 0 von höchstens 500 Zeichen.')).toBeInTheDocument();
    await user.click(reason);
    await user.paste('  schreibt mir ständig ');
    await user.click(within(dialog).getByRole('button', { name: 'Blockieren' }));
    expect(await screen.findByText('ben ist blockiert.')).toBeInTheDocument();
    expect(server.calls('Block').map((c) => c.variables)).toEqual([{ slug: 'ben', reason: 'schreibt mir ständig' }]);
    expect(await screen.findByRole('button', { name: 'Blockierung aufheben' })).toBeInTheDocument();
  });

  it('sends no reason when none is given', async () => {
    const { server, user } = await renderButton({ BlockWith: () => ({ data: { blockWith: null } }), Block: () => ({ data: { block: block({ reason: null }) } }) });
    await user.click(await screen.findByRole('button', { name: 'Blockieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'ben blockieren' });
    await user.click(within(dialog).getByRole('button', { name: 'Blockieren' }));
    await waitFor(() => expect(server.calls('Block').map((c) => c.variables)).toEqual([{ slug: 'ben', reason: null }]));
  });

  it('refuses a reason longer than 500 characters before asking the server', async () => {
    const { server, user } = await renderButton({ BlockWith: () => ({ data: { blockWith: null } }) });
    await user.click(await screen.findByRole('button', { name: 'Blockieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'ben blockieren' });
    const reason = within(dialog).getByLabelText('Grund (freiwillig)');
    await user.click(reason);
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Blockieren' }));
    expect(await within(dialog).findByText('Der Grund darf höchstens 500 Zeichen lang sein.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('Block')).toHaveLength(0);
  });

  it('unblocks a blocked member', async () => {
    let blocked = true;
    const { server, user } = await renderButton({
      BlockWith: () => ({ data: { blockWith: blocked ? block() : null } }),
      Unblock: () => {
        blocked = false;
        return { data: { unblock: true } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Blockierung aufheben' }));
    expect(await screen.findByText('Die Blockierung von ben ist aufgehoben.')).toBeInTheDocument();
    expect(server.calls('Unblock').map((c) => c.variables)).toEqual([{ slug: 'ben' }]);
    expect(await screen.findByRole('button', { name: 'Blockieren' })).toBeInTheDocument();
  });
});

describe('/blocks', () => {
  async function open(blocks: Block[]) {
    let list = blocks;
    const server = fakeGraphQLServer({
      CurrentUser: () => ({ data: { currentUser: member() } }),
      Blocks: () => ({ data: { blocks: { __typename: 'BlockConnection', nodes: list, hasNextPage: false, endCursor: null } } }),
      Unblock: () => {
        list = [];
        return { data: { unblock: true } };
      },
    });
    const i18n = await testI18n();
    const session = testSession(server.fetch);
    const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: ['/blocks'] });
    renderWithProviders(<RouterProvider router={router} />, { i18n, session });
    return server;
  }

  it('lists blocked members with the own reason and a lock instead of a profile link', async () => {
    await open([block()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blockierte Mitglieder' })).toBeInTheDocument();
    expect(await screen.findByText('Dein Grund: schreibt mir ständig')).toBeInTheDocument();
    expect(screen.getByText('Blockiert am 02.03.2026, 10:30')).toBeInTheDocument();
    expect(screen.getByText('Profil nicht sichtbar')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ben' })).not.toBeInTheDocument();
  });

  it('unblocks from the list', async () => {
    const server = await open([block()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Blockierung von ben aufheben' }));
    expect(await screen.findByText('Du hast niemanden blockiert.')).toBeInTheDocument();
    expect(server.calls('Unblock').map((c) => c.variables)).toEqual([{ slug: 'ben' }]);
  });

  it('says so when nobody is blocked', async () => {
    await open([]);
    expect(await screen.findByText('Du hast niemanden blockiert.')).toBeInTheDocument();
  });
});
