import { useQuery, type TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import { useReconnected } from '../../app/realtime/use-connection.js';
import { useConversationFeed } from './useConversationFeed.js';

const UnreadMessagesTotalQuery: TypedDocumentNode<{ currentUser: { __typename?: 'CurrentUser'; id: string; unreadMessagesCount: number } | null }, Record<string, never>> = gql`
  query UnreadMessagesTotal {
    currentUser {
      id
      unreadMessagesCount
    }
  }
`;

/**
 * The member's unread private messages, for the navigation (members' layout). Each message event
 * carries the new total into the cache (the layout holds the feed, so it follows on every screen);
 * reading a conversation, archiving or deleting one make the cache ask again (member-cache.ts);
 * after a lost connection it is read again. null until known.
 */
export function useUnreadMessagesTotal(): number | null {
  const [{ data }, reexecute] = useQuery({ query: UnreadMessagesTotalQuery, requestPolicy: 'cache-and-network' });
  useConversationFeed(() => undefined);
  useReconnected(() => reexecute({ requestPolicy: 'network-only' }));
  return data?.currentUser?.unreadMessagesCount ?? null;
}
