import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import type { CurrentUser } from '../../app/session/operations.js';
import { PushQuestion } from './PushQuestion.js';
import { rememberAnswer, rememberedAnswer, shouldAsk } from './question-memory.js';
import { keyBytes } from './browser-push.js';
import { noteMomentOfValue, resetMomentOfValueForTests } from '../../app/moment-of-value.js';

// The browser's push APIs are the edge of the app: the tests stand in for them. Everything
// between them and /graphql is the real feature.

const SERVER_KEY = `B${'Ab-_'.repeat(21)}Ab`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc:APA91bXYZ';
const P256DH = `B${'N'.repeat(86)}`;
const AUTH = 'k'.repeat(22);

interface FakeBrowser {
  permission: NotificationPermission;
  answer: NotificationPermission;
  subscription: PushSubscription | null;
  requestPermission: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn>;
  unsubscribe: ReturnType<typeof vi.fn>;
}

function fakeSubscription(browser: FakeBrowser, key: Uint8Array): PushSubscription {
  return {
    endpoint: ENDPOINT,
    options: { userVisibleOnly: true, applicationServerKey: key.buffer },
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: P256DH, auth: AUTH } }),
    unsubscribe: browser.unsubscribe,
  } as unknown as PushSubscription;
}

/** A browser with an active service worker, PushManager and Notification. */
function installBrowser(overrides: Partial<Pick<FakeBrowser, 'permission' | 'answer'>> = {}): FakeBrowser {
  const browser: FakeBrowser = {
    permission: overrides.permission ?? 'default',
    answer: overrides.answer ?? 'granted',
    subscription: null,
    requestPermission: vi.fn(async () => {
      browser.permission = browser.answer;
      return browser.answer;
    }),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      browser.subscription = fakeSubscription(browser, options.applicationServerKey as Uint8Array);
      return browser.subscription;
    }),
    unsubscribe: vi.fn(async () => {
      browser.subscription = null;
      return true;
    }),
  };
  const registration = { pushManager: { getSubscription: async () => browser.subscription, subscribe: browser.subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registration), getRegistration: async () => registration } });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return browser.permission;
      },
      requestPermission: browser.requestPermission,
    },
  });
  return browser;
}

function removeBrowserApis() {
  for (const [target, name] of [
    [navigator, 'serviceWorker'],
    [window, 'PushManager'],
    [window, 'Notification'],
  ] as const) {
    if (Object.getOwnPropertyDescriptor(target, name)) Reflect.deleteProperty(target, name);
  }
}

function server(user: CurrentUser | null, saveAnswer: () => unknown = () => ({ data: { savePushSubscription: true } })) {
  return fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: user } }),
    PushPublicKey: () => ({ data: { pushPublicKey: SERVER_KEY } }),
    SavePushSubscription: saveAnswer,
    RemovePushSubscription: () => ({ data: { removePushSubscription: true } }),
    SignOut: () => ({ data: { signOut: true } }),
  });
}

async function show(user: CurrentUser | null, opts: { language?: 'de' | 'en'; saveAnswer?: () => unknown } = {}) {
  const fake = server(user, opts.saveAnswer);
  const session = testSession(fake.fetch);
  const i18n = await testI18n(opts.language ?? 'de');
  const view = renderWithProviders(<PushQuestion />, { i18n, session });
  return { fake, session, view, user: userEvent.setup() };
}

