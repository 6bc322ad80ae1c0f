import { ROOM_KINDS, ROOM_LIST_FILTERS, ROOMS, type RoomKind } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Page } from '../../shared/cursor.js';
import { CurrentUser } from '../accounts/user.graphql.js';
import { UserWithAvatar } from '../profiles/user-card.graphql.js';
import { ROOM_EVENT_KINDS, type RoomEventView } from './room-events.js';
import { accessOfRow } from './room-access.js';
import { senderCardFor } from './room-sender.js';
import { subscriber } from '../../graphql/subscriber.js';
import type { MessagePage } from './room-messages.service.js';
import { isOthersMessage, roomAbilities, type MemberAbilities, type RoomAbilities } from './rooms.policy.js';
import type { BanView, RoomMessageView } from './rooms.repository.js';
import type { RoomMembershipRow } from './rooms.table.js';
import type { MemberRow, RoomView } from './rooms.service.js';

// Thin adapters: the rooms services check rooms.policy inside one transaction per change.

const viewer = (ctx: GraphQLContext) => ctx.viewer!;

const RoomKindEnum = builder.enumType('RoomKind', {
  description: 'PUBLIC: the venue’s rooms, for every active member. GROUP: a verified member’s room, open to verified members. PRIVATE: invite-only (docs/decisions/0019).',
  values: ROOM_KINDS,
});
const RoomListFilterEnum = builder.enumType('RoomListFilter', { description: 'ALL rooms the viewer may open, the JOINED ones, or open INVITED invitations.', values: ROOM_LIST_FILTERS });
const RoomEventKindEnum = builder.enumType('RoomEventKind', {
  description: 'MESSAGE: a new message. BANNED: the viewer was banned (the last event). MEMBERS_CHANGED, ROOM_UPDATED. ROOM_DELETED (the last event).',
  values: ROOM_EVENT_KINDS,
});

const RoomAbilitiesRef = builder.objectRef<RoomAbilities>('RoomAbilities').implement({
  description: 'What the viewer may do in the room: the same rules the mutations check.',
  fields: (t) => ({
    read: t.exposeBoolean('read'),
    join: t.exposeBoolean('join'),
    leave: t.exposeBoolean('leave'),
    write: t.exposeBoolean('write'),
    invite: t.exposeBoolean('invite'),
    editSettings: t.exposeBoolean('editSettings'),
    manageMembers: t.exposeBoolean('manageMembers', { description: 'Ban and unban, appoint and revoke admins, see the bans.' }),
    delete: t.exposeBoolean('delete'),
  }),
});

export const RoomMembership = builder.objectRef<RoomMembershipRow>('RoomMembership').implement({
  description: 'A member in a room (spec §3: id, admin, roomId, user).',
  fields: (t) => ({
    id: t.exposeID('id'),
    admin: t.exposeBoolean('admin', { description: 'A room admin (edits settings, bans, appoints admins, deletes the room).' }),
    roomId: t.exposeID('roomId'),
    userId: t.exposeID('userId'),
    joinedAt: t.field({ type: 'DateTime', nullable: true, description: 'null for an open invitation.', resolve: (m) => m.joinedAt }),
  }),
});

const ChatRoom = builder.objectRef<RoomView>('ChatRoom').implement({
  description: 'A chat room as the viewer sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: RoomKindEnum, resolve: (r) => r.kind as RoomKind }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    activeAt: t.field({ type: 'DateTime', description: 'The latest message’s time (or the creation time).', resolve: (r) => r.activeAt }),
    lastSeq: t.int({ description: 'The place of the latest message: a client that has shown less catches up (decision 0017).', resolve: (r) => r.lastSeq }),
    memberCount: t.exposeInt('memberCount'),
    unreadCount: t.int({
      description: `Messages of others after the viewer’s read mark (joined members; 0 otherwise), counted up to ${ROOMS.unreadCountMax + 1}: above ${ROOMS.unreadCountMax} show “more than ${ROOMS.unreadCountMax}” (spec §9).`,
      resolve: (r) => r.unreadCount,
    }),
    latestMessagePreview: t.string({ nullable: true, description: 'The latest message the viewer is shown, as text.', resolve: (r) => r.latestBody }),
    isOwner: t.boolean({ description: 'The viewer created the room.', resolve: (r, _a, ctx) => r.ownerId === viewer(ctx).id }),
    membership: t.field({
      type: RoomMembership,
      nullable: true,
      description: 'The viewer’s membership (or invitation), if any.',
      resolve: (r, _a, ctx) =>
        r.membershipId ? { id: r.membershipId, admin: Boolean(r.membershipAdmin), roomId: r.id, userId: viewer(ctx).id, joinedAt: r.joinedAt, invitedBy: null, lastReadSeq: r.lastReadSeq ?? 0, createdAt: r.createdAt } : null,
    }),
    viewerCan: t.field({ type: RoomAbilitiesRef, resolve: (r, _a, ctx) => roomAbilities(viewer(ctx), accessOfRow(r)) }),
  }),
});

