import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useRefreshWhileVisible } from './useRefreshWhileVisible.js';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  visibility = 'visible';
});

describe('useRefreshWhileVisible', () => {
  it('refreshes on its interval while visible, not while hidden, and at once on coming back after the interval', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const refresh = vi.fn();
    const { unmount } = renderHook(() => useRefreshWhileVisible(refresh, 20_000));
    vi.advanceTimersByTime(19_000);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(2);
    unmount();
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does nothing when not enabled (a later page of a list)', () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    renderHook(() => useRefreshWhileVisible(refresh, 1_000, false));
    vi.advanceTimersByTime(5_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
