import { ROOMS, messageBodySchema } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../shared/app-error.js';
import type { BlockSets } from '../../realtime/block-sets.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { blockedEitherWayIdsOf } from '../blocks/blocks.repository.js';
import { fromWire, toWire, type RoomEventPayload, type RoomEventView } from './room-events.js';
import { assertAllowed, pageSize, validId } from './room-access.js';
import { senderSeenAs } from './room-sender.js';
import { shareView } from '../../realtime/shared-execution.js';
import * as policy from './rooms.policy.js';
import * as repo from './rooms.repository.js';
import { achievementsProgressed } from '../achievements/achievements.progress.js';
import { COUNTED_ROOM_KINDS } from '../achievements/achievements.counts.js';

// Room messages (spec §2; decisions 0017 and 0019): stored with their place `seq` in one
// transaction, announced after the commit; the subscription decides in memory who sees what.

export interface MessagePageArgs {
  /** Older messages: the page before this seq (paging backwards). */
  beforeSeq?: number | null;
  /** Catch-up: the messages after this seq (after a reconnect or a gap). */
  afterSeq?: number | null;
  first?: number | null;
}

export interface MessagePage {
  nodes: repo.RoomMessageView[];
  /** More messages exist in the paging direction. */
  hasMore: boolean;
}

function parseBody(raw: unknown): string {
  const parsed = messageBodySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const code = parsed.error.issues[0]?.message === 'MESSAGE_TOO_LONG' ? 'MESSAGE_TOO_LONG' : 'MESSAGE_TOO_SHORT';
  throw new AppError(code, { fields: [{ field: 'body', code }] });
}

function seqArg(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isSafeInteger(value) || value < 0) throw new AppError('BAD_INPUT', { fields: [{ field: 'seq', code: 'BAD_INPUT' }] });
  return value;
}

