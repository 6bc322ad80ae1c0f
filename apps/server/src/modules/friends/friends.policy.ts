import { LIMITS, type FriendRelation, type FriendshipStatus } from '@venue/shared';
import { profileTypeMatches } from '../profiles/profile-match.js';
import { actingMemberDecision, type PolicyMember } from '../profiles/members-area.policy.js';
import { isVerifiedMember, staffContactRefusal } from '../profiles/profiles.policy.js';
import { ALLOWED, deny, type Decision } from '../../shared/decision.js';

// Pure rules of friendships (spec §4, §6, §8, §9; docs/decisions/0011-friends-and-blocks.md).
// The service gathers the facts inside its transaction and asks these functions; the GraphQL
// `viewerCan` fields ask the same ones, so the buttons show exactly what the server allows.

export type { Decision };

/** The member fields the rules look at. */
export interface Member extends PolicyMember {
  deletedAt: Date | null;
}

export { isVerifiedMember };

/** Deleted and deactivated members are not shown to others, so nobody can befriend them. */
function isReachable(m: Member | null | undefined): m is Member {
  return !!m && !m.deletedAt && !m.isDeactivated;
}

/**
 * Unverified members have at most 10 friends (spec §6, §9). Only ACCEPTED friendships count; open
 * requests do not (decision 0011), so the limit is checked again on acceptance.
 */
export function hasRoomForFriend(m: Pick<Member, 'isVerified' | 'isPremium'>, friendCount: number): boolean {
  return isVerifiedMember(m) || friendCount < LIMITS.unverifiedFriends;
}

/** A friendship row as far as the rules care. */
export interface FriendshipFacts {
  requesterId: string;
  addresseeId: string;
  status: FriendshipStatus;
}

/** Who may move a friendship from one status to another (the state table of decision 0011). */
export type Actor = 'addressee' | 'requester' | 'either';
export const TRANSITIONS: Readonly<Partial<Record<FriendshipStatus, Partial<Record<FriendshipStatus, Actor>>>>> = {
  PENDING: { ACCEPTED: 'addressee', DECLINED: 'addressee', REVOKED: 'requester' },
  ACCEPTED: { REMOVED: 'either' },
};

function roleOf(viewerId: string, f: FriendshipFacts): 'addressee' | 'requester' | null {
  if (f.addresseeId === viewerId) return 'addressee';
  if (f.requesterId === viewerId) return 'requester';
  return null;
}

/**
 * May the viewer move this friendship to `to`? Someone else's friendship is NOT_FOUND (no hint that
 * it exists); a move the table does not allow for the viewer's side is NOT_FOUND as well — the
 * request or friendship the viewer acted on no longer exists in that form — except accepting what
 * is already accepted (ALREADY_FRIENDS).
 */
export function canTransition(viewerId: string, f: FriendshipFacts, to: FriendshipStatus): Decision {
  const role = roleOf(viewerId, f);
  if (!role) return deny('NOT_FOUND');
  const actor = TRANSITIONS[f.status]?.[to];
  if (actor && (actor === 'either' || actor === role)) return ALLOWED;
  if (to === 'ACCEPTED' && f.status === 'ACCEPTED') return deny('ALREADY_FRIENDS');
  return deny('NOT_FOUND');
}

/** Everything a new friend request depends on, read under the locks of the transaction. */
export interface RequestFacts {
  sender: Member;
  target: Member | null | undefined;
  /** The sender has blocked the target. */
  blockedBySender: boolean;
  /** The target has blocked the sender. */
  blockedByTarget: boolean;
  /** The target's setting "only verified users may contact me" (spec §3). */
  targetOnlyVerifiedMayContact: boolean;
  /** Profile types the target looks for (empty: everyone). */
  targetLookingFor: readonly string[];
  /** The open (PENDING or ACCEPTED) friendship between the two, if any. */
  open: FriendshipFacts | null | undefined;
  senderFriendCount: number;
  targetFriendCount: number;
}

