import { cacheExchange, type Cache, type UpdateResolver } from '@urql/exchange-graphcache';
import type { Exchange } from 'urql';
import { EMBEDDED_TYPES } from './graphcache-keys.js';
import { presenceSubscriptionUpdates } from '../realtime/presence-cache.js';
import { noteMomentOfValue } from '../moment-of-value.js';

/** Types without an id are stored inside their parent, not normalised (graphcache-keys.ts). */
const embedded = () => null;

/**
 * The member's unread total changes on the server with these mutations, whose answers do not carry
 * it: the cached total is dropped, so whoever shows it (the navigation) asks again.
 */
const forgetUnreadTotal: UpdateResolver = (_result, _args, cache: Cache) => {
  const viewer = cache.resolve('Query', 'currentUser');
  if (typeof viewer === 'string') cache.invalidate(viewer, 'unreadMessagesCount');
};

/** A message sent, a friend request sent or accepted: the moment to ask about push (moment-of-value.ts). */
const momentOfValue: UpdateResolver = () => noteMomentOfValue();

/**
 * The members' normalised cache (loaded with the first sign of a member, app/session/client.ts).
 * Updates for subscription results and mutations that change lists go here (`updates`), so the
 * screens that show them follow without asking the server again.
 */
export function createMemberCacheExchange(): Exchange {
  return cacheExchange({
    keys: Object.fromEntries(EMBEDDED_TYPES.map((type) => [type, embedded])),
    updates: {
      Subscription: { ...presenceSubscriptionUpdates },
      Mutation: {
        markConversationRead: forgetUnreadTotal,
        archiveConversation: forgetUnreadTotal,
        unarchiveConversation: forgetUnreadTotal,
        deleteConversation: forgetUnreadTotal,
        sendMessage: momentOfValue,
        writeTo: momentOfValue,
        requestFriendship: momentOfValue,
        acceptFriendship: momentOfValue,
      },
    },
  });
}
