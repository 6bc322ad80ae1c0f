import { CONVERSATION_FOLDERS, CONVERSATION_SIGNALS, conversationUploadUrl, imageVariantWidths, messagePreview, PHOTO_THUMBNAIL_SIZE } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Page } from '../../shared/cursor.js';
import { PhotoSource, PhotoVariant } from '../photos/photos.graphql.js';
import { UserWithAvatar } from '../profiles/user-card.graphql.js';
import { shownUsers, type ConversationView, type MessageView, type ReadNotificationView, type ReadPosition } from './conversation-views.js';
import * as policy from './conversations.policy.js';
import type { ConversationUploadRow } from './conversations.table.js';
import type { MessageCatchUp, MessagePage } from './conversations.service.js';

// The types of private conversations (spec §3). Thin: the services load what a page shows at once
// (conversation-views.ts) and check conversations.policy; `viewerCan` asks the same policy.

export const ConversationFolderEnum = builder.enumType('ConversationFolder', {
  description: 'INBOX, or ARCHIVE (verified members only, spec §6).',
  values: CONVERSATION_FOLDERS,
});

export const ConversationSignalKindEnum = builder.enumType('ConversationSignalKind', {
  description: 'TYPING / STOPPED_TYPING: a participant types; READ: a participant read up to `seq`.',
  values: CONVERSATION_SIGNALS,
});

const viewerId = (ctx: GraphQLContext) => ctx.viewer?.id ?? '';

const ConversationAbilitiesRef = builder.objectRef<policy.ConversationAbilities>('ConversationAbilities').implement({
  description: 'What the viewer may do in the conversation (each use case checks again).',
  fields: (t) => ({
    write: t.exposeBoolean('write'),
    upload: t.exposeBoolean('upload', { description: 'Send a picture.' }),
    archive: t.exposeBoolean('archive', { description: 'Verified members, for a conversation in the inbox.' }),
    unarchive: t.exposeBoolean('unarchive'),
    delete: t.exposeBoolean('delete', { description: 'Delete for oneself.' }),
  }),
});

const ReadPositionRef = builder.objectRef<ReadPosition>('ReadPosition').implement({
  description: 'How far a participant has read: up to the message with this seq, since readAt (null: by writing it).',
  fields: (t) => ({
    userId: t.exposeID('userId'),
    seq: t.exposeInt('seq'),
    readAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.readAt }),
  }),
});

function uploadUrls(upload: Pick<ConversationUploadRow, 'id' | 'width'>) {
  const widths = imageVariantWidths(upload.width);
  const display = widths.filter((w) => w <= 1024).at(-1) ?? widths[0]!;
  return {
    thumbnail: { avif: conversationUploadUrl(upload.id, 'thumb', 'avif'), webp: conversationUploadUrl(upload.id, 'thumb', 'webp') },
    variants: widths.map((width) => ({ width, avif: conversationUploadUrl(upload.id, width, 'avif'), webp: conversationUploadUrl(upload.id, width, 'webp') })),
    path: conversationUploadUrl(upload.id, display, 'webp'),
    cloudfrontPath: conversationUploadUrl(upload.id, widths.at(-1)!, 'webp'),
  };
}