/** `blockSets`: the blocks of the members this instance streams events to, kept current by `blocks:changed`. */
export function createRoomMessagesService(deps: AppDeps, blockSets: BlockSets) {
  const db = () => deps.database.db;

  async function readableAccess(viewer: UserRow, roomId: string) {
    const { room, access } = await repo.findRoomWithAccess(db(), roomId, viewer.id);
    assertAllowed(policy.canRead(viewer, access));
    return { room: room!, access };
  }

  return {
    /** Writes a message (joined members; 30 a minute over all rooms) and announces it to the room. */
    async send(viewer: UserRow, id: unknown, rawBody: unknown): Promise<repo.RoomMessageView> {
      const roomId = validId(id);
      const body = parseBody(rawBody);
      const limit = await deps.rateLimiter.hit(`room-message:${viewer.id}`, ROOMS.messagesPerMinute, 60);
      if (!limit.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: limit.retryAfterSeconds });
      const now = deps.now();
      const view = await db().transaction(async (tx) => {
        // The sender's facts for the event are read with the room (under its lock, before the message).
        const { room, access, sender } = await repo.lockRoomForMessage(tx, roomId, viewer.id);
        assertAllowed(policy.canWrite(viewer, access));
        const row = await repo.appendMessage(tx, { roomId, senderId: viewer.id, body, now });
        // Messages in rooms open to join count towards the chat achievements; invite-only rooms do not (decision 0048).
        if (room && (COUNTED_ROOM_KINDS as readonly string[]).includes(room.kind)) await achievementsProgressed(tx, viewer.id, 'ROOM_MESSAGES', now);
        return { ...row, sender: sender! };
      });
      await deps.pubsub.publish('room:event', roomId, { kind: 'MESSAGE', message: toWire(view) });
      return view;
    },

    /** A page of the room's messages the viewer is shown, oldest first. */
    async list(viewer: UserRow, id: unknown, args: MessagePageArgs): Promise<MessagePage> {
      const roomId = validId(id);
      const beforeSeq = seqArg(args.beforeSeq);
      const afterSeq = seqArg(args.afterSeq);
      await readableAccess(viewer, roomId);
      const size = pageSize(args.first, ROOMS.messagesPageSize, ROOMS.messagesPageSizeMax);
      const rows = await repo.listMessages(db(), roomId, viewer.id, { beforeSeq, afterSeq }, size + 1);
      const hasMore = rows.length > size;
      // The extra row is the farthest one in the paging direction: the oldest backwards, the newest forwards.
      const nodes = !hasMore ? rows : afterSeq !== null ? rows.slice(0, size) : rows.slice(1);
      return { nodes, hasMore };
    },

    /** Moves the viewer's read mark to `seq` (at most the room's latest). */
    async markRead(viewer: UserRow, id: unknown, seq: unknown): Promise<void> {
      const roomId = validId(id);
      const upTo = seqArg(typeof seq === 'number' ? seq : Number.NaN);
      const { room, access } = await readableAccess(viewer, roomId);
      assertAllowed(policy.canWrite(viewer, access));
      await repo.markRead(db(), roomId, viewer.id, Math.min(upTo ?? 0, room.lastSeq));
    },

    /**
     * The room's events for the viewer (a member who may read it). Messages across a block are left
     * out; a ban of the viewer or the room's deletion is the last event. Decided in memory: the
     * message carries its sender's facts, the viewer's blocks are held by the instance.
     */
    async subscribe(viewer: UserRow, id: unknown): Promise<AsyncIterable<RoomEventView>> {
      const roomId = validId(id);
      await readableAccess(viewer, roomId);
      const events = deps.pubsub.subscribe('room:event', roomId);
      const blocked = await blockSets.acquire(viewer.id);
      // Each event as this viewer sees it, decided in the publisher's loop (no promise per subscriber
      // and event); the viewer's ban or the room's deletion is the last one.
      return events.viewed((event) => eventFor(viewer, roomId, event, blocked), { last: endsStream, onEnd: () => blockSets.release(viewer.id) });
    },

    /** A message the viewer may report (for the reports module): its row and the room's facts. */
    async reportable(viewer: UserRow, messageId: string): Promise<repo.RoomMessageView | null> {
      const message = await repo.findMessage(db(), messageId);
      if (!message) return null;
      const room = await repo.findRoom(db(), message.roomId);
      const access = await repo.accessOf(db(), room, viewer.id);
      const hidden = (await blockedEitherWayIdsOf(db(), viewer.id)).includes(message.senderId);
      if (hidden) return null;
      assertAllowed(policy.canReportMessage(viewer, access, message));
      const sender = await repo.findSenderFacts(db(), message.senderId);
      return sender ? { ...message, sender } : null;
    },
  };
}

/**
 * One event as the viewer receives it, or null when it is not for them. A message's view is one
 * object per way of seeing it (senderSeenAs), shared by the subscribers who see it alike: their
 * socket answers are computed once (realtime/shared-execution.ts).
 */
export function eventFor(viewer: UserRow, roomId: string, event: RoomEventPayload, blocked: ReadonlySet<string>): RoomEventView | null {
  switch (event.kind) {
    case 'MESSAGE': {
      if (!policy.messageShownTo(viewer.id, event.message.senderId, blocked)) return null;
      const seenAs = senderSeenAs(viewer, event.message.sender);
      let views = messageViews.get(event);
      if (!views) messageViews.set(event, (views = new Map()));
      let view = views.get(seenAs);
      if (!view) views.set(seenAs, (view = shareView<RoomEventView>({ kind: 'MESSAGE', roomId, message: fromWire(event.message) })));
      return view;
    }
    case 'BANNED':
      return { kind: event.userId === viewer.id ? 'BANNED' : 'MEMBERS_CHANGED', roomId, message: null };
    default:
      return { kind: event.kind, roomId, message: null };
  }
}

/** The viewer's ban and the room's deletion end the viewer's stream. */
const endsStream = (shown: RoomEventView): boolean => shown.kind === 'BANNED' || shown.kind === 'ROOM_DELETED';

/** The shared views of each published message event (the same object reaches every local subscriber). */
const messageViews = new WeakMap<RoomEventPayload, Map<ReturnType<typeof senderSeenAs>, RoomEventView>>();

export type RoomMessagesService = ReturnType<typeof createRoomMessagesService>;
