import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { Classified, OwnClassifiedPage } from './operations.js';

// /classifieds (issue 16): what a member sees and can do, against a stand-in server.

// jsdom has no font loading API; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

const ID = '00000000-0000-4000-8000-0000000000c1';
const REPORT_ID = '00000000-0000-4000-8000-0000000000a1';
const TEXT = 'Wir suchen Begleitung für einen Saunaabend, zuerst gern ein Apéro.';

function classified(overrides: Partial<Classified> = {}): Classified & { __typename: string } {
  return {
    __typename: 'Classified',
    id: ID,
    text: TEXT,
    lookingFor: ['F', 'MF'],
    mine: false,
    expired: false,
    renewedAt: '2026-03-02T09:30:00.000Z',
    expiresAt: '2026-04-01T09:30:00.000Z',
    author: { __typename: 'UserWithAvatar', id: 'b1', slug: 'sandra', username: 'Sandra_und_Marco', sex: 'MF', isPremium: false, isVerified: true, isAllowedToVisit: true, avatar: null, ages: [41, 44], region: 'ZH' } as Classified['author'],
    viewerCan: { __typename: 'ClassifiedAbilities', edit: false, renew: false, delete: false, report: true },
    authorContact: { __typename: 'ConversationContact', id: 'b1', refusal: null, conversation: null },
    ...overrides,
  };
}

const page = (nodes: unknown[], typename = 'ClassifiedConnection') => ({ __typename: typename, nodes, hasNextPage: false, endCursor: null });
const own = (nodes: unknown[], extra: Partial<OwnClassifiedPage> = {}) => ({ ...page(nodes, 'OwnClassifiedConnection'), listedCount: nodes.length, listedMax: 3, postRefusal: null, ...extra });
async function openRoute(path: string, responders: Parameters<typeof fakeGraphQLServer>[0], who = member()) {
  const server = fakeGraphQLServer({ CurrentUser: () => ({ data: { currentUser: who } }), ...responders });
  const i18n = await testI18n();
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  return { server, router, user: userEvent.setup() };
}

