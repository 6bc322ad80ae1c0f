import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { useServerLanguage } from '../session/language.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';

function serverWith(currentUser: ReturnType<typeof member> | null) {
  return fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser } }),
    SetLanguage: ({ variables }) => ({ data: { setLanguage: { ...currentUser!, language: variables.language } } }),
  });
}

describe('language switch', () => {
  it('a visitor switches to English: texts, <html lang> and the remembered choice follow, nothing is sent', async () => {
    const server = serverWith(null);
    const i18n = await testI18n('de');
    renderWithProviders(<LanguageSwitcher />, { i18n, session: testSession(server.fetch) });
    const group = await screen.findByRole('group', { name: 'Sprache' });
    expect(screen.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(server.calls('CurrentUser')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'English' }));

    await waitFor(() => expect(group).toHaveAccessibleName('Language'));
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('venue.language')).toBe('en');
    expect(server.calls('SetLanguage')).toHaveLength(0);
  });

  it('a signed-in member’s choice is also stored on the server', async () => {
    const server = serverWith(member({ language: 'de' }));
    const i18n = await testI18n('de');
    renderWithProviders(<LanguageSwitcher />, { i18n, session: testSession(server.fetch) });
    await waitFor(() => expect(server.calls('CurrentUser')).toHaveLength(1));
    // Wait until the switcher knows the member is signed in.
    await new Promise((r) => setTimeout(r, 0));

    await userEvent.click(screen.getByRole('button', { name: 'English' }));

    await waitFor(() => expect(server.calls('SetLanguage')).toEqual([{ operationName: 'SetLanguage', variables: { language: 'en' } }]));
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByRole('group', { name: 'Language' })).toBeInTheDocument();
  });

  it('after sign-in the member’s stored language wins over the browser’s', async () => {
    const server = serverWith(member({ language: 'en' }));
    const i18n = await testI18n('de');
    function Probe() {
      useServerLanguage();
      return <LanguageSwitcher />;
    }
    renderWithProviders(<Probe />, { i18n, session: testSession(server.fetch) });
    expect(await screen.findByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('venue.language')).toBe('en');
    expect(server.calls('SetLanguage')).toHaveLength(0);
  });

  it('without a stored language on the server side, a visitor keeps German', async () => {
    const server = serverWith(null);
    const i18n = await testI18n('de');
    function Probe() {
      useServerLanguage();
      return <LanguageSwitcher />;
    }
    renderWithProviders(<Probe />, { i18n, session: testSession(server.fetch) });
    await waitFor(() => expect(server.calls('CurrentUser')).toHaveLength(1));
    expect(screen.getByRole('group', { name: 'Sprache' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });
});
