import { CONVERSATIONS, RATE_LIMITS, type ConversationFolder, type ImageFormat, type PhotoVariantName } from '@venue/shared';
import { pino } from 'pino';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../shared/app-error.js';
import { decodeCursor, isUuid, toPage, type Page } from '../../shared/cursor.js';
import type { UserRow } from '../accounts/accounts.table.js';
import type { MediaService } from '../media/media.service.js';
import { assertAllowed, conversationId } from './conversation-access.js';
import { messageRowOf, publishSignal, type ConversationEventPayload, type SignalEventPayload } from './conversation-events.js';
import type { UserCardRow } from '../profiles/profiles.repository.js';
import { loadConversationFacts, loadConversationViews, loadMessageFacts, loadMessageViews, type ConversationFacts, type ConversationView, type MessageFacts, type MessageView } from './conversation-views.js';
import { sharedWhilePending } from '../../shared/shared-while-pending.js';
import * as policy from './conversations.policy.js';
import * as repo from './conversations.repository.js';
import type { ConversationUploadRow, MessageRow, ParticipantRow } from './conversations.table.js';
import { createLiveMarks } from './live-marks.js';
import * as messagesRepo from './messages.repository.js';

// Reading and keeping one's conversations (spec §2–§4, §9; decision 0018): inbox and archive,
// messages paged backwards by pointer, catch-up by seq, read marks, archive, delete, typing.

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** One page of messages, oldest first; `pointer` loads the page before it (null: this is the first message). */
export interface MessagePage {
  nodes: MessageView[];
  pointer: string | null;
}

/** Messages after a seq, oldest first; `complete` false: more were missed than one catch-up returns. */
export interface MessageCatchUp {
  nodes: MessageView[];
  complete: boolean;
}

/** A new message as one subscriber sees it, with its conversation's fresh state. */
export interface MessageEvent {
  message: MessageView;
  conversation: ConversationView;
}

function pageSize(first: number | null | undefined, size: number, max: number): number {
  if (first === null || first === undefined) return size;
  return Math.min(Math.max(Math.trunc(first), 1), max);
}

/** A pointer is the seq of the oldest message a page showed; anything else is BAD_INPUT. */
function parsePointer(pointer: string | null | undefined): number | null {
  if (pointer === null || pointer === undefined) return null;
  if (!/^[1-9][0-9]{0,14}$/.test(pointer)) throw new AppError('BAD_INPUT', { fields: [{ field: 'pointer', code: 'BAD_INPUT' }] });
  return Number(pointer);
}

function parseSeq(seq: number): number {
  if (!Number.isSafeInteger(seq) || seq < 0) throw new AppError('BAD_INPUT', { fields: [{ field: 'seq', code: 'BAD_INPUT' }] });
  return seq;
}

