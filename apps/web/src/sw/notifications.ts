import { NOTIFICATION_KINDS, type PushPayload } from '@venue/shared';
import { pushNotifications as de } from '../i18n/de.json';
import { pushNotifications as en } from '../i18n/en.json';
import { appPath, type WorkerMessage } from './messages.js';
import type { OpenRoutes } from './open-routes.js';

// What the service worker does with a push message and with a tap on its notification
// (docs/decisions/0042-push-in-the-service-worker.md). The worker's globals come in as small
// interfaces, so that the tests drive the same code with stand-ins.

/** The neutral app icon (no word, no picture that reveals the club). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
/** Where a notification goes when its path is missing or refused. */
const FALLBACK_PATH = '/home';

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { tag: string; data: { path: string } };
  /** The unread count for the app icon, when the message carries one. */
  badge: number | undefined;
}

/** A window of this origin, as the worker sees it. */
export interface AppWindow {
  id: string;
  url: string;
  visibilityState: DocumentVisibilityState;
  focused: boolean;
  focus(): Promise<unknown>;
  postMessage(message: WorkerMessage): void;
}

export interface WorkerScope {
  origin: string;
  /** The browser's language, for the generic text of a message the worker cannot read. */
  language: string;
  windows(): Promise<AppWindow[]>;
  openWindow(path: string): Promise<unknown>;
  showNotification(title: string, options: NotificationOptions): Promise<void>;
  /** navigator.setAppBadge / clearAppBadge, where the browser has them. */
  setBadge?: (count: number) => Promise<void>;
  clearBadge?: () => Promise<void>;
}

/** The discreet generic text in the browser's language (German unless it asks for English). */
function genericTexts(language: string): { title: string; body: string } {
  return language.toLowerCase().startsWith('en') ? en.fallback : de.fallback;
}

function isPayload(value: unknown): value is PushPayload {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    p.v === 1 &&
    typeof p.kind === 'string' &&
    Object.hasOwn(NOTIFICATION_KINDS, p.kind) &&
    typeof p.title === 'string' &&
    p.title !== '' &&
    typeof p.body === 'string' &&
    typeof p.path === 'string' &&
    typeof p.tag === 'string' &&
    (p.badge === undefined || (typeof p.badge === 'number' && Number.isInteger(p.badge) && p.badge >= 0))
  );
}

/**
 * The notification for a push message's text (`PushMessageData.text()`, or null without data). A
 * message this worker cannot read (another format version, broken JSON) still shows something, the
 * generic discreet text: browsers expect every push to show a notification.
 */
export function notificationFor(text: string | null, scope: Pick<WorkerScope, 'origin' | 'language'>): ShownNotification {
  let parsed: unknown = null;
  try {
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  const base = { icon: NOTIFICATION_ICON, badge: NOTIFICATION_ICON };
  if (!isPayload(parsed)) {
    const generic = genericTexts(scope.language);
    return { title: generic.title, options: { ...base, body: generic.body, tag: 'generic', data: { path: FALLBACK_PATH } }, badge: undefined };
  }
  const path = appPath(parsed.path, scope.origin) ?? FALLBACK_PATH;
  return { title: parsed.title, options: { ...base, body: parsed.body, tag: parsed.tag, data: { path } }, badge: parsed.badge };
}

/** The path a window shows: as its page last reported it, else from its address. */
function pathShown(window: AppWindow, routes: OpenRoutes): string {
  return routes.pathOf(window.id) ?? new URL(window.url).pathname;
}

/** Sets the app icon's count (cleared at 0) where the browser can; failures change nothing else. */
export async function updateBadge(scope: WorkerScope, count: number | undefined): Promise<void> {
  if (count === undefined) return;
  try {
    if (count > 0) await scope.setBadge?.(count);
    else await scope.clearBadge?.();
  } catch {
    // Not allowed here (e.g. not installed): the badge is a nicety.
  }
}

/**
 * A push message: the badge follows its count; the notification is shown unless a visible window
 * of the app shows its screen already (the member is reading that conversation). Answers whether it
 * was shown.
 */
export async function handlePush(text: string | null, scope: WorkerScope, routes: OpenRoutes): Promise<boolean> {
  const shown = notificationFor(text, scope);
  await updateBadge(scope, shown.badge);
  const windows = await scope.windows();
  routes.keepOnly(windows.map((w) => w.id));
  const target = new URL(shown.options.data.path, scope.origin).pathname;
  if (windows.some((w) => w.visibilityState === 'visible' && pathShown(w, routes) === target)) return false;
  await scope.showNotification(shown.title, shown.options);
  return true;
}

/**
 * A tap on a notification: an open window of the app (the focused one, else a visible one, else
 * any) comes to the front and is asked to show the path (its router goes there); without one, a
 * new window opens at the path. Only app paths of this origin; anything else opens the start page.
 */
export async function openFromNotification(data: unknown, scope: WorkerScope): Promise<void> {
  const path = appPath((data as { path?: unknown } | null | undefined)?.path, scope.origin) ?? FALLBACK_PATH;
  const windows = await scope.windows();
  const existing = windows.find((w) => w.focused) ?? windows.find((w) => w.visibilityState === 'visible') ?? windows[0];
  if (!existing) {
    await scope.openWindow(path);
    return;
  }
  await existing.focus().catch(() => undefined);
  existing.postMessage({ type: 'NAVIGATE', path });
}