export const ConversationUpload = builder.objectRef<ConversationUploadRow>('ConversationUpload').implement({
  description: 'A picture sent in a conversation (spec §3), without metadata; its files go only to the participants.',
  fields: (t) => ({
    id: t.exposeID('id'),
    conversationId: t.exposeID('conversationId'),
    messageId: t.exposeID('messageId'),
    userId: t.exposeID('userId', { description: 'Who sent it.' }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    insertedAt: t.field({ type: 'DateTime', resolve: (u) => u.createdAt }),
    thumbnail: t.field({ type: PhotoSource, description: `Square thumbnail (${PHOTO_THUMBNAIL_SIZE} px).`, resolve: (u) => uploadUrls(u).thumbnail }),
    variants: t.field({ type: [PhotoVariant], resolve: (u) => uploadUrls(u).variants }),
    path: t.string({ description: 'WebP at display size (at most 1024 px wide): the address in its message.', resolve: (u) => uploadUrls(u).path }),
    cloudfrontPath: t.string({ description: 'WebP at the largest stored width.', resolve: (u) => uploadUrls(u).cloudfrontPath }),
  }),
});

const ReadNotification = builder.objectRef<ReadNotificationView>('ReadNotification').implement({
  description: 'A participant read the message (spec §3): who and when.',
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId'),
    messageId: t.exposeID('messageId'),
    insertedAt: t.field({ type: 'DateTime', description: 'When it was read.', resolve: (r) => r.insertedAt }),
    user: t.field({ type: UserWithAvatar, nullable: true, description: 'The reader; null when no longer shown.', resolve: (r) => r.user }),
  }),
});

const MessageAbilitiesRef = builder.objectRef<{ report: boolean }>('MessageAbilities').implement({
  description: 'What the viewer may do with a message.',
  fields: (t) => ({ report: t.exposeBoolean('report', { description: 'Another participant’s message that was not removed.' }) }),
});

export const Message = builder.objectRef<MessageView>('Message').implement({
  description: 'A private message (spec §3): plain text shown through parseMessageBody (decision 0017).',
  fields: (t) => ({
    id: t.id({ resolve: (m) => m.row.id }),
    conversationId: t.id({ resolve: (m) => m.row.conversationId }),
    seq: t.int({ description: 'Its place in the conversation: 1, 2, 3, … without gaps.', resolve: (m) => Number(m.row.seq) }),
    body: t.string({ description: 'Empty when the sender’s account was deleted (erased).', resolve: (m) => m.row.body }),
    preview: t.string({ description: 'The first words, for lists.', resolve: (m) => messagePreview(m.row.body) }),
    erased: t.boolean({ resolve: (m) => m.row.erasedAt !== null }),
    insertedAt: t.field({ type: 'DateTime', resolve: (m) => m.row.insertedAt }),
    senderId: t.id({ nullable: true, description: 'null once the sender’s account was deleted.', resolve: (m) => m.row.senderId }),
    sender: t.field({ type: UserWithAvatar, nullable: true, description: 'null when the sender’s account was deleted or is deactivated.', resolve: (m) => m.sender }),
    readNotifications: t.field({ type: [ReadNotification], resolve: (m) => m.readNotifications }),
    uploads: t.field({ type: [ConversationUpload], resolve: (m) => m.uploads }),
    viewerCan: t.field({
      type: MessageAbilitiesRef,
      resolve: (m, _a, ctx) => ({ report: policy.canReportMessage(viewerId(ctx), m.row) }),
    }),
  }),
});

const MessagePageRef = builder.objectRef<MessagePage>('MessagePage').implement({
  description: 'Messages oldest first; pass `pointer` to `messages` for the page before (null: none before).',
  fields: (t) => ({
    nodes: t.field({ type: [Message], resolve: (p) => p.nodes }),
    pointer: t.string({ nullable: true, resolve: (p) => p.pointer }),
  }),
});

const MessageCatchUpRef = builder.objectRef<MessageCatchUp>('MessageCatchUp').implement({
  description: 'Messages after a seq, oldest first. complete false: more were missed; load the newest page instead.',
  fields: (t) => ({
    nodes: t.field({ type: [Message], resolve: (p) => p.nodes }),
    complete: t.exposeBoolean('complete'),
  }),
});

/** The root field's pointer, for `messages` asked without one (spec §7: conversation(id, pointer)). */
export type ConversationParent = ConversationView & { rootPointer?: string | null };

