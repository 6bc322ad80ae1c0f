import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';

// /confirm-email?token=…: the link of an e-mail change, opened in a browser that is not signed in.

async function open(path: string, confirm: () => unknown) {
  const server = fakeGraphQLServer({ CurrentUser: () => ({ data: { currentUser: null } }), ConfirmEmailChange: confirm });
  const i18n = await testI18n();
  const session = testSession(server.fetch);
  renderWithProviders(<RouterProvider router={createMemoryRouter(createRoutes(session, i18n), { initialEntries: [path] })} />, { i18n, session });
  return server;
}

describe('/confirm-email', () => {
  it('confirms the new address once and leads to sign-in', async () => {
    const server = await open('/confirm-email?token=abcdefghijklmnopqrstuvwxyz', () => ({ data: { confirmEmailChange: true } }));
    const done = await screen.findByText(/Deine neue E-Mail-Adresse ist bestätigt/, {}, { timeout: 5000 });
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/sign-in');
    expect(server.calls('ConfirmEmailChange').map((c) => c.variables)).toEqual([{ token: 'abcdefghijklmnopqrstuvwxyz' }]);
  });

  it('says so when the link is wrong, used or expired', async () => {
    await open('/confirm-email?token=abcdefghijklmnopqrstuvwxyz', () => ({ errors: [{ message: 'INVALID_EMAIL_LINK', extensions: { code: 'INVALID_EMAIL_LINK' } }] }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(/Link/);
  });

  it('asks nothing for a link without token', async () => {
    const server = await open('/confirm-email', () => ({ data: { confirmEmailChange: true } }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.calls('ConfirmEmailChange')).toHaveLength(0);
  });
});
