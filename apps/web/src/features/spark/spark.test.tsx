import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { SparkCard, SparkStatus } from './operations.js';

// /spark, /spark/matches and /what-is-spark against a stand-in /graphql (issue 16).

const status = (over: Partial<SparkStatus> = {}) => ({ __typename: 'SparkStatus', missing: [], sparksLeftToday: 3, canUndoSkip: false, ...over });

function card(username: string, over: Partial<SparkCard['member']> = {}): SparkCard & { __typename: string } {
  const id = `00000000-0000-4000-8000-${username.padStart(12, '0').slice(-12).replace(/[^0-9a-f]/g, 'a')}`;
  return {
    __typename: 'SparkCard',
    id,
    member: { __typename: 'UserWithAvatar', id, slug: username.toLowerCase(), username, sex: 'F', isPremium: false, isVerified: true, isAllowedToVisit: true, avatar: null, ages: [34], region: 'LU', ...over },
    wallImage: { __typename: 'ProfileImage', id: `${id.slice(0, -4)}beef`, width: 1024, height: 1365 },
    lookingFor: ['M', 'MF'],
  };
}

async function open(path: string, responders: Parameters<typeof fakeGraphQLServer>[0], viewer = member({ slug: 'ben', username: 'ben', sex: 'M' }), language: 'de' | 'en' = 'de') {
  const server = fakeGraphQLServer({ CurrentUser: () => ({ data: { currentUser: viewer } }), ...responders });
  const i18n = await testI18n(language);
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  return { router, server };
}

