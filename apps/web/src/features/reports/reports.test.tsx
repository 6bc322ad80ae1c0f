import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ReportStatus } from '@venue/shared';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import { ReportButton } from './ReportButton.js';
import type { Report, ReportReply, ReportSummary } from './operations.js';

// jsdom has no font loading API; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

const BEN_ID = '00000000-0000-4000-8000-0000000000b1';
const REPORT_ID = '00000000-0000-4000-8000-0000000000a1';
const MESSAGE = 'Schreibt mir seit Tagen ungefragt Nachrichten, obwohl ich klar Nein gesagt habe.';

function summary(overrides: Partial<ReportSummary> = {}): ReportSummary & { __typename: string } {
  return {
    __typename: 'Report',
    id: REPORT_ID,
    subject: 'USER',
    title: 'Belästigung',
    status: 'OPEN',
    createdAt: '2026-03-02T09:30:00.000Z',
    updatedAt: '2026-03-02T09:30:00.000Z',
    mine: true,
    reporterUsername: 'anna',
    subjectUsername: 'ben',
    ...overrides,
  };
}

function report(overrides: Partial<Report> = {}): Report & { __typename: string } {
  return {
    ...summary(),
    message: MESSAGE,
    subjectMember: { __typename: 'UserWithAvatar', id: BEN_ID, slug: 'ben', username: 'ben', sex: 'M', isPremium: false, isVerified: false, isAllowedToVisit: true, avatar: null } as Report['subjectMember'],
    subjectPhoto: null,
    subjectQuote: null,
    history: [],
    memberSanctions: null,
    viewerCan: { __typename: 'ReportAbilities', reply: true, changeStatusTo: [], timeoutMember: false, deactivateMember: false } as Report['viewerCan'],
    ...overrides,
  };
}

function reply(overrides: Partial<ReportReply> = {}): ReportReply & { __typename: string } {
  return { __typename: 'ReportReply', id: 'r1', body: 'Kannst du uns sagen, wann das war?', createdAt: '2026-03-02T10:00:00.000Z', fromTeam: true, mine: false, authorUsername: null, ...overrides };
}

const page = <T,>(nodes: T[], typename: string) => ({ __typename: typename, nodes, hasNextPage: false, endCursor: null });

