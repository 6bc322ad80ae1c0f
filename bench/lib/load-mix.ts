import { TIMINGS } from '@venue/shared';

// The mix of `npm run bench -- load` in one place: what one simulated member does per minute, and
// which requests each of those actions sends. The operations are the web app's own documents
// (load-documents.ts reads them from apps/web/src), sent as the app's urql client sends them.

/** Actions of a member, each on its own Poisson schedule (rates per member and minute). */
export const MIX = {
  screen: { perMinute: 4, what: 'screen change: the queries that screen sends (table below), with the route guard\'s `CurrentUser` at most every 30 s' },
  profile: { perMinute: 1, what: "another member's profile: `User`, then `RecordProfileVisit`, `ConversationWith`, `FriendshipWith`, `ProfileAchievements`, `UserPhotos`" },
  photo: { perMinute: 2, what: 'a photo opened: `GET /api/photos/<id>/640.avif` (a member\'s public photo)' },
  search: { perMinute: 0.2, what: "a filtered profile search: `ProfileSearch` with one of the `search` bench's four filters" },
  private: { perMinute: 0.5, what: "a private message: `SendMessage` in one of the member's conversations, delivered over the partner's socket" },
  room: { perMinute: 0.3, what: '`SendRoomMessage`, delivered to every member in the room; sent by the members in a room (half of them) at 0.6 a minute' },
  reservation: { perMinute: 0.02, what: 'a reservation: `Event` (GET), `EventReservation`, then `ReserveEvent` unless the member has reserved already' },
} as const;

export type ActionKind = keyof typeof MIX;

/** Share of members who have joined a room and keep its screen (and its subscription) open. */
export const IN_ROOM_SHARE = 0.5;

/** Rate per minute of each action for one member; room messages only for members in a room. */
export function ratesFor(inRoom: boolean): [ActionKind, number][] {
  return (Object.keys(MIX) as ActionKind[]).map((k) => [k, k === 'room' ? (inRoom ? MIX.room.perMinute / IN_ROOM_SHARE : 0) : MIX[k].perMinute]);
}

export interface Screen {
  name: string;
  /** Share of screen changes that go to this screen. */
  weight: number;
  /** Operation names (the web app's documents), sent at once as the screen mounts. */
  operations: string[];
  note?: string;
}

/**
 * The screens a member moves between (the phone tab bar: Home, Entdecken, Nachrichten, Events,
 * Profil; and a conversation, the rooms) and what each sends on arrival (its route and the
 * components it renders, `cache-and-network`: always a request).
 */
export const SCREENS: Screen[] = [
  { name: 'Home', weight: 0.25, operations: ['HomeOverview', 'Notifications', 'UnreadNotificationCount'] },
  { name: 'Entdecken (profile search, no filter)', weight: 0.2, operations: ['ProfileSearch'] },
  { name: 'Nachrichten (inbox)', weight: 0.2, operations: ['InboxViewer', 'Conversations'] },
  { name: 'a conversation', weight: 0.15, operations: ['Conversation'], note: 'then `MarkConversationRead` when it has unread messages' },
  { name: 'Events', weight: 0.08, operations: ['Events'], note: 'GET (a public query)' },
  { name: 'Profil (own)', weight: 0.07, operations: ['User', 'ProfileAchievements', 'UserPhotos'] },
  { name: 'Räume (room list)', weight: 0.05, operations: ['ChatRooms', 'RoomCreation'] },
];

/** What a member's app sends when it opens: the session, the unread total of the navigation, and Home. */
export const ARRIVAL = ['CurrentUser', 'UnreadMessagesTotal', ...SCREENS[0]!.operations];

/** The route guard asks for the current user alongside a screen change at most this often (guard-loader.ts guardRecheck). */
export const GUARD_RECHECK_MS = 30_000;

/** The socket's keep-alive: the browser's graphql-ws ping, and how long it waits for the pong before closing (socket.ts in the web app). */
export const HEARTBEAT = { everyMs: TIMINGS.websocket.heartbeatMs, pongWithinMs: TIMINGS.websocket.timeoutMs };

/** A message counts as lost when its recipient has not received it this long after it was sent. */
export const DELIVERY_DEADLINE_MS = 10_000;

/** A member's socket counts as a recipient only of messages sent this long after its connection_ack (its subscriptions are live by then). */
export const RECEIVER_SETTLE_MS = 5_000;

/** The budgets of issue 18 item 6. */
export const BUDGET = { httpP99: 100, deliveryP99: 100, cpuPercent: 85 };

/** About how many HTTP requests a member sends a minute (arrival not counted; a conversation marked read half the time): for the printed summary. */
export function requestsPerMemberMinute(): number {
  const screenOps = SCREENS.reduce((s, x) => s + x.weight * (x.operations.length + (x.name === 'a conversation' ? 0.5 : 0)), 0);
  // After a check, the next is the first screen change once 30 s have passed: on average 30 s + one gap later.
  const guard = 60_000 / (GUARD_RECHECK_MS + 60_000 / MIX.screen.perMinute);
  return MIX.screen.perMinute * screenOps + guard + MIX.profile.perMinute * 6 + MIX.photo.perMinute + MIX.search.perMinute + MIX.private.perMinute + MIX.room.perMinute + MIX.reservation.perMinute * 3;
}

/** The search form's empty filter as the web app sends it (search-params.ts EMPTY_SEARCH through filterFromValues). */
export const EMPTY_FILTER = { profileTypes: [], ageMin: null, ageMax: null, lookingFor: [], hasPhoto: false, verifiedOnly: false, onlineNow: false, includeLocked: false };

/** The filtered searches (the `search` bench's mixes, lib/search-plans.ts SEARCH_MIXES, copied: a worker does not load the server's search code). */
export const SEARCH_FILTERS: Record<string, unknown>[] = [
  { profileTypes: ['MF', 'F'], ageMin: 30, ageMax: 45 },
  { verifiedOnly: true, hasPhoto: true },
  { onlineNow: true },
  { profileTypes: ['FF'], ageMin: 50, lookingFor: ['M'] },
].map((f) => ({ ...EMPTY_FILTER, ...f }));
