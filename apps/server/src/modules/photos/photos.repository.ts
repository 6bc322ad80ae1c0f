import { and, asc, count, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { PHOTO_PAGES, type PhotoVisibility } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle } from '../../db/prepared.js';
import { users } from '../accounts/accounts.table.js';
import { profiles } from '../profiles/profiles.table.js';
import { notBlockedWithSql } from '../blocks/blocks.repository.js';
import { isFriendOfSql } from '../friends/friends.repository.js';
import { findProfile } from '../profiles/profiles.repository.js';
import { settingSql } from '../settings/settings.repository.js';
import type { ProfileTarget, ProfileViewer } from '../profiles/profiles.policy.js';
import { preparedForViewerPerLimit } from '../profiles/viewer-prepared.js';
import { memberPhotoVisibleSql } from './photos.policy.js';
import { userUploads, type UserUploadRow } from './photos.table.js';
import type { PhotoCursor } from './photos.cursor.js';

// Queries only: member photos, their owners as the visibility rule needs them, avatar and wall image.

/** A photo with what galleries show about its owner and its use on the owner's profile. */
export interface PhotoView extends UserUploadRow {
  ownerSlug: string;
  ownerUsername: string;
  isAvatar: boolean;
  isWallImage: boolean;
}

const viewColumns = {
  id: userUploads.id,
  userId: userUploads.userId,
  storageKey: userUploads.storageKey,
  width: userUploads.width,
  height: userUploads.height,
  visibility: userUploads.visibility,
  position: userUploads.position,
  createdAt: userUploads.createdAt,
  ownerSlug: users.slug,
  ownerUsername: users.username,
  isAvatar: sql<boolean>`coalesce(${profiles.avatarUploadId} = ${userUploads.id}, false)`,
  isWallImage: sql<boolean>`coalesce(${profiles.wallUploadId} = ${userUploads.id}, false)`,
};

function selectViews(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(userUploads)
    .innerJoin(users, eq(users.id, userUploads.userId))
    .leftJoin(profiles, eq(profiles.userId, userUploads.userId));
}

/** One page of a member's photos in gallery order, filtered by `visible` (photoVisibleSql). */
export async function listPhotos(db: DbOrTx, ownerId: string, visible: SQL, after: PhotoCursor | null, limit: number): Promise<PhotoView[]> {
  const keyset = after ? or(gt(userUploads.position, after.position), and(eq(userUploads.position, after.position), gt(userUploads.id, after.id))) : undefined;
  return selectViews(db)
    .where(and(eq(userUploads.userId, ownerId), visible, keyset))
    .orderBy(asc(userUploads.position), asc(userUploads.id))
    .limit(limit);
}

// Every profile visit asks the first page of the member's gallery: for a viewer who seesByKind,
// prepared once per kind of viewer (decision 0066) with the page's size in the SQL (decision 0069).
const firstPageSeenByMember = preparedForViewerPerLimit('gallery_first', [PHOTO_PAGES.gallery + 1, PHOTO_PAGES.pageSize + 1, PHOTO_PAGES.pageSizeMax + 1], (db, viewer, name, limit) =>
  selectViews(db)
    .where(and(eq(userUploads.userId, sql.placeholder('ownerId')), memberPhotoVisibleSql(viewer)))
    .orderBy(asc(userUploads.position), asc(userUploads.id))
    .limit(limit)
    .prepare(name),
);

/** listPhotos' first page for a viewer who seesByKind (photos.policy.ts): the same rows, filtered by memberPhotoVisibleSql. */
export async function firstPhotosSeenByMember(db: DbOrTx, viewer: ProfileViewer, ownerId: string, limit: number): Promise<PhotoView[]> {
  const { statement, params } = firstPageSeenByMember(db, viewer, limit);
  return statement.execute({ ...params, ownerId });
}

/** The owner as the profile visibility rule (canVisit) sees them, from the query's users and profiles rows. */
const ownerColumns = {
  ownerId: users.id,
  ownerDeletedAt: users.deletedAt,
  ownerIsDeactivated: users.isDeactivated,
  ownerAdmin: users.admin,
  ownerLookingFor: sql<string[]>`coalesce(${profiles.lookingFor}, '{}'::text[])`,
  ownerVisitableOnlyByVerified: settingSql('visitableOnlyByVerified', users.id),
};

/** How the viewer (the statement's `viewerId`) stands with the owner: a block either way, friends. */
const relationColumns = (() => {
  const viewerId = sql.placeholder('viewerId');
  return {
    blockedEitherWay: sql<boolean>`not ${notBlockedWithSql(viewerId, users.id)}`,
    friends: sql<boolean>`${isFriendOfSql(viewerId, users.id)}`,
  };
})();

/** A photo, its owner as the visibility rules see them, and how the viewer stands with the owner. */
export interface PhotoWithOwner {
  photo: PhotoView;
  owner: ProfileTarget;
  relation: { blockedEitherWay: boolean; friends: boolean };
}

interface PhotoWithOwnerRow extends PhotoView {
  blockedEitherWay: boolean;
  friends: boolean;
  ownerId: string;
  ownerDeletedAt: Date | null;
  ownerIsDeactivated: boolean;
  ownerAdmin: boolean;
  ownerLookingFor: string[];
  ownerVisitableOnlyByVerified: boolean;
}

function splitOwner(row: PhotoWithOwnerRow): PhotoWithOwner {
  const { ownerId, ownerDeletedAt, ownerIsDeactivated, ownerAdmin, ownerLookingFor, ownerVisitableOnlyByVerified, blockedEitherWay, friends, ...photo } = row;
  return {
    photo,
    owner: { id: ownerId, deletedAt: ownerDeletedAt, isDeactivated: ownerIsDeactivated, admin: ownerAdmin, lookingFor: ownerLookingFor, visitableOnlyByVerified: ownerVisitableOnlyByVerified },
    relation: { blockedEitherWay, friends: !blockedEitherWay && friends },
  };
}

