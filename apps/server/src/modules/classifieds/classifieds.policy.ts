import { CLASSIFIEDS, classifiedExpiresAt } from '@venue/shared';
import { ALLOWED, deny, type Decision } from '../../shared/decision.js';
import { membersAreaDecision, type PolicyMember } from '../profiles/members-area.policy.js';
import { profileTypeMatches } from '../profiles/profile-match.js';
import { isVerifiedMember } from '../profiles/profiles.policy.js';

// Who may do what with classifieds (spec §3, §5, §6, §9; docs/decisions/0046). Pure rules; the
// service asks them inside its transaction, the `viewerCan` fields ask the same ones, and the list's
// SQL (classifieds.repository.ts) applies isListedAt and matchesBothWays to every row.

export type { Decision };

/** The member fields the rules look at. */
export type ClassifiedMember = PolicyMember;

export interface ClassifiedFacts {
  authorId: string;
  renewedAt: Date;
}

/** Reading classifieds: the members' area (unverified members read too, spec §6); staff are not members. */
export function mayReadClassifieds(viewer: ClassifiedMember | null): Decision {
  const area = membersAreaDecision(viewer);
  if (!area.allowed) return deny(area.code);
  if (viewer!.admin) return deny('STAFF_NOT_MEMBER');
  return ALLOWED;
}

/**
 * Posting a classified: verified or premium members only (spec §6 "no classifieds" for unverified),
 * with fewer than CLASSIFIEDS.activeMax listed ones (decision 0046).
 */
export function canPost(viewer: ClassifiedMember, listedCount: number): Decision {
  const read = mayReadClassifieds(viewer);
  if (!read.allowed) return read;
  if (!isVerifiedMember(viewer)) return deny('NEED_VERIFIED');
  if (listedCount >= CLASSIFIEDS.activeMax) return deny('CLASSIFIED_LIMIT_REACHED');
  return ALLOWED;
}

/**
 * Editing or deleting: only its author (someone else's and unknown ids look the same: NOT_FOUND),
 * in the members' area. Deleting stays open to a member who is no longer verified.
 */
export function canManage(viewer: ClassifiedMember, classified: ClassifiedFacts | null | undefined): Decision {
  if (!classified || classified.authorId !== viewer.id) return deny('NOT_FOUND');
  return mayReadClassifieds(viewer);
}

/** Editing the text or the types: its author, still verified (posting rights, spec §6). */
export function canEdit(viewer: ClassifiedMember, classified: ClassifiedFacts | null | undefined): Decision {
  const manage = canManage(viewer, classified);
  if (!manage.allowed) return manage;
  return isVerifiedMember(viewer) ? ALLOWED : deny('NEED_VERIFIED');
}

/**
 * Renewing: its author, still verified, and an expired one only while a place is free among the
 * listed ones (a listed one renews in place; decision 0046).
 */
export function canRenew(viewer: ClassifiedMember, classified: ClassifiedFacts | null | undefined, listedCount: number, now: Date): Decision {
  const edit = canEdit(viewer, classified);
  if (!edit.allowed) return edit;
  if (!isListedAt(classified!, now) && listedCount >= CLASSIFIEDS.activeMax) return deny('CLASSIFIED_LIMIT_REACHED');
  return ALLOWED;
}

/** Listed (not expired): less than 30 days since posting or the last renewal. */
export function isListedAt(classified: Pick<ClassifiedFacts, 'renewedAt'>, now: Date): boolean {
  return classifiedExpiresAt(classified.renewedAt).getTime() > now.getTime();
}

/**
 * The list's MATCHING filter: the classified looks for the viewer's profile type, and the author's
 * profile type is one the viewer looks for (or the viewer looks for everyone; profile-match.ts).
 */
export function matchesBothWays(viewer: { sex: string | null; lookingFor: readonly string[] }, classified: { lookingFor: readonly string[]; authorSex: string | null }): boolean {
  return !!viewer.sex && classified.lookingFor.includes(viewer.sex) && profileTypeMatches(classified.authorSex, viewer.lookingFor);
}

/** Reporting: anyone in the members' area who sees the classified, but its author. */
export function canReport(viewer: ClassifiedMember, classified: ClassifiedFacts | null | undefined): Decision {
  if (!classified) return deny('NOT_FOUND');
  if (classified.authorId === viewer.id) return deny('REPORT_SELF');
  return ALLOWED;
}

export interface ClassifiedAbilities {
  edit: boolean;
  renew: boolean;
  delete: boolean;
  report: boolean;
}

/** The buttons a classified shows the viewer (the use cases check again). */
export function abilitiesOf(viewer: ClassifiedMember, classified: ClassifiedFacts, listedCount: number, now: Date): ClassifiedAbilities {
  return {
    edit: canEdit(viewer, classified).allowed,
    renew: canRenew(viewer, classified, listedCount, now).allowed,
    delete: canManage(viewer, classified).allowed,
    report: canReport(viewer, classified).allowed,
  };
}
