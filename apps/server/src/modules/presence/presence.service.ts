import { pino } from 'pino';
import { listPageSize, ONLINE_USERS } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { decodeCursor, toPage, type Page } from '../../shared/cursor.js';
import { createBlockSets, type BlockSets } from '../../realtime/block-sets.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { blockedEitherWayIdsOf } from '../blocks/blocks.repository.js';
import { assertMembersArea } from '../profiles/members-area.policy.js';
import { isActiveAt } from '../profiles/profiles.policy.js';
import type { UserCardRow } from '../profiles/profiles.repository.js';
import { ACTIVITY_WRITE_INTERVAL_MS, activityWriteDue, comesOnline, presenceFor, recordsActivity } from './presence.policy.js';
import { createPresenceAnnouncer } from './presence-announcer.js';
import * as repo from './presence.repository.js';
import { createKeyedBatches } from '../../shared/keyed-batches.js';
import { shareView } from '../../realtime/shared-execution.js';

export interface PresenceChange {
  online: string[];
  offline: string[];
}

/** Entries of the write-throttle map before stale ones are swept (one per member active in the last minute). */
const SWEEP_ABOVE = 50_000;
/** At most this many members' activity in one statement. */
const ACTIVITY_BATCH_MAX = 500;

function latest(a: Date | undefined, b: Date | null): Date | null {
  if (!a) return b;
  return b && b > a ? b : a;
}

export function createPresenceService(
  deps: AppDeps,
  opts: { log?: Pick<pino.Logger, 'warn'>; blockSets?: BlockSets; announcer?: { flushMs?: number; sweepMs?: number } } = {},
) {
  const db = () => deps.database.db;
  const log = opts.log ?? pino({ name: 'presence', level: deps.config.logLevel });
  const blockSets = opts.blockSets ?? createBlockSets(deps, (id) => blockedEitherWayIdsOf(db(), id));
  const announcer = createPresenceAnnouncer(deps, opts.announcer);
  /** When this process last wrote (or found written) each member's lastActiveAt: saves the round trips. */
  const lastWrites = new Map<string, Date>();
  // Members whose activity is due while a write is under way share the next write (one statement
  // for a rush of first requests instead of one each).
  const activityWrites = createKeyedBatches<string, boolean>(
    async (_, ids) => {
      const written = new Set(await repo.writeActivityOfMany(db(), ids, deps.now()));
      return ids.map((id) => written.has(id));
    },
    { max: ACTIVITY_BATCH_MAX },
  );

  function sweep(now: Date) {
    if (lastWrites.size <= SWEEP_ABOVE) return;
    for (const [id, at] of lastWrites) if (now.getTime() - at.getTime() >= ACTIVITY_WRITE_INTERVAL_MS) lastWrites.delete(id);
  }

  return {
    /**
     * An authenticated request or socket connection of `member`: updates lastActiveAt at most once a
     * minute (the map spares this process the query, the UPDATE's condition spares the other
     * instances the write). Never fails the request: a failed write is logged with the member id only.
     * Resolves to true when this call wrote.
     */
    async recordActivity(member: UserRow | null): Promise<boolean> {
      const now = deps.now();
      if (!member || !recordsActivity(member, now)) return false;
      // The member's row (read with the session) and this process's memory both say when it was last written.
      const previous = latest(lastWrites.get(member.id), member.lastActiveAt);
      if (!activityWriteDue(previous, now)) return false;
      lastWrites.set(member.id, now);
      sweep(now);
      try {
        const wrote = await activityWrites('activity', member.id);
        if (wrote && comesOnline(previous, now)) announcer.cameOnline(member.id);
        return wrote;
      } catch (error) {
        lastWrites.delete(member.id);
        log.warn({ userId: member.id, code: (error as { code?: string }).code }, 'presence write failed');
        return false;
      }
    },

    /**
     * Members with an open socket stay active while it is open (decision 0020): their activity is
     * written for all of them in one statement, for those due (once a minute, as recordActivity).
     */
    async keepActive(members: readonly UserRow[]): Promise<void> {
      const now = deps.now();
      const due = new Map<string, Date | null>();
      for (const member of members) {
        const previous = latest(lastWrites.get(member.id), member.lastActiveAt);
        if (recordsActivity(member, now) && activityWriteDue(previous, now)) due.set(member.id, previous);
      }
      if (due.size === 0) return;
      for (const id of due.keys()) lastWrites.set(id, now);
      sweep(now);
      try {
        for (const id of await repo.writeActivityOfMany(db(), [...due.keys()], now)) {
          if (comesOnline(due.get(id) ?? null, now)) announcer.cameOnline(id);
        }
      } catch (error) {
        for (const id of due.keys()) lastWrites.delete(id);
        log.warn({ code: (error as { code?: string }).code }, 'presence write failed');
      }
    },

    /** The member changed "shown among online users": others see them appear or disappear at once. */
    shownOnlineChanged(member: UserRow, shown: boolean): void {
      if (!shown) announcer.wentOffline(member.id);
      else if (isActiveAt(latest(lastWrites.get(member.id), member.lastActiveAt), deps.now())) announcer.cameOnline(member.id);
    },

    /** The member left the lists (deactivated, deleted): others see them go offline at once. */
    left(userId: string): void {
      announcer.wentOffline(userId);
    },

    /**
     * The `presenceChanged` stream of a member who may see online users: members coming online and
     * going offline as the viewer may see them (presenceFor: never themselves, nobody blocked either
     * way; the blocks are kept in memory). Events with nothing left for the viewer are skipped.
     */
    async changesFor(viewer: UserRow | null): Promise<AsyncIterable<PresenceChange>> {
      const member = assertMembersArea(viewer);
      const unwatch = announcer.watch();
      let blocked: ReadonlySet<string>;
      try {
        blocked = await blockSets.acquire(member.id);
      } catch (error) {
        unwatch();
        throw error;
      }
      // Each batch as this member sees it, decided in the publisher's loop over every member online
      // (no promise per subscriber and batch; issue 18).
      return deps.pubsub.subscribe('presence:changed').viewed(
        (change) => {
          const shown = presenceFor(member.id, change, blocked);
          // The batch as published reaches every viewer it leaves whole: executed once for all of them.
          return shown === change ? shareView(change) : shown;
        },
        {
          onEnd: () => {
            unwatch();
            blockSets.release(member.id);
          },
        },
      );
    },

    /** The announcer itself (tests: flush and sweep at a chosen moment). */
    announcer,

    /** /online-users: members the viewer sees online, most recently active first. */
    async onlineUsers(viewer: UserRow | null, args: { first?: number | null; after?: string | null }): Promise<Page<UserCardRow>> {
      const member = assertMembersArea(viewer);
      const size = listPageSize(args.first, ONLINE_USERS);
      const rows = await repo.listOnline(db(), member, deps.now(), args.after ? decodeCursor(args.after) : null, size + 1);
      // Every listed member shows lastActiveAt (shown among online users), so it orders the cursor.
      return toPage(rows, size, (r) => ({ at: r.lastActiveAt!, id: r.id }));
    },
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