describe('/spark', { timeout: 30_000 }, () => {
  it('a member without the prerequisites gets the checklist with a way to fix each missing part', async () => {
    const { server } = await open('/spark', { SparkStatus: () => ({ data: { sparkStatus: status({ missing: ['AVATAR', 'LOOKING_FOR'] }) } }) });
    expect(await screen.findByRole('heading', { name: 'Bereit für Spark?' })).toBeInTheDocument();
    const avatar = screen.getByTestId('spark-prerequisite-AVATAR');
    expect(within(avatar).getByText(/fehlt noch/)).toBeInTheDocument();
    expect(within(avatar).getByRole('link', { name: 'Profilbild wählen' })).toHaveAttribute('href', '/photos');
    expect(within(screen.getByTestId('spark-prerequisite-LOOKING_FOR')).getByRole('link', { name: 'Angeben, wen du suchst' })).toHaveAttribute('href', '/users/ben/edit');
    expect(within(screen.getByTestId('spark-prerequisite-PROFILE')).getByText(/erledigt/)).toBeInTheDocument();
    expect(within(screen.getByTestId('spark-prerequisite-PROFILE')).queryByRole('link')).not.toBeInTheDocument();
    expect(server.calls('NextSparkCard')).toHaveLength(0);
  });

  it('shows one member as a card; the right arrow sparks, and a match is celebrated with "write"', async () => {
    const { server } = await open('/spark', {
      SparkStatus: () => ({ data: { sparkStatus: status() } }),
      NextSparkCard: () => ({ data: { nextSparkCard: server.calls('SendSpark').length === 0 ? card('Nadja_LU') : null } }),
      SendSpark: () => ({ data: { sendSpark: { __typename: 'SparkResult', sparksLeftToday: 2, match: { __typename: 'SparkMatch', id: '00000000-0000-4000-8000-0000000000aa', createdAt: '2026-11-26T20:00:00.000Z', member: card('Nadja_LU').member } } } }),
      ConversationWith: () => ({ data: { conversationWith: null } }),
    });
    const shown = await screen.findByTestId('spark-card');
    expect(within(shown).getByRole('link', { name: 'Nadja_LU' })).toHaveAttribute('href', '/users/nadja_lu');
    expect(within(shown).getByRole('img', { name: 'Titelbild von Nadja_LU' })).toBeInTheDocument();
    expect(within(shown).getByText('Verifiziert')).toBeInTheDocument();
    expect(within(shown).getByText('Sucht: Mann, Paar (Mann und Frau)')).toBeInTheDocument();
    expect(screen.getByTestId('sparks-left')).toHaveTextContent('Heute noch 3 Sparks.');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    // The heading takes the focus in an effect after it is shown: wait for it, not for the first frame.
    const celebrated = await screen.findByRole('heading', { name: 'Es ist ein Match!' });
    await waitFor(() => expect(celebrated).toHaveFocus());
    expect(server.calls('SendSpark')[0]!.variables).toEqual({ memberId: card('Nadja_LU').id });
    expect(screen.getByTestId('spark-announcement')).toHaveTextContent('Es ist ein Match mit Nadja_LU!');
    expect(screen.getByTestId('sparks-left')).toHaveTextContent('Heute noch 2 Sparks.');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter sparken' }));
    expect(await screen.findByText(/Gerade ist niemand Neues für dich da/)).toBeInTheDocument();
  });

  it('the 6th spark of an unverified member is refused with the spec’s text and the way to verification', async () => {
    await open('/spark', {
      SparkStatus: () => ({ data: { sparkStatus: status({ sparksLeftToday: 0 }) } }),
      NextSparkCard: () => ({ data: { nextSparkCard: card('Seraina_GR') } }),
      SendSpark: () => ({ data: null, errors: [{ message: 'SPARK_DAILY_LIMIT', extensions: { code: 'SPARK_DAILY_LIMIT' } }] }),
    });
    await screen.findByTestId('spark-card');
    await userEvent.click(screen.getByRole('button', { name: 'Spark' }));
    expect(await screen.findByText('Du hast heute schon 5 Sparks verteilt. Morgen geht es weiter – oder werde verifiziert für unbegrenzte Sparks.')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Verifizieren' })).toHaveAttribute('href', '/premium#verification');
  });

  it('a skip with the left arrow can be undone; the member comes back', async () => {
    const { server } = await open('/spark', {
      SparkStatus: () => ({ data: { sparkStatus: status() } }),
      NextSparkCard: () => ({ data: { nextSparkCard: server.calls('SkipSpark').length === 0 ? card('Chantal_BS') : card('Nadja_LU') } }),
      SkipSpark: () => ({ data: { skipSpark: status({ canUndoSkip: true }) } }),
      UndoSparkSkip: () => ({ data: { undoSparkSkip: card('Chantal_BS') } }),
    });
    await screen.findByRole('link', { name: 'Chantal_BS' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(await screen.findByRole('link', { name: 'Nadja_LU' })).toBeInTheDocument();
    expect(screen.getByTestId('spark-announcement')).toHaveTextContent('Chantal_BS übersprungen.');
    await userEvent.click(screen.getByRole('button', { name: 'Letztes «Weiter» rückgängig machen' }));
    expect(await screen.findByRole('link', { name: 'Chantal_BS' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /rückgängig/ })).not.toBeInTheDocument());
  });
});

describe('/spark/matches', { timeout: 30_000 }, () => {
  const matches = { data: { sparkMatches: { __typename: 'SparkMatchConnection', nodes: [{ __typename: 'SparkMatch', id: '00000000-0000-4000-8000-0000000000ab', createdAt: '2026-11-20T19:00:00.000Z', member: card('Nadja_LU').member }], hasNextPage: false, endCursor: null } } };

  it('lists the matches with their profile link; unverified members get the teaser for "who sparked me"', async () => {
    const { server } = await open('/spark/matches', { SparkMatches: () => matches, ConversationWith: () => ({ data: { conversationWith: null } }) });
    expect(await screen.findByRole('link', { name: 'Nadja_LU' })).toHaveAttribute('href', '/users/nadja_lu');
    expect(screen.getByText('Match seit 20.11.2026, 20:00')).toBeInTheDocument();
    expect(within(screen.getByTestId('spark-admirers-teaser')).getByRole('link', { name: 'Jetzt verifizieren' })).toHaveAttribute('href', '/premium');
    expect(server.calls('SparkAdmirers')).toHaveLength(0);
  });

  it('verified members see who sparked them', async () => {
    await open(
      '/spark/matches',
      {
        SparkMatches: () => matches,
        ConversationWith: () => ({ data: { conversationWith: null } }),
        SparkAdmirers: () => ({ data: { sparkAdmirers: { __typename: 'SparkAdmirerConnection', nodes: [{ __typename: 'SparkAdmirer', id: card('Chantal_BS').id, sparkedAt: '2026-11-25T19:00:00.000Z', member: card('Chantal_BS').member }], hasNextPage: false, endCursor: null } } }),
      },
      member({ slug: 'ben', username: 'ben', sex: 'M', isVerified: true }),
      'en',
    );
    const admirers = await screen.findByRole('region', { name: 'Who sparked you' });
    expect(await within(admirers).findByRole('link', { name: 'Chantal_BS' })).toHaveAttribute('href', '/users/chantal_bs');
  });
});

describe('/what-is-spark', { timeout: 30_000 }, () => {
  it('says what Spark is, how it stays discreet and what verified members get', async () => {
    await open('/what-is-spark', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Was ist Spark?' })).toBeInTheDocument();
    expect(screen.getByText(/Niemand erfährt von deinem Spark/)).toBeInTheDocument();
    expect(screen.getByText('Unbegrenzt Sparks statt 5 pro Tag.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spark starten' })).toHaveAttribute('href', '/spark');
  });
});
