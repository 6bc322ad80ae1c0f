import { LIMITS, TIMINGS } from '@venue/shared';
import { profileTypeMatches } from '../profiles/profile-match.js';
import { actingMemberDecision, type PolicyMember } from '../profiles/members-area.policy.js';
import { isVerifiedMember, staffContactRefusal } from '../profiles/profiles.policy.js';
import { ALLOWED, deny, type Decision } from '../../shared/decision.js';

// Pure rules of private conversations (spec §4, §6, §8, §9; docs/decisions/0018-conversations.md).
// The services gather the facts inside their transaction and ask these functions; the GraphQL
// `viewerCan` fields and `maximumConversationsReached` ask the same ones.

export type { Decision };

/** The member fields the rules look at. */
export interface Member extends PolicyMember {
  deletedAt: Date | null;
}

export { isVerifiedMember };

/** Shown to others: not deleted and not deactivated. */
function isReachable(m: Pick<Member, 'isDeactivated' | 'deletedAt'> | null | undefined): boolean {
  return !!m && !m.deletedAt && !m.isDeactivated;
}

/**
 * Unverified members have at most 3 simultaneous conversations (spec §6, §9). `openCount` counts
 * the conversations in which the member can still write (see countOpenConversations).
 */
export function maximumConversationsReached(m: Pick<Member, 'isVerified' | 'isPremium'>, openCount: number): boolean {
  return !isVerifiedMember(m) && openCount >= LIMITS.unverifiedConversations;
}

/** Everything starting a conversation depends on, read under the two members' locks. */
export interface StartFacts {
  sender: Member;
  target: Member | null | undefined;
  /** The sender has blocked the target. */
  blockedBySender: boolean;
  /** The target has blocked the sender. */
  blockedByTarget: boolean;
  /** The target's "only verified users may contact me". */
  targetOnlyVerifiedMayContact: boolean;
  /** The target's "private messages from friends only". */
  targetMessagesFromFriendsOnly: boolean;
  areFriends: boolean;
  /** Profile types the target looks for (empty: everyone). */
  targetLookingFor: readonly string[];
  senderOpenCount: number;
  targetOpenCount: number;
}

/**
 * May the sender start a new conversation with the target (spec §5, §6, §8)? In this order: a
 * sender in the members' area; a target that is shown; not oneself; no block either way; the
 * target's contactability (verified only, friends only: 'Nicht möglich.'; profile type); then the limit of
 * 3 of an unverified sender and of an unverified target. A verified sender may always start one.
 */
export function canStartConversation(f: StartFacts): Decision {
  const sender = actingMemberDecision(f.sender);
  if (!sender.allowed) return sender;
  if (!f.target || !isReachable(f.target)) return deny('USER_NOT_FOUND');
  if (f.target.id === f.sender.id) return deny('CONVERSATION_SELF');
  const staff = staffContactRefusal(f.sender, f.target);
  if (staff) return deny(staff);
  if (f.blockedBySender) return deny('USER_BLOCKED');
  if (f.blockedByTarget) return deny('BLOCKED_BY_USER');
  if (f.targetOnlyVerifiedMayContact && !isVerifiedMember(f.sender)) return deny('CONTACT_NOT_POSSIBLE');
  if (f.targetMessagesFromFriendsOnly && !f.areFriends) return deny('CONTACT_NOT_POSSIBLE');
  if (!profileTypeMatches(f.sender.sex, f.targetLookingFor)) return deny('PROFILE_TYPE_MISMATCH');
  if (isVerifiedMember(f.sender)) return ALLOWED;
  if (maximumConversationsReached(f.sender, f.senderOpenCount)) return deny('MAX_CONVERSATIONS_REACHED');
  if (maximumConversationsReached(f.target, f.targetOpenCount)) return deny('MAX_CONVERSATIONS_REACHED_OTHER');
  return ALLOWED;
}

/** One's own part of a conversation, as far as the rules care. */
export interface Participation {
  archivedAt: Date | null;
  deletedAt: Date | null;
}

/** Another participant: their account, whether they deleted the conversation, blocks with the viewer. */
export interface OtherParticipant {
  member: Pick<Member, 'isDeactivated' | 'deletedAt'> | null;
  deletedAt: Date | null;
  /** The viewer has blocked them. */
  blockedByViewer: boolean;
  /** They have blocked the viewer. */
  blockedViewer: boolean;
}

