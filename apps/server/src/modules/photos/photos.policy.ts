import { sql, type SQL } from 'drizzle-orm';
import { LIMITS, type PhotoVisibility } from '@venue/shared';
import type { UserRow } from '../accounts/accounts.table.js';
import { isTimedOut } from '../accounts/accounts.policy.js';
import { isFriendOfSql } from '../friends/friends.repository.js';
import { membersAreaDecision } from '../profiles/members-area.policy.js';
import { canVisit, isVerifiedMember, mayVisitSql, type ProfileTarget, type ProfileViewer } from '../profiles/profiles.policy.js';
import { userUploads } from './photos.table.js';
import { ALLOWED, deny, type Decision } from '../../shared/decision.js';

// Pure rules of member photos (spec §3, §5, §6, §9; docs/decisions/0010-member-photos.md).
// Seeing a photo has a predicate and its SQL twin for lists; a test keeps the two equal.

export type { Decision };

/** The viewer's profile facts and the account state the members' area looks at. */
export type PhotoViewer = ProfileViewer & Pick<UserRow, 'isDeactivated' | 'emailVerifiedAt' | 'phoneVerifiedAt'>;

/** Facts about viewer and owner that the visibility rule needs besides the two rows. */
export interface PhotoRelation {
  blockedEitherWay: boolean;
  friends: boolean;
}

/**
 * May the viewer see a photo? Visitors (signed out) never see member photos. The owner always
 * does, whatever the state of the account (a deactivated member still sees their own gallery).
 * Other members' photos are in the members' area, like their profiles (members-area.policy.ts):
 * a pending or deactivated viewer sees none. There, admins (who handle reports) see every photo;
 * everyone else needs to be allowed to open the owner's profile (canVisit: not deleted or
 * deactivated, no block either way, verified-only profiles, profile type) and, for FRIENDS
 * photos, to be the owner's friend.
 */
export function maySeePhoto(viewer: PhotoViewer | null, owner: ProfileTarget, visibility: PhotoVisibility, relation: PhotoRelation): boolean {
  if (!viewer) return false;
  if (viewer.id === owner.id) return true;
  if (!membersAreaDecision(viewer).allowed) return false;
  if (viewer.admin) return true;
  if (!canVisit(viewer, owner, relation).allowed) return false;
  return visibility === 'PUBLIC' || relation.friends;
}

/**
 * SQL twin of maySeePhoto over `user_uploads` joined with its owner's `users` row: the filter of
 * every photo list (gallery, avatars), so a list never shows what the single check would refuse.
 */
export function photoVisibleSql(viewer: PhotoViewer | null): SQL<boolean> {
  if (!viewer) return sql<boolean>`false`;
  if (!membersAreaDecision(viewer).allowed) return sql<boolean>`${userUploads.userId} = ${viewer.id}`;
  if (viewer.admin) return sql<boolean>`true`;
  return memberPhotoVisibleSql(viewer);
}

/**
 * Does photoVisibleSql decide for this viewer by their kind alone (memberPhotoVisibleSql)? A member
 * in the members' area who is not staff: the common case, whose gallery statement is prepared once
 * per kind of viewer (photos.repository.ts).
 */
export function seesByKind(viewer: PhotoViewer): boolean {
  return !viewer.admin && membersAreaDecision(viewer).allowed;
}

/**
 * photoVisibleSql for a viewer who seesByKind: branches on the viewer's kind only (verified,
 * premium, profile type or none: mayVisitSql) and puts their id and profile type into the SQL, so
 * a statement prepared for a stand-in viewer of the kind holds for every viewer of it.
 */
export function memberPhotoVisibleSql(viewer: ProfileViewer): SQL<boolean> {
  const byVisibility = sql`(${userUploads.visibility} = 'PUBLIC' or ${isFriendOfSql(viewer.id, userUploads.userId)})`;
  return sql<boolean>`(${userUploads.userId} = ${viewer.id} or (${mayVisitSql(viewer)} and ${byVisibility}))`;
}

type Manager = Pick<UserRow, 'loginTimeoutUntil' | 'emailVerifiedAt' | 'phoneVerifiedAt' | 'isDeactivated' | 'deletedAt'>;

/**
 * Uploading and changing one's own photos: the same members the app lets in (spec §4 guards):
 * signed in, no login timeout, e-mail and phone confirmed, account active.
 */
export function mayManagePhotos(viewer: Manager | null, now: Date): Decision {
  if (!viewer) return deny('NOT_SIGNED_IN');
  if (isTimedOut(viewer, now)) return deny('LOGIN_TIMEOUT');
  if (!viewer.emailVerifiedAt || !viewer.phoneVerifiedAt) return deny('NEED_PHONE_AND_EMAIL');
  if (viewer.isDeactivated || viewer.deletedAt) return deny('NEED_ACTIVE');
  return ALLOWED;
}

/** How many photos the member may keep: unlimited (null) for verified or premium members (spec §6). */
export function photoLimitOf(member: Pick<UserRow, 'isVerified' | 'isPremium'>): number | null {
  return isVerifiedMember(member) ? null : LIMITS.unverifiedPhotos;
}

/** One more photo: unverified members keep at most LIMITS.unverifiedPhotos. */
export function mayAddPhoto(member: Pick<UserRow, 'isVerified' | 'isPremium'>, currentCount: number): Decision {
  const limit = photoLimitOf(member);
  return limit === null || currentCount < limit ? ALLOWED : deny('PHOTO_LIMIT_REACHED');
}

/**
 * Avatar and wall image are shown wherever the member appears (lists, search, Spark), to people
 * who are not friends: only a PUBLIC photo may be one (decision 0010).
 */
export function mayUseAsProfileImage(photo: { visibility: string }): Decision {
  return photo.visibility === 'PUBLIC' ? ALLOWED : deny('PHOTO_MUST_BE_PUBLIC');
}

/** A photo in use as avatar or wall image stays PUBLIC until another one (or none) is chosen. */
export function mayChangeVisibility(to: PhotoVisibility, usedAsProfileImage: boolean): Decision {
  return to === 'FRIENDS' && usedAsProfileImage ? deny('PHOTO_MUST_BE_PUBLIC') : ALLOWED;
}

export interface PhotoAbilities {
  changeVisibility: boolean;
  makeFriendsOnly: boolean;
  delete: boolean;
  reorder: boolean;
  useAsAvatar: boolean;
  useAsWallImage: boolean;
}

/** What the viewer may do with a photo: only its owner manages it; the UI shows exactly this. */
export function photoAbilities(
  viewer: (Manager & { id: string }) | null,
  photo: { userId: string; visibility: string; isAvatar: boolean; isWallImage: boolean },
  now: Date,
): PhotoAbilities {
  const manages = !!viewer && viewer.id === photo.userId && mayManagePhotos(viewer, now).allowed;
  const inUse = photo.isAvatar || photo.isWallImage;
  const profileImage = manages && mayUseAsProfileImage(photo).allowed;
  return {
    changeVisibility: manages && (photo.visibility === 'FRIENDS' || !inUse),
    makeFriendsOnly: manages && mayChangeVisibility('FRIENDS', inUse).allowed,
    delete: manages,
    reorder: manages,
    useAsAvatar: profileImage,
    useAsWallImage: profileImage,
  };
}