/** Lets the current user and navigator.serviceWorker.ready arrive. */
async function settle(fake: ReturnType<typeof server>) {
  await waitFor(() => expect(fake.calls('CurrentUser').length).toBeGreaterThan(0));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('push question', () => {
  beforeEach(() => {
    removeBrowserApis();
    // Mantine's notification store outlives a test.
    notifications.clean();
    // The member had a moment of value (a first message, a friend request), unless a test says otherwise.
    resetMomentOfValueForTests();
    noteMomentOfValue();
  });
  afterEach(() => removeBrowserApis());

  it('asks a member whose browser supports push; Yes subscribes with the server key and saves the subscription', async () => {
    const browser = installBrowser();
    const { fake, user } = await show(member());
    const region = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    expect(region).toHaveTextContent('Möchtest du Benachrichtigungen erhalten');

    await user.click(screen.getByRole('button', { name: 'Ja, gerne' }));

    expect(await screen.findByText('Benachrichtigungen sind eingeschaltet.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(SERVER_KEY) });
    expect(fake.calls('SavePushSubscription').map((c) => c.variables)).toEqual([{ input: { endpoint: ENDPOINT, p256dh: P256DH, auth: AUTH } }]);
    expect(screen.queryByRole('region', { name: 'Benachrichtigungen' })).not.toBeInTheDocument();
    expect(rememberedAnswer('u1')?.answer).toBe('yes');
  });

  it('is reachable by keyboard: Tab to "Ja, gerne", Tab to "Jetzt nicht", Enter', async () => {
    installBrowser();
    const { user } = await show(member());
    await screen.findByRole('region', { name: 'Benachrichtigungen' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ja, gerne' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Jetzt nicht' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Benachrichtigungen' })).not.toBeInTheDocument());
  });

  it('"Not now" hides it without asking the browser, and it stays away on the next visit', async () => {
    const browser = installBrowser();
    const first = await show(member(), { language: 'en' });
    await first.user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(first.fake.calls('SavePushSubscription')).toEqual([]);
    expect(rememberedAnswer('u1')?.answer).toBe('notNow');
    first.view.unmount();

    const again = await show(member(), { language: 'en' });
    await settle(again.fake);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('"not now" asks again after 30 days; a browser that blocks notifications is never asked', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const daysAgo = (days: number) => ({ answer: 'notNow' as const, at: new Date(now.getTime() - days * 86_400_000).toISOString() });
    expect(shouldAsk(null, 'default', now)).toBe(true);
    expect(shouldAsk(daysAgo(29), 'default', now)).toBe(false);
    expect(shouldAsk(daysAgo(30), 'default', now)).toBe(true);
    expect(shouldAsk(null, 'denied', now)).toBe(false);
    expect(shouldAsk({ answer: 'denied', at: now.toISOString() }, 'default', now)).toBe(false);
    expect(shouldAsk({ answer: 'yes', at: now.toISOString() }, 'granted', now)).toBe(false);
    // Said yes, but the permission was reset in the browser since: ask again.
    expect(shouldAsk({ answer: 'yes', at: now.toISOString() }, 'default', now)).toBe(true);
  });

  it('when the browser refuses permission: says how to allow it, remembers, saves nothing', async () => {
    installBrowser({ answer: 'denied' });
    const { fake, user } = await show(member(), { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Yes, please' }));
    expect(await screen.findByText(/Your browser blocks notifications for this site/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(fake.calls('SavePushSubscription')).toEqual([]);
    expect(rememberedAnswer('u1')?.answer).toBe('denied');
  });

  it('a refused save shows the translated reason and keeps the question open', async () => {
    installBrowser();
    const { user } = await show(member(), {
      language: 'en',
      saveAnswer: () => ({ errors: [{ message: 'BAD_INPUT', extensions: { code: 'BAD_INPUT', fields: [{ field: 'p256dh', code: 'PUSH_KEY_INVALID' }] } }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Yes, please' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Your browser sent an invalid key for notifications.');
    expect(rememberedAnswer('u1')).toBeNull();
  });

  it('a failing push service shows the general message', async () => {
    const browser = installBrowser();
    browser.subscribe.mockRejectedValueOnce(new DOMException('push service not available', 'AbortError'));
    const { user } = await show(member(), { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Yes, please' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Notifications could not be turned on. Please try again later.');
  });

  it('waits for a moment of value: not on the first screens, then once a first message or friend request happened', async () => {
    resetMomentOfValueForTests();
    installBrowser();
    const { fake } = await show(member());
    await settle(fake);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => noteMomentOfValue());

    expect(await screen.findByRole('region', { name: 'Benachrichtigungen' })).toHaveTextContent('Möchtest du Benachrichtigungen erhalten');
  });

  it('is not shown to visitors', async () => {
    installBrowser();
    const { fake } = await show(null);
    await settle(fake);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is not shown during onboarding (no profile type yet)', async () => {
    installBrowser();
    const { fake } = await show(member({ sex: null }));
    await settle(fake);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is not shown where the browser has no PushManager', async () => {
    installBrowser();
    Reflect.deleteProperty(window, 'PushManager');
    const { fake } = await show(member());
    await settle(fake);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('a member who said yes has the subscription renewed quietly, without the question', async () => {
    installBrowser({ permission: 'granted' });
    rememberAnswer('u1', 'yes');
    const { fake } = await show(member());
    await waitFor(() => expect(fake.calls('SavePushSubscription')).toHaveLength(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('signing out removes this browser’s subscription on the server and in the browser first', async () => {
    const browser = installBrowser({ permission: 'granted' });
    browser.subscription = fakeSubscription(browser, keyBytes(SERVER_KEY));
    const fake = server(member());
    await testSession(fake.fetch).signOut();
    expect(fake.requests.map((r) => r.operationName)).toEqual(['RemovePushSubscription', 'SignOut']);
    expect(fake.calls('RemovePushSubscription')[0]!.variables).toEqual({ endpoint: ENDPOINT });
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
