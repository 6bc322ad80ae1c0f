import { gql } from '../session/gql.js';
import type { Cache, UpdateResolver } from '@urql/exchange-graphcache';
import type { PresenceChange } from './operations.js';

// The member types that carry isOnline (the UserCard interface of the schema).
const ONLINE_FIELDS = {
  UserWithAvatar: gql`
    fragment OnlineMarkOfCard on UserWithAvatar {
      id
      isOnline
    }
  `,
  UserProfile: gql`
    fragment OnlineMarkOfProfile on UserProfile {
      id
      isOnline
    }
  `,
} as const;

/**
 * Sets isOnline of the members in the cache (every list and profile showing them follows at once).
 * Members the cache does not hold are left out: nothing is stored for people no screen showed.
 */
export function writePresence(cache: Cache, change: PresenceChange): void {
  for (const [ids, isOnline] of [
    [change.online, true],
    [change.offline, false],
  ] as const) {
    for (const id of ids) {
      for (const [typename, fragment] of Object.entries(ONLINE_FIELDS)) {
        const key = cache.keyOfEntity({ __typename: typename, id });
        if (key && cache.resolve(key, 'isOnline') !== undefined) cache.writeFragment(fragment, { __typename: typename, id, isOnline });
      }
    }
  }
}

/** graphcache `updates.Subscription` entries of the presence feed (member-cache.ts). */
export const presenceSubscriptionUpdates: Record<string, UpdateResolver> = {
  presenceChanged(result, _args, cache) {
    const change = (result as { presenceChanged?: PresenceChange }).presenceChanged;
    if (change) writePresence(cache, change);
  },
};