const ChatRoomConnection = builder.objectRef<Page<RoomView>>('ChatRoomConnection').implement({
  description: 'One page of rooms, latest activity first; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [ChatRoom], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

// Viewer-dependent fields here must match room-sender.ts senderSeenAs (shared socket answers, decision 0022).
const RoomMessage = builder.objectRef<RoomMessageView>('RoomMessage').implement({
  description: 'A message in a chat room: plain text (decision 0017).',
  fields: (t) => ({
    id: t.exposeID('id'),
    roomId: t.exposeID('roomId'),
    seq: t.int({ description: 'Its place in the room (1, 2, 3, …; gaps where messages are hidden from the viewer or deleted).', resolve: (m) => m.seq }),
    body: t.exposeString('body'),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
    mine: t.boolean({ resolve: (m, _a, ctx) => !isOthersMessage(viewer(ctx).id, m) }),
    sender: t.field({ type: UserWithAvatar, description: 'The sender as the viewer sees them.', resolve: (m, _a, ctx) => senderCardFor(viewer(ctx), m.sender) }),
    viewerCanReport: t.boolean({ description: 'Someone else’s message: the viewer may report it.', resolve: (m, _a, ctx) => isOthersMessage(viewer(ctx).id, m) }),
  }),
});

const RoomMessagePage = builder.objectRef<MessagePage>('RoomMessagePage').implement({
  description: 'Messages oldest first; hasMore: older ones exist (paging back) or newer ones (catch-up with afterSeq).',
  fields: (t) => ({
    nodes: t.field({ type: [RoomMessage], resolve: (p) => p.nodes }),
    hasMore: t.exposeBoolean('hasMore'),
  }),
});

const RoomMemberAbilities = builder.objectRef<MemberAbilities>('RoomMemberAbilities').implement({
  description: 'What the viewer may do with this member of the room.',
  fields: (t) => ({ ban: t.exposeBoolean('ban'), makeAdmin: t.exposeBoolean('makeAdmin'), revokeAdmin: t.exposeBoolean('revokeAdmin') }),
});

const RoomMember = builder.objectRef<MemberRow>('RoomMember').implement({
  description: 'A member of the room (or an invited member) in the members list.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The membership id.' }),
    admin: t.exposeBoolean('admin'),
    isOwner: t.exposeBoolean('isOwner', { description: 'The member created the room (keeps the admin right).' }),
    joinedAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.joinedAt }),
    member: t.field({ type: UserWithAvatar, resolve: (m) => m.member }),
    viewerCan: t.field({ type: RoomMemberAbilities, resolve: (m) => m.viewerCan }),
  }),
});

