import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import { NOTIFICATION_KIND_NAMES, NOTIFICATION_KINDS } from '@venue/shared';
import type { AccountOverview, DeviceSession, NotificationChannels, Settings } from './operations.js';

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

/** The notification table as the server answers it: every kind with its defaults, message e-mails off. */
function channels(overrides: Partial<Record<string, Partial<NotificationChannels>>> = {}) {
  return NOTIFICATION_KIND_NAMES.map((kind) => {
    const spec = NOTIFICATION_KINDS[kind];
    const email = spec.email ? (kind === 'MESSAGE' ? false : spec.emailDefault) : null;
    return { __typename: 'NotificationChannels', kind, push: spec.pushDefault, email, ...overrides[kind] };
  });
}

const SESSIONS = [device('s1', { browser: 'Firefox', os: 'macOS', current: true, viewerCan: { __typename: 'SessionAbilities', end: false } as DeviceSession['viewerCan'] }), device('s2')];

async function openSettings(responders: Parameters<typeof fakeGraphQLServer>[0] = {}, current = member()) {
  // Signed out, the server knows nobody (sign-in then shows its form, not /home).
  let signedIn = true;
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: signedIn ? current : null } }),
    AccountSettings: () => ({ data: { currentUser: account() } }),
    NotificationChannels: () => ({ data: { currentUser: { __typename: 'CurrentUser', id: 'u1', settings: { __typename: 'Settings', id: 'u1', notificationChannels: channels() } } } }),
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
  await screen.findByRole('group', { name: 'Sichtbarkeit' }, { timeout: 5000 });
  return { server, router, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

/** Types a value at once (paste): Mantine inputs re-render on every key, which is slow in jsdom. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

describe('/settings: the toggles of spec §3', () => {
  it('shows the visibility and contact groups with the stored choices (the e-mail toggles are in the notification table)', async () => {
    await openSettings();
    expect(screen.queryByRole('group', { name: 'E-Mail-Benachrichtigungen' })).not.toBeInTheDocument();
    const visibility = screen.getByRole('group', { name: 'Sichtbarkeit' });
    expect(within(visibility).getByRole('switch', { name: 'Bei den Online-Mitgliedern erscheinen' })).toBeChecked();
    const contact = screen.getByRole('group', { name: 'Kontakt' });
    expect(within(contact).getAllByRole('switch')).toHaveLength(3);
  });

  it('offers a switch for every feature that exists: the gift e-mail is the notification table’s row (issue 17), the reservations’ visibility (issue 14) and "found in Spark" (issue 16) are back', async () => {
    await openSettings();
    // The gift e-mail is the notification table's "Geschenk erhalten" row (see below), not a second switch here.
    expect(screen.queryByRole('switch', { name: 'Geschenk erhalten' })).not.toBeInTheDocument();
    const visibility = screen.getByRole('group', { name: 'Sichtbarkeit' });
    expect(within(visibility).getByRole('switch', { name: 'In Spark gezeigt werden' })).toBeChecked();
    expect(within(visibility).getByRole('radiogroup', { name: /Reservationen/ })).toBeInTheDocument();
    expect(within(visibility).getByRole('radio', { name: 'alle Mitglieder' })).toBeChecked();
    expect(within(visibility).getAllByRole('switch')).toHaveLength(3);
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

/** This browser as one that can receive push (jsdom has no service worker, PushManager or Notification). */
function pushCapableBrowser(permission: NotificationPermission, opts: { subscribed?: boolean; grant?: NotificationPermission } = {}) {
  const key = new Uint8Array(Buffer.from('BPublicKeyOfTheServerXY', 'base64url'));
  const subscription = {
    endpoint: 'https://push.example.net/send/device-1',
    options: { applicationServerKey: key.buffer },
    toJSON: () => ({ keys: { p256dh: 'B' + 'a'.repeat(86), auth: 'b'.repeat(22) } }),
    unsubscribe: async () => true,
  };
  let current = opts.subscribed ? subscription : null;
  const registration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: vi.fn(async () => (current = subscription)),
    },
  };
  const notification = { permission, requestPermission: vi.fn(async () => (notification.permission = opts.grant ?? permission)) };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve(registration) }, configurable: true });
  onTestFinished(() => void delete (navigator as { serviceWorker?: unknown }).serviceWorker);
  return { registration, notification, subscription };
}

