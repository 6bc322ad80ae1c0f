import { startTransition, useEffect, useState } from 'react';

/**
 * False in a screen's first render, true right after it (in a transition, so the first paint does
 * not wait for it): what lies below the fold comes a moment after the screen, and a tap on a tab is
 * answered without waiting for it (issue 12's screen-change budget).
 */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
