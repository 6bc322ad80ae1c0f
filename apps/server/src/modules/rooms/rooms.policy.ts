import { ROOMS, type RoomKind } from '@venue/shared';
import { isVerifiedMember } from '../profiles/profiles.policy.js';
import { membersAreaDecision, type PolicyMember } from '../profiles/members-area.policy.js';
import { profileTypeMatches } from '../profiles/profile-match.js';
import { ALLOWED, deny, type Decision } from '../../shared/decision.js';
import { isReservedRoomName } from './reserved-room-names.js';

// Pure rules of chat rooms (spec §2, §3, §6, §8; docs/decisions/0019-chat-rooms.md).
// The service gathers the facts inside its transaction and asks these functions; the GraphQL
// `viewerCan` fields ask the same ones, so the screens show exactly what the server allows.

export type { Decision };

/** The viewer as the rules see them; `admin` is the venue's staff (not a room admin). */
export type RoomViewer = Omit<PolicyMember, 'sex'>;

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

const joined = (m: MembershipFacts | null | undefined): m is MembershipFacts => !!m && m.joinedAt !== null;

/** Names that speak for the venue (admin, staff, team, official, the venue's name, …) are for staff only. */
export function mayUseRoomName(viewer: Pick<RoomViewer, 'admin'>, name: string): boolean {
  return viewer.admin || !isReservedRoomName(name);
}

/** Rooms are for signed-in, activated, active members (spec §2). */
export function mayUseRooms(viewer: RoomViewer): Decision {
  return membersAreaDecision(viewer);
}

/**
 * Creating a room: PUBLIC rooms are the venue's (staff only); group chats, open or private, are for
 * verified members (spec §6), at most ROOMS.ownRoomsMax of their own at once. Staff have no limit.
 */
export function canCreate(viewer: RoomViewer, kind: RoomKind, ownedRooms: number): Decision {
  const area = mayUseRooms(viewer);
  if (!area.allowed) return area;
  if (viewer.admin) return ALLOWED;
  if (kind === 'PUBLIC') return deny('ROOM_KIND_NOT_ALLOWED');
  if (!isVerifiedMember(viewer)) return deny('NEED_VERIFIED');
  return ownedRooms < ROOMS.ownRoomsMax ? ALLOWED : deny('ROOM_LIMIT_REACHED');
}

/** The kinds of room the viewer may create (the form offers these). */
export function creatableKinds(viewer: RoomViewer, ownedRooms: number): RoomKind[] {
  return (['PUBLIC', 'GROUP', 'PRIVATE'] as const).filter((kind) => canCreate(viewer, kind, ownedRooms).allowed);
}

/**
 * Seeing that the room exists (its name, description, an invitation): banned members are turned
 * away (spec §4 rule 8); group chats need a verified member (spec §6) — staff see the open ones;
 * a private room shows itself only to its members and invited members, to anyone else it is unknown.
 */
export function canSee(viewer: RoomViewer, access: RoomAccess): Decision {
  const area = mayUseRooms(viewer);
  if (!area.allowed) return area;
  const { room, membership } = access;
  if (!room) return deny('NOT_FOUND');
  if (room.kind === 'PRIVATE' && !membership && !access.banned) return deny('NOT_FOUND');
  if (access.banned) return deny('ROOM_BANNED');
  if (room.kind === 'PUBLIC') return ALLOWED;
  if (room.kind === 'GROUP' && viewer.admin) return ALLOWED;
  return isVerifiedMember(viewer) ? ALLOWED : deny('NEED_VERIFIED');
}

/** Reading the messages: whoever sees the room, except an invitee of a private room before joining. */
export function canRead(viewer: RoomViewer, access: RoomAccess): Decision {
  const see = canSee(viewer, access);
  if (!see.allowed) return see;
  if (access.room!.kind === 'PRIVATE' && !joined(access.membership)) return deny('ROOM_NOT_MEMBER');
  return ALLOWED;
}

