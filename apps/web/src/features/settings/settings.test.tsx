import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { AccountOverview, DeviceSession, Settings } from './operations.js';

// The settings screen against a stand-in /graphql: what it shows, what it sends, what it says.

function settings(overrides: Partial<Settings> = {}): Settings & { __typename: string } {
  return {
    __typename: 'Settings',
    id: 'u1',
    emailOnFriendRequest: true,
    emailOnGiftReceived: true,
    emailOnFriendDailyReservation: true,
    emailOnFriendEventReservation: true,
    emailOnMessage: false,
    foundInSpark: true,
    reservationsVisibleTo: 'EVERYONE',
    shownOnline: true,
    visitableOnlyByVerified: false,
    onlyVerifiedMayContact: false,
    messagesFromFriendsOnly: false,
    foundInSearch: true,
    viewerCan: { __typename: 'SettingsAbilities', deactivate: true, deleteAccount: true, exportData: true } as Settings['viewerCan'],
    ...overrides,
  };
}

function account(overrides: Partial<AccountOverview> = {}): AccountOverview & { __typename: string } {
  return { __typename: 'CurrentUser', id: 'u1', email: 'anna@example.ch', language: 'de', phoneMasked: '+41•••••••67', pendingEmailChange: null, pendingPhoneMasked: null, settings: settings(), ...overrides };
}

function device(id: string, overrides: Partial<DeviceSession> = {}): DeviceSession & { __typename: string } {
  return {
    __typename: 'DeviceSession',
    id,
    browser: 'Chrome',
    os: 'Android',
    createdAt: '2026-03-01T09:00:00.000Z',
    lastUsedAt: '2026-03-02T18:30:00.000Z',
    current: false,
    viewerCan: { __typename: 'SessionAbilities', end: true } as DeviceSession['viewerCan'],
    ...overrides,
  };
}

const SESSIONS = [device('s1', { browser: 'Firefox', os: 'macOS', current: true, viewerCan: { __typename: 'SessionAbilities', end: false } as DeviceSession['viewerCan'] }), device('s2')];

