import path from 'node:path';
import { formatDocument, stringifyDocument, type TypedDocumentNode } from 'urql';
import { repoRoot } from '../../apps/server/test/app-process.js';

/**
 * The web app's GraphQL documents the load bench sends, read from apps/web/src at run time (so they
 * stay the app's own) and turned into the text its urql client sends: `formatDocument` adds
 * `__typename` to every selection, as the app's caches do. Public queries go as GET, as the client's
 * `asGetWhenPublic` sends them. The modules are imported by a computed path: they are not part of
 * the bench's TypeScript project.
 */
const SOURCES: Record<string, [file: string, name: string]> = {
  CurrentUser: ['app/session/operations.ts', 'CurrentUserQuery'],
  PresenceChanged: ['app/realtime/operations.ts', 'PresenceChangedSubscription'],
  HomeOverview: ['features/home/operations.ts', 'HomeOverviewQuery'],
  Notifications: ['features/home/operations.ts', 'NotificationsQuery'],
  UnreadNotificationCount: ['features/home/operations.ts', 'UnreadNotificationCountQuery'],
  ProfileSearch: ['features/search/operations.ts', 'ProfileSearchQuery'],
  InboxViewer: ['features/conversations/operations.ts', 'InboxViewerQuery'],
  Conversations: ['features/conversations/operations.ts', 'ConversationsQuery'],
  Conversation: ['features/conversations/operations.ts', 'ConversationQuery'],
  MarkConversationRead: ['features/conversations/operations.ts', 'MarkConversationReadMutation'],
  SendMessage: ['features/conversations/operations.ts', 'SendMessageMutation'],
  ConversationWith: ['features/conversations/operations.ts', 'ConversationWithQuery'],
  ConversationMessages: ['features/conversations/operations.ts', 'ConversationMessagesSubscription'],
  Events: ['features/events/operations.ts', 'EventsQuery'],
  Event: ['features/events/operations.ts', 'EventQuery'],
  EventReservation: ['features/reservations/operations.ts', 'EventReservationQuery'],
  ReserveEvent: ['features/reservations/operations.ts', 'ReserveEventMutation'],
  User: ['features/profiles/operations.ts', 'UserQuery'],
  RecordProfileVisit: ['features/profiles/operations.ts', 'RecordProfileVisitMutation'],
  FriendshipWith: ['features/friends/operations.ts', 'FriendshipWithQuery'],
  ProfileAchievements: ['features/achievements/operations.ts', 'ProfileAchievementsQuery'],
  UserPhotos: ['features/photos/operations.ts', 'UserPhotosQuery'],
  ChatRooms: ['features/rooms/operations.ts', 'ChatRoomsQuery'],
  RoomCreation: ['features/rooms/operations.ts', 'RoomCreationQuery'],
  SendRoomMessage: ['features/rooms/operations.ts', 'SendRoomMessageMutation'],
  RoomEvents: ['features/rooms/operations.ts', 'RoomEventsSubscription'],
};

// Not exported by its module (features/conversations/useUnreadMessagesTotal.ts): the same text here.
const UNREAD_MESSAGES_TOTAL = 'query UnreadMessagesTotal { currentUser { id unreadMessagesCount } }';

export interface Operation {
  name: string;
  query: string;
  /** Sent as GET (a public query). */
  get: boolean;
}

export async function loadDocuments(): Promise<Map<string, Operation>> {
  const web = path.join(repoRoot, 'apps/web/src');
  const load = (file: string): Promise<Record<string, unknown>> => import(path.join(web, file));
  const { PUBLIC_QUERIES } = (await load('sw/public-queries.ts')) as { PUBLIC_QUERIES: ReadonlySet<string> };
  const operations = new Map<string, Operation>();
  const modules = new Map<string, Record<string, unknown>>();
  for (const [name, [file, exported]] of Object.entries(SOURCES)) {
    if (!modules.has(file)) modules.set(file, await load(file));
    const doc = modules.get(file)![exported] as TypedDocumentNode | undefined;
    if (!doc) throw new Error(`apps/web/src/${file} has no ${exported} any more: update bench/lib/load-documents.ts`);
    operations.set(name, { name, query: stringifyDocument(formatDocument(doc)), get: PUBLIC_QUERIES.has(name) });
  }
  operations.set('UnreadMessagesTotal', { name: 'UnreadMessagesTotal', query: UNREAD_MESSAGES_TOTAL, get: false });
  return operations;
}