/** A room admin: a joined member with the admin right; in the venue's PUBLIC rooms staff too. */
export function isRoomAdmin(viewer: Pick<RoomViewer, 'admin'>, access: Pick<RoomAccess, 'room' | 'membership'>): boolean {
  if (!access.room) return false;
  if (access.room.kind === 'PUBLIC' && viewer.admin) return true;
  return joined(access.membership) && access.membership.admin;
}

/** Joining: an open or group room the viewer sees, or a private room the viewer is invited to. */
export function canJoin(viewer: RoomViewer, access: RoomAccess): Decision {
  const see = canSee(viewer, access);
  if (!see.allowed) return see;
  if (joined(access.membership)) return deny('ROOM_ALREADY_MEMBER');
  return ALLOWED;
}

/**
 * Leaving (or declining an invitation): a member of the room; the last admin of a member's room must
 * first appoint another (or delete the room) so that nobody is left without a moderator. The venue's
 * PUBLIC rooms always have the staff.
 */
export function canLeave(viewer: RoomViewer, access: RoomAccess): Decision {
  const area = mayUseRooms(viewer);
  if (!area.allowed) return area;
  if (!access.room || !access.membership) return deny('ROOM_NOT_MEMBER');
  if (joined(access.membership) && access.membership.admin && access.room.kind !== 'PUBLIC' && (access.adminCount ?? 0) <= 1) return deny('ROOM_LAST_ADMIN');
  return ALLOWED;
}

/** Writing: a joined member of a room the viewer may read. */
export function canWrite(viewer: RoomViewer, access: RoomAccess): Decision {
  const read = canRead(viewer, access);
  if (!read.allowed) return read;
  return joined(access.membership) ? ALLOWED : deny('ROOM_NOT_MEMBER');
}

/** Settings, bans, admins, deletion: room admins of a room they may read (spec §6). */
export function canAdminister(viewer: RoomViewer, access: RoomAccess): Decision {
  const read = canRead(viewer, access);
  if (!read.allowed) return read;
  return isRoomAdmin(viewer, access) ? ALLOWED : deny('NOT_ALLOWED');
}

/** The member a room admin acts on (ban, admin right). */
export interface TargetFacts {
  id: string;
  deletedAt: Date | null;
  /** The venue's staff. */
  admin: boolean;
  membership: MembershipFacts | null | undefined;
}

/** A target counts as a room admin when they hold the right (or are staff in a PUBLIC room). */
function targetIsRoomAdmin(room: RoomFacts, target: TargetFacts): boolean {
  return isRoomAdmin(target, { room, membership: target.membership });
}

/**
 * Banning: room admins ban anyone but themselves, the room's owner and other room admins (revoke
 * the right first, so that two admins cannot ban each other out in a race).
 */
export function canBan(viewer: RoomViewer, access: RoomAccess, target: TargetFacts | null | undefined): Decision {
  const admin = canAdminister(viewer, access);
  if (!admin.allowed) return admin;
  if (!target || target.deletedAt) return deny('USER_NOT_FOUND');
  if (target.id === viewer.id) return deny('ROOM_BAN_SELF');
  if (target.id === access.room!.ownerId) return deny('ROOM_OWNER_PROTECTED');
  if (targetIsRoomAdmin(access.room!, target)) return deny('ROOM_MEMBER_IS_ADMIN');
  return ALLOWED;
}

/** Unbanning: room admins, for a ban that exists. */
export function canUnban(viewer: RoomViewer, access: RoomAccess, banExists: boolean): Decision {
  const admin = canAdminister(viewer, access);
  if (!admin.allowed) return admin;
  return banExists ? ALLOWED : deny('NOT_FOUND');
}

/**
 * Appointing or revoking a room admin: room admins, for joined members. The owner keeps the right;
 * the last admin of a member's room cannot give it up.
 */
