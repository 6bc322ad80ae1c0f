import { notify, type RecipientFacts } from '../notifications/notify.js';
import crypto from 'node:crypto';
import { pino } from 'pino';
import { RATE_LIMITS, conversationUploadUrl, imageVariantWidths, messageBodySchema, type Language } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, parseInput } from '../../shared/app-error.js';
import { createEffects, type Effect, type EffectLog } from '../accounts/accounts.effects.js';
import { findUserById } from '../accounts/accounts.repository.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { findMemberBySlug, lockMembers } from '../accounts/members.repository.js';
import { findMemberWithCardBySlug } from '../friends/friends.repository.js';
import type { MediaService } from '../media/media.service.js';
import type { UserCardRow } from '../profiles/profiles.repository.js';
import { staffContactRefusal } from '../profiles/profiles.policy.js';
import { assertAllowed, conversationId, lockConversation } from './conversation-access.js';
import { publishMessage } from './conversation-events.js';
import { loadConversationViews } from './conversation-views.js';
import { newMessageMail } from './conversations.mail.js';
import * as policy from './conversations.policy.js';
import * as repo from './conversations.repository.js';
import type { MessageRow } from './conversations.table.js';
import { claimMessageMail } from './message-mail.repository.js';
import * as messagesRepo from './messages.repository.js';

// Writing private messages (spec §4–§9; decisions 0017, 0018): one transaction per message that
// locks the participants' member rows, checks the rules, gives the message its seq and updates the
// participants' inbox state. Only after the commit is it announced and, where due, e-mailed.

const languageOf = (u: Pick<UserRow, 'language'>): Language => (u.language === 'en' ? 'en' : 'de');

/** How the viewer stands with another member for writing (conversationWith). */
export interface ContactState {
  member: UserCardRow;
  conversationId: string | null;
  refusal: string | null;
}

/** What a write committed: the message, and who still sees the conversation (the announcement's audience). */
interface Written {
  message: MessageRow;
  audience: string[];
  /** The recipients whose choice asks for the message e-mail (notify; the throttle decides when it runs). */
  mailTo: string[];
}

