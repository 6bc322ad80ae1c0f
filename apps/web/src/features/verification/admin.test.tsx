import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { AdminVerificationRequest } from './operations.js';

// /admin/verifications (docs/decisions/0033): the queue, and one request with its checklist and decision.

// Mantine's autosizing textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

const ID = '6f9c1d0e-0000-4000-8000-000000000077';
const REQUEST: AdminVerificationRequest = {
  id: ID,
  state: 'PENDING',
  code: 'K7F3QX',
  insertedAt: '2026-03-01T10:00:00.000Z',
  submittedAt: '2026-03-01T10:05:00.000Z',
  decidedAt: null,
  decidedByUsername: null,
  reason: null,
  selfiePath: `/api/verification-requests/${ID}/selfie`,
  selfieViews: [],
  checklist: ['CODE_VISIBLE', 'BOTH_PEOPLE', 'AVATAR_NO_GENITALS'],
  member: { id: 'm1', username: 'Paerli_Zueri', slug: 'paerli_zueri', sex: 'MF' },
  avatar: null,
  publicPhotos: [],
  viewerCan: { approve: true, deny: true },
};

const typed = (r: AdminVerificationRequest) => ({
  __typename: 'AdminVerificationRequest',
  ...r,
  member: { __typename: 'VerificationMember', ...r.member },
  selfieViews: r.selfieViews.map((v) => ({ __typename: 'VerificationSelfieView', ...v })),
  viewerCan: { __typename: 'VerificationDecisionAbilities', ...r.viewerCan },
});

async function open(path: string) {
  const decided = (state: 'VERIFIED' | 'DENIED', reason: string | null) =>
    typed({ ...REQUEST, state, reason, selfiePath: null, decidedAt: '2026-03-01T11:00:00.000Z', decidedByUsername: 'Admin_Venue', viewerCan: { approve: false, deny: false } });
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member({ admin: true, sex: null, slug: 'admin_venue' }) } }),
    PendingVerificationCount: () => ({ data: { adminPendingVerificationCount: 1 } }),
    VerificationQueue: () => ({
      data: {
        adminVerificationRequests: {
          __typename: 'AdminVerificationQueue',
          nodes: [{ __typename: 'AdminVerificationQueueItem', id: ID, state: 'PENDING', submittedAt: REQUEST.submittedAt, decidedAt: null, member: { __typename: 'VerificationMember', ...REQUEST.member } }],
          hasNextPage: false,
          endCursor: null,
        },
      },
    }),
    AdminVerificationRequest: () => ({ data: { adminVerificationRequest: typed(REQUEST) } }),
    ApproveVerification: () => ({ data: { approveVerification: decided('VERIFIED', null) } }),
    DenyVerification: ({ variables }) =>
      String(variables.reason).trim().length < 5
        ? { errors: [{ message: 'VERIFICATION_REASON_TOO_SHORT', extensions: { code: 'VERIFICATION_REASON_TOO_SHORT', fields: [{ field: 'reason', code: 'VERIFICATION_REASON_TOO_SHORT' }] } }] }
        : { data: { denyVerification: decided('DENIED', String(variables.reason)) } },
  });
  const i18n = await testI18n('de');
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  return { router, server };
}

describe('staff: verifications', { timeout: 20_000 }, () => {
  it('the navigation shows the pending count; the queue lists the request and leads to it', async () => {
    await open('/admin/verifications');
    await screen.findByRole('heading', { level: 1, name: 'Verifizierungen' }, { timeout: 5000 });
    const nav = screen.getByRole('navigation', { name: 'Staff-Navigation' });
    expect(await within(nav).findByLabelText('1 wartet')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Verifizierungsanfragen' });
    expect(within(list).getByRole('link', { name: 'Paerli_Zueri' })).toHaveAttribute('href', `/admin/verifications/${ID}`);
    expect(within(list).getByText('In Prüfung')).toBeInTheDocument();
  });

  it('approving needs every point of the checklist ticked (couples: both people)', async () => {
    const { server } = await open(`/admin/verifications/${ID}`);
    expect(await screen.findByTestId('issued-code', {}, { timeout: 5000 })).toHaveTextContent('K7F3QX');
    expect(screen.getByRole('img', { name: 'Selfie von Paerli_Zueri mit dem Code' })).toHaveAttribute('src', REQUEST.selfiePath);
    const approve = screen.getByRole('button', { name: 'Verifizieren' });
    expect(approve).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Der Code auf dem Papier ist lesbar und stimmt' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Beide Personen des Paares sind auf dem Bild' }));
    expect(approve).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Das Profilbild zeigt keine Genitalien' }));
    await userEvent.click(approve);
    expect(await screen.findByText(/^Verifiziert von Admin_Venue am/)).toBeInTheDocument();
    expect(screen.getByText('Das Selfie wurde nach dem Entscheid gelöscht.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ablehnen' })).not.toBeInTheDocument();
    expect(server.calls('ApproveVerification').map((c) => c.variables)).toEqual([{ id: ID }]);
  });

  it('denying without a reason is refused at the field; with one the member reads, it is denied', async () => {
    const { server } = await open(`/admin/verifications/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Ablehnen' }, { timeout: 5000 }));
    expect(await screen.findByText(/Bitte gib einen Grund an/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Grund für die Ablehnung/ }), 'Der Code ist nicht lesbar.');
    await userEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() => expect(screen.getByText('Grund: Der Code ist nicht lesbar.')).toBeInTheDocument());
    expect(server.calls('DenyVerification')).toHaveLength(2);
  });
});
