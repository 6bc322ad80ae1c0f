import { pino } from 'pino';
import { TIMINGS } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import * as repo from './presence.repository.js';

/** Changes are gathered this long and published as one event (one message per subscriber, not one per change). */
export const PRESENCE_FLUSH_MS = 1000;
/** How often members whose 5 minutes have passed are announced offline. */
export const OFFLINE_SWEEP_MS = 15_000;

/**
 * Publishes `presence:changed` (docs/decisions/0020): members who came online (their activity
 * brought them back, from this instance) and went offline (their last activity left the 5 minutes,
 * found by a sweep of the activity index that one instance runs per period; or they hid themselves,
 * were deactivated or deleted). Only members who show presence at all are announced online.
 */
export function createPresenceAnnouncer(deps: AppDeps, opts: { flushMs?: number; sweepMs?: number } = {}) {
  const flushMs = opts.flushMs ?? PRESENCE_FLUSH_MS;
  const sweepMs = opts.sweepMs ?? OFFLINE_SWEEP_MS;
  const log = pino({ name: 'presence', level: deps.config.logLevel });
  const online = new Set<string>();
  const offline = new Set<string>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let sweepTimer: ReturnType<typeof setInterval> | undefined;
  let watchers = 0;

  function schedule() {
    flushTimer ??= setTimeout(() => void flush(), flushMs);
    flushTimer.unref?.();
  }

  async function flush(): Promise<void> {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    const cameOnline = [...online];
    const wentOffline = [...offline];
    online.clear();
    offline.clear();
    try {
      const shown = await repo.showingPresence(deps.database.db, cameOnline);
      if (shown.length || wentOffline.length) deps.pubsub.publish('presence:changed', { online: shown, offline: wentOffline });
    } catch (error) {
      log.warn({ code: (error as { code?: string }).code }, 'presence announcement failed');
    }
  }

  /**
   * Announces the members whose last activity left the 5 minutes during the period before the
   * current one. The rate limiter (Redis with several instances) lets one instance per period do it.
   */
  async function sweep(): Promise<void> {
    const period = Math.floor(deps.now().getTime() / sweepMs);
    const turn = await deps.rateLimiter.hit(`presence:offline-sweep:${period}`, 1, Math.ceil((2 * sweepMs) / 1000));
    if (!turn.allowed) return;
    const to = new Date(period * sweepMs - TIMINGS.activeWindowMinutes * 60_000);
    const from = new Date(to.getTime() - sweepMs);
    try {
      for (const id of await repo.lastActiveBetween(deps.database.db, from, to)) announceOffline(id);
    } catch (error) {
      log.warn({ code: (error as { code?: string }).code }, 'offline sweep failed');
    }
  }

  function announceOffline(userId: string) {
    online.delete(userId);
    offline.add(userId);
    schedule();
  }

  return {
    cameOnline(userId: string): void {
      offline.delete(userId);
      online.add(userId);
      schedule();
    },
    wentOffline: announceOffline,
    /** Publishes what is gathered now (tests; shutdown). */
    flush,
    sweep,
    /** A presence subscriber started here: while there is one, this instance takes part in the sweeps. */
    watch(): () => void {
      if (watchers++ === 0) {
        // Three ticks a period: no period is missed when a timer runs late; the turn makes it once.
        sweepTimer = setInterval(() => void sweep(), sweepMs / 3);
        sweepTimer.unref?.();
      }
      let done = false;
      return () => {
        if (done) return;
        done = true;
        if (--watchers === 0) clearInterval(sweepTimer);
      };
    },
  };
}

export type PresenceAnnouncer = ReturnType<typeof createPresenceAnnouncer>;