export function createMessagesService(deps: AppDeps, media: MediaService, opts: { log?: EffectLog } = {}) {
  const db = () => deps.database.db;
  const log = opts.log ?? pino({ name: 'conversations', level: deps.config.logLevel });
  const effects = createEffects(log);

  async function assertRate(key: string, rule: { limit: number; windowSeconds: number }): Promise<void> {
    const rate = await deps.rateLimiter.hit(key, rule.limit, rule.windowSeconds);
    if (!rate.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: rate.retryAfterSeconds });
  }

  /**
   * Stores a message in a conversation whose rules were checked under the locks of `tx`.
   * `recipients`: what the notifications need of the participants, when the locking read it.
   */
  async function write(tx: DbOrTx, id: string, sender: UserRow, body: string, now: Date, recipients?: Map<string, RecipientFacts>): Promise<Written> {
    // Who still sees the conversation (the rows the delivery moved) hears of the message.
    const { message, audience } = await messagesRepo.appendMessage(tx, { conversationId: id, senderId: sender.id, body, insertedAt: now });
    const seq = message.seq;
    const mailTo: string[] = [];
    // Each recipient's push waits a moment and is dropped if they read it meanwhile (decision 0040).
    for (const userId of audience) {
      if (userId === sender.id) continue;
      const told = await notify(tx, { userId, kind: 'MESSAGE', actorId: sender.id, subjectId: id, messageSeq: seq, at: now }, recipients?.get(userId));
      if (told.email) mailTo.push(userId);
    }
    return { message, audience, mailTo };
  }

  /** The e-mail to one recipient who wants it, decided when it runs: nobody reading live, the 5-minute throttle. */
  function mailEffect(sender: UserRow, recipientId: string, id: string): Effect {
    return {
      kind: 'message-mail',
      userId: recipientId,
      run: async () => {
        // Claimed first: most recipients read live, and then nothing else is read.
        if (!(await claimMessageMail(db(), recipientId, deps.now()))) return;
        const recipient = await findUserById(db(), recipientId);
        if (!recipient || recipient.deletedAt || recipient.isDeactivated) return;
        const mail = newMessageMail(languageOf(recipient), { recipient: recipient.username, sender: sender.username, link: `${deps.config.publicUrl}/conversations/${id}` });
        await deps.mailer.send({ to: recipient.email, ...mail });
      },
    };
  }

  /** After the commit: announce to every device of the audience, then the e-mails that are due. */
  function announce(sender: UserRow, written: Written): void {
    publishMessage(deps.pubsub, written.audience, written.message);
    const id = written.message.conversationId;
    effects.run(written.mailTo.map((userId) => mailEffect(sender, userId, id)));
  }

  /** A message in an existing conversation, checked and stored in one transaction. */
  async function sendLocked(viewer: UserRow, id: string, body: string): Promise<Written> {
    const now = deps.now();
    return db().transaction(async (tx) => {
      const locked = await lockConversation(tx, viewer, id);
      assertAllowed(policy.canWrite(locked.facts));
      return write(tx, id, locked.viewer, body, now, locked.recipients);
    });
  }

  /** The facts of starting a conversation with `target`, read under both members' locks. */
  async function startFacts(tx: DbOrTx, sender: UserRow, target: UserRow | undefined): Promise<policy.StartFacts & { openConversationId: string | null }> {
    const facts = await repo.findStartFacts(tx, sender.id, target?.id ?? sender.id);
    if (!facts) throw new AppError('USER_NOT_FOUND');
    return {
      sender,
      target,
      blockedBySender: facts.senderBlockedOther,
      blockedByTarget: facts.otherBlockedSender,
      targetOnlyVerifiedMayContact: facts.onlyVerifiedMayContact,
      targetMessagesFromFriendsOnly: facts.messagesFromFriendsOnly,
      areFriends: facts.areFriends,
      targetLookingFor: facts.lookingFor,
      senderOpenCount: facts.senderOpenCount,
      targetOpenCount: facts.otherOpenCount,
      openConversationId: facts.openConversationId,
    };
  }

  return {
    /** Waits for the e-mails under way (tests; shutdown). */
    drain: () => effects.drain(),

    /**
     * How the viewer stands with `slug` for writing (the profile's "write" button): the conversation
     * the two still share, and why a message is refused now (an error code; null when allowed).
     * Null for unknown, deleted or deactivated members and oneself.
     */
    async contactState(viewer: UserRow, slug: unknown): Promise<ContactState | null> {
      if (typeof slug !== 'string' || slug.length === 0 || slug.length > 100) return null;
      // The member with their card, then the start rules' facts with the conversation the two share
      // (the profile screen waits for this answer: two statements, one after the other).
      const found = await findMemberWithCardBySlug(db(), viewer, slug);
      const target = found?.member;
      if (!target || target.id === viewer.id || target.deletedAt || target.isDeactivated) return null;
      // A member does not find staff to write to (decision 0031), as they do not find their profile.
      if (staffContactRefusal(viewer, target) === 'USER_NOT_FOUND') return null;
      const facts = await startFacts(db(), viewer, target);
      const open = facts.openConversationId;
      if (open) {
        const own = await repo.findParticipation(db(), open, viewer.id);
        const [view] = await loadConversationViews(db(), viewer, own ? [own] : []);
        const decision = view ? policy.canWrite(view.facts) : { allowed: false as const, code: 'NOT_FOUND' as const };
        return { member: found.card, conversationId: open, refusal: decision.allowed ? null : decision.code };
      }
      const decision = policy.canStartConversation(facts);
      return { member: found.card, conversationId: null, refusal: decision.allowed ? null : decision.code };
    },

    /**
     * Writes to the member `slug`: into the conversation the two still share, or a new one when the
     * start rules allow it (contact settings, profile type, blocks, the limit of 3). Returns the
     * conversation's id and the message.
     */
    async writeTo(viewer: UserRow, slug: unknown, rawBody: unknown): Promise<MessageRow> {
      const body = parseInput(messageBodySchema, rawBody);
      if (typeof slug !== 'string' || slug.length === 0 || slug.length > 100) throw new AppError('USER_NOT_FOUND');
      const found = await findMemberBySlug(db(), slug);
      if (!found) throw new AppError('USER_NOT_FOUND');
      await assertRate(`messages:${viewer.id}`, RATE_LIMITS.messagesPerAccount);
      const existing = await repo.findOpenPair(db(), viewer.id, found.id);
      if (existing) {
        const written = await sendLocked(viewer, existing, body);
        announce(viewer, written);
        return written.message;
      }
      const now = deps.now();
      const written = await db().transaction(async (tx) => {
        const members = await lockMembers(tx, [viewer.id, found.id]);
        const sender = members.get(viewer.id) ?? viewer;
        // Under the locks: a conversation started meanwhile by the other side is used instead.
        const open = found.id === viewer.id ? null : await repo.findOpenPair(tx, viewer.id, found.id);
        if (open) {
          const locked = await lockConversation(tx, sender, open);
          assertAllowed(policy.canWrite(locked.facts));
          return write(tx, open, sender, body, now, locked.recipients);
        }
        assertAllowed(policy.canStartConversation(await startFacts(tx, sender, members.get(found.id))));
        await assertRate(`conversation-starts:${viewer.id}`, RATE_LIMITS.conversationStartsPerAccount);
        const id = await repo.insertConversation(tx, [sender.id, found.id], now);
        return write(tx, id, sender, body, now);
      });
      announce(viewer, written);
      return written.message;
    },

    /** Writes into one of the viewer's conversations (spec §4, §8). */
    async send(viewer: UserRow, rawId: unknown, rawBody: unknown): Promise<MessageRow> {
      const id = conversationId(rawId);
      const body = parseInput(messageBodySchema, rawBody);
      await assertRate(`messages:${viewer.id}`, RATE_LIMITS.messagesPerAccount);
      const written = await sendLocked(viewer, id, body);
      announce(viewer, written);
      return written.message;
    },

    /** Checks before an upload's body is read: a conversation the viewer may write in, and the hourly limit. */
    async assertMayUpload(viewer: UserRow, rawId: unknown): Promise<string> {
      const id = conversationId(rawId);
      await db().transaction(async (tx) => assertAllowed(policy.canWrite((await lockConversation(tx, viewer, id)).facts)));
      await assertRate(`conversation-uploads:${viewer.id}`, RATE_LIMITS.conversationUploadsPerAccount);
      return id;
    },

    /**
     * Sends a picture: re-encoded without metadata, stored, and announced as a message whose body
     * is the picture's address (with the caption before it, if any), so that it shows where it was
     * sent (decision 0018). The files are removed again when the message cannot be stored.
     */
    async sendPicture(viewer: UserRow, id: string, data: Buffer, rawCaption: unknown): Promise<MessageRow> {
      const caption = typeof rawCaption === 'string' ? rawCaption.trim() : '';
      const uploadId = crypto.randomUUID();
      const stored = await media.storeConversationPicture(data);
      const display = imageVariantWidths(stored.width).filter((w) => w <= 1024).at(-1) ?? imageVariantWidths(stored.width)[0]!;
      const url = conversationUploadUrl(uploadId, display, 'webp');
      const now = deps.now();
      let written: Written;
      try {
        const body = parseInput(messageBodySchema, caption ? `${caption}\n${url}` : url);
        written = await db().transaction(async (tx) => {
          const locked = await lockConversation(tx, viewer, id);
          assertAllowed(policy.canWrite(locked.facts));
          const result = await write(tx, id, locked.viewer, body, now, locked.recipients);
          await messagesRepo.insertUpload(tx, {
            id: uploadId,
            conversationId: id,
            messageId: result.message.id,
            userId: viewer.id,
            storageKey: stored.storageKey,
            width: stored.width,
            height: stored.height,
            createdAt: now,
          });
          return result;
        });
      } catch (error) {
        await media.removeImageFiles(stored.storageKey).catch((err: Error) => log.error({ err: { message: err.message } }, 'could not remove the files of a refused picture'));
        throw error;
      }
      announce(viewer, written);
      return written.message;
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
