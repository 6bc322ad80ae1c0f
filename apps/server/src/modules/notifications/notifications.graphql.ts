import { builder } from '../../graphql/builder.js';
import type { Page } from '../../shared/cursor.js';
import { UserWithAvatar } from '../profiles/user-card.graphql.js';
import { NOTIFICATION_KINDS, type NotificationKind } from './notifications.repository.js';
import type { NotificationView } from './notifications.service.js';

// /home: the member's notifications (thin adapters over the notifications service).

const NotificationKindEnum = builder.enumType('HomeNotificationKind', {
  description:
    'The kinds of entry in the home list (older and finer than NotificationKind, the kinds of the notification settings). ' +
    'FRIEND_REQUEST: the actor asked to be friends; FRIEND_ACCEPTED: the actor accepted; PROFILE_VISIT: the actor visited the profile (first visit of a Swiss day); ' +
    'VERIFICATION_APPROVED / VERIFICATION_DENIED: staff decided the member’s verification request (no actor; subjectId is the request); ' +
    'PREMIUM_RENEWAL_FAILED: a premium renewal charge failed (the app retries); PREMIUM_ENDED: premium access ended (no actor; subjectId is the subscription).',
  values: NOTIFICATION_KINDS,
});

export const Notification = builder.objectRef<NotificationView>('Notification').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: NotificationKindEnum, resolve: (n) => n.kind as NotificationKind }),
    actor: t.field({
      type: UserWithAvatar,
      nullable: true,
      description: 'Who did it; null for a PROFILE_VISIT when the member may not see their visitors (not verified), and for the venue’s own notifications (verification, premium).',
      resolve: (n) => n.actor,
    }),
    subjectId: t.id({ nullable: true, description: 'What it is about (the friendship of a friend request), if anything.', resolve: (n) => n.subjectId }),
    createdAt: t.field({ type: 'DateTime', resolve: (n) => n.createdAt }),
    readAt: t.field({ type: 'DateTime', nullable: true, resolve: (n) => n.readAt }),
  }),
});

const NotificationConnection = builder.objectRef<Page<NotificationView>>('NotificationConnection').implement({
  description: 'One page of notifications; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [Notification], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

builder.queryFields((t) => ({
  notifications: t.field({
    type: NotificationConnection,
    description: "The signed-in member's notifications, newest first; none from members they blocked or who blocked them, nor from deleted or deactivated ones.",
    authScopes: { signedIn: true },
    args: { first: t.arg.int({ required: false, description: 'Page size: 20 by default, at most 50.' }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.notifications.list(ctx.viewer, args),
  }),
  unreadNotificationCount: t.int({
    description: 'How many of those notifications are unread.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.notifications.unreadCount(ctx.viewer),
  }),
}));

builder.mutationField('markNotificationsRead', (t) =>
  t.int({
    description: "Marks all of the signed-in member's notifications read; answers how many were unread.",
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.notifications.markAllRead(ctx.viewer),
  }),
);
