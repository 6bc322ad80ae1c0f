import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../test/fake-server.js';
import { liveSession } from '../test/live-session.js';
import { member, renderWithProviders, testI18n } from '../test/render.js';
import { Component as ChatRouletteScreen } from './chat-roulette.screen.js';

// jsdom has no font loading API; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

// /chat-roulette as the app composes it (decision 0021): the chat's actions include reporting the
// partner, named by the pair's id and shown under their alias only.

const ME = '6f9c1d0e-0000-4000-8000-000000000001';
const PAIR = '00000000-0000-4000-8000-0000000000a1';
const MESSAGE = 'Aurora hat mich im Chat mehrfach beleidigt und wollte Fotos, obwohl ich Nein gesagt habe.';

function state(status: 'IDLE' | 'PAIRED') {
  return {
    __typename: 'RouletteState',
    id: ME,
    status,
    queueExpiresAt: null,
    mayTakePart: true,
    pair:
      status === 'PAIRED'
        ? { __typename: 'RoulettePair', id: PAIR, startedAt: '2026-03-01T20:00:00.000Z', myAlias: 'Mondfalter', partnerAlias: 'Aurora', lastSeq: 0, iRevealed: false, partnerRevealed: false, partner: null }
        : null,
  };
}

async function open(status: 'IDLE' | 'PAIRED') {
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member({ isVerified: true }) } }),
    RouletteState: () => ({ data: { rouletteState: state(status) } }),
    RouletteMessages: () => ({ data: { rouletteMessages: [] } }),
    CreateReport: () => ({
      data: {
        createReport: {
          __typename: 'Report',
          id: '00000000-0000-4000-8000-0000000000f1',
          subject: 'ROULETTE',
          title: 'Beleidigungen',
          status: 'OPEN',
          createdAt: '2026-03-01T20:05:00.000Z',
          updatedAt: '2026-03-01T20:05:00.000Z',
          mine: true,
          reporterUsername: 'anna',
          subjectUsername: null,
        },
      },
    }),
  });
  const live = liveSession(server.fetch);
  const i18n = await testI18n('de');
  const router = createMemoryRouter([{ path: '/chat-roulette', Component: ChatRouletteScreen }], { initialEntries: ['/chat-roulette'] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session: live.session });
  await screen.findByRole('heading', { name: 'Chat-Roulette', level: 1 });
  return { server };
}

describe('/chat-roulette: reporting the partner', () => {
  it('reports the partner by the pair’s id under their alias and says thanks', async () => {
    const { server } = await open('PAIRED');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Du chattest mit Aurora' });
    await user.click(screen.getByRole('button', { name: 'Melden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat-Partner Aurora melden' });
    await user.type(within(dialog).getByLabelText(/^Titel/), 'Beleidigungen');
    await user.click(within(dialog).getByLabelText(/^Was ist passiert\?/));
    await user.paste(MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));

    expect(await screen.findByText('Danke. Deine Meldung ist beim Team; du findest sie unter «Meldungen».')).toBeInTheDocument();
    expect(server.calls('CreateReport').map((c) => c.variables)).toEqual([{ input: { subject: 'ROULETTE', subjectId: PAIR, title: 'Beleidigungen', message: MESSAGE } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The chat goes on.
    expect(screen.getByRole('heading', { name: 'Du chattest mit Aurora' })).toBeInTheDocument();
  }, 30_000);

  it('offers no report without a partner', async () => {
    await open('IDLE');
    expect(await screen.findByRole('button', { name: 'Warteschlange beitreten' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Melden' })).not.toBeInTheDocument();
  });
});
