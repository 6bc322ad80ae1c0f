import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';

// Signing in again after a deactivation (spec §4): the member is told the profile is active again.

async function signInAs(reactivated: boolean) {
  let signedIn = false;
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: signedIn ? member() : null } }),
    SignIn: () => {
      signedIn = true;
      return { data: { signIn: { __typename: 'AuthPayload', reactivated, user: member() } } };
    },
  });
  const i18n = await testI18n();
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: ['/sign-in'] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('textbox', { name: /E-Mail/ }, { timeout: 5000 }));
  await user.paste('anna@example.ch');
  await user.click(screen.getByLabelText(/Passwort/));
  await user.paste('Sauna-Abend-2026!');
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });
}

describe('/sign-in', () => {
  // Notifications live in one store for the whole file.
  afterEach(() => notifications.clean());

  it('tells a member whose sign-in ended a deactivation', async () => {
    await signInAs(true);
    expect(await screen.findByText('Willkommen zurück! Dein Profil ist wieder aktiv.')).toBeInTheDocument();
  });

  it('says nothing of it on an ordinary sign-in', async () => {
    await signInAs(false);
    expect(screen.queryByText('Willkommen zurück! Dein Profil ist wieder aktiv.')).not.toBeInTheDocument();
  });

  it('adds to a refusal that a new member confirms the e-mail first (decision 0026)', async () => {
    const server = fakeGraphQLServer({
      CurrentUser: () => ({ data: { currentUser: null } }),
      SignIn: () => ({ errors: [{ message: 'WRONG_CREDENTIALS', extensions: { code: 'WRONG_CREDENTIALS' } }] }),
    });
    const i18n = await testI18n();
    const session = testSession(server.fetch);
    const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: ['/sign-in'] });
    renderWithProviders(<RouterProvider router={router} />, { i18n, session });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: /E-Mail/ }, { timeout: 5000 }));
    await user.paste('neu@example.ch');
    await user.click(screen.getByLabelText(/Passwort/));
    await user.paste('Sauna-Abend-2026!');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Falsche E-Mail-Adresse und/oder falsches Passwort.')).toBeInTheDocument();
    expect(screen.getByText('Gerade registriert? Bestätige zuerst deine E-Mail-Adresse mit dem Link, den wir dir geschickt haben.')).toBeInTheDocument();
  });
});