export const Conversation = builder.objectRef<ConversationParent>('Conversation').implement({
  description: 'A private conversation as the viewer sees it (spec §3, §4).',
  fields: (t) => ({
    id: t.exposeID('id'),
    users: t.field({ type: [UserWithAvatar], description: 'The participants shown to others (the viewer first); former and inactive members are left out.', resolve: (c, _a, ctx) => shownUsers(c, viewerId(ctx)) }),
    latestMessage: t.field({ type: Message, nullable: true, description: 'The preview of lists (spec §9: latest 1 message).', resolve: (c, _a, ctx) => latestMessageView(c, ctx) }),
    lastSeq: t.int({ resolve: (c) => c.lastSeq }),
    lastMessageAt: t.field({ type: 'DateTime', resolve: (c) => c.own.lastMessageAt }),
    unreadCount: t.int({ description: 'Messages of the others the viewer has not read (shown as "more than 100" above 100).', resolve: (c) => c.own.unreadCount }),
    lastReadSeq: t.int({ description: 'The viewer’s read mark.', resolve: (c) => Number(c.own.lastReadSeq) }),
    folder: t.field({ type: ConversationFolderEnum, resolve: (c) => (c.own.archivedAt ? 'ARCHIVE' : 'INBOX') }),
    archivedBy: t.idList({ description: 'The viewer’s id when they archived it (others’ archives are their own business).', resolve: (c) => (c.own.archivedAt ? [c.own.userId] : []) }),
    deletedBy: t.idList({ description: 'Participants who deleted it for themselves.', resolve: (c) => c.participants.filter((p) => p.deletedAt).map((p) => p.userId) }),
    readPositions: t.field({ type: [ReadPositionRef], description: 'How far the other participants have read (read receipts).', resolve: (c, _a, ctx) => c.readPositions.filter((r) => r.userId !== viewerId(ctx)) }),
    writeRefusal: t.string({
      nullable: true,
      description: 'Why writing is disabled: CONVERSATION_CLOSED, BLOCKED_BY_USER, USER_BLOCKED, NEED_ACTIVE, NEED_PHONE_AND_EMAIL; null when the viewer may write.',
      resolve: (c) => {
        const decision = policy.canWrite(c.facts);
        return decision.allowed ? null : decision.code;
      },
    }),
    viewerCan: t.field({ type: ConversationAbilitiesRef, resolve: (c) => policy.abilitiesOf(c.facts) }),
    messages: t.field({
      type: MessagePageRef,
      description: 'A page of messages before `pointer` (the newest page without one), oldest first.',
      args: { pointer: t.arg.string({ required: false }), first: t.arg.int({ required: false, description: 'Page size: 50 by default, at most 100.' }) },
      resolve: (c, args, ctx) => ctx.services.conversations.messages(ctx.viewer!, c, args.pointer ?? c.rootPointer, args.first),
    }),
    messagesAfter: t.field({
      type: MessageCatchUpRef,
      description: 'The messages after `seq`, oldest first, at most 200: what a client missed while it was away (decision 0017).',
      args: { seq: t.arg.int({ required: true }) },
      resolve: (c, args, ctx) => ctx.services.conversations.messagesAfter(ctx.viewer!, c, args.seq),
    }),
  }),
});

async function latestMessageView(c: ConversationView, ctx: GraphQLContext): Promise<MessageView | null> {
  if (!c.latestMessage) return null;
  const sender = c.latestMessage.senderId ? (c.members.get(c.latestMessage.senderId) ?? null) : null;
  const shown = sender && (sender.id === viewerId(ctx) || (!sender.deletedAt && !sender.isDeactivated)) ? sender : null;
  return { row: c.latestMessage, conversation: c, sender: shown, readNotifications: [], uploads: [] };
}

export const ConversationConnection = builder.objectRef<Page<ConversationView>>('ConversationConnection').implement({
  description: 'One page of the inbox or archive; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [Conversation], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

export const ConversationUploadConnection = builder.objectRef<Page<ConversationUploadRow>>('ConversationUploadConnection').implement({
  description: 'One page of a conversation’s pictures, newest first; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [ConversationUpload], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});
