import { and, desc, eq, lt, not, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { PROFILE_SEARCH, type ProfileSearchFilter } from '@venue/shared';
import type { Database, DbOrTx } from '../../db/client.js';
import { withIndexWalks } from '../../db/index-walks.js';
import { users } from '../accounts/accounts.table.js';
import type { ProfileViewer } from '../profiles/profiles.policy.js';
import { toUserCard, userCardColumns, type UserCardRow } from '../profiles/profiles.repository.js';
import { settingSql } from '../settings/settings.repository.js';
import { preparedForViewerPerLimit } from '../profiles/viewer-prepared.js';
import { filterSql, foundInSearchSql } from './search.policy.js';
import type { SearchCursor } from './search.cursor.js';

/** The member shows when they were last active (they have been, and they are shown among online users). */
function showsActivitySql(): SQL {
  return sql`(${users.lastActiveAt} is not null and ${settingSql('shownOnline', users.id)})`;
}

/**
 * The two walks of one search page, as queries (the bench prints their plans). First the members who
 * show their activity, newest first, along users_listed_activity_idx — or, when the search names
 * profile types, along users_listed_type_activity_idx within each type, merged; then, when the page is
 * not full, the others by id. Each walk stops at the page's end.
 */
export function searchQueries(db: DbOrTx, viewer: ProfileViewer, filter: ProfileSearchFilter, now: Date, after: SearchCursor | null) {
  const found = foundInSearchSql(viewer.id);
  const activityKeyset = after?.at ? or(lt(users.lastActiveAt, after.at), and(eq(users.lastActiveAt, after.at), lt(users.id, after.id))) : undefined;
  // The types are the walks' own condition (sex = one type); the other filters apply within each.
  const otherFilters = filterSql({ ...filter, profileTypes: [] }, viewer, now);
  const walkOfType = (limit: number, type?: string) =>
    db
      .select(userCardColumns(viewer))
      .from(users)
      .where(and(found, type ? eq(users.sex, type) : undefined, otherFilters, showsActivitySql(), activityKeyset))
      .orderBy(desc(users.lastActiveAt), desc(users.id))
      .limit(limit);
  return {
    showingActivity: (limit: number) => {
      const [first, ...more] = filter.profileTypes;
      if (!first) return walkOfType(limit);
      if (more.length === 0) return walkOfType(limit, first);
      const [a, b, ...rest] = filter.profileTypes.map((type) => walkOfType(limit, type));
      return unionAll(a!, b!, ...rest)
        .orderBy(sql`shown_last_active_at desc`, sql`id desc`)
        .limit(limit);
    },
    showingNone: (limit: number) =>
      db
        .select(userCardColumns(viewer))
        .from(users)
        .where(and(found, filterSql(filter, viewer, now), not(showsActivitySql()), after && !after.at ? lt(users.id, after.id) : undefined))
        .orderBy(desc(users.id))
        .limit(limit),
  };
}

/** A filter that narrows nothing (Entdecken as it opens), apart from the locked profiles left in or out. */
function isPlain(filter: ProfileSearchFilter): boolean {
  const { profileTypes, ageMin, ageMax, lookingFor, hasPhoto, verifiedOnly, onlineNow } = filter;
  return profileTypes.length === 0 && ageMin === null && ageMax === null && lookingFor.length === 0 && !hasPhoto && !verifiedOnly && !onlineNow;
}

const PLAIN_FILTER: ProfileSearchFilter = { profileTypes: [], ageMin: null, ageMax: null, lookingFor: [], hasPhoto: false, verifiedOnly: false, onlineNow: false, includeLocked: false };

/**
 * Entdecken opens with no filter on every visit: its first walk is built once per kind of viewer and
 * prepared (issue 18: Drizzle spent 0.2–0.3 ms of the app's CPU building it each time, and
 * PostgreSQL parsed it each time). PostgreSQL still plans it at every bind: its plan made without
 * the values looked costlier, and forcing that plan on the walks' connections made the filtered
 * searches slower (decision 0074). A plain filter reads no time: `now` is not in its SQL.
 */
const plainFirstWalks = [false, true].map((includeLocked) =>
  preparedForViewerPerLimit(`search_first${includeLocked ? '_locked' : ''}`, [PROFILE_SEARCH.pageSize + 1], (db, viewer, name, limit) =>
    searchQueries(db, viewer, { ...PLAIN_FILTER, includeLocked }, new Date(0), null)
      .showingActivity(limit as number)
      .prepare(name),
  ),
);

/** The first walk of a page (showingActivity): prepared for a plain filter's first page, built for the call otherwise. */
async function walkShowingActivity(db: DbOrTx, viewer: ProfileViewer, filter: ProfileSearchFilter, now: Date, after: SearchCursor | null, limit: number) {
  if (after || !isPlain(filter)) return searchQueries(db, viewer, filter, now, after).showingActivity(limit);
  const { statement, params } = plainFirstWalks[filter.includeLocked ? 1 : 0]!(db, viewer, limit);
  return statement.execute(params);
}

/**
 * One page of the viewer's search results: online first, then by recent activity, then the members
 * who show no activity (hidden from the online list, or never active) by id. The order uses only
 * what the viewer may see, so a hidden member's position tells nothing about their activity.
 */
export async function searchMembers(
  database: Database,
  viewer: ProfileViewer,
  filter: ProfileSearchFilter,
  now: Date,
  after: SearchCursor | null,
  limit: number,
): Promise<UserCardRow[]> {
  // Along the activity index (db/index-walks.ts: the planner would rather sort every member of a type).
  return withIndexWalks(database, async (db) => {
    const rows: UserCardRow[] = [];
    if (!after || after.at) rows.push(...(await walkShowingActivity(db, viewer, filter, now, after, limit)).map(toUserCard));
    // Online members always show their activity: an "online now" search is over after the first walk.
    if (rows.length < limit && !filter.onlineNow) rows.push(...(await searchQueries(db, viewer, filter, now, after).showingNone(limit - rows.length)).map(toUserCard));
    return rows;
  });
}