describe('the report dialog', () => {
  async function open(responders: Parameters<typeof fakeGraphQLServer>[0] = {}) {
    const server = fakeGraphQLServer(responders);
    const i18n = await testI18n();
    renderWithProviders(<ReportButton subject="USER" subjectId={BEN_ID} name="ben" />, { i18n, session: testSession(server.fetch) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Melden' }));
    const dialog = await screen.findByRole('dialog', { name: 'ben melden' });
    return { server, user, dialog };
  }

  it('checks title (5) and message (50) with the shared schema as fields are left, and sends nothing while they are short', async () => {
    const { server, user, dialog } = await open();
    const title = within(dialog).getByLabelText(/^Titel/);
    const message = within(dialog).getByLabelText(/^Was ist passiert\?/);
    await user.type(title, 'abcd');
    await user.click(message);
    expect(await within(dialog).findByText('Der Titel muss mindestens 5 Zeichen lang sein.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await user.paste('m'.repeat(49));
    expect(within(dialog).getByText('49 Zeichen, mindestens 50.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(await within(dialog).findByText('Bitte beschreibe, was passiert ist, in mindestens 50 Zeichen.')).toBeInTheDocument();
    expect(server.calls('CreateReport')).toHaveLength(0);

    // One more character each and the errors go; spaces around do not count.
    await user.type(title, 'e');
    await user.type(message, 'm');
    await user.click(title);
    await waitFor(() => expect(within(dialog).queryByText('Der Titel muss mindestens 5 Zeichen lang sein.')).not.toBeInTheDocument());
    expect(within(dialog).queryByText('Bitte beschreibe, was passiert ist, in mindestens 50 Zeichen.')).not.toBeInTheDocument();
    expect(within(dialog).getByText('50 Zeichen, mindestens 50.')).toBeInTheDocument();
  });

  it('sends trimmed title and message with the subject, says thanks and closes', async () => {
    const { server, user, dialog } = await open({ CreateReport: () => ({ data: { createReport: summary() } }) });
    await user.type(within(dialog).getByLabelText(/^Titel/), '  Belästigung  ');
    await user.click(within(dialog).getByLabelText(/^Was ist passiert\?/));
    await user.paste(`  ${MESSAGE}  `);
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByText('Danke. Deine Meldung ist beim Team; du findest sie unter «Meldungen».')).toBeInTheDocument();
    expect(server.calls('CreateReport').map((c) => c.variables)).toEqual([{ input: { subject: 'USER', subjectId: BEN_ID, title: 'Belästigung', message: MESSAGE } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers reasons first; a reason fills the title (still editable), "Anderes" leaves it to the member', async () => {
    const { server, user, dialog } = await open({ CreateReport: () => ({ data: { createReport: summary() } }) });
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Grund' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(5);
    for (const label of ['Belästigung', 'Fake-Profil', 'Minderjährig', 'Spam', 'Anderes']) expect(within(reasons).getByRole('radio', { name: label })).toBeInTheDocument();
    const title = within(dialog).getByLabelText(/^Titel/);
    await user.click(within(reasons).getByRole('radio', { name: 'Spam' }));
    expect(title).toHaveValue('Spam von ben');
    await user.click(within(reasons).getByRole('radio', { name: 'Belästigung' }));
    expect(title).toHaveValue('Belästigung durch ben');
    await user.click(within(reasons).getByRole('radio', { name: 'Anderes' }));
    expect(title).toHaveValue('');
    // The message still needs its 50 characters: nothing is sent without it.
    await user.click(within(reasons).getByRole('radio', { name: 'Fake-Profil' }));
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(await within(dialog).findByText('Bitte beschreibe, was passiert ist, in mindestens 50 Zeichen.')).toBeInTheDocument();
    expect(server.calls('CreateReport')).toHaveLength(0);
    await user.click(within(dialog).getByLabelText(/^Was ist passiert\?/));
    await user.paste(MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    await waitFor(() => expect(server.calls('CreateReport').map((c) => c.variables)).toEqual([{ input: { subject: 'USER', subjectId: BEN_ID, title: 'Fake-Profil: ben', message: MESSAGE } }]));
  });

  it('puts the server’s field errors on their fields and other refusals in a notification', async () => {
    let answer: unknown = { errors: [{ message: 'BAD_INPUT', extensions: { code: 'BAD_INPUT', fields: [{ field: 'input.title', code: 'REPORT_TITLE_TOO_LONG' }] } }] };
    const { user, dialog } = await open({ CreateReport: () => answer });
    await user.type(within(dialog).getByLabelText(/^Titel/), 'Belästigung');
    await user.click(within(dialog).getByLabelText(/^Was ist passiert\?/));
    await user.paste(MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(await within(dialog).findByText('Der Titel darf höchstens 120 Zeichen lang sein.')).toBeInTheDocument();

    answer = { errors: [{ message: 'REPORT_EXISTS', extensions: { code: 'REPORT_EXISTS' } }] };
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByText(/Du hast das bereits gemeldet/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'ben melden' })).toBeInTheDocument();
  });
});

async function openRoute(path: string, responders: Parameters<typeof fakeGraphQLServer>[0], who = member()) {
  const server = fakeGraphQLServer({ CurrentUser: () => ({ data: { currentUser: who } }), ...responders });
  const i18n = await testI18n();
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  return { server, router };
}

describe('/reports', () => {
  it('lists the member’s reports with their status as text, and filters by status', async () => {
    const { server } = await openRoute('/reports', {
      Reports: ({ variables }) => ({
        data: { reports: page(variables.status === 'CLOSED_ACTION_TAKEN' ? [summary({ status: 'CLOSED_ACTION_TAKEN' })] : [summary()], 'ReportConnection') },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meldungen' })).toBeInTheDocument();
    const row = await screen.findByRole('article', { name: 'Belästigung' });
    expect(within(row).getByRole('link', { name: 'Belästigung' })).toHaveAttribute('href', `/reports/${REPORT_ID}`);
    expect(within(row).getByText('Offen')).toBeInTheDocument();
    expect(within(row).getByText('Mitglied: ben')).toBeInTheDocument();

    const filter = screen.getByLabelText('Status');
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Alle',
      'Offen',
      'In Bearbeitung',
      'Weitere Informationen nötig',
      'Abgeschlossen – Massnahme ergriffen',
      'Abgeschlossen – keine Massnahme',
    ]);
    await userEvent.selectOptions(filter, 'CLOSED_ACTION_TAKEN');
    expect(await screen.findByText('Abgeschlossen – Massnahme ergriffen', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(server.calls('Reports').map((c) => c.variables.status)).toEqual(['ALL', 'CLOSED_ACTION_TAKEN']);
  });

  it('says so when there are none', async () => {
    await openRoute('/reports', { Reports: () => ({ data: { reports: page([], 'ReportConnection') } }) });
    expect(await screen.findByText('Du hast noch nichts gemeldet.')).toBeInTheDocument();
  });

  it('is the queue of open reports for admins, oldest first as the server sends them, naming who filed each; "Alle" lists every report', async () => {
    const older = summary({ id: '00000000-0000-4000-8000-0000000000a0', title: 'Fake-Profil', mine: false, reporterUsername: 'dora', createdAt: '2026-03-01T08:00:00.000Z' });
    const { server } = await openRoute(
      '/reports',
      {
        ReportQueue: () => ({ data: { reportQueue: page([older, summary({ mine: false, reporterUsername: 'carla' })], 'ReportConnection') } }),
        Reports: () => ({ data: { reports: page([summary({ status: 'CLOSED_NO_ACTION_TAKEN', mine: false, reporterUsername: 'carla' })], 'ReportConnection') } }),
      },
      member({ admin: true }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Meldungen aller Mitglieder' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Fake-Profil' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Fake-Profil', 'Belästigung']);
    expect(screen.getByText(/Gemeldet von carla/)).toBeInTheDocument();
    const filter = screen.getByLabelText('Status');
    expect(filter).toHaveValue('QUEUE');
    expect(within(filter).getAllByRole('option')[0]).toHaveTextContent('Offen, älteste zuerst');
    expect(server.calls('Reports')).toHaveLength(0);

    await userEvent.selectOptions(filter, 'ALL');
    expect(await screen.findByText('Abgeschlossen – keine Massnahme', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(server.calls('Reports').map((c) => c.variables.status)).toEqual(['ALL']);
  });

  it('tells staff when the queue is empty', async () => {
    await openRoute('/reports', { ReportQueue: () => ({ data: { reportQueue: page([], 'ReportConnection') } }) }, member({ admin: true }));
    expect(await screen.findByText('Keine offenen Meldungen. Alles erledigt.')).toBeInTheDocument();
  });
});

describe('/reports/:id', () => {
  it('shows the report, its history and thread, and sends a reply', async () => {
    let replies = [reply()];
    const { server } = await openRoute(`/reports/${REPORT_ID}`, {
      Report: () => ({ data: { report: report({ status: 'AWAITING_REPLY', history: [{ __typename: 'ReportStatusChange', id: 'h1', fromStatus: 'OPEN', toStatus: 'AWAITING_REPLY', createdAt: '2026-03-02T09:45:00.000Z', changedByUsername: null, action: null, timeoutUntil: null } as Report['history'][number]] }) } }),
      ReportReplies: () => ({ data: { report: { __typename: 'Report', id: REPORT_ID, replies: page(replies, 'ReportReplyConnection') } } }),
      ReplyToReport: ({ variables }) => {
        replies = [...replies, reply({ id: 'r2', body: String(variables.body), fromTeam: false, mine: true, authorUsername: 'anna' })];
        return { data: { replyToReport: report({ status: 'PROCESSING' }) } };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Belästigung' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Status: Weitere Informationen nötig' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(/Offen → Weitere Informationen nötig/)).toBeInTheDocument();
    expect(await screen.findByText('Kannst du uns sagen, wann das war?')).toBeInTheDocument();
    expect(screen.getByText('Team, 02.03.2026, 11:00')).toBeInTheDocument();
    // No admin tools for the reporter.
    expect(screen.queryByRole('heading', { name: 'Bearbeiten' })).not.toBeInTheDocument();

    const box = screen.getByLabelText(/^Deine Antwort/);
    await userEvent.type(box, 'Am Sa.');
    await userEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText('Die Antwort ist zu kurz (mindestens 10 Zeichen).')).toBeInTheDocument();
    expect(server.calls('ReplyToReport')).toHaveLength(0);
    await userEvent.type(box, ' an der Bar');
    await userEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText('Am Sa. an der Bar')).toBeInTheDocument();
    expect(server.calls('ReplyToReport').map((c) => c.variables)).toEqual([{ id: REPORT_ID, body: 'Am Sa. an der Bar' }]);
  });

  it('says when a report is not found (someone else’s or unknown)', async () => {
    await openRoute(`/reports/${REPORT_ID}`, { Report: () => ({ data: { report: null } }) });
    expect(await screen.findByText('Diese Meldung gibt es nicht, oder sie gehört jemand anderem.')).toBeInTheDocument();
  });

  it('gives admins the next statuses of the table, and a timeout given in Swiss time', async () => {
    const open = report({
      mine: false,
      status: 'PROCESSING',
      memberSanctions: { __typename: 'MemberSanctions', timedOutUntil: null, isDeactivated: false } as Report['memberSanctions'],
      viewerCan: { __typename: 'ReportAbilities', reply: true, changeStatusTo: ['AWAITING_REPLY', 'CLOSED_ACTION_TAKEN', 'CLOSED_NO_ACTION_TAKEN'] as ReportStatus[], timeoutMember: true, deactivateMember: true } as Report['viewerCan'],
    });
    const { server } = await openRoute(
      `/reports/${REPORT_ID}`,
      {
        Report: () => ({ data: { report: open } }),
        ReportReplies: () => ({ data: { report: { __typename: 'Report', id: REPORT_ID, replies: page([], 'ReportReplyConnection') } } }),
        ChangeReportStatus: () => ({ data: { changeReportStatus: { ...open, status: 'CLOSED_NO_ACTION_TAKEN' } } }),
        TimeoutMember: () => ({ data: { timeoutMember: { ...open, status: 'CLOSED_ACTION_TAKEN' } } }),
      },
      member({ admin: true }),
    );
    expect(await screen.findByRole('heading', { name: 'Bearbeiten' })).toBeInTheDocument();
    expect(screen.getByText('Gegen dieses Mitglied ist keine Massnahme in Kraft.')).toBeInTheDocument();
    const select = screen.getByLabelText('Neuer Status');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Weitere Informationen nötig', 'Abgeschlossen – Massnahme ergriffen', 'Abgeschlossen – keine Massnahme']);
    await userEvent.selectOptions(select, 'CLOSED_NO_ACTION_TAKEN');
    await userEvent.click(screen.getByRole('button', { name: 'Status ändern' }));
    expect(await screen.findByText('Neuer Status: Abgeschlossen – keine Massnahme.')).toBeInTheDocument();
    expect(server.calls('ChangeReportStatus').map((c) => c.variables)).toEqual([{ id: REPORT_ID, status: 'CLOSED_NO_ACTION_TAKEN' }]);

    // 20:00 in Zurich on a summer day is 18:00 UTC; the close box is ticked by default.
    const until = screen.getByLabelText(/^Gesperrt bis \(Schweizer Zeit\)/);
    await userEvent.type(until, '2031-07-01T20:00');
    await userEvent.click(screen.getByRole('button', { name: 'Sperre setzen' }));
    expect(await screen.findByText('ben ist bis 01.07.2031, 20:00 gesperrt.')).toBeInTheDocument();
    expect(server.calls('TimeoutMember').map((c) => c.variables)).toEqual([{ reportId: REPORT_ID, until: '2031-07-01T18:00:00.000Z', closeReport: true }]);
  });

  it('refuses a timeout end in the past before asking the server', async () => {
    const open = report({ mine: false, viewerCan: { __typename: 'ReportAbilities', reply: true, changeStatusTo: ['PROCESSING'] as ReportStatus[], timeoutMember: true, deactivateMember: false } as Report['viewerCan'] });
    const { server } = await openRoute(
      `/reports/${REPORT_ID}`,
      { Report: () => ({ data: { report: open } }), ReportReplies: () => ({ data: { report: { __typename: 'Report', id: REPORT_ID, replies: page([], 'ReportReplyConnection') } } }) },
      member({ admin: true }),
    );
    await userEvent.type(await screen.findByLabelText(/^Gesperrt bis/), '2020-01-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Sperre setzen' }));
    expect(await screen.findByText('Bitte wähle ein Ende in der Zukunft (höchstens 10 Jahre voraus).')).toBeInTheDocument();
    expect(server.calls('TimeoutMember')).toHaveLength(0);
  });
});

describe('a chat roulette report (decision 0021)', () => {
  const QUOTE = '[2026-03-01T20:01:00.000Z] Aurora: Schick Fotos!\n[2026-03-01T20:02:00.000Z] Mondfalter (reporter): Nein.';
  const roulette = (overrides: Partial<Report> = {}) => report({ subject: 'ROULETTE', subjectUsername: null, subjectMember: null, ...overrides });
  const replies = () => ({ data: { report: { __typename: 'Report', id: REPORT_ID, replies: page([], 'ReportReplyConnection') } } });

  it('keeps the partner anonymous to the reporter, in the list and on the report', async () => {
    await openRoute('/reports', { Reports: () => ({ data: { reports: page([summary({ subject: 'ROULETTE', subjectUsername: null })], 'ReportConnection') } }) });
    const row = await screen.findByRole('article', { name: 'Belästigung' });
    expect(within(row).getByText('Chat-Roulette: anonyme Person aus dem Chat-Roulette')).toBeInTheDocument();
    cleanup();

    await openRoute(`/reports/${REPORT_ID}`, { Report: () => ({ data: { report: roulette() } }), ReportReplies: replies });
    expect(await screen.findByText('Gemeldete Person aus dem Chat-Roulette')).toBeInTheDocument();
    expect(screen.getByText('anonyme Person aus dem Chat-Roulette')).toBeInTheDocument();
    expect(screen.queryByText(/Die letzten Nachrichten im Chat/)).not.toBeInTheDocument();
  });

  it('shows the admins who it was and the chat’s last lines', async () => {
    const subjectMember = { __typename: 'UserWithAvatar', id: BEN_ID, slug: 'ben', username: 'ben', sex: 'M', isPremium: false, isVerified: true, isAllowedToVisit: true, avatar: null } as Report['subjectMember'];
    await openRoute(`/reports/${REPORT_ID}`, { Report: () => ({ data: { report: roulette({ mine: false, reporterUsername: 'anna', subjectUsername: 'ben', subjectMember, subjectQuote: QUOTE }) } }), ReportReplies: replies }, member({ admin: true }));
    expect(await screen.findByText('Gemeldete Person aus dem Chat-Roulette')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ben/ })).toBeInTheDocument();
    const quote = screen.getByRole('region', { name: 'Die letzten Nachrichten im Chat (beim Melden festgehalten)' });
    expect(quote).toHaveTextContent('Aurora: Schick Fotos!');
    expect(quote).toHaveTextContent('Mondfalter (reporter): Nein.');
  });
});
