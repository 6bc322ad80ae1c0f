import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { CurrentUser } from '../../app/session/operations.js';

async function openPremium(currentUser: CurrentUser) {
  const server = fakeGraphQLServer({ CurrentUser: () => ({ data: { currentUser } }) });
  const i18n = await testI18n('de');
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: ['/premium'] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  await screen.findByRole('heading', { level: 1, name: 'Premium' }, { timeout: 5000 });
}

describe('/premium', () => {
  it('tells an unverified member their status, their limits and what verified members can do today, with no button that leads nowhere', async () => {
    await openPremium(member());
    expect(await screen.findByText('Nicht verifiziert')).toBeInTheDocument();
    expect(screen.getByText(/bis zu 3 Unterhaltungen gleichzeitig führen, 10 Freunde haben und 12 Fotos/)).toBeInTheDocument();
    const list = within(screen.getByRole('region', { name: 'Was verifizierte Mitglieder heute können' })).getByRole('list');
    const items = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain('Chat-Roulette');
    expect(items).toContain('Sehen, wer dein Profil besucht hat');
    expect(items.join(' ')).not.toMatch(/Spark|Geschenk|Reservation|Inserat/);
    expect(screen.getByText(/noch nicht: Das kommt mit einem der nächsten Updates/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryAllByRole('button')).toEqual([]);
    expect(within(screen.getByRole('main')).queryAllByRole('link')).toEqual([]);
  });

  it('tells a verified member that all of it is theirs', async () => {
    await openPremium(member({ isVerified: true }));
    expect(await screen.findByText('Verifiziert')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Das steht dir als verifiziertes Mitglied offen' })).toBeInTheDocument();
    expect(screen.queryByText(/nächsten Updates/)).not.toBeInTheDocument();
  });
});
