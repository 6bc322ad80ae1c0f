import { and, asc, eq, gt, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProfilePersonValues, Sex } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle, uuidArray } from '../../db/prepared.js';
import { driverJson, fromDriverRow } from '../../db/driver-row.js';
import { friendships, type FriendshipRow } from '../friends/friends.table.js';
import { openFriendshipSql } from '../friends/open-friendship.sql.js';
import { users, type UserRow } from '../accounts/accounts.table.js';
import { usersIdSql } from '../accounts/members.repository.js';
import { userUploads } from '../photos/photos.table.js';
import { defaultSettings, settingSql } from '../settings/settings.repository.js';
import { userSettings, type UserSettingsRow } from '../settings/settings.table.js';
import { notBlockedWithSql } from '../blocks/blocks.repository.js';
import { profilePersons, profiles, type ProfilePersonRow, type ProfileRow } from './profiles.table.js';
import { mayVisitSql, type ProfileViewer } from './profiles.policy.js';

// Queries only: profiles, their persons, and the "user with avatar" columns lists select.

export async function updateProfileType(db: DbOrTx, userId: string, sex: Sex): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set({ sex, updatedAt: sql`now()` }).where(eq(users.id, userId)).returning();
  return user;
}

const profileOf = preparedPerHandle((db) => db.select().from(profiles).where(eq(profiles.userId, sql.placeholder('userId'))).prepare('profile_of'));
const personsOf = preparedPerHandle((db) =>
  db.select().from(profilePersons).where(eq(profilePersons.userId, sql.placeholder('userId'))).orderBy(asc(profilePersons.position)).prepare('profile_persons_of'),
);

/** The profiles row, or the empty profile of a member who never saved one. */
export async function findProfile(db: DbOrTx, userId: string): Promise<ProfileRow> {
  const [row] = await profileOf(db).execute({ userId });
  return row ?? emptyProfile(userId);
}

/** The profile of a member who never saved one. */
const emptyProfile = (userId: string): ProfileRow => ({ userId, about: '', lookingFor: [], region: null, avatarUploadId: null, wallUploadId: null, updatedAt: new Date(0) });

function visitFactsColumns(viewerId: Placeholder) {
  return {
    user: users,
    profile: profiles,
    settings: userSettings,
    blockedEitherWay: sql<boolean>`not ${notBlockedWithSql(viewerId, usersIdSql)}`,
    // Whether a visit by the viewer is recorded at all (recordProfileVisit): their own setting.
    viewerShownOnline: settingSql('shownOnline', sql`${viewerId}::uuid`),
  };
}

// What the visit rule reads about the member behind a slug (canVisit), in one statement: the
// profile screen asks it in each of its requests (issue 18: queries per request).
const visitFactsBySlug = preparedPerHandle((db) => {
  const viewerId = sql.placeholder('viewerId');
  return db
    .select(visitFactsColumns(viewerId))
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('visit_facts_by_slug');
});

export interface VisitFacts {
  user: UserRow;
  profile: ProfileRow;
  settings: UserSettingsRow;
  /** Either has blocked the other (always false for the viewer's own slug). */
  blockedEitherWay: boolean;
  /** The viewer's own "shown online" setting (a hidden member leaves no visits). */
  viewerShownOnline: boolean;
}

/**
 * The member with this slug (in any state), with their profile and settings (the empty profile and
 * the default settings when never saved) and whether a block stands between them and the viewer.
 */
export async function findVisitFacts(db: DbOrTx, slug: string, viewerId: string): Promise<VisitFacts | undefined> {
  const [row] = await visitFactsBySlug(db).execute({ slug: slug.toLowerCase(), viewerId });
  return row ? visitFactsOf(row, viewerId) : undefined;
}

function visitFactsOf(row: { user: UserRow; profile: ProfileRow | null; settings: UserSettingsRow | null; blockedEitherWay: boolean; viewerShownOnline: boolean }, viewerId: string): VisitFacts {
  const own = row.user.id === viewerId;
  return {
    user: row.user,
    profile: row.profile ?? emptyProfile(row.user.id),
    settings: row.settings ?? defaultSettings(row.user.id),
    blockedEitherWay: !own && row.blockedEitherWay,
    viewerShownOnline: row.viewerShownOnline,
  };
}

/** What a whole profile shows beyond the visit's facts: the persons, the open friendship with the viewer, the profile images. */
export interface ProfilePartsRead {
  persons: ProfilePersonRow[];
  friendship: FriendshipRow | undefined;
  uploads: Map<string, ProfileImageRow>;
}

/**
 * The visit's facts and everything the profile screen shows of the member (persons, friendship,
 * images), in one statement: `user(slug)` with every part selected read them in a second round
 * trip of three statements after the facts (issue 18). Read before the visit is decided; a refused
 * viewer is answered from the facts alone.
 */
