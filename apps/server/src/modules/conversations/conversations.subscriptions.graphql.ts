import { messagePreview, type ConversationSignalKind } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { subscriber } from '../../graphql/subscriber.js';
import { CurrentUser } from '../accounts/user.graphql.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { UserWithAvatar } from '../profiles/user-card.graphql.js';
import { conversationStream } from './conversation-stream.js';
import type { ConversationView } from './conversation-views.js';
import type { UserCardRow } from '../profiles/profiles.repository.js';
import { Conversation, ConversationSignalKindEnum, Message } from './conversations.graphql.js';
import type { MessageEvent } from './conversations.service.js';

// Spec §7 subscription conversationMessages, and the signals of open conversations (typing, read
// receipts), over /socket. Each event carries what the screens update without asking again: the
// message, its conversation (users, latest message, unread count) and the viewer's unread total.

const viewer = (ctx: GraphQLContext) => ctx.viewer!;

/**
 * The subscriber, checked before any stream starts (the scopes run only per event): signed in, not
 * timed out, not deactivated. A pending member still follows their own conversations.
 */
const listener = (ctx: GraphQLContext): UserRow => subscriber(ctx, { active: true });

interface MessageEventView extends MessageEvent {
  viewer: UserRow;
}

const ConversationMessageEvent = builder.objectRef<MessageEventView>('ConversationMessageEvent').implement({
  description: 'A new message in one of the viewer’s conversations (also one the viewer wrote on another device).',
  fields: (t) => ({
    message: t.field({ type: Message, resolve: (e) => e.message }),
    preview: t.string({ description: 'The message’s first words (spec §7: a message preview).', resolve: (e) => messagePreview(e.message.row.body) }),
    conversation: t.field({ type: Conversation, description: 'The conversation with its users and latest message (the inbox row).', resolve: (e) => e.conversation }),
    currentUser: t.field({ type: CurrentUser, description: 'The viewer, for the unread total in the header.', resolve: (e) => e.viewer }),
  }),
});

interface SignalView {
  kind: ConversationSignalKind;
  conversationId: string;
  userId: string;
  seq: number | null;
  at: Date;
  /** READ only: the conversation's fresh state (typing comes often and changes nothing stored). */
  conversation: ConversationView | null;
  user: UserCardRow | null;
  viewer: UserRow;
}

const ConversationSignal = builder.objectRef<SignalView>('ConversationSignal').implement({
  description: 'A participant types, stopped typing, or read up to `seq` (read receipts; on the viewer’s other devices, their unread count).',
  fields: (t) => ({
    kind: t.field({ type: ConversationSignalKindEnum, resolve: (s) => s.kind }),
    conversationId: t.exposeID('conversationId'),
    userId: t.exposeID('userId', { description: 'Who types or read.' }),
    user: t.field({ type: UserWithAvatar, nullable: true, resolve: (s) => s.user }),
    seq: t.int({ nullable: true, description: 'READ: up to which message.', resolve: (s) => s.seq }),
    at: t.field({ type: 'DateTime', resolve: (s) => s.at }),
    conversation: t.field({ type: Conversation, nullable: true, description: 'READ: its fresh state (read positions, unread count); null for typing.', resolve: (s) => s.conversation }),
    currentUser: t.field({ type: CurrentUser, resolve: (s) => s.viewer }),
  }),
});

builder.subscriptionFields((t) => ({
  conversationMessages: t.field({
    type: ConversationMessageEvent,
    description:
      'New messages in the viewer’s conversations, each once it is stored (spec §7). While it is open the viewer counts as reading live: no message e-mails. After a reconnect, ask `messagesAfter(seq)` for what was missed (decision 0017).',
    authScopes: { signedIn: true },
    subscribe: (_r, _a, ctx) =>
      conversationStream(ctx.deps, listener(ctx), {
        live: () => ctx.services.conversations.openLive(viewer(ctx)),
        view: async (event) => {
          const seen = await ctx.services.conversations.messageEvent(viewer(ctx), event);
          return seen ? { ...seen, viewer: viewer(ctx) } : null;
        },
      }),
    resolve: (event: MessageEventView) => event,
  }),
  conversationSignals: t.field({
    type: ConversationSignal,
    description: 'Typing and read receipts in the viewer’s conversations (only `conversationId` when given).',
    authScopes: { signedIn: true },
    args: { conversationId: t.arg.id({ required: false }) },
    subscribe: (_r, args, ctx) =>
      conversationStream(ctx.deps, listener(ctx), {
        view: (event) => {
          // Not a signal (or not of the asked conversation): skipped at once, without a promise.
          if (event.kind !== 'signal' || (args.conversationId && String(args.conversationId) !== event.conversationId)) return null;
          return ctx.services.conversations
            .signalView(viewer(ctx), event)
            .then((seen) => (seen ? { kind: event.signal, conversationId: event.conversationId, userId: event.userId, seq: event.seq, at: new Date(event.at), ...seen, viewer: viewer(ctx) } : null));
        },
      }),
    resolve: (signal: SignalView) => signal,
  }),
}));
