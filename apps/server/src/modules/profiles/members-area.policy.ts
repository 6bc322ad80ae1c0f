import type { UserRow } from '../accounts/accounts.table.js';
import { AppError } from '../../shared/app-error.js';

// Other members' profiles, visitors and the like are for activated, active members (spec §4, §8).

export type MembersAreaDecision = { allowed: true } | { allowed: false; code: 'NOT_SIGNED_IN' | 'NEED_ACTIVE' | 'NEED_PHONE_AND_EMAIL' };

type Member = Pick<UserRow, 'isDeactivated' | 'emailVerifiedAt' | 'phoneVerifiedAt'>;

/**
 * The facts about a member that most rules ask: staff or not (staff are not members, decision 0031),
 * profile type, verified and premium status, deactivation and activation.
 */
export interface PolicyMember {
  id: string;
  admin: boolean;
  sex: string | null;
  isVerified: boolean;
  isPremium: boolean;
  isDeactivated: boolean;
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
}

/** Signed in, e-mail and phone confirmed, not deactivated. */
export function membersAreaDecision(viewer: Member | null): MembersAreaDecision {
  if (!viewer) return { allowed: false, code: 'NOT_SIGNED_IN' };
  if (viewer.isDeactivated) return { allowed: false, code: 'NEED_ACTIVE' };
  if (!viewer.emailVerifiedAt || !viewer.phoneVerifiedAt) return { allowed: false, code: 'NEED_PHONE_AND_EMAIL' };
  return { allowed: true };
}

/**
 * The same rule for a member who acts on another (friend request, message): a deleted account
 * counts as deactivated. The friends and conversations policies ask it first.
 */
export function actingMemberDecision(member: Member & { deletedAt: Date | null }): MembersAreaDecision {
  return member.deletedAt ? { allowed: false, code: 'NEED_ACTIVE' } : membersAreaDecision(member);
}

/** The viewer, when the members' area is open to them; the coded refusal otherwise. */
export function assertMembersArea<T extends Member>(viewer: T | null): T {
  const decision = membersAreaDecision(viewer);
  if (!decision.allowed) throw new AppError(decision.code);
  return viewer!;
}