describe('/settings: notifications (issue 15)', () => {
  it('shows one row per kind in the shared order, with a switch per channel the kind offers', async () => {
    await openSettings();
    const section = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    const rows = await within(section).findAllByRole('group');
    expect(rows.map((row) => document.getElementById(row.getAttribute('aria-labelledby') ?? '')?.textContent)).toEqual([
      'Neue private Nachricht',
      'Freundschaftsanfrage erhalten',
      'Freundschaft angenommen',
      'Profilbesuch',
      'Verifizierung entschieden',
      'Premium-Abo und Zahlungen',
      'Reservation bestätigt',
      'Von der Warteliste nachgerückt',
      'Erinnerung an deine Reservation',
      'Ein Freund reserviert für einen Event',
      'Ein Freund reserviert für einen normalen Tag',
      'Neuer Match in Spark',
      'Auszeichnung erhalten',
      'Geschenk erhalten',
    ]);
    const message = within(section).getByRole('group', { name: 'Neue private Nachricht' });
    expect(message).toHaveAccessibleDescription(/nicht offen hast/);
    expect(within(message).getByRole('switch', { name: 'Neue private Nachricht: Push' })).toBeChecked();
    expect(within(message).getByRole('switch', { name: 'Neue private Nachricht: E-Mail' })).not.toBeChecked();
    // A kind without e-mail has no e-mail switch.
    const accepted = within(section).getByRole('group', { name: 'Freundschaft angenommen' });
    expect(within(accepted).getAllByRole('switch')).toHaveLength(1);
    expect(within(section).getByRole('switch', { name: 'Profilbesuch: Push' })).not.toBeChecked();
  });

  it('saves a switch at once with its kind and channel, and says so in words', async () => {
    const { server, user } = await openSettings({
      SetNotificationChannel: ({ variables }) => ({ data: { setNotificationChannel: { __typename: 'NotificationChannels', kind: variables.kind, push: true, email: variables.enabled } } }),
    });
    const section = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    const email = await within(section).findByRole('switch', { name: 'Neue private Nachricht: E-Mail' });
    await user.click(email);
    expect(await within(section).findByText('Gespeichert.')).toHaveAttribute('role', 'status');
    expect(email).toBeChecked();
    expect(server.calls('SetNotificationChannel').map((c) => c.variables)).toEqual([{ kind: 'MESSAGE', channel: 'EMAIL', enabled: true }]);
  });

  it('a refused change flips back and the reason is shown', async () => {
    const { user } = await openSettings({ SetNotificationChannel: () => ({ errors: [{ message: 'RATE_LIMITED', extensions: { code: 'RATE_LIMITED' } }] }) });
    const section = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    const push = await within(section).findByRole('switch', { name: 'Freundschaftsanfrage erhalten: Push' });
    await user.click(push);
    expect(await within(section).findByText(/Zu viele Versuche/)).toBeInTheDocument();
    expect(push).toBeChecked();
  });

  it('says when this browser cannot receive push; the push switches still work for the other devices', async () => {
    const { server, user } = await openSettings({
      SetNotificationChannel: () => ({ data: { setNotificationChannel: { __typename: 'NotificationChannels', kind: 'FRIEND_ACCEPTED', push: false, email: null } } }),
    });
    const section = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    expect(within(section).getByText(/Dieser Browser kann keine Push-Mitteilungen empfangen/)).toBeInTheDocument();
    expect(within(section).getByText(/Die Push-Schalter gelten für deine anderen Geräte/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Auf diesem Gerät erlauben' })).not.toBeInTheDocument();
    await user.click(await within(section).findByRole('switch', { name: 'Freundschaft angenommen: Push' }));
    await waitFor(() => expect(server.calls('SetNotificationChannel')).toHaveLength(1));
  });

  it('allows push on this device: the browser asks, the subscription is saved, then the discreet texts can be turned into detailed ones', async () => {
    const { notification, registration, subscription } = pushCapableBrowser('default', { grant: 'granted' });
    const { server, user } = await openSettings({
      PushPublicKey: () => ({ data: { pushPublicKey: 'BPublicKeyOfTheServerXY' } }),
      SavePushSubscription: () => ({ data: { savePushSubscription: true } }),
      PushDevice: ({ variables }) => ({ data: { pushDevice: { __typename: 'PushDevice', endpoint: variables.endpoint, detailed: false } } }),
      SetPushDetailed: ({ variables }) => ({ data: { setPushDetailed: { __typename: 'PushDevice', endpoint: variables.endpoint, detailed: variables.detailed } } }),
    });
    const section = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    expect(await within(section).findByText('Push-Mitteilungen sind auf diesem Gerät noch nicht erlaubt.')).toBeInTheDocument();
    expect(within(section).queryByRole('switch', { name: /Ausführliche Texte/ })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Auf diesem Gerät erlauben' }));

    expect(await within(section).findByText('Push-Mitteilungen sind auf diesem Gerät eingeschaltet.')).toBeInTheDocument();
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(registration.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(server.calls('SavePushSubscription').map((c) => c.variables)).toEqual([{ input: { endpoint: subscription.endpoint, p256dh: 'B' + 'a'.repeat(86), auth: 'b'.repeat(22) } }]);
    const detailed = await within(section).findByRole('switch', { name: 'Ausführliche Texte auf diesem Gerät' });
    expect(detailed).not.toBeChecked();
    expect(detailed).toHaveAccessibleDescription(/auch auf dem Sperrbildschirm/);
    expect(within(section).queryByText(/Die Push-Schalter gelten für deine anderen Geräte/)).not.toBeInTheDocument();

    await user.click(detailed);
    expect(await within(section).findByText('Gespeichert.')).toBeInTheDocument();
    expect(detailed).toBeChecked();
    expect(server.calls('SetPushDetailed').map((c) => c.variables)).toEqual([{ endpoint: subscription.endpoint, detailed: true }]);
  });

  it('a subscription the server does not know for this member is offered again and saved; a blocked browser is explained, with no button', async () => {
    const { subscription } = pushCapableBrowser('granted', { subscribed: true });
    let saved = false;
    const { server, user } = await openSettings({
      PushDevice: ({ variables }) => ({ data: { pushDevice: saved ? { __typename: 'PushDevice', endpoint: variables.endpoint, detailed: false } : null } }),
      PushPublicKey: () => ({ data: { pushPublicKey: 'BPublicKeyOfTheServerXY' } }),
      SavePushSubscription: () => {
        saved = true;
        return { data: { savePushSubscription: true } };
      },
    });
    const section = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    await user.click(await within(section).findByRole('button', { name: 'Auf diesem Gerät erlauben' }));
    expect(await within(section).findByRole('switch', { name: 'Ausführliche Texte auf diesem Gerät' })).not.toBeChecked();
    expect(server.calls('SavePushSubscription').map((c) => c.variables.input)).toEqual([expect.objectContaining({ endpoint: subscription.endpoint })]);
    cleanup();

    pushCapableBrowser('denied');
    await openSettings();
    const again = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    expect(await within(again).findByText(/Dein Browser blockiert Benachrichtigungen für diese Seite/)).toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: 'Auf diesem Gerät erlauben' })).not.toBeInTheDocument();
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
