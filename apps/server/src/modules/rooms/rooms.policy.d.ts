import { type ErrorCode, type RoomKind } from '@venue/shared';
export type Decision = {
    allowed: true;
} | {
    allowed: false;
    code: ErrorCode;
};
/** The viewer as the rules see them; `admin` is the venue's staff (not a room admin). */
export interface RoomViewer {
    id: string;
    admin: boolean;
    isVerified: boolean;
    isPremium: boolean;
    isDeactivated: boolean;
    emailVerifiedAt: Date | null;
    phoneVerifiedAt: Date | null;
}
export interface RoomFacts {
    kind: RoomKind;
    ownerId: string | null;
}
/** The viewer's membership row in the room, if any (joinedAt null: an open invitation). */
export interface MembershipFacts {
    admin: boolean;
    joinedAt: Date | null;
}
/** Everything the room rules look at besides the viewer. */
export interface RoomAccess {
    room: RoomFacts | null | undefined;
    membership: MembershipFacts | null | undefined;
    banned: boolean;
    /** Joined admins of the room (for "the last admin may not leave"). */
    adminCount?: number;
}
/** Rooms are for signed-in, activated, active members (spec §2). */
export declare function mayUseRooms(viewer: RoomViewer): Decision;
/**
 * Creating a room: PUBLIC rooms are the venue's (staff only); group chats, open or private, are for
 * verified members (spec §6), at most ROOMS.ownRoomsMax of their own at once. Staff have no limit.
 */
export declare function canCreate(viewer: RoomViewer, kind: RoomKind, ownedRooms: number): Decision;
/** The kinds of room the viewer may create (the form offers these). */
export declare function creatableKinds(viewer: RoomViewer, ownedRooms: number): RoomKind[];
/**
 * Seeing that the room exists (its name, description, an invitation): banned members are turned
 * away (spec §4 rule 8); group chats need a verified member (spec §6) — staff see the open ones;
 * a private room shows itself only to its members and invited members, to anyone else it is unknown.
 */
export declare function canSee(viewer: RoomViewer, access: RoomAccess): Decision;
/** Reading the messages: whoever sees the room, except an invitee of a private room before joining. */
export declare function canRead(viewer: RoomViewer, access: RoomAccess): Decision;
/** A room admin: a joined member with the admin right; in the venue's PUBLIC rooms staff too. */
export declare function isRoomAdmin(viewer: Pick<RoomViewer, 'admin'>, access: Pick<RoomAccess, 'room' | 'membership'>): boolean;
/** Joining: an open or group room the viewer sees, or a private room the viewer is invited to. */
export declare function canJoin(viewer: RoomViewer, access: RoomAccess): Decision;
/**
 * Leaving (or declining an invitation): a member of the room; the last admin of a member's room must
 * first appoint another (or delete the room) so that nobody is left without a moderator. The venue's
 * PUBLIC rooms always have the staff.
 */
export declare function canLeave(viewer: RoomViewer, access: RoomAccess): Decision;
/** Writing: a joined member of a room the viewer may read. */
export declare function canWrite(viewer: RoomViewer, access: RoomAccess): Decision;
/** Settings, bans, admins, deletion: room admins of a room they may read (spec §6). */
export declare function canAdminister(viewer: RoomViewer, access: RoomAccess): Decision;
/** The member a room admin acts on (ban, admin right). */
export interface TargetFacts {
    id: string;
    deletedAt: Date | null;
    /** The venue's staff. */
    admin: boolean;
    membership: MembershipFacts | null | undefined;
}
/**
 * Banning: room admins ban anyone but themselves, the room's owner and other room admins (revoke
 * the right first, so that two admins cannot ban each other out in a race).
 */
export declare function canBan(viewer: RoomViewer, access: RoomAccess, target: TargetFacts | null | undefined): Decision;
/** Unbanning: room admins, for a ban that exists. */
export declare function canUnban(viewer: RoomViewer, access: RoomAccess, banExists: boolean): Decision;
/**
 * Appointing or revoking a room admin: room admins, for joined members. The owner keeps the right;
 * the last admin of a member's room cannot give it up.
 */
export declare function canSetAdmin(viewer: RoomViewer, access: RoomAccess, target: TargetFacts | null | undefined, makeAdmin: boolean): Decision;
/** The member an admin invites to a private room, with what the contact rules need. */
export interface InviteeFacts {
    id: string;
    sex: string | null;
    isVerified: boolean;
    isPremium: boolean;
    isDeactivated: boolean;
    deletedAt: Date | null;
    lookingFor: readonly string[];
    onlyVerifiedMayContact: boolean;
    membership: MembershipFacts | null | undefined;
    banned: boolean;
    blockedByViewer: boolean;
    blockedViewer: boolean;
}
/**
 * Inviting to a private room: its admins invite verified members (group chats are for verified
 * members, spec §6) whom they may contact: no block either way, their "only verified may contact
 * me", and the profile type they look for (spec §5). Banned members are unbanned first.
 */
export declare function canInvite(viewer: RoomViewer & {
    sex: string | null;
}, access: RoomAccess, invitee: InviteeFacts | null | undefined): Decision;
/**
 * A room message is shown to the viewer unless a block stands between the viewer and its sender,
 * in either direction (docs/decisions/0019: a block works both ways, in rooms too). The SQL twin is
 * notBlockedWithSql over room_messages.sender_id; a subscription keeps the viewer's block set.
 */
export declare function messageShownTo(viewerId: string, senderId: string, blockedEitherWay: ReadonlySet<string>): boolean;
/** Reporting a room message: someone else's message in a room the viewer may read. */
export declare function canReportMessage(viewer: RoomViewer, access: RoomAccess, message: {
    senderId: string;
} | null | undefined): Decision;
export interface RoomAbilities {
    read: boolean;
    join: boolean;
    leave: boolean;
    write: boolean;
    invite: boolean;
    editSettings: boolean;
    manageMembers: boolean;
    delete: boolean;
}
/** What the room's screens offer the viewer; every use case checks again. */
export declare function roomAbilities(viewer: RoomViewer, access: RoomAccess): RoomAbilities;
export interface MemberAbilities {
    ban: boolean;
    makeAdmin: boolean;
    revokeAdmin: boolean;
}
/** The buttons next to a member in the members list. */
export declare function memberAbilities(viewer: RoomViewer, access: RoomAccess, target: TargetFacts): MemberAbilities;