export function createConversationsService(deps: AppDeps, media: MediaService) {
  const db = () => deps.database.db;
  const log = pino({ name: 'conversations', level: deps.config.logLevel });
  const liveMarks = createLiveMarks(deps);

  /** The viewer's view of a conversation they still see, or null (unknown, someone else's, deleted). */
  async function viewOf(viewer: UserRow, id: string): Promise<ConversationView | null> {
    const own = await repo.findParticipation(db(), id, viewer.id);
    if (!policy.canSee(own)) return null;
    const [view] = await loadConversationViews(db(), viewer, [own!]);
    return view ?? null;
  }

  // A message event's subscribers (the participants' devices on this instance) are shown it at the
  // same moment: the conversation's and the message's facts are read once for all of them, and
  // each reads only what is their own (participation, the cards as they see them, blocks).
  const factsOfEvents = sharedWhilePending<string, { conversation: ConversationFacts; message: MessageFacts }>();
  const eventFacts = (row: MessageRow) =>
    factsOfEvents(row.id, async () => {
      const [conversation, message] = await Promise.all([loadConversationFacts(db(), [row.conversationId]), loadMessageFacts(db(), row.conversationId, [row])]);
      return { conversation, message };
    });

  /** The conversation of a new message as the viewer sees it (null when they do not), from the facts its subscribers share. */
  async function viewAfter(viewer: UserRow, row: MessageRow) {
    const facts = await eventFacts(row);
    // The viewer's own participation is among the conversation's participants the facts hold.
    const own = facts.conversation.participants.find((p) => p.userId === viewer.id);
    if (!policy.canSee(own)) return null;
    const [conversation] = await loadConversationViews(db(), viewer, [own!], facts.conversation);
    return { conversation: conversation!, facts };
  }

  async function requireView(viewer: UserRow, rawId: unknown): Promise<ConversationView> {
    const view = await viewOf(viewer, conversationId(rawId));
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  }

  /** Changes the viewer's own participation row under its lock; refused like the policy says. */
  async function changeOwn(viewer: UserRow, rawId: unknown, decide: (own: ParticipantRow | undefined) => policy.Decision, at: Date | null): Promise<string> {
    const id = conversationId(rawId);
    await db().transaction(async (tx) => {
      const own = await repo.findParticipation(tx, id, viewer.id, true);
      assertAllowed(decide(own));
      await repo.setArchived(tx, id, viewer.id, at);
    });
    return id;
  }

  return {
    /**
     * The viewer's inbox or archive, latest message first. Unverified members have no archive (spec
     * §6): conversations they archived while verified show in their inbox (decision 0018).
     */
    async list(viewer: UserRow, folder: ConversationFolder, args: PageArgs): Promise<Page<ConversationView>> {
      const verified = policy.isVerifiedMember(viewer);
      if (folder === 'ARCHIVE' && !verified) throw new AppError('NEED_VERIFIED');
      const size = pageSize(args.first, CONVERSATIONS.pageSize, CONVERSATIONS.pageSizeMax);
      const shown = verified ? folder : 'ALL';
      // The first page (Home, every inbox visit) comes with its conversations' facts in one statement.
      const first = args.after ? null : await messagesRepo.firstPageWithFacts(db(), viewer.id, shown, size + 1);
      const rows = first ? first.rows : await repo.listFolder(db(), viewer.id, shown, decodeCursor(args.after!), size + 1);
      const page = toPage(rows, size, (r) => ({ at: r.lastMessageAt, id: r.conversationId }));
      return { ...page, nodes: await loadConversationViews(db(), viewer, page.nodes, first?.facts) };
    },

    /** One conversation (spec §7 fetchConversation), or null when the viewer does not see it. */
    async conversation(viewer: UserRow, rawId: unknown): Promise<ConversationView | null> {
      if (typeof rawId !== 'string' || !isUuid(rawId)) return null;
      return viewOf(viewer, rawId.toLowerCase());
    },

    /** Messages before `pointer` (the newest without), oldest first. */
    async messages(viewer: UserRow, view: ConversationView, pointer: string | null | undefined, first: number | null | undefined): Promise<MessagePage> {
      const size = pageSize(first, CONVERSATIONS.messagesPageSize, CONVERSATIONS.messagesPageSizeMax);
      const rows = await messagesRepo.listBefore(db(), view.id, parsePointer(pointer), size + 1);
      const page = rows.slice(0, size).reverse();
      const oldest = page[0];
      return { nodes: await loadMessageViews(db(), viewer, view, page), pointer: rows.length > size && oldest ? String(oldest.seq) : null };
    },

    /** What a client missed after its highest seq (decision 0017), oldest first. */
    async messagesAfter(viewer: UserRow, view: ConversationView, seq: number): Promise<MessageCatchUp> {
      const rows = await messagesRepo.listAfter(db(), view.id, parseSeq(seq), CONVERSATIONS.catchUpMax + 1);
      const nodes = rows.slice(0, CONVERSATIONS.catchUpMax);
      return { nodes: await loadMessageViews(db(), viewer, view, nodes), complete: rows.length <= CONVERSATIONS.catchUpMax };
    },

    /** The pictures shared in a conversation, newest first (spec §2 /conversations/{id}/uploads). */
    async uploads(viewer: UserRow, rawId: unknown, args: PageArgs): Promise<Page<ConversationUploadRow>> {
      const view = await requireView(viewer, rawId);
      const size = pageSize(args.first, CONVERSATIONS.uploadsPageSize, CONVERSATIONS.uploadsPageSizeMax);
      const rows = await messagesRepo.listUploads(db(), view.id, args.after ? decodeCursor(args.after) : null, size + 1);
      return toPage(rows, size, (r) => ({ at: r.createdAt, id: r.id }));
    },

    /** One stored file of an upload for the checked route, or null: only its conversation's participants get it. */
    async readUploadVariant(viewer: UserRow | null, uploadId: string, variant: PhotoVariantName, format: ImageFormat) {
      if (!viewer || !isUuid(uploadId)) return null;
      const upload = await messagesRepo.findUpload(db(), uploadId.toLowerCase());
      if (!upload) return null;
      const own = await repo.findParticipation(db(), upload.conversationId, viewer.id);
      return policy.canSee(own) ? media.readStoredVariant(upload.storageKey, variant, format) : null;
    },

    /** Unread messages over all the member's conversations (the header's count). */
    unreadTotal: (viewer: UserRow) => repo.unreadTotal(db(), viewer.id),

    /** Spec §3 maximumConversationsReached: an unverified member with 3 open conversations. */
    async maximumReached(viewer: UserRow): Promise<boolean> {
      if (policy.isVerifiedMember(viewer)) return false;
      return policy.maximumConversationsReached(viewer, await repo.countOpenConversations(db(), viewer.id));
    },

    /** Moves the viewer's read mark up to `seq` and tells the others (read receipts) and the viewer's other devices. */
    async markRead(viewer: UserRow, rawId: unknown, rawSeq: number): Promise<ConversationView> {
      const id = conversationId(rawId);
      const wanted = parseSeq(rawSeq);
      const now = deps.now();
      const moved = await db().transaction(async (tx) => {
        const own = await repo.findParticipation(tx, id, viewer.id, true);
        if (!policy.canSee(own)) throw new AppError('NOT_FOUND');
        const seq = Math.min(wanted, (await repo.lastSeqOf(tx, [id])).get(id) ?? 0);
        if (seq <= own!.lastReadSeq) return null;
        const unread = await messagesRepo.countUnreadAfter(tx, id, viewer.id, seq);
        await messagesRepo.markRead(tx, id, viewer.id, seq, unread, now);
        return { seq, audience: await repo.signalAudienceOf(tx, id, viewer.id, true) };
      });
      if (moved) publishSignal(deps.pubsub, moved.audience, { conversationId: id, signal: 'READ', userId: viewer.id, seq: moved.seq, at: now.toISOString() });
      return requireView(viewer, id);
    },

    /** Tells the others that the viewer types (or stopped); nothing is stored. */
    async typing(viewer: UserRow, rawId: unknown, typing: boolean): Promise<boolean> {
      const id = conversationId(rawId);
      const own = await repo.findParticipation(db(), id, viewer.id);
      if (!policy.canSee(own)) throw new AppError('NOT_FOUND');
      const { limit, windowSeconds } = RATE_LIMITS.typingSignalsPerAccount;
      if (!(await deps.rateLimiter.hit(`typing:${viewer.id}`, limit, windowSeconds)).allowed) return false;
      const audience = await repo.signalAudienceOf(db(), id, viewer.id, false);
      publishSignal(deps.pubsub, audience, { conversationId: id, signal: typing ? 'TYPING' : 'STOPPED_TYPING', userId: viewer.id, seq: null, at: deps.now().toISOString() });
      return true;
    },

    /** Archives a conversation for the viewer (verified members, spec §6). */
    async archive(viewer: UserRow, rawId: unknown): Promise<ConversationView> {
      const id = await changeOwn(viewer, rawId, (own) => policy.canArchive(viewer, own), deps.now());
      return requireView(viewer, id);
    },

    /** Takes a conversation back to the inbox. */
    async unarchive(viewer: UserRow, rawId: unknown): Promise<ConversationView> {
      const id = await changeOwn(viewer, rawId, (own) => policy.canUnarchive(own), null);
      return requireView(viewer, id);
    },

    /**
     * Deletes a conversation for the viewer (spec §4): it leaves their lists, the others can no
     * longer write to them in it. When nobody sees it any more it is removed with its pictures.
     */
    async delete(viewer: UserRow, rawId: unknown): Promise<string> {
      const id = conversationId(rawId);
      const keys = await db().transaction(async (tx) => {
        const own = await repo.findParticipation(tx, id, viewer.id, true);
        assertAllowed(policy.canDelete(own));
        await repo.setDeleted(tx, id, viewer.id, deps.now());
        if (!(await repo.isAbandoned(tx, id))) return [];
        const storageKeys = await messagesRepo.storageKeysOf(tx, [id]);
        await repo.deleteConversation(tx, id);
        return storageKeys;
      });
      for (const key of keys) await media.removeImageFiles(key).catch((err: Error) => log.error({ err: { message: err.message } }, 'could not remove the files of a deleted conversation'));
      return id;
    },

    /** A device of the viewer reads live (holds the live subscription) until the answered function is called: no message e-mails meanwhile. */
    openLive: (viewer: UserRow) => liveMarks.open(viewer.id),

    /** The live marks of this instance's streams (tests: renew at a chosen moment). */
    liveMarks,

    /** Messages of a conversation as the viewer sees them (sender, readers, pictures). */
    messageViews: (viewer: UserRow, view: ConversationView, rows: MessageRow[], shared?: MessageFacts) => loadMessageViews(db(), viewer, view, rows, shared),

    /**
     * The conversation as its sender sees it just after `message` was announced, and the message's
     * read marks and uploads: read once with its subscribers' views, not again for the answer.
     */
    async sentView(viewer: UserRow, message: MessageRow): Promise<{ conversation: ConversationView; messageFacts: MessageFacts } | null> {
      const seen = await viewAfter(viewer, message);
      return seen && { conversation: seen.conversation, messageFacts: seen.facts.message };
    },

    /** A message event as the subscriber sees it, or null when they no longer see the conversation. */
    async messageEvent(viewer: UserRow, event: ConversationEventPayload): Promise<MessageEvent | null> {
      if (event.kind !== 'message') return null;
      const row = messageRowOf(event);
      const seen = await viewAfter(viewer, row);
      if (!seen) return null;
      const [message] = await loadMessageViews(db(), viewer, seen.conversation, [row], seen.facts.message);
      return { message: message!, conversation: seen.conversation };
    },

    /**
     * A signal as the subscriber sees it, or null when they no longer see the conversation: READ
     * with the conversation's fresh state, typing with just the typist's card (it comes often).
     */
    async signalView(viewer: UserRow, event: SignalEventPayload): Promise<{ conversation: ConversationView | null; user: UserCardRow | null } | null> {
      if (event.signal === 'READ') {
        const conversation = await viewOf(viewer, event.conversationId);
        const member = conversation?.members.get(event.userId);
        return conversation ? { conversation, user: member && !member.deletedAt && !member.isDeactivated ? member : null } : null;
      }
      if (!policy.canSee(await repo.findParticipation(db(), event.conversationId, viewer.id))) return null;
      const member = (await repo.membersWithBlocksFor(db(), viewer, [event.userId])).members.get(event.userId);
      return { conversation: null, user: member && !member.deletedAt && !member.isDeactivated ? member : null };
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