async function openSettings(responders: Parameters<typeof fakeGraphQLServer>[0] = {}, current = member()) {
  // Signed out, the server knows nobody (sign-in then shows its form, not /home).
  let signedIn = true;
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: signedIn ? current : null } }),
    AccountSettings: () => ({ data: { currentUser: account() } }),
    Sessions: () => ({ data: { sessions: { __typename: 'DeviceSessionConnection', nodes: SESSIONS, hasNextPage: false, endCursor: null } } }),
    SignOut: () => {
      signedIn = false;
      return { data: { signOut: true } };
    },
    ...responders,
  });
  const i18n = await testI18n();
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: ['/settings'] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  await screen.findByRole('heading', { level: 1, name: 'Einstellungen' }, { timeout: 5000 });
  await screen.findByRole('group', { name: 'E-Mail-Benachrichtigungen' }, { timeout: 5000 });
  return { server, router, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

/** Types a value at once (paste): Mantine inputs re-render on every key, which is slow in jsdom. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

describe('/settings: the toggles of spec §3', () => {
  it('shows the three groups with the stored choices', async () => {
    await openSettings();
    const email = await screen.findByRole('group', { name: 'E-Mail-Benachrichtigungen' });
    expect(within(email).getByRole('switch', { name: 'Freundschaftsanfrage erhalten' })).toBeChecked();
    expect(within(email).getByRole('switch', { name: 'Neue private Nachricht (höchstens alle 5 Minuten)' })).not.toBeChecked();
    const visibility = screen.getByRole('group', { name: 'Sichtbarkeit' });
    expect(within(visibility).getByRole('switch', { name: 'Bei den Online-Mitgliedern erscheinen' })).toBeChecked();
    const contact = screen.getByRole('group', { name: 'Kontakt' });
    expect(within(contact).getAllByRole('switch')).toHaveLength(3);
  });

  it('offers no switch for features that do not exist yet (gifts, Spark); the reservations’ e-mails and visibility are back (issue 14)', async () => {
    await openSettings();
    const email = await screen.findByRole('group', { name: 'E-Mail-Benachrichtigungen' });
    expect(within(email).getAllByRole('switch')).toHaveLength(4);
    expect(screen.queryByRole('switch', { name: /Geschenk/ })).not.toBeInTheDocument();
    expect(within(email).getByRole('switch', { name: 'Ein Freund reserviert für einen Event' })).toBeChecked();
    expect(within(email).getByRole('switch', { name: 'Ein Freund reserviert für einen normalen Tag' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: /Spark/ })).not.toBeInTheDocument();
    const visibility = screen.getByRole('group', { name: 'Sichtbarkeit' });
    expect(within(visibility).getByRole('radiogroup', { name: /Reservationen/ })).toBeInTheDocument();
    expect(within(visibility).getByRole('radio', { name: 'alle Mitglieder' })).toBeChecked();
    expect(within(visibility).getAllByRole('switch')).toHaveLength(2);
  });

  it('saves a switch at once, sending only that setting, and says so in words', async () => {
    const { server, user } = await openSettings({ UpdateSettings: () => ({ data: { updateSettings: settings({ shownOnline: false }) } }) });
    const visibility = await screen.findByRole('group', { name: 'Sichtbarkeit' });
    const online = within(visibility).getByRole('switch', { name: 'Bei den Online-Mitgliedern erscheinen' });
    await user.click(online);
    expect(await within(visibility).findByText('Gespeichert.')).toHaveAttribute('role', 'status');
    expect(online).not.toBeChecked();
    expect(server.calls('UpdateSettings').map((c) => c.variables)).toEqual([{ input: { shownOnline: false } }]);

    await user.click(within(visibility).getByRole('radio', { name: 'nur meine Freunde' }));
    await waitFor(() => expect(server.calls('UpdateSettings').at(-1)?.variables).toEqual({ input: { reservationsVisibleTo: 'FRIENDS' } }));
  });

  it('a refused change flips back and the reason is shown', async () => {
    const { user } = await openSettings({ UpdateSettings: () => ({ errors: [{ message: 'RATE_LIMITED', extensions: { code: 'RATE_LIMITED' } }] }) });
    const contact = await screen.findByRole('group', { name: 'Kontakt' });
    const search = within(contact).getByRole('switch', { name: 'In der Profilsuche gefunden werden' });
    await user.click(search);
    expect(await within(contact).findByText(/Zu viele Versuche/)).toBeInTheDocument();
    expect(search).toBeChecked();
  });
});

describe('/settings: sign-in details', () => {
  it('asks for a new e-mail address with the password and shows where the link went', async () => {
    const { server, user } = await openSettings({
      RequestEmailChange: () => ({ data: { requestEmailChange: account({ pendingEmailChange: 'neu@example.ch' }) } }),
    });
    const section = await screen.findByRole('region', { name: 'Anmeldung und Kontaktdaten' });
    expect(within(section).getByText('Aktuell: anna@example.ch')).toBeInTheDocument();
    await typeInto(user, within(section).getByLabelText(/Neue E-Mail-Adresse/), 'neu@example.ch');
    const form = within(section).getByRole('form', { name: 'E-Mail-Adresse' });
    await typeInto(user, within(form).getByLabelText(/Aktuelles Passwort/), 'Sauna-Abend-2026!');
    await user.click(within(form).getByRole('button', { name: 'Bestätigungslink senden' }));
    expect(await within(section).findByText(/Bestätigungslink an neu@example.ch geschickt/)).toBeInTheDocument();
    expect(server.calls('RequestEmailChange').map((c) => c.variables)).toEqual([{ input: { newEmail: 'neu@example.ch', currentPassword: 'Sauna-Abend-2026!' } }]);
  });

  it('shows the server’s verdict on the address at the address field', async () => {
    // (An address another member uses is answered like a free one: decision 0026.)
    const { user } = await openSettings({
      RequestEmailChange: () => ({ errors: [{ message: 'EMAIL_UNCHANGED', extensions: { code: 'EMAIL_UNCHANGED', fields: [{ field: 'newEmail', code: 'EMAIL_UNCHANGED' }] } }] }),
    });
    const form = await screen.findByRole('form', { name: 'E-Mail-Adresse' });
    const address = within(form).getByLabelText(/Neue E-Mail-Adresse/);
    await typeInto(user, address, 'vergeben@example.ch');
    await typeInto(user, within(form).getByLabelText(/Aktuelles Passwort/), 'x');
    await user.click(within(form).getByRole('button', { name: 'Bestätigungslink senden' }));
    expect(await within(form).findByText('Das ist schon deine E-Mail-Adresse.')).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks a new password before asking, and shows the server’s reason at the right field', async () => {
    const { server, user } = await openSettings({
      ChangePassword: () => ({ errors: [{ message: 'BAD_INPUT', extensions: { code: 'BAD_INPUT', fields: [{ field: 'newPassword', code: 'PASSWORD_TOO_COMMON' }] } }] }),
    });
    const form = await screen.findByRole('form', { name: 'Passwort ändern' });
    await typeInto(user, within(form).getByLabelText(/Aktuelles Passwort/), 'alt-und-gut');
    await typeInto(user, within(form).getByLabelText(/Neues Passwort/), 'kurz');
    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(form).findByText('Das Passwort ist zu kurz (mindestens 8 Zeichen).')).toBeInTheDocument();
    expect(server.calls('ChangePassword')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/Neues Passwort/));
    await typeInto(user, within(form).getByLabelText(/Neues Passwort/), 'password123');
    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(form).findByText('Dieses Passwort ist zu verbreitet. Bitte wähle ein anderes.')).toBeInTheDocument();
  });

  it('sends a code to a new number, then confirms it', async () => {
    const { server, user } = await openSettings({
      SendNewPhoneCode: () => ({ data: { sendPhoneCode: true } }),
      ConfirmNewPhone: () => ({ data: { verifyPhone: { __typename: 'CurrentUser', id: 'u1', phoneMasked: '+41•••••••99', phoneVerifiedAt: '2026-03-03T10:00:00.000Z', pendingPhoneMasked: null } } }),
    });
    const group = await screen.findByRole('group', { name: 'Telefonnummer' });
    expect(within(group).getByText('Aktuell: +41•••••••67')).toBeInTheDocument();
    await typeInto(user, within(group).getByLabelText(/Neue Nummer/), '+41 79 555 44 99');
    await user.click(within(group).getByRole('button', { name: 'Code senden' }));
    expect(await within(group).findByText('Wir haben einen Code an +41795554499 geschickt.')).toBeInTheDocument();
    expect(server.calls('SendNewPhoneCode').map((c) => c.variables)).toEqual([{ phone: '+41 79 555 44 99' }]);
    await typeInto(user, within(group).getByLabelText(/Code aus der SMS/), '123456');
    await user.click(within(group).getByRole('button', { name: 'Neue Nummer bestätigen' }));
    expect(await screen.findByText('Deine neue Nummer ist bestätigt.')).toBeInTheDocument();
    expect(server.calls('ConfirmNewPhone').map((c) => c.variables)).toEqual([{ code: '123456' }]);
  });
});

describe('/settings: devices', () => {
  it('marks this device in words and signs out another one by its id', async () => {
    const { server, user } = await openSettings({ EndSession: () => ({ data: { endSession: true } }) });
    const section = await screen.findByRole('region', { name: 'Angemeldete Geräte' });
    expect(await within(section).findByText('Firefox auf macOS')).toBeInTheDocument();
    expect(within(section).getByText('Dieses Gerät')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Firefox auf macOS abmelden' })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Chrome auf Android abmelden' }));
    expect(await screen.findByText('Chrome auf Android ist abgemeldet.')).toBeInTheDocument();
    expect(server.calls('EndSession').map((c) => c.variables)).toEqual([{ id: 's2' }]);
  });

  it('signs out everywhere else', async () => {
    const { server, user } = await openSettings({ EndOtherSessions: () => ({ data: { endOtherSessions: 1 } }) });
    const section = await screen.findByRole('region', { name: 'Angemeldete Geräte' });
    await user.click(within(section).getByRole('button', { name: 'Überall sonst abmelden' }));
    expect(await screen.findByText('Andere Geräte abgemeldet: 1.')).toBeInTheDocument();
    expect(server.calls('EndOtherSessions')).toHaveLength(1);
  });
});

describe('/settings: data download', () => {
  it('says why a download was refused', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ errors: [{ status: '429', code: 'RATE_LIMITED' }] }), { status: 429 })));
    const { user } = await openSettings();
    const section = await screen.findByRole('region', { name: 'Deine Daten' });
    await user.click(within(section).getByRole('button', { name: 'Meine Daten herunterladen' }));
    expect(await within(section).findByText(/Zu viele Versuche/)).toHaveAttribute('role', 'status');
  });
});

describe('/settings: deactivating and deleting', () => {
  it('deactivates only after the dialog, then signs out and says how to come back', async () => {
    // This device's discretion choices (decision 0043) go with the account.
    localStorage.setItem('venue.discretion', JSON.stringify({ exit: { target: 'google', customUrl: null }, neutralTab: true, lock: null }));
    const { server, router, user } = await openSettings({ DeactivateAccount: () => ({ data: { deactivateAccount: true } }) });
    const section = await screen.findByRole('region', { name: 'Profil deaktivieren oder löschen' });
    await user.click(within(section).getByRole('button', { name: 'Profil deaktivieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profil deaktivieren?' });
    expect(server.calls('DeactivateAccount')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByText('Dein Profil ist deaktiviert. Melde dich an, um es wieder zu aktivieren.')).toBeInTheDocument();
    expect(server.calls('DeactivateAccount')).toHaveLength(1);
    expect(server.calls('SignOut')).toHaveLength(1);
    expect(localStorage.getItem('venue.discretion')).toBeNull();
  });

  it('deletes only with the phrase of the member’s language and the password', async () => {
    const { server, router, user } = await openSettings({ DeleteAccount: () => ({ data: { deleteAccount: true } }) });
    const section = await screen.findByRole('region', { name: 'Profil deaktivieren oder löschen' });
    await user.click(within(section).getByRole('button', { name: 'Profil löschen …' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profil endgültig löschen?' });
    const phrase = within(dialog).getByLabelText(/Tippe „Ich bin sicher“ zur Bestätigung/);
    await typeInto(user, phrase, 'I am sure');
    await typeInto(user, within(dialog).getByLabelText(/Aktuelles Passwort/), 'Sauna-Abend-2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await within(dialog).findByText('Bitte tippe genau „Ich bin sicher“ ein.')).toBeInTheDocument();
    expect(server.calls('DeleteAccount')).toHaveLength(0);

    await user.clear(phrase);
    await typeInto(user, phrase, 'Ich bin sicher');
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(server.calls('DeleteAccount').map((c) => c.variables)).toEqual([{ input: { phrase: 'Ich bin sicher', currentPassword: 'Sauna-Abend-2026!' } }]);
    expect(await screen.findByText('Dein Profil ist gelöscht. Schade, dass du gehst.')).toBeInTheDocument();
  });

  it('a wrong password keeps the dialog open with the reason', async () => {
    const { user } = await openSettings({
      DeleteAccount: () => ({ errors: [{ message: 'WRONG_PASSWORD', extensions: { code: 'WRONG_PASSWORD', fields: [{ field: 'currentPassword', code: 'WRONG_PASSWORD' }] } }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Profil löschen …' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profil endgültig löschen?' });
    await typeInto(user, within(dialog).getByLabelText(/Tippe/), 'Ich bin sicher');
    await typeInto(user, within(dialog).getByLabelText(/Aktuelles Passwort/), 'falsch');
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await within(dialog).findByText('Das aktuelle Passwort stimmt nicht.')).toBeInTheDocument();
  });

  it('an admin is told why the account cannot be closed here, and gets no buttons for it', async () => {
    await openSettings({
      AccountSettings: () => ({ data: { currentUser: account({ settings: settings({ viewerCan: { __typename: 'SettingsAbilities', deactivate: false, deleteAccount: false, exportData: true } as Settings['viewerCan'] }) }) } }),
    });
    const section = await screen.findByRole('region', { name: 'Profil deaktivieren oder löschen' });
    expect(within(section).getByText(/Admin-Konto kann hier nicht/)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});
