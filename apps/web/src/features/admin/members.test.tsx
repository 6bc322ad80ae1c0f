import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { AdminMember } from './operations.js';

// /admin/members (decision 0031): staff find a member by e-mail, see the status, set a timeout.

const RETO: AdminMember = {
  id: '6f9c1d0e-0000-4000-8000-000000000042',
  username: 'Reto_ZH',
  slug: 'reto_zh',
  email: 'reto_zh@example.com',
  sex: 'M',
  status: 'VERIFIED',
  isActivated: true,
  emailVerified: true,
  phoneVerified: true,
  isVerified: true,
  isDeactivated: false,
  loginTimeoutUntil: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  lastActiveAt: null,
};

async function open(path: string) {
  const typed = (m: AdminMember) => ({ __typename: 'AdminMember', ...m });
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member({ admin: true, sex: null, slug: 'admin_venue' }) } }),
    AdminMembers: ({ variables }) => ({
      data: { adminMembers: { __typename: 'AdminMemberConnection', nodes: !variables.search || RETO.email.includes(String(variables.search)) ? [typed(RETO)] : [], hasNextPage: false, endCursor: null } },
    }),
    AdminMember: () => ({ data: { adminMember: typed(RETO) } }),
    AdminSetLoginTimeout: ({ variables }) => ({ data: { adminSetLoginTimeout: typed({ ...RETO, status: 'TIMED_OUT', loginTimeoutUntil: String(variables.until) }) } }),
  });
  const i18n = await testI18n('de');
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  return { router, server };
}

describe('staff: members', () => {
  it('finds a member by e-mail and shows the status in words; says so when nobody is found', async () => {
    const { server } = await open('/admin/members');
    const search = await screen.findByRole('searchbox', { name: 'Benutzername oder E-Mail' });
    await userEvent.type(search, 'niemand@example.com');
    await waitFor(() => expect(server.calls('AdminMembers').some((c) => c.variables.search === 'niemand@example.com')).toBe(true), { timeout: 3000 });
    expect(await screen.findByText(/Kein Mitglied gefunden für «niemand@example.com»/, {}, { timeout: 3000 })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'reto_zh@example.com');
    await waitFor(() => expect(server.calls('AdminMembers').some((c) => c.variables.search === 'reto_zh@example.com')).toBe(true), { timeout: 3000 });
    const list = await screen.findByRole('list', { name: 'Mitglieder' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Reto_ZH' })).toHaveAttribute('href', `/admin/members/${RETO.id}`);
    expect(within(row).getByText('Aktiviert')).toBeInTheDocument();
    expect(within(row).getByText('Verifiziert')).toBeInTheDocument();
    expect(within(row).getByText('Mann')).toBeInTheDocument();
  });

  it('refuses a timeout in the past without asking the server; sets one a week ahead', async () => {
    const { server } = await open(`/admin/members/${RETO.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reto_ZH' })).toBeInTheDocument();
    const until = screen.getByLabelText(/Gesperrt bis/);
    await userEvent.type(until, '2020-01-01T12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Timeout setzen' }));
    expect(await screen.findByText('Bitte wähle ein Ende in der Zukunft (höchstens 10 Jahre voraus).')).toBeInTheDocument();
    expect(server.calls('AdminSetLoginTimeout')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '7 Tage' }));
    await userEvent.click(screen.getByRole('button', { name: 'Timeout setzen' }));
    await waitFor(() => expect(server.calls('AdminSetLoginTimeout')).toHaveLength(1));
    const sent = new Date(String(server.calls('AdminSetLoginTimeout')[0]!.variables.until)).getTime();
    expect(Math.abs(sent - (Date.now() + 7 * 86_400_000))).toBeLessThan(5 * 60_000);
    // The member's status now shows the timeout.
    expect(await screen.findByText(/^Timeout bis /)).toBeInTheDocument();
  });
});