export function canSetAdmin(viewer: RoomViewer, access: RoomAccess, target: TargetFacts | null | undefined, makeAdmin: boolean): Decision {
  const admin = canAdminister(viewer, access);
  if (!admin.allowed) return admin;
  if (!target || target.deletedAt || !joined(target.membership)) return deny('ROOM_NOT_MEMBER');
  if (makeAdmin) return ALLOWED;
  if (target.id === access.room!.ownerId) return deny('ROOM_OWNER_PROTECTED');
  if (target.membership.admin && access.room!.kind !== 'PUBLIC' && (access.adminCount ?? 0) <= 1) return deny('ROOM_LAST_ADMIN');
  return ALLOWED;
}

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
export function canInvite(viewer: RoomViewer & { sex: string | null }, access: RoomAccess, invitee: InviteeFacts | null | undefined): Decision {
  const admin = canAdminister(viewer, access);
  if (!admin.allowed) return admin;
  if (access.room!.kind !== 'PRIVATE') return deny('NOT_ALLOWED');
  if (!invitee || invitee.deletedAt || invitee.isDeactivated) return deny('USER_NOT_FOUND');
  if (invitee.membership || invitee.id === viewer.id) return deny('ROOM_ALREADY_MEMBER');
  if (invitee.banned) return deny('ROOM_BANNED');
  if (invitee.blockedByViewer) return deny('USER_BLOCKED');
  if (invitee.blockedViewer) return deny('BLOCKED_BY_USER');
  if (!isVerifiedMember(invitee)) return deny('ROOM_INVITEE_NOT_VERIFIED');
  if (invitee.onlyVerifiedMayContact && !isVerifiedMember(viewer)) return deny('CONTACT_NOT_POSSIBLE');
  if (!profileTypeMatches(viewer.sex, invitee.lookingFor)) return deny('PROFILE_TYPE_MISMATCH');
  return ALLOWED;
}

/**
 * A room message is shown to the viewer unless a block stands between the viewer and its sender,
 * in either direction (docs/decisions/0019: a block works both ways, in rooms too). The SQL twin is
 * notBlockedWithSql over room_messages.sender_id; a subscription keeps the viewer's block set.
 */
export function messageShownTo(viewerId: string, senderId: string, blockedEitherWay: ReadonlySet<string>): boolean {
  return senderId === viewerId || !blockedEitherWay.has(senderId);
}

/** Reporting a room message: someone else's message in a room the viewer may read. */
export function canReportMessage(viewer: RoomViewer, access: RoomAccess, message: { senderId: string } | null | undefined): Decision {
  const read = canRead(viewer, access);
  if (!read.allowed) return read;
  if (!message) return deny('NOT_FOUND');
  return isOthersMessage(viewer.id, message) ? ALLOWED : deny('REPORT_SELF');
}

/** Someone else's message (a reader of the room may report it; their own they may not). */
export function isOthersMessage(viewerId: string, message: { senderId: string }): boolean {
  return message.senderId !== viewerId;
}

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
export function roomAbilities(viewer: RoomViewer, access: RoomAccess): RoomAbilities {
  const administer = canAdminister(viewer, access).allowed;
  return {
    read: canRead(viewer, access).allowed,
    join: canJoin(viewer, access).allowed,
    leave: canLeave(viewer, access).allowed,
    write: canWrite(viewer, access).allowed,
    invite: administer && access.room?.kind === 'PRIVATE',
    editSettings: administer,
    manageMembers: administer,
    delete: administer,
  };
}

export interface MemberAbilities {
  ban: boolean;
  makeAdmin: boolean;
  revokeAdmin: boolean;
}

/** The buttons next to a member in the members list. */
export function memberAbilities(viewer: RoomViewer, access: RoomAccess, target: TargetFacts): MemberAbilities {
  const isAdmin = !!target.membership?.admin;
  return {
    ban: canBan(viewer, access, target).allowed,
    makeAdmin: !isAdmin && canSetAdmin(viewer, access, target, true).allowed,
    revokeAdmin: isAdmin && canSetAdmin(viewer, access, target, false).allowed,
  };
}
