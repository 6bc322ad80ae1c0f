import { describe, expect, it, vi } from 'vitest';
import type { PushPayload } from '@venue/shared';
import { appPath, isWorkerMessage } from './messages.js';
import { handlePush, notificationFor, openFromNotification, type AppWindow, type WorkerScope } from './notifications.js';
import { OpenRoutes } from './open-routes.js';

// The service worker's push and notificationclick (decision 0042), with stand-ins for its globals.

const ORIGIN = 'https://club.example.ch';

const message: PushPayload = { v: 1, kind: 'MESSAGE', title: 'Neue Nachricht', body: 'Öffne die App, um sie zu lesen.', path: '/conversations/c1', tag: 'message:c1', badge: 3 };

function appWindow(id: string, url: string, opts: Partial<Pick<AppWindow, 'visibilityState' | 'focused'>> = {}) {
  return { id, url: ORIGIN + url, visibilityState: opts.visibilityState ?? 'visible', focused: opts.focused ?? false, focus: vi.fn(async () => undefined), postMessage: vi.fn() } satisfies AppWindow;
}

function worker(windows: AppWindow[] = [], opts: { badges?: boolean; language?: string } = {}) {
  const shown: { title: string; options: NotificationOptions }[] = [];
  const badge: number[] = [];
  const scope = {
    origin: ORIGIN,
    language: opts.language ?? 'de-CH',
    windows: async () => windows,
    openWindow: vi.fn(async () => undefined),
    showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }),
    ...(opts.badges === false ? {} : { setBadge: async (n: number) => void badge.push(n), clearBadge: async () => void badge.push(0) }),
  } satisfies WorkerScope;
  return { scope, shown, badge };
}

