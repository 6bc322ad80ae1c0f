import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';

// The server answers a sign-up alike whether or not the address is in use (decision 0026): the
// page always says "check your e-mail" and stays signed out; the e-mail link signs in.

describe('/sign-up', () => {
  it('says where the e-mail went and stays signed out', async () => {
    const server = fakeGraphQLServer({
      CurrentUser: () => ({ data: { currentUser: null } }),
      SignUp: () => ({ data: { signUp: true } }),
    });
    const i18n = await testI18n();
    const session = testSession(server.fetch);
    const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: ['/sign-up'] });
    renderWithProviders(<RouterProvider router={router} />, { i18n, session });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/E-Mail-Adresse/, {}, { timeout: 5000 }));
    await user.paste('anna@example.ch');
    await user.click(screen.getByLabelText(/Benutzername/));
    await user.paste('anna_b');
    await user.click(screen.getByLabelText(/^Passwort/));
    await user.paste('lange-genug-1');
    await user.click(screen.getByLabelText(/Handynummer/));
    await user.paste('079 123 45 67');
    await user.click(screen.getByRole('checkbox', { name: 'Ich bin mindestens 18 Jahre alt' }));
    await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }));
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Wir haben dir eine E-Mail an anna@example.ch geschickt.');
    await waitFor(() => expect(server.calls('SignUp')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(screen.queryByRole('button', { name: 'Konto erstellen' })).not.toBeInTheDocument();
  });
});
