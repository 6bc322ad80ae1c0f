import { type SQL } from 'drizzle-orm';
import type { RoomKind } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import type { ProfileViewer } from '../profiles/profiles.policy.js';
import { type UserCardRow } from '../profiles/profiles.repository.js';
import type { RoomAccess } from './rooms.policy.js';
import { type ChatRoomRow, type RoomBanRow, type RoomMembershipRow, type RoomMessageRow } from './rooms.table.js';
import { type SenderFacts } from './room-sender.js';
export interface Keyset {
    at: Date;
    id: string;
}
export declare function findRoom(db: DbOrTx, id: string): Promise<ChatRoomRow | undefined>;
/** Reads the room and locks it until the transaction ends: every change to a room takes this lock first. */
export declare function lockRoom(db: DbOrTx, id: string): Promise<ChatRoomRow | undefined>;
export declare function findMembership(db: DbOrTx, roomId: string, userId: string): Promise<RoomMembershipRow | undefined>;
export declare function findBan(db: DbOrTx, roomId: string, userId: string): Promise<RoomBanRow | undefined>;
/** Joined admins of the room. */
export declare function countAdmins(db: DbOrTx, roomId: string): Promise<number>;
/** Everything the rules ask about the viewer and one room. */
export declare function accessOf(db: DbOrTx, room: ChatRoomRow | undefined, userId: string): Promise<RoomAccess & {
    membershipRow: RoomMembershipRow | undefined;
}>;
export declare function countOwnedRooms(db: DbOrTx, userId: string): Promise<number>;
export declare function insertRoom(tx: DbOrTx, values: {
    kind: RoomKind;
    name: string;
    description: string;
    ownerId: string;
    now: Date;
}): Promise<ChatRoomRow>;
export declare function updateRoom(tx: DbOrTx, id: string, values: {
    name: string;
    description: string;
    now: Date;
}): Promise<ChatRoomRow>;
export declare function deleteRoom(tx: DbOrTx, id: string): Promise<void>;
/** Joins (or accepts an invitation): the membership row, its read mark at the room's latest message. */
export declare function joinRoom(tx: DbOrTx, v: {
    roomId: string;
    userId: string;
    admin: boolean;
    lastReadSeq: number;
    now: Date;
}): Promise<RoomMembershipRow>;
export declare function insertInvitation(tx: DbOrTx, v: {
    roomId: string;
    userId: string;
    invitedBy: string;
    now: Date;
}): Promise<RoomMembershipRow>;
export declare function deleteMembership(tx: DbOrTx, roomId: string, userId: string): Promise<boolean>;
export declare function setAdmin(tx: DbOrTx, roomId: string, userId: string, admin: boolean): Promise<RoomMembershipRow>;
/** Bans the member (or updates the reason of a ban in force). */
export declare function upsertBan(tx: DbOrTx, v: {
    roomId: string;
    userId: string;
    bannedBy: string;
    reason: string | null;
    now: Date;
}): Promise<RoomBanRow>;
export declare function deleteBan(tx: DbOrTx, roomId: string, userId: string): Promise<boolean>;
/** The next place in the room (the room row is locked by this update until commit). */
export declare function nextSeq(tx: DbOrTx, roomId: string, now: Date): Promise<number>;
export declare function insertMessage(tx: DbOrTx, v: {
    roomId: string;
    seq: number;
    senderId: string;
    body: string;
    now: Date;
}): Promise<RoomMessageRow>;
/** Moves the member's read mark forward (never back). */
export declare function markRead(tx: DbOrTx, roomId: string, userId: string, seq: number): Promise<void>;
/** One member's facts as a message sender (for the event of a message just written). */
export declare function findSenderFacts(db: DbOrTx, userId: string): Promise<SenderFacts | undefined>;
export interface RoomMessageView extends RoomMessageRow {
    sender: SenderFacts;
}
/**
 * A page of the room's messages the viewer is shown (no block either way with the sender, senders
 * shown to others), oldest first: the `limit` latest before `beforeSeq`, or the first `limit` after
 * `afterSeq` (catch-up).
 */
export declare function listMessages(db: DbOrTx, roomId: string, viewerId: string, page: {
    beforeSeq?: number | null;
    afterSeq?: number | null;
}, limit: number): Promise<RoomMessageView[]>;
export declare function findMessage(db: DbOrTx, id: string): Promise<RoomMessageRow | undefined>;
/** The viewer's facts the room list's SQL needs (the twin of canSee). */
export interface ListViewer extends ProfileViewer {
    isVerified: boolean;
    isPremium: boolean;
}
/**
 * SQL twin of canSee over `chat_rooms` joined with the viewer's membership (`m`): PUBLIC rooms; open
 * group chats for verified members and staff; private rooms the viewer belongs to or is invited to
 * (verified members); never a room the viewer is banned from.
 */
export declare function visibleRoomSql(viewer: ListViewer): SQL;
export interface RoomListRow extends ChatRoomRow {
    membershipId: string | null;
    membershipAdmin: boolean | null;
    joinedAt: Date | null;
    lastReadSeq: number | null;
    memberCount: number;
    adminCount: number;
    unreadCount: number;
    latestBody: string | null;
}
/** The rooms the viewer may see, latest activity first; JOINED / INVITED narrow to the viewer's memberships. */
export declare function listRooms(db: DbOrTx, viewer: ListViewer, filter: 'ALL' | 'JOINED' | 'INVITED', keyset: Keyset | null, limit: number, cap: number): Promise<RoomListRow[]>;
/** One room with the viewer's membership and counts (the room screen's header), whatever the rules say. */
export declare function findRoomRow(db: DbOrTx, viewerId: string, roomId: string, cap: number): Promise<RoomListRow | undefined>;
export interface MemberView extends RoomMembershipRow {
    member: UserCardRow;
    /** The venue's staff (room admins in PUBLIC rooms). */
    memberIsStaff: boolean;
    memberDeletedAt: Date | null;
    /** The member created the room. */
    isOwner: boolean;
}
/**
 * The room's members (or open invitations), in joining order, shown to others and without a block
 * either way with the viewer.
 */
export declare function listMembers(db: DbOrTx, viewer: ProfileViewer, roomId: string, invited: boolean, keyset: Keyset | null, limit: number): Promise<MemberView[]>;
export interface BanView extends RoomBanRow {
    member: UserCardRow;
}
/** The room's bans, newest first (also of members the viewer has blocked: admins must be able to lift them). */
export declare function listBans(db: DbOrTx, viewer: ProfileViewer, roomId: string, keyset: Keyset | null, limit: number): Promise<BanView[]>;
/** The rooms the member is banned from (CurrentUser.bannedRoomIds, spec §3). */
export declare function bannedRoomIdsOf(db: DbOrTx, userId: string): Promise<string[]>;
/** The member's joined memberships (CurrentUser.roomMemberships, spec §3). */
export declare function membershipsOf(db: DbOrTx, userId: string): Promise<RoomMembershipRow[]>;
