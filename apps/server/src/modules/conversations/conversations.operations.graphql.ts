import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentUser } from '../accounts/user.graphql.js';
import { UserWithAvatar } from '../profiles/user-card.graphql.js';
import type { ConversationView, MessageFacts } from './conversation-views.js';
import { Conversation, ConversationConnection, ConversationFolderEnum, ConversationUploadConnection, Message } from './conversations.graphql.js';
import type { ContactState } from './messages.service.js';
import type { MessageRow } from './conversations.table.js';

// Queries and mutations of private conversations: thin adapters to the two services.

const viewer = (ctx: GraphQLContext) => ctx.viewer!;

// Spec §3 current user: maximumConversationsReached and conversations (with users and the latest message).
builder.objectFields(CurrentUser, (t) => ({
  maximumConversationsReached: t.boolean({
    description: 'An unverified member with 3 simultaneous conversations: starting another one is refused (spec §6, §8).',
    resolve: (u, _a, ctx) => ctx.services.conversations.maximumReached(u),
  }),
  unreadMessagesCount: t.int({
    description: 'Unread messages over all the member’s conversations (the header shows "more than 100" above 100).',
    resolve: (u, _a, ctx) => ctx.services.conversations.unreadTotal(u),
  }),
  conversations: t.field({
    type: ConversationConnection,
    description: 'The member’s inbox or archive, latest message first.',
    args: {
      folder: t.arg({ type: ConversationFolderEnum, required: false, defaultValue: 'INBOX' }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: (u, args, ctx) => ctx.services.conversations.list(u, args.folder ?? 'INBOX', args),
  }),
}));

/** A message the viewer just wrote, with its conversation as the viewer now sees it. */
interface SendResult {
  message: MessageRow;
  conversation: ConversationView;
  /** The message's read marks and uploads, read with the conversation. */
  messageFacts: MessageFacts;
}

const SendMessagePayload = builder.objectRef<SendResult>('SendMessagePayload').implement({
  description: 'The stored message and its conversation (for the inbox and the open conversation).',
  fields: (t) => ({
    message: t.field({
      type: Message,
      resolve: async (r, _a, ctx) => (await ctx.services.conversations.messageViews(viewer(ctx), r.conversation, [r.message], r.messageFacts))[0]!,
    }),
    conversation: t.field({ type: Conversation, resolve: (r) => r.conversation }),
  }),
});

export const ConversationContact = builder.objectRef<ContactState>('ConversationContact').implement({
  description: 'How the viewer stands with another member for writing (the profile’s "write" button).',
  fields: (t) => ({
    id: t.id({ description: 'The other member’s id (one state per member for the viewer).', resolve: (s) => s.member.id }),
    member: t.field({ type: UserWithAvatar, resolve: (s) => s.member }),
    conversation: t.field({
      type: Conversation,
      nullable: true,
      description: 'The conversation the two still share, if any (a new message goes there).',
      resolve: (s, _a, ctx) => (s.conversationId ? ctx.services.conversations.conversation(viewer(ctx), s.conversationId) : null),
    }),
    refusal: t.string({
      nullable: true,
      description:
        'Why a message is refused now: USER_BLOCKED, BLOCKED_BY_USER, CONTACT_NOT_POSSIBLE, PROFILE_TYPE_MISMATCH, MAX_CONVERSATIONS_REACHED, MAX_CONVERSATIONS_REACHED_OTHER, CONVERSATION_CLOSED, NEED_ACTIVE, STAFF_NOT_MEMBER (staff do not write as members); null when allowed.',
      resolve: (s) => s.refusal,
    }),
  }),
});

async function sent(ctx: GraphQLContext, message: MessageRow): Promise<SendResult> {
  const seen = (await ctx.services.conversations.sentView(viewer(ctx), message))!;
  return { message, ...seen };
}

builder.queryFields((t) => ({
  conversations: t.field({
    type: ConversationConnection,
    description: 'The signed-in member’s inbox (default) or archive (verified members; NEED_VERIFIED otherwise), latest message first.',
    authScopes: { signedIn: true },
    args: {
      folder: t.arg({ type: ConversationFolderEnum, required: false, defaultValue: 'INBOX' }),
      first: t.arg.int({ required: false, description: 'Page size: 20 by default, at most 50.' }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_r, args, ctx) => ctx.services.conversations.list(viewer(ctx), args.folder ?? 'INBOX', args),
  }),
  conversation: t.field({
    type: Conversation,
    nullable: true,
    description: 'One of the viewer’s conversations (spec §7 fetchConversation); null for unknown, other people’s and deleted ones. `pointer` pages its `messages` backwards when they are asked without one.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), pointer: t.arg.string({ required: false }) },
    resolve: async (_r, args, ctx) => {
      const view = await ctx.services.conversations.conversation(viewer(ctx), String(args.id));
      return view ? { ...view, rootPointer: args.pointer ?? null } : null;
    },
  }),
  conversationUploads: t.field({
    type: ConversationUploadConnection,
    description: 'The pictures shared in one of the viewer’s conversations, newest first (NOT_FOUND otherwise).',
    authScopes: { signedIn: true },
    args: { conversationId: t.arg.id({ required: true }), first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.conversations.uploads(viewer(ctx), String(args.conversationId), args),
  }),
  conversationWith: t.field({
    type: ConversationContact,
    nullable: true,
    description: 'How the viewer stands with `slug` for writing; null for unknown, deleted or deactivated members and oneself.',
    authScopes: { signedIn: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.messages.contactState(viewer(ctx), args.slug),
  }),
}));

builder.mutationFields((t) => ({
  writeTo: t.field({
    type: SendMessagePayload,
    description:
      'Writes to the member `slug`: into the conversation the two share, or a new one. Refusals: NEED_ACTIVE, NEED_PHONE_AND_EMAIL (the writer outside the members’ area), STAFF_NOT_MEMBER (staff do not write as members), USER_NOT_FOUND (also for a staff account), CONVERSATION_SELF, USER_BLOCKED, BLOCKED_BY_USER, CONTACT_NOT_POSSIBLE, PROFILE_TYPE_MISMATCH, MAX_CONVERSATIONS_REACHED, MAX_CONVERSATIONS_REACHED_OTHER, BAD_INPUT (MESSAGE_TOO_SHORT/LONG), RATE_LIMITED.',
    authScopes: { signedIn: true },
    args: { slug: t.arg.string({ required: true }), body: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => sent(ctx, await ctx.services.messages.writeTo(viewer(ctx), args.slug, args.body)),
  }),
  sendMessage: t.field({
    type: SendMessagePayload,
    description: 'Writes in one of the viewer’s conversations. Refusals: NOT_FOUND, NEED_ACTIVE, NEED_PHONE_AND_EMAIL, CONVERSATION_CLOSED, BLOCKED_BY_USER, USER_BLOCKED, BAD_INPUT (MESSAGE_TOO_SHORT/LONG), RATE_LIMITED.',
    authScopes: { signedIn: true },
    args: { conversationId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => sent(ctx, await ctx.services.messages.send(viewer(ctx), String(args.conversationId), args.body)),
  }),
  markConversationRead: t.field({
    type: Conversation,
    description: 'The viewer has read up to the message `seq` (the others see it as a read receipt). A mark at or before the present one changes nothing.',
    authScopes: { signedIn: true },
    args: { conversationId: t.arg.id({ required: true }), seq: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.conversations.markRead(viewer(ctx), String(args.conversationId), args.seq),
  }),
  setTyping: t.boolean({
    description: 'Tells the others that the viewer types (true) or stopped (false); false when too many were sent.',
    authScopes: { signedIn: true },
    args: { conversationId: t.arg.id({ required: true }), typing: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.conversations.typing(viewer(ctx), String(args.conversationId), args.typing),
  }),
  archiveConversation: t.field({
    type: Conversation,
    description: 'Moves a conversation to the viewer’s archive (NEED_VERIFIED for unverified members). A new message brings it back.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.conversations.archive(viewer(ctx), String(args.id)),
  }),
  unarchiveConversation: t.field({
    type: Conversation,
    description: 'Moves a conversation back to the viewer’s inbox.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.conversations.unarchive(viewer(ctx), String(args.id)),
  }),
  deleteConversation: t.id({
    description: 'Deletes a conversation for the viewer (spec §4): the others can no longer write to them in it. Returns its id.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.conversations.delete(viewer(ctx), String(args.id)),
  }),
}));
