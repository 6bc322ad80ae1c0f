import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` every `everyMs` while the page is visible (nothing while it is hidden), and at
 * once when it becomes visible again after at least that time. For lists whose figures change
 * without an event of their own (the rooms' unread counts).
 */
export function useRefreshWhileVisible(refresh: () => void, everyMs: number, enabled = true): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    if (!enabled) return;
    let last = Date.now();
    const run = () => {
      last = Date.now();
      latest.current();
    };
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') run();
    }, everyMs);
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && Date.now() - last >= everyMs) run();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [everyMs, enabled]);
}
