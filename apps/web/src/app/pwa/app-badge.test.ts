import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUnread, reportUnread } from './app-badge.js';

function badging() {
  return { setAppBadge: vi.fn(async (_n?: number) => undefined), clearAppBadge: vi.fn(async () => undefined) };
}

describe('the app icon badge while the app is open', () => {
  afterEach(() => clearUnread({}));

  it('shows the unread messages plus the unread notifications, and clears at 0', () => {
    const b = badging();
    reportUnread('messages', null, b);
    expect(b.setAppBadge).not.toHaveBeenCalled();
    reportUnread('messages', 2, b);
    expect(b.setAppBadge).toHaveBeenLastCalledWith(2);
    reportUnread('notifications', 3, b);
    expect(b.setAppBadge).toHaveBeenLastCalledWith(5);
    reportUnread('messages', 0, b);
    reportUnread('notifications', 0, b);
    expect(b.clearAppBadge).toHaveBeenCalledTimes(1);
    expect(b.setAppBadge).toHaveBeenCalledTimes(3);
  });

  it('clears it on signing out, and does nothing where browsers have no badge', () => {
    const b = badging();
    reportUnread('messages', 4, b);
    clearUnread(b);
    expect(b.clearAppBadge).toHaveBeenCalled();
    expect(() => reportUnread('messages', 1, {})).not.toThrow();
  });
});