export interface WriteFacts {
  viewer: Member;
  /** The viewer's row; null when the viewer is no participant. */
  own: Participation | null;
  others: readonly OtherParticipant[];
}

/** The viewer takes part and has not deleted the conversation: otherwise it does not exist for them. */
export function canSee(own: Participation | null | undefined): boolean {
  return !!own && !own.deletedAt;
}

/**
 * May the viewer write in a conversation they take part in (spec §4, §8)? Someone else's or a
 * deleted one is NOT_FOUND; a writer outside the members' area is refused (actingMemberDecision);
 * when every other participant deleted it or is no longer active, writing is disabled
 * (CONVERSATION_CLOSED); a block either way ends writing (BLOCKED_BY_USER: "cannot write to
 * someone who blocked you"; USER_BLOCKED: the viewer's own).
 * The contact settings decide who may start a conversation, not the replies in it (decision 0018).
 */
export function canWrite(f: WriteFacts): Decision {
  if (!canSee(f.own)) return deny('NOT_FOUND');
  const writer = actingMemberDecision(f.viewer);
  if (!writer.allowed) return writer;
  const present = f.others.filter((o) => !o.deletedAt && isReachable(o.member));
  if (present.length === 0) return deny('CONVERSATION_CLOSED');
  if (present.some((o) => o.blockedViewer)) return deny('BLOCKED_BY_USER');
  if (present.some((o) => o.blockedByViewer)) return deny('USER_BLOCKED');
  return ALLOWED;
}

/** Archiving is for verified members (spec §6: unverified members have no archive). */
export function canArchive(viewer: Pick<Member, 'isVerified' | 'isPremium'>, own: Participation | null | undefined): Decision {
  if (!canSee(own)) return deny('NOT_FOUND');
  if (!isVerifiedMember(viewer)) return deny('NEED_VERIFIED');
  return ALLOWED;
}

/** Taking a conversation back to the inbox: always, also for a member who is no longer verified. */
export function canUnarchive(own: Participation | null | undefined): Decision {
  return canSee(own) ? ALLOWED : deny('NOT_FOUND');
}

/** Deleting (for oneself) a conversation one still sees. */
export function canDelete(own: Participation | null | undefined): Decision {
  return canSee(own) ? ALLOWED : deny('NOT_FOUND');
}

export interface ConversationAbilities {
  write: boolean;
  /** Sending a picture: the rules of writing. */
  upload: boolean;
  archive: boolean;
  unarchive: boolean;
  delete: boolean;
}

/** What the conversation screen offers the viewer; each use case checks again. */
export function abilitiesOf(f: WriteFacts): ConversationAbilities {
  const write = canWrite(f).allowed;
  return {
    write,
    upload: write,
    archive: canArchive(f.viewer, f.own).allowed && !f.own?.archivedAt,
    unarchive: canUnarchive(f.own).allowed && !!f.own?.archivedAt,
    delete: canDelete(f.own).allowed,
  };
}

/** The message e-mail's facts of one recipient (spec §3 toggle, §9 at most one per 5 minutes). */
export interface MailFacts {
  emailOnMessage: boolean;
  /** Until when a device of the recipient reads live (holds the live subscription). */
  liveUntil: Date | null;
  lastMailAt: Date | null;
  now: Date;
}

/**
 * Is an e-mail about a new message due? Only with the toggle on, when no device of the recipient
 * reads live, and at most one per 5 minutes. The store claims the slot with the same conditions in
 * one statement (claimMessageMail), so that two instances cannot both send.
 */
export function messageMailDue(f: MailFacts): boolean {
  if (!f.emailOnMessage) return false;
  if (f.liveUntil && f.liveUntil > f.now) return false;
  return !f.lastMailAt || f.now.getTime() - f.lastMailAt.getTime() >= TIMINGS.messageEmailMinutes * 60_000;
}

/** Another participant's message that was not erased (a sender whose account is gone has none). */
export function canReportMessage(viewerId: string, message: { senderId: string | null; erasedAt: Date | null }): boolean {
  return !!message.senderId && message.senderId !== viewerId && message.erasedAt === null;
}
