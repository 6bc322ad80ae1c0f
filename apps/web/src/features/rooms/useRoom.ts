import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery, type CombinedError } from 'urql';
import { readAppError } from '../../components/app-error.js';
import { ChatRoomQuery, type ChatRoom } from './operations.js';
import { leaveToList } from './room-notice.js';

export interface RoomState {
  id: string;
  room: ChatRoom | null;
  /** The first answer is on its way. */
  loading: boolean;
  error: CombinedError | undefined;
  /** Asks the server again (after a change). */
  refresh: () => void;
}

/**
 * The room of the page's `:id`, asked from the server each time a room page opens. A member the
 * server turns away as banned (banned since the guard last looked) goes to the list with the notice.
 */
export function useRoom(): RoomState {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: ChatRoomQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  const banned = error !== undefined && readAppError(error).code === 'ROOM_BANNED';
  useEffect(() => {
    if (banned) leaveToList(navigate, 'banned');
  }, [banned, navigate]);
  return {
    id,
    room: data?.chatRoom ?? null,
    loading: !data && fetching,
    error,
    refresh: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