describe('/classifieds', () => {
  it('an unverified member reads a classified (author, text, types, write) but is told posting is for verified members', async () => {
    const { server } = await openRoute('/classifieds', {
      Classifieds: () => ({ data: { classifieds: page([classified()]) } }),
      OwnClassifieds: () => ({ data: { ownClassifieds: own([], { postRefusal: 'NEED_VERIFIED' }) } }),
    });
    const card = await screen.findByRole('article', { name: 'Sandra_und_Marco' });
    // The card's write button comes with the list: no request of its own per card.
    expect(server.calls('ConversationWith')).toEqual([]);
    expect(within(card).getByText(TEXT)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Sandra_und_Marco' })).toHaveAttribute('href', '/users/sandra');
    expect(within(card).getByText('Paar (Mann und Frau)')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Nachricht schreiben' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Weitere Aktionen zum Inserat von Sandra_und_Marco' })).toBeInTheDocument();
    expect(await screen.findByText('Nur für verifizierte Mitglieder')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Verifizieren/ })).toHaveAttribute('href', '/premium#verification');
    expect(screen.queryByRole('button', { name: 'Inserat aufgeben' })).not.toBeInTheDocument();
  });

  it('the write button follows the author’s contact state from the list: the shared conversation, or why not', async () => {
    await openRoute('/classifieds', {
      Classifieds: () => ({
        data: {
          classifieds: page([
            classified(),
            classified({ id: `${ID.slice(0, -1)}2`, author: { ...classified().author, id: 'c2', slug: 'lea', username: 'Lea_und_Mirjam' }, authorContact: { __typename: 'ConversationContact', id: 'c2', refusal: null, conversation: { __typename: 'Conversation', id: 'conv-7' } } }),
            classified({ id: `${ID.slice(0, -1)}3`, author: { ...classified().author, id: 'd3', slug: 'jonas', username: 'Jonas_und_Dario' }, authorContact: { __typename: 'ConversationContact', id: 'd3', refusal: 'MAX_CONVERSATIONS_REACHED', conversation: null } }),
          ]),
        },
      }),
      OwnClassifieds: () => ({ data: { ownClassifieds: own([]) } }),
    });
    const shared = await screen.findByRole('article', { name: 'Lea_und_Mirjam' });
    expect(within(shared).getByRole('link', { name: 'Zur Unterhaltung' })).toHaveAttribute('href', '/conversations/conv-7');
    const refused = screen.getByRole('article', { name: 'Jonas_und_Dario' });
    expect(within(refused).getByRole('button', { name: 'Nachricht schreiben' })).toBeDisabled();
  });

  it('no matching classified: an empty state whose action shows all', async () => {
    const { server, user } = await openRoute('/classifieds', {
      Classifieds: ({ variables }) => ({ data: { classifieds: page(variables.filter === 'ALL' ? [classified()] : []) } }),
      OwnClassifieds: () => ({ data: { ownClassifieds: own([], { postRefusal: 'NEED_VERIFIED' }) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Alle anzeigen' }));
    expect(await screen.findByRole('article', { name: 'Sandra_und_Marco' })).toBeInTheDocument();
    expect(server.calls('Classifieds').map((c) => c.variables.filter)).toEqual(['MATCHING', 'ALL']);
  });

  it('a verified member posts: the shared schema checks the form, then the trimmed input goes out', async () => {
    const { server, user } = await openRoute(
      '/classifieds',
      {
        Classifieds: () => ({ data: { classifieds: page([]) } }),
        OwnClassifieds: () => ({ data: { ownClassifieds: own([]) } }),
        PostClassified: () => ({ data: { postClassified: classified({ mine: true, text: 'Apéro am Freitag?', lookingFor: ['M'] }) } }),
      },
      member({ isVerified: true }),
    );
    await user.click(await screen.findByRole('button', { name: 'Inserat aufgeben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inserat aufgeben' });
    await user.click(within(dialog).getByRole('button', { name: 'Aufgeben' }));
    expect(await within(dialog).findByText('Schreib einen Text für dein Inserat.')).toBeInTheDocument();
    expect(within(dialog).getByText('Wähle mindestens einen Profiltyp, den du suchst.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Dein Text/), '  Apéro am Freitag?  ');
    expect(within(dialog).getByText('17 von 255 Zeichen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mann' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aufgeben' }));
    await waitFor(() => expect(server.calls('PostClassified').map((c) => c.variables)).toEqual([{ input: { text: 'Apéro am Freitag?', lookingFor: ['M'] } }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inserat aufgeben' })).not.toBeInTheDocument());
  });

  it('"Meine Inserate": an expired one says so in words and is renewed', async () => {
    const mine = classified({ mine: true, expired: true, viewerCan: { __typename: 'ClassifiedAbilities', edit: true, renew: true, delete: true, report: false } });
    const { server, user } = await openRoute(
      '/classifieds?tab=own',
      {
        OwnClassifieds: () => ({ data: { ownClassifieds: own([mine], { listedCount: 0 }) } }),
        RenewClassified: () => ({ data: { renewClassified: { ...mine, expired: false } } }),
      },
      member({ isVerified: true }),
    );
    const card = await screen.findByRole('article', { name: 'Sandra_und_Marco' });
    expect(within(card).getByText('Abgelaufen')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Verlängern' }));
    await waitFor(() => expect(server.calls('RenewClassified').map((c) => c.variables)).toEqual([{ id: ID }]));
  });
});

describe('a classified report (decision 0047)', () => {
  it('shows the staff the reported classified’s author and its text', async () => {
    const report = {
      __typename: 'Report',
      id: REPORT_ID,
      subject: 'CLASSIFIED',
      title: 'Spam im Inserat',
      status: 'OPEN',
      createdAt: '2026-03-02T09:30:00.000Z',
      updatedAt: '2026-03-02T09:30:00.000Z',
      mine: false,
      reporterUsername: 'anna',
      subjectUsername: 'Sandra_und_Marco',
      message: 'Das Inserat wirbt für eine fremde Website und hat mit dem Club nichts zu tun.',
      subjectMember: classified().author,
      subjectPhoto: null,
      subjectQuote: TEXT,
      history: [],
      memberSanctions: null,
      viewerCan: { __typename: 'ReportAbilities', reply: true, changeStatusTo: [], timeoutMember: false, deactivateMember: false },
    };
    const replies = () => ({ data: { report: { __typename: 'Report', id: REPORT_ID, replies: page([], 'ReportReplyConnection') } } });
    await openRoute(`/reports/${REPORT_ID}`, { Report: () => ({ data: { report } }), ReportReplies: replies }, member({ admin: true }));
    expect(await screen.findByText('Gemeldetes Inserat')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Text des Inserats (beim Melden festgehalten)' })).toHaveTextContent(TEXT);
  });
});
