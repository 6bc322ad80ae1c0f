import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { DiscretionSettings } from './DiscretionSettings.js';
import { readChoices, reloadChoicesForTests, STORAGE_KEY } from './storage.js';
import { verifyPin } from './pin.js';
import { lockState, resetLockStateForTests } from './lock-state.js';

afterEach(() => {
  localStorage.clear();
  reloadChoicesForTests();
  resetLockStateForTests();
  document.head.querySelector('link[rel="icon"]')?.remove();
});

function Screen() {
  usePageTitle('Einstellungen');
  return <DiscretionSettings />;
}

async function renderSettings() {
  const server = fakeGraphQLServer({ CurrentUser: () => ({ data: { currentUser: member({ id: 'u7' }) } }) });
  renderWithProviders(<Screen />, { i18n: await testI18n('de'), session: testSession(server.fetch) });
  return server;
}

describe('the settings section "Diskretion"', () => {
  it('keeps the neutral page chosen, and refuses a custom address that is not https', async () => {
    const server = await renderSettings();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Wikipedia' }));
    expect(readChoices().exit).toEqual({ target: 'wikipedia', customUrl: null });

    await user.click(screen.getByRole('radio', { name: 'Eigene Adresse' }));
    const field = screen.getByLabelText('Adresse der neutralen Seite');
    await user.type(field, 'http://www.sbb.ch');
    await user.click(screen.getByRole('button', { name: 'Adresse speichern' }));
    expect(await screen.findByText('Die Adresse muss mit https:// beginnen.')).toBeInTheDocument();
    expect(readChoices().exit.target).toBe('wikipedia');

    await user.clear(field);
    await user.type(field, 'https://www.sbb.ch{Enter}');
    await waitFor(() => expect(readChoices().exit).toEqual({ target: 'custom', customUrl: 'https://www.sbb.ch/' }));
    // Nothing of it went to the server.
    expect(server.requests.map((r) => r.operationName)).toEqual(['CurrentUser']);
  });

  it('sets a PIN lock for the member signed in, stored only as a hash, with the minutes chosen', async () => {
    await renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mit PIN sperren' }));
    await user.selectOptions(screen.getByLabelText('Wieder fragen nach so langer Zeit im Hintergrund'), '15');
    await user.type(screen.getByLabelText('Neue PIN'), '12');
    await user.type(screen.getByLabelText('PIN wiederholen'), '12');
    await user.click(screen.getByRole('button', { name: 'PIN festlegen' }));
    expect(await screen.findByText('Die PIN muss 4 bis 8 Ziffern haben.')).toBeInTheDocument();
    expect(readChoices().lock).toBeNull();

    await user.type(screen.getByLabelText('Neue PIN'), '3456');
    await user.type(screen.getByLabelText('PIN wiederholen'), '3499');
    await user.click(screen.getByRole('button', { name: 'PIN festlegen' }));
    expect(await screen.findByText('Die beiden PINs sind nicht gleich.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('PIN wiederholen'));
    await user.type(screen.getByLabelText('PIN wiederholen'), '123456');
    await user.click(screen.getByRole('button', { name: 'PIN festlegen' }));
    expect(await screen.findByText('Die App-Sperre ist mit PIN eingeschaltet.', {}, { timeout: 10_000 })).toBeInTheDocument();
    const lock = readChoices().lock!;
    expect(lock).toMatchObject({ memberId: 'u7', afterMinutes: 15, failures: 0 });
    expect(localStorage.getItem(STORAGE_KEY)).not.toContain('123456');
    expect(lock.secret.kind === 'pin' && (await verifyPin('123456', lock.secret))).toBe(true);
    // Just set: not closed in this tab.
    expect(lockState.isLocked()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Sperre aufheben' }));
    expect(readChoices().lock).toBeNull();
    expect(screen.getByRole('button', { name: 'Mit PIN sperren' })).toBeInTheDocument();
  });

  it('offers no passkey where the device has no platform authenticator', async () => {
    await renderSettings();
    await screen.findByRole('button', { name: 'Mit PIN sperren' });
    expect(screen.queryByRole('button', { name: 'Mit Passkey sperren' })).not.toBeInTheDocument();
  });

  it('the neutral tab renames the tab and changes its icon at once, and back', async () => {
    const icon = document.createElement('link');
    icon.rel = 'icon';
    icon.href = '/favicon.svg';
    document.head.append(icon);
    await renderSettings();
    await waitFor(() => expect(document.title).toBe('Einstellungen – Club Venue'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: /^Neutralen Titel und neutrales Symbol im Tab zeigen/ }));
    await waitFor(() => expect(document.title).toBe('Notizen'));
    expect(icon.getAttribute('href')).toBe('/neutral-icon.svg');
    expect(readChoices().neutralTab).toBe(true);
    await user.click(screen.getByRole('switch', { name: /^Neutralen Titel und neutrales Symbol im Tab zeigen/ }));
    await waitFor(() => expect(document.title).toBe('Einstellungen – Club Venue'));
    expect(icon.getAttribute('href')).toBe('/favicon.svg');
  });
});
