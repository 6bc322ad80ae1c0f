import { builder } from '../../graphql/builder.js';
import { subscriber } from '../../graphql/subscriber.js';
import { UserWithAvatarConnection } from '../profiles/user-card.graphql.js';
import type { PresenceChange } from './presence.service.js';

// /online-users (spec §2): a thin adapter over the presence service (docs/decisions/0015).

builder.queryField('onlineUsers', (t) =>
  t.field({
    type: UserWithAvatarConnection,
    description:
      'Members active within the last 5 minutes who are shown among online users, most recently active first; never the viewer, nor members blocked either way, deactivated, deleted or not yet activated. Profiles the viewer may not open come with isAllowedToVisit false (lock badge). NEED_ACTIVE, NEED_PHONE_AND_EMAIL.',
    authScopes: { signedIn: true },
    args: { first: t.arg.int({ required: false, description: 'Page size: 30 by default, at most 50.' }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.presence.onlineUsers(ctx.viewer, args),
  }),
);

const PresenceChangeType = builder.objectRef<PresenceChange>('PresenceChange').implement({
  description: 'Members who came online or went offline, as the viewer may see them (docs/decisions/0020).',
  fields: (t) => ({
    online: t.exposeIDList('online', { description: 'Members who are online now (isOnline true).' }),
    offline: t.exposeIDList('offline', { description: 'Members who are no longer online (isOnline false).' }),
  }),
});

// Spec §7: the socket "joins presences:general". Changes come batched, about once a second.
builder.subscriptionField('presenceChanged', (t) =>
  t.field({
    type: PresenceChangeType,
    description:
      'Members coming online and going offline for the online list and the online marks: only members shown among online users, never the viewer nor members blocked either way. NEED_ACTIVE, NEED_PHONE_AND_EMAIL.',
    authScopes: { signedIn: true },
    // Visitors and timed-out members are refused at the start; the service checks the members' area.
    subscribe: (_root, _args, ctx) => ctx.services.presence.changesFor(subscriber(ctx)),
    resolve: (change) => change,
  }),
);