const RoomMemberConnection = builder.objectRef<Page<MemberRow>>('RoomMemberConnection').implement({
  description: 'One page of members in joining order; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [RoomMember], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

const RoomBan = builder.objectRef<BanView>('RoomBan').implement({
  description: 'A member banned from the room (room admins only).',
  fields: (t) => ({
    id: t.exposeID('id'),
    reason: t.string({ nullable: true, resolve: (b) => b.reason }),
    createdAt: t.field({ type: 'DateTime', resolve: (b) => b.createdAt }),
    member: t.field({ type: UserWithAvatar, resolve: (b) => b.member }),
  }),
});

const RoomBanConnection = builder.objectRef<Page<BanView>>('RoomBanConnection').implement({
  description: 'One page of bans, newest first; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [RoomBan], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

const RoomEvent = builder.objectRef<RoomEventView>('RoomEvent').implement({
  description: 'Something that happened in a room the viewer has open.',
  fields: (t) => ({
    kind: t.field({ type: RoomEventKindEnum, resolve: (e) => e.kind }),
    roomId: t.exposeID('roomId'),
    message: t.field({ type: RoomMessage, nullable: true, resolve: (e) => e.message }),
  }),
});

const RoomSettingsInput = builder.inputType('RoomSettingsInput', {
  description: `Name ${ROOMS.nameMin}–${ROOMS.nameMax} characters, description up to ${ROOMS.descriptionMax}.`,
  fields: (t) => ({ name: t.string({ required: true }), description: t.string({ required: false }) }),
});
const CreateRoomInput = builder.inputType('CreateRoomInput', {
  description: 'A new room: its kind (PUBLIC for staff; GROUP or PRIVATE for verified members) and settings.',
  fields: (t) => ({ kind: t.field({ type: RoomKindEnum, required: true }), name: t.string({ required: true }), description: t.string({ required: false }) }),
});

// Spec §3 current user: bannedRoomIds and roomMemberships.
builder.objectFields(CurrentUser, (t) => ({
  bannedRoomIds: t.idList({ description: 'Chat rooms the member is banned from (route guard rule 8).', resolve: (u, _a, ctx) => ctx.services.rooms.bannedRoomIds(u) }),
  roomMemberships: t.field({ type: [RoomMembership], description: 'The rooms the member has joined.', resolve: (u, _a, ctx) => ctx.services.rooms.memberships(u) }),
  creatableRoomKinds: t.field({ type: [RoomKindEnum], description: 'The kinds of room the member may create now (empty: none).', resolve: (u, _a, ctx) => ctx.services.rooms.creatableKinds(u) }),
}));

builder.queryFields((t) => ({
  chatRooms: t.field({
    type: ChatRoomConnection,
    description: 'The rooms the signed-in member may open (never those they are banned from), latest activity first.',
    authScopes: { signedIn: true },
    args: { filter: t.arg({ type: RoomListFilterEnum, required: false, defaultValue: 'ALL' }), first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.rooms.list(viewer(ctx), args),
  }),
  chatRoom: t.field({
    type: ChatRoom,
    nullable: true,
    description: 'One room; null for unknown ids and rooms hidden from the member. ROOM_BANNED for a member banned from it; NEED_VERIFIED for group chats of unverified members.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.rooms.get(viewer(ctx), String(args.id)),
  }),
  roomMessages: t.field({
    type: RoomMessagePage,
    description: 'Messages of a room the member may read, oldest first: the latest page, the page before `beforeSeq`, or the messages after `afterSeq` (catch-up).',
    authScopes: { signedIn: true },
    args: {
      roomId: t.arg.id({ required: true }),
      beforeSeq: t.arg.int({ required: false }),
      afterSeq: t.arg.int({ required: false }),
      first: t.arg.int({ required: false, description: `Page size: ${ROOMS.messagesPageSize} by default, at most ${ROOMS.messagesPageSizeMax}.` }),
    },
    resolve: (_r, args, ctx) => ctx.services.roomMessages.list(viewer(ctx), String(args.roomId), args),
  }),
  roomMembers: t.field({
    type: RoomMemberConnection,
    description: 'The members of a room the member may read; with invited: true (room admins) the open invitations.',
    authScopes: { signedIn: true },
    args: { roomId: t.arg.id({ required: true }), invited: t.arg.boolean({ required: false }), first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.rooms.members(viewer(ctx), String(args.roomId), args),
  }),
  roomBans: t.field({
    type: RoomBanConnection,
    description: 'The bans of a room (its admins only; NOT_ALLOWED otherwise).',
    authScopes: { signedIn: true },
    args: { roomId: t.arg.id({ required: true }), first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.rooms.bans(viewer(ctx), String(args.roomId), args),
  }),
}));

builder.mutationFields((t) => ({
  createChatRoom: t.field({
    type: ChatRoom,
    description: 'Creates a room owned by the member. BAD_INPUT (ROOM_NAME_TOO_SHORT/LONG, ROOM_DESCRIPTION_TOO_LONG); ROOM_KIND_NOT_ALLOWED; NEED_VERIFIED; ROOM_LIMIT_REACHED; RATE_LIMITED.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateRoomInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.rooms.create(viewer(ctx), args.input),
  }),
  updateChatRoom: t.field({
    type: ChatRoom,
    description: 'Room admins change name and description.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: RoomSettingsInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.rooms.update(viewer(ctx), String(args.id), args.input),
  }),
  deleteChatRoom: t.boolean({
    description: 'Room admins delete the room with everything in it.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.rooms.delete(viewer(ctx), String(args.id)),
  }),
  joinChatRoom: t.field({
    type: ChatRoom,
    description: 'Joins a room (or accepts the invitation to a private one). ROOM_ALREADY_MEMBER; ROOM_BANNED; NEED_VERIFIED.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.rooms.join(viewer(ctx), String(args.id)),
  }),
  leaveChatRoom: t.boolean({
    description: 'Leaves a room (or declines an invitation). ROOM_NOT_MEMBER; ROOM_LAST_ADMIN.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.rooms.leave(viewer(ctx), String(args.id)),
  }),
  sendRoomMessage: t.field({
    type: RoomMessage,
    description: 'Writes a message (joined members). MESSAGE_TOO_SHORT/LONG; ROOM_NOT_MEMBER; ROOM_BANNED; RATE_LIMITED.',
    authScopes: { signedIn: true },
    args: { roomId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.roomMessages.send(viewer(ctx), String(args.roomId), args.body),
  }),
  markRoomRead: t.boolean({
    description: 'Moves the member’s read mark to `seq` (the unread count follows).',
    authScopes: { signedIn: true },
    args: { roomId: t.arg.id({ required: true }), seq: t.arg.int({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await ctx.services.roomMessages.markRead(viewer(ctx), String(args.roomId), args.seq);
      return true;
    },
  }),
  banRoomMember: t.field({
    type: RoomBan,
    description: 'Room admins ban a member (optional reason, ROOM_BAN_REASON_TOO_LONG): their membership and room subscriptions end at once. ROOM_BAN_SELF, ROOM_OWNER_PROTECTED, ROOM_MEMBER_IS_ADMIN, USER_NOT_FOUND.',
    authScopes: { signedIn: true },
    args: { roomId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }), reason: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.rooms.ban(viewer(ctx), String(args.roomId), String(args.userId), args.reason),
  }),
  unbanRoomMember: t.boolean({
    description: 'Room admins lift a ban. NOT_FOUND when there is none.',
    authScopes: { signedIn: true },
    args: { roomId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.rooms.unban(viewer(ctx), String(args.roomId), String(args.userId)),
  }),
  setRoomAdmin: t.field({
    type: RoomMembership,
    description: 'Room admins appoint a member as admin (admin: true) or take the right back. ROOM_NOT_MEMBER, ROOM_OWNER_PROTECTED, ROOM_LAST_ADMIN.',
    authScopes: { signedIn: true },
    args: { roomId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }), admin: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.rooms.setAdmin(viewer(ctx), String(args.roomId), String(args.userId), args.admin),
  }),
  inviteToChatRoom: t.field({
    type: RoomMembership,
    description: 'Admins of a private room invite a verified member by slug. USER_NOT_FOUND, ROOM_ALREADY_MEMBER, ROOM_BANNED, USER_BLOCKED, BLOCKED_BY_USER, ROOM_INVITEE_NOT_VERIFIED, CONTACT_NOT_POSSIBLE, PROFILE_TYPE_MISMATCH, RATE_LIMITED.',
    authScopes: { signedIn: true },
    args: { roomId: t.arg.id({ required: true }), slug: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.rooms.invite(viewer(ctx), String(args.roomId), args.slug),
  }),
}));

builder.subscriptionField('roomEvents', (t) =>
  t.field({
    type: RoomEvent,
    description: 'The events of a room the member may read: new messages (not across a block), member changes, the member’s ban and the room’s deletion (both end the stream).',
    authScopes: { signedIn: true },
    args: { roomId: t.arg.id({ required: true }) },
    subscribe: (_r, args, ctx) => ctx.services.roomMessages.subscribe(subscriber(ctx), String(args.roomId)),
    resolve: (event: RoomEventView) => event,
  }),
);
