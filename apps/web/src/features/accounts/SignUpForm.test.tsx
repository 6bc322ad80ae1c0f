import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { SignUpForm } from './SignUpForm.js';

async function setup(onSignUp = vi.fn(async () => undefined as CombinedError | undefined), language: 'de' | 'en' = 'de') {
  const i18n = await testI18n(language);
  const session = testSession(fakeGraphQLServer({}).fetch);
  renderWithProviders(<SignUpForm defaultLanguage={language} onSignUp={onSignUp} />, { i18n, session });
  return { user: userEvent.setup(), onSignUp };
}

async function tickBoth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /mindestens 18/ }));
  await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere/ }));
}

function serverError(extensions: Record<string, unknown>) {
  return new CombinedError({ graphQLErrors: [new GraphQLError(String(extensions.code), { extensions })] });
}

describe('sign-up form', () => {
  it('announces an invalid e-mail address as soon as the field is left', async () => {
    const { user } = await setup();
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ungültige E-Mail-Adresse.');
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts a valid e-mail address without complaint', async () => {
    const { user } = await setup();
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.ch');
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks username, password and phone with the shared rules, in the chosen language', async () => {
    const { user } = await setup(undefined, 'en');
    await user.type(screen.getByLabelText(/Username/), 'a b');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/Mobile number/), '079 123 45');
    await user.tab();
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual([
      'Invalid username: 3 to 30 characters, only letters, digits, - and _.',
      'The password is too short (at least 8 characters).',
      'The phone number is wrong or already in use.',
    ]);
  });

  it('does not send an invalid form: every field, the 18+ box and the consent say what is missing', async () => {
    const { user, onSignUp } = await setup();
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(onSignUp).not.toHaveBeenCalled();
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toHaveLength(6);
    expect(alerts.slice(3)).toEqual([
      'Bitte gib deine Handynummer ein.',
      'Bitte bestätige, dass du mindestens 18 Jahre alt bist.',
      'Bitte akzeptiere die AGB und die Datenschutzerklärung.',
    ]);
  });

  it('links the terms and the privacy policy, each opening in a new tab', async () => {
    await setup();
    const terms = screen.getByRole('link', { name: /AGB/ });
    const privacy = screen.getByRole('link', { name: /Datenschutzerklärung/ });
    expect(terms).toHaveAttribute('href', '/pages/agb');
    expect(privacy).toHaveAttribute('href', '/pages/datenschutz');
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(expect.stringContaining('öffnet in neuem Tab'));
    }
    expect(screen.getByRole('checkbox', { name: /^Ich akzeptiere die AGB.*und die Datenschutzerklärung/ })).not.toBeChecked();
  });

  it('sends a local Swiss number; with either box left empty nothing is sent', async () => {
    const { user, onSignUp } = await setup();
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.ch');
    await user.type(screen.getByLabelText(/Benutzername/), 'anna_b');
    await user.type(screen.getByLabelText(/^Passwort/), 'lange-genug-1');
    await user.type(screen.getByLabelText(/Handynummer/), '079 123 45 67');
    await user.click(screen.getByRole('checkbox', { name: 'Ich bin mindestens 18 Jahre alt' }));
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte akzeptiere die AGB und die Datenschutzerklärung.');
    expect(onSignUp).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere/ }));
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    await waitFor(() => expect(onSignUp).toHaveBeenCalledTimes(1));
    expect(onSignUp).toHaveBeenCalledWith(expect.objectContaining({ phone: '079 123 45 67', confirmsAdult: true, acceptsTerms: true }));
  });

  it('sends a valid form with the chosen language', async () => {
    const { user, onSignUp } = await setup();
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'Anna@Example.ch');
    await user.type(screen.getByLabelText(/Benutzername/), 'anna_b');
    await user.type(screen.getByLabelText(/^Passwort/), 'lange-genug-1');
    await user.type(screen.getByLabelText(/Handynummer/), '+41 79 123 45 67');
    await user.selectOptions(screen.getByLabelText('Sprache'), 'en');
    await user.click(screen.getByRole('checkbox', { name: 'Ich bin mindestens 18 Jahre alt' }));
    await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere/ }));
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    await waitFor(() => expect(onSignUp).toHaveBeenCalledTimes(1));
    expect(onSignUp).toHaveBeenCalledWith({ email: 'Anna@Example.ch', username: 'anna_b', password: 'lange-genug-1', phone: '+41 79 123 45 67', language: 'en', confirmsAdult: true, acceptsTerms: true });
  });

  it('puts the server’s verdict on the field it concerns', async () => {
    const onSignUp = vi.fn(async () => serverError({ code: 'USERNAME_TAKEN', fields: [{ field: 'username', code: 'USERNAME_TAKEN' }] }));
    const { user } = await setup(onSignUp);
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.ch');
    await user.type(screen.getByLabelText(/Benutzername/), 'anna');
    await user.type(screen.getByLabelText(/^Passwort/), 'lange-genug-1');
    await user.type(screen.getByLabelText(/Handynummer/), '+41791234567');
    await tickBoth(user);
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Benutzername ist bereits vergeben.');
    expect(screen.getByLabelText(/Benutzername/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows an error without a field above the button', async () => {
    const onSignUp = vi.fn(async () => serverError({ code: 'RATE_LIMITED', retryAfterSeconds: 60 }));
    const { user } = await setup(onSignUp);
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.ch');
    await user.type(screen.getByLabelText(/Benutzername/), 'anna');
    await user.type(screen.getByLabelText(/^Passwort/), 'lange-genug-1');
    await user.type(screen.getByLabelText(/Handynummer/), '+41791234567');
    await tickBoth(user);
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche.');
  });
});
