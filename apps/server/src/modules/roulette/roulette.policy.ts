import { isVerifiedMember } from '../profiles/profiles.policy.js';
import { membersAreaDecision, type PolicyMember } from '../profiles/members-area.policy.js';
import { profileTypeMatches } from '../profiles/profile-match.js';
import { ALLOWED, deny, type Decision } from '../../shared/decision.js';

// Pure rules of chat roulette (spec §1, §6; docs/decisions/0021-chat-roulette.md). The
// candidate search has its SQL twin in roulette.repository.ts (a consistency test pairs them).

export type { Decision };

export type RouletteViewer = PolicyMember;

/**
 * Chat roulette is for verified members (spec §6) with a profile type (the matching needs it); staff
 * are not members and are never paired with one (decision 0031).
 */
export function mayUseRoulette(viewer: RouletteViewer): Decision {
  const area = membersAreaDecision(viewer);
  if (!area.allowed) return area;
  if (viewer.admin) return deny('STAFF_NOT_MEMBER');
  if (!isVerifiedMember(viewer)) return deny('NEED_VERIFIED');
  if (!viewer.sex) return deny('PROFILE_TYPE_REQUIRED');
  return ALLOWED;
}

/** A waiting member as the matching sees them. */
export interface Candidate {
  id: string;
  sex: string | null;
  lookingFor: readonly string[];
  lastPartnerId: string | null;
}

/**
 * May these two be paired? Not oneself; each one's profile type is one the other looks for (spec §5,
 * both directions); no block either way; not the partner either had last (a skip means "someone
 * else"). Both are verified, active members in the queue: the search only looks there.
 */
export function isMatch(me: Candidate, other: Candidate, blockedEitherWay: boolean): boolean {
  if (me.id === other.id || blockedEitherWay) return false;
  if (me.lastPartnerId === other.id || other.lastPartnerId === me.id) return false;
  return profileTypeMatches(me.sex, other.lookingFor) && profileTypeMatches(other.sex, me.lookingFor);
}

/** A live pair as far as the rules care. */
export interface PairFacts {
  userA: string;
  userB: string;
  revealA: boolean;
  revealB: boolean;
}

export type Side = 'A' | 'B';

export function sideOf(viewerId: string, pair: PairFacts | null | undefined): Side | null {
  if (!pair) return null;
  if (pair.userA === viewerId) return 'A';
  return pair.userB === viewerId ? 'B' : null;
}

export function partnerIdOf(viewerId: string, pair: PairFacts): string {
  return pair.userA === viewerId ? pair.userB : pair.userA;
}

/** Writing, revealing, reporting: only in one's own live chat. */
export function canAct(viewerId: string, pair: PairFacts | null | undefined): Decision {
  return sideOf(viewerId, pair) ? ALLOWED : deny('ROULETTE_NOT_PAIRED');
}

/** Agreeing to reveal: once per chat. */
export function canReveal(viewerId: string, pair: PairFacts | null | undefined): Decision {
  const side = sideOf(viewerId, pair);
  if (!side) return deny('ROULETTE_NOT_PAIRED');
  const already = side === 'A' ? pair!.revealA : pair!.revealB;
  return already ? deny('ROULETTE_ALREADY_REVEALED') : ALLOWED;
}

/** Who the partner is shows only once both agreed (spec: no identity unless both choose to reveal it). */
export function identitiesRevealed(pair: PairFacts): boolean {
  return pair.revealA && pair.revealB;
}

export interface RevealState {
  mine: boolean;
  partner: boolean;
}

export function revealStateOf(viewerId: string, pair: PairFacts): RevealState {
  const a = pair.userA === viewerId;
  return { mine: a ? pair.revealA : pair.revealB, partner: a ? pair.revealB : pair.revealA };
}
