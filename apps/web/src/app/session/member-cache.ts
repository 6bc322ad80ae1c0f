import { cacheExchange } from '@urql/exchange-graphcache';
import type { Exchange } from 'urql';
import { EMBEDDED_TYPES } from './graphcache-keys.js';
import { presenceSubscriptionUpdates } from '../realtime/presence-cache.js';

/** Types without an id are stored inside their parent, not normalised (graphcache-keys.ts). */
const embedded = () => null;

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
    },
  });
}
