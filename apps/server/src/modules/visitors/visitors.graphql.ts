import { builder } from '../../graphql/builder.js';
import type { Page } from '../../shared/cursor.js';
import { UserWithAvatar } from '../profiles/user-card.graphql.js';
import type { VisitRow } from './visitors.repository.js';

// users/{slug}/profile-visitors: who visited the signed-in member (thin adapter over the visitors service).

const ProfileVisit = builder.objectRef<VisitRow>('ProfileVisit').implement({
  description: 'One visitor on one Swiss day, with the time of their latest visit that day.',
  fields: (t) => ({
    id: t.id({ description: 'Visitor id and day.', resolve: (v) => `${v.visitor.id}:${v.day}` }),
    visitor: t.field({ type: UserWithAvatar, resolve: (v) => v.visitor }),
    day: t.string({ description: 'The Swiss calendar day, YYYY-MM-DD.', resolve: (v) => v.day }),
    lastVisitedAt: t.field({ type: 'DateTime', resolve: (v) => v.lastVisitedAt }),
  }),
});

const ProfileVisitConnection = builder.objectRef<Page<VisitRow>>('ProfileVisitConnection').implement({
  description: 'One page of visits; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [ProfileVisit], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

builder.queryField('profileVisitors', (t) =>
  t.field({
    type: ProfileVisitConnection,
    description:
      "Who visited the signed-in member's profile, newest first, one entry per visitor and Swiss day. Verified or premium members only (NEED_VERIFIED); NEED_ACTIVE, NEED_PHONE_AND_EMAIL. Members blocked either way, deleted or deactivated ones are left out.",
    authScopes: { signedIn: true },
    args: { first: t.arg.int({ required: false, description: 'Page size: 20 by default, at most 50.' }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.visitors.list(ctx.viewer, args),
  }),
);