/**
 * May the sender ask the target for friendship? In this order: a sender in the members' area; a
 * target that exists and is shown; not oneself; neither side staff (decision 0031); no block either way; nothing open yet; the target's
 * contactability (verified only, profile type); the 10-friend limit of either side.
 */
export function canRequestFriendship(f: RequestFacts): Decision {
  const sender = actingMemberDecision(f.sender);
  if (!sender.allowed) return sender;
  if (!isReachable(f.target)) return deny('USER_NOT_FOUND');
  if (f.target.id === f.sender.id) return deny('FRIEND_REQUEST_SELF');
  const staff = staffContactRefusal(f.sender, f.target);
  if (staff) return deny(staff);
  if (f.blockedBySender) return deny('USER_BLOCKED');
  if (f.blockedByTarget) return deny('BLOCKED_BY_USER');
  if (f.open?.status === 'ACCEPTED') return deny('ALREADY_FRIENDS');
  if (f.open) return deny('FRIEND_REQUEST_EXISTS');
  if (f.targetOnlyVerifiedMayContact && !isVerifiedMember(f.sender)) return deny('CONTACT_NOT_POSSIBLE');
  if (!profileTypeMatches(f.sender.sex, f.targetLookingFor)) return deny('PROFILE_TYPE_MISMATCH');
  if (!hasRoomForFriend(f.sender, f.senderFriendCount)) return deny('FRIEND_LIMIT_REACHED');
  if (!hasRoomForFriend(f.target, f.targetFriendCount)) return deny('FRIEND_LIMIT_REACHED_OTHER');
  return ALLOWED;
}

/** Everything accepting a request depends on, read under the locks of the transaction. */
export interface AcceptFacts {
  viewer: Member;
  friendship: FriendshipFacts;
  requester: Member | null | undefined;
  blockedEitherWay: boolean;
  viewerFriendCount: number;
  requesterFriendCount: number;
}

/**
 * May the viewer accept this request? Only its addressee, while it is PENDING and in the members'
 * area; the requester must still be shown and unblocked; neither side may pass the 10-friend
 * limit by it.
 */
export function canAcceptFriendship(f: AcceptFacts): Decision {
  const move = canTransition(f.viewer.id, f.friendship, 'ACCEPTED');
  if (!move.allowed) return move;
  const viewer = actingMemberDecision(f.viewer);
  if (!viewer.allowed) return viewer;
  if (!isReachable(f.requester)) return deny('USER_NOT_FOUND');
  const staff = staffContactRefusal(f.viewer, f.requester);
  if (staff) return deny(staff);
  if (f.blockedEitherWay) return deny('NOT_FOUND');
  if (!hasRoomForFriend(f.viewer, f.viewerFriendCount)) return deny('FRIEND_LIMIT_REACHED');
  if (!hasRoomForFriend(f.requester, f.requesterFriendCount)) return deny('FRIEND_LIMIT_REACHED_OTHER');
  return ALLOWED;
}

/** How the viewer stands with the other member of an open friendship (or NONE without one). */
export function relationOf(viewerId: string, open: FriendshipFacts | null | undefined): FriendRelation {
  if (!open) return 'NONE';
  if (open.status === 'ACCEPTED') return 'FRIENDS';
  if (open.status !== 'PENDING') return 'NONE';
  return open.requesterId === viewerId ? 'REQUEST_SENT' : 'REQUEST_RECEIVED';
}

export interface FriendshipAbilities {
  accept: boolean;
  decline: boolean;
  revoke: boolean;
  remove: boolean;
}

/** The buttons a friendship row shows the viewer (limits are checked when accepting). */
export function abilitiesOf(viewerId: string, f: FriendshipFacts): FriendshipAbilities {
  const may = (to: FriendshipStatus) => canTransition(viewerId, f, to).allowed;
  return { accept: may('ACCEPTED'), decline: may('DECLINED'), revoke: may('REVOKED'), remove: may('REMOVED') };
}