// Every photo a screen shows is asked for by id (its files, its owner's avatar): one statement,
// built once (issue 18: queries per request).
const photoWithOwner = preparedPerHandle((db) =>
  db
    .select({ ...viewColumns, ...ownerColumns, ...relationColumns })
    .from(userUploads)
    .innerJoin(users, eq(users.id, userUploads.userId))
    .leftJoin(profiles, eq(profiles.userId, userUploads.userId))
    .where(eq(userUploads.id, sql.placeholder('id')))
    .limit(1)
    .prepare('photo_with_owner'),
);

/** One photo by id, with the facts about its owner and the viewer that decide who may see it (one query). */
export async function findPhotoWithOwner(db: DbOrTx, id: string, viewerId: string): Promise<PhotoWithOwner | undefined> {
  const [row] = await photoWithOwner(db).execute({ id, viewerId });
  return row ? splitOwner(row) : undefined;
}

// The avatar and the wall image: the profile's pointer and the photo it points at, in one query.
const profileImageWithOwner = (which: 'avatar' | 'wall') =>
  preparedPerHandle((db) =>
    db
      .select({ ...viewColumns, ...ownerColumns, ...relationColumns })
      .from(profiles)
      .innerJoin(userUploads, and(eq(userUploads.id, which === 'avatar' ? profiles.avatarUploadId : profiles.wallUploadId), eq(userUploads.userId, profiles.userId)))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.userId, sql.placeholder('userId')))
      .limit(1)
      .prepare(`profile_${which}_with_owner`),
  );
const avatarWithOwner = profileImageWithOwner('avatar');
const wallWithOwner = profileImageWithOwner('wall');

/** The member's avatar or wall image with its owner's and the viewer's facts, or undefined when none is set. */
export async function findProfileImageWithOwner(db: DbOrTx, userId: string, which: 'avatar' | 'wall', viewerId: string): Promise<PhotoWithOwner | undefined> {
  const [row] = await (which === 'avatar' ? avatarWithOwner : wallWithOwner)(db).execute({ userId, viewerId });
  return row ? splitOwner(row) : undefined;
}

export async function countPhotos(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userUploads).where(eq(userUploads.userId, userId));
  return Number(row?.n ?? 0);
}

/** Inserts a photo at the end of the member's gallery. */
export async function insertPhoto(tx: DbOrTx, values: { userId: string; storageKey: string; width: number; height: number; visibility: PhotoVisibility }): Promise<UserUploadRow> {
  const [row] = await tx
    .insert(userUploads)
    .values({ ...values, position: sql`(select coalesce(max(u.position), 0) + 1 from ${userUploads} u where u.user_id = ${values.userId})` })
    .returning();
  return row!;
}

/** The owner's photo, locked until the transaction ends; undefined for anyone else's or an unknown id. */
export async function lockOwnPhoto(tx: DbOrTx, ownerId: string, id: string): Promise<UserUploadRow | undefined> {
  const [row] = await tx
    .select()
    .from(userUploads)
    .where(and(eq(userUploads.id, id), eq(userUploads.userId, ownerId)))
    .limit(1)
    .for('update');
  return row;
}

/** Which photos the member uses as avatar and wall image (null when none or no profiles row). */
export async function findProfileImages(db: DbOrTx, userId: string): Promise<{ avatarUploadId: string | null; wallUploadId: string | null }> {
  const { avatarUploadId, wallUploadId } = await findProfile(db, userId);
  return { avatarUploadId, wallUploadId };
}

/** Sets (or clears) the avatar or wall image, creating the member's profiles row when missing. */
export async function setProfileImage(tx: DbOrTx, userId: string, which: 'avatar' | 'wall', photoId: string | null): Promise<void> {
  const column = which === 'avatar' ? { avatarUploadId: photoId } : { wallUploadId: photoId };
  await tx
    .insert(profiles)
    .values({ userId, ...column })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...column, updatedAt: sql`now()` } });
}

export async function updateVisibility(tx: DbOrTx, id: string, visibility: PhotoVisibility): Promise<void> {
  await tx.update(userUploads).set({ visibility }).where(eq(userUploads.id, id));
}

/** Deletes the row (avatar and wall image pointing at it are cleared by their foreign keys). */
export async function deletePhotoRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(userUploads).where(eq(userUploads.id, id));
}

/** All of the member's photo ids in gallery order. */
export async function listOwnIds(db: DbOrTx, ownerId: string): Promise<string[]> {
  const rows = await db.select({ id: userUploads.id }).from(userUploads).where(eq(userUploads.userId, ownerId)).orderBy(asc(userUploads.position), asc(userUploads.id));
  return rows.map((r) => r.id);
}

/** Numbers the member's photos 1, 2, 3 … in the given order (ids are checked UUIDs of the owner). */
export async function setPositions(tx: DbOrTx, ownerId: string, orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const list = `{${orderedIds.join(',')}}`;
  await tx.execute(
    sql`update ${userUploads} set position = x.pos from unnest(${list}::uuid[]) with ordinality as x(id, pos) where ${userUploads.id} = x.id and ${userUploads.userId} = ${ownerId}`,
  );
}

/** Views of the given photos (the caller has decided that the viewer may see them), in that order. */
export async function findViews(db: DbOrTx, ids: string[]): Promise<PhotoView[]> {
  if (ids.length === 0) return [];
  const list = `{${ids.join(',')}}`;
  const rows = await selectViews(db).where(sql`${userUploads.id} = any(${list}::uuid[])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