export async function findVisitFactsWithParts(db: DbOrTx, slug: string, viewerId: string): Promise<{ facts: VisitFacts; parts: ProfilePartsRead } | undefined> {
  const [row] = await visitFactsWithPartsBySlug(db).execute({ slug: slug.toLowerCase(), viewerId });
  if (!row) return undefined;
  const persons = (driverJson(row.persons) ?? []).map((p) => fromDriverRow(profilePersons, p));
  const friendship = row.friendship ? fromDriverRow(friendships, driverJson(row.friendship)!) : undefined;
  const uploads = new Map((driverJson(row.uploads) ?? []).map((u) => [u.id, u]));
  return { facts: visitFactsOf(row, viewerId), parts: { persons, friendship, uploads } };
}

const visitFactsWithPartsBySlug = preparedPerHandle((db) => {
  const viewerId = sql.placeholder('viewerId');
  return db
    .select({
      ...visitFactsColumns(viewerId),
      persons: sql<Record<string, unknown>[] | string | null>`(select json_agg(to_jsonb(${profilePersons}) order by ${profilePersons.position}) from ${profilePersons} where ${profilePersons.userId} = ${users.id})`,
      friendship: sql<Record<string, unknown> | string | null>`(select to_jsonb(${friendships}) from ${friendships} where ${openFriendshipSql(sql`${viewerId}::uuid`, users.id)} limit 1)`,
      uploads: sql<ProfileImageRow[] | string | null>`(select json_agg(json_build_object('id', ${userUploads.id}, 'width', ${userUploads.width}, 'height', ${userUploads.height})) from ${userUploads} where ${ownUploadsSql(users.id, sql`${userUploads.id} in (${profiles.avatarUploadId}, ${profiles.wallUploadId})`, sql`${users.id} = ${viewerId}::uuid`)})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('visit_facts_with_parts_by_slug');
});

const avatarUpload = alias(userUploads, 'avatar_upload');
const wallUpload = alias(userUploads, 'wall_upload');
// The signed-in member's own "looking for", avatar and wall image: the app's header and Home ask
// for them together in most requests, one statement for the three (issue 18: queries per request).
const ownProfileSummaryOf = preparedPerHandle((db) =>
  db
    .select({
      lookingFor: profiles.lookingFor,
      avatar: { id: avatarUpload.id, width: avatarUpload.width, height: avatarUpload.height },
      wall: { id: wallUpload.id, width: wallUpload.width, height: wallUpload.height },
    })
    .from(profiles)
    .leftJoin(avatarUpload, and(eq(avatarUpload.id, profiles.avatarUploadId), eq(avatarUpload.userId, profiles.userId)))
    .leftJoin(wallUpload, and(eq(wallUpload.id, profiles.wallUploadId), eq(wallUpload.userId, profiles.userId)))
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('own_profile_summary'),
);

export interface OwnProfileSummary {
  lookingFor: string[];
  /** Null when none is set; one's own images are shown to oneself whatever their visibility. */
  avatar: ProfileImageRow | null;
  wall: ProfileImageRow | null;
}

/** The member's own looking-for, avatar and wall image (a member who never saved a profile has none). */
export async function findOwnProfileSummary(db: DbOrTx, userId: string): Promise<OwnProfileSummary> {
  const [row] = await ownProfileSummaryOf(db).execute({ userId });
  return { lookingFor: row?.lookingFor ?? [], avatar: row?.avatar ?? null, wall: row?.wall ?? null };
}

export async function findPersons(db: DbOrTx, userId: string): Promise<ProfilePersonRow[]> {
  return personsOf(db).execute({ userId });
}

export interface ProfileImageRow {
  id: string;
  width: number;
  height: number;
}

/**
 * The member's own uploads among these ids (avatar and wall image point at the owner's photos):
 * only PUBLIC ones unless the owner asks (the photos rules keep profile images public anyway).
 */
export async function findOwnUploads(db: DbOrTx, userId: string, ids: (string | null)[], viewerId: string): Promise<Map<string, ProfileImageRow>> {
  const wanted = ids.filter((id): id is string => !!id);
  if (wanted.length === 0) return new Map();
  const rows = await ownUploadsOf(db).execute({ userId, ids: uuidArray(wanted), own: viewerId === userId });
  return new Map(rows.map((r) => [r.id, r]));
}

// The profile screen asks for it in each opening (issue 18: built once).
const ownUploadsOf = preparedPerHandle((db) =>
  db
    .select({ id: userUploads.id, width: userUploads.width, height: userUploads.height })
    .from(userUploads)
    .where(ownUploadsSql(sql.placeholder('userId'), sql`${userUploads.id} = any(${sql.placeholder('ids')}::uuid[])`, sql`${sql.placeholder('own')}::boolean`))
    .prepare('own_uploads_of'),
);

/** SQL: the user_uploads row is one of `userId`'s, picked by `picked`, and PUBLIC unless `own` (the owner asks). */
function ownUploadsSql(userId: Placeholder | SQL | AnyColumn, picked: SQL, own: SQL): SQL {
  return and(eq(userUploads.userId, userId), picked, sql`(${own} or ${userUploads.visibility} = 'PUBLIC')`)!;
}

/** Writes type, texts and persons of a member's profile (inside the caller's transaction). */
export async function saveProfile(
  tx: DbOrTx,
  userId: string,
  values: { sex: Sex; about: string; lookingFor: string[]; region: string | null; persons: ProfilePersonValues[] },
): Promise<UserRow> {
  const user = await updateProfileType(tx, userId, values.sex);
  await tx
    .insert(profiles)
    .values({ userId, about: values.about, lookingFor: values.lookingFor, region: values.region })
    .onConflictDoUpdate({ target: profiles.userId, set: { about: values.about, lookingFor: values.lookingFor, region: values.region, updatedAt: sql`now()` } });
  await tx.delete(profilePersons).where(eq(profilePersons.userId, userId));
  if (values.persons.length > 0) {
    await tx.insert(profilePersons).values(values.persons.map((p, i) => ({ userId, position: i + 1, ...p })));
  }
  return user!;
}

/** Drops the persons a smaller profile type no longer has (a couple that becomes a single). */
export async function removePersonsAfter(tx: DbOrTx, userId: string, count: number): Promise<void> {
  await tx.delete(profilePersons).where(and(eq(profilePersons.userId, userId), gt(profilePersons.position, count)));
}

/** A member as lists show them (spec §3 "user with avatar"), as seen by one viewer. */
export interface UserCardRow {
  id: string;
  slug: string;
  username: string;
  sex: string | null;
  isPremium: boolean;
  isVerified: boolean;
  isAllowedToVisit: boolean;
  lastActiveAt: Date | null;
  avatar: ProfileImageRow | null;
  /** Ages of the persons behind the profile (a couple has two); left out where the viewer may not open it. */
  ages?: number[];
  /** The canton the member lives in (REGIONS); null when not said, or where the viewer may not open the profile. */
  region?: string | null;
}

/**
 * The columns of a UserCardRow for a select over `users` (join it to the list's table). The avatar
 * is left out where the viewer may not open the profile (by toUserCard, so the rule is evaluated
 * once per row); lastActiveAt where the member hides it, and for staff.
 */
export function userCardColumns(viewer: ProfileViewer) {
  const allowed = mayVisitSql(viewer);
  return {
    id: users.id,
    slug: users.slug,
    username: users.username,
    sex: users.sex,
    isPremium: users.isPremium,
    isVerified: users.isVerified,
    isAllowedToVisit: sql<boolean>`${allowed}`.as('is_allowed_to_visit'),
    // Staff never show as active to others: they are not members (docs/decisions/0031).
    lastActiveAt: sql<Date | string | null>`case when ${users.id} = ${viewer.id} or (not ${users.admin} and ${settingSql('shownOnline', users.id)}) then ${users.lastActiveAt} end`.as('shown_last_active_at'),
    avatar: sql<ProfileImageRow | string | null>`(select json_build_object('id', u.id, 'width', u.width, 'height', u.height) from ${profiles} p join ${userUploads} u on u.id = p.avatar_upload_id and u.user_id = p.user_id where p.user_id = ${usersIdSql} and (u.visibility = 'PUBLIC' or p.user_id = ${viewer.id}))`.as('avatar'),
    ages: sql<number[] | string | null>`(select json_agg(pp.age order by pp.position) from ${profilePersons} pp where pp.user_id = ${usersIdSql} and pp.age is not null)`.as('ages'),
    region: sql<string | null>`(select p.region from ${profiles} p where p.user_id = ${usersIdSql})`.as('region'),
  };
}

type RawCard = Omit<UserCardRow, 'lastActiveAt' | 'avatar' | 'ages' | 'region'> & {
  lastActiveAt: Date | string | null;
  avatar: ProfileImageRow | string | null;
  ages: number[] | string | null;
  region?: string | null;
};

/**
 * One shape from raw rows (PGlite and pg return timestamps and json from sql`` as text or values),
 * without the avatar where the viewer may not open the profile.
 */
export function toUserCard(row: RawCard): UserCardRow {
  const avatar = !row.isAllowedToVisit ? null : typeof row.avatar === 'string' ? (JSON.parse(row.avatar) as ProfileImageRow) : row.avatar;
  const ages = !row.isAllowedToVisit || row.ages === null ? [] : typeof row.ages === 'string' ? (JSON.parse(row.ages) as number[]) : row.ages;
  const region = row.isAllowedToVisit ? (row.region ?? null) : null;
  return { ...row, lastActiveAt: row.lastActiveAt === null ? null : new Date(row.lastActiveAt), avatar, ages, region };
}
