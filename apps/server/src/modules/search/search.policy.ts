import { and, sql, type SQL } from 'drizzle-orm';
import type { ProfileSearchFilter } from '@venue/shared';
import { users, type UserRow } from '../accounts/accounts.table.js';
import { usersIdSql } from '../accounts/members.repository.js';
import { notBlockedWithSetSql } from '../blocks/blocks.repository.js';
import { appearsOnlineSql, isListedMember, listedMemberSql } from '../presence/presence.policy.js';
import { profilePersons, profiles } from '../profiles/profiles.table.js';
import { isVerifiedMember, mayVisitSql, type ProfileViewer } from '../profiles/profiles.policy.js';
import { userUploads } from '../photos/photos.table.js';
import { settingSql } from '../settings/settings.repository.js';

// Profile search (spec §2 /profile-search, §3 "found in profile search", §6; docs/decisions/
// 0015-search-and-presence.md). Pure rules, each paired with the SQL filter that applies it to the
// list; a consistency test runs both over the same members and expects the same answers.

export interface SearchTarget extends Pick<UserRow, 'id' | 'deletedAt' | 'isDeactivated' | 'emailVerifiedAt' | 'phoneVerifiedAt' | 'admin'> {
  /** The target's setting "found in profile search". */
  foundInSearch: boolean;
}

/**
 * Is the target among the viewer's search results at all (before any filter)? Someone else, a
 * listed member (not deleted or deactivated, activated), "found in profile search" on, no block
 * either way. Profiles the viewer may not open are found too, and shown locked (spec §6).
 */
export function isFoundInSearch(viewerId: string, target: SearchTarget, relation: { blockedEitherWay: boolean }): boolean {
  return target.id !== viewerId && isListedMember(target) && target.foundInSearch && !relation.blockedEitherWay;
}

/** SQL twin of isFoundInSearch over the `users` row of the query. */
export function foundInSearchSql(viewerId: string): SQL<boolean> {
  return sql<boolean>`(${users.id} <> ${viewerId} and ${listedMemberSql()} and ${settingSql('foundInSearch', users.id)} and ${notBlockedWithSetSql(viewerId, users.id)})`;
}

/** What the filters look at, for one found member as the viewer sees them. */
export interface SearchFacts {
  sex: string | null;
  /** Ages of the persons behind the profile (a couple has two; unknown ones left out). */
  ages: readonly number[];
  /** Profile types the member looks for (empty: everyone). */
  lookingFor: readonly string[];
  isVerified: boolean;
  isPremium: boolean;
  /** The card shows the member's avatar to the viewer (an avatar, and the viewer may open the profile). */
  showsPhoto: boolean;
  /** The viewer sees the member online (presence.policy appearsOnline). */
  online: boolean;
  /** The viewer may open the member's profile (profiles.policy canVisit); else the card is locked. */
  mayVisit: boolean;
}

/**
 * Does a found member match the filter? Every given filter must hold: the member's own profile type
 * among `profileTypes`; some person's age in the range (a couple matches if either partner is);
 * looking for one of `lookingFor` (a member who looks for everyone does); a photo on the card; the
 * verified badge; online now. Profiles the viewer may not open only when `includeLocked` asks for them.
 */
export function matchesFilter(filter: ProfileSearchFilter, facts: SearchFacts): boolean {
  if (!filter.includeLocked && !facts.mayVisit) return false;
  if (filter.profileTypes.length > 0 && !(facts.sex && filter.profileTypes.includes(facts.sex as never))) return false;
  if (filter.ageMin !== null || filter.ageMax !== null) {
    const inRange = (age: number) => (filter.ageMin === null || age >= filter.ageMin) && (filter.ageMax === null || age <= filter.ageMax);
    if (!facts.ages.some(inRange)) return false;
  }
  if (filter.lookingFor.length > 0 && facts.lookingFor.length > 0 && !facts.lookingFor.some((s) => filter.lookingFor.includes(s as never))) return false;
  if (filter.hasPhoto && !facts.showsPhoto) return false;
  if (filter.verifiedOnly && !isVerifiedMember(facts)) return false;
  if (filter.onlineNow && !facts.online) return false;
  return true;
}

// The filters are scalar subqueries on purpose, never EXISTS or IN: PostgreSQL would turn those into
// joins over whole tables (and misjudge how many rows they keep), while a scalar subquery is one
// index lookup per member on the walk along the activity index, which stops at the page's end.

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/** SQL twin of matchesFilter over the `users` row of the query (undefined: no filter given). */
export function filterSql(filter: ProfileSearchFilter, viewer: ProfileViewer, now: Date): SQL | undefined {
  const parts: SQL[] = [];
  if (!filter.includeLocked) parts.push(mayVisitSql(viewer));
  if (filter.profileTypes.length > 0) parts.push(sql`${users.sex} = any(${textArray(filter.profileTypes)})`);
  if (filter.ageMin !== null || filter.ageMax !== null) {
    const bounds = [filter.ageMin !== null ? sql`pp.age >= ${filter.ageMin}` : undefined, filter.ageMax !== null ? sql`pp.age <= ${filter.ageMax}` : undefined].filter(
      (b): b is SQL => !!b,
    );
    parts.push(sql`coalesce((select true from ${profilePersons} pp where pp.user_id = ${usersIdSql} and ${sql.join(bounds, sql` and `)} limit 1), false)`);
  }
  if (filter.lookingFor.length > 0) {
    // Members without a profiles row look for everyone.
    parts.push(sql`coalesce((select cardinality(p.looking_for) = 0 or p.looking_for && ${textArray(filter.lookingFor)} from ${profiles} p where p.user_id = ${usersIdSql}), true)`);
  }
  if (filter.hasPhoto) parts.push(sql`(${showsAvatarSql()} and ${mayVisitSql(viewer)})`);
  if (filter.verifiedOnly) parts.push(sql`(${users.isVerified} or ${users.isPremium})`);
  if (filter.onlineNow) parts.push(appearsOnlineSql(viewer.id, now));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** The member has an avatar others may see (a PUBLIC photo of their own; decision 0010). */
function showsAvatarSql(): SQL {
  return sql`coalesce((select u.visibility = 'PUBLIC' from ${profiles} p join ${userUploads} u on u.id = p.avatar_upload_id and u.user_id = p.user_id where p.user_id = ${usersIdSql}), false)`;
}
