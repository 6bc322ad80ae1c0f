import { useEffect, useRef } from 'react';
import { useSubscription } from 'urql';
import { PresenceChangedSubscription, type PresenceChange } from './operations.js';

/**
 * The presence feed (spec §7: the socket "joins presences:general"). The members' layout holds it
 * for as long as a member is in, which keeps the socket open (the member counts as online) and the
 * online marks current through the cache (presence-cache.ts). A screen may pass `onChange` to hear
 * each change too (the same subscription is shared).
 */
export function usePresenceFeed(onChange?: (change: PresenceChange) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const [{ data }] = useSubscription({ query: PresenceChangedSubscription });
  useEffect(() => {
    if (data?.presenceChanged) latest.current?.(data.presenceChanged);
  }, [data]);
}

/** The members' layout's hold on the presence feed (renders nothing). */
export function PresenceFeed(): null {
  usePresenceFeed();
  return null;
}
