import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { CurrentUser } from '../../app/session/operations.js';

const pending = (o: Record<string, unknown> = {}) => ({
  __typename: 'VerificationRequest',
  id: 'r1',
  state: 'PENDING',
  code: 'K7F3QX',
  selfieSubmitted: false,
  uploadPath: '/api/verification-requests/r1/selfie',
  insertedAt: '2026-03-01T10:00:00.000Z',
  submittedAt: null,
  decidedAt: null,
  reason: null,
  viewerCan: { __typename: 'VerificationRequestAbilities', uploadSelfie: true },
  ...o,
});
const mine = (requests: unknown[], canStart: boolean, startRefusal: string | null = null) => ({ data: { myVerification: { __typename: 'MyVerification', canStart, startRefusal, requests } } });

async function openPremium(currentUser: CurrentUser, responders: Parameters<typeof fakeGraphQLServer>[0] = {}) {
  const server = fakeGraphQLServer({ CurrentUser: () => ({ data: { currentUser } }), MyVerification: () => mine([], true), ...responders });
  const i18n = await testI18n('de');
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: ['/premium'] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  await screen.findByRole('heading', { level: 1, name: 'Premium' }, { timeout: 5000 });
  return server;
}

describe('/premium', () => {
  it('tells an unverified member their status, their limits and what verified members can do today, and offers verification', async () => {
    await openPremium(member());
    expect(await screen.findByText('Nicht verifiziert')).toBeInTheDocument();
    expect(screen.getByText(/bis zu 3 Unterhaltungen gleichzeitig führen, 10 Freunde haben und 12 Fotos/)).toBeInTheDocument();
    const list = within(screen.getByRole('region', { name: 'Was verifizierte Mitglieder heute können' })).getByRole('list');
    const items = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain('Chat-Roulette');
    expect(items).toContain('Sehen, wer dein Profil besucht hat');
    expect(items.join(' ')).not.toMatch(/Spark|Geschenk|Reservation|Inserat/);
    expect(screen.queryByText(/nächsten Updates/)).not.toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Verifizierung' });
    expect(within(section).getByRole('button', { name: 'Verifizierung starten' })).toBeInTheDocument();
  });

  it('starting shows the code with what to do (couples: both in the picture) and the selfie upload', async () => {
    let requests: unknown[] = [];
    const server = await openPremium(member({ sex: 'MF' }), {
      MyVerification: () => mine(requests, requests.length === 0, requests.length ? 'VERIFICATION_PENDING_EXISTS' : null),
      StartVerification: () => {
        requests = [pending()];
        return { data: { startVerification: pending() } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Verifizierung starten' }));
    expect(await screen.findByTestId('verification-code')).toHaveTextContent('K7F3QX');
    expect(screen.getByText(/Schreibe den Code gut lesbar auf ein Blatt Papier/)).toBeInTheDocument();
    expect(screen.getByText('Als Paar: Ihr seid beide auf dem Bild.')).toBeInTheDocument();
    expect(screen.getByText('Dein Selfie')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Selfie senden' })).toBeDisabled();
    expect(server.calls('StartVerification')).toHaveLength(1);
  });

  it('shows a selfie in review, and a denial with its reason among the past requests', async () => {
    await openPremium(member(), {
      MyVerification: () =>
        mine([pending({ selfieSubmitted: true, submittedAt: '2026-03-01T10:05:00.000Z', viewerCan: { __typename: 'VerificationRequestAbilities', uploadSelfie: false } }), pending({ id: 'r0', state: 'DENIED', code: null, decidedAt: '2026-02-01T10:00:00.000Z', reason: 'Der Code ist nicht lesbar.' })], false, 'VERIFICATION_PENDING_EXISTS'),
    });
    expect(await screen.findByText('Dein Selfie wird geprüft')).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Frühere Anfragen' });
    expect(within(past).getByText('Abgelehnt')).toBeInTheDocument();
    expect(within(past).getByText('Grund: Der Code ist nicht lesbar.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Verifizierung starten|Neue Anfrage/ })).not.toBeInTheDocument();
  });

  it('tells a verified member that all of it is theirs', async () => {
    await openPremium(member({ isVerified: true }), { MyVerification: () => mine([], false, 'VERIFICATION_ALREADY_VERIFIED') });
    expect(await screen.findAllByText('Verifiziert')).not.toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Das steht dir als verifiziertes Mitglied offen' })).toBeInTheDocument();
    expect(await screen.findByText(/Dein Konto ist verifiziert/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verifizierung starten' })).not.toBeInTheDocument();
  });
});