describe('push in the service worker', () => {
  it('shows the message’s texts with its tag, the neutral icon and the path to open', async () => {
    const { scope, shown } = worker();
    expect(await handlePush(JSON.stringify(message), scope, new OpenRoutes())).toBe(true);
    expect(shown).toEqual([
      { title: 'Neue Nachricht', options: expect.objectContaining({ body: 'Öffne die App, um sie zu lesen.', tag: 'message:c1', icon: '/icons/icon-192.png', data: { path: '/conversations/c1' } }) },
    ]);
  });

  it('stays quiet while a visible window shows that screen, as its page reported it', async () => {
    const routes = new OpenRoutes();
    const reading = appWindow('w1', '/home');
    routes.remember('w1', '/conversations/c1');
    const { scope, shown, badge } = worker([reading]);
    expect(await handlePush(JSON.stringify(message), scope, routes)).toBe(false);
    expect(shown).toEqual([]);
    // The badge follows the count all the same.
    expect(badge).toEqual([3]);
  });

  it('shows it when the window with that screen is hidden, or shows another screen', async () => {
    const routes = new OpenRoutes();
    routes.remember('hidden', '/conversations/c1');
    routes.remember('elsewhere', '/conversations/c2');
    const { scope, shown } = worker([appWindow('hidden', '/conversations/c1', { visibilityState: 'hidden' }), appWindow('elsewhere', '/conversations/c2')]);
    expect(await handlePush(JSON.stringify(message), scope, routes)).toBe(true);
    expect(shown).toHaveLength(1);
  });

  it('falls back on the window’s address when its page has not reported yet (a restarted worker), and forgets closed windows', async () => {
    const routes = new OpenRoutes();
    routes.remember('gone', '/conversations/c9');
    const { scope, shown } = worker([appWindow('w1', '/conversations/c1?x=1')]);
    expect(await handlePush(JSON.stringify(message), scope, routes)).toBe(false);
    expect(shown).toEqual([]);
    expect(routes.pathOf('gone')).toBeUndefined();
  });

  it('shows the generic discreet text in the browser’s language for a message it cannot read', async () => {
    for (const text of [JSON.stringify({ ...message, v: 2 }), '{broken', null, JSON.stringify({ ...message, kind: 'GIFT' })]) {
      expect(notificationFor(text, { origin: ORIGIN, language: 'de-CH' })).toMatchObject({ title: 'Neue Benachrichtigung', options: { body: 'Du hast eine neue Benachrichtigung.', data: { path: '/home' } } });
    }
    expect(notificationFor(null, { origin: ORIGIN, language: 'en-GB' })).toMatchObject({ title: 'New notification', options: { body: 'You have a new notification.' } });
  });

  it('never keeps a path outside the app: another origin, a protocol-relative address, the API', () => {
    for (const path of ['https://evil.example/phish', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/graphql', '/api/export']) {
      expect(notificationFor(JSON.stringify({ ...message, path }), { origin: ORIGIN, language: 'de' }).options.data.path).toBe('/home');
    }
  });

  it('clears the app badge at 0 and leaves it alone without a count or without support', async () => {
    const { scope, badge } = worker();
    await handlePush(JSON.stringify({ ...message, badge: 0 }), scope, new OpenRoutes());
    await handlePush(JSON.stringify({ ...message, badge: undefined }), scope, new OpenRoutes());
    expect(badge).toEqual([0]);
    const without = worker([], { badges: false });
    expect(await handlePush(JSON.stringify(message), without.scope, new OpenRoutes())).toBe(true);
  });
});

describe('a tap on a notification', () => {
  it('brings the focused window to the front and asks it to show the path', async () => {
    const other = appWindow('a', '/events', { visibilityState: 'hidden' });
    const focused = appWindow('b', '/home', { focused: true });
    const { scope } = worker([other, focused]);
    await openFromNotification({ path: '/conversations/c1' }, scope);
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.postMessage).toHaveBeenCalledWith({ type: 'NAVIGATE', path: '/conversations/c1' });
    expect(other.postMessage).not.toHaveBeenCalled();
    expect(scope.openWindow).not.toHaveBeenCalled();
  });

  it('uses any open window of the app when none is focused', async () => {
    const hidden = appWindow('a', '/events', { visibilityState: 'hidden' });
    const { scope } = worker([hidden]);
    await openFromNotification({ path: '/friends' }, scope);
    expect(hidden.postMessage).toHaveBeenCalledWith({ type: 'NAVIGATE', path: '/friends' });
  });

  it('opens a new window at the path when none is open, and the start screen for a foreign path', async () => {
    const { scope } = worker([]);
    await openFromNotification({ path: '/conversations/c1' }, scope);
    await openFromNotification({ path: 'https://evil.example/' }, scope);
    await openFromNotification(null, scope);
    expect(scope.openWindow.mock.calls).toEqual([['/conversations/c1'], ['/home'], ['/home']]);
  });
});

describe('app paths and the worker’s messages to the page', () => {
  it('accepts the app’s screens with query and hash on this origin only', () => {
    expect(appPath('/conversations/c1?m=2#end', ORIGIN)).toBe('/conversations/c1?m=2#end');
    expect(appPath('/\t/evil.example', ORIGIN)).toBeNull();
    expect(appPath('/media/a.jpg', ORIGIN)).toBeNull();
    expect(appPath(42, ORIGIN)).toBeNull();
  });

  it('the page follows only NAVIGATE with an app path', () => {
    expect(isWorkerMessage({ type: 'NAVIGATE', path: '/friends' }, ORIGIN)).toBe(true);
    expect(isWorkerMessage({ type: 'NAVIGATE', path: '//evil.example' }, ORIGIN)).toBe(false);
    expect(isWorkerMessage({ type: 'NAVIGATE', path: '/healthz' }, ORIGIN)).toBe(false);
    expect(isWorkerMessage({ type: 'ROUTE_CHANGE', path: '/friends' }, ORIGIN)).toBe(false);
    expect(isWorkerMessage('NAVIGATE', ORIGIN)).toBe(false);
  });
});
